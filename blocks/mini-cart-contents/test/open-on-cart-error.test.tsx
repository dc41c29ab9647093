import { act, renderHook } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { NOTICE_CONTEXTS, storeNoticesStore } from '@kassa/data';

import { useOpenOnCartError } from '../open-on-cart-error';
import { makeRegistry } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	( { registry, stop } = makeRegistry() );
} );
afterEach( () => stop() );

const failQuantity = () =>
	act( () => {
		registry
			.dispatch( storeNoticesStore )
			.createErrorNotice( 'Unable to update the quantity.', {
				id: 'line-quantity',
				context: NOTICE_CONTEXTS.CART,
			} );
	} );

function renderDrawer( isOpen: boolean ) {
	const open = jest.fn();
	const view = renderHook(
		( props: { isOpen: boolean } ) =>
			useOpenOnCartError( props.isOpen, open ),
		{ wrapper: registryWrapper( registry ), initialProps: { isOpen } }
	);
	return { open, ...view };
}

describe( "the mini-cart's drawer on a cart error", () => {
	it( 'opens again when a write fails after the shopper closed it, each time one fails', () => {
		const { open, rerender } = renderDrawer( true );
		rerender( { isOpen: false } );
		failQuantity();
		expect( open ).toHaveBeenCalledTimes( 1 );

		rerender( { isOpen: true } );
		rerender( { isOpen: false } );
		expect( open ).toHaveBeenCalledTimes( 1 );
		// The same line fails again: a new notice under the same id.
		failQuantity();
		expect( open ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'stays closed for errors it showed, successes, and errors another container shows', () => {
		const { open, rerender } = renderDrawer( true );
		failQuantity();
		rerender( { isOpen: false } );
		act( () => {
			registry
				.dispatch( storeNoticesStore )
				.createSuccessNotice( 'Coupon code "x" has been applied.', {
					context: NOTICE_CONTEXTS.CART,
				} );
		} );
		expect( open ).not.toHaveBeenCalled();

		// The cart page's own notices show the cart's errors.
		act( () => {
			registry
				.dispatch( storeNoticesStore )
				.registerContainer( NOTICE_CONTEXTS.CART );
		} );
		failQuantity();
		expect( open ).not.toHaveBeenCalled();
	} );
} );
