/**
 * The cart as WooCommerce's blocks hand it to extensions: `useStoreCart()`'s object (what
 * filters, slot fills and registered blocks receive as `cart`), made from Kassa's cart (the
 * Store API's body, as the store holds it).
 */
import { decodeEntities } from '@wordpress/html-entities';

import { toWooCommerceCart } from '../blocks-data/cart-shape';

type Entries = Record< string, unknown >;

/** A cart in the shape of WooCommerce's `useStoreCart()` (without its receive functions). */
export type StoreCart = Entries & {
	cartItems: unknown[];
	cartTotals: Entries;
	extensions: Entries;
};

const decodeValues = ( object: Entries ): Entries =>
	Object.fromEntries(
		Object.entries( object ?? {} ).map( ( [ key, value ] ) => [
			key,
			typeof value === 'string' ? decodeEntities( value ) : value,
		] )
	);

// One object per Kassa cart: the same while Kassa's cart is the same (stable for React).
const shaped = new WeakMap< object, StoreCart >();

/**
 * Whether a cart is Kassa's (the Store API's snake-cased body) rather than one WooCommerce's
 * API already shaped.
 *
 * @param cart A cart.
 * @return True for Kassa's.
 */
export function isKassaCart( cart: unknown ): cart is Entries {
	return !! cart && typeof cart === 'object' && 'items_count' in cart;
}

/**
 * Kassa's cart as WooCommerce's `useStoreCart()` gives it: the coupons labelled with their
 * codes, fees', rates' and addresses' texts decoded, the shipping address the billing one when
 * nothing ships, and the loading flags false (Kassa's cart is known by then).
 *
 * @param cart Kassa's cart.
 * @return The cart in WooCommerce's shape.
 */
export function toStoreCart( cart: Entries ): StoreCart {
	const known = shaped.get( cart );
	if ( known ) {
		return known;
	}
	const data = toWooCommerceCart( cart ) as unknown as Entries & {
		coupons: Array< { code: string } >;
		fees: Entries[];
		shippingRates: Array< Entries & { shipping_rates: Entries[] } >;
		billingAddress: Entries;
		shippingAddress: Entries;
	};
	const billingAddress = decodeValues( data.billingAddress );
	const result: StoreCart = {
		billingAddress,
		billingData: billingAddress,
		cartCoupons: data.coupons.map( ( coupon ) => ( {
			...coupon,
			label: decodeEntities( coupon.code ),
		} ) ),
		cartErrors: [],
		cartFees: data.fees.map( decodeValues ),
		cartHasCalculatedShipping: data.hasCalculatedShipping,
		cartIsLoading: false,
		cartItemErrors: data.errors,
		cartItems: data.items as unknown[],
		cartItemsCount: data.itemsCount,
		cartItemsWeight: data.itemsWeight,
		cartNeedsPayment: data.needsPayment,
		cartNeedsShipping: data.needsShipping,
		cartTotals: data.totals as Entries,
		crossSellsProducts: data.crossSells,
		extensions: data.extensions as Entries,
		hasPendingItemsOperations: false,
		isLoadingRates: false,
		paymentMethods: data.paymentMethods,
		paymentRequirements: data.paymentRequirements,
		shippingAddress: data.needsShipping
			? decodeValues( data.shippingAddress )
			: billingAddress,
		shippingRates: data.shippingRates.map( ( pkg ) => ( {
			...pkg,
			shipping_rates: pkg.shipping_rates.map( decodeValues ),
		} ) ),
	};
	shaped.set( cart, result );
	return result;
}
