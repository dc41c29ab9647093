/**
 * The journey's view of the network: which Store API requests are in flight (so a step can
 * wait until the page is quiet), and the faults armed for the step's requests, injected on the
 * way (client side: a network abort, a lost response, a slow answer) or asked of the server
 * through Kassa's test faults mu-plugin (`X-Kassa-Fault`: 500, malformed, stale-nonce).
 */
import type { Page, Request, Route } from '@playwright/test';

import { decodedUrl } from '../../e2e/utils/cart';

/** The kinds of fault a journey injects. */
export const FAULT_KINDS = [
	'500',
	'abort',
	'lost-response',
	'delay',
	'malformed',
	'stale-nonce',
] as const;

export type FaultKind = ( typeof FAULT_KINDS )[ number ];

/** A fault planned for a step: the step's first Store API request gets it (a stale nonce: its first write). */
export interface Fault {
	kind: FaultKind;
	/** For a delay: how long the answer is held back. */
	ms?: number;
}

/** A fault that reached a request. */
export interface InjectedFault extends Fault {
	method: string;
	route: string;
	/** The step that armed it. */
	step: number;
}

/** Faults that keep the server from doing what was asked, or the shopper from hearing back. */
export const FAILING_FAULTS: ReadonlySet< FaultKind > = new Set( [
	'500',
	'abort',
	'lost-response',
	'malformed',
] );

const STORE_API = /\/wc\/store\/v1\//;

/**
 * The Store API route a request is for, e.g. `POST cart/add-item` (a batch lists its
 * sub-requests' routes).
 *
 * @param request The request.
 * @return The route.
 */
export function storeApiRoute( request: Request ): string {
	const url = decodedUrl( request.url() );
	const route = url
		.replace( /^.*\/wc\/store\/v1\//, '' )
		.replace( /[?&].*$/, '' );
	if ( route === 'batch' ) {
		try {
			const body = request.postDataJSON() as {
				requests?: Array< { path: string } >;
			};
			return `batch(${ ( body.requests ?? [] )
				.map( ( r ) => r.path.replace( /^.*\/wc\/store\/v1\//, '' ) )
				.join( ',' ) })`;
		} catch {
			return route;
		}
	}
	return route;
}

const sleep = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

export class Network {
	private inFlight = new Set< Request >();
	/** Requests a fault holds here (a delayed answer, a lost one): busy whatever the page reports. */
	private held = 0;
	private lastActivity = Date.now();
	private armed: Fault | null = null;
	private armedBy = 0;
	/** Every fault injected so far, in order. */
	readonly injected: InjectedFault[] = [];
	/** Faults injected since the page was last quiet. */
	stepFaults: InjectedFault[] = [];

	constructor( private readonly page: Page ) {}

	/**
	 * Starts watching the page's requests and routing its Store API calls.
	 */
	async start() {
		const busy = ( request: Request ) =>
			[ 'fetch', 'xhr', 'document', 'script' ].includes(
				request.resourceType()
			);
		this.page.on( 'request', ( request ) => {
			if ( busy( request ) ) {
				this.inFlight.add( request );
				this.lastActivity = Date.now();
			}
		} );
		const done = ( request: Request ) => {
			if ( this.inFlight.delete( request ) ) {
				this.lastActivity = Date.now();
			}
		};
		this.page.on( 'requestfinished', done );
		this.page.on( 'requestfailed', done );
		// A document that is left (or put in the back/forward cache) does not report the end of
		// its requests: they are no longer the page's.
		this.page.on( 'framenavigated', ( frame ) => {
			if ( frame === this.page.mainFrame() ) {
				for ( const request of this.inFlight ) {
					// Everything of the document left, and any navigation this one cut short.
					if (
						! request.isNavigationRequest() ||
						request.url() !== frame.url()
					) {
						this.inFlight.delete( request );
					}
				}
			}
		} );
		await this.page.route(
			( url ) => STORE_API.test( decodedUrl( url.href ) ),
			( route ) => this.handle( route )
		);
	}

	/**
	 * Arms a fault for the next Store API request it applies to.
	 *
	 * @param fault The fault, or null for none.
	 * @param step  The step arming it.
	 */
	arm( fault: Fault | null, step: number ) {
		this.armed = fault;
		this.armedBy = step;
	}

	/**
	 * Once the page is quiet: disarms what was not used and starts counting anew.
	 *
	 * @return The faults injected since the last call.
	 */
	settle() {
		const faults = this.stepFaults;
		this.armed = null;
		this.stepFaults = [];
		return faults;
	}

	/**
	 * Requests in flight (fetches, documents, scripts).
	 *
	 * @return Their methods and URLs.
	 */
	busy() {
		return Array.from(
			this.inFlight,
			( r ) => `${ r.method() } ${ decodedUrl( r.url() ) }`
		);
	}

	/**
	 * Counts the page as busy from now on (the shopper just acted; a debounced request may follow).
	 */
	touch() {
		this.lastActivity = Date.now();
	}

	/**
	 * Milliseconds since a request last started or ended (journey 17322, WooCommerce: a delayed
	 * answer the page was still waiting for went uncounted, and the views were read before it).
	 *
	 * @return The time.
	 */
	idleFor() {
		return this.inFlight.size || this.held
			? 0
			: Date.now() - this.lastActivity;
	}

	private take( request: Request ): Fault | null {
		const fault = this.armed;
		if ( ! fault ) {
			return null;
		}
		if ( fault.kind === 'stale-nonce' && request.method() === 'GET' ) {
			return null; // Reads need no nonce.
		}
		this.armed = null;
		const injected = {
			...fault,
			method: request.method(),
			route: storeApiRoute( request ),
			step: this.armedBy,
		};
		this.injected.push( injected );
		this.stepFaults.push( injected );
		return fault;
	}

	private async handle( route: Route ) {
		const request = route.request();
		const fault = this.take( request );
		this.held++;
		try {
			switch ( fault?.kind ) {
				case undefined:
					await route.continue();
					return;
				case 'abort':
					await route.abort( 'failed' );
					return;
				case 'lost-response':
					// The server does the work; the answer never reaches the shopper.
					await route.fetch();
					await route.abort( 'failed' );
					return;
				case 'delay': {
					const response = await route.fetch();
					await sleep( fault.ms ?? 3000 );
					await route.fulfill( { response } );
					return;
				}
				default: {
					// Asked of the server (bin/lib/mu-plugins/kassa-faults.php).
					const { kind } = fault as Fault;
					await route.continue( {
						headers: {
							...request.headers(),
							'x-kassa-fault': kind,
						},
						postData: this.batchWithFault( request, kind ),
					} );
				}
			}
		} catch {
			// The page went away (a reload or a navigation) while the request was held.
		} finally {
			this.held--;
			this.lastActivity = Date.now();
		}
	}

	/**
	 * A batch carries each sub-request's headers in its body: the stale nonce must reach them.
	 *
	 * @param request The request.
	 * @param kind    The fault.
	 * @return The body to send, or undefined to send it as it is.
	 */
	private batchWithFault( request: Request, kind: FaultKind ) {
		if (
			kind !== 'stale-nonce' ||
			! decodedUrl( request.url() ).includes( '/wc/store/v1/batch' )
		) {
			return undefined;
		}
		const body = request.postDataJSON() as {
			requests: Array< { headers?: Record< string, string > } >;
		};
		body.requests.forEach( ( sub ) => {
			sub.headers = { ...sub.headers, 'X-Kassa-Fault': kind };
		} );
		return JSON.stringify( body );
	}
}
