import { createSelector } from '@wordpress/data';

import type {
	CartCoupon,
	CartError,
	CartFee,
	CartItem,
	ShippingPackage,
} from '../../assets/api/types';
import {
	getShippingErrorStatusFromErrors,
	hasSelectedShippingRates,
	isPickupRate,
} from './shipping';
import type { CartState } from './types';

// Stable empty values, so selectors do not return new objects while nothing is known.
const NO_ITEMS: CartItem[] = [];
const NO_COUPONS: CartCoupon[] = [];
const NO_FEES: CartFee[] = [];
const NO_ERRORS: CartError[] = [];
const NO_PACKAGES: ShippingPackage[] = [];
const NO_STRINGS: string[] = [];
const NO_EXTENSIONS: Record< string, unknown > = {};

/**
 * The whole cart, or null before it is known.
 *
 * @param state Store state.
 * @return The cart.
 */
export function getCartData( state: CartState ) {
	return state.cartData;
}

/**
 * The cart as stored, without asking the server for one: unlike `getCartData` it has no
 * resolver, so watching it (the announcements) never reads the cart before a page hands it over.
 *
 * @param state Store state.
 * @return The cart, or null before it is known.
 */
export function getStoredCart( state: CartState ) {
	return state.cartData;
}

/**
 * The cart's lines (the same empty array while none are known).
 *
 * @param state Store state.
 * @return The lines.
 */
export function getCartItems( state: CartState ) {
	return state.cartData?.items ?? NO_ITEMS;
}

/**
 * Why the cart could not be read, if it could not.
 *
 * @param state Store state.
 * @return The message or null.
 */
export function getCartErrorMessage( state: CartState ) {
	return state.errorMessage;
}

/**
 * One line by key.
 *
 * @param state Store state.
 * @param key   Line key.
 * @return The line or undefined.
 */
export function getCartItem( state: CartState, key: string ) {
	return state.cartData?.items.find( ( item ) => item.key === key );
}

/**
 * The cart totals, or null.
 *
 * @param state Store state.
 * @return The totals.
 */
export function getCartTotals( state: CartState ) {
	return state.cartData?.totals ?? null;
}

/**
 * Applied coupons.
 *
 * @param state Store state.
 * @return The coupons.
 */
export function getCartCoupons( state: CartState ) {
	return state.cartData?.coupons ?? NO_COUPONS;
}

/**
 * Fees.
 *
 * @param state Store state.
 * @return The fees.
 */
export function getCartFees( state: CartState ) {
	return state.cartData?.fees ?? NO_FEES;
}

/**
 * Errors the Store API reported on the cart (out of stock, shipping address, ...).
 *
 * @param state Store state.
 * @return The errors.
 */
export function getCartErrors( state: CartState ) {
	return state.cartData?.errors ?? NO_ERRORS;
}

/**
 * The shipping address, or null.
 *
 * @param state Store state.
 * @return The address.
 */
export function getShippingAddress( state: CartState ) {
	return state.cartData?.shipping_address ?? null;
}

/**
 * The billing address, or null.
 *
 * @param state Store state.
 * @return The address.
 */
export function getBillingAddress( state: CartState ) {
	return state.cartData?.billing_address ?? null;
}

/**
 * Shipping packages with their rates.
 *
 * @param state Store state.
 * @return The packages.
 */
export function getShippingRates( state: CartState ) {
	return state.cartData?.shipping_rates ?? NO_PACKAGES;
}

/**
 * The selected rate id per package id.
 *
 * @param state Store state.
 * @return Package id => rate id.
 */
export const getSelectedShippingRates = createSelector(
	( state: CartState ) =>
		Object.fromEntries(
			getShippingRates( state ).flatMap( ( pkg ) => {
				const rate = pkg.shipping_rates.find( ( r ) => r.selected );
				return rate
					? [ [ String( pkg.package_id ), rate.rate_id ] ]
					: [];
			} )
		) as Record< string, string >,
	( state: CartState ) => [ state.cartData?.shipping_rates ]
);

/**
 * Whether a local pickup rate is selected in any package.
 *
 * @param state Store state.
 * @return True for pickup.
 */
export function isPickupSelected( state: CartState ) {
	return getShippingRates( state ).some( ( pkg ) =>
		pkg.shipping_rates.some(
			( rate ) => rate.selected && isPickupRate( rate.rate_id )
		)
	);
}

/**
 * Whether every package that needs a rate has one.
 *
 * @param state Store state.
 * @return True when nothing is missing.
 */
export function hasSelectedShippingRate( state: CartState ) {
	return state.cartData ? hasSelectedShippingRates( state.cartData ) : true;
}

/**
 * Gateways the server enables for this cart.
 *
 * @param state Store state.
 * @return Gateway ids.
 */
export function getPaymentMethods( state: CartState ) {
	return state.cartData?.payment_methods ?? NO_STRINGS;
}

/**
 * Features a gateway must support for this cart (e.g. 'products', 'subscriptions').
 *
 * @param state Store state.
 * @return The requirements.
 */
export function getPaymentRequirements( state: CartState ) {
	return state.cartData?.payment_requirements ?? NO_STRINGS;
}

/**
 * Extension data of the cart, by namespace.
 *
 * @param state Store state.
 * @return The data.
 */
export function getCartExtensions( state: CartState ) {
	return state.cartData?.extensions ?? NO_EXTENSIONS;
}

/**
 * Cross-sell products.
 *
 * @param state Store state.
 * @return The products.
 */
export function getCrossSells( state: CartState ) {
	return state.cartData?.cross_sells ?? NO_ITEMS;
}

/**
 * How many items the cart holds (sum of quantities).
 *
 * @param state Store state.
 * @return The count.
 */
export function getItemsCount( state: CartState ) {
	return state.cartData?.items_count ?? 0;
}

/**
 * The cart's weight.
 *
 * @param state Store state.
 * @return The weight.
 */
export function getItemsWeight( state: CartState ) {
	return state.cartData?.items_weight ?? 0;
}

/**
 * Whether the order needs payment.
 *
 * @param state Store state.
 * @return True when it does.
 */
export function getNeedsPayment( state: CartState ) {
	return state.cartData?.needs_payment ?? false;
}

/**
 * Whether the order needs shipping.
 *
 * @param state Store state.
 * @return True when it does.
 */
export function getNeedsShipping( state: CartState ) {
	return state.cartData?.needs_shipping ?? false;
}

/**
 * Whether shipping was calculated for an address.
 *
 * @param state Store state.
 * @return True when calculated.
 */
export function getHasCalculatedShipping( state: CartState ) {
	return state.cartData?.has_calculated_shipping ?? false;
}

/**
 * The metadata flags (SPEC §4).
 *
 * @param state Store state.
 * @return The flags.
 */
export function getCartMeta( state: CartState ) {
	return state.metadata;
}

/**
 * The customer's addresses as the server last sent them, without the shopper's edits the cart
 * holds but has not sent yet (the same object until another cart arrives).
 *
 * @param state Store state.
 * @return The shipping and billing addresses, or null before a cart is known.
 */
export function getReceivedAddresses( state: CartState ) {
	return state.receivedAddresses;
}

/**
 * Whether an address update is in flight.
 *
 * @param state Store state.
 * @return True while updating.
 */
export function isUpdatingCustomerData( state: CartState ) {
	return state.metadata.isUpdatingCustomerData;
}

/**
 * Whether a rate selection is in flight.
 *
 * @param state Store state.
 * @return True while selecting.
 */
export function isShippingRateBeingSelected( state: CartState ) {
	return state.metadata.isUpdatingSelectedRate;
}

/**
 * Whether an address or rate update is in flight, so the totals may change.
 *
 * @param state Store state.
 * @return True while one is.
 */
export function isCalculating( state: CartState ) {
	return state.calculationsInFlight > 0;
}

/**
 * Whether a coupon is being applied.
 *
 * @param state Store state.
 * @return True while applying.
 */
export function isApplyingCoupon( state: CartState ) {
	return state.metadata.applyingCoupon !== '';
}

/**
 * Whether a coupon is being removed (any, or this code).
 *
 * @param state Store state.
 * @param code  Optional coupon code.
 * @return True while removing.
 */
export function isRemovingCoupon( state: CartState, code?: string ) {
	return code === undefined
		? state.metadata.removingCoupon !== ''
		: state.metadata.removingCoupon === code;
}

/**
 * Whether the stored cart may be out of date (another block changed it, or the page came back
 * from the back/forward cache) and a refetch is under way.
 *
 * @param state Store state.
 * @return True when stale.
 */
export function isCartDataStale( state: CartState ) {
	return state.metadata.isCartDataStale;
}

/**
 * Whether the shopper's address edits have not reached the server yet.
 *
 * @param state Store state.
 * @return True when dirty.
 */
export function isCustomerDataDirty( state: CartState ) {
	return state.metadata.isCustomerDataDirty;
}

/**
 * Whether a line's removal is in flight.
 *
 * @param state Store state.
 * @param key   Line key.
 * @return True while pending.
 */
export function isItemPendingDelete( state: CartState, key: string ) {
	return state.itemsPendingDelete.includes( key );
}

/**
 * Whether a line's quantity change is in flight.
 *
 * @param state Store state.
 * @param key   Line key.
 * @return True while pending.
 */
export function isItemPendingQuantity( state: CartState, key: string ) {
	return state.itemsPendingQuantity.includes( key );
}

/**
 * The lines whose removal is in flight.
 *
 * @param state Store state.
 * @return Their keys.
 */
export function getItemsPendingDelete( state: CartState ) {
	return state.itemsPendingDelete;
}

/**
 * The lines whose quantity change is in flight.
 *
 * @param state Store state.
 * @return Their keys.
 */
export function getItemsPendingQuantity( state: CartState ) {
	return state.itemsPendingQuantity;
}

/**
 * The quantity to show for a line: the one the shopper asked for, until the server confirms.
 *
 * @param state Store state.
 * @param key   Line key.
 * @return The quantity (0 when the line is unknown).
 */
export function getItemQuantity( state: CartState, key: string ) {
	return (
		state.requestedQuantities[ key ] ??
		getCartItem( state, key )?.quantity ??
		0
	);
}

/**
 * SPEC §4 shipping error status, derived from the cart's errors.
 *
 * @param state Store state.
 * @return none, invalid_address or unknown_error.
 */
export function getShippingErrorStatus( state: CartState ) {
	return getShippingErrorStatusFromErrors(
		getCartErrors( state ),
		state.shippingRequestError
	);
}

/**
 * Whether shipping is in an error state.
 *
 * @param state Store state.
 * @return True unless the status is none.
 */
export function hasShippingError( state: CartState ) {
	return getShippingErrorStatus( state ) !== 'none';
}
