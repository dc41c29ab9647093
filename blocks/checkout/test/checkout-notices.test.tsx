import { fireEvent, render, screen } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { NOTICE_CONTEXTS, storeNoticesStore } from '@kassa/data';

import CheckoutNotices from '../components/checkout-notices';
import { makeRegistry } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	( { registry, stop } = makeRegistry() );
} );
afterEach( () => stop() );

describe( "the checkout's notices", () => {
	it( 'show those of a step not on show (the shipping address while collecting), and dismiss them', () => {
		registry
			.dispatch( storeNoticesStore )
			.createErrorNotice( 'Your address could not be saved.', {
				id: 'save',
				context: NOTICE_CONTEXTS.SHIPPING_ADDRESS,
			} );
		render( <CheckoutNotices context={ NOTICE_CONTEXTS.CHECKOUT } />, {
			wrapper: registryWrapper( registry ),
		} );
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Your address could not be saved.'
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Dismiss this notice' } )
		);
		expect(
			registry
				.select( storeNoticesStore )
				.getNotices( NOTICE_CONTEXTS.SHIPPING_ADDRESS )
		).toEqual( [] );
	} );
} );
