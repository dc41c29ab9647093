/**
 * Turning Store API errors into store notices.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import type { DataRegistry } from '@wordpress/data';

import type { StoreApiError } from '../../assets/api/types';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { storeNoticesStore } from './index';

/** Where per-field errors of a `rest_invalid_param` response are shown. */
const PARAM_CONTEXTS: Record< string, string > = {
	billing_address: NOTICE_CONTEXTS.BILLING_ADDRESS,
	shipping_address: NOTICE_CONTEXTS.SHIPPING_ADDRESS,
	payment_method: NOTICE_CONTEXTS.PAYMENTS,
	payment_data: NOTICE_CONTEXTS.PAYMENTS,
};

/** Where errors with these codes (WooCommerce's checkout validation) are shown. */
const CODE_CONTEXTS: Record< string, string > = {
	woocommerce_rest_missing_email_address: NOTICE_CONTEXTS.CONTACT_INFORMATION,
	woocommerce_rest_invalid_email_address: NOTICE_CONTEXTS.CONTACT_INFORMATION,
	woocommerce_rest_invalid_shipping_option: NOTICE_CONTEXTS.SHIPPING_METHODS,
};

/**
 * The context an error belongs in: its field's, for WooCommerce's checkout validation codes
 * (an invalid address names the address in `data.errors`), else the caller's.
 *
 * @param error   The error.
 * @param context The caller's context.
 * @return The context.
 */
export function getErrorContext( error: StoreApiError, context: string ) {
	if ( error.code === 'woocommerce_rest_invalid_address' ) {
		const errors = error.data?.errors;
		if ( errors && typeof errors === 'object' ) {
			return 'shipping' in errors
				? NOTICE_CONTEXTS.SHIPPING_ADDRESS
				: NOTICE_CONTEXTS.BILLING_ADDRESS;
		}
	}
	return CODE_CONTEXTS[ error.code ] ?? context;
}

/**
 * The text to show for an error: its message (entities decoded), or the fallback, or
 * 'Unable to get cart data from the API.' when neither exists.
 *
 * @param error    The error.
 * @param fallback Text for errors without a message.
 * @return The text.
 */
export function getErrorMessage( error: unknown, fallback?: string ): string {
	const message =
		error && typeof error === 'object' && 'message' in error
			? String( ( error as { message: unknown } ).message ?? '' )
			: '';
	if ( message ) {
		return decodeEntities( message );
	}
	return fallback ?? __( 'Unable to get cart data from the API.', 'kassa' );
}

/**
 * Shows an error as notices: per-field parameter errors in their address or payment
 * contexts, WooCommerce's email, address and shipping option errors in their steps, everything
 * else as one error notice in `context`.
 *
 * @param registry The data registry.
 * @param error    The Store API error.
 * @param context  Notice context for the general message.
 * @param fallback Text for errors without a message.
 */
export function createNoticesFromError(
	registry: DataRegistry,
	error: StoreApiError,
	context: string,
	fallback?: string
): void {
	const notices = registry.dispatch( storeNoticesStore );
	const params = error.data?.params;
	if (
		error.code === 'rest_invalid_param' &&
		params &&
		typeof params === 'object'
	) {
		for ( const [ param, message ] of Object.entries( params ) ) {
			notices.createErrorNotice( decodeEntities( String( message ) ), {
				id: `${ error.code }_${ param }`,
				context: PARAM_CONTEXTS[ param ] ?? context,
			} );
		}
		return;
	}
	notices.createErrorNotice( getErrorMessage( error, fallback ), {
		id: error.code || 'store-api-error',
		context: getErrorContext( error, context ),
	} );
}
