import { act, renderHook } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { addAction, removeAllActions } from '@wordpress/hooks';
import { cartStore } from '@kassa/data';

import {
	announceAddedToCart,
	announceAddingToCart,
} from '../add-to-cart-events';
import { useCartLine, useCartLines } from '../use-cart-line';
import { useSelectShippingRate } from '../use-shipping-rates';
import {
	installFakeFetch,
	uninstallFakeFetch,
} from '../../stores/test-utils/fake-fetch';
import { makeCart, makeCartItem } from '../../stores/test-utils/factories';
import { makeRegistry } from '../../stores/test-utils/registry';
import { registryWrapper } from '../../stores/test-utils/wrapper';

/** Kassa's events, as other scripts hear them (wp-hooks actions). */
const heard: Array< [ string, Record< string, unknown > ] > = [];
const EVENTS = [
	'kassa-cart-set-item-quantity',
	'kassa-cart-remove-item',
	'kassa-cart-add-item',
	'kassa-checkout-set-selected-shipping-rate',
];

let registry: DataRegistry;
let stop: () => void;
const item = makeCartItem( { key: 'a', quantity: 2 } );
const cart = makeCart( { items: [ item ] } );

beforeEach( () => {
	heard.length = 0;
	EVENTS.forEach( ( name ) =>
		addAction( name, 'test', ( detail ) => heard.push( [ name, detail ] ) )
	);
	window.kassaSettings = { preloadedCart: cart, storeApiNonce: 'n' };
	( { registry, stop } = makeRegistry() );
	installFakeFetch( () => ( { body: cart } ) );
} );
afterEach( () => {
	EVENTS.forEach( ( name ) => removeAllActions( name, 'test' ) );
	stop();
	uninstallFakeFetch();
	delete window.kassaSettings;
} );

describe( 'the events the cart’s controls fire', () => {
	it( 'tells a quantity asked for, and a removal with the quantity the line had, as they are asked', () => {
		const { result } = renderHook( () => useCartLines(), {
			wrapper: registryWrapper( registry ),
		} );
		act( () => {
			result.current.changeQuantity( 'a', 3 );
		} );
		act( () => {
			result.current.removeItem( 'a' );
		} );
		expect( heard ).toEqual( [
			[
				'kassa-cart-set-item-quantity',
				{ item: expect.objectContaining( { key: 'a' } ), quantity: 3 },
			],
			[
				'kassa-cart-remove-item',
				{ item: expect.objectContaining( { key: 'a' } ), quantity: 3 },
			],
		] );
	} );

	it( 'tells the same for a single line', () => {
		const { result } = renderHook( () => useCartLine( 'a' ), {
			wrapper: registryWrapper( registry ),
		} );
		act( () => {
			result.current.remove();
		} );
		expect( heard ).toEqual( [
			[
				'kassa-cart-remove-item',
				{ item: expect.objectContaining( { key: 'a' } ), quantity: 2 },
			],
		] );
	} );

	it( 'tells nothing from the editor', () => {
		const { result } = renderHook( () => useCartLines(), {
			wrapper: registryWrapper( registry, true ),
		} );
		act( () => {
			result.current.removeItem( 'a' );
		} );
		expect( heard ).toEqual( [] );
	} );

	it( 'tells a shipping rate chosen once the server took it', async () => {
		const { result } = renderHook( () => useSelectShippingRate(), {
			wrapper: registryWrapper( registry ),
		} );
		await act( () => result.current( 'flat_rate:1', 0 ) );
		expect( heard ).toEqual( [
			[
				'kassa-checkout-set-selected-shipping-rate',
				{ rateId: 'flat_rate:1' },
			],
		] );
		expect( registry.select( cartStore ).getCartData() ).not.toBeNull();
	} );

	it( 'tells nothing when the server refuses the rate', async () => {
		uninstallFakeFetch();
		installFakeFetch( () => ( {
			status: 400,
			body: {
				code: 'woocommerce_rest_cart_invalid_rate',
				message: 'No.',
			},
		} ) );
		const { result } = renderHook( () => useSelectShippingRate(), {
			wrapper: registryWrapper( registry ),
		} );
		await act( () => result.current( 'flat_rate:9', 0 ) );
		expect( heard ).toEqual( [] );
	} );

	it( 'tells an add to the cart as WooCommerce’s blocks do: the DOM events around it and the product', () => {
		const dom: Array< [ string, unknown, boolean ] > = [];
		const record = ( event: Event ) =>
			dom.push( [
				event.type,
				( event as CustomEvent ).detail,
				event.bubbles,
			] );
		document.body.addEventListener( 'wc-blocks_adding_to_cart', record );
		document.body.addEventListener( 'wc-blocks_added_to_cart', record );
		announceAddingToCart();
		announceAddedToCart( { id: 7 } );
		expect( dom ).toEqual( [
			[ 'wc-blocks_adding_to_cart', null, true ],
			[ 'wc-blocks_added_to_cart', { preserveCartData: true }, true ],
		] );
		expect( heard ).toEqual( [
			[ 'kassa-cart-add-item', { product: { id: 7 } } ],
		] );
	} );
} );
