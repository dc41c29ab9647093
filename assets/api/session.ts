/**
 * The Store API session the client keeps between requests: the `Nonce` sent on every write,
 * the `Cart-Token` (only where the site asks for it: a browser keeps the shop's cookie session,
 * as WooCommerce's own blocks do; a cart kept under a token alone is lost on the next page),
 * and the customer id the `User-ID` response header reports.
 */
import { getSetting } from '@kassa/settings';

let nonce: string | null = null;
let cartToken: string | null = null;
const customerIdListeners = new Set< ( customerId: number ) => void >();

/** Response headers as a `Headers` object or the plain object a batch sub-response carries. */
export type HeaderSource =
	| { get: ( name: string ) => string | null }
	| Record< string, unknown >
	| null
	| undefined;

/**
 * The nonce to send on the next write (initially the `storeApiNonce` setting).
 *
 * @return The nonce.
 */
export function getNonce(): string {
	if ( nonce === null ) {
		nonce = getSetting( 'storeApiNonce' ) || '';
	}
	return nonce;
}

/**
 * Replaces the nonce (the Store API sends a fresh one with each response).
 *
 * @param value The new nonce.
 */
export function setNonce( value: string ): void {
	nonce = value;
}

/**
 * The Cart-Token to send: set by the site (`setCartToken`), or issued by the Store API when the
 * `useCartToken` setting is on.
 *
 * @return The token or null.
 */
export function getCartToken(): string | null {
	return cartToken;
}

/**
 * Replaces the Cart-Token.
 *
 * @param value The token, or null to stop sending one.
 */
export function setCartToken( value: string | null ): void {
	cartToken = value;
}

/**
 * Calls `listener` with the customer id each time a response carries a `User-ID` header.
 *
 * @param listener Receives the id (0 = guest).
 * @return Unsubscribe function.
 */
export function onCustomerId( listener: ( customerId: number ) => void ) {
	customerIdListeners.add( listener );
	return () => {
		customerIdListeners.delete( listener );
	};
}

/**
 * Reads one header, case-insensitively, from either kind of header source.
 *
 * @param headers Header source.
 * @param name    Header name.
 * @return The value or null.
 */
export function readHeader( headers: HeaderSource, name: string ) {
	if ( ! headers || typeof headers !== 'object' ) {
		return null;
	}
	if ( typeof headers.get === 'function' ) {
		return ( headers.get as ( n: string ) => string | null )( name );
	}
	const wanted = name.toLowerCase();
	for ( const [ key, value ] of Object.entries( headers ) ) {
		if ( key.toLowerCase() === wanted ) {
			// Batch sub-responses may carry a header as a one-element list.
			const first = Array.isArray( value ) ? value[ 0 ] : value;
			return first === undefined || first === null
				? null
				: String( first );
		}
	}
	return null;
}

/**
 * Takes the session values from a response's headers: Nonce, Cart-Token, User-ID.
 *
 * @param headers The response's headers.
 */
export function readSessionHeaders( headers: HeaderSource ): void {
	const freshNonce = readHeader( headers, 'Nonce' );
	if ( freshNonce ) {
		nonce = freshNonce;
	}
	const token = readHeader( headers, 'Cart-Token' );
	if ( token && getSetting( 'useCartToken' ) ) {
		cartToken = token;
	}
	const userId = readHeader( headers, 'User-ID' );
	if ( userId !== null && userId !== '' ) {
		const customerId = Number.parseInt( userId, 10 );
		if ( Number.isFinite( customerId ) && customerId >= 0 ) {
			customerIdListeners.forEach( ( listener ) =>
				listener( customerId )
			);
		}
	}
}

/**
 * Forgets the session (tests only; a page load starts a fresh one).
 */
export function resetSession(): void {
	nonce = null;
	cartToken = null;
	customerIdListeners.clear();
}
