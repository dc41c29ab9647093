import { fireEvent, render, screen } from '@testing-library/react';
import { createBlock, parse, serialize } from '@wordpress/blocks';

import { createStepEdit } from '../../editor/step-edit';
import CheckoutStep from '../components/checkout-step';
import { stepText, StepTextEditContext } from '../components/step-texts';
import { CheckoutSettingsContext, DEFAULT_CHECKOUT_SETTINGS } from '../context';
import ShippingAddressBlock from '../../checkout-shipping-address/block';
import '..';

describe( 'stepText', () => {
	it( 'is the admin’s text when set', () => {
		expect( stepText( 'Your details', 'Contact information' ) ).toBe(
			'Your details'
		);
	} );

	it.each( [ undefined, '', '   ', 3 ] )(
		'is the default for %p',
		( text ) => {
			expect( stepText( text, 'Contact information' ) ).toBe(
				'Contact information'
			);
		}
	);
} );

describe( 'a step’s texts for the shopper', () => {
	const step = ( texts?: { title?: string; description?: string } ) =>
		render(
			<CheckoutStep
				name="contact-information"
				title="Contact information"
				description="We will email you."
				texts={ texts }
			>
				<input aria-label="Email" />
			</CheckoutStep>
		);

	it( 'shows the defaults without the admin’s texts', () => {
		step();
		expect(
			screen.getByRole( 'group', { name: 'Contact information' } )
		).toBeTruthy();
		expect( screen.getByText( 'We will email you.' ) ).toBeTruthy();
	} );

	it( 'shows the admin’s heading and description instead', () => {
		step( { title: 'Your details', description: 'For the receipt.' } );
		expect(
			screen.getByRole( 'group', { name: 'Your details' } )
		).toBeTruthy();
		expect( screen.getByText( 'For the receipt.' ) ).toBeTruthy();
		expect( screen.queryByText( 'Contact information' ) ).toBeNull();
		expect( screen.queryByText( 'We will email you.' ) ).toBeNull();
	} );

	it( 'keeps the default heading for an empty title, and prints text as text', () => {
		step( { title: '', description: '<b>bold</b> & more' } );
		expect(
			screen.getByRole( 'heading', { name: 'Contact information' } )
		).toBeTruthy();
		expect( screen.getByText( '<b>bold</b> & more' ) ).toBeTruthy();
	} );

	it( 'gives a step without a default description the admin’s', () => {
		render(
			<CheckoutStep
				name="payment-methods"
				title="Payment options"
				texts={ { description: 'All cards welcome.' } }
			>
				<span />
			</CheckoutStep>
		);
		expect(
			document.querySelector( '.kassa-checkout-step__description' )
				?.textContent
		).toBe( 'All cards welcome.' );
	} );
} );

describe( 'a step’s texts in the editor', () => {
	it( 'are fields holding the admin’s text, the default as placeholder, and no toggle', () => {
		const editText = jest.fn( ( field: string, fallback: string ) => (
			<input aria-label={ field } placeholder={ fallback } />
		) );
		render(
			<CheckoutSettingsContext.Provider
				value={ {
					...DEFAULT_CHECKOUT_SETTINGS,
					collapsibleSteps: true,
				} }
			>
				<StepTextEditContext.Provider value={ editText }>
					<CheckoutStep
						name="contact-information"
						title="Contact information"
						texts={ { title: 'Your details' } }
					>
						<span />
					</CheckoutStep>
				</StepTextEditContext.Provider>
			</CheckoutSettingsContext.Provider>
		);
		expect( editText ).toHaveBeenCalledWith(
			'title',
			'Contact information'
		);
		expect( editText ).toHaveBeenCalledWith( 'description', '' );
		expect(
			screen.getByRole( 'heading' ).querySelector( 'input' )
		).not.toBeNull();
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it( 'write what the admin types into the block’s attributes', () => {
		const Edit = createStepEdit( ShippingAddressBlock );
		const setAttributes = jest.fn();
		render(
			<Edit
				attributes={ { description: 'Where to?' } }
				setAttributes={ setAttributes }
			/>
		);
		const title = screen.getByRole( 'textbox', { name: 'Step title' } );
		expect( title ).toHaveProperty( 'value', '' );
		expect( title.getAttribute( 'placeholder' ) ).toBe(
			'Shipping address'
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Step description' } )
		).toHaveProperty( 'value', 'Where to?' );
		fireEvent.change( title, { target: { value: 'Deliver to' } } );
		expect( setAttributes ).toHaveBeenCalledWith( { title: 'Deliver to' } );
	} );
} );

describe( 'a step’s texts as stored', () => {
	it( 'live in the block comment and the shell, and a step stored without them is valid', () => {
		const saved = serialize( [
			createBlock( 'kassa/checkout-contact-information', {
				title: 'Your details',
			} ),
		] );
		expect( saved ).toContain( '{"title":"Your details"}' );
		expect( saved ).toContain( 'data-title="&quot;Your details&quot;"' );
		const [ withTexts ] = parse( saved );
		expect( withTexts.isValid ).toBe( true );
		expect( withTexts.attributes.title ).toBe( 'Your details' );

		const [ without ] = parse(
			'<!-- wp:kassa/checkout-contact-information --><div class="wp-block-kassa-checkout-contact-information" data-block-name="kassa/checkout-contact-information"></div><!-- /wp:kassa/checkout-contact-information -->'
		);
		expect( without.isValid ).toBe( true );
		expect( without.attributes.title ).toBeUndefined();
	} );
} );
