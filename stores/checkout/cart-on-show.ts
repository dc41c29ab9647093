/**
 * What the page shows the shopper being charged for, sent with Place Order so the server
 * refuses an order made from any other cart (includes/woocommerce/class-kassa-woocommerce-cart-check.php
 * compares it, inside the checkout request, with the cart the order is made from). Never an
 * address or a field's value: those are the order's, and the server may normalise them.
 */
import type { Cart } from '../../assets/api/types';
import type { CheckoutRequestBody } from './types';

/** The checkout's extension data namespace the server reads it from. */
export const CART_ON_SHOW_NAMESPACE = 'kassa/cart-on-show';

/** The error code of an order refused because the cart is not the one on show. */
export const CART_CHANGED_CODE = 'kassa_cart_changed';

/** The cart on show, as the server compares it (lists in any order). */
export interface CartOnShow {
	/** Each line as `key:quantity`. */
	items: string[];
	/** The coupons' codes. */
	coupons: string[];
	/** Each shipping package as `package id:chosen rate id` (nothing after ':' without one). */
	shipping_rates: string[];
	/** Each fee as `key:total`. */
	fees: string[];
	/** The total, in minor units. */
	total: string;
}

/**
 * What a cart charges for (the page's choices included: a rate chosen while its selection is
 * on its way shows as chosen).
 *
 * @param cart The cart on show.
 * @return Its lines, coupons, chosen rates, fees and total.
 */
export function cartOnShow( cart: Cart ): CartOnShow {
	return {
		items: cart.items.map( ( item ) => `${ item.key }:${ item.quantity }` ),
		coupons: cart.coupons.map( ( coupon ) => coupon.code ),
		shipping_rates: cart.shipping_rates.map(
			( pkg ) =>
				`${ pkg.package_id }:${
					pkg.shipping_rates.find( ( rate ) => rate.selected )
						?.rate_id ?? ''
				}`
		),
		fees: cart.fees.map(
			( fee ) => `${ fee.key ?? fee.id ?? '' }:${ fee.totals.total }`
		),
		total: cart.totals.total_price,
	};
}

/**
 * The checkout body with the cart on show in its extension data.
 *
 * @param body The body.
 * @param cart The cart on show.
 * @return A copy carrying it.
 */
export function withCartOnShow(
	body: CheckoutRequestBody,
	cart: Cart
): CheckoutRequestBody {
	return {
		...body,
		extensions: {
			...body.extensions,
			[ CART_ON_SHOW_NAMESPACE ]: { ...cartOnShow( cart ) },
		},
	};
}
