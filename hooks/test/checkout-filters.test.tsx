import { renderHook } from '@testing-library/react';
import { cartStore } from '@kassa/data';
import {
	registerCheckoutFilters,
	resetCheckoutFilters,
} from '@kassa/extensions';

import { makeCart, makeCartItem } from '../../stores/test-utils/factories';
import { makeRegistry } from '../../stores/test-utils/registry';
import { registryWrapper } from '../../stores/test-utils/wrapper';
import {
	getCartLinePresentation,
	isCouponNoticeShown,
	useCouponPresentation,
	usePlaceOrderButtonLabel,
	useProceedToCheckoutButton,
	useTotalPresentation,
} from '../checkout-filters';

/**
 * The argument a filter got after the value and the extension data, on its first call.
 *
 * @param filter The filter's mock.
 * @return Its third argument.
 */
const thirdArgument = ( filter: jest.Mock ) =>
	( filter.mock.calls[ 0 ] as unknown[] )[ 2 ];

describe( 'checkout filters, where the blocks apply them', () => {
	afterEach( () => {
		resetCheckoutFilters();
		delete window.kassaSettings;
	} );

	describe( 'a cart line', () => {
		it( 'shows as it is when no extension filters it', () => {
			const item = makeCartItem();
			expect( getCartLinePresentation( item, null, 'cart' ) ).toEqual( {
				name: item.name,
				className: '',
				priceFormats: {
					price: '<price/>',
					subtotal: '<price/>',
					saleBadge: '<price/>',
				},
				showRemoveLink: true,
			} );
		} );

		it( 'gives each filter the line’s extension data and { context, cartItem, cart }', () => {
			const item = makeCartItem( {
				extensions: { acme: { months: 1 } },
			} );
			const cart = makeCart( { items: [ item ] } );
			const seen: unknown[] = [];
			const record =
				( result: ( value: any ) => unknown ) =>
				( value: any, ...rest: unknown[] ) => {
					seen.push( rest );
					return result( value );
				};
			registerCheckoutFilters( 'acme', {
				itemName: record( ( name: string ) => `${ name } / month` ),
				cartItemClass: record( () => 'acme-line' ),
				cartItemPrice: record( ( v: string ) => `${ v } / month` ),
				subtotalPriceFormat: record( ( v: string ) => `${ v } now` ),
				saleBadgePriceFormat: record( ( v: string ) => v ),
				showRemoveItemLink: record( () => false ),
			} );
			expect( getCartLinePresentation( item, cart, 'cart' ) ).toEqual( {
				name: `${ item.name } / month`,
				className: 'acme-line',
				priceFormats: {
					price: '<price/> / month',
					subtotal: '<price/> now',
					saleBadge: '<price/>',
				},
				showRemoveLink: false,
			} );
			expect( seen ).toHaveLength( 6 );
			seen.forEach( ( args ) =>
				expect( args ).toEqual( [
					{ acme: { months: 1 } },
					{ context: 'cart', cartItem: item, cart },
				] )
			);
		} );

		it( 'asks nothing about removal in an order summary', () => {
			const showRemoveItemLink = jest.fn( () => false );
			registerCheckoutFilters( 'acme', { showRemoveItemLink } );
			const presentation = getCartLinePresentation(
				makeCartItem(),
				null,
				'summary'
			);
			expect( presentation.showRemoveLink ).toBe( false );
			expect( showRemoveItemLink ).not.toHaveBeenCalled();
		} );

		it( 'leaves out, for shoppers, a filter that drops the price tag, and keeps the others', () => {
			window.kassaSettings = { currentUserIsAdmin: false };
			registerCheckoutFilters( 'a', {
				subtotalPriceFormat: ( v: string ) => `${ v } total`,
			} );
			registerCheckoutFilters( 'b', {
				subtotalPriceFormat: () => 'Total',
			} );
			expect(
				getCartLinePresentation( makeCartItem(), null, 'cart' )
					.priceFormats?.subtotal
			).toBe( '<price/> total' );
			expect( console ).toHaveErrored();
		} );

		it( 'throws for admins when a filter drops the price tag', () => {
			window.kassaSettings = { currentUserIsAdmin: true };
			registerCheckoutFilters( 'acme', {
				saleBadgePriceFormat: () => 'Save',
			} );
			expect( () =>
				getCartLinePresentation( makeCartItem(), null, 'cart' )
			).toThrow( /must keep the <price\/> placeholder/ );
		} );
	} );

	describe( 'the blocks’ own points', () => {
		let stop = () => {};
		afterEach( () => stop() );
		const setup = () => {
			const cart = makeCart( {
				extensions: { acme: { recurring: true } },
				coupons: [
					{
						code: 'save5',
						discount_type: 'fixed_cart',
						totals: makeCart().totals as never,
					},
				],
			} );
			const made = makeRegistry();
			stop = made.stop;
			made.registry.dispatch( cartStore ).receiveCart( cart );
			const stored = made.registry.select( cartStore ).getCartData();
			return { cart: stored, wrapper: registryWrapper( made.registry ) };
		};

		it( 'gives the total’s label and format the cart’s extension data and { cart }', () => {
			const { cart, wrapper } = setup();
			const totalLabel = jest.fn( () => 'Total due today' );
			const totalValue = jest.fn( ( v: string ) => `${ v } today` );
			registerCheckoutFilters( 'acme', { totalLabel, totalValue } );
			const { result } = renderHook( () => useTotalPresentation(), {
				wrapper,
			} );
			expect( result.current ).toEqual( {
				totalLabel: 'Total due today',
				totalFormat: '<price/> today',
			} );
			expect( totalLabel ).toHaveBeenCalledWith(
				'Total',
				{ acme: { recurring: true } },
				{ cart }
			);
			expect( thirdArgument( totalValue ) ).toEqual( { cart } );
		} );

		it( 'lists the coupons the coupons filter leaves, with their labels', () => {
			const { wrapper } = setup();
			const coupons = jest.fn( ( list: Array< { label: string } > ) =>
				list.map( ( coupon ) => ( {
					...coupon,
					label: 'Newsletter',
				} ) )
			);
			registerCheckoutFilters( 'acme', { coupons } );
			const { result } = renderHook( () => useCouponPresentation(), {
				wrapper,
			} );
			expect( result.current ).toEqual( {
				couponCodes: [ 'save5' ],
				couponLabels: { save5: 'Newsletter' },
			} );
			expect( coupons.mock.calls[ 0 ][ 0 ] ).toEqual( [
				expect.objectContaining( { code: 'save5', label: 'save5' } ),
			] );
			expect( thirdArgument( coupons ) ).toEqual( {
				context: 'summary',
			} );
		} );

		it( 'labels Place Order and the Proceed to Checkout button', () => {
			const { cart, wrapper } = setup();
			const proceedToCheckoutButtonLink = jest.fn(
				( link: string ) => `${ link }?plan=monthly`
			);
			registerCheckoutFilters( 'acme', {
				placeOrderButtonLabel: () => 'Buy now',
				proceedToCheckoutButtonLabel: () => 'Subscribe',
				proceedToCheckoutButtonLink,
			} );
			expect(
				renderHook( () => usePlaceOrderButtonLabel( 'Place Order' ) )
					.result.current
			).toBe( 'Buy now' );
			const { result } = renderHook(
				() => useProceedToCheckoutButton( 'Proceed', '/checkout/' ),
				{ wrapper }
			);
			expect( result.current ).toEqual( {
				label: 'Subscribe',
				link: '/checkout/?plan=monthly',
			} );
			expect( thirdArgument( proceedToCheckoutButtonLink ) ).toEqual( {
				cart,
			} );
		} );

		it( 'asks whether to confirm a coupon with { couponCode, context }', () => {
			const showApplyCouponNotice = jest.fn( () => false );
			registerCheckoutFilters( 'acme', { showApplyCouponNotice } );
			expect(
				isCouponNoticeShown(
					'showApplyCouponNotice',
					'save5',
					'wc/cart'
				)
			).toBe( false );
			expect(
				isCouponNoticeShown(
					'showRemoveCouponNotice',
					'save5',
					'wc/cart'
				)
			).toBe( true );
			expect( showApplyCouponNotice ).toHaveBeenCalledWith(
				true,
				{},
				{ couponCode: 'save5', context: 'wc/cart' }
			);
		} );
	} );
} );
