import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { cartStore } from '@kassa/data';

import { NOTICE_CONTEXTS } from '../../../assets/constants';
import { useIsEditor } from '../../../assets/components/editor-context';
import {
	announceAddedToCart,
	announceAddingToCart,
} from '../../../hooks/add-to-cart-events';
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
 * Binds a product's add-to-cart button to the cart store, telling the page as it adds (see
 * hooks/add-to-cart-events), as other add-to-cart buttons do. In the editor it does nothing.
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
		announceAddingToCart();
		const added = ( await addItemToCart(
			product.id,
			product.add_to_cart?.minimum || 1,
			[],
			NOTICE_CONTEXTS.ALL_PRODUCTS
		) ) as boolean;
		setIsAdding( false );
		if ( added ) {
			announceAddedToCart( product );
		}
		return added;
	}, [ isEditor, addItemToCart, product ] );
	return { quantityInCart, isAdding, add };
}
