/**
 * Placing the order (SPEC §4, §7, §8): before-processing (validation observers by priority),
 * processing (payment setup observers, then POST /wc/store/v1/checkout), after-processing
 * (success or failure observers), complete (redirect).
 */
import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import { normalizeCart } from '../../assets/api/cart-response';
import {
	isUnreadableResponseError,
	toStoreApiError,
	UNKNOWN_ERROR_CODE,
} from '../../assets/api/errors';
import { storeApiFetch } from '../../assets/api/fetch';
import { CART_PATH, CHECKOUT_PATH } from '../../assets/api/paths';
import type { Cart, StoreApiError } from '../../assets/api/types';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { cartStore } from '../cart';
import { announceCartChange } from '../cart/cross-tab';
import { removeDirtyCustomerDataFlag } from '../cart/listeners';
import { nextSequence } from '../cart/request-sequence';
import { PAYMENT_ERROR_NOTICE_ID } from '../../assets/utils/payment-messages';
import { paymentStore } from '../payment';
import { emitters, type ObserverResponse } from '../shared/events';
import { createNoticesFromError } from '../store-notices/notices-from-error';
import type { ThunkArgs } from '../shared/types';
import { storeNoticesStore } from '../store-notices';
import { validationStore } from '../validation';
import {
	setAfterProcessing,
	setBeforeProcessing,
	setComplete,
	setHasError,
	setIdle,
	setProcessing,
	type CheckoutAction,
} from './actions';
import { navigateTo } from './navigation';
import {
	buildCheckoutBody,
	getPreCheckoutError,
	getUnreadableCheckoutErrorMessage,
	readCheckoutResponse,
	shouldPostOrder,
} from './process';
import type * as selectors from './selectors';

type Args = ThunkArgs< CheckoutAction, typeof selectors >;

const messageOf = ( response: ObserverResponse ) =>
	response && typeof response === 'object'
		? String( response.errorMessage ?? response.message ?? '' )
		: '';

/**
 * Stops the submit: back to idle with the error flag, and (when given) an error notice.
 *
 * @param args    Thunk arguments.
 * @param message Notice text.
 * @param context Notice context.
 */
function abort( args: Args, message?: string, context?: string ) {
	if ( message ) {
		args.registry
			.dispatch( storeNoticesStore )
			.createErrorNotice( message, {
				id: 'checkout',
				context: context || NOTICE_CONTEXTS.CHECKOUT,
			} );
	}
	args.dispatch( setIdle() );
	args.dispatch( setHasError( true ) );
}

/**
 * Places the order. Resolves true when it completed.
 *
 * @return The thunk.
 */
export const submitCheckout =
	() =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, select, registry } = args;
		const status = select.getCheckoutStatus();
		if ( status !== 'idle' && status !== 'calculating' ) {
			return false; // Already submitting, or done.
		}
		const notices = registry.dispatch( storeNoticesStore );
		notices.removeNotice( 'checkout', NOTICE_CONTEXTS.CHECKOUT );
		dispatch( setBeforeProcessing() );

		// SPEC §4: validation observers, by priority (default 10, lower first).
		const validation = await emitters.checkoutValidation.emitWithAbort();
		if ( ! validation.ok ) {
			const response = validation.failure;
			abort(
				args,
				messageOf( response ),
				response && typeof response === 'object'
					? response.context
					: undefined
			);
			return false;
		}
		const payment = registry.select( paymentStore );
		const isExpressPaymentActive = payment.isExpressPaymentStarted();
		const hasValidationErrors = registry
			.select( validationStore )
			.hasValidationErrors();
		if ( hasValidationErrors && ! isExpressPaymentActive ) {
			registry.dispatch( validationStore ).showAllValidationErrors();
			abort( args );
			return false;
		}

		dispatch( setProcessing() );
		const cart = registry.select( cartStore ).getCartData();
		if ( ! cart ) {
			abort(
				args,
				registry.select( cartStore ).getCartErrorMessage() ?? undefined
			);
			return false;
		}

		// Payment setup observers; none means the method's data is complete as it is.
		const paymentMethod = payment.getActivePaymentMethod();
		if ( cart.needs_payment ) {
			const setup = await emitters.paymentSetup.emitWithAbort( {
				paymentMethod,
			} );
			if ( ! setup.ok ) {
				const message = messageOf( setup.failure as ObserverResponse );
				registry.dispatch( paymentStore ).setPaymentError( message );
				if ( message ) {
					notices.createErrorNotice( message, {
						id: PAYMENT_ERROR_NOTICE_ID,
						context: NOTICE_CONTEXTS.PAYMENTS,
					} );
				}
			} else if ( ! isExpressPaymentActive ) {
				const meta = setup.responses
					.map( ( r ) =>
						r && typeof r === 'object' ? r.meta : undefined
					)
					.reduce(
						( data, m ) => ( {
							...data,
							...( ( m?.paymentMethodData as object ) ?? {} ),
						} ),
						{}
					);
				registry.dispatch( paymentStore ).setPaymentReady( meta );
			}
		}

		const cartSelect = registry.select( cartStore );
		const paymentStatus = registry
			.select( paymentStore )
			.getPaymentStatus();
		const preCheckoutError = getPreCheckoutError( {
			needsShipping: cart.needs_shipping,
			hasSelectedRate: cartSelect.hasSelectedShippingRate(),
			paymentStatus,
			needsPayment: cart.needs_payment,
			shippingErrorStatus: cartSelect.getShippingErrorStatus(),
		} );
		if ( preCheckoutError ) {
			abort( args, preCheckoutError );
			return false;
		}
		if (
			! shouldPostOrder( {
				hasValidationErrors: registry
					.select( validationStore )
					.hasValidationErrors(),
				isExpressPaymentActive,
				isPaymentReady:
					paymentStatus === 'ready' || isExpressPaymentActive,
				needsPayment: cart.needs_payment,
				isProcessing: select.isProcessing(),
				hasShippingError: cartSelect.hasShippingError(),
			} )
		) {
			abort( args );
			return false;
		}

		const body = buildCheckoutBody( {
			cart,
			checkout: {
				additionalFields: select.getAdditionalFields(),
				shouldCreateAccount: select.getShouldCreateAccount(),
				orderNotes: select.getOrderNotes(),
				customerPassword: select.getCustomerPassword(),
				extensionData: select.getExtensionData(),
				useShippingAsBilling: select.getUseShippingAsBilling(),
			},
			billingIsShipping: getSetting( 'forcedBillingAddress' ),
			paymentMethod: registry
				.select( paymentStore )
				.getActivePaymentMethod(),
			paymentMethodData: registry
				.select( paymentStore )
				.getPaymentMethodData(),
			shouldSavePaymentMethod: select.getShouldSavePaymentMethod(),
		} );
		return dispatch( postCheckout( body ) );
	};

/** The Web Locks name under which a checkout runs: one at a time across the shopper's tabs. */
const CHECKOUT_LOCK = 'kassa-checkout';

/**
 * Runs a checkout holding the browser's checkout lock (Web Locks, where the browser has them),
 * so a second tab's checkout of the same cart waits for the first, then finds the cart spent.
 *
 * @param task The checkout.
 * @return What the task resolves to.
 */
function oneCheckoutAtATime< T >( task: () => Promise< T > ): Promise< T > {
	const locks =
		typeof navigator === 'undefined' ? undefined : navigator.locks;
	return locks ? locks.request( CHECKOUT_LOCK, task ) : task();
}

/**
 * Whether the server's cart is not the one the shopper sees: other lines, quantities or total
 * (changed in another tab, or by the shop since this page read it).
 *
 * @param shown  The cart on show.
 * @param server The server's cart.
 * @return True when they differ.
 */
export function cartChangedSince( shown: Cart, server: Cart ): boolean {
	const lines = ( cart: Cart ) =>
		cart.items.map( ( item ) => `${ item.key }:${ item.quantity }` ).join();
	return (
		shown.totals.total_price !== server.totals.total_price ||
		lines( shown ) !== lines( server )
	);
}

/**
 * Posts the order and processes the answer. Not batched: the checkout goes alone, once the
 * writes before it are answered, and only after reading the server's cart: an order is never
 * placed for a cart (and a total) other than the one the shopper sees. A changed cart is shown
 * instead, with a notice, for the shopper to check and place again.
 *
 * @param body The checkout body.
 * @return The thunk (resolves true when complete).
 */
export const postCheckout =
	( body: unknown ) =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, select, registry } = args;
		const sequence = nextSequence();
		let response: unknown;
		let changed = null as Cart | null;
		try {
			response = await oneCheckoutAtATime( async () => {
				const server = normalizeCart(
					await storeApiFetch( {
						path: CART_PATH,
						afterWrites: true,
					} )
				);
				const shown = registry.select( cartStore ).getCartData();
				if ( ! server ) {
					throw toStoreApiError( undefined );
				}
				if ( shown && cartChangedSince( shown, server ) ) {
					changed = server;
					return null;
				}
				const placed = await storeApiFetch( {
					path: CHECKOUT_PATH,
					method: 'POST',
					data: body,
					batch: false,
				} );
				if ( ! placed || typeof placed !== 'object' ) {
					// A success whose body cannot be read: whether an order was made is unknown.
					throw toStoreApiError( undefined );
				}
				return placed;
			} );
		} catch ( thrown ) {
			const error: StoreApiError = toStoreApiError( thrown );
			const cart = normalizeCart( error.data?.cart );
			if ( cart ) {
				registry.dispatch( cartStore ).receiveCart( cart, sequence );
			} else if ( isUnreadableResponseError( error ) ) {
				// The order may have been placed: show the cart as the server has it now.
				registry.dispatch( cartStore ).refreshCartData();
			}
			// SPEC §8: an answer that cannot be read, or none at all, gets the spec's text.
			if ( isUnreadableResponseError( error ) ) {
				registry
					.dispatch( storeNoticesStore )
					.createErrorNotice(
						getUnreadableCheckoutErrorMessage(
							select.isCustomerLoggedIn()
						),
						{
							id: UNKNOWN_ERROR_CODE,
							context: NOTICE_CONTEXTS.CHECKOUT,
						}
					);
			} else {
				createNoticesFromError(
					registry,
					error,
					NOTICE_CONTEXTS.CHECKOUT
				);
			}
			dispatch( setAfterProcessing( { hasError: true } ) );
			await emitters.checkoutFail.emit( {
				orderId: select.getOrderId(),
				processingResponse: error,
			} );
			dispatch( setIdle() );
			return false;
		}

		if ( changed ) {
			registry.dispatch( cartStore ).receiveCart( changed, sequence );
			abort(
				args,
				__(
					'Your cart has changed since this page showed it. Check your order and its total, then place it again.',
					'kassa'
				)
			);
			return false;
		}
		const { orderId, redirectUrl, paymentStatus } =
			readCheckoutResponse( response );
		const cart = normalizeCart(
			( response as { data?: { cart?: unknown } } )?.data?.cart
		);
		if ( cart ) {
			registry.dispatch( cartStore ).receiveCart( cart, sequence );
		}
		const failed = paymentStatus === 'failure' || paymentStatus === 'error';
		dispatch(
			setAfterProcessing( { orderId, redirectUrl, hasError: failed } )
		);
		if ( failed ) {
			await emitters.checkoutFail.emit( {
				orderId,
				processingResponse: response,
			} );
			dispatch( setIdle() );
			return false;
		}
		const outcome = await emitters.checkoutSuccess.emitWithAbort( {
			orderId,
			redirectUrl,
			processingResponse: response,
		} );
		if ( ! outcome.ok ) {
			abort( args, messageOf( outcome.failure as ObserverResponse ) );
			return false;
		}
		removeDirtyCustomerDataFlag();
		announceCartChange();
		dispatch( setComplete( redirectUrl ) );
		if ( redirectUrl ) {
			navigateTo( redirectUrl );
		}
		return true;
	};
