/**
 * Turning Store API errors into store notices.
 */
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import type { DataRegistry } from '@wordpress/data';

import type { StoreApiError } from '../../assets/api/types';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { fieldNoticeId, ruleNoticeId } from './field-notices';
import { storeNoticesStore } from './index';

/** Where per-field errors of a `rest_invalid_param` response are shown. */
const PARAM_CONTEXTS: Record< string, string > = {
	billing_address: NOTICE_CONTEXTS.BILLING_ADDRESS,
	shipping_address: NOTICE_CONTEXTS.SHIPPING_ADDRESS,
	payment_method: NOTICE_CONTEXTS.PAYMENTS,
	payment_data: NOTICE_CONTEXTS.PAYMENTS,
};

/** Where the errors of the shop's additional contact and order fields are shown, by location. */
const LOCATION_CONTEXTS: Record< string, string > = {
	contact: NOTICE_CONTEXTS.CONTACT_INFORMATION,
	order: NOTICE_CONTEXTS.ORDER_INFORMATION,
};

/** The checkout form whose fields a parameter holds, by parameter. */
const PARAM_FORMS: Record< string, string > = {
	billing_address: 'billing',
	shipping_address: 'shipping',
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

/** One error of a parameter, as WooCommerce details it: `data` names the field it is about. */
interface ParamError {
	param: string;
	code: string;
	message: string;
	data?: { key?: unknown; location?: unknown };
}

/**
 * Every error a `rest_invalid_param` answer details (`data.details`: each parameter's error
 * and its `additional_errors`), or none when it details none.
 *
 * @param error The Store API error.
 * @return The errors.
 */
function paramErrorsOf( error: StoreApiError ): ParamError[] {
	const details = error.data?.details;
	if ( ! details || typeof details !== 'object' ) {
		return [];
	}
	return Object.entries( details as Record< string, unknown > ).flatMap(
		( [ param, detail ] ) => {
			const main = detail as {
				code?: unknown;
				message?: unknown;
				data?: ParamError[ 'data' ];
				additional_errors?: unknown;
			};
			const extra = Array.isArray( main?.additional_errors )
				? ( main.additional_errors as ( typeof main )[] )
				: [];
			return [ main, ...extra ]
				.filter( ( each ) => typeof each?.message === 'string' )
				.map( ( each ) => ( {
					param,
					code: String( each.code ?? '' ),
					message: String( each.message ),
					data: each.data ?? main.data,
				} ) );
		}
	);
}

/**
 * Shows a parameter's error: on its field when it names one (a field's own notice, see
 * field-notices.ts), else in its step, as WooCommerce's checkout does.
 *
 * @param registry The data registry.
 * @param error    The error.
 * @param context  Notice context when neither the field nor the parameter says.
 */
function showParamError(
	registry: DataRegistry,
	error: ParamError,
	context: string
) {
	const key = typeof error.data?.key === 'string' ? error.data.key : '';
	const location =
		typeof error.data?.location === 'string' ? error.data.location : '';
	const form =
		PARAM_FORMS[ error.param ] ??
		( LOCATION_CONTEXTS[ location ] ? location : '' );
	registry
		.dispatch( storeNoticesStore )
		.createErrorNotice( decodeEntities( error.message ), {
			id:
				key && form
					? fieldNoticeId( `${ form }-${ key }` )
					: ruleNoticeId( error.param, error.code ),
			context:
				LOCATION_CONTEXTS[ location ] ??
				PARAM_CONTEXTS[ error.param ] ??
				context,
		} );
}

/**
 * Shows an error as notices: per-field parameter errors on their fields, or in their address,
 * contact, order or payment contexts, WooCommerce's email, address and shipping option errors in
 * their steps, everything else as one error notice in `context`.
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
	const params = error.data?.params;
	if (
		error.code === 'rest_invalid_param' &&
		params &&
		typeof params === 'object'
	) {
		const detailed = paramErrorsOf( error );
		if ( detailed.length ) {
			detailed.forEach( ( each ) =>
				showParamError( registry, each, context )
			);
			return;
		}
		for ( const [ param, message ] of Object.entries( params ) ) {
			registry
				.dispatch( storeNoticesStore )
				.createErrorNotice( decodeEntities( String( message ) ), {
					id: `${ error.code }_${ param }`,
					context: PARAM_CONTEXTS[ param ] ?? context,
				} );
		}
		return;
	}
	registry
		.dispatch( storeNoticesStore )
		.createErrorNotice( getErrorMessage( error, fallback ), {
			id: error.code || 'store-api-error',
			context: getErrorContext( error, context ),
		} );
}
