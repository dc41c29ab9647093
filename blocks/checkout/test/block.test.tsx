import { render, screen } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { cartStore, NOTICE_CONTEXTS, storeNoticesStore } from '@kassa/data';

import CheckoutBlock from '../block';
import { makeRegistry, setSettings } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';
import { makeCart } from '../../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	setSettings( {
		pages: {
			shop: '/shop/',
			cart: '/cart/',
			checkout: '/checkout/',
			privacy: '',
			terms: '',
			myaccount: '',
		},
	} );
	( { registry, stop } = makeRegistry() );
} );
afterEach( () => {
	stop();
	setSettings( {} );
} );

describe( 'the checkout with an empty cart', () => {
	it( 'says why the cart emptied when placing the order found it so', () => {
		registry.dispatch( cartStore ).receiveCart( makeCart( { items: [] } ) );
		registry
			.dispatch( storeNoticesStore )
			.createErrorNotice( 'Cannot place an order, your cart is empty.', {
				context: NOTICE_CONTEXTS.CHECKOUT,
			} );
		render( <CheckoutBlock />, { wrapper: registryWrapper( registry ) } );
		screen.getByRole( 'heading', {
			name: 'Your cart is currently empty!',
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Cannot place an order, your cart is empty.'
		);
	} );
} );
