import { createCartSource } from '../cart-source';

type Summary = { itemsCount: number; total: string } | null;

const makeCart = ( itemsCount: number, total: string ) => ( {
	items_count: itemsCount,
	totals: { total_price: total, currency_prefix: '£' },
} );

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 5 ) );

function mockFetch( ...carts: unknown[] ) {
	const fetchMock = jest.fn();
	carts.forEach( ( cart ) =>
		fetchMock.mockResolvedValueOnce( {
			ok: true,
			json: () => Promise.resolve( cart ),
		} )
	);
	( global as unknown as { fetch: unknown } ).fetch = fetchMock;
	return fetchMock;
}

function pageWithStore( data: Record< string, unknown > ) {
	( window as unknown as Record< string, unknown > ).kassa = { data: {} };
	( window as unknown as Record< string, unknown > ).wp = { data };
}

const config = {
	summary: {
		itemsCount: 1,
		total: '400',
		currency: { currency_prefix: '£' },
	},
	cartUrl: '/wp-json/wc/store/v1/cart',
	drawerScripts: [],
	pages: { cart: '/cart/', checkout: '/checkout/' },
};

const added = () =>
	document.body.dispatchEvent(
		new CustomEvent( 'kassa-cart-added-item', { bubbles: true } )
	);

describe( 'mini-cart cart source', () => {
	let source: ReturnType< typeof createCartSource > | undefined;

	afterEach( () => {
		jest.useRealTimers();
		window.sessionStorage.clear();
		source?.stop();
		delete ( window as unknown as { kassa?: unknown } ).kassa;
		delete ( window as unknown as { wp?: unknown } ).wp;
		delete window.kassaSettings;
	} );

	it( 'shows the server’s figures and asks nothing on load', async () => {
		const fetchMock = mockFetch();
		const seen: Summary[] = [];
		source = createCartSource( config );
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		await flush();
		expect( seen ).toEqual( [ config.summary ] );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'reads the cart when the page before was left with an add unanswered, or answered after this page was asked for', async () => {
		// The shop page, left while its add was on its way: this page's button may predate it.
		window.sessionStorage.setItem(
			'kassa_cart_write_interrupted',
			'unanswered'
		);
		jest.useFakeTimers();
		const fetchMock = mockFetch(
			makeCart( 2, '800' ),
			makeCart( 2, '800' )
		);
		source = createCartSource( config );
		const seen: Summary[] = [];
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		// Again once the server has had the time to finish the write.
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
		expect( seen.at( -1 ) ).toMatchObject( { itemsCount: 2 } );
		source.stop();
		jest.useRealTimers();

		// Answered after this page's navigation began: read once.
		window.sessionStorage.setItem(
			'kassa_cart_write_interrupted',
			String( performance.timeOrigin + 1 )
		);
		const lateFetch = mockFetch( makeCart( 3, '1200' ) );
		source = createCartSource( config );
		source.start();
		await flush();
		expect( lateFetch ).toHaveBeenCalledTimes( 1 );
		source.stop();

		// Answered before it: the server rendered this page after it, nothing to read.
		window.sessionStorage.setItem(
			'kassa_cart_write_interrupted',
			String( performance.timeOrigin - 1 )
		);
		const earlyFetch = mockFetch();
		source = createCartSource( config );
		source.start();
		await flush();
		expect( earlyFetch ).not.toHaveBeenCalled();
		expect(
			window.sessionStorage.getItem( 'kassa_cart_write_interrupted' )
		).toBeNull();
	} );

	it( 'reads the cart once when the history loaded the page (perhaps the HTTP cache’s copy), not on other loads', async () => {
		const navigation = ( type: string ) =>
			Object.defineProperty( window.performance, 'getEntriesByType', {
				configurable: true,
				value: ( kind: string ) =>
					kind === 'navigation' ? [ { type } ] : [],
			} );
		navigation( 'back_forward' );
		const fetchMock = mockFetch( makeCart( 2, '800' ) );
		const seen: Summary[] = [];
		source = createCartSource( config );
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( seen.at( -1 ) ).toMatchObject( { itemsCount: 2 } );
		source.stop();

		navigation( 'navigate' );
		const freshFetch = mockFetch();
		source = createCartSource( config );
		source.start();
		await flush();
		expect( freshFetch ).not.toHaveBeenCalled();
		delete ( window.performance as { getEntriesByType?: unknown } )
			.getEntriesByType;
	} );

	it( 'reads the cart when another tab changed it', async () => {
		const fetchMock = mockFetch( makeCart( 4, '2000' ) );
		const seen: Summary[] = [];
		source = createCartSource( config );
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'some_other_key' } )
		);
		await flush();
		expect( fetchMock ).not.toHaveBeenCalled();
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'kassa_cart_changed' } )
		);
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( fetchMock.mock.calls[ 0 ][ 0 ] ).toBe( config.cartUrl );
		expect( seen.at( -1 ) ).toMatchObject( {
			itemsCount: 4,
			total: '2000',
		} );
	} );

	it( 'keeps showing what it showed when a read fails', async () => {
		const fetchMock = jest.fn().mockRejectedValue( new Error( 'offline' ) );
		( global as unknown as { fetch: unknown } ).fetch = fetchMock;
		const seen: Summary[] = [];
		source = createCartSource( config );
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		added();
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( seen ).toEqual( [ config.summary ] );
	} );

	it( 'reads it again after an add event and a back/forward cache restore', async () => {
		const fetchMock = mockFetch(
			makeCart( 1, '500' ),
			makeCart( 2, '900' )
		);
		const seen: Summary[] = [];
		source = createCartSource( config );
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		added();
		await flush();
		expect( seen.at( -1 )?.itemsCount ).toBe( 1 );
		const restore = new Event( 'pageshow' );
		Object.defineProperty( restore, 'persisted', { value: true } );
		window.dispatchEvent( restore );
		await flush();
		expect( seen.at( -1 )?.itemsCount ).toBe( 2 );
		expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'follows the store, with no request, when the page has it', () => {
		const fetchMock = mockFetch();
		const listeners: Array< () => void > = [];
		let cart = makeCart( 1, '700' );
		pageWithStore( {
			select: () => ( { getCartData: () => cart } ),
			dispatch: () => ( { receiveCart: jest.fn() } ),
			subscribe: ( listener: () => void ) => {
				listeners.push( listener );
				return () => {};
			},
		} );
		const seen: Summary[] = [];
		source = createCartSource( config );
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		expect( seen.at( -1 )?.itemsCount ).toBe( 1 );
		cart = makeCart( 3, '2100' );
		listeners.forEach( ( listener ) => listener() );
		expect( seen.at( -1 ) ).toMatchObject( {
			itemsCount: 3,
			total: '2100',
		} );
		expect( fetchMock ).not.toHaveBeenCalled();
	} );

	it( 'does not follow a store that holds an order being paid: it reads the cart itself', async () => {
		const fetchMock = mockFetch( makeCart( 2, '1000' ) );
		pageWithStore( {
			select: () => ( { getCartData: () => makeCart( 1, '3000' ) } ),
			dispatch: () => ( { receiveCart: jest.fn() } ),
			subscribe: () => () => {},
		} );
		window.kassaSettings = {
			orderToPay: { id: 53, key: 'k', billingEmail: 'e' },
		};
		const seen: Summary[] = [];
		source = createCartSource( config );
		source.subscribe( ( summary ) => seen.push( summary ) );
		source.start();
		expect( seen ).toEqual( [ config.summary ] );
		added();
		await flush();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( seen.at( -1 ) ).toMatchObject( {
			itemsCount: 2,
			total: '1000',
		} );
	} );

	it( 'hands the cart it read to the store once the drawer brought it', async () => {
		mockFetch( makeCart( 2, '1000' ) );
		source = createCartSource( config );
		source.start();
		added();
		await flush();
		const receiveCart = jest.fn();
		pageWithStore( {
			select: () => ( { getCartData: () => null } ),
			dispatch: () => ( { receiveCart } ),
			subscribe: () => () => {},
		} );
		await source.handOver();
		expect( receiveCart ).toHaveBeenCalledWith( makeCart( 2, '1000' ) );
	} );

	it( 'lets the store read the cart itself when it had read none', async () => {
		mockFetch();
		source = createCartSource( config );
		source.start();
		const receiveCart = jest.fn();
		pageWithStore( {
			select: () => ( { getCartData: () => null } ),
			dispatch: () => ( { receiveCart } ),
			subscribe: () => () => {},
		} );
		const seen: Summary[] = [];
		source.subscribe( ( summary ) => seen.push( summary ) );
		await source.handOver();
		expect( receiveCart ).not.toHaveBeenCalled();
		// Until the store has read it, the button keeps the server's figures.
		expect( seen ).toEqual( [ config.summary ] );
	} );
} );
