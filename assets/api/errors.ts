/**
 * Store API error bodies: recognising them and turning anything else into one.
 */
import type { StoreApiError } from './types';

/** Code given to failures whose body could not be read (SPEC §8). */
export const UNKNOWN_ERROR_CODE = 'unknown_error';

/**
 * Whether a value has the Store API error shape `{ code, message }`.
 *
 * @param value Anything.
 * @return True for a Store API error.
 */
export function isStoreApiError( value: unknown ): value is StoreApiError {
	return (
		!! value &&
		typeof value === 'object' &&
		typeof ( value as StoreApiError ).code === 'string' &&
		typeof ( value as StoreApiError ).message === 'string'
	);
}

/**
 * Turns a failed response's body (or a thrown value) into a Store API error. Bodies that are
 * not errors become `unknown_error` with an empty message, so callers pick their own text; an
 * object body is kept as `data.response` (the checkout answers a declined payment with an
 * order, not an error).
 *
 * @param body   The parsed body, if any.
 * @param status The HTTP status, if known.
 * @return The error.
 */
export function toStoreApiError(
	body: unknown,
	status?: number
): StoreApiError {
	if ( isStoreApiError( body ) ) {
		const data = { ...( body.data ?? {} ) };
		if ( data.status === undefined && status !== undefined ) {
			data.status = status;
		}
		return { code: body.code, message: body.message, data };
	}
	const data: StoreApiError[ 'data' ] =
		status === undefined ? {} : { status };
	if ( body && typeof body === 'object' && ! ( body instanceof Error ) ) {
		data.response = body;
	}
	return { code: UNKNOWN_ERROR_CODE, message: '', data };
}

/** apiFetch's code for a request that got no answer at all (the network failed). */
export const FETCH_ERROR_CODE = 'fetch_error';

/**
 * Whether an error carries nothing readable from the server: a body that could not be read,
 * or no answer at all (SPEC §8 treats both as 'Something went wrong…', code unknown_error).
 *
 * @param error The error.
 * @return True when the server's answer could not be read.
 */
export function isUnreadableResponseError( error: StoreApiError ): boolean {
	return (
		error.code === UNKNOWN_ERROR_CODE ||
		error.code === FETCH_ERROR_CODE ||
		! error.message
	);
}

/**
 * Whether the Store API refused a write because its nonce was stale.
 *
 * @param error The error.
 * @return True for `woocommerce_rest_invalid_nonce`.
 */
export function isInvalidNonceError( error: StoreApiError ): boolean {
	return error.code === 'woocommerce_rest_invalid_nonce';
}
