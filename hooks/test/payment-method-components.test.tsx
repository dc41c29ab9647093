import { act, render, screen } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { validationStore } from '@kassa/data';

import { PAYMENT_METHOD_COMPONENTS } from '../payment-method-components';

const {
	LoadingMask,
	PaymentMethodIcons,
	PaymentMethodLabel,
	ValidationInputError,
} = PAYMENT_METHOD_COMPONENTS;

describe( 'the components every payment method gets', () => {
	it( 'labels a method with its text and an icon element', () => {
		render(
			<PaymentMethodLabel
				text="Credit card"
				icon={ <svg data-testid="icon" /> }
			/>
		);
		expect( screen.getByText( 'Credit card' ) ).toBeTruthy();
		expect( screen.getByTestId( 'icon' ) ).toBeTruthy();
	} );

	it.each( [ 'bank', 'bill', 'card', 'checkPayment' ] )(
		'draws the named icon %s before the text, hidden from screen readers',
		( name ) => {
			const { container } = render(
				<PaymentMethodLabel text="Pay" icon={ name } />
			);
			const icon = container.querySelector(
				'svg.kassa-payment-method-label__icon'
			);
			expect( icon?.getAttribute( 'aria-hidden' ) ).toBe( 'true' );
			expect( icon?.nextElementSibling?.textContent ).toBe( 'Pay' );
			expect( container.textContent ).toBe( 'Pay' );
		}
	);

	it( 'shows an icon string that names no icon as it is, as WooCommerce does', () => {
		const { container } = render(
			<PaymentMethodLabel text="Pay" icon="toString" />
		);
		expect( container.querySelector( 'svg' ) ).toBeNull();
		expect( container.textContent ).toBe( 'toStringPay' );
	} );

	it( 'shows known icon ids and images, and leaves unknown ids out', () => {
		const { container } = render(
			<PaymentMethodIcons
				icons={ [
					'visa',
					'not-a-card',
					{ id: 'shop-card', src: '/card.svg', alt: 'Shop card' },
				] }
			/>
		);
		// Each known scheme is a small drawn mark, named for screen readers.
		expect( screen.getByRole( 'img', { name: 'Visa' } ).tagName ).toBe(
			'svg'
		);
		expect( screen.getByAltText( 'Shop card' ) ).toBeTruthy();
		expect(
			container.querySelectorAll( '.kassa-payment-icon' )
		).toHaveLength( 2 );
	} );

	it( 'greys out and announces what loads, and nothing otherwise', () => {
		const { container, rerender } = render(
			<LoadingMask isLoading screenReaderLabel="Loading card fields">
				<input aria-label="Card" />
			</LoadingMask>
		);
		expect( container.firstElementChild?.getAttribute( 'aria-busy' ) ).toBe(
			'true'
		);
		expect( screen.getByText( 'Loading card fields' ) ).toBeTruthy();
		rerender(
			<LoadingMask isLoading={ false }>
				<input aria-label="Card" />
			</LoadingMask>
		);
		expect( container.firstElementChild?.hasAttribute( 'aria-busy' ) ).toBe(
			false
		);
		expect( screen.queryByText( 'Loading…' ) ).toBeNull();
	} );

	it( 'shows a given error, or the visible error the validation store holds', () => {
		const { rerender } = render(
			<ValidationInputError errorMessage="Card declined" />
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Card declined'
		);
		act( () => {
			dispatch( validationStore ).setValidationErrors( {
				'card-number': { message: 'Enter a number', hidden: true },
			} );
		} );
		rerender(
			<ValidationInputError
				propertyName="card-number"
				elementId="card-number"
			/>
		);
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		act( () => {
			dispatch( validationStore ).showValidationError( 'card-number' );
		} );
		expect( screen.getByRole( 'alert' ).id ).toBe(
			'validate-error-card-number'
		);
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'Enter a number'
		);
	} );
} );
