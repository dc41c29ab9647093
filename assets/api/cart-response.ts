/**
 * Reading a cart out of a Store API response, defensively: a partial cart is completed with
 * empty defaults, and something that is not a cart at all is refused (null), so a malformed
 * response can never replace a good cart with garbage.
 */
import { DEFAULT_QUANTITY_LIMITS } from '../constants';
import type { Cart, CartItem } from './types';

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

const arrayOr = < T >( value: unknown ): T[] =>
	Array.isArray( value ) ? ( value as T[] ) : [];

function normalizeItem( value: unknown ): CartItem | null {
	if (
		! isObject( value ) ||
		typeof value.key !== 'string' ||
		typeof value.quantity !== 'number'
	) {
		return null;
	}
	const limits = isObject( value.quantity_limits )
		? value.quantity_limits
		: {};
	return {
		...( value as unknown as CartItem ),
		images: arrayOr( value.images ),
		variation: arrayOr( value.variation ),
		item_data: arrayOr( value.item_data ),
		extensions: isObject( value.extensions ) ? value.extensions : {},
		quantity_limits: {
			editable: true,
			...DEFAULT_QUANTITY_LIMITS,
			...limits,
		} as CartItem[ 'quantity_limits' ],
	};
}

/**
 * Returns the cart a response carries, completed with defaults, or null if it carries none.
 * A cart needs at least an `items` list of lines (each with a key and quantity) and `totals`.
 *
 * @param value A response body (or its `data.cart`).
 * @return The cart or null.
 */
export function normalizeCart( value: unknown ): Cart | null {
	if (
		! isObject( value ) ||
		! Array.isArray( value.items ) ||
		! isObject( value.totals )
	) {
		return null;
	}
	const items = value.items.map( normalizeItem );
	if ( items.some( ( item ) => item === null ) ) {
		return null;
	}
	const raw = value as Partial< Cart >;
	return {
		...( raw as Cart ),
		items: items as CartItem[],
		coupons: arrayOr( raw.coupons ),
		fees: arrayOr( raw.fees ),
		errors: arrayOr( raw.errors ),
		shipping_rates: arrayOr( raw.shipping_rates ),
		payment_methods: arrayOr( raw.payment_methods ),
		payment_requirements: arrayOr( raw.payment_requirements ),
		cross_sells: arrayOr( raw.cross_sells ),
		extensions: isObject( raw.extensions ) ? raw.extensions : {},
		items_count:
			typeof raw.items_count === 'number'
				? raw.items_count
				: ( items as CartItem[] ).reduce(
						( sum, item ) => sum + item.quantity,
						0
					),
		items_weight:
			typeof raw.items_weight === 'number' ? raw.items_weight : 0,
		needs_payment: raw.needs_payment ?? true,
		needs_shipping: raw.needs_shipping ?? false,
		has_calculated_shipping: raw.has_calculated_shipping ?? false,
	};
}
