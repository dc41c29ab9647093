/**
 * Placing the order (SPEC §4, §7, §8): before-processing (validation observers by priority),
 * processing (payment setup observers, then POST /wc/store/v1/checkout), after-processing
 * (success or failure observers), complete (redirect).
 */
import { getSetting } from '@kassa/settings';

import { normalizeCart } from '../../assets/api/cart-response';
import {
	isUnreadableResponseError,
	toStoreApiError,
	UNKNOWN_ERROR_CODE,
} from '../../assets/api/errors';
import { storeApiFetch } from '../../assets/api/fetch';
import { CHECKOUT_PATH } from '../../assets/api/paths';
import type { StoreApiError } from '../../assets/api/types';
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

/**
 * Posts the order and processes the answer. Not batched: the checkout goes alone.
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
		try {
			response = await storeApiFetch( {
				path: CHECKOUT_PATH,
				method: 'POST',
				data: body,
				batch: false,
			} );
		} catch ( thrown ) {
			const error: StoreApiError = toStoreApiError( thrown );
			const cart = normalizeCart( error.data?.cart );
			if ( cart ) {
				registry.dispatch( cartStore ).receiveCart( cart, sequence );
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
 * @return The thunk (resolves true when saved).
 */
export const saveCheckoutDraft =
	( update: CheckoutDraftUpdate ) =>
	async ( { registry }: Args ): Promise< boolean > => {
		try {
			await storeApiFetch( {
				path: CHECKOUT_PATH,
				method: 'PUT',
				data: update,
			} );
			return true;
		} catch ( thrown ) {
			createNoticesFromError(
				registry,
				toStoreApiError( thrown ),
				NOTICE_CONTEXTS.CHECKOUT
			);
			return false;
		}
	};
