/**
 * The Store API client. Every call goes through apiFetch (so WordPress's own middlewares and
 * ours — Nonce, Cart-Token, User-ID — apply). Writes made in the same tick are sent together
 * as one `POST /wc/store/v1/batch`, one batch at a time: the server keeps the session of the
 * request that ends last, so a write overtaken by a later one would undo it. A write refused for
 * a stale nonce is retried once with the fresh nonce its response carried.
 */
import apiFetch from '@wordpress/api-fetch';

import {
	STORE_API_BATCH_LIMIT,
	STORE_API_PATH,
	STORE_API_READ_RETRY_DELAYS_MS,
} from '../constants';
import {
	isInvalidNonceError,
	isUnreadableResponseError,
	toStoreApiError,
} from './errors';
import { registerStoreApiMiddleware } from './middleware';
import { getCartToken, getNonce, readSessionHeaders } from './session';

export interface StoreApiRequest {
	/** Store API path, e.g. `/wc/store/v1/cart/add-item`. */
	path: string;
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** JSON body. */
	data?: unknown;
	/** False sends the request on its own (e.g. the checkout). Writes batch by default. */
	batch?: boolean;
	/** A read that must see the writes made before it: sent once they are answered. */
	afterWrites?: boolean;
}

interface ResponseLike {
	status: number;
	headers: { get: ( name: string ) => string | null };
	json: () => Promise< unknown >;
}

interface QueuedRequest {
	request: StoreApiRequest;
	retried: boolean;
	resolve: ( body: unknown ) => void;
	reject: ( error: unknown ) => void;
}

let queue: QueuedRequest[] = [];
let flushTimer: ReturnType< typeof setTimeout > | null = null;
/** The writes in flight; writes queued meanwhile are sent once they are answered. */
let sending: Promise< unknown > | null = null;
/** Writes sent on their own (the checkout), from when they are asked for until answered. */
let soloWrites = 0;
/** When (epoch ms) the last writes sent were answered; 0 before any. */
let lastWriteAnswered = 0;

const isResponse = ( value: unknown ): value is ResponseLike =>
	!! value &&
	typeof value === 'object' &&
	typeof ( value as ResponseLike ).json === 'function' &&
	typeof ( value as ResponseLike ).status === 'number';

const isSuccess = ( status: number ) => status >= 200 && status < 300;

async function readBody( response: ResponseLike ): Promise< unknown > {
	try {
		return await response.json();
	} catch {
		return undefined;
	}
}

/**
 * Sends one request straight away (no batching).
 *
 * @param request The request.
 * @param retried Whether this is the nonce retry.
 * @return The response body.
 */
async function send( request: StoreApiRequest, retried = false ) {
	registerStoreApiMiddleware();
	let result: unknown;
	try {
		result = await apiFetch( {
			path: request.path,
			method: request.method ?? 'GET',
			data: request.data as Record< string, unknown > | undefined,
			parse: false,
		} );
	} catch ( thrown ) {
		result = thrown;
	}
	if ( ! isResponse( result ) ) {
		// A network failure: apiFetch's own `{ code, message }`, or something unreadable.
		throw toStoreApiError( result );
	}
	const body = await readBody( result );
	if ( isSuccess( result.status ) ) {
		return body;
	}
	const error = toStoreApiError( body, result.status );
	if ( ! retried && isInvalidNonceError( error ) ) {
		// SPEC/issue: a stale nonce is retried once; the middleware kept the fresh one.
		return send( request, true );
	}
	throw error;
}

/**
 * Sends a read, trying again (after STORE_API_READ_RETRY_DELAYS_MS) when it got no answer, a
 * server error, or a body that cannot be read; a refusal (4xx) is final.
 *
 * @param request The read.
 * @return The response body.
 */
async function sendRead( request: StoreApiRequest ): Promise< unknown > {
	for ( const wait of STORE_API_READ_RETRY_DELAYS_MS ) {
		try {
			const body = await send( request );
			if ( body !== undefined ) {
				return body;
			}
		} catch ( thrown ) {
			const error = toStoreApiError( thrown );
			const status = Number( error.data?.status ?? 0 );
			if ( ! isUnreadableResponseError( error ) && status < 500 ) {
				throw error;
			}
		}
		await new Promise( ( resolve ) => setTimeout( resolve, wait ) );
	}
	return send( request );
}

function enqueue( request: StoreApiRequest, retried = false ) {
	return new Promise< unknown >( ( resolve, reject ) => {
		queue.push( { request, retried, resolve, reject } );
		if ( flushTimer === null ) {
			// "The same tick": everything queued before the next macrotask goes together.
			flushTimer = setTimeout( flush, 0 );
		}
	} );
}

function settle( item: QueuedRequest, status: number, body: unknown ) {
	if ( isSuccess( status ) ) {
		item.resolve( body );
		return;
	}
	const error = toStoreApiError( body, status );
	if ( ! item.retried && isInvalidNonceError( error ) ) {
		enqueue( item.request, true ).then( item.resolve, item.reject );
		return;
	}
	item.reject( error );
}

async function sendBatch( items: QueuedRequest[] ) {
	const token = getCartToken();
	const requests = items.map( ( { request } ) => ( {
		path: request.path,
		method: request.method ?? 'POST',
		body: request.data,
		cache: 'no-store',
		headers: {
			Nonce: getNonce(),
			...( token ? { 'Cart-Token': token } : {} ),
		},
	} ) );
	let body: unknown;
	try {
		body = await send( {
			path: `${ STORE_API_PATH }/batch`,
			method: 'POST',
			data: { requests },
		} );
	} catch ( error ) {
		items.forEach( ( item ) => item.reject( error ) );
		return;
	}
	const responses = ( body as { responses?: unknown } | undefined )
		?.responses;
	items.forEach( ( item, index ) => {
		const sub = Array.isArray( responses ) ? responses[ index ] : null;
		if ( ! sub || typeof sub !== 'object' ) {
			item.reject( toStoreApiError( undefined ) );
			return;
		}
		const {
			status,
			headers,
			body: subBody,
		} = sub as {
			status?: number;
			headers?: Record< string, unknown >;
			body?: unknown;
		};
		readSessionHeaders( headers );
		settle( item, typeof status === 'number' ? status : 500, subBody );
	} );
}

/**
 * Sends every queued write: alone when it is the only one, else in batches of at most 25.
 */
function flush() {
	flushTimer = null;
	if ( sending || queue.length === 0 ) {
		return;
	}
	const pending = queue;
	queue = [];
	const sends: Promise< unknown >[] = [];
	for ( let i = 0; i < pending.length; i += STORE_API_BATCH_LIMIT ) {
		const chunk = pending.slice( i, i + STORE_API_BATCH_LIMIT );
		if ( chunk.length === 1 ) {
			const [ only ] = chunk;
			sends.push(
				send( only.request, only.retried ).then(
					only.resolve,
					only.reject
				)
			);
		} else {
			sends.push( sendBatch( chunk ) );
		}
	}
	sending = Promise.all( sends ).then( () => {
		lastWriteAnswered = Date.now();
		sending = null;
		flush();
	} );
}

/**
 * Whether a write is queued or in flight.
 *
 * @return True while one is.
 */
export function hasWritesInFlight(): boolean {
	return sending !== null || queue.length > 0 || soloWrites > 0;
}

/**
 * When the last writes sent were answered.
 *
 * @return Epoch milliseconds, 0 when no write has been answered on this page.
 */
export function lastWriteAnsweredAt(): number {
	return lastWriteAnswered;
}

/**
 * Resolves once no write is queued or in flight.
 */
export async function writesSettled() {
	while ( sending || queue.length > 0 ) {
		await ( sending ??
			new Promise( ( resolve ) => setTimeout( resolve ) ) );
	}
}

/**
 * Calls the Store API. Reads go at once (with `afterWrites`, once no write is queued or in
 * flight) and are tried again when they fail for want of an answer (see sendRead); writes wait for the end of the tick and go in one batch with the other writes of that
 * tick, after the writes in flight are answered (with `batch: false`, on their own once no write
 * is queued or in flight). Rejects with a Store API
 * error `{ code, message, data: { status, cart? } }`; bodies that cannot be read reject as
 * `unknown_error`.
 *
 * @param request The request.
 * @return The response body.
 */
export function storeApiFetch< T = unknown >(
	request: StoreApiRequest
): Promise< T > {
	const method = request.method ?? 'GET';
	let promise: Promise< unknown >;
	if ( method === 'GET' ) {
		promise = request.afterWrites
			? writesSettled().then( () => sendRead( { ...request, method } ) )
			: sendRead( { ...request, method } );
	} else if ( request.batch === false ) {
		// A write on its own (the checkout) still comes after the writes made before it.
		soloWrites++;
		promise = writesSettled()
			.then( () => send( { ...request, method } ) )
			.finally( () => {
				soloWrites--;
				lastWriteAnswered = Date.now();
			} );
	} else {
		promise = enqueue( { ...request, method } );
	}
	return promise as Promise< T >;
}

/**
 * Drops queued writes and pending timers (tests only).
 */
export function resetStoreApiQueue(): void {
	queue = [];
	sending = null;
	soloWrites = 0;
	lastWriteAnswered = 0;
	if ( flushTimer !== null ) {
		clearTimeout( flushTimer );
		flushTimer = null;
	}
}
