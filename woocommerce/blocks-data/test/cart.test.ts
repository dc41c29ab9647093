import { cartStore } from '@kassa/data';

import { DEFAULT_CART } from '../cart-shape';
import { makeViewRegistry } from '../test-utils/registry';
import {
	installFakeFetch,
	uninstallFakeFetch,
	type RecordedCall,
	type FakeResponse,
} from '../../../stores/test-utils/fake-fetch';
import {
	makeAddress,
	makeCart,
	makeCartItem,
} from '../../../stores/test-utils/factories';
import type { Cart } from '../../../assets/api/types';

let made: ReturnType< typeof makeViewRegistry >;
let fake: ReturnType< typeof installFakeFetch >;

/**
 * A page with Kassa's stores and the views, the cart preloaded (or none) and a fake Store API.
 *
 * @param cart    The preloaded cart, or null.
 * @param respond The Store API's answer to each request (by default: the cart).
 */
function setup(
	cart: Cart | null = makeCart(),
	respond?: ( call: RecordedCall ) => FakeResponse
) {
	window.kassaSettings = cart
		? { preloadedCart: cart, storeApiNonce: 'n' }
		: { storeApiNonce: 'n' };
	made = makeViewRegistry();
	fake = installFakeFetch( respond ?? ( () => ( { body: cart } ) ) );
}

const view = () => made.registry.select( 'wc/store/cart' );
const write = () => made.registry.dispatch( 'wc/store/cart' );
const kassa = () => made.registry.select( cartStore );
const settle = async () => {
	for ( let i = 0; i < 3; i++ ) {
		await jest.runAllTimersAsync();
	}
};

beforeEach( () => {
	jest.useFakeTimers();
	window.localStorage.clear();
} );
afterEach( () => {
	made.stop();
	uninstallFakeFetch();
	jest.useRealTimers();
} );

describe( 'wc/store/cart selectors', () => {
	it( 'give Kassa’s cart as WooCommerce keeps it: top-level keys camel-cased, the rest as the Store API sent it', () => {
		const cart = makeCart();
		setup( cart );
		const data = view().getCartData();
		expect( data ).toMatchObject( {
			items: cart.items,
			totals: cart.totals,
			shippingAddress: cart.shipping_address,
			billingAddress: cart.billing_address,
			needsShipping: true,
			needsPayment: true,
			hasCalculatedShipping: true,
			shippingRates: cart.shipping_rates,
			itemsCount: 1,
			itemsWeight: 0,
			crossSells: [],
			paymentMethods: [ 'cheque' ],
			paymentRequirements: [ 'products' ],
			extensions: {},
		} );
		expect( data ).not.toHaveProperty( 'shipping_address' );
		expect( data.totals.total_price ).toBe( '1500' );
		// The same object while Kassa's cart is the same one.
		expect( view().getCartData() ).toBe( data );
	} );

	it( 'give WooCommerce’s empty cart before Kassa knows one', () => {
		setup( null );
		expect( view().getCartData() ).toBe( DEFAULT_CART );
		expect( view().getCartTotals() ).toMatchObject( {
			total_price: '0',
			currency_minor_unit: 2,
		} );
		expect( view().getNeedsShipping() ).toBe( true );
		expect( view().getHasCalculatedShipping() ).toBe( true );
		expect( view().getShippingRates() ).toEqual( [] );
		expect( view().getCustomerData().billingAddress ).toMatchObject( {
			first_name: '',
			email: '',
		} );
	} );

	it( 'give the customer data as { shippingAddress, billingAddress }, the same object until an address changes', () => {
		const cart = makeCart();
		setup( cart );
		const customer = view().getCustomerData();
		expect( customer ).toEqual( {
			shippingAddress: cart.shipping_address,
			billingAddress: cart.billing_address,
		} );
		made.registry
			.dispatch( cartStore )
			.setItemPendingQuantity( cart.items[ 0 ].key, true );
		expect( view().getCustomerData() ).toBe( customer );
		made.registry.dispatch( cartStore ).setBillingAddress( {
			city: 'Paris',
		} );
		expect( view().getCustomerData() ).not.toBe( customer );
		expect( view().getCustomerData().billingAddress.city ).toBe( 'Paris' );
	} );

	it( 'read the totals, shipping need, rates and lines', () => {
		const line = makeCartItem( { key: 'k' } );
		const cart = makeCart( {
			items: [ line ],
			needs_shipping: false,
			has_calculated_shipping: false,
		} );
		setup( cart );
		expect( view().getCartTotals() ).toBe( cart.totals );
		expect( view().getNeedsShipping() ).toBe( false );
		expect( view().getHasCalculatedShipping() ).toBe( false );
		expect( view().getShippingRates() ).toBe( cart.shipping_rates );
		expect( view().getCartItem( 'k' ) ).toBe( kassa().getCartItem( 'k' ) );
		expect( view().getCartItem( 'k' ) ).toEqual( line );
		expect( view().getCartItem( 'nope' ) ).toBeUndefined();
	} );

	it( 'read the cart’s request flags as WooCommerce names them', () => {
		setup();
		const meta = view().getCartMeta();
		expect( meta ).toEqual( {
			updatingCustomerData: false,
			updatingSelectedRate: false,
			isCartDataStale: false,
			applyingCoupon: '',
			removingCoupon: '',
		} );
		expect( view().getCartMeta() ).toBe( meta );
		made.registry.dispatch( cartStore ).setMetadata( {
			applyingCoupon: 'SAVE10',
			removingCoupon: 'OLD',
			isUpdatingCustomerData: true,
			isUpdatingSelectedRate: true,
			isCartDataStale: true,
		} );
		expect( view().getCartMeta() ).toEqual( {
			updatingCustomerData: true,
			updatingSelectedRate: true,
			isCartDataStale: true,
			applyingCoupon: 'SAVE10',
			removingCoupon: 'OLD',
		} );
		expect( view().isApplyingCoupon() ).toBe( true );
		expect( view().getCouponBeingApplied() ).toBe( 'SAVE10' );
		expect( view().isRemovingCoupon() ).toBe( true );
		expect( view().getCouponBeingRemoved() ).toBe( 'OLD' );
		expect( view().isCartDataStale() ).toBe( true );
		expect( view().isCustomerDataUpdating() ).toBe( true );
		expect( view().isAddressFieldsForShippingRatesUpdating() ).toBe( true );
		expect( view().isShippingRateBeingSelected() ).toBe( true );
	} );

	it( 'read which lines have a removal or quantity change in flight', () => {
		setup();
		expect( view().hasPendingItemsOperations() ).toBe( false );
		made.registry.dispatch( cartStore ).setItemPendingDelete( 'a', true );
		made.registry.dispatch( cartStore ).setItemPendingQuantity( 'b', true );
		expect( view().getItemsPendingDelete() ).toEqual( [ 'a' ] );
		expect( view().getItemsPendingQuantityUpdate() ).toEqual( [ 'b' ] );
		expect( view().isItemPendingDelete( 'a' ) ).toBe( true );
		expect( view().isItemPendingQuantity( 'a' ) ).toBe( false );
		expect( view().isItemPendingQuantity( 'b' ) ).toBe( true );
		expect( view().hasPendingItemsOperations() ).toBe( true );
	} );

	it( 'give a cart that could not be read as WooCommerce’s cart_api_error', () => {
		setup();
		expect( view().getCartErrors() ).toEqual( [] );
		made.registry
			.dispatch( cartStore )
			.receiveError( 'Unable to get cart data from the API.' );
		const errors = view().getCartErrors();
		expect( errors ).toEqual( [
			{
				code: 'cart_api_error',
				message: 'Unable to get cart data from the API.',
				data: { status: 500 },
			},
		] );
		expect( view().getCartErrors() ).toBe( errors );
	} );

	it( 'count getCartData as resolved, with no request, when the page preloaded the cart', async () => {
		setup();
		await settle();
		// Stripe's useCustomerData waits for this without calling getCartData itself.
		expect( view().hasFinishedResolution( 'getCartData' ) ).toBe( true );
		expect( view().hasFinishedResolution( 'getCartTotals' ) ).toBe( true );
		view().getCartData();
		await settle();
		expect( fake.calls ).toHaveLength( 0 );
	} );

	it( 'read the cart once, through Kassa, when the page has none, and then count it resolved', async () => {
		const cart = makeCart();
		setup( null, () => ( { body: cart } ) );
		expect( view().hasFinishedResolution( 'getCartData' ) ).toBe( false );
		view().getCartData();
		view().getCartTotals();
		kassa().getCartData();
		await settle();
		expect( fake.calls.map( ( c ) => c.path ) ).toEqual( [
			'/wc/store/v1/cart',
		] );
		expect( view().hasFinishedResolution( 'getCartData' ) ).toBe( true );
		expect( view().getCartData().itemsCount ).toBe( 1 );
	} );

	it( 'tell subscribers of wc/store/cart when Kassa’s cart changes', async () => {
		setup();
		await settle();
		const listener = jest.fn();
		made.registry.subscribe( listener, 'wc/store/cart' );
		made.registry.dispatch( cartStore ).setShippingAddress( {
			city: 'Leeds',
		} );
		expect( listener ).toHaveBeenCalled();
		expect( view().getCustomerData().shippingAddress.city ).toBe( 'Leeds' );
	} );
} );

describe( 'wc/store/cart actions', () => {
	it( 'receiveCart applies a Store API cart; what it leaves out stays', async () => {
		const cart = makeCart();
		setup( cart );
		await write().receiveCart( {
			totals: { ...cart.totals, total_price: '2500' },
		} );
		expect( kassa().getCartTotals()?.total_price ).toBe( '2500' );
		expect( kassa().getCartData()?.items ).toEqual( cart.items );
		expect( view().getCartTotals().total_price ).toBe( '2500' );
	} );

	it( 'receiveCartContents keeps the addresses the shopper has', async () => {
		const cart = makeCart();
		setup( cart );
		await write().receiveCartContents( {
			...cart,
			items_count: 3,
			shipping_address: makeAddress( { city: 'Elsewhere' } ),
		} );
		expect( kassa().getCartData()?.items_count ).toBe( 3 );
		expect( kassa().getShippingAddress()?.city ).toBe( 'London' );
	} );

	it( 'setCartData takes the cart in WooCommerce’s shape', async () => {
		setup();
		await write().setCartData( {
			...view().getCartData(),
			itemsCount: 7,
			needsShipping: false,
		} );
		expect( kassa().getItemsCount() ).toBe( 7 );
		expect( kassa().getNeedsShipping() ).toBe( false );
	} );

	it( 'receiveCartItem replaces one line', async () => {
		const line = makeCartItem( { key: 'k', quantity: 1 } );
		setup( makeCart( { items: [ line, makeCartItem() ] } ) );
		await write().receiveCartItem( { ...line, quantity: 4 } );
		expect( kassa().getCartItem( 'k' )?.quantity ).toBe( 4 );
		expect( kassa().getCartItems() ).toHaveLength( 2 );
	} );

	it( 'receiveError takes an API error, with the cart it carries', async () => {
		setup();
		await write().receiveError( 'not an API error' );
		expect( view().getCartErrors() ).toEqual( [] );
		await write().receiveError( {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Cart item no longer exists.',
			data: { status: 409, cart: { items_count: 0, items: [] } },
		} );
		expect( kassa().getItemsCount() ).toBe( 0 );
		expect( view().getCartErrors()[ 0 ].message ).toBe(
			'Cart item no longer exists.'
		);
		await write().setErrorData( null );
		expect( view().getCartErrors() ).toEqual( [] );
	} );

	it( 'set the request flags Kassa shows', async () => {
		setup();
		await write().receiveApplyingCoupon( 'A' );
		await write().receiveRemovingCoupon( 'B' );
		await write().setIsCartDataStale();
		await write().updatingCustomerData( true );
		await write().shippingRatesBeingSelected( true );
		await write().itemIsPendingQuantity( 'k' );
		await write().itemIsPendingDelete( 'j' );
		expect( kassa().getCartMeta() ).toMatchObject( {
			applyingCoupon: 'A',
			removingCoupon: 'B',
			isCartDataStale: true,
			isUpdatingCustomerData: true,
			isUpdatingSelectedRate: true,
		} );
		expect( kassa().isItemPendingQuantity( 'k' ) ).toBe( true );
		expect( kassa().isItemPendingDelete( 'j' ) ).toBe( true );
		await write().itemIsPendingQuantity( 'k', false );
		expect( kassa().isItemPendingQuantity( 'k' ) ).toBe( false );
	} );

	it( 'setBillingAddress and setShippingAddress change Kassa’s addresses locally (no request)', async () => {
		setup();
		await write().setBillingAddress( { email: 'grace@example.com' } );
		await write().setShippingAddress( { postcode: 'EC1A 1BB' } );
		expect( kassa().getBillingAddress()?.email ).toBe(
			'grace@example.com'
		);
		expect( kassa().getShippingAddress()?.postcode ).toBe( 'EC1A 1BB' );
		expect( kassa().isCustomerDataDirty() ).toBe( true );
		await settle();
		expect( fake.calls ).toHaveLength( 0 );
	} );

	it( 'updateCustomerData sends the addresses through Kassa and resolves with the Store API’s cart', async () => {
		const cart = makeCart();
		const updated = makeCart( {
			billing_address: { ...cart.billing_address, city: 'Bath' },
		} );
		setup( cart, () => ( { body: updated } ) );
		const done = write().updateCustomerData( {
			billing_address: { city: 'Bath' },
		} );
		await settle();
		await expect( done ).resolves.toEqual( updated );
		const sent = [ ...fake.calls, ...fake.subCalls ].find( ( c ) =>
			c.path.startsWith( '/wc/store/v1/cart/update-customer' )
		);
		expect( sent?.data ).toEqual( { billing_address: { city: 'Bath' } } );
		expect( view().getCustomerData().billingAddress.city ).toBe( 'Bath' );
	} );

	it( 'a request the Store API refuses rejects, as WooCommerce’s does', async () => {
		setup( makeCart(), () => ( {
			status: 400,
			body: {
				code: 'woocommerce_rest_cart_coupon_error',
				message: 'Coupon "NOPE" does not exist!',
				data: { status: 400 },
			},
		} ) );
		const done = write()
			.applyCoupon( 'NOPE' )
			.then(
				() => 'resolved',
				() => 'rejected'
			);
		await settle();
		expect( await done ).toBe( 'rejected' );
	} );

	it( 'sends the cart requests WooCommerce documents through Kassa', async () => {
		const line = makeCartItem( { key: 'k', quantity: 1 } );
		const cart = makeCart( { items: [ line ] } );
		setup( cart );
		const requests = [
			write().applyCoupon( 'SAVE10' ),
			write().removeCoupon( 'SAVE10' ),
			write().addItemToCart( 12, 2, [], { extra: true } ),
			write().removeItemFromCart( 'k' ),
			write().changeCartItemQuantity( 'k', 3 ),
			write().selectShippingRate( 'flat_rate:1', 0 ),
			write().applyExtensionCartUpdate( {
				namespace: 'my-plugin',
				data: { a: 1 },
			} ),
		];
		await settle();
		await Promise.all( requests );
		const sent = [ ...fake.calls, ...fake.subCalls ]
			.filter( ( c ) => c.path !== '/wc/store/v1/batch' )
			.map( ( c ) => [ c.path.replace( /\?.*$/, '' ), c.data ] );
		expect( sent ).toEqual(
			expect.arrayContaining( [
				[ '/wc/store/v1/cart/apply-coupon', { code: 'SAVE10' } ],
				[ '/wc/store/v1/cart/remove-coupon', { code: 'SAVE10' } ],
				[ '/wc/store/v1/cart/add-item', { id: 12, quantity: 2 } ],
				[ '/wc/store/v1/cart/remove-item', { key: 'k' } ],
				[
					'/wc/store/v1/cart/select-shipping-rate',
					{ package_id: 0, rate_id: 'flat_rate:1' },
				],
				[
					'/wc/store/v1/cart/extensions',
					{ namespace: 'my-plugin', data: { a: 1 } },
				],
			] )
		);
	} );
} );
