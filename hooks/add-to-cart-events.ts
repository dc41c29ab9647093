/**
 * What an add-to-cart button tells the page (products grid, cross-sells), as WooCommerce's
 * blocks' buttons do: `wc-blocks_adding_to_cart` on document.body as it starts; after a
 * successful add, `wc-blocks_added_to_cart` with `preserveCartData` (the cart store already holds
 * the new cart), which Kassa's mini-cart and cart follow like any script's, and the
 * `cart-add-item` event (a `kassa-cart-add-item` wp-hooks action) with the product.
 */
import { dispatchStoreEvent } from '@kassa/data';

import { ADDED_TO_CART_EVENT, ADDING_TO_CART_EVENT } from '../assets/constants';

const dispatchDomEvent = ( name: string, detail?: object ) =>
	document.body.dispatchEvent(
		new CustomEvent( name, { bubbles: true, cancelable: true, detail } )
	);

/**
 * Tells the page an add to the cart starts.
 */
export function announceAddingToCart() {
	dispatchDomEvent( ADDING_TO_CART_EVENT );
}

/**
 * Tells the page a product was added to the cart.
 *
 * @param product The product (as the Store API's products route sends it).
 */
export function announceAddedToCart( product: object ) {
	dispatchDomEvent( ADDED_TO_CART_EVENT, { preserveCartData: true } );
	dispatchStoreEvent( 'cart-add-item', { product } );
}
