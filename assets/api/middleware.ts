/**
 * apiFetch middleware for Store API paths: sends `Nonce` on writes and `Cart-Token` when known,
 * and reads both (and `User-ID`) back from every response, success or error.
 */
import apiFetch, { type APIFetchMiddleware } from '@wordpress/api-fetch';

import { STORE_API_PATH } from '../constants';
import {
	getCartToken,
	getNonce,
	readSessionHeaders,
	type HeaderSource,
} from './session';

/**
 * Whether an apiFetch request targets the Store API.
 *
 * @param path The request's path.
 * @return True for `/wc/store/v1/...`.
 */
export function isStoreApiPath( path: string | undefined ): boolean {
	return typeof path === 'string' && path.startsWith( STORE_API_PATH );
}

function readFrom( result: unknown ) {
	if ( result && typeof result === 'object' && 'headers' in result ) {
		readSessionHeaders( ( result as { headers: HeaderSource } ).headers );
	}
}

/**
 * The middleware itself (exported for tests; `registerStoreApiMiddleware` installs it).
 *
 * @param options apiFetch options.
 * @param next    The next handler.
 * @return The response promise.
 */
export const storeApiMiddleware: APIFetchMiddleware = ( options, next ) => {
	if ( ! isStoreApiPath( options.path ) ) {
		return next( options );
	}
	const headers: Record< string, string > = {
		...( options.headers as Record< string, string > | undefined ),
	};
	const method = ( options.method ?? 'GET' ).toUpperCase();
	if ( method !== 'GET' ) {
		headers.Nonce = getNonce();
	}
	const token = getCartToken();
	if ( token ) {
		headers[ 'Cart-Token' ] = token;
	}
	return next( { ...options, headers } ).then(
		( result ) => {
			readFrom( result );
			return result;
		},
		( error ) => {
			readFrom( error );
			throw error;
		}
	);
};

let registered = false;

/**
 * Installs the Store API middleware into apiFetch, once.
 */
export function registerStoreApiMiddleware(): void {
	if ( ! registered ) {
		registered = true;
		apiFetch.use( storeApiMiddleware );
	}
}
