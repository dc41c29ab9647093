/**
 * What an add-to-cart button tells the page (products grid, cross-sells): the `cart-adding-item`
 * event as it starts; after a successful add, the `cart-add-item` event with the product and the
 * `kassa-cart-added-item` DOM event on document.body, with `preserveCartData` (the cart store
 * already holds the new cart), which other blocks (the mini-cart) follow.
 */
import { dispatchStoreEvent } from '@kassa/data';

/**
 * Tells the page an add to the cart starts.
 *
 * @param product The product (as the Store API's products route sends it).
 */
export function announceAddingToCart( product: object ) {
	dispatchStoreEvent( 'cart-adding-item', { product } );
}

/**
 * Tells the page a product was added to the cart.
 *
 * @param product The product.
 */
export function announceAddedToCart( product: object ) {
	document.body.dispatchEvent(
		new CustomEvent( 'kassa-cart-added-item', {
			bubbles: true,
			detail: { preserveCartData: true },
		} )
	);
	dispatchStoreEvent( 'cart-add-item', { product } );
}
