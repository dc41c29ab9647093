/**
 * HTTP client for the contract tests: a `Shopper` keeps its own session (a cookie jar, or a
 * Cart-Token when it has no cookies), remembers the latest `Nonce` the server sent, and
 * records how long each request took.
 */
import assert from 'node:assert/strict';

import { validate } from './schema.mjs';

export const BASE_URL = (
	process.env.STORE_URL || 'http://localhost:8888'
).replace( /\/+$/, '' );
export const API = `${ BASE_URL }/wp-json/wc/store/v1`;

/** Text a PHP notice, warning or fatal error leaves in a response body. */
const PHP_NOISE =
	/<b>(Warning|Notice|Deprecated|Fatal error)<\/b>|PHP (Warning|Notice|Fatal)/;

export class Shopper {
	/**
	 * @param {Object} options
	 * @param {string} options.mode 'cookie' (a browser) or 'token' (a headless client).
	 */
	constructor( { mode = 'cookie' } = {} ) {
		this.mode = mode;
		this.cookies = new Map();
		this.nonce = '';
		this.token = '';
		this.wpNonce = '';
	}

	/**
	 * Sends a request to a Store API path (or an absolute URL).
	 *
	 * @param {string} method       HTTP method.
	 * @param {string} path         '/cart' or a full URL.
	 * @param {Object} opts
	 * @param {*}      opts.body    JSON body (a string is sent as it is).
	 * @param {Object} opts.headers Extra headers; `Nonce: null` leaves the nonce out.
	 * @return {Promise<{status:number, headers:Headers, body:*, text:string, ms:number}>} The response.
	 */
	async request( method, path, { body, headers = {} } = {} ) {
		const url = path.startsWith( 'http' ) ? path : API + path;
		const sent = {};
		if ( this.mode === 'cookie' && this.cookies.size ) {
			sent.Cookie = [ ...this.cookies ]
				.map( ( [ name, value ] ) => `${ name }=${ value }` )
				.join( '; ' );
		}
		if ( this.mode === 'token' && this.token ) {
			sent[ 'Cart-Token' ] = this.token;
		}
		if ( this.nonce && method !== 'GET' ) {
			sent.Nonce = this.nonce;
		}
		if ( this.wpNonce ) {
			sent[ 'X-WP-Nonce' ] = this.wpNonce;
		}
		if ( body !== undefined ) {
			sent[ 'Content-Type' ] = 'application/json';
		}
		for ( const [ name, value ] of Object.entries( headers ) ) {
			if ( value === null ) {
				delete sent[ name ];
			} else {
				sent[ name ] = value;
			}
		}
		const started = performance.now();
		const response = await fetch( url, {
			method,
			headers: sent,
			body:
				body === undefined || typeof body === 'string'
					? body
					: JSON.stringify( body ),
			redirect: 'manual',
		} );
		const text = await response.text();
		const ms = performance.now() - started;
		this.remember( response );
		let parsed;
		try {
			parsed = JSON.parse( text );
		} catch {
			parsed = undefined;
		}
		assert.doesNotMatch(
			text,
			PHP_NOISE,
			`PHP output in ${ method } ${ path }`
		);
		return {
			status: response.status,
			headers: response.headers,
			body: parsed,
			text,
			ms,
		};
	}

	/**
	 * Keeps the cookies, the nonce and the Cart-Token a response sends.
	 *
	 * @param {Response} response Response.
	 */
	remember( response ) {
		// A headless client (token mode) ignores cookies, as a browser-less app would.
		const cookies =
			this.mode === 'cookie' ? response.headers.getSetCookie() : [];
		for ( const cookie of cookies ) {
			const [ pair ] = cookie.split( ';' );
			const index = pair.indexOf( '=' );
			const name = pair.slice( 0, index ).trim();
			const value = pair.slice( index + 1 ).trim();
			if ( /deleted|^$/.test( value ) ) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, value );
			}
		}
		if ( response.headers.get( 'Nonce' ) ) {
			this.nonce = response.headers.get( 'Nonce' );
		}
		if ( this.mode === 'token' && response.headers.get( 'Cart-Token' ) ) {
			this.token = response.headers.get( 'Cart-Token' );
		}
	}

	get( path, opts ) {
		return this.request( 'GET', path, opts );
	}

	post( path, body, opts = {} ) {
		return this.request( 'POST', path, { ...opts, body } );
	}

	/**
	 * Starts a session: reads the cart, which hands out the session and a nonce.
	 *
	 * @return {Promise<Shopper>} This shopper.
	 */
	async start() {
		const response = await this.get( '/cart' );
		assert.equal( response.status, 200 );
		return this;
	}

	/**
	 * Logs in through wp-login.php, then gets WordPress's REST nonce (X-WP-Nonce) as apiFetch
	 * would, and a Store API nonce for the logged-in customer.
	 *
	 * @param {string} login    User name.
	 * @param {string} password Password.
	 * @return {Promise<Shopper>} This shopper.
	 */
	async login( login, password ) {
		this.cookies.set( 'wordpress_test_cookie', 'WP%20Cookie%20check' );
		await this.request( 'POST', `${ BASE_URL }/wp-login.php`, {
			body: new URLSearchParams( {
				log: login,
				pwd: password,
				testcookie: '1',
			} ).toString(),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		} );
		const nonce = await this.get(
			`${ BASE_URL }/wp-admin/admin-ajax.php?action=rest-nonce`
		);
		assert.equal( nonce.status, 200, 'logged in' );
		this.wpNonce = nonce.text.trim();
		return this.start();
	}
}

/**
 * Asserts that a value matches a contract schema.
 *
 * @param {*}      value Value.
 * @param {string} ref   Schema reference, e.g. 'cart.json'.
 */
export function assertSchema( value, ref ) {
	const errors = validate( value, ref );
	assert.deepEqual( errors, [], `does not match ${ ref }` );
}

/**
 * Asserts a Store API error response: the status, the code and the error body shape.
 *
 * @param {Object} response Response from Shopper#request.
 * @param {number} status   Expected HTTP status.
 * @param {string} code     Expected error code.
 */
export function assertError( response, status, code ) {
	assert.equal(
		response.status,
		status,
		`status of ${ JSON.stringify( response.body ) }`
	);
	assertSchema( response.body, 'error.json' );
	assert.equal( response.body.code, code );
	assert.equal( response.body.data.status, status );
}

/** Product ids by slug (hidden products and variations included). */
let catalogue;
export async function productIds() {
	if ( ! catalogue ) {
		const shopper = new Shopper();
		const response = await shopper.get(
			'/products?catalog_visibility=any&per_page=100'
		);
		assert.equal( response.status, 200 );
		catalogue = {};
		for ( const product of response.body ) {
			catalogue[ product.slug ] = product.id;
		}
	}
	return catalogue;
}

/**
 * A valid GB billing address.
 *
 * @param {Object} overrides Fields to change.
 * @return {Object} The address.
 */
export function makeAddress( overrides = {} ) {
	return {
		first_name: 'Ann',
		last_name: 'Lee',
		company: '',
		address_1: '1 High Street',
		address_2: '',
		city: 'London',
		state: '',
		postcode: 'SW1A 1AA',
		country: 'GB',
		phone: '020 7946 0001',
		email: 'ann@example.com',
		...overrides,
	};
}

/**
 * A shopper with items already in the cart.
 *
 * @param {Array<[string, number]>} items Slugs and quantities.
 * @param {Object}                  opts  Shopper options.
 * @return {Promise<Shopper>} The shopper.
 */
export async function shopperWith( items, opts ) {
	const ids = await productIds();
	const shopper = await new Shopper( opts ).start();
	for ( const [ slug, quantity ] of items ) {
		const response = await shopper.post( '/cart/add-item', {
			id: ids[ slug ],
			quantity,
		} );
		assert.equal( response.status, 201, JSON.stringify( response.body ) );
	}
	return shopper;
}
