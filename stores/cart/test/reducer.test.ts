import reducer from '../reducer';
import {
	finishCalculation,
	markShippingRateSelected,
	receiveCart,
	receiveError,
	setBillingAddress,
	setItemPendingDelete,
	setItemPendingQuantity,
	setMetadata,
	setRequestedQuantity,
	setShippingAddress,
	setShippingRequestError,
	startCalculation,
} from '../actions';
import { isCalculating } from '../selectors';
import {
	makeCart,
	makeShippingPackage,
	makeShippingRate,
} from '../../test-utils/factories';

const init = () => reducer( undefined, { type: '@@INIT' } as never );

describe( 'cart reducer', () => {
	it( 'starts without a cart when the page preloaded none', () => {
		expect( init().cartData ).toBeNull();
		expect( init().metadata ).toEqual( {
			isUpdatingCustomerData: false,
			isUpdatingSelectedRate: false,
			applyingCoupon: '',
			removingCoupon: '',
			isCartDataStale: false,
			isCustomerDataDirty: false,
		} );
	} );

	it( 'hydrates from the preloaded cart', () => {
		const cart = makeCart();
		window.kassaSettings = { preloadedCart: cart };
		expect( init().cartData ).toEqual( cart );
		window.kassaSettings = {};
	} );

	it( 'replaces the cart with the one received', () => {
		const cart = makeCart( { items_count: 2 } );
		expect( reducer( undefined, receiveCart( cart ) ).cartData ).toBe(
			cart
		);
	} );

	it( 'ignores a response older than the newest applied one', () => {
		const newer = makeCart( { items_count: 3 } );
		const older = makeCart( { items_count: 1 } );
		const state = reducer( init(), receiveCart( newer, 5 ) );
		expect( reducer( state, receiveCart( older, 4 ) ) ).toBe( state );
		expect( reducer( state, receiveCart( older, 6 ) ).cartData ).toBe(
			older
		);
	} );

	it( 'clears a read error and the stale flag once a cart arrives', () => {
		let state = reducer(
			init(),
			receiveError( 'Unable to get cart data from the API.' )
		);
		state = reducer( state, setMetadata( { isCartDataStale: true } ) );
		expect( state.errorMessage ).toBe(
			'Unable to get cart data from the API.'
		);
		state = reducer( state, receiveCart( makeCart() ) );
		expect( state.errorMessage ).toBeNull();
		expect( state.metadata.isCartDataStale ).toBe( false );
	} );

	it( 'keeps the cart when a read fails', () => {
		const cart = makeCart();
		const state = reducer(
			reducer( init(), receiveCart( cart ) ),
			receiveError( 'Unable to get cart data from the API.' )
		);
		expect( state.cartData ).toBe( cart );
	} );

	it.each( [
		[ 'isUpdatingCustomerData', true ],
		[ 'isUpdatingSelectedRate', true ],
		[ 'applyingCoupon', 'SAVE10' ],
		[ 'removingCoupon', 'SAVE10' ],
		[ 'isCartDataStale', true ],
		[ 'isCustomerDataDirty', true ],
	] )( 'sets the %s metadata flag', ( flag, value ) => {
		expect(
			reducer( init(), setMetadata( { [ flag ]: value } ) ).metadata
		).toMatchObject( { [ flag ]: value } );
	} );

	it( 'marks and unmarks a line pending-delete', () => {
		const on = reducer( init(), setItemPendingDelete( 'a', true ) );
		expect( on.itemsPendingDelete ).toEqual( [ 'a' ] );
		expect(
			reducer( on, setItemPendingDelete( 'a', false ) ).itemsPendingDelete
		).toEqual( [] );
	} );

	it( 'marks and unmarks a line pending-quantity', () => {
		const on = reducer( init(), setItemPendingQuantity( 'a', true ) );
		expect( on.itemsPendingQuantity ).toEqual( [ 'a' ] );
		expect( reducer( on, setItemPendingQuantity( 'a', true ) ) ).toBe( on );
		expect(
			reducer( on, setItemPendingQuantity( 'a', false ) )
				.itemsPendingQuantity
		).toEqual( [] );
	} );

	it( 'records and forgets a requested quantity', () => {
		const on = reducer( init(), setRequestedQuantity( 'a', 4 ) );
		expect( on.requestedQuantities ).toEqual( { a: 4 } );
		expect(
			reducer( on, setRequestedQuantity( 'a', null ) ).requestedQuantities
		).toEqual( {} );
	} );

	it( "keeps the addresses the server sent apart from the shopper's local edits", () => {
		const cart = makeCart();
		const state = reducer( init(), receiveCart( cart ) );
		expect( state.receivedAddresses ).toEqual( {
			shipping_address: cart.shipping_address,
			billing_address: cart.billing_address,
		} );
		const edited = reducer(
			state,
			setShippingAddress( { city: 'Leeds' } )
		);
		expect( edited.receivedAddresses ).toBe( state.receivedAddresses );
		const renamed = makeCart();
		renamed.shipping_address.first_name = 'Augusta';
		expect(
			reducer( edited, receiveCart( renamed ) ).receivedAddresses
				?.shipping_address.first_name
		).toBe( 'Augusta' );
	} );

	it( 'edits addresses locally and marks customer data dirty', () => {
		const state = reducer( init(), receiveCart( makeCart() ) );
		const shipped = reducer(
			state,
			setShippingAddress( { city: 'Leeds' } )
		);
		expect( shipped.cartData?.shipping_address.city ).toBe( 'Leeds' );
		expect( shipped.metadata.isCustomerDataDirty ).toBe( true );
		const billed = reducer(
			state,
			setBillingAddress( { email: 'b@example.com' } )
		);
		expect( billed.cartData?.billing_address.email ).toBe(
			'b@example.com'
		);
	} );

	it( 'shows a rate selected in its package before the server confirms', () => {
		const cart = makeCart( {
			shipping_rates: [
				makeShippingPackage( {
					package_id: 1,
					shipping_rates: [
						makeShippingRate( {
							rate_id: 'flat_rate:1',
							selected: true,
						} ),
						makeShippingRate( { rate_id: 'free_shipping:2' } ),
					],
				} ),
			],
		} );
		const state = reducer(
			reducer( init(), receiveCart( cart ) ),
			markShippingRateSelected( 'free_shipping:2', 1, 0 )
		);
		expect(
			state.cartData?.shipping_rates[ 0 ].shipping_rates.map(
				( r ) => r.selected
			)
		).toEqual( [ false, true ] );
	} );

	it( 'selects a pickup rate in every package offering it', () => {
		const pickup = makeShippingRate( { rate_id: 'pickup_location:0' } );
		const cart = makeCart( {
			shipping_rates: [
				makeShippingPackage( {
					package_id: 0,
					shipping_rates: [
						makeShippingRate( { selected: true } ),
						pickup,
					],
				} ),
				makeShippingPackage( {
					package_id: 1,
					shipping_rates: [
						makeShippingRate( { selected: true } ),
						pickup,
					],
				} ),
			],
		} );
		const state = reducer(
			reducer( init(), receiveCart( cart ) ),
			markShippingRateSelected( 'pickup_location:0', null, 0 )
		);
		state.cartData?.shipping_rates.forEach( ( pkg ) =>
			expect( pkg.shipping_rates[ 1 ].selected ).toBe( true )
		);
	} );

	describe( 'a choice whose request has not answered', () => {
		const ratesOf = ( state: ReturnType< typeof init > ) =>
			state.cartData?.shipping_rates[ 0 ].shipping_rates.map(
				( rate ) => rate.selected
			);
		const cartWith = ( selectedRate: string ) =>
			makeCart( {
				shipping_rates: [
					makeShippingPackage( {
						package_id: 1,
						shipping_rates: [
							'flat_rate:1',
							'free_shipping:2',
						].map( ( rateId ) =>
							makeShippingRate( {
								rate_id: rateId,
								selected: rateId === selectedRate,
							} )
						),
					} ),
				],
			} );
		// Request 3 was in flight when the shopper chose free shipping (request 4 sends it).
		const chosen = () =>
			reducer(
				reducer( init(), receiveCart( cartWith( 'flat_rate:1' ), 2 ) ),
				markShippingRateSelected( 'free_shipping:2', 1, 3 )
			);

		it( 'stays on show when an older request answers with the rate before it', () => {
			const state = reducer(
				chosen(),
				receiveCart( cartWith( 'flat_rate:1' ), 3 )
			);
			expect( ratesOf( state ) ).toEqual( [ false, true ] );
			expect( state.pendingRateSelections ).toHaveLength( 1 );
		} );

		it( 'gives way to the answer of a request sent after it', () => {
			const state = reducer(
				chosen(),
				receiveCart( cartWith( 'flat_rate:1' ), 4 )
			);
			expect( ratesOf( state ) ).toEqual( [ true, false ] );
			expect( state.pendingRateSelections ).toEqual( [] );
		} );

		it( 'gives way to a cart that always applies', () => {
			const state = reducer(
				chosen(),
				receiveCart( cartWith( 'flat_rate:1' ) )
			);
			expect( ratesOf( state ) ).toEqual( [ true, false ] );
			expect( state.pendingRateSelections ).toEqual( [] );
		} );
	} );

	it( 'records the failed shipping request code', () => {
		expect(
			reducer( init(), setShippingRequestError( 'x' ) )
				.shippingRequestError
		).toBe( 'x' );
	} );

	it( 'is calculating until the last of overlapping updates ends', () => {
		let state = reducer( init(), startCalculation() );
		state = reducer( state, startCalculation() );
		state = reducer( state, finishCalculation() );
		expect( isCalculating( state ) ).toBe( true );
		state = reducer( state, finishCalculation() );
		expect( isCalculating( state ) ).toBe( false );
		expect(
			reducer( state, finishCalculation() ).calculationsInFlight
		).toBe( 0 );
	} );
} );
