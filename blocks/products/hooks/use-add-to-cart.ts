import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { cartStore } from '@kassa/data';

import { NOTICE_CONTEXTS } from '../../../assets/constants';
import { useIsEditor } from '../../../assets/components/editor-context';
import type { StoreProduct } from '../types';

/** One product's add-to-cart state. */
export interface AddToCart {
	/** How many of the product the cart holds (all its lines). */
	quantityInCart: number;
	isAdding: boolean;
	/** Adds the product's minimum quantity; a failure is an error notice in 'wc/all-products'. */
	add: () => Promise< boolean >;
}

/**
 * Binds a product's add-to-cart button to the cart store. After a successful add it tells the
 * page (`kassa-cart-added-item` on document.body, with `preserveCartData`: the store already
 * has the new cart), as other add-to-cart buttons do. In the editor it does nothing.
 *
 * @param product The product.
 * @return Quantity in the cart, busy flag, and the add action.
 */
export function useAddToCart( product: StoreProduct ): AddToCart {
	const isEditor = useIsEditor();
	const [ isAdding, setIsAdding ] = useState( false );
	const quantityInCart = useSelect(
		( select ) =>
			( select( cartStore ).getCartData()?.items ?? [] )
				.filter( ( item ) => item.id === product.id )
				.reduce( ( total, item ) => total + item.quantity, 0 ),
		[ product.id ]
	);
	const { addItemToCart } = useDispatch( cartStore );
	const add = useCallback( async () => {
		if ( isEditor ) {
			return false;
		}
		setIsAdding( true );
		const added = ( await addItemToCart(
			product.id,
			product.add_to_cart?.minimum || 1,
			[],
			NOTICE_CONTEXTS.ALL_PRODUCTS
		) ) as boolean;
		setIsAdding( false );
		if ( added ) {
			document.body.dispatchEvent(
				new CustomEvent( 'kassa-cart-added-item', {
					bubbles: true,
					detail: { preserveCartData: true },
				} )
			);
		}
		return added;
	}, [ isEditor, addItemToCart, product.id, product.add_to_cart?.minimum ] );
	return { quantityInCart, isAdding, add };
}
