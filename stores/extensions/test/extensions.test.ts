import {
	applyCheckoutFilter,
	checkoutEvents,
	getForcedBlocks,
	getRegisteredBlockComponents,
	registerCheckoutBlock,
	registerCheckoutFilters,
	resetCheckoutBlocks,
	resetCheckoutFilters,
} from '..';

const Component = () => null;

beforeEach( () => {
	resetCheckoutFilters();
	resetCheckoutBlocks();
	window.kassaSettings = { currentUserIsAdmin: false };
} );

describe( 'checkout filters', () => {
	it( 'applies filters in registration order', () => {
		registerCheckoutFilters( 'a', { itemName: ( v: string ) => v + '!' } );
		registerCheckoutFilters( 'b', { itemName: ( v: string ) => v + '?' } );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Cap',
			} )
		).toBe( 'Cap!?' );
	} );

	it( 'uses the default and logs when a filter returns another type (shoppers)', () => {
		registerCheckoutFilters( 'a', { itemName: () => 5 } );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Cap',
			} )
		).toBe( 'Cap' );
		expect( console ).toHaveErrored();
	} );

	it( 'throws for administrators when a filter returns another type', () => {
		window.kassaSettings = { currentUserIsAdmin: true };
		registerCheckoutFilters( 'a', { itemName: () => [ 'x' ] } );
		expect( () =>
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Cap',
			} )
		).toThrow( 'returned a array, but it must return a string' );
	} );

	it( 'requires price filters to keep the price placeholder', () => {
		registerCheckoutFilters( 'a', { cartItemPrice: () => 'Free!' } );
		expect(
			applyCheckoutFilter( {
				filterName: 'cartItemPrice',
				defaultValue: '<price/>',
			} )
		).toBe( '<price/>' );
		expect( console ).toHaveErrored();
		registerCheckoutFilters( 'a', {
			cartItemPrice: ( v: string ) => `${ v } each`,
		} );
		expect(
			applyCheckoutFilter( {
				filterName: 'cartItemPrice',
				defaultValue: '<price/>',
			} )
		).toBe( '<price/> each' );
	} );

	it( 'leaves out a filter that throws, and keeps what the others made (shoppers)', () => {
		registerCheckoutFilters( 'a', { itemName: ( v: string ) => v + '!' } );
		registerCheckoutFilters( 'b', {
			itemName: () => {
				throw new Error( 'broken' );
			},
		} );
		registerCheckoutFilters( 'c', { itemName: ( v: string ) => v + '?' } );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Cap',
			} )
		).toBe( 'Cap!?' );
		expect( console ).toHaveErrored();
	} );

	it( 'leaves out a value the caller’s validation refuses', () => {
		registerCheckoutFilters( 'a', { itemName: () => '' } );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Cap',
				validation: ( v: string ) => v !== '' || 'must not be empty',
			} )
		).toBe( 'Cap' );
		expect( console ).toHaveErrored();
	} );

	it( 'refuses a filter that is not a function', () => {
		expect( () =>
			registerCheckoutFilters( 'a', { itemName: 'x' as never } )
		).toThrow( "filter 'itemName' is not a function" );
	} );
} );

describe( 'registerCheckoutBlock (SPEC §5)', () => {
	const valid = {
		metadata: {
			name: 'acme/gift-note',
			parent: [ 'kassa/checkout-fields' ],
		},
		component: Component,
	};

	it( 'forces a block its metadata locks against removal, unless told otherwise', () => {
		const locked = {
			...valid,
			metadata: {
				...valid.metadata,
				attributes: { lock: { default: { remove: true } } },
			},
		};
		registerCheckoutBlock( locked );
		expect( getForcedBlocks( 'kassa/checkout-fields' ) ).toHaveLength( 1 );
		registerCheckoutBlock( { ...locked, force: false } );
		expect( getForcedBlocks( 'kassa/checkout-fields' ) ).toHaveLength( 0 );
		registerCheckoutBlock( { ...valid, force: true } );
		expect( getForcedBlocks( 'kassa/checkout-fields' ) ).toHaveLength( 1 );
	} );

	it( 'registers a block into its area', () => {
		registerCheckoutBlock( valid );
		expect(
			getRegisteredBlockComponents( 'kassa/checkout-fields' )
		).toEqual( {
			'acme/gift-note': Component,
		} );
	} );

	it.each( [
		[
			{ ...valid, metadata: { ...valid.metadata, name: '' } },
			'metadata.name must be a non-empty string',
		],
		[ { ...valid, metadata: 'acme' }, 'metadata must be an object' ],
		[
			{
				...valid,
				metadata: { ...valid.metadata, parent: [ 'kassa/nowhere' ] },
			},
			'must name registered block areas',
		],
		[ { ...valid, component: undefined }, 'the component of' ],
	] )( 'refuses %j', ( options, message ) => {
		expect( () => registerCheckoutBlock( options as never ) ).toThrow(
			message
		);
	} );
} );

describe( 'checkout events', () => {
	it( 'offers observers with priority', () => {
		const unsubscribe = checkoutEvents.onCheckoutValidation(
			() => true,
			5
		);
		expect( typeof unsubscribe ).toBe( 'function' );
		unsubscribe();
	} );
} );
