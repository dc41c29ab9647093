/**
 * WooCommerce's blocks' JS actions on Kassa's pages (`kassa-woocommerce-events`): each of
 * Kassa's events (`kassa-<name>` wp-hooks actions, fired at the moments WooCommerce's blocks
 * fire theirs) fires WooCommerce's `experimental__woocommerce_blocks-<name>` action with the
 * arguments WooCommerce gives it, so an analytics or tracking script written for WooCommerce's
 * blocks (Google Analytics for WooCommerce, WooPay's tracker) hears the shopper's journey on
 * Kassa's cart and checkout as on WooCommerce's. Checkout actions also get `storeCart`, the cart
 * as WooCommerce's cart store holds it.
 */
import { select } from '@wordpress/data';
import { addAction, doAction } from '@wordpress/hooks';
import { cartStore } from '@kassa/data';

import { toWooCommerceCart } from '../blocks-data/cart-shape';

const PREFIX = 'experimental__woocommerce_blocks';
const NAMESPACE = 'kassa/woocommerce-events';

type Detail = Record< string, unknown >;

/** Kassa's event => WooCommerce's arguments for its action of the same name. */
const STORE_EVENTS: Record< string, ( detail: Detail ) => Detail > = {
	'cart-add-item': ( { product } ) => ( { product } ),
	'cart-remove-item': ( { item, quantity } ) => ( {
		product: item,
		quantity,
	} ),
	'cart-set-item-quantity': ( { item, quantity } ) => ( {
		product: item,
		quantity,
	} ),
	'product-list-render': ( { products } ) => ( {
		products,
		listName: 'woocommerce/all-products',
	} ),
	'product-view-link': ( { product } ) => ( { product } ),
};

/** Kassa's checkout event => WooCommerce's arguments (before `storeCart`). */
const CHECKOUT_EVENTS: Record< string, ( detail: Detail ) => Detail > = {
	'render-checkout-form': () => ( {} ),
	'set-email-address': () => ( {} ),
	'set-billing-address': () => ( {} ),
	'set-shipping-address': () => ( {} ),
	'set-selected-shipping-rate': ( { rateId } ) => ( {
		shippingRateId: rateId,
	} ),
	'set-active-payment-method': ( { value } ) => ( {
		paymentMethodSlug: value,
	} ),
	submit: () => ( {} ),
};

/**
 * Fires one of WooCommerce's actions; a listener that throws is logged, as WooCommerce's
 * blocks do.
 *
 * @param name The action, without the prefix.
 * @param args Its arguments.
 */
function fire( name: string, args: Detail ) {
	try {
		doAction( `${ PREFIX }-${ name }`, args );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( error );
	}
}

Object.entries( STORE_EVENTS ).forEach( ( [ name, toArgs ] ) =>
	addAction( `kassa-${ name }`, NAMESPACE, ( detail: Detail ) =>
		fire( name, toArgs( detail ) )
	)
);

Object.entries( CHECKOUT_EVENTS ).forEach( ( [ name, toArgs ] ) =>
	addAction( `kassa-checkout-${ name }`, NAMESPACE, ( detail: Detail ) =>
		fire( `checkout-${ name }`, {
			...toArgs( detail ?? {} ),
			storeCart: toWooCommerceCart( select( cartStore ).getCartData() ),
		} )
	)
);
