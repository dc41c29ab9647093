import { render, screen, within } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';

import OrderPay from '../order-pay';
import {
	makeRegistry,
	setSettings,
} from '../../../../stores/test-utils/registry';
import { registryWrapper } from '../../../../stores/test-utils/wrapper';
import { makeCart } from '../../../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;

/** An order of one line, paid with a coupon, as the page's stores hold it. */
const order = makeCart( {
	coupons: [
		{
			code: 'save5',
			discount_type: 'fixed_cart',
			totals: {
				...makeCart().totals,
				total_discount: '500',
				total_discount_tax: '0',
			},
		},
	],
} );
order.totals.total_discount = '500';

const view = {
	checkout: { showStepNumbers: false },
	blocks: { 'kassa/checkout-actions': { showPrice: false } },
	buttonText: 'Pay for order',
	addresses: {
		billing: [ 'Grace Guest', '1 High Street', 'grace@example.com' ],
		shipping: [],
	},
};

beforeEach( () => {
	setSettings( {
		preloadedCart: order,
		orderToPay: { id: 53, key: 'wc_order_abc', billingEmail: 'e' },
	} );
	( { registry, stop } = makeRegistry() );
} );
afterEach( () => {
	stop();
	setSettings( {} );
} );

describe( 'paying an existing order', () => {
	it( 'shows the order’s lines, totals and addresses, and a Pay for order button', () => {
		render( <OrderPay { ...view } />, {
			wrapper: registryWrapper( registry ),
		} );
		// Collapsed behind its total at this (test's) width, as on a phone.
		screen.getByRole( 'button', { name: /^Order summary\s*15,00 €$/ } );
		within(
			screen.getByRole( 'list', {
				name: 'Products in your order',
				hidden: true,
			} )
		).getByRole( 'listitem', { hidden: true } );
		screen.getByRole( 'heading', { name: 'Billing address' } );
		screen.getByText( /1 High Street/ );
		expect(
			screen.queryByRole( 'heading', { name: 'Shipping address' } )
		).toBeNull();
		screen.getByRole( 'button', { name: 'Pay for order' } );
	} );

	it( 'offers nothing that would change the order or the cart: no coupon removal, no way back to the cart', () => {
		render( <OrderPay { ...view } />, {
			wrapper: registryWrapper( registry ),
		} );
		screen.getByText( 'save5' );
		expect(
			screen.queryByRole( 'button', { name: /Remove coupon/ } )
		).toBeNull();
		expect(
			screen.queryByRole( 'link', { name: 'Return to Cart' } )
		).toBeNull();
		expect( screen.queryByRole( 'textbox' ) ).toBeNull();
	} );
} );
