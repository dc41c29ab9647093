import { NOTICE_CONTEXTS } from '../../assets/constants';
import { dispatchCheckoutEvent } from '../shared/events';
import type { ThunkArgs } from '../shared/types';
import { storeNoticesStore } from '../store-notices';
import {
	expressPaymentClosed,
	expressPaymentFailed,
	expressPaymentStarted,
	receiveActivePaymentMethod,
	type PaymentAction,
} from './actions';
import { PAYMENT_ERROR_NOTICE_ID } from '../../assets/utils/payment-messages';
import type * as selectors from './selectors';
import type { PaymentMethodData } from './types';

type Args = ThunkArgs< PaymentAction, typeof selectors >;

/**
 * SPEC §4: choosing a method sets it active, removes the payment error notice, and fires the
 * `kassa-checkout-set-active-payment-method` event (wp-hooks action and DOM event on
 * document.body) with `{ value: slug }`.
 *
 * @param method Method name (slug).
 * @param data   Its payment data.
 * @return The thunk.
 */
export const setActivePaymentMethod =
	( method: string, data: PaymentMethodData = {} ) =>
	( { dispatch, registry }: Args ) => {
		dispatch( receiveActivePaymentMethod( method, data ) );
		registry
			.dispatch( storeNoticesStore )
			.removeNotice( PAYMENT_ERROR_NOTICE_ID, NOTICE_CONTEXTS.PAYMENTS );
		dispatchCheckoutEvent( 'set-active-payment-method', { value: method } );
	};

/**
 * SPEC §4: choosing a saved token activates its gateway with the token's data.
 *
 * @param tokenId The saved method's token id.
 * @return The thunk (resolves false when the token is unknown).
 */
export const setActiveSavedToken =
	( tokenId: string | number ) =>
	( { dispatch, select, registry }: Args ) => {
		const option = select
			.getSavedPaymentMethodOptions()
			.find( ( saved ) => saved.tokenId === String( tokenId ) );
		if ( ! option ) {
			return false;
		}
		const token = String( tokenId );
		dispatch(
			receiveActivePaymentMethod(
				option.gateway,
				{
					token,
					payment_method: option.gateway,
					[ `wc-${ option.gateway }-payment-token` ]: token,
					isSavedToken: true,
				},
				token
			)
		);
		registry
			.dispatch( storeNoticesStore )
			.removeNotice( PAYMENT_ERROR_NOTICE_ID, NOTICE_CONTEXTS.PAYMENTS );
		dispatchCheckoutEvent( 'set-active-payment-method', {
			value: option.gateway,
		} );
		return true;
	};

/**
 * SPEC §4 express flow, click: express-payment-started, that method active.
 *
 * @param method The express method's name.
 * @return The thunk.
 */
export const startExpressPayment =
	( method: string ) =>
	( { dispatch, registry }: Args ) => {
		registry
			.dispatch( storeNoticesStore )
			.removeNotices( NOTICE_CONTEXTS.EXPRESS_PAYMENTS );
		dispatch( expressPaymentStarted( method ) );
	};

/**
 * SPEC §4 express flow, close: the previous method and data come back.
 *
 * @return The thunk.
 */
export const closeExpressPayment =
	() =>
	( { dispatch }: Args ) => {
		dispatch( expressPaymentClosed() );
	};

/**
 * SPEC §4 express flow, error: payment state cleared, message recorded (and shown in the
 * express payments context), previous method restored.
 *
 * @param message What went wrong.
 * @return The thunk.
 */
export const failExpressPayment =
	( message: string ) =>
	( { dispatch, registry }: Args ) => {
		dispatch( expressPaymentFailed( message ) );
		if ( message ) {
			registry.dispatch( storeNoticesStore ).createErrorNotice( message, {
				id: 'kassa-express-payment-error',
				context: NOTICE_CONTEXTS.EXPRESS_PAYMENTS,
			} );
		}
	};
