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
import { storeApiFetch, writesSettled } from '../../assets/api/fetch';
import { CHECKOUT_PATH } from '../../assets/api/paths';
import type { Cart, StoreApiError } from '../../assets/api/types';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { cartStore } from '../cart';
import { announceCartChange } from '../cart/cross-tab';
import { removeDirtyCustomerDataFlag } from '../cart/listeners';
import { nextSequence } from '../cart/request-sequence';
import { PAYMENT_ERROR_NOTICE_ID } from '../../assets/utils/payment-messages';
import { paymentStore } from '../payment';
import type { PaymentResult } from '../payment/types';
import {
	emitters,
	type CheckoutProcessedData,
	type ObserverResponse,
} from '../shared/events';
import { removeRefusalNotices } from '../store-notices/field-notices';
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
import { CART_CHANGED_CODE, withCartOnShow } from './cart-on-show';
import { leavesPage, navigateTo } from './navigation';
import {
	afterFailObservers,
	afterSuccessObservers,
	type ObserverNotice,
	type ObserverOutcome,
} from './observer-outcome';
import {
	buildCheckoutBody,
	buildOrderPaymentBody,
	getPreCheckoutError,
	getUnreadableCheckoutErrorMessage,
	readPaymentSetupResponses,
	shouldPostOrder,
} from './process';
import {
	getGenericCheckoutErrorMessage,
	isCheckoutResponse,
	isFailedPayment,
	readOrderId,
	readPaymentResult,
} from './processing-response';
import type * as selectors from './selectors';
import type { AdditionalFieldValues, CheckoutRequestBody } from './types';

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
 * Checks the checkout without placing the order, as a payment method's own place-order button
 * does before it starts its payment (WooCommerce's `validate`): the validation observers run
 * and the recorded field errors count; with any error, every field error is shown.
 *
 * @return The thunk: resolves { hasError }.
 */
export const validateCheckout =
	() =>
	async ( { registry }: Args ): Promise< { hasError: boolean } > => {
		const validation = await emitters.checkoutValidation.emitWithAbort();
		const hasError =
			! validation.ok ||
			registry.select( validationStore ).hasValidationErrors();
		if ( hasError ) {
			registry.dispatch( validationStore ).showAllValidationErrors();
		}
		return { hasError };
	};

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
		// The cart the shopper placed the order from, before anything is sent: a write still
		// under way, or sent now by a validation observer (the address form sends what is still
		// waiting for its debounce), may change its total, and then the order must not go.
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return -- read at the click
		const shown = registry.select( cartStore ).getCartData();
		const notices = registry.dispatch( storeNoticesStore );
		notices.removeNotice( 'checkout', NOTICE_CONTEXTS.CHECKOUT );
		removeRefusalNotices( registry );
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
			} else {
				const { paymentMethodData, billingAddress, shippingAddress } =
					readPaymentSetupResponses( setup.responses );
				const cartActions = registry.dispatch( cartStore );
				if ( billingAddress ) {
					cartActions.setBillingAddress( billingAddress );
				}
				if ( shippingAddress ) {
					cartActions.setShippingAddress( shippingAddress );
				}
				if ( isExpressPaymentActive ) {
					// The express flow keeps its state (a failed order brings the shopper's own
					// method back); its method's data goes with the order all the same.
					registry.dispatch( paymentStore ).setPaymentMethodData( {
						...payment.getPaymentMethodData(),
						...paymentMethodData,
					} );
				} else {
					registry
						.dispatch( paymentStore )
						.setPaymentReady( paymentMethodData );
				}
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
			// With the addresses payment setup may have given.
			cart: registry.select( cartStore ).getCartData() ?? cart,
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
		const orderToPay = getSetting( 'orderToPay' );
		if ( orderToPay ) {
			return dispatch(
				postCheckout(
					buildOrderPaymentBody(
						body,
						getSetting( 'preloadedCart' ) ?? cart,
						orderToPay
					),
					undefined,
					orderToPay.id
				)
			);
		}
		// An express payment's wallet showed its own total for the address it gave.
		return dispatch(
			postCheckout(
				body,
				isExpressPaymentActive ? undefined : ( shown ?? undefined )
			)
		);
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
 * Whether a refused order was refused because the cart is not the one on show: Kassa's own
 * check, or WooCommerce finding the cart empty (another tab or device placed the order).
 *
 * @param error The error.
 * @return True when the cart changed.
 */
function isCartChangedError( error: StoreApiError ): boolean {
	return (
		error.code === CART_CHANGED_CODE ||
		error.code === 'woocommerce_rest_cart_empty'
	);
}

/**
 * Posts the order and processes the answer. Not batched: the checkout goes alone, once the
 * writes before it are answered, carrying the cart on show (`withCartOnShow`): the server
 * places no order for a cart (and a total) other than the one the shopper sees, and answers
 * with the cart as it is, shown instead with a notice for the shopper to check and place again.
 *
 * Paying an existing order (`orderId`: the page's cart is that order) posts to the Store API's
 * order route instead, and reads no cart, before or after: the shopper's cart is not this page's.
 *
 * @param body    The checkout body.
 * @param shown   The cart on show when the shopper placed the order (default: the one on show
 *                once the writes before the order are answered).
 * @param orderId The existing order to pay, if the page pays one.
 * @return The thunk (resolves true when complete).
 */
export const postCheckout =
	( body: unknown, shown?: Cart, orderId?: number ) =>
	async ( args: Args ): Promise< boolean > => {
		const { dispatch, registry } = args;
		const sequence = nextSequence();
		let answer: unknown;
		let answerCart: unknown;
		let failed = false;
		try {
			answer = await oneCheckoutAtATime( async () => {
				if ( ! shown ) {
					await writesSettled();
				}
				// The order being paid is the page's cart, no cart the server would compare.
				const onShow = orderId
					? null
					: ( shown ?? registry.select( cartStore ).getCartData() );
				const placed = await storeApiFetch( {
					path: orderId
						? `${ CHECKOUT_PATH }/${ orderId }`
						: CHECKOUT_PATH,
					method: 'POST',
					data: onShow
						? withCartOnShow( body as CheckoutRequestBody, onShow )
						: body,
					batch: false,
				} );
				if ( ! placed || typeof placed !== 'object' ) {
					// A success whose body cannot be read: whether an order was made is unknown.
					throw toStoreApiError( undefined );
				}
				return placed;
			} );
			answerCart = ( answer as { data?: { cart?: unknown } } )?.data
				?.cart;
		} catch ( thrown ) {
			failed = true;
			const error: StoreApiError = toStoreApiError( thrown );
			answerCart = error.data?.cart;
			if ( isCartChangedError( error ) ) {
				showChangedCart( args, answerCart, sequence );
				return false;
			}
			if ( isCheckoutResponse( error.data?.response ) ) {
				// A payment the gateway declined: the fail observers say why (or the fallback).
				answer = error.data?.response;
			} else {
				answer = error;
				showCheckoutError( args, error );
			}
		}
		const cart = ! orderId && normalizeCart( answerCart );
		if ( cart ) {
			registry.dispatch( cartStore ).receiveCart( cart, sequence );
		} else if (
			! orderId &&
			failed &&
			isUnreadableResponseError( answer as StoreApiError )
		) {
			// The order may have been placed: show the cart as the server has it now.
			registry.dispatch( cartStore ).refreshCartData();
		}
		const result = readPaymentResult( answer );
		failed = failed || isFailedPayment( result );
		registry.dispatch( paymentStore ).setPaymentResult( result );
		dispatch(
			setAfterProcessing( {
				orderId: readOrderId( answer ) || undefined,
				redirectUrl: result.redirectUrl,
				hasError: failed,
			} )
		);
		return dispatch(
			failed ? runFailObservers() : runSuccessObservers( result )
		);
	};

/**
 * The order was refused because the cart is not the one on show: the cart as the server has
 * it replaces it (read again when the answer did not carry it), with the notice, and the
 * checkout is back to idle for the shopper to check it and place the order again.
 *
 * @param args     Thunk arguments.
 * @param answered The cart the answer carried, if any.
 * @param sequence The checkout request's sequence number.
 */
function showChangedCart( args: Args, answered: unknown, sequence: number ) {
	const cart = normalizeCart( answered );
	const cartActions = args.registry.dispatch( cartStore );
	if ( cart ) {
		cartActions.receiveCart( cart, sequence );
	} else {
		cartActions.refreshCartData();
	}
	abort(
		args,
		__(
			'Your cart has changed since this page showed it. Check your order and its total, then place it again.',
			'kassa'
		)
	);
}

/**
 * Shows why posting the order failed (SPEC §8): an answer that cannot be read, or none at all,
 * gets the spec's text; other errors become notices where they belong.
 *
 * @param args  Thunk arguments.
 * @param error The error.
 */
function showCheckoutError( args: Args, error: StoreApiError ) {
	if ( isUnreadableResponseError( error ) ) {
		args.registry
			.dispatch( storeNoticesStore )
			.createErrorNotice(
				getUnreadableCheckoutErrorMessage(
					args.select.isCustomerLoggedIn()
				),
				{ id: UNKNOWN_ERROR_CODE, context: NOTICE_CONTEXTS.CHECKOUT }
			);
		return;
	}
	createNoticesFromError( args.registry, error, NOTICE_CONTEXTS.CHECKOUT );
}

/**
 * What success and fail observers receive (WooCommerce's event data).
 *
 * @param args Thunk arguments.
 * @return The data.
 */
function processedData( args: Args ): CheckoutProcessedData {
	const { select, registry } = args;
	return {
		orderId: select.getOrderId(),
		customerId: select.getCustomerId(),
		orderNotes: select.getOrderNotes(),
		redirectUrl: select.getRedirectUrl(),
		processingResponse: registry
			.select( paymentStore )
			.getPaymentResult() ?? {
			paymentStatus: 'not set',
			paymentDetails: {},
			redirectUrl: '',
			message: '',
		},
	};
}

/**
 * Shows the error notice an observer asked for, in its context (the checkout's by default).
 *
 * @param args   Thunk arguments.
 * @param notice The notice.
 */
function showObserverNotice( args: Args, notice: ObserverNotice ) {
	args.registry
		.dispatch( storeNoticesStore )
		.createErrorNotice( notice.message, {
			context: notice.context || NOTICE_CONTEXTS.CHECKOUT,
		} );
}

/**
 * Carries out what the observers decided: the notice they asked for, then complete (and go to
 * the redirect URL), or back to idle with the error flag for another try.
 *
 * @param args    Thunk arguments.
 * @param outcome The decision.
 * @return True when the checkout completed.
 */
function applyOutcome( args: Args, outcome: ObserverOutcome ): boolean {
	const { dispatch } = args;
	if ( outcome.notice ) {
		showObserverNotice( args, outcome.notice );
	}
	if ( outcome.next === 'complete' ) {
		removeDirtyCustomerDataFlag();
		announceCartChange();
		dispatch( setComplete( outcome.redirectUrl ) );
		if ( outcome.redirectUrl ) {
			navigateTo( outcome.redirectUrl );
		}
		return true;
	}
	dispatch( setHasError( true ) );
	dispatch( setIdle() );
	return false;
}

/**
 * The order was placed: success observers run (a gateway may confirm the payment, e.g. 3-D
 * Secure, and answer with the final `redirectUrl`). When the server's answer already sends the
 * shopper to another page (the order-received page, or the gateway's), an observer that throws
 * is logged and skipped, so a placed order never strands the shopper on an error; WooCommerce
 * turns such a throw into an error instead.
 *
 * @param result The payment result.
 * @return The thunk (resolves true when complete).
 */
const runSuccessObservers =
	( result: PaymentResult ) =>
	async ( args: Args ): Promise< boolean > => {
		const serverCompleted =
			result.paymentStatus === 'success' &&
			leavesPage( result.redirectUrl );
		const emitted = await emitters.checkoutSuccess.emitWithAbort(
			processedData( args ),
			serverCompleted
		);
		const outcome = afterSuccessObservers(
			emitted,
			args.select.getRedirectUrl()
		);
		if ( outcome.next !== 'fail' ) {
			return applyOutcome( args, outcome );
		}
		if ( outcome.notice ) {
			showObserverNotice( args, outcome.notice );
		}
		args.dispatch( setHasError( true ) );
		return args.dispatch( runFailObservers() );
	};

/**
 * The order failed (or a success observer failed it): fail observers run and may name the
 * notice; without one, and without another error notice, the checkout shows WooCommerce's
 * fallback text (the answer's message, or 'Something went wrong. Please contact us to get
 * assistance.').
 *
 * @return The thunk (resolves true only when an observer completed the checkout).
 */
const runFailObservers =
	() =>
	async ( args: Args ): Promise< boolean > => {
		const data = processedData( args );
		const emitted = await emitters.checkoutFail.emitWithAbort( data );
		const outcome = afterFailObservers(
			emitted,
			args.select.getRedirectUrl()
		);
		if ( outcome.needsFallbackNotice && ! hasCheckoutErrorNotice( args ) ) {
			outcome.notice = {
				message:
					data.processingResponse.message ||
					getGenericCheckoutErrorMessage(),
			};
		}
		return applyOutcome( args, outcome );
	};

/**
 * Whether an error notice already explains the failure somewhere in the checkout.
 *
 * @param args Thunk arguments.
 * @return True when one shows.
 */
function hasCheckoutErrorNotice( args: Args ): boolean {
	const notices = args.registry.select( storeNoticesStore );
	return Object.values( NOTICE_CONTEXTS )
		.filter( ( context ) => context.startsWith( NOTICE_CONTEXTS.CHECKOUT ) )
		.some( ( context ) =>
			notices
				.getNotices( context )
				.some( ( notice ) => notice.status === 'error' )
		);
}

/** What the shopper's checkout session keeps between page loads (PUT /checkout). */
export interface CheckoutDraftUpdate {
	/** Contact and order field values that changed. */
	additional_fields?: Record< string, string | boolean >;
	order_notes?: string;
}

/**
 * Saves the shopper's contact and order fields and order note with their session, as
 * WooCommerce's checkout does (`PUT /wc/store/v1/checkout`), so a reload shows them again. A
 * refusal (a value the server finds invalid) shows as an error notice in the checkout.
 *
 * @param update The changed values.
 * @return The thunk: resolves the contact and order fields as the server now holds them (its
 *         `sanitize_callback`s applied), or null when not saved.
 */
export const saveCheckoutDraft =
	( update: CheckoutDraftUpdate ) =>
	async ( { registry }: Args ): Promise< AdditionalFieldValues | null > => {
		try {
			const answer = await storeApiFetch< {
				additional_fields?: AdditionalFieldValues;
			} | null >( {
				path: CHECKOUT_PATH,
				method: 'PUT',
				data: update,
			} );
			return answer?.additional_fields ?? {};
		} catch ( thrown ) {
			createNoticesFromError(
				registry,
				toStoreApiError( thrown ),
				NOTICE_CONTEXTS.CHECKOUT
			);
			return null;
		}
	};
