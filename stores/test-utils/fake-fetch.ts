/**
 * A fake Store API behind apiFetch's fetch handler. It records every call (so tests count
 * requests) and answers through a handler; batch requests are unpacked, each sub-request
 * answered by the same handler, and recorded in `subCalls`.
 */
import apiFetch from '@wordpress/api-fetch';

export interface RecordedCall {
	path: string;
	method: string;
	data: any;
	headers: Record< string, string >;
}

export interface FakeResponse {
	status?: number;
	body?: unknown;
	headers?: Record< string, string >;
	/** The body is not JSON. */
	unreadable?: boolean;
}

export type FakeHandler = (
	call: RecordedCall
) => FakeResponse | Promise< FakeResponse >;

const stripLocale = ( path: string ) =>
	path.replace( /[?&]_locale=user$/, '' ).replace( /\?_locale=user&/, '?' );

/**
 * Installs the fake.
 *
 * @param handler Answers each (sub-)request.
 * @return calls (top-level requests), subCalls (inside batches), setHandler.
 */
export function installFakeFetch( handler: FakeHandler ) {
	let respond = handler;
	const calls: RecordedCall[] = [];
	const subCalls: RecordedCall[] = [];

	apiFetch.setFetchHandler( async ( options ) => {
		const call: RecordedCall = {
			path: stripLocale( String( options.path ?? '' ) ),
			method: String( options.method ?? 'GET' ),
			data: options.data,
			headers: { ...( options.headers as Record< string, string > ) },
		};
		calls.push( call );
		let answer: FakeResponse;
		if ( call.path === '/wc/store/v1/batch' ) {
			const responses = [];
			for ( const request of call.data.requests ) {
				const sub: RecordedCall = {
					path: request.path,
					method: request.method,
					data: request.body,
					headers: request.headers,
				};
				subCalls.push( sub );
				const r = await respond( sub );
				responses.push( {
					status: r.status ?? 200,
					body: r.body,
					headers: r.headers ?? {},
				} );
			}
			answer = { status: 207, body: { responses } };
		} else {
			answer = await respond( call );
		}
		const status = answer.status ?? 200;
		const headers = answer.headers ?? {};
		const response = {
			status,
			ok: status >= 200 && status < 300,
			headers: {
				get: ( name: string ) => {
					const key = Object.keys( headers ).find(
						( k ) => k.toLowerCase() === name.toLowerCase()
					);
					return key ? headers[ key ] : null;
				},
			},
			json: async () => {
				if ( answer.unreadable ) {
					throw new SyntaxError( 'Unexpected token < in JSON' );
				}
				return answer.body;
			},
		};
		if ( ! response.ok ) {
			throw response;
		}
		return response;
	} );

	return {
		calls,
		subCalls,
		setHandler( next: FakeHandler ) {
			respond = next;
		},
	};
}

/**
 * Restores apiFetch's real fetch handler.
 */
export function uninstallFakeFetch() {
	apiFetch.setFetchHandler( apiFetch.defaultFetchHandler );
}
