import apiFetch from '@wordpress/api-fetch';

import { storeApiFetch, resetStoreApiQueue } from '../fetch';
import { getCartToken, getNonce, onCustomerId, resetSession } from '../session';
import { normalizeCart } from '../cart-response';
import {
	installFakeFetch,
	uninstallFakeFetch,
} from '../../../stores/test-utils/fake-fetch';
import { makeCart, makeCartItem } from '../../../stores/test-utils/factories';

const flushTicks = async () => {
	for ( let i = 0; i < 3; i++ ) {
		await jest.runAllTimersAsync();
	}
};

const write = ( n: number ) => ( {
	path: '/wc/store/v1/cart/add-item',
	method: 'POST' as const,
	data: { id: n, quantity: 1 },
} );

beforeEach( () => {
	jest.useFakeTimers();
	resetSession();
	resetStoreApiQueue();
	window.kassaSettings = { storeApiNonce: 'nonce-0' };
} );
afterEach( () => {
	uninstallFakeFetch();
	jest.useRealTimers();
} );

describe( 'Store API client', () => {
	it( 'sends writes made in the same tick as one POST /wc/store/v1/batch', async () => {
		const fake = installFakeFetch( ( call ) => ( {
			body: { echoed: call.data.id },
		} ) );
		const results = Promise.all( [
			storeApiFetch( write( 1 ) ),
			storeApiFetch( write( 2 ) ),
			storeApiFetch( write( 3 ) ),
		] );
		await jest.advanceTimersByTimeAsync( 0 );
		expect( await results ).toEqual( [
			{ echoed: 1 },
			{ echoed: 2 },
			{ echoed: 3 },
		] );
		expect( fake.calls ).toHaveLength( 1 );
		expect( fake.calls[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/batch',
			method: 'POST',
		} );
		expect( fake.calls[ 0 ].data.requests ).toHaveLength( 3 );
		expect( fake.calls[ 0 ].data.requests[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			body: { id: 1, quantity: 1 },
			headers: { Nonce: 'nonce-0' },
		} );
	} );

	it( 'sends a lone write directly, with the Nonce header', async () => {
		const fake = installFakeFetch( () => ( { body: {} } ) );
		const done = storeApiFetch( write( 1 ) );
		await jest.advanceTimersByTimeAsync( 0 );
		await done;
		expect( fake.calls ).toHaveLength( 1 );
		expect( fake.calls[ 0 ].path ).toBe( '/wc/store/v1/cart/add-item' );
		expect( fake.calls[ 0 ].headers.Nonce ).toBe( 'nonce-0' );
	} );

	it( 'sends writes of different ticks separately', async () => {
		const fake = installFakeFetch( () => ( { body: {} } ) );
		const first = storeApiFetch( write( 1 ) );
		await jest.advanceTimersByTimeAsync( 0 );
		const second = storeApiFetch( write( 2 ) );
		await jest.advanceTimersByTimeAsync( 0 );
		await Promise.all( [ first, second ] );
		expect( fake.calls.map( ( c ) => c.path ) ).toEqual( [
			'/wc/store/v1/cart/add-item',
			'/wc/store/v1/cart/add-item',
		] );
	} );

	it( 'sends writes made while one is in flight after it is answered, together', async () => {
		let answerFirst = () => {};
		const fake = installFakeFetch( ( call ) =>
			call.data.id === 1
				? new Promise( ( resolve ) => {
						answerFirst = () => resolve( { body: { id: 1 } } );
					} )
				: { body: { id: call.data.id } }
		);
		const first = storeApiFetch( write( 1 ) );
		await jest.advanceTimersByTimeAsync( 0 );
		const later = [ storeApiFetch( write( 2 ) ) ];
		await jest.advanceTimersByTimeAsync( 0 );
		later.push( storeApiFetch( write( 3 ) ) );
		await jest.advanceTimersByTimeAsync( 0 );
		// The server keeps the session of the request that ends last: nothing overtakes.
		expect( fake.calls ).toHaveLength( 1 );
		answerFirst();
		await expect( first ).resolves.toEqual( { id: 1 } );
		await jest.advanceTimersByTimeAsync( 0 );
		await expect( Promise.all( later ) ).resolves.toEqual( [
			{ id: 2 },
			{ id: 3 },
		] );
		expect( fake.calls.map( ( c ) => c.path ) ).toEqual( [
			'/wc/store/v1/cart/add-item',
			'/wc/store/v1/batch',
		] );
	} );

	it.each( [
		[
			'a write on its own (batch: false)',
			{
				path: '/wc/store/v1/checkout',
				method: 'POST' as const,
				data: {},
				batch: false,
			},
		],
		[
			'a read that must see them (afterWrites)',
			{ path: '/wc/store/v1/cart', afterWrites: true },
		],
	] )(
		'sends %s after the writes before it are answered',
		async ( _name, request ) => {
			const answers: Array< () => void > = [];
			const fake = installFakeFetch(
				() =>
					new Promise( ( resolve ) =>
						answers.push( () => resolve( { body: {} } ) )
					)
			);
			storeApiFetch( write( 1 ) );
			const sent = storeApiFetch( request );
			await jest.advanceTimersByTimeAsync( 0 );
			expect( fake.calls.map( ( c ) => c.path ) ).toEqual( [
				'/wc/store/v1/cart/add-item',
			] );
			answers[ 0 ]();
			await jest.advanceTimersByTimeAsync( 0 );
			expect( fake.calls.map( ( c ) => c.path ) ).toEqual( [
				'/wc/store/v1/cart/add-item',
				request.path,
			] );
			answers[ 1 ]();
			await expect( sent ).resolves.toEqual( {} );
		}
	);

	it( 'tries a read again when it got no answer, a server error or an unreadable body: twice at most', async () => {
		const answers = [
			() => {
				throw {
					code: 'fetch_error',
					message: 'You are probably offline.',
				};
			},
			() => ( { status: 200, unreadable: true } ),
			() => ( { body: { items: [] } } ),
		];
		const fake = installFakeFetch( () =>
			answers[ fake.calls.length - 1 ]()
		);
		const read = storeApiFetch( { path: '/wc/store/v1/cart' } );
		await flushTicks();
		await expect( read ).resolves.toEqual( { items: [] } );
		expect( fake.calls ).toHaveLength( 3 );

		fake.setHandler( () => ( { status: 503, unreadable: true } ) );
		const failing = storeApiFetch( { path: '/wc/store/v1/cart' } );
		failing.catch( () => {} );
		await flushTicks();
		await expect( failing ).rejects.toMatchObject( {
			data: { status: 503 },
		} );
		expect( fake.calls ).toHaveLength( 6 );
	} );

	it( 'does not try a refused read again', async () => {
		const fake = installFakeFetch( () => ( {
			status: 404,
			body: {
				code: 'woocommerce_rest_product_invalid_id',
				message: 'Invalid product ID.',
			},
		} ) );
		const read = storeApiFetch( { path: '/wc/store/v1/products/0' } );
		read.catch( () => {} );
		await flushTicks();
		await expect( read ).rejects.toMatchObject( {
			code: 'woocommerce_rest_product_invalid_id',
		} );
		expect( fake.calls ).toHaveLength( 1 );
	} );

	it( 'sends reads at once, without a nonce', async () => {
		const fake = installFakeFetch( () => ( { body: { ok: true } } ) );
		await expect(
			storeApiFetch( { path: '/wc/store/v1/cart' } )
		).resolves.toEqual( { ok: true } );
		expect( fake.calls[ 0 ].headers.Nonce ).toBeUndefined();
	} );

	it( 'keeps the nonce each response sends and uses it on the next write', async () => {
		const fake = installFakeFetch( () => ( {
			body: {},
			headers: { Nonce: 'nonce-1' },
		} ) );
		await storeApiFetch( { path: '/wc/store/v1/cart' } );
		expect( getNonce() ).toBe( 'nonce-1' );
		const done = storeApiFetch( write( 1 ) );
		await jest.advanceTimersByTimeAsync( 0 );
		await done;
		expect( fake.calls[ 1 ].headers.Nonce ).toBe( 'nonce-1' );
	} );

	it( 'retries a 403 invalid-nonce once with the fresh nonce', async () => {
		let attempts = 0;
		const fake = installFakeFetch( () => {
			attempts += 1;
			return attempts === 1
				? {
						status: 403,
						headers: { Nonce: 'fresh' },
						body: {
							code: 'woocommerce_rest_invalid_nonce',
							message: 'Nonce is invalid.',
							data: { status: 403 },
						},
					}
				: { body: { ok: true } };
		} );
		const done = storeApiFetch( write( 1 ) );
		await jest.advanceTimersByTimeAsync( 0 );
		await expect( done ).resolves.toEqual( { ok: true } );
		expect( fake.calls ).toHaveLength( 2 );
		expect( fake.calls[ 1 ].headers.Nonce ).toBe( 'fresh' );
	} );

	it( 'gives up after one nonce retry', async () => {
		const fake = installFakeFetch( () => ( {
			status: 403,
			body: {
				code: 'woocommerce_rest_invalid_nonce',
				message: 'Nonce is invalid.',
			},
		} ) );
		const done = storeApiFetch( write( 1 ) ).catch( ( e: unknown ) => e );
		await flushTicks();
		expect( await done ).toMatchObject( {
			code: 'woocommerce_rest_invalid_nonce',
			data: { status: 403 },
		} );
		expect( fake.calls ).toHaveLength( 2 );
	} );

	it( 'retries a batched invalid-nonce sub-request once', async () => {
		let refused = false;
		const fake = installFakeFetch( ( call ) => {
			if ( call.data?.id === 2 && ! refused ) {
				refused = true;
				return {
					status: 403,
					headers: { Nonce: 'fresh' },
					body: {
						code: 'woocommerce_rest_invalid_nonce',
						message: 'Nonce is invalid.',
					},
				};
			}
			return { body: { id: call.data?.id } };
		} );
		const results = Promise.all( [
			storeApiFetch( write( 1 ) ),
			storeApiFetch( write( 2 ) ),
		] );
		await flushTicks();
		expect( await results ).toEqual( [ { id: 1 }, { id: 2 } ] );
		expect( fake.calls ).toHaveLength( 2 );
		expect( fake.calls[ 1 ].headers.Nonce ).toBe( 'fresh' );
	} );

	it( 'never sends the Cart-Token by default: the browser keeps the cookie session', async () => {
		const fake = installFakeFetch( () => ( {
			body: {},
			headers: { 'Cart-Token': 'jwt-1' },
		} ) );
		await storeApiFetch( { path: '/wc/store/v1/cart' } );
		storeApiFetch( write( 1 ) );
		storeApiFetch( write( 2 ) );
		await flushTicks();
		expect( getCartToken() ).toBeNull();
		expect( fake.calls ).toHaveLength( 2 );
		expect( fake.calls[ 1 ].headers[ 'Cart-Token' ] ).toBeUndefined();
		for ( const request of fake.calls[ 1 ].data.requests ) {
			expect( request.headers[ 'Cart-Token' ] ).toBeUndefined();
		}
	} );

	it( 'sends the Cart-Token the Store API issued where the site asks for it (headless)', async () => {
		window.kassaSettings = { storeApiNonce: 'nonce-0', useCartToken: true };
		const fake = installFakeFetch( () => ( {
			body: {},
			headers: { 'Cart-Token': 'jwt-1' },
		} ) );
		await storeApiFetch( { path: '/wc/store/v1/cart' } );
		expect( getCartToken() ).toBe( 'jwt-1' );
		await storeApiFetch( { path: '/wc/store/v1/cart' } );
		expect( fake.calls[ 1 ].headers[ 'Cart-Token' ] ).toBe( 'jwt-1' );
	} );

	it( 'reports the customer id of the User-ID header (0 = guest)', async () => {
		installFakeFetch( () => ( { body: {}, headers: { 'User-ID': '0' } } ) );
		const seen: number[] = [];
		onCustomerId( ( id ) => seen.push( id ) );
		await storeApiFetch( { path: '/wc/store/v1/cart' } );
		expect( seen ).toEqual( [ 0 ] );
	} );

	it( 'rejects with the Store API error body', async () => {
		installFakeFetch( () => ( {
			status: 400,
			body: {
				code: 'woocommerce_rest_cart_invalid_product',
				message: 'This product cannot be added to the cart.',
				data: { status: 400 },
			},
		} ) );
		const done = storeApiFetch( write( 1 ) ).catch( ( e: unknown ) => e );
		await flushTicks();
		expect( await done ).toMatchObject( {
			code: 'woocommerce_rest_cart_invalid_product',
		} );
	} );

	it( 'rejects an unreadable body as unknown_error', async () => {
		installFakeFetch( () => ( { status: 500, unreadable: true } ) );
		const read = storeApiFetch( { path: '/wc/store/v1/cart' } );
		read.catch( () => {} );
		await flushTicks();
		await expect( read ).rejects.toMatchObject( {
			code: 'unknown_error',
			message: '',
		} );
	} );

	it( 'keeps a failed answer that is not an error, such as a declined payment’s order, as data.response', async () => {
		const order = {
			order_id: 7,
			payment_result: { payment_status: 'failure' },
		};
		installFakeFetch( () => ( { status: 400, body: order } ) );
		await expect(
			storeApiFetch( {
				path: '/wc/store/v1/checkout',
				method: 'POST',
				batch: false,
			} )
		).rejects.toMatchObject( {
			code: 'unknown_error',
			data: { status: 400, response: order },
		} );
	} );

	it( 'rejects every request of a malformed batch response as unknown_error', async () => {
		const fake = installFakeFetch( () => ( { body: {} } ) );
		apiFetch.setFetchHandler( async ( options ) => {
			fake.calls.push( options as never );
			return {
				status: 207,
				ok: true,
				headers: { get: () => null },
				json: async () => ( { responses: 'broken' } ),
			};
		} );
		const results = Promise.allSettled( [
			storeApiFetch( write( 1 ) ),
			storeApiFetch( write( 2 ) ),
		] );
		await flushTicks();
		const settled = await results;
		expect( settled ).toEqual( [
			{
				status: 'rejected',
				reason: expect.objectContaining( { code: 'unknown_error' } ),
			},
			{
				status: 'rejected',
				reason: expect.objectContaining( { code: 'unknown_error' } ),
			},
		] );
		expect( fake.calls ).toHaveLength( 1 );
	} );
} );

describe( 'normalizeCart', () => {
	it( 'returns null for something that is not a cart', () => {
		expect( normalizeCart( null ) ).toBeNull();
		expect( normalizeCart( 'cart' ) ).toBeNull();
		expect( normalizeCart( { items: 'none', totals: {} } ) ).toBeNull();
		expect( normalizeCart( { items: [] } ) ).toBeNull();
	} );

	it( 'returns null when a line has no key or quantity', () => {
		expect(
			normalizeCart( { items: [ { id: 1 } ], totals: {} } )
		).toBeNull();
	} );

	it( 'completes a partial cart with empty lists', () => {
		const cart = normalizeCart( {
			items: [ { key: 'a', quantity: 2 } ],
			totals: { total_price: '100' },
		} );
		expect( cart ).toMatchObject( {
			coupons: [],
			fees: [],
			errors: [],
			shipping_rates: [],
			payment_methods: [],
			items_count: 2,
		} );
		expect( cart?.items[ 0 ].quantity_limits ).toEqual( {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		} );
	} );

	it( 'keeps a complete cart as it is', () => {
		const full = makeCart( {
			items: [ makeCartItem( { quantity_limits: { minimum: 2 } } ) ],
		} );
		expect( normalizeCart( full ) ).toEqual( full );
	} );
} );
