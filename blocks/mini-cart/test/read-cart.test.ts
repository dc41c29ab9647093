import { readCart } from '../read-cart';

const cart = { items_count: 1, totals: { total_price: '500' } };

function answers( ...replies: Array< () => unknown > ) {
	const fetchMock = jest.fn();
	replies.forEach( ( reply ) => fetchMock.mockImplementationOnce( reply ) );
	( global as unknown as { fetch: unknown } ).fetch = fetchMock;
	return fetchMock;
}

const ok = ( body: unknown ) => () =>
	Promise.resolve( {
		ok: true,
		status: 200,
		json: () => Promise.resolve( body ),
	} );
const status = ( code: number ) => () =>
	Promise.resolve( {
		ok: false,
		status: code,
		json: () => Promise.resolve( {} ),
	} );

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( "the mini-cart's cart read", () => {
	it( 'tries again after no answer, a server error or a body that is no cart, twice at most', async () => {
		const fetchMock = answers(
			() => Promise.reject( new TypeError( 'Failed to fetch' ) ),
			ok( '{"items' ),
			ok( cart )
		);
		const read = readCart( '/cart', {} );
		await jest.runAllTimersAsync();
		await expect( read ).resolves.toEqual( cart );
		expect( fetchMock ).toHaveBeenCalledTimes( 3 );

		const failing = answers( status( 500 ), status( 502 ), status( 503 ) );
		const none = readCart( '/cart', {} );
		await jest.runAllTimersAsync();
		await expect( none ).resolves.toBeNull();
		expect( failing ).toHaveBeenCalledTimes( 3 );
	} );

	it( 'takes a refusal as final', async () => {
		const fetchMock = answers( status( 403 ) );
		const read = readCart( '/cart', {} );
		await jest.runAllTimersAsync();
		await expect( read ).resolves.toBeNull();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	} );
} );
