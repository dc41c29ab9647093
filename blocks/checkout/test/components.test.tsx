import { act, fireEvent, render, screen } from '@testing-library/react';
import { checkoutStore } from '@kassa/data';

import CheckoutStep from '../components/checkout-step';
import { CheckoutSettingsContext, DEFAULT_CHECKOUT_SETTINGS } from '../context';
import { focusFirstInvalidField } from '../hooks/use-place-order';
import OrderNoteBlock from '../../checkout-order-note/block';
import TermsBlock from '../../checkout-terms/block';
import { makeRegistry } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';

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

describe( 'a checkout step while the order is on its way', () => {
	let registry: ReturnType< typeof makeRegistry >[ 'registry' ];
	let stop: () => void;
	beforeEach( () => {
		( { registry, stop } = makeRegistry() );
	} );
	afterEach( () => stop() );

	it( 'takes no typing from the click until the shopper is back at the form', () => {
		render(
			<CheckoutStep name="contact" title="Contact information">
				<input aria-label="Email" />
			</CheckoutStep>,
			{ wrapper: registryWrapper( registry ) }
		);
		const step = screen.getByRole( 'group', {
			name: 'Contact information',
		} ) as HTMLFieldSetElement;
		const checkout = registry.dispatch( checkoutStore );
		const to = ( action: () => unknown ) =>
			act( () => {
				action();
			} );
		expect( step.disabled ).toBe( false );
		to( checkout.setBeforeProcessing );
		expect( step.disabled ).toBe( true );
		to( checkout.setProcessing );
		expect( step.disabled ).toBe( true );
		// The order failed: back to the form.
		to( checkout.setIdle );
		expect( step.disabled ).toBe( false );
	} );
} );

describe( 'collapsible checkout steps', () => {
	const renderSteps = ( collapsibleSteps: boolean ) =>
		render(
			<CheckoutSettingsContext.Provider
				value={ { ...DEFAULT_CHECKOUT_SETTINGS, collapsibleSteps } }
			>
				<div className="wp-block-kassa-checkout">
					<CheckoutStep name="contact" title="Contact information">
						<input aria-label="Email" />
					</CheckoutStep>
					<CheckoutStep name="shipping" title="Shipping address">
						<input aria-label="City" aria-invalid="true" />
					</CheckoutStep>
				</div>
			</CheckoutSettingsContext.Provider>
		);

	it( 'has no toggles by default', () => {
		renderSteps( false );
		expect( screen.queryAllByRole( 'button' ) ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'heading', { name: 'Contact information' } )
		).toBeTruthy();
		expect( screen.getByLabelText( 'Email' ) ).toBeTruthy();
	} );

	it( 'turns each heading into a button that collapses and expands its step', () => {
		renderSteps( true );
		const toggle = screen.getByRole( 'button', {
			name: 'Contact information',
		} );
		expect(
			screen
				.getByRole( 'heading', { name: 'Contact information' } )
				.contains( toggle )
		).toBe( true );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const body = document.getElementById(
			toggle.getAttribute( 'aria-controls' ) ?? ''
		);
		expect( body?.contains( screen.getByLabelText( 'Email' ) ) ).toBe(
			true
		);

		fireEvent.click( toggle );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( body?.hidden ).toBe( true );
		// The other step stays open.
		expect(
			screen
				.getByRole( 'button', { name: 'Shipping address' } )
				.getAttribute( 'aria-expanded' )
		).toBe( 'true' );

		fireEvent.click( toggle );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( body?.hidden ).toBe( false );
	} );

	it( 'opens a collapsed step holding an invalid field before focusing it after a failed submit', () => {
		renderSteps( true );
		const contact = screen.getByRole( 'button', {
			name: 'Contact information',
		} );
		const shipping = screen.getByRole( 'button', {
			name: 'Shipping address',
		} );
		fireEvent.click( contact );
		fireEvent.click( shipping );
		expect( shipping.getAttribute( 'aria-expanded' ) ).toBe( 'false' );

		let focused = false;
		act( () => {
			focused = focusFirstInvalidField();
		} );
		expect( focused ).toBe( true );
		expect( shipping.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		const city = screen.getByLabelText( 'City' );
		expect( city.closest( '[hidden]' ) ).toBeNull();
		expect( city.ownerDocument.activeElement ).toBe( city );
		// A step without errors stays as the shopper left it.
		expect( contact.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
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

describe( "the shop's settings in the checkout", () => {
	afterEach( () => {
		window.kassaSettings = {};
	} );

	it( 'links the terms and privacy pages in the default terms text', () => {
		window.kassaSettings = {
			pages: {
				shop: '',
				cart: '',
				checkout: '',
				terms: 'https://shop.example/terms/',
				privacy: 'https://shop.example/privacy-policy/',
				myaccount: '',
			},
		};
		render( <TermsBlock /> );
		expect(
			screen
				.getByRole( 'link', { name: 'Privacy Policy' } )
				.getAttribute( 'href' )
		).toBe( 'https://shop.example/privacy-policy/' );
		expect(
			screen
				.getByRole( 'link', { name: 'Terms and Conditions' } )
				.getAttribute( 'href' )
		).toBe( 'https://shop.example/terms/' );
	} );

	it( "labels the terms checkbox with the shop's text, and shows its privacy notice", () => {
		window.kassaSettings = {
			termsCheckboxText:
				'I have read and agree to the website <a href="https://shop.example/terms/">terms and conditions</a>',
			privacyPolicyText:
				'Your personal data will be used to process your order, as our <a href="https://shop.example/privacy-policy/">privacy policy</a> describes.',
		};
		render( <TermsBlock requireCheckbox /> );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'I have read and agree to the website terms and conditions',
			} )
		).toBeTruthy();
		expect(
			screen.getByRole( 'link', { name: 'privacy policy' } )
		).toBeTruthy();
	} );

	it( "keeps the admin's own terms text over the shop's", () => {
		window.kassaSettings = { termsCheckboxText: 'Shop text' };
		render( <TermsBlock requireCheckbox text="Admin text" /> );
		expect(
			screen.getByRole( 'checkbox', { name: 'Admin text' } )
		).toBeTruthy();
	} );

	it( 'has no order note where the shop takes none', () => {
		window.kassaSettings = { orderNotesEnabled: false };
		const { container } = render( <OrderNoteBlock /> );
		expect( container.textContent ).toBe( '' );
		window.kassaSettings = {};
		render( <OrderNoteBlock /> );
		expect(
			screen.getByRole( 'checkbox', { name: 'Add a note to your order' } )
		).toBeTruthy();
	} );
} );
