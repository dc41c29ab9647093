/**
 * `wc/store/cart` on Kassa's pages: WooCommerce's cart store, as a view over Kassa's cart
 * store. It reads Kassa's cart in WooCommerce's shape (cart-shape.ts) and never fetches on its
 * own: its `getCartData` resolution is Kassa's (none when the page preloaded the cart). Its
 * requests are Kassa's thunks, so an address an express button sends reaches the same cart and
 * order as the shopper's own; like WooCommerce's, they resolve with the Store API's cart and
 * reject when the request failed (Kassa has shown the shopper why).
 */
import type { ActionCreatorsOf } from '@wordpress/data';
import { cartStore } from '@kassa/data';

import {
	DEFAULT_TOTALS,
	EMPTY_CART_ERRORS,
	EMPTY_SHIPPING_RATES,
	toStoreApiCart,
	toWooCommerceCart,
} from './cart-shape';
import {
	createViewStore,
	readFrom,
	writeTo,
	type ViewThunk,
} from './view-store';

export const CART_STORE_KEY = 'wc/store/cart';

type Address = Record< string, string | boolean >;
type CartActions = ActionCreatorsOf< typeof cartStore >;
type StoreApiCart = Record< string, unknown >;
type Variation = Array< { attribute: string; value: string } >;

const fromCart = readFrom( cartStore );
const toCart = writeTo( cartStore );

// Memos, so a selector returns the same object while what it is made of is the same.
let customer = {
	shippingAddress: null as unknown,
	billingAddress: null as unknown,
};
let cartMeta: { from: unknown; meta: Record< string, unknown > | null } = {
	from: null,
	meta: null,
};
let cartErrors: { message: string; errors: unknown[] } | null = null;

const selectors = {
	getCartData: fromCart( ( cart ) =>
		toWooCommerceCart( cart.getStoredCart() )
	),
	getCustomerData: fromCart( ( cart ) => {
		const { shippingAddress, billingAddress } = toWooCommerceCart(
			cart.getStoredCart()
		);
		if (
			customer.shippingAddress !== shippingAddress ||
			customer.billingAddress !== billingAddress
		) {
			customer = { shippingAddress, billingAddress };
		}
		return customer as {
			shippingAddress: Address;
			billingAddress: Address;
		};
	} ),
	getShippingRates: fromCart(
		( cart ) => cart.getStoredCart()?.shipping_rates ?? EMPTY_SHIPPING_RATES
	),
	getNeedsShipping: fromCart(
		( cart ) => cart.getStoredCart()?.needs_shipping ?? true
	),
	getHasCalculatedShipping: fromCart(
		( cart ) => cart.getStoredCart()?.has_calculated_shipping ?? true
	),
	getCartTotals: fromCart(
		( cart ) => cart.getStoredCart()?.totals ?? DEFAULT_TOTALS
	),
	getCartMeta: fromCart( ( cart ) => {
		const meta = cart.getCartMeta();
		if ( cartMeta.from !== meta ) {
			cartMeta = {
				from: meta,
				meta: {
					updatingCustomerData: meta.isUpdatingCustomerData,
					updatingSelectedRate: meta.isUpdatingSelectedRate,
					isCartDataStale: meta.isCartDataStale,
					applyingCoupon: meta.applyingCoupon,
					removingCoupon: meta.removingCoupon,
				},
			};
		}
		return cartMeta.meta as Record< string, unknown >;
	} ),
	getCartErrors: fromCart( ( cart ) => {
		const message = cart.getCartErrorMessage();
		if ( ! message ) {
			return EMPTY_CART_ERRORS;
		}
		if ( cartErrors?.message !== message ) {
			// WooCommerce's error for a cart it could not read.
			cartErrors = {
				message,
				errors: [
					{ code: 'cart_api_error', message, data: { status: 500 } },
				],
			};
		}
		return cartErrors.errors;
	} ),
	isApplyingCoupon: fromCart( ( cart ) => cart.isApplyingCoupon() ),
	isCartDataStale: fromCart( ( cart ) => cart.isCartDataStale() ),
	getCouponBeingApplied: fromCart(
		( cart ) => cart.getCartMeta().applyingCoupon
	),
	isRemovingCoupon: fromCart( ( cart ) => cart.isRemovingCoupon() ),
	getCouponBeingRemoved: fromCart(
		( cart ) => cart.getCartMeta().removingCoupon
	),
	getCartItem: fromCart( ( cart, key: string ) => cart.getCartItem( key ) ),
	isItemPendingQuantity: fromCart( ( cart, key: string ) =>
		cart.isItemPendingQuantity( key )
	),
	isItemPendingDelete: fromCart( ( cart, key: string ) =>
		cart.isItemPendingDelete( key )
	),
	isCustomerDataUpdating: fromCart( ( cart ) =>
		cart.isUpdatingCustomerData()
	),
	// Kassa sends the whole address when it changes: every update may change the rates.
	isAddressFieldsForShippingRatesUpdating: fromCart( ( cart ) =>
		cart.isUpdatingCustomerData()
	),
	isShippingRateBeingSelected: fromCart( ( cart ) =>
		cart.isShippingRateBeingSelected()
	),
	getItemsPendingQuantityUpdate: fromCart( ( cart ) =>
		cart.getItemsPendingQuantity()
	),
	getItemsPendingDelete: fromCart( ( cart ) => cart.getItemsPendingDelete() ),
	hasPendingItemsOperations: fromCart(
		( cart ) =>
			cart.getItemsPendingQuantity().length > 0 ||
			cart.getItemsPendingDelete().length > 0
	),
};

/**
 * One of Kassa's cart requests, settled as WooCommerce's: with the cart the Store API sent, or
 * rejected when it failed (Kassa has already told the shopper why, in a notice or on the field).
 *
 * @param request Runs the request with Kassa's cart actions; resolves true when it worked.
 * @return The action creator.
 */
const cartRequest =
	< Args extends unknown[] >(
		request: ( cart: CartActions, ...args: Args ) => Promise< unknown >
	) =>
	( ...args: Args ): ViewThunk< Promise< StoreApiCart > > =>
	async ( { registry } ) => {
		if ( ! ( await request( registry.dispatch( cartStore ), ...args ) ) ) {
			throw new Error(
				'The Store API refused the cart request; the shopper was told why.'
			);
		}
		return registry
			.select( cartStore )
			.getStoredCart() as unknown as StoreApiCart;
	};

/**
 * Applies a Store API cart (or part of one: what it leaves out stays as it is).
 *
 * @param response The cart, snake-cased as the Store API sends it.
 * @return The action creator's thunk.
 */
const receiveCart =
	( response: StoreApiCart ): ViewThunk< void > =>
	( { registry } ) => {
		if ( ! response ) {
			return;
		}
		const current = registry.select( cartStore ).getStoredCart();
		registry
			.dispatch( cartStore )
			.receiveCartResponse( { ...current, ...response } );
	};

const withoutAddresses = ( response: StoreApiCart ) => {
	const {
		shipping_address: _s,
		billing_address: _b,
		...rest
	} = response ?? {};
	return rest;
};

const actions = {
	receiveCart,
	receiveCartContents: ( response: StoreApiCart ) =>
		receiveCart( withoutAddresses( response ) ),
	setCartData: ( cart: Record< string, unknown > ) =>
		receiveCart( cart && toStoreApiCart( cart ) ),
	receiveCartItem:
		( item: { key: string } | null = null ): ViewThunk< void > =>
		( { registry } ) => {
			const current = registry.select( cartStore ).getStoredCart();
			if ( item && current ) {
				receiveCart( {
					items: current.items.map( ( line ) =>
						line.key === item.key ? item : line
					),
				} )( { registry } );
			}
		},
	setErrorData: toCart( ( cart, error: { message?: string } | null ) =>
		cart.receiveError( error?.message ?? null )
	),
	receiveError:
		(
			error: {
				code?: string;
				message?: string;
				data?: { cart?: StoreApiCart };
			} | null = null
		): ViewThunk< void > =>
		( { registry } ) => {
			// WooCommerce takes only an API error ({ code, message, data }).
			if ( ! error?.code || typeof error.message !== 'string' ) {
				return;
			}
			if ( error.data?.cart ) {
				receiveCart( error.data.cart )( { registry } );
			}
			registry.dispatch( cartStore ).receiveError( error.message );
		},
	receiveApplyingCoupon: toCart( ( cart, code: string ) =>
		cart.setMetadata( { applyingCoupon: code } )
	),
	receiveRemovingCoupon: toCart( ( cart, code: string ) =>
		cart.setMetadata( { removingCoupon: code } )
	),
	itemIsPendingQuantity: toCart( ( cart, key: string, isPending?: boolean ) =>
		cart.setItemPendingQuantity( key, isPending ?? true )
	),
	itemIsPendingDelete: toCart( ( cart, key: string, isPending?: boolean ) =>
		cart.setItemPendingDelete( key, isPending ?? true )
	),
	setIsCartDataStale: toCart( ( cart, isStale?: boolean ) =>
		cart.setMetadata( { isCartDataStale: isStale ?? true } )
	),
	updatingCustomerData: toCart( ( cart, isResolving: boolean ) =>
		cart.setMetadata( { isUpdatingCustomerData: isResolving } )
	),
	shippingRatesBeingSelected: toCart( ( cart, isResolving: boolean ) =>
		cart.setMetadata( { isUpdatingSelectedRate: isResolving } )
	),
	setBillingAddress: toCart( ( cart, address: Address ) =>
		cart.setBillingAddress( address )
	),
	setShippingAddress: toCart( ( cart, address: Address ) =>
		cart.setShippingAddress( address )
	),
	applyExtensionCartUpdate: toCart(
		(
			cart,
			args: { namespace: string; data?: Record< string, unknown > }
		) =>
			cart.applyExtensionCartUpdate( {
				namespace: args.namespace,
				data: args.data,
			} )
	),
	applyCoupon: cartRequest( ( cart, code: string ) =>
		cart.applyCoupon( code )
	),
	removeCoupon: cartRequest( ( cart, code: string ) =>
		cart.removeCoupon( code )
	),
	addItemToCart: cartRequest(
		( cart, productId: number, quantity?: number, variation?: Variation ) =>
			cart.addItemToCart( productId, quantity ?? 1, variation ?? [] )
	),
	removeItemFromCart: cartRequest( ( cart, key: string ) =>
		cart.removeItemFromCart( key )
	),
	changeCartItemQuantity: cartRequest(
		( cart, key: string, quantity: number ) =>
			cart.changeCartItemQuantity( key, quantity )
	),
	selectShippingRate: cartRequest(
		( cart, rateId: string, packageId?: number | string | null ) =>
			cart.selectShippingRate( rateId, packageId ?? null )
	),
	updateCustomerData: cartRequest(
		(
			cart,
			customerData: {
				billing_address?: Address;
				shipping_address?: Address;
			}
		) => cart.updateCustomerData( customerData )
	),
};

/** Waits for Kassa's cart: read already (the page preloads it), or read once by Kassa. */
const waitForKassaCart =
	() =>
	async ( { registry }: { registry: { resolveSelect: Function } } ) => {
		await registry.resolveSelect( cartStore ).getCartData();
	};

/** The `wc/store/cart` view store. */
export const cartView = createViewStore( CART_STORE_KEY, {
	sources: [ cartStore ],
	selectors,
	actions,
	resolvers: {
		getCartData: waitForKassaCart,
		getCartTotals: waitForKassaCart,
	},
	resolvedWhen: {
		selectors: [ 'getCartData', 'getCartTotals' ],
		isResolved: ( registry ) =>
			registry.select( cartStore ).getStoredCart() !== null,
	},
} );
