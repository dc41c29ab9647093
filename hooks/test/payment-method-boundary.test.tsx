/// <reference types="@wordpress/jest-console" />
import { render, screen } from '@testing-library/react';

import PaymentMethodBoundary from '../payment-method-boundary';

function Broken(): JSX.Element {
	throw new Error( 'Missing publishable key' );
}

describe( 'payment method isolation', () => {
	it( 'tells shoppers the method has difficulties', () => {
		render(
			<PaymentMethodBoundary name="broken" isAdmin={ false }>
				<Broken />
			</PaymentMethodBoundary>
		);
		// React and the boundary both log the error.
		expect( console ).toHaveErrored();
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'We are experiencing difficulties with this payment method. Please contact us for assistance.'
		);
	} );

	it( 'tells admins the error itself', () => {
		render(
			<PaymentMethodBoundary name="broken" isAdmin>
				<Broken />
			</PaymentMethodBoundary>
		);
		expect( console ).toHaveErrored();
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Missing publishable key'
		);
	} );
} );
