/**
 * One shopper replaying a recorded journey (bin/load/patterns.json) over HTTP, as the front end's
 * browser sent it: its own cookie jar (WooCommerce's session cookies), the Store API nonce taken
 * from the page HTML and then from each response's Nonce header, the placeholders filled in
 * (products, cart item keys, e-mail, the order-received address). Every page load and Place
 * Order is timed; the first failure ends the journey, as it would stop a shopper.
 */
const TIMEOUT_MS = 60_000;
const MAX_REDIRECTS = 5;

/** The Store API nonce a page carries (Kassa's settings payload, WooCommerce's middleware config). */
const PAGE_NONCE =
	/storeApiNonce(?:\\u0022|["'])?\s*:\s*(?:\\u0022|["'])([0-9a-f]{10})/;

export class JourneyError extends Error {
	/**
	 * @param {string} kind What failed, grouped for the report (step, request, status, code).
	 */
	constructor( kind ) {
		super( kind );
		this.kind = kind;
	}
}

/**
 * A cart in a Store API response body (a batch's sub-responses included).
 *
 * @param {*} body Response body.
 * @return {Object|null} The cart, or null.
 */
function cartIn( body ) {
	if ( ! body || typeof body !== 'object' ) {
		return null;
	}
	if ( Array.isArray( body.items ) && body.totals ) {
		return body;
	}
	if ( Array.isArray( body.responses ) ) {
		const carts = body.responses
			.map( ( r ) => cartIn( r.body ) )
			.filter( Boolean );
		return carts.at( -1 ) ?? null;
	}
	return null;
}

export class Shopper {
	/**
	 * @param {Object}   options
	 * @param {string}   options.baseURL    Site URL.
	 * @param {number[]} options.productIds Ids of the pattern's products, in order.
	 * @param {string}   options.email      The shopper's e-mail.
	 */
	constructor( { baseURL, productIds, email } ) {
		this.baseURL = baseURL;
		this.productIds = productIds;
		this.email = email;
		this.cookies = new Map();
		this.nonce = '';
		this.itemKeys = [];
		this.cart = null;
		this.orderReceived = '';
		this.pageTimes = [];
		this.placeOrderMs = null;
		this.order = null;
	}

	fill( value ) {
		if ( Array.isArray( value ) ) {
			return value.map( ( v ) => this.fill( v ) );
		}
		if ( value && typeof value === 'object' ) {
			return Object.fromEntries(
				Object.entries( value ).map( ( [ k, v ] ) => [
					k,
					this.fill( v ),
				] )
			);
		}
		if ( typeof value !== 'string' ) {
			return value;
		}
		const whole = /^\{\{product:(\d)\}\}$/.exec( value );
		if ( whole ) {
			return this.productIds[ Number( whole[ 1 ] ) ];
		}
		return value
			.replace(
				/\{\{item:(\d)\}\}/g,
				( _, i ) => this.itemKeys[ Number( i ) ] ?? ''
			)
			.replace( /\{\{email\}\}/g, this.email )
			.replace( /\{\{nonce\}\}/g, this.nonce )
			.replace( /\{\{order-received\}\}/g, this.orderReceived );
	}

	remember( response ) {
		for ( const cookie of response.headers.getSetCookie() ) {
			const [ pair ] = cookie.split( ';' );
			const index = pair.indexOf( '=' );
			const name = pair.slice( 0, index ).trim();
			const value = pair.slice( index + 1 ).trim();
			if (
				value === '' ||
				value === 'deleted' ||
				/max-age=0|expires=thu, 01 jan 1970/i.test( cookie )
			) {
				this.cookies.delete( name );
			} else {
				this.cookies.set( name, value );
			}
		}
		const nonce = response.headers.get( 'nonce' );
		if ( nonce ) {
			this.nonce = nonce;
		}
	}

	async send( url, { method = 'GET', headers = {}, body } = {} ) {
		const sent = { ...headers };
		if ( this.cookies.size ) {
			sent.Cookie = [ ...this.cookies ]
				.map( ( [ n, v ] ) => `${ n }=${ v }` )
				.join( '; ' );
		}
		const response = await fetch( url, {
			method,
			headers: sent,
			body,
			redirect: 'manual',
			signal: AbortSignal.timeout( TIMEOUT_MS ),
		} );
		this.remember( response );
		return response;
	}

	/**
	 * A page load: follows redirects as a browser does, keeps the page's nonce.
	 *
	 * @param {Object} entry The pattern's entry.
	 */
	async page( entry ) {
		let url = this.baseURL + this.fill( entry.path );
		const started = performance.now();
		let response;
		for ( let hop = 0; ; hop++ ) {
			response = await this.send( url, {
				headers: { Accept: 'text/html' },
			} );
			const location = response.headers.get( 'location' );
			if (
				response.status < 300 ||
				response.status >= 400 ||
				! location ||
				hop === MAX_REDIRECTS
			) {
				break;
			}
			await response.arrayBuffer();
			url = new URL( location, url ).href;
		}
		const html = await response.text();
		this.pageTimes.push( performance.now() - started );
		if ( response.status !== 200 ) {
			throw new JourneyError(
				`page ${ entry.step }: HTTP ${ response.status }`
			);
		}
		const nonce = PAGE_NONCE.exec( html )?.[ 1 ];
		if ( nonce ) {
			this.nonce = nonce;
		}
	}

	/**
	 * A Store API request.
	 *
	 * @param {Object} entry The pattern's entry.
	 */
	async api( entry ) {
		const path = this.fill( entry.path );
		const headers = { Accept: 'application/json' };
		let body;
		if ( entry.body !== undefined ) {
			headers[ 'Content-Type' ] = 'application/json';
			body = JSON.stringify( this.fill( entry.body ) );
		}
		if ( entry.nonce ) {
			headers.Nonce = this.nonce;
		}
		const placeOrder =
			entry.method === 'POST' &&
			/^\/wc\/store\/v1\/checkout$/.test( path );
		const started = performance.now();
		const response = await this.send(
			`${ this.baseURL }/wp-json${ path }`,
			{
				method: entry.method,
				headers,
				body,
			}
		);
		const text = await response.text();
		const elapsed = performance.now() - started;
		let json = null;
		try {
			json = JSON.parse( text );
		} catch {}
		const route = path
			.replace( /\?.*$/, '' )
			.replace( /[0-9a-f]{32}/g, ':key' );
		if ( response.status >= 400 || json === null ) {
			throw new JourneyError(
				`${ entry.method } ${ route }: HTTP ${ response.status } ${ json?.code ?? '' }`.trim()
			);
		}
		// A batch answers 207 with each request's own status.
		for ( const sub of json.responses ?? [] ) {
			if ( sub.status >= 400 ) {
				throw new JourneyError(
					`${ entry.method } ${ route } (batch): HTTP ${ sub.status } ${ sub.body?.code ?? '' }`.trim()
				);
			}
		}
		const cart = cartIn( json );
		if ( cart ) {
			this.cart = cart;
			for ( const item of cart.items ) {
				const index = this.productIds.indexOf( item.id );
				if ( index >= 0 ) {
					this.itemKeys[ index ] = item.key;
				}
			}
		}
		if ( placeOrder ) {
			this.placeOrderMs = elapsed;
			if ( ! json.order_id || ! json.payment_result?.redirect_url ) {
				throw new JourneyError(
					`POST ${ route }: no order in the answer`
				);
			}
			const redirect = new URL( json.payment_result.redirect_url );
			this.orderReceived = redirect.pathname + redirect.search;
			this.order = {
				id: json.order_id,
				cartTotal: Number( this.cart?.totals?.total_price ?? NaN ),
			};
		}
	}

	/**
	 * Replays one entry of the journey: a page load or a Store API request.
	 *
	 * @param {Object} entry The pattern's entry.
	 */
	replay( entry ) {
		return entry.kind === 'page' ? this.page( entry ) : this.api( entry );
	}

	/**
	 * Replays the journey.
	 *
	 * @param {Object[]} requests The pattern's entries.
	 */
	async run( requests ) {
		for ( const entry of requests ) {
			try {
				await this.replay( entry );
			} catch ( error ) {
				throw error instanceof JourneyError
					? error
					: new JourneyError(
							`${ entry.step } ${ entry.method }: ${ error.name === 'TimeoutError' ? 'timeout' : ( error.cause?.code ?? error.message ) }`
						);
			}
		}
	}
}
