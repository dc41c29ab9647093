// @wordpress/notices' editor components pull in @wordpress/components, which Jest cannot load.
jest.mock( '@wordpress/components', () => ( {} ) );

import { render, screen } from '@testing-library/react';

import CheckoutStep from '../components/checkout-step';
import { CheckoutSettingsContext, DEFAULT_CHECKOUT_SETTINGS } from '../context';
import { focusFirstInvalidField } from '../hooks/use-place-order';

describe( 'checkout step', () => {
	it( 'is a group named by its heading, numbered when the checkout numbers steps', () => {
		const { container } = render(
			<CheckoutSettingsContext.Provider
				value={ {
					...DEFAULT_CHECKOUT_SETTINGS,
					showStepNumbers: true,
				} }
			>
				<CheckoutStep name="contact" title="Contact information">
					<input aria-label="Email" />
				</CheckoutStep>
			</CheckoutSettingsContext.Provider>
		);
		expect(
			screen.getByRole( 'group', { name: 'Contact information' } )
		).toBeTruthy();
		expect(
			container.querySelector( '.kassa-checkout-step--numbered' )
		).not.toBeNull();
	} );
} );

describe( 'focus after a failed submit', () => {
	it( 'moves to the first invalid field of the checkout', () => {
		document.body.innerHTML = `<div class="wp-block-kassa-checkout">
			<input id="a" /><input id="b" aria-invalid="true" /><input id="c" aria-invalid="true" />
		</div>`;
		expect( focusFirstInvalidField() ).toBe( true );
		const field = document.getElementById( 'b' );
		expect( field?.ownerDocument.activeElement ).toBe( field );
	} );
} );
