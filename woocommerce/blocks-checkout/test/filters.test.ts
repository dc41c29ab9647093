import {
	applyCheckoutFilter as applyKassaFilter,
	resetCheckoutFilters,
} from '@kassa/extensions';

import { makeCart, makeCartItem } from '../../../stores/test-utils/factories';
import {
	__experimentalRegisterCheckoutFilters,
	applyCheckoutFilter,
	registerCheckoutFilters,
} from '../filters';
import { productPriceValidation } from '../validation';

afterEach( () => {
	resetCheckoutFilters();
	delete window.kassaSettings;
} );

describe( 'WooCommerce’s checkout filters on Kassa’s', () => {
	it( 'runs where Kassa’s blocks apply the filter, with the cart as WooCommerce’s blocks give it', () => {
		const cart = makeCart();
		const item = cart.items[ 0 ];
		const itemName = jest.fn( ( name: string ) => `${ name } / month` );
		registerCheckoutFilters( 'woocommerce-subscriptions', { itemName } );
		expect(
			applyKassaFilter( {
				filterName: 'itemName',
				defaultValue: item.name,
				extensions: { subscriptions: {} },
				arg: { context: 'cart', cartItem: item, cart },
			} )
		).toBe( `${ item.name } / month` );
		const [ , extensions, args ] = itemName.mock.calls[ 0 ] as unknown as [
			string,
			object,
			{ context: string; cartItem: unknown; cart: Record< string, any > },
		];
		expect( extensions ).toEqual( { subscriptions: {} } );
		expect( args.context ).toBe( 'cart' );
		expect( args.cartItem ).toBe( item );
		expect( args.cart.cartItems ).toEqual( cart.items );
		expect( args.cart.cartTotals ).toEqual( cart.totals );
		expect( args.cart.cartItemsCount ).toBe( cart.items_count );
		expect( args.cart.cartNeedsShipping ).toBe( true );
	} );

	it( 'gives the Proceed to Checkout filters the cart store’s data, as WooCommerce does', () => {
		const cart = makeCart();
		const proceedToCheckoutButtonLink = jest.fn( ( link: string ) => link );
		registerCheckoutFilters( 'acme', { proceedToCheckoutButtonLink } );
		applyKassaFilter( {
			filterName: 'proceedToCheckoutButtonLink',
			defaultValue: '/checkout/',
			arg: { cart },
		} );
		const args = (
			proceedToCheckoutButtonLink.mock.calls[ 0 ] as unknown as [
				string,
				object,
				{ cart: Record< string, unknown > },
			]
		 )[ 2 ];
		expect( args.cart.itemsCount ).toBe( cart.items_count );
		expect( args.cart.shippingRates ).toBe( cart.shipping_rates );
	} );

	it( 'applies WooCommerce’s validation: a value it refuses, or that makes it throw, is left out', () => {
		registerCheckoutFilters( 'good', {
			cartItemPrice: ( v: string ) => `${ v } each`,
		} );
		registerCheckoutFilters( 'bad', { cartItemPrice: () => 'Free' } );
		expect(
			applyCheckoutFilter( {
				filterName: 'cartItemPrice',
				defaultValue: '<price/>',
				validation: productPriceValidation,
			} )
		).toBe( '<price/> each' );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Cap',
				extensions: null,
				arg: null,
				validation: () => false,
			} )
		).toBe( 'Cap' );
		expect( console ).toHaveErrored();
	} );

	it( 'throws the filter’s error for admins, as WooCommerce does', () => {
		window.kassaSettings = { currentUserIsAdmin: true };
		registerCheckoutFilters( 'bad', {
			totalLabel: () => {
				throw new Error( 'no recurring totals' );
			},
		} );
		expect( () =>
			applyCheckoutFilter( {
				filterName: 'totalLabel',
				defaultValue: 'Total',
			} )
		).toThrow( 'no recurring totals' );
	} );

	it( 'keeps the older names, with a deprecation warning', () => {
		__experimentalRegisterCheckoutFilters( 'old', {
			itemName: ( v: string ) => `${ v }!`,
		} );
		expect(
			applyCheckoutFilter( {
				filterName: 'itemName',
				defaultValue: 'Cap',
			} )
		).toBe( 'Cap!' );
		expect( console ).toHaveWarned();
	} );

	it( 'leaves a cart already in WooCommerce’s shape as it is', () => {
		const shaped = { cartItems: [ makeCartItem() ] };
		const itemName = jest.fn( ( v: string ) => v );
		registerCheckoutFilters( 'acme', { itemName } );
		applyCheckoutFilter( {
			filterName: 'itemName',
			defaultValue: 'Cap',
			arg: { cart: shaped },
		} );
		expect(
			(
				itemName.mock.calls[ 0 ] as unknown as [
					string,
					object,
					object,
				]
			 )[ 2 ]
		).toEqual( { cart: shaped } );
	} );
} );
