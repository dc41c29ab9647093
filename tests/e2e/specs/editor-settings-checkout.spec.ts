import type { FrameLocator, Locator, Page } from '@playwright/test';

import { test, expect, expectWideAlignment } from '../utils/block-settings';
import { placeOrderButton } from '../utils/checkout';
import { pageBySlug } from '../utils/editor';
import { defaultMarkup } from '../utils/markup';
import { CHECKOUT_REQUIRED_BLOCKS } from '../../../blocks/checkout/template';

/**
 * Every setting of the Checkout block and its inner blocks, from the editor to the shop
 * (issue 12): each test changes one setting through the editor's UI, saves, and checks what a
 * guest shopper sees. The seeded shop asks for company, address line 2 and
 * phone as optional, so the block's setting is what the shopper gets (a field the shop itself
 * requires or leaves out would keep the shop's rule: unit tests of applyFieldVisibility).
 */
test.use( {
	settingsPage: {
		title: 'Checkout settings (e2e)',
		content: defaultMarkup( 'checkout' ),
		blockName: 'kassa/checkout',
		ready: '.kassa-checkout-actions__place-order',
	},
} );

/**
 * What a step's heading shows before its title: the step number's counter, or 'none'.
 *
 * @param page  The shopper's page.
 * @param title The step's title.
 * @return The computed `content` of the heading's ::before.
 */
const stepNumber = ( page: Page, title: string ) =>
	page
		.locator( '.kassa-checkout-step__title', { hasText: title } )
		.evaluate(
			( heading ) => getComputedStyle( heading, '::before' ).content
		);

/**
 * Where an element starts on the page, from the top.
 *
 * @param locator The element.
 * @return Its top, in px.
 */
const top = async ( locator: Locator ) =>
	( await locator.boundingBox() )?.y ?? NaN;

type Surface = Page | FrameLocator;

/**
 * Checks or unchecks a checkbox or radio from the keyboard: in the canvas, the selected block's
 * toolbar may cover it.
 *
 * @param control The control.
 * @param checked Whether it should be checked.
 */
async function setChecked( control: Locator, checked: boolean ) {
	if ( ( await control.isChecked() ) !== checked ) {
		await control.press( 'Space' );
	}
	await expect( control ).toBeChecked( { checked } );
}

/**
 * Chooses shipping or pickup in the checkout's delivery step.
 *
 * @param page   The shopper's page, or the editor's canvas (a preview: it saves nothing).
 * @param method 'Ship' or 'Pickup'.
 */
const chooseDelivery = ( page: Surface, method: string ) =>
	setChecked(
		page.getByRole( 'radio', { name: method, exact: true } ),
		true
	);

/**
 * Checks or unchecks the shipping address form's 'Use same address for billing'.
 *
 * @param page    The shopper's page, or the editor's canvas.
 * @param checked Whether to check it.
 */
const sameAddress = ( page: Surface, checked: boolean ) =>
	setChecked(
		page.getByRole( 'checkbox', { name: 'Use same address for billing' } ),
		checked
	);

/**
 * How a step the checkout does not start with is shown (`show`), and the checkout's start put
 * back (`hide`), on the shopper's page or in the editor's canvas.
 */
const REVEAL: Record<
	'none' | 'pickup' | 'billing',
	{
		show: ( page: Surface ) => Promise< void >;
		hide: ( page: Surface ) => Promise< void >;
	}
> = {
	none: { show: async () => {}, hide: async () => {} },
	pickup: {
		show: ( page ) => chooseDelivery( page, 'Pickup' ),
		hide: ( page ) => chooseDelivery( page, 'Ship' ),
	},
	billing: {
		show: ( page ) => sameAddress( page, false ),
		hide: ( page ) => sameAddress( page, true ),
	},
};

test.describe( 'checkout settings, editor to shop', () => {
	test( 'step numbers: off, then on', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/checkout' );
		const numbers = sidebar.getByRole( 'checkbox', {
			name: 'Show step numbers',
		} );
		await numbers.uncheck();
		await blockEditor.save();
		await shopper.open();
		expect( await stepNumber( shopper.page, 'Contact information' ) ).toBe(
			'none'
		);

		await blockEditor.select( 'kassa/checkout' );
		await numbers.check();
		await blockEditor.save();
		await shopper.reload();
		expect( await stepNumber( shopper.page, 'Contact information' ) ).toBe(
			'counter(kassa-checkout-step) ". "'
		);
	} );

	test( 'collapsible steps: on, then off', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/checkout' );
		const collapsible = sidebar.getByRole( 'checkbox', {
			name: 'Collapsible steps',
		} );
		await collapsible.check();
		await blockEditor.save();
		await shopper.open();
		const contact = shopper.page.getByRole( 'button', {
			name: 'Contact information',
		} );
		await expect( contact ).toHaveAttribute( 'aria-expanded', 'true' );
		await contact.click();
		await expect( shopper.page.getByLabel( 'Email address' ) ).toBeHidden();

		await blockEditor.select( 'kassa/checkout' );
		await collapsible.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await expect(
			shopper.page.getByRole( 'heading', { name: 'Contact information' } )
		).toBeVisible();
		await expect( contact ).toHaveCount( 0 );
		await expect(
			shopper.page.getByLabel( 'Email address' )
		).toBeVisible();
	} );

	test( 'order notes: off, then on', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/checkout' );
		const notes = sidebar.getByRole( 'checkbox', {
			name: 'Allow order notes',
		} );
		const note = shopper.page.getByRole( 'checkbox', {
			name: 'Add a note to your order',
		} );
		await notes.uncheck();
		await blockEditor.save();
		await shopper.open();
		await expect( note ).toHaveCount( 0 );

		await blockEditor.select( 'kassa/checkout' );
		await notes.check();
		await blockEditor.save();
		await shopper.reload();
		await expect( note ).toBeVisible();
	} );

	for ( const [ setting, key, label ] of [
		[ 'Company', 'company', 'Company' ],
		[ 'Phone', 'phone', 'Phone' ],
	] ) {
		test( `${ key }: required, optional, hidden`, async ( {
			blockEditor,
			shopper,
		} ) => {
			const field = shopper.page.locator( `[id="shipping-${ key }"]` );
			const choose = async ( value: string ) => {
				const sidebar = await blockEditor.select( 'kassa/checkout' );
				await sidebar
					.getByRole( 'combobox', { name: setting, exact: true } )
					.selectOption( value );
				await blockEditor.save();
			};
			await choose( 'required' );
			await shopper.open();
			await expect(
				shopper.page.getByLabel( label, { exact: true } )
			).toHaveAttribute( 'required', '' );

			await choose( 'optional' );
			await shopper.reload();
			await expect(
				shopper.page.getByLabel( `${ label } (optional)` )
			).not.toHaveAttribute( 'required' );

			await choose( 'hidden' );
			await shopper.reload();
			await expect( field ).toHaveCount( 0 );
		} );
	}

	test( 'address line 2: required, optional, hidden', async ( {
		blockEditor,
		shopper,
	} ) => {
		const field = shopper.page.locator( '[id="shipping-address_2"]' );
		const toggle = shopper.page.getByRole( 'button', { name: /^\+ Add / } );
		const choose = async ( value: string ) => {
			const sidebar = await blockEditor.select( 'kassa/checkout' );
			await sidebar
				.getByRole( 'combobox', { name: 'Apartment, suite, etc.' } )
				.selectOption( value );
			await blockEditor.save();
		};
		await choose( 'required' );
		await shopper.open();
		await expect( field ).toHaveAttribute( 'required', '' );
		await expect( toggle ).toHaveCount( 0 );

		// Optional: behind a '+ Add …' toggle (SPEC §4), then an optional input.
		await choose( 'optional' );
		await shopper.reload();
		await expect( field ).toHaveCount( 0 );
		await toggle.click();
		await expect( field ).toBeFocused();
		await expect( field ).not.toHaveAttribute( 'required' );

		await choose( 'hidden' );
		await shopper.reload();
		await expect( field ).toHaveCount( 0 );
		await expect( toggle ).toHaveCount( 0 );
	} );

	test( 'terms: a required checkbox with the admin’s text, then the text alone', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/checkout-terms' );
		await sidebar
			.getByRole( 'textbox', { name: 'Terms text' } )
			.fill( 'I accept the e2e terms.' );
		const required = sidebar.getByRole( 'checkbox', {
			name: 'Require a checkbox',
		} );
		await required.check();
		await expect(
			blockEditor.canvas.getByRole( 'checkbox', {
				name: 'I accept the e2e terms.',
			} )
		).toBeVisible();
		await blockEditor.save();

		await shopper.open();
		await expect(
			shopper.page.getByRole( 'checkbox', {
				name: 'I accept the e2e terms.',
			} )
		).toBeVisible();

		await blockEditor.select( 'kassa/checkout-terms' );
		await required.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await expect(
			shopper.page.getByText( 'I accept the e2e terms.' )
		).toBeVisible();
		await expect(
			shopper.page.getByRole( 'checkbox', {
				name: 'I accept the e2e terms.',
			} )
		).toHaveCount( 0 );
	} );

	test( 'return-to-cart link: the admin’s text, then no link', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/checkout-actions' );
		const show = sidebar.getByRole( 'checkbox', {
			name: 'Show a return-to-cart link',
		} );
		await show.check();
		await sidebar
			.getByRole( 'textbox', { name: 'Return-to-cart link text' } )
			.fill( 'Back to the basket' );
		await blockEditor.save();
		await shopper.open();
		await expect(
			shopper.page.getByRole( 'link', { name: 'Back to the basket' } )
		).toHaveAttribute( 'href', /\/cart\/$/ );

		await blockEditor.select( 'kassa/checkout-actions' );
		await show.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await expect(
			shopper.page.getByRole( 'link', { name: 'Back to the basket' } )
		).toHaveCount( 0 );
		await expect(
			shopper.page.getByRole( 'link', { name: 'Return to Cart' } )
		).toHaveCount( 0 );
	} );

	test( 'the Place Order button’s label', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/checkout-actions' );
		await sidebar
			.getByRole( 'textbox', { name: 'Place order button label' } )
			.fill( 'Buy it now' );
		await blockEditor.save();
		await shopper.open();
		// A method with a label of its own ('Pay now') would show that one instead.
		await shopper.page
			.getByRole( 'radio', { name: 'Check payments' } )
			.check();
		await expect( placeOrderButton( shopper.page ) ).toHaveAccessibleName(
			/^Buy it now/
		);
	} );

	// The steps' texts (issue 14): typed into the step's heading and description in the canvas.
	for ( const { blockName, title, description = '', reveal = 'none' } of [
		{
			blockName: 'kassa/checkout-contact-information',
			title: 'Contact information',
			description:
				"We'll use this email to send you details and updates about your order.",
		},
		{
			blockName: 'kassa/checkout-shipping-address',
			title: 'Shipping address',
			description:
				'Enter the address where you want your order delivered.',
		},
		{
			blockName: 'kassa/checkout-shipping-method',
			title: 'Delivery',
			description: 'Select how you would like to receive your order.',
		},
		{
			blockName: 'kassa/checkout-shipping-methods',
			title: 'Shipping options',
		},
		// Shown once the shopper (or the admin, in the canvas) chooses pickup.
		{
			blockName: 'kassa/checkout-pickup-options',
			title: 'Pickup locations',
			reveal: 'pickup' as const,
		},
		// Shown once the shopper bills to another address.
		{
			blockName: 'kassa/checkout-billing-address',
			title: 'Billing address',
			description:
				'Enter the billing address that matches your payment method.',
			reveal: 'billing' as const,
		},
		{
			blockName: 'kassa/checkout-payment-methods',
			title: 'Payment options',
		},
		{
			blockName: 'kassa/checkout-additional-information',
			title: 'Additional order information',
		},
	] ) {
		test( `${ title } step: the admin’s title and description, then the defaults again`, async ( {
			blockEditor,
			shopper,
		} ) => {
			const ownTitle = `${ title } & more (e2e)`;
			const ownDescription = `<Read> this before the ${ title } step.`;
			const defaultDescriptions = [ description ].filter( Boolean );
			const shopperDescription = shopper.page.locator(
				`.kassa-checkout-step--${ blockName.replace(
					'kassa/checkout-',
					''
				) } .kassa-checkout-step__description`
			);
			await REVEAL[ reveal ].show( blockEditor.canvas );
			const block = blockEditor.block( blockName );
			const titleField = block.getByRole( 'textbox', {
				name: 'Step title',
			} );
			const descriptionField = block.getByRole( 'textbox', {
				name: 'Step description',
			} );
			// Empty, the fields show the defaults the shopper gets.
			await expect( titleField ).toHaveAttribute( 'placeholder', title );
			await expect( descriptionField ).toHaveAttribute(
				'placeholder',
				description || 'Add a description (optional)'
			);
			await titleField.fill( ownTitle );
			await descriptionField.fill( ownDescription );
			await blockEditor.save();
			await shopper.open();
			await REVEAL[ reveal ].show( shopper.page );
			const step = shopper.page.getByRole( 'group', { name: ownTitle } );
			await expect(
				step.getByRole( 'heading', { name: ownTitle } )
			).toBeVisible();
			await expect( shopperDescription ).toHaveText( [ ownDescription ] );
			await expect(
				shopper.page.getByRole( 'heading', {
					name: title,
					exact: true,
				} )
			).toHaveCount( 0 );

			await titleField.fill( '' );
			await descriptionField.fill( '' );
			await REVEAL[ reveal ].hide( blockEditor.canvas );
			await blockEditor.save();
			await shopper.reload();
			await REVEAL[ reveal ].show( shopper.page );
			await expect(
				shopper.page.getByRole( 'heading', {
					name: title,
					exact: true,
				} )
			).toBeVisible();
			await expect( shopperDescription ).toHaveText(
				defaultDescriptions
			);
		} );
	}

	test( 'the seeded checkout page, stored without the steps’ texts, shows the default ones', async ( {
		requestUtils,
		shopper,
	} ) => {
		const seeded = await pageBySlug( requestUtils, 'checkout' );
		expect( seeded.content.raw ).toContain(
			'<!-- wp:kassa/checkout-contact-information -->'
		);
		expect( seeded.content.raw ).not.toMatch( /"(title|description)":/ );
		await shopper.open();
		await shopper.page.goto( '/checkout/' );
		const titles = shopper.page.locator( '.kassa-checkout-step__title' );
		await expect( titles ).toHaveText( [
			'Contact information',
			'Delivery',
			'Shipping address',
			'Shipping options',
			'Payment options',
			'Additional order information',
		] );
		await expect(
			shopper.page.locator( '.kassa-checkout-step__description' )
		).toHaveText( [
			"We'll use this email to send you details and updates about your order.",
			'Select how you would like to receive your order.',
			'Enter the address where you want your order delivered.',
		] );
	} );

	test( 'Contact information step: the server’s first paint prints the admin’s texts, escaped', async ( {
		blockEditor,
		shopper,
	} ) => {
		const block = blockEditor.block( 'kassa/checkout-contact-information' );
		const titleField = block.getByRole( 'textbox', { name: 'Step title' } );
		const descriptionField = block.getByRole( 'textbox', {
			name: 'Step description',
		} );
		await titleField.fill( 'You & us' );
		await descriptionField.fill( '<b>Receipts</b> go here.' );
		await blockEditor.save();
		await shopper.open();
		const firstPaint = async () =>
			( await shopper.page.request.get( blockEditor.url ) ).text();
		expect( await firstPaint() ).toMatch(
			/<h2 class="kassa-checkout-step__title">You &amp; us<\/h2>(<a [^>]*>Log in<\/a>)?<\/div><p class="kassa-checkout-step__description">&lt;b&gt;Receipts&lt;\/b&gt; go here.<\/p>/
		);

		await titleField.fill( '' );
		await descriptionField.fill( '' );
		await blockEditor.save();
		expect( await firstPaint() ).toMatch(
			/<h2 class="kassa-checkout-step__title">Contact information<\/h2>(<a [^>]*>Log in<\/a>)?<\/div><p class="kassa-checkout-step__description">We&#039;ll use this email to send you details and updates about your order.<\/p>/
		);
	} );

	for ( const name of CHECKOUT_REQUIRED_BLOCKS ) {
		test( `required: ${ name } has no Delete in its menu, nor Unlock`, ( {
			blockEditor,
		} ) => blockEditor.expectNotRemovable( name ) );
	}

	test( 'alignment: wide by default, as WooCommerce’s; none on request', ( {
		blockEditor,
		shopper,
	} ) =>
		expectWideAlignment( blockEditor, shopper, 'kassa/checkout', true ) );

	// Last: the order note the other tests find is gone after it.
	test( 'moving the terms above the order note, then removing the order note', async ( {
		blockEditor,
		shopper,
	} ) => {
		await blockEditor.moveAbove(
			'kassa/checkout-terms',
			'kassa/checkout-order-note'
		);
		await blockEditor.save();
		await shopper.open();
		const terms = shopper.page.locator( '.kassa-checkout-terms' );
		const note = shopper.page.getByRole( 'checkbox', {
			name: 'Add a note to your order',
		} );
		expect( await top( terms ) ).toBeLessThan( await top( note ) );

		await blockEditor.remove( 'kassa/checkout-order-note' );
		await blockEditor.save();
		await shopper.reload();
		await expect( terms ).toBeVisible();
		await expect( note ).toHaveCount( 0 );
	} );
} );
