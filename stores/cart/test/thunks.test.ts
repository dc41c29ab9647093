import { cartStore } from '..';
import { checkoutStore } from '../../checkout';
import { validationStore } from '../../validation';
import { checkoutEvents } from '../../shared/events';
import {
	installFakeFetch,
	uninstallFakeFetch,
	type RecordedCall,
} from '../../test-utils/fake-fetch';
import {
	makeCart,
	makeCartItem,
	makeShippingPackage,
	makeShippingRate,
} from '../../test-utils/factories';
import { makeRegistry, noticesOf } from '../../test-utils/registry';
import type { Cart } from '../../../assets/api/types';
import { resetStoreApiQueue, storeApiFetch } from '../../../assets/api/fetch';

const settle = async () => {
	for ( let i = 0; i < 3; i++ ) {
		await jest.runAllTimersAsync();
	}
};

let stop: () => void;

function setup(
	cart: Cart = makeCart(),
	respond?: ( c: RecordedCall ) => any
) {
	window.kassaSettings = { preloadedCart: cart, storeApiNonce: 'n' };
	const made = makeRegistry();
	stop = made.stop;
	const fake = installFakeFetch( respond ?? ( () => ( { body: cart } ) ) );
	return { registry: made.registry, fake };
}

beforeEach( () => {
	jest.useFakeTimers();
	window.localStorage.clear();
} );
afterEach( () => {
	stop?.();
	uninstallFakeFetch();
	jest.useRealTimers();
} );

describe( 'cart thunks', () => {
	it( 'hydrates from the preloaded cart with no request', async () => {
		const { registry, fake } = setup();
		registry.select( cartStore ).getCartData();
		await settle();
		expect( fake.calls ).toHaveLength( 0 );
	} );

	it( "says 'Unable to get cart data from the API.' when the cart cannot be read", async () => {
		window.kassaSettings = {};
		const made = makeRegistry();
		stop = made.stop;
		installFakeFetch( () => ( { status: 500, unreadable: true } ) );
		made.registry.select( cartStore ).getCartData();
		await settle();
		expect( made.registry.select( cartStore ).getCartErrorMessage() ).toBe(
			'Unable to get cart data from the API.'
		);
	} );

	it( 'sends one request for a burst of quantity clicks, 400 ms after the last', async () => {
		const item = makeCartItem( { key: 'k', quantity: 1 } );
		const { registry, fake } = setup( makeCart( { items: [ item ] } ) );
		const cart = registry.dispatch( cartStore );
		cart.changeCartItemQuantity( 'k', 2 );
		await jest.advanceTimersByTimeAsync( 200 );
		cart.changeCartItemQuantity( 'k', 3 );
		await jest.advanceTimersByTimeAsync( 399 );
		expect( fake.calls ).toHaveLength( 0 );
		expect( registry.select( cartStore ).getItemQuantity( 'k' ) ).toBe( 3 );
		const done = cart.changeCartItemQuantity( 'k', 4 );
		await settle();
		await expect( done ).resolves.toBe( true );
		expect( fake.calls ).toHaveLength( 1 );
		expect( fake.calls[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/update-item',
			data: { key: 'k', quantity: 4 },
		} );
	} );

	it( 'sends nothing when a burst ends on the starting quantity', async () => {
		const item = makeCartItem( { key: 'k', quantity: 2 } );
		const { registry, fake } = setup( makeCart( { items: [ item ] } ) );
		registry.dispatch( cartStore ).changeCartItemQuantity( 'k', 3 );
		registry.dispatch( cartStore ).changeCartItemQuantity( 'k', 2 );
		await settle();
		expect( fake.calls ).toHaveLength( 0 );
	} );

	it( 'clamps the requested quantity to the line limits', async () => {
		const item = makeCartItem( {
			key: 'k',
			quantity: 2,
			quantity_limits: { minimum: 2, maximum: 6, multiple_of: 2 },
		} );
		const { registry, fake } = setup( makeCart( { items: [ item ] } ) );
		registry.dispatch( cartStore ).changeCartItemQuantity( 'k', 9 );
		await settle();
		expect( fake.calls[ 0 ].data ).toEqual( { key: 'k', quantity: 6 } );
	} );

	it( 'marks the line pending-quantity while the call runs', async () => {
		const item = makeCartItem( { key: 'k', quantity: 1 } );
		let release: () => void = () => {};
		const { registry } = setup(
			makeCart( { items: [ item ] } ),
			() =>
				new Promise( ( resolve ) => {
					release = () =>
						resolve( {
							body: makeCart( {
								items: [ { ...item, quantity: 5 } ],
							} ),
						} );
				} )
		);
		registry.dispatch( cartStore ).changeCartItemQuantity( 'k', 5 );
		await settle();
		expect(
			registry.select( cartStore ).isItemPendingQuantity( 'k' )
		).toBe( true );
		release();
		await settle();
		expect(
			registry.select( cartStore ).isItemPendingQuantity( 'k' )
		).toBe( false );
		expect( registry.select( cartStore ).getItemQuantity( 'k' ) ).toBe( 5 );
	} );

	it( 'debounces each line separately; lines of one tick share a batch', async () => {
		const a = makeCartItem( { key: 'a' } );
		const b = makeCartItem( { key: 'b' } );
		const { registry, fake } = setup( makeCart( { items: [ a, b ] } ) );
		registry.dispatch( cartStore ).changeCartItemQuantity( 'a', 2 );
		registry.dispatch( cartStore ).changeCartItemQuantity( 'b', 3 );
		await settle();
		expect( fake.calls ).toHaveLength( 1 );
		expect( fake.calls[ 0 ].path ).toBe( '/wc/store/v1/batch' );
		expect( fake.subCalls.map( ( c ) => c.data ) ).toEqual( [
			{ key: 'a', quantity: 2 },
			{ key: 'b', quantity: 3 },
		] );
	} );

	it( 'marks a line pending-delete while removing it', async () => {
		const item = makeCartItem( { key: 'k' } );
		const { registry, fake } = setup(
			makeCart( { items: [ item ] } ),
			() => ( {
				body: makeCart( { items: [] } ),
			} )
		);
		const done = registry.dispatch( cartStore ).removeItemFromCart( 'k' );
		expect( registry.select( cartStore ).isItemPendingDelete( 'k' ) ).toBe(
			true
		);
		await settle();
		await expect( done ).resolves.toBe( true );
		expect( registry.select( cartStore ).isItemPendingDelete( 'k' ) ).toBe(
			false
		);
		expect( registry.select( cartStore ).getCartItems() ).toEqual( [] );
		expect( fake.calls[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/remove-item',
			data: { key: 'k' },
		} );
	} );

	it( 'adds an item, and shows an error notice when that fails', async () => {
		const { registry, fake } = setup( makeCart(), () => ( {
			status: 400,
			body: {
				code: 'woocommerce_rest_cart_invalid_product',
				message: 'This product cannot be added to the cart.',
				data: { status: 400 },
			},
		} ) );
		const done = registry.dispatch( cartStore ).addItemToCart( 26, 2 );
		await settle();
		await expect( done ).resolves.toBe( false );
		expect( fake.calls[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/add-item',
			data: { id: 26, quantity: 2 },
		} );
		expect( noticesOf( registry, 'wc/cart' )[ 0 ] ).toMatchObject( {
			status: 'error',
			content: 'This product cannot be added to the cart.',
		} );
	} );

	it( 'applies a coupon and says so', async () => {
		const { registry, fake } = setup();
		const done = registry.dispatch( cartStore ).applyCoupon( 'SAVE10' );
		expect( registry.select( cartStore ).isApplyingCoupon() ).toBe( true );
		await settle();
		await expect( done ).resolves.toBe( true );
		expect( fake.calls[ 0 ].data ).toEqual( { code: 'SAVE10' } );
		expect( registry.select( cartStore ).isApplyingCoupon() ).toBe( false );
		expect( noticesOf( registry, 'wc/cart' )[ 0 ] ).toMatchObject( {
			content: 'Coupon code "SAVE10" has been applied to your cart.',
			type: 'snackbar',
		} );
	} );

	it.each( [
		[
			{ checkout: 'Checkout detail', cart: 'Cart detail' },
			'Checkout detail',
		],
		[ { cart: 'Cart detail' }, 'Cart detail' ],
		[ undefined, 'Coupon &quot;X&quot; does not exist!' ],
	] )(
		'shows a coupon failure on the coupon field (%j)',
		async ( details, shown ) => {
			const { registry } = setup( makeCart(), () => ( {
				status: 404,
				body: {
					code: 'woocommerce_rest_cart_coupon_invalid_code',
					message: 'Coupon &quot;X&quot; does not exist!',
					data: { status: 404, details },
				},
			} ) );
			const done = registry.dispatch( cartStore ).applyCoupon( 'X' );
			await settle();
			await expect( done ).resolves.toBe( false );
			expect(
				registry
					.select( validationStore )
					.getValidationError( 'coupon' )
			).toEqual( {
				message: shown.replace( /&quot;/g, '"' ),
				hidden: false,
			} );
		}
	);

	it( 'removes a coupon and says so; a failure is an error notice', async () => {
		const { registry, fake } = setup();
		const done = registry.dispatch( cartStore ).removeCoupon( 'SAVE10' );
		expect(
			registry.select( cartStore ).isRemovingCoupon( 'SAVE10' )
		).toBe( true );
		await settle();
		await done;
		expect( noticesOf( registry, 'wc/cart' )[ 0 ].content ).toBe(
			'Coupon code "SAVE10" has been removed from your cart.'
		);
		fake.calls.length = 0;
		const { registry: other } =
			( stop(),
			setup( makeCart(), () => ( {
				status: 500,
				body: { code: 'woocommerce_rest_cart_error', message: 'Nope.' },
			} ) ) );
		const failed = other.dispatch( cartStore ).removeCoupon( 'SAVE10' );
		await settle();
		await expect( failed ).resolves.toBe( false );
		expect( noticesOf( other, 'wc/cart' )[ 0 ] ).toMatchObject( {
			status: 'error',
			content: 'Nope.',
		} );
	} );

	it( 'sends a write made while another is in flight once that one is answered; the newer cart stays', async () => {
		const item = makeCartItem( { key: 'k' } );
		const releases: Array< () => void > = [];
		const { registry } = setup(
			makeCart( { items: [ item ] } ),
			( call ) =>
				new Promise( ( resolve ) => {
					releases.push( () =>
						resolve( {
							body: makeCart( {
								items_count: call.data.code === 'OLD' ? 1 : 2,
								items: [ item ],
							} ),
						} )
					);
				} )
		);
		registry.dispatch( cartStore ).applyCoupon( 'OLD' );
		await jest.advanceTimersByTimeAsync( 0 );
		registry.dispatch( cartStore ).applyCoupon( 'NEW' );
		await jest.advanceTimersByTimeAsync( 0 );
		// The server keeps the session of the request that ends last: NEW waits for OLD.
		expect( releases ).toHaveLength( 1 );
		releases[ 0 ]();
		await settle();
		expect( releases ).toHaveLength( 2 );
		releases[ 1 ]();
		await settle();
		expect( registry.select( cartStore ).getItemsCount() ).toBe( 2 );
	} );

	it( 'keeps the cart and says so when a response is not a cart', async () => {
		const cart = makeCart();
		const { registry } = setup( cart, () => ( {
			body: { items: 'broken' },
		} ) );
		const done = registry.dispatch( cartStore ).addItemToCart( 1 );
		await settle();
		await done;
		expect( registry.select( cartStore ).getCartData() ).toEqual( cart );
		expect( noticesOf( registry, 'wc/cart' )[ 0 ].content ).toBe(
			'Unable to get cart data from the API.'
		);
	} );

	it( 'reads the cart again when the answer to a write cannot be read: the server may have done it', async () => {
		const fresh = makeCart( {
			items: [ makeCartItem( { key: 'added', quantity: 1 } ) ],
			items_count: 1,
		} );
		const { registry, fake } = setup( makeCart(), ( call ) =>
			call.method === 'GET'
				? { body: fresh }
				: { body: '{"items":[{"key":"add', unreadable: true }
		);
		const done = registry.dispatch( cartStore ).addItemToCart( 1 );
		await settle();
		await done;
		expect( fake.calls.map( ( c ) => c.method ) ).toEqual( [
			'POST',
			'GET',
		] );
		expect( registry.select( cartStore ).getCartData() ).toEqual( fresh );
	} );

	it( 'reads the cart again when a write gets no answer at all', async () => {
		const fresh = makeCart( { items_count: 3 } );
		const { registry } = setup( makeCart(), ( call ) => {
			if ( call.method === 'GET' ) {
				return { body: fresh };
			}
			throw { code: 'fetch_error', message: 'You are probably offline.' };
		} );
		const done = registry.dispatch( cartStore ).removeItemFromCart( 'k' );
		await settle();
		await expect( done ).resolves.toBe( false );
		expect( registry.select( cartStore ).getItemsCount() ).toBe( 3 );
		expect( noticesOf( registry, 'wc/cart' ) ).toHaveLength( 1 );
	} );

	it( 'reads the cart again, after a lost answer, only once the writes made meanwhile are answered: an earlier read would hide them (chaos journey 11312)', async () => {
		// The server: what it holds, changed by each add it receives (the lost one too).
		let held = makeCart( { items_count: 1 } );
		let releaseFirst: () => void = () => {};
		const firstSent = new Promise< void >(
			( resolve ) => ( releaseFirst = resolve )
		);
		const { registry } = setup( makeCart(), async ( call ) => {
			if ( call.method === 'GET' ) {
				return { body: held };
			}
			held = makeCart( { items_count: held.items_count + 1 } );
			if ( call.data.id === 1 ) {
				await firstSent;
				throw {
					code: 'fetch_error',
					message: 'You are probably offline.',
				};
			}
			return { body: held };
		} );
		const cart = registry.dispatch( cartStore );
		const first = cart.addItemToCart( 1 ).catch( () => {} );
		await settle();
		// The shopper adds another product while the first add is on its way.
		const second = cart.addItemToCart( 2 );
		await settle();
		releaseFirst();
		await settle();
		await Promise.all( [ first, second ] );
		await settle();
		expect( registry.select( cartStore ).getItemsCount() ).toBe( 3 );
	} );

	it( 'does not read the cart again after the server refused a write', async () => {
		const { registry, fake } = setup( makeCart(), () => ( {
			status: 500,
			body: {
				code: 'woocommerce_rest_unknown_server_error',
				message: 'Internal server error.',
				data: { status: 500 },
			},
		} ) );
		const done = registry.dispatch( cartStore ).addItemToCart( 1 );
		await settle();
		await done;
		expect( fake.calls.map( ( c ) => c.method ) ).toEqual( [ 'POST' ] );
	} );

	it( 'applies the cart an error response carries', async () => {
		const fresh = makeCart( { items_count: 7 } );
		const { registry } = setup( makeCart(), () => ( {
			status: 409,
			body: {
				code: 'woocommerce_rest_cart_invalid_key',
				message: 'Cart item no longer exists or is invalid.',
				data: { status: 409, cart: fresh },
			},
		} ) );
		registry.dispatch( cartStore ).removeItemFromCart( 'gone' );
		await settle();
		expect( registry.select( cartStore ).getItemsCount() ).toBe( 7 );
	} );

	it( 'updates customer data: flags, calculating, shipping events, dirty flag', async () => {
		const { registry, fake } = setup();
		const success = jest.fn();
		const unsubscribe = checkoutEvents.onShippingRateSuccess( success );
		registry.dispatch( cartStore ).setShippingAddress( { city: 'Leeds' } );
		expect( registry.select( cartStore ).isCustomerDataDirty() ).toBe(
			true
		);
		const done = registry.dispatch( cartStore ).updateCustomerData( {
			shipping_address: { city: 'Leeds' },
		} );
		expect( registry.select( cartStore ).isUpdatingCustomerData() ).toBe(
			true
		);
		expect( registry.select( checkoutStore ).isCalculating() ).toBe( true );
		await settle();
		await expect( done ).resolves.toBe( true );
		expect( fake.calls[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/update-customer',
			data: { shipping_address: { city: 'Leeds' } },
		} );
		expect( registry.select( cartStore ).isUpdatingCustomerData() ).toBe(
			false
		);
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( registry.select( cartStore ).isCustomerDataDirty() ).toBe(
			false
		);
		expect( success ).toHaveBeenCalledTimes( 1 );
		unsubscribe();
	} );

	it( 'keeps the checkout calculating until both an address and a rate update end', async () => {
		let answer: ( () => void )[] = [];
		const { registry } = setup(
			makeCart(),
			() =>
				new Promise( ( resolve ) =>
					answer.push( () => resolve( { body: makeCart() } ) )
				)
		);
		const checkout = () => registry.select( checkoutStore );
		const address = registry
			.dispatch( cartStore )
			.updateCustomerData( { shipping_address: { city: 'Leeds' } } );
		const rate = registry
			.dispatch( cartStore )
			.selectShippingRate( 'flat_rate:1', 0 );
		expect( checkout().isCalculating() ).toBe( true );
		await settle();
		answer.shift()?.();
		await settle();
		expect(
			registry.select( cartStore ).isCalculating() &&
				checkout().isCalculating()
		).toBe( true );
		answer.forEach( ( respond ) => respond() );
		answer = [];
		await settle();
		await Promise.all( [ address, rate ] );
		expect( checkout().isIdle() ).toBe( true );
	} );

	it( 'fires rates-fail with invalid address when the cart reports it', async () => {
		const { registry } = setup( makeCart(), () => ( {
			body: makeCart( {
				errors: [
					{
						code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
						message: '',
					},
				],
			} ),
		} ) );
		const fail = jest.fn();
		const unsubscribe = checkoutEvents.onShippingRateFail( fail );
		registry.dispatch( cartStore ).updateCustomerData( {
			shipping_address: { country: 'XX' },
		} );
		await settle();
		expect( fail ).toHaveBeenCalledWith( {
			hasInvalidAddress: true,
			hasError: true,
		} );
		expect( registry.select( cartStore ).getShippingErrorStatus() ).toBe(
			'invalid_address'
		);
		unsubscribe();
	} );

	it( 'writes the dirty-customer-data flag true/false, debounced 300 ms', async () => {
		const { registry } = setup();
		registry.dispatch( cartStore ).setShippingAddress( { city: 'Leeds' } );
		await jest.advanceTimersByTimeAsync( 299 );
		expect(
			window.localStorage.getItem( 'kassa_dirty_customer_data' )
		).toBeNull();
		await jest.advanceTimersByTimeAsync( 1 );
		expect(
			window.localStorage.getItem( 'kassa_dirty_customer_data' )
		).toBe( 'true' );
		registry
			.dispatch( cartStore )
			.setMetadata( { isCustomerDataDirty: false } );
		await jest.advanceTimersByTimeAsync( 300 );
		expect(
			window.localStorage.getItem( 'kassa_dirty_customer_data' )
		).toBe( 'false' );
	} );

	it( 'selects a rate with its package id', async () => {
		const { registry, fake } = setup();
		const done = registry
			.dispatch( cartStore )
			.selectShippingRate( 'free_shipping:2', 1 );
		expect(
			registry.select( cartStore ).isShippingRateBeingSelected()
		).toBe( true );
		await settle();
		await done;
		expect( fake.calls[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/select-shipping-rate',
			data: { package_id: 1, rate_id: 'free_shipping:2' },
		} );
		expect(
			registry.select( cartStore ).isShippingRateBeingSelected()
		).toBe( false );
	} );

	it( 'selects a pickup rate without a package id', async () => {
		const { registry, fake } = setup();
		registry
			.dispatch( cartStore )
			.selectShippingRate( 'pickup_location:0', 1 );
		await settle();
		expect( fake.calls[ 0 ].data ).toEqual( {
			rate_id: 'pickup_location:0',
		} );
	} );

	it( 'auto-selects the first rate when a response has none selected', async () => {
		const unselected = makeCart( {
			shipping_rates: [
				makeShippingPackage( {
					package_id: 0,
					shipping_rates: [
						makeShippingRate( { rate_id: 'flat_rate:1' } ),
						makeShippingRate( { rate_id: 'free_shipping:2' } ),
					],
				} ),
			],
		} );
		const { registry, fake } = setup( makeCart(), () => ( {
			body: unselected,
		} ) );
		registry.dispatch( cartStore ).addItemToCart( 5 );
		await settle();
		const selections = fake.calls.filter( ( c ) =>
			c.path.endsWith( 'select-shipping-rate' )
		);
		expect( selections ).toHaveLength( 1 );
		expect( selections[ 0 ].data ).toEqual( {
			package_id: 0,
			rate_id: 'flat_rate:1',
		} );
	} );

	it( 'turns a cart extensions error into notices and rethrows it', async () => {
		const error = {
			code: 'woocommerce_rest_cart_extensions_error',
			message: 'The extension refused.',
			data: { status: 400 },
		};
		const { registry, fake } = setup( makeCart(), () => ( {
			status: 400,
			body: error,
		} ) );
		const done = registry
			.dispatch( cartStore )
			.applyExtensionCartUpdate( {
				namespace: 'gift-wrap',
				data: { wrap: true },
			} )
			.catch( ( thrown: unknown ) => thrown );
		await settle();
		expect( await done ).toMatchObject( { code: error.code } );
		expect( fake.calls[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/extensions',
			data: { namespace: 'gift-wrap', data: { wrap: true } },
		} );
		expect( noticesOf( registry, 'wc/cart' )[ 0 ].content ).toBe(
			'The extension refused.'
		);
	} );

	it.each( [
		'kassa-cart-added-item',
		'kassa-cart-removed-item',
		'wc-blocks_added_to_cart',
		'wc-blocks_removed_from_cart',
	] )( 'refetches the cart on %s from another block', async ( name ) => {
		const { fake } = setup();
		document.body.dispatchEvent( new CustomEvent( name ) );
		await settle();
		expect( fake.calls.map( ( c ) => [ c.method, c.path ] ) ).toEqual( [
			[ 'GET', '/wc/store/v1/cart' ],
		] );
	} );

	it( 'refetches on pageshow from the back/forward cache only', async () => {
		const { fake } = setup();
		const show = ( persisted: boolean ) => {
			const event = new Event( 'pageshow' ) as PageTransitionEvent;
			Object.defineProperty( event, 'persisted', { value: persisted } );
			window.dispatchEvent( event );
		};
		show( false );
		await settle();
		expect( fake.calls ).toHaveLength( 0 );
		show( true );
		await settle();
		expect( fake.calls ).toHaveLength( 1 );
	} );

	it( 'reads the cart on a page that followed one left while a cart write was unanswered', async () => {
		const server = makeCart( { items_count: 4 } );
		const { registry } = setup(
			makeCart(),
			( call ) =>
				call.method === 'GET'
					? { body: server }
					: new Promise( () => {} ) // Still unanswered when the page is left.
		);
		registry.dispatch( cartStore ).addItemToCart( 1 );
		await jest.advanceTimersByTimeAsync( 0 );
		window.dispatchEvent( new Event( 'pagehide' ) );
		stop();

		// The next page was rendered with the cart from before the write: it reads it again.
		const next = setup( makeCart( { items_count: 1 } ), () => ( {
			body: server,
		} ) );
		await settle();
		expect( next.registry.select( cartStore ).getItemsCount() ).toBe( 4 );
		// Once: the page after it reads nothing.
		stop();
		const third = setup();
		await settle();
		expect( third.fake.calls ).toHaveLength( 0 );
	} );

	it( 'reads the cart twice on a page that followed one left while the checkout was unanswered: as it loads, and once the server has had the time to finish', async () => {
		const { registry } = setup( makeCart(), () => new Promise( () => {} ) );
		registry.select( cartStore ).getCartData();
		storeApiFetch( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
			data: {},
			batch: false,
		} ).catch( () => {} );
		await jest.advanceTimersByTimeAsync( 0 );
		window.dispatchEvent( new Event( 'pagehide' ) );
		stop();
		resetStoreApiQueue();

		let reads = 0;
		const next = setup( makeCart( { items_count: 1 } ), () => {
			reads++;
			return { body: makeCart( { items_count: 0 } ) };
		} );
		await jest.advanceTimersByTimeAsync( 500 );
		const first = reads;
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( reads - first ).toBe( 1 );
		expect( next.registry.select( cartStore ).getItemsCount() ).toBe( 0 );
	} );

	it( 'reads the cart on a page asked for before a cart write was answered, not on one asked for after', async () => {
		const server = makeCart( { items_count: 4 } );
		const leaveAfterWrite = async () => {
			const { registry } = setup( makeCart(), () => ( {
				body: server,
			} ) );
			registry.dispatch( cartStore ).addItemToCart( 1 );
			await settle();
			window.dispatchEvent( new Event( 'pagehide' ) );
			stop();
		};
		const pageAskedFor = ( at: number ) =>
			Object.defineProperty( window.performance, 'timeOrigin', {
				value: at,
				configurable: true,
			} );

		// A reload begun while the write was on its way: answered after the next page's
		// navigation began, the server may have rendered that page before doing it.
		await leaveAfterWrite();
		pageAskedFor( Date.now() - 50 );
		const next = setup( makeCart( { items_count: 1 } ), () => ( {
			body: server,
		} ) );
		await settle();
		expect( next.registry.select( cartStore ).getItemsCount() ).toBe( 4 );
		stop();

		// Answered before the next page was asked for: that page has it, and reads nothing.
		await leaveAfterWrite();
		pageAskedFor( Date.now() + 50 );
		const later = setup( makeCart( { items_count: 1 } ), () => ( {
			body: server,
		} ) );
		await settle();
		expect( later.registry.select( cartStore ).getItemsCount() ).toBe( 1 );
	} );

	it( 'refetches when another tab changed the cart', async () => {
		const { fake } = setup();
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'kassa_dirty_customer_data' } )
		);
		await settle();
		expect( fake.calls ).toHaveLength( 0 );
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'kassa_cart_changed' } )
		);
		await settle();
		expect( fake.calls.map( ( c ) => [ c.method, c.path ] ) ).toEqual( [
			[ 'GET', '/wc/store/v1/cart' ],
		] );
	} );

	it( 'tells other tabs when a change reached the server, not when it failed', async () => {
		let fail = false;
		const { registry } = setup( makeCart(), () =>
			fail
				? {
						status: 500,
						body: { code: 'boom', message: 'No.', data: {} },
					}
				: { body: makeCart() }
		);
		const changed = () =>
			window.localStorage.getItem( 'kassa_cart_changed' );
		registry.dispatch( cartStore ).addItemToCart( 1 );
		await settle();
		const first = changed();
		expect( first ).toBeTruthy();
		fail = true;
		registry.dispatch( cartStore ).addItemToCart( 2 );
		await settle();
		expect( changed() ).toBe( first );
	} );

	it( 'sets the customer id from the User-ID header', async () => {
		const { registry } = setup( makeCart(), () => ( {
			body: makeCart(),
			headers: { 'User-ID': '12' },
		} ) );
		registry.dispatch( cartStore ).addItemToCart( 1 );
		await settle();
		expect( registry.select( checkoutStore ).getCustomerId() ).toBe( 12 );
	} );
} );
