/**
 * The cart's side effects: every Store API call the cart makes. Each call marks what is
 * pending, sends through `assets/api` (writes of one tick share a batch), and applies the cart
 * the response carries, unless a newer response was applied first.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import { normalizeCart } from '../../assets/api/cart-response';
import {
	isUnreadableResponseError,
	toStoreApiError,
} from '../../assets/api/errors';
import { storeApiFetch } from '../../assets/api/fetch';
import { CART_PATH, CART_PATHS } from '../../assets/api/paths';
import type {
	Cart,
	CartVariation,
	StoreApiError,
} from '../../assets/api/types';
import {
	COUPON_FIELD_ID,
	NOTICE_CONTEXTS,
	QUANTITY_DEBOUNCE_MS,
	SHIPPING_ADDRESS_ERROR_CODES,
} from '../../assets/constants';
import { emitters } from '../shared/events';
import {
	createNoticesFromError,
	getErrorMessage,
} from '../store-notices/notices-from-error';
import type { ThunkArgs } from '../shared/types';
import { storeNoticesStore } from '../store-notices';
import { validationStore } from '../validation';
import {
	finishCalculation,
	markShippingRateSelected,
	receiveCart,
	receiveError,
	setItemPendingDelete,
	setItemPendingQuantity,
	setMetadata,
	setRequestedQuantity,
	setShippingRequestError,
	startCalculation,
	type CartAction,
} from './actions';
import { announceCartChange } from './cross-tab';
import { getQuantityLimits, normalizeQuantity } from './quantity';
import { currentSequence, nextSequence } from './request-sequence';
import type * as selectors from './selectors';
import {
	getRatesToAutoSelect,
	getShippingErrorStatusFromErrors,
	isPickupRate,
} from './shipping';
import type { CustomerDataUpdate } from './types';

type Args = ThunkArgs< CartAction, typeof selectors >;
type Registry = Args[ 'registry' ];

interface QuantityBurst {
	timer: ReturnType< typeof setTimeout >;
	waiters: Array< ( ok: boolean ) => void >;
}
// Per registry (tests use fresh ones), per line: the debounced quantity change.
const quantityBursts = new WeakMap< object, Map< string, QuantityBurst > >();
// Auto-selections already tried, so a server that never selects cannot loop us.
const autoSelected = new WeakMap< object, Set< string > >();

function burstsOf( registry: Registry ) {
	let bursts = quantityBursts.get( registry );
	if ( ! bursts ) {
		bursts = new Map();
		quantityBursts.set( registry, bursts );
	}
	return bursts;
}

const unableToGetCart = () =>
	__( 'Unable to get cart data from the API.', 'kassa' );

/**
 * Applies the cart a response body carries. A body that is not a cart leaves the stored cart
 * as it is and shows 'Unable to get cart data from the API.' in `context`.
 *
 * @param body     The response body.
 * @param sequence The request's sequence number (none: a cart handed over, which always applies).
 * @param context  Notice context for a malformed body.
 * @return The thunk (resolves to the cart or null).
 */
export const receiveCartResponse =
	(
		body: unknown,
		sequence?: number,
		context: string = NOTICE_CONTEXTS.CART
	) =>
	( { dispatch, registry }: Args ): Cart | null => {
		const cart = normalizeCart( body );
		if ( ! cart ) {
			registry
				.dispatch( storeNoticesStore )
				.createErrorNotice( unableToGetCart(), {
					id: 'cart-response',
					context,
				} );
			return null;
		}
		dispatch( receiveCart( cart, sequence ) );
		dispatch( autoSelectShippingRates() );
		return cart;
	};

/**
 * Sends a cart write and applies the cart in its response (or in its error's `data.cart`).
 * When no cart comes back because the answer was lost or could not be read, the server may
 * still have done the work: the cart is read again, so every view shows what the server holds.
 *
 * @param args    Thunk arguments.
 * @param path    Store API path.
 * @param data    Body.
 * @param context Notice context for a malformed body.
 * @return The new cart (null when the body held none); rejects with a Store API error.
 */
async function postCart(
	args: Args,
	path: string,
	data: unknown,
	context: string = NOTICE_CONTEXTS.CART
) {
	const sequence = nextSequence();
	let body: unknown;
	try {
		body = await storeApiFetch( { path, method: 'POST', data } );
		announceCartChange();
	} catch ( thrown ) {
		const error: StoreApiError = toStoreApiError( thrown );
		const cart = normalizeCart( error.data?.cart );
		if ( cart ) {
			args.dispatch( receiveCart( cart, sequence ) );
		} else if ( isUnreadableResponseError( error ) ) {
			args.dispatch( refreshCartData() );
		}
		throw error;
	}
	const cart = args.dispatch(
		receiveCartResponse( body, sequence, context )
	);
	if ( ! cart ) {
		args.dispatch( refreshCartData() );
	}
	return cart;
}

/**
 * Reads the cart again (after other blocks changed it, or a page restore). On failure the
 * stored cart stays and `getCartErrorMessage` says 'Unable to get cart data from the API.'
 * The read goes once the writes queued or in flight are answered: sent beside one, the server
 * might read the cart before that write changed it, and this newer request's answer would then
 * replace the write's (chaos journey 11312: an add made while an earlier one lost its answer).
 *
 * @return The thunk (resolves true when a cart was applied).
 */
export const refreshCartData =
	() =>
	async ( { dispatch }: Args ): Promise< boolean > => {
		const sequence = nextSequence();
		dispatch( setMetadata( { isCartDataStale: true } ) );
		try {
			const cart = normalizeCart(
				await storeApiFetch( { path: CART_PATH, afterWrites: true } )
			);
			if ( cart ) {
				dispatch( receiveCart( cart, sequence ) );
				return true;
			}
		} catch {
			// Falls through to the error below.
		}
		dispatch( setMetadata( { isCartDataStale: false } ) );
		dispatch( receiveError( unableToGetCart() ) );
		return false;
	};

/**
 * Applies a coupon. On success: 'Coupon code "%s" has been applied to your cart.' as a
 * snackbar; on failure the checkout detail, else cart detail, else message, as an error on the
 * coupon field (SPEC §8).
 *
 * @param code    Coupon code.
 * @param context Notice context for the success snackbar.
 * @param notify  Confirm with the snackbar (extensions may turn it off).
 * @return The thunk (resolves true on success).
 */
export const applyCoupon =
	( code: string, context: string = NOTICE_CONTEXTS.CART, notify = true ) =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, registry } = args;
		const validation = registry.dispatch( validationStore );
		validation.clearValidationError( COUPON_FIELD_ID );
		dispatch( setMetadata( { applyingCoupon: code } ) );
		try {
			await postCart( args, CART_PATHS.APPLY_COUPON, { code }, context );
			if ( notify ) {
				registry.dispatch( storeNoticesStore ).createSnackbarNotice(
					sprintf(
						/* translators: %s coupon code. */
						__(
							'Coupon code "%s" has been applied to your cart.',
							'kassa'
						),
						code
					),
					{ id: 'coupon-form', context }
				);
			}
			return true;
		} catch ( thrown ) {
			const error = thrown as StoreApiError;
			const details = error.data?.details as
				{ checkout?: string; cart?: string } | undefined;
			const message =
				details?.checkout || details?.cart || getErrorMessage( error );
			validation.setValidationErrors( {
				[ COUPON_FIELD_ID ]: {
					message: decodeEntities( message ),
					hidden: false,
				},
			} );
			return false;
		} finally {
			dispatch( setMetadata( { applyingCoupon: '' } ) );
		}
	};

/**
 * Removes a coupon. On success: 'Coupon code "%s" has been removed from your cart.'; on
 * failure an error notice.
 *
 * @param code    Coupon code.
 * @param context Notice context.
 * @param notify  Confirm with the snackbar (extensions may turn it off).
 * @return The thunk (resolves true on success).
 */
export const removeCoupon =
	( code: string, context: string = NOTICE_CONTEXTS.CART, notify = true ) =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, registry } = args;
		dispatch( setMetadata( { removingCoupon: code } ) );
		try {
			await postCart( args, CART_PATHS.REMOVE_COUPON, { code }, context );
			if ( notify ) {
				registry.dispatch( storeNoticesStore ).createSnackbarNotice(
					sprintf(
						/* translators: %s coupon code. */
						__(
							'Coupon code "%s" has been removed from your cart.',
							'kassa'
						),
						code
					),
					{ id: 'coupon-form', context }
				);
			}
			return true;
		} catch ( error ) {
			createNoticesFromError( registry, error as StoreApiError, context );
			return false;
		} finally {
			dispatch( setMetadata( { removingCoupon: '' } ) );
		}
	};

/**
 * Adds a product to the cart; a failure shows an error notice.
 *
 * @param id        Product (or variation) id.
 * @param quantity  How many.
 * @param variation Variation attributes.
 * @param context   Notice context.
 * @return The thunk (resolves true on success).
 */
export const addItemToCart =
	(
		id: number,
		quantity = 1,
		variation: CartVariation[] = [],
		context: string = NOTICE_CONTEXTS.CART
	) =>
	async ( args: Args ): Promise< boolean > => {
		try {
			await postCart(
				args,
				CART_PATHS.ADD_ITEM,
				variation.length
					? { id, quantity, variation }
					: { id, quantity },
				context
			);
			return true;
		} catch ( error ) {
			createNoticesFromError(
				args.registry,
				error as StoreApiError,
				context
			);
			return false;
		}
	};

/**
 * Removes a line. While the call runs the line is pending-delete; a queued quantity change
 * for it is dropped.
 *
 * @param key     Line key.
 * @param context Notice context.
 * @return The thunk (resolves true on success).
 */
export const removeItemFromCart =
	( key: string, context: string = NOTICE_CONTEXTS.CART ) =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, registry } = args;
		const burst = burstsOf( registry ).get( key );
		if ( burst ) {
			clearTimeout( burst.timer );
			burstsOf( registry ).delete( key );
			burst.waiters.forEach( ( resolve ) => resolve( false ) );
		}
		dispatch( setRequestedQuantity( key, null ) );
		dispatch( setItemPendingDelete( key, true ) );
		try {
			await postCart( args, CART_PATHS.REMOVE_ITEM, { key }, context );
			return true;
		} catch ( error ) {
			createNoticesFromError( registry, error as StoreApiError, context );
			return false;
		} finally {
			dispatch( setItemPendingDelete( key, false ) );
		}
	};

/**
 * Sends the quantity a burst of changes ended on (or nothing, if it ended where it began).
 *
 * @param key     Line key.
 * @param waiters Callers waiting for the outcome.
 * @param context Notice context.
 * @return The thunk.
 */
const sendItemQuantity =
	(
		key: string,
		waiters: Array< ( ok: boolean ) => void >,
		context: string
	) =>
	async ( args: Args ) => {
		const { dispatch, select, registry } = args;
		const settle = ( ok: boolean ) =>
			waiters.forEach( ( resolve ) => resolve( ok ) );
		const item = select.getCartItem( key );
		const quantity = select.getItemQuantity( key );
		if ( ! item || item.quantity === quantity ) {
			dispatch( setRequestedQuantity( key, null ) );
			settle( !! item );
			return;
		}
		dispatch( setItemPendingQuantity( key, true ) );
		let ok = false;
		try {
			await postCart(
				args,
				CART_PATHS.UPDATE_ITEM,
				{ key, quantity },
				context
			);
			ok = true;
		} catch ( error ) {
			createNoticesFromError( registry, error as StoreApiError, context );
		} finally {
			dispatch( setItemPendingQuantity( key, false ) );
			// A newer burst for this line keeps showing its own quantity.
			if ( ! burstsOf( registry ).has( key ) ) {
				dispatch( setRequestedQuantity( key, null ) );
			}
		}
		settle( ok );
	};

/**
 * Changes a line's quantity. The quantity is clamped to the line's limits and shown at once;
 * it reaches the server 400 ms after the last change (SPEC §4), so a burst of clicks is one
 * request, and none at all if the burst ends on the starting quantity.
 *
 * @param key      Line key.
 * @param quantity The new quantity.
 * @param context  Notice context.
 * @return The thunk (resolves true once the server has the quantity).
 */
export const changeCartItemQuantity =
	( key: string, quantity: number, context: string = NOTICE_CONTEXTS.CART ) =>
	( { dispatch, select, registry }: Args ): Promise< boolean > => {
		const item = select.getCartItem( key );
		if ( ! item ) {
			return Promise.resolve( false );
		}
		dispatch(
			setRequestedQuantity(
				key,
				normalizeQuantity( quantity, getQuantityLimits( item ) )
			)
		);
		const bursts = burstsOf( registry );
		const previous = bursts.get( key );
		if ( previous ) {
			clearTimeout( previous.timer );
		}
		return new Promise( ( resolve ) => {
			const waiters = [ ...( previous?.waiters ?? [] ), resolve ];
			const timer = setTimeout( () => {
				bursts.delete( key );
				dispatch( sendItemQuantity( key, waiters, context ) );
			}, QUANTITY_DEBOUNCE_MS );
			bursts.set( key, { timer, waiters } );
		} );
	};

const isAddressError = ( code: string ) =>
	( SHIPPING_ADDRESS_ERROR_CODES as readonly string[] ).includes( code );

/**
 * Sends the shopper's address(es). While it runs, customer data is updating and checkout is
 * calculating; afterwards the shipping events fire (rates success or fail).
 *
 * @param customerData shipping_address and/or billing_address (partial allowed).
 * @param context      Notice context for errors.
 * @return The thunk (resolves true on success).
 */
export const updateCustomerData =
	(
		customerData: CustomerDataUpdate,
		context: string = NOTICE_CONTEXTS.SHIPPING_ADDRESS
	) =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, registry } = args;
		dispatch( setMetadata( { isUpdatingCustomerData: true } ) );
		dispatch( startCalculation() );
		try {
			const cart = await postCart(
				args,
				CART_PATHS.UPDATE_CUSTOMER,
				customerData,
				context
			);
			dispatch( setShippingRequestError( null ) );
			dispatch( setMetadata( { isCustomerDataDirty: false } ) );
			const status = getShippingErrorStatusFromErrors(
				cart?.errors ?? []
			);
			if ( status === 'none' ) {
				await emitters.shippingRateSuccess.emit( {
					shippingRates: cart?.shipping_rates ?? [],
				} );
			} else {
				await emitters.shippingRateFail.emit( {
					hasInvalidAddress: status === 'invalid_address',
					hasError: true,
				} );
			}
			return true;
		} catch ( thrown ) {
			const error = thrown as StoreApiError;
			dispatch(
				setShippingRequestError( error.code || 'unknown_error' )
			);
			createNoticesFromError( registry, error, context );
			await emitters.shippingRateFail.emit( {
				hasInvalidAddress: isAddressError( error.code ),
				hasError: true,
			} );
			return false;
		} finally {
			dispatch( setMetadata( { isUpdatingCustomerData: false } ) );
			dispatch( finishCalculation() );
		}
	};

/**
 * Selects a shipping rate: `rate_id` and `package_id`, or for local pickup the rate id alone
 * (SPEC §4). The selection shows at once; the server's cart then replaces it.
 *
 * @param rateId    Rate id, e.g. flat_rate:1 or pickup_location:0.
 * @param packageId Package id (ignored for pickup rates).
 * @param context   Notice context for errors.
 * @return The thunk (resolves true on success).
 */
export const selectShippingRate =
	(
		rateId: string,
		packageId: number | string | null = null,
		context: string = NOTICE_CONTEXTS.SHIPPING_METHODS
	) =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, registry } = args;
		const pickup = isPickupRate( rateId );
		const target = pickup ? null : packageId;
		dispatch(
			markShippingRateSelected( rateId, target, currentSequence() )
		);
		dispatch( setMetadata( { isUpdatingSelectedRate: true } ) );
		dispatch( startCalculation() );
		try {
			await postCart(
				args,
				CART_PATHS.SELECT_SHIPPING_RATE,
				target === null
					? { rate_id: rateId }
					: { package_id: target, rate_id: rateId },
				context
			);
			dispatch( setShippingRequestError( null ) );
			await emitters.shippingRateSelectSuccess.emit( { rateId } );
			return true;
		} catch ( thrown ) {
			const error = thrown as StoreApiError;
			dispatch(
				setShippingRequestError( error.code || 'unknown_error' )
			);
			createNoticesFromError( registry, error, context );
			await emitters.shippingRateSelectFail.emit( { rateId } );
			return false;
		} finally {
			dispatch( setMetadata( { isUpdatingSelectedRate: false } ) );
			dispatch( finishCalculation() );
		}
	};

/**
 * SPEC §4: when a package has rates but none selected, selects its first rate (once per
 * package and rate, so a server that never confirms cannot cause a loop).
 *
 * @return The thunk.
 */
export const autoSelectShippingRates =
	() =>
	( { dispatch, select, registry }: Args ) => {
		let tried = autoSelected.get( registry );
		if ( ! tried ) {
			tried = new Set();
			autoSelected.set( registry, tried );
		}
		for ( const { packageId, rateId } of getRatesToAutoSelect(
			select.getShippingRates()
		) ) {
			const id = `${ packageId }:${ rateId }`;
			if ( ! tried.has( id ) ) {
				tried.add( id );
				dispatch( selectShippingRate( rateId, packageId ) );
			}
		}
	};

/**
 * Sends data for an extension's cart route (`/cart/extensions`). A
 * `woocommerce_rest_cart_extensions_error` is shown as notices and rethrown, as is any other
 * failure (without notices), so the extension can react.
 *
 * @param update           The namespace and data.
 * @param update.namespace The extension's namespace.
 * @param update.data      Its data.
 * @param context          Notice context.
 * @return The thunk (resolves to the new cart).
 */
export const applyExtensionCartUpdate =
	(
		update: { namespace: string; data?: Record< string, unknown > },
		context: string = NOTICE_CONTEXTS.CART
	) =>
	async ( args: Args ): Promise< Cart | null > => {
		try {
			return await postCart(
				args,
				CART_PATHS.EXTENSIONS,
				{ namespace: update.namespace, data: update.data ?? {} },
				context
			);
		} catch ( thrown ) {
			const error = thrown as StoreApiError;
			if ( error.code === 'woocommerce_rest_cart_extensions_error' ) {
				createNoticesFromError( args.registry, error, context );
			}
			throw error;
		}
	};
