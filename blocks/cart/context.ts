import { createContext, useContext } from '@wordpress/element';
import { useSelect } from '@wordpress/data';
import { cartStore } from '@kassa/data';

/**
 * Which of the cart's two views to show. On the front end it follows the cart; in the editor
 * the admin picks one to edit ('filled' or 'empty').
 */
export type CartView = 'filled' | 'empty';

export const CartViewContext = createContext< CartView | null >( null );

/**
 * The view the cart shows now: the editor's choice, else 'empty' when the cart has no lines.
 *
 * @return 'filled' or 'empty'.
 */
export function useCartView(): CartView {
	const chosen = useContext( CartViewContext );
	const isEmpty = useSelect(
		( select ) => select( cartStore ).getCartItems().length === 0,
		[]
	);
	return chosen ?? ( isEmpty ? 'empty' : 'filled' );
}
