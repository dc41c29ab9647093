import { act, render, renderHook, screen } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { cartStore, storeNoticesStore, validationStore } from '@kassa/data';
import {
	registerExpressPaymentMethod,
	resetPaymentMethods,
} from '@kassa/payment-registry';

import ExpressPaymentArea from '../express-payment-area';
import StoreNoticesContainer from '../store-notices-container';
import { COUPON_FIELD_ID } from '../../assets/constants';
import { useCartLine, useCartLines } from '../use-cart-line';
import { useCoupons } from '../use-coupons';
import {
	hasDifferingPickupLocations,
	isRateSelectionMissing,
	useShippingRates,
} from '../use-shipping-rates';
import { makeRegistry } from '../../stores/test-utils/registry';
import { registryWrapper } from '../../stores/test-utils/wrapper';
import {
	makeCart,
	makeCartItem,
	makeShippingPackage,
	makeShippingRate,
} from '../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	( { registry, stop } = makeRegistry() );
} );
afterEach( () => stop() );

const wrapper = ( isEditor = false ) => registryWrapper( registry, isEditor );

const pickup = ( id: number, address: string, selected = false ) =>
	makeShippingRate( {
		rate_id: `pickup_location:${ id }`,
		method_id: 'pickup_location',
		selected,
		meta_data: [ { key: 'pickup_address', value: address } ],
	} );

describe( 'shipping rate warnings', () => {
	it( 'flags packages collected from differing pickup locations', () => {
		expect(
			hasDifferingPickupLocations( [
				makeShippingPackage( {
					shipping_rates: [ pickup( 0, 'A', true ) ],
				} ),
				makeShippingPackage( {
					package_id: 1,
					shipping_rates: [ pickup( 1, 'B', true ) ],
				} ),
			] )
		).toBe( true );
	} );

	it( 'accepts one pickup location for every package', () => {
		const packages = [ 0, 1 ].map( ( id ) =>
			makeShippingPackage( {
				package_id: id,
				shipping_rates: [ pickup( 0, 'A', true ) ],
			} )
		);
		expect( hasDifferingPickupLocations( packages ) ).toBe( false );
	} );

	it( 'ignores a single package and carts without pickup', () => {
		expect(
			hasDifferingPickupLocations( [
				makeShippingPackage( {
					shipping_rates: [ pickup( 0, 'A', true ) ],
				} ),
			] )
		).toBe( false );
		expect(
			hasDifferingPickupLocations( [
				makeShippingPackage(),
				makeShippingPackage( { package_id: 1 } ),
			] )
		).toBe( false );
	} );

	it( 'notices a package with rates but none selected', () => {
		expect(
			isRateSelectionMissing( [
				makeShippingPackage( {
					shipping_rates: [ makeShippingRate( { selected: false } ) ],
				} ),
			] )
		).toBe( true );
		expect( isRateSelectionMissing( [ makeShippingPackage() ] ) ).toBe(
			false
		);
	} );

	it( 'useShippingRates shows both warnings on the cart for differing locations', () => {
		registry.dispatch( cartStore ).receiveCart(
			makeCart( {
				shipping_rates: [
					makeShippingPackage( {
						shipping_rates: [ pickup( 0, 'A', true ) ],
					} ),
					makeShippingPackage( {
						package_id: 1,
						shipping_rates: [ pickup( 1, 'B', true ) ],
					} ),
				],
			} )
		);
		const { result } = renderHook( () => useShippingRates(), {
			wrapper: wrapper(),
		} );
		expect( result.current.warnings ).toEqual( [
			'Multiple shipments must have the same pickup location',
			'Totals will be recalculated when a valid shipping method is selected.',
		] );
		expect( result.current.isPickupSelected ).toBe( true );
	} );
} );

describe( 'cart lines', () => {
	beforeEach( () => {
		registry.dispatch( cartStore ).receiveCart(
			makeCart( {
				items: [ makeCartItem( { key: 'a', quantity: 2 } ) ],
			} )
		);
	} );

	it( 'shows the requested quantity until the server confirms it', () => {
		jest.useFakeTimers();
		const { result } = renderHook( () => useCartLine( 'a' ), {
			wrapper: wrapper(),
		} );
		expect( result.current.quantity ).toBe( 2 );
		act( () => {
			result.current.changeQuantity( 3 );
		} );
		expect( result.current.quantity ).toBe( 3 );
		expect( result.current.item?.quantity ).toBe( 2 );
		jest.useRealTimers();
	} );

	it( 'does nothing in the editor', async () => {
		const { result } = renderHook( () => useCartLines(), {
			wrapper: wrapper( true ),
		} );
		await act( async () => {
			expect( await result.current.changeQuantity( 'a', 5 ) ).toBe(
				false
			);
			expect( await result.current.removeItem( 'a' ) ).toBe( false );
		} );
		expect( result.current.getItemQuantity( 'a' ) ).toBe( 2 );
		expect( result.current.isItemPending( 'a' ) ).toBe( false );
	} );
} );

describe( 'coupons', () => {
	it( 'reads the coupon field error and the applied codes', () => {
		registry.dispatch( cartStore ).receiveCart(
			makeCart( {
				coupons: [ { code: 'save10' } as never ],
			} )
		);
		registry.dispatch( validationStore ).setValidationErrors( {
			[ COUPON_FIELD_ID ]: {
				message: 'Coupon "x" does not exist!',
				hidden: false,
			},
		} );
		const { result } = renderHook( () => useCoupons(), {
			wrapper: wrapper(),
		} );
		expect( result.current.codes ).toEqual( [ 'save10' ] );
		expect( result.current.error ).toBe( 'Coupon "x" does not exist!' );
	} );
} );

describe( 'store notices container', () => {
	it( 'renders banners and snackbars of its context only, and registers it', () => {
		const notices = registry.dispatch( storeNoticesStore );
		notices.createErrorNotice( 'Cart broke', { context: 'wc/cart' } );
		notices.createSnackbarNotice( 'Saved', { context: 'wc/cart' } );
		notices.createErrorNotice( 'Elsewhere', {
			context: 'wc/cart/shipping-calculator',
		} );
		render( <StoreNoticesContainer context="wc/cart" />, {
			wrapper: wrapper(),
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'Cart broke'
		);
		expect( screen.getByText( 'Saved' ) ).toBeTruthy();
		expect( screen.queryByText( 'Elsewhere' ) ).toBeNull();
		expect(
			registry.select( storeNoticesStore ).hasContainer( 'wc/cart' )
		).toBe( true );
	} );

	it( "shows a notice a gateway dispatched to WordPress's core/notices by name", () => {
		render( <StoreNoticesContainer context="wc/checkout/payments" />, {
			wrapper: wrapper(),
		} );
		act( () => {
			registry
				.dispatch( 'core/notices' )
				.createErrorNotice( 'Your card needs 3-D Secure.', {
					context: 'wc/checkout/payments',
				} );
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'Your card needs 3-D Secure.'
		);
	} );
} );

function FastPay() {
	return <button type="button">Fast pay</button>;
}

describe( 'express payment area', () => {
	afterEach( () => resetPaymentMethods() );

	it( 'says no methods are registered, in the editor only', () => {
		const { container } = render( <ExpressPaymentArea variant="cart" />, {
			wrapper: wrapper(),
		} );
		expect( container.innerHTML ).toBe( '' );
		render( <ExpressPaymentArea variant="cart" />, {
			wrapper: wrapper( true ),
		} );
		expect(
			screen.getByText( 'No registered Payment Methods' )
		).toBeTruthy();
	} );

	it( 'has no heading and "Or" on the cart; "Express Checkout" and "Or continue below" on checkout', () => {
		registerExpressPaymentMethod( {
			name: 'fastpay',
			content: <FastPay />,
			edit: <FastPay />,
			canMakePayment: () => true,
		} );
		const { unmount } = render( <ExpressPaymentArea variant="cart" />, {
			wrapper: wrapper( true ),
		} );
		expect( screen.queryByRole( 'heading' ) ).toBeNull();
		expect( screen.getByText( 'Or' ) ).toBeTruthy();
		const item = screen.getByRole( 'listitem' );
		// WooCommerce's id, which gateways' scripts look for.
		expect( item.id ).toBe( 'express-payment-method-fastpay' );
		expect( item.style.minHeight ).toBe( '48px' );
		expect( item.style.borderRadius ).toBe( '4px' );
		unmount();
		render( <ExpressPaymentArea variant="checkout" />, {
			wrapper: wrapper( true ),
		} );
		expect(
			screen.getByRole( 'heading', { name: 'Express Checkout' } )
		).toBeTruthy();
		expect( screen.getByText( 'Or continue below' ) ).toBeTruthy();
	} );
} );
