import type { Page } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import { UK_ADDRESS } from '../utils/checkout';
import {
	fillAddress,
	named,
	expectFieldError,
	placeOrderByCheque,
	placedOrder,
} from '../utils/classic-fields';
import { CLASSIC_AND_KASSA, shopperAt } from '../utils/classic-checkouts';
import { findPlugin, onPage, setPluginsActive } from '../utils/oracle';

/**
 * ThemeHigh's Checkout Field Editor 2.0.4 (the real plugin, unchanged: woo-checkout-field-editor-pro),
 * configured as a merchant does in WooCommerce → Checkout Form — a field added to the billing
 * address, a core field renamed and another disabled, two fields added to the order, one
 * required — on WooCommerce's classic checkout, the oracle, and on Kassa's: the same form, the
 * same errors on the same fields, the same order.
 */

test.describe.configure( { mode: 'serial' } );
// Each test fills in a whole checkout and places orders, the classic checkout's scripts among
// them; the set-up goes through the plugin's admin screens: three times the usual time.
test.slow();

const PLUGIN = 'woo-checkout-field-editor-pro';

const EDITOR = '/wp-admin/admin.php?page=checkout_form_designer&tab=fields';

/**
 * Opens a section of the plugin's field list.
 *
 * @param page    The admin's page.
 * @param section billing, shipping or additional.
 */
async function openSection( page: Page, section: string ) {
	await page.goto( `${ EDITOR }&section=${ section }` );
	await page.locator( '#thwcfd_checkout_fields' ).waitFor();
}

/**
 * Submits one of the plugin's forms and waits for the page it answers with, saying so.
 *
 * @param page    The admin's page.
 * @param submit  Submits the form.
 * @param message What the plugin says when it is done.
 */
async function saved(
	page: Page,
	submit: () => Promise< void >,
	message = 'Your changes were saved.'
) {
	const answer = page.waitForResponse(
		( response ) =>
			response.request().method() === 'POST' &&
			response.url().includes( 'checkout_form_designer' )
	);
	await submit();
	await answer;
	await page.waitForLoadState();
	await expect( page.getByText( message ) ).toBeVisible();
}

/**
 * Adds a field in the plugin's "New Field" form.
 *
 * @param page              The admin's page, on a section.
 * @param field             The field.
 * @param field.type        Its type.
 * @param field.name        Its name.
 * @param field.label       Its label.
 * @param field.placeholder Its placeholder.
 * @param field.required    Whether it is required.
 * @param field.validate    A validation, e.g. 'Email'.
 */
async function addField(
	page: Page,
	field: {
		type: string;
		name: string;
		label: string;
		placeholder?: string;
		required: boolean;
		validate?: string;
	}
) {
	await page.getByRole( 'button', { name: '+ Add field' } ).first().click();
	const form = page.locator( '#thwcfd_field_form' );
	await form.locator( 'select[name="i_type"]' ).selectOption( field.type );
	await form.locator( 'input[name="i_name"]' ).fill( field.name );
	await form.locator( 'input[name="i_label"]' ).fill( field.label );
	if ( field.placeholder ) {
		// Each type has a form of its own: the one on show.
		await form
			.locator( '[name="i_placeholder"]' )
			.filter( { visible: true } )
			.fill( field.placeholder );
	}
	if ( field.validate ) {
		// The plugin's multiple select (selectWoo): its own search field.
		await form.locator( '.select2-search__field' ).click();
		await page
			.locator( '.select2-results__option', {
				hasText: field.validate,
			} )
			.click();
	}
	await form.getByLabel( 'Required' ).setChecked( field.required );
	await saved( page, () =>
		page.getByRole( 'button', { name: 'Save & Close' } ).click()
	);
	await expect(
		page.locator( '#thwcfd_checkout_fields td.td_name', {
			hasText: field.name,
		} )
	).toHaveCount( 1 );
}

/**
 * Edits a field's label in the plugin's "Edit Field" form.
 *
 * @param page  The admin's page, on a section.
 * @param name  The field's name.
 * @param label Its new label.
 */
async function renameField( page: Page, name: string, label: string ) {
	await page
		.locator( '#thwcfd_checkout_fields tbody tr', {
			has: page.locator( 'td.td_name', { hasText: name } ),
		} )
		.getByRole( 'button', { name: 'Edit' } )
		.click();
	await page
		.locator( '#thwcfd_field_form input[name="i_label"]' )
		.fill( label );
	await saved( page, () =>
		page.getByRole( 'button', { name: 'Save & Close' } ).click()
	);
	await expect(
		page.locator( '#thwcfd_checkout_fields tbody tr', {
			has: page.locator( 'td.td_label', { hasText: label } ),
		} )
	).toHaveCount( 1 );
}

/**
 * Disables a field (ticks its row, "Disable", then "Save changes").
 *
 * @param page The admin's page, on a section.
 * @param name The field's name.
 */
async function disableField( page: Page, name: string ) {
	await page
		.locator( '#thwcfd_checkout_fields tbody tr', {
			has: page.locator( 'td.td_name', { hasText: name } ),
		} )
		.locator( 'input[name="select_field"]' )
		.check();
	await page.getByRole( 'button', { name: 'Disable' } ).first().click();
	await saved( page, () =>
		page.getByRole( 'button', { name: 'Save changes' } ).first().click()
	);
}

/**
 * Puts every section back as the plugin ships it ("Reset to default fields").
 *
 * @param page The admin's page.
 */
async function resetFields( page: Page ) {
	await openSection( page, 'billing' );
	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await saved(
		page,
		() =>
			page
				.getByRole( 'button', { name: 'Reset to default fields' } )
				.first()
				.click(),
		'Checkout fields successfully reset'
	);
}

test.beforeAll( async ( { browser, requestUtils } ) => {
	// eslint-disable-next-line playwright/no-skipped-test -- a machine without the plugin.
	test.skip(
		! ( await findPlugin( requestUtils, PLUGIN ) ),
		'ThemeHigh’s Checkout Field Editor is not installed (KASSA_CLASSIC_ZIPS).'
	);
	// The merchant's set-up, screen by screen.
	test.setTimeout( 600_000 );
	await setPluginsActive( requestUtils, [ PLUGIN ], true );
	const page = await browser.newPage();
	await openSection( page, 'billing' );
	await addField( page, {
		type: 'text',
		name: 'billing_vat_id',
		label: 'VAT ID',
		placeholder: 'GB123456789',
		required: false,
	} );
	await renameField( page, 'billing_last_name', 'Surname' );
	await disableField( page, 'billing_phone' );
	await openSection( page, 'additional' );
	await addField( page, {
		type: 'textarea',
		name: 'delivery_note',
		label: 'Delivery instructions',
		required: true,
	} );
	await addField( page, {
		type: 'email',
		name: 'invoice_email',
		label: 'Invoice email',
		required: false,
		validate: 'Email',
	} );
	await page.close();
} );

test.afterAll( async ( { browser, requestUtils } ) => {
	if ( ! ( await findPlugin( requestUtils, PLUGIN ) ) ) {
		return;
	}
	// As the plugin ships, then off.
	test.setTimeout( 600_000 );
	const page = await browser.newPage();
	await resetFields( page );
	await page.close();
	await setPluginsActive( requestUtils, [ PLUGIN ], false );
} );

for ( const checkout of CLASSIC_AND_KASSA ) {
	test.describe( checkout.name, onPage( checkout.name ), () => {
		test( 'the fields as the merchant set them up, its errors on their fields, then the order', async ( {
			browser,
			baseURL,
			requestUtils,
		} ) => {
			const { page, close } = await shopperAt(
				browser,
				baseURL,
				checkout
			);

			// Renamed, disabled, added.
			await expect(
				named( page, 'billing_last_name' )
			).toHaveAccessibleName( 'Surname' );
			await expect( named( page, 'billing_phone' ) ).toHaveCount( 0 );
			const vat = named( page, 'billing_vat_id' );
			await expect( vat ).toHaveAccessibleName( 'VAT ID (optional)' );
			await expect( vat ).toHaveAttribute( 'placeholder', 'GB123456789' );
			await expect( named( page, 'delivery_note' ) ).toHaveAccessibleName(
				'Delivery instructions'
			);

			// The classic checks: the required field, the email.
			await fillAddress( checkout, page, 'billing', {
				...UK_ADDRESS,
				email: 'ada@example.com',
			} );
			await named( page, 'invoice_email' ).fill( 'accounts' );
			await placeOrderByCheque( checkout, page );
			for ( const [ name, message ] of [
				[
					'delivery_note',
					'Delivery instructions is a required field.',
				],
				[
					'invoice_email',
					'Invoice email is not a valid email address.',
				],
			] ) {
				await expectFieldError( named( page, name ), message );
			}
			expect( new URL( page.url() ).pathname ).toBe( checkout.path );

			await named( page, 'invoice_email' ).fill( 'accounts@example.com' );
			await named( page, 'delivery_note' ).fill( 'Ring twice' );
			await vat.fill( 'GB123456789' );
			const order = await placedOrder( checkout, page, requestUtils );
			expect( order.billing ).toMatchObject( {
				last_name: 'Lovelace',
				phone: '',
			} );
			expect( order.meta ).toMatchObject( {
				// WooCommerce's own, for a billing field.
				_billing_vat_id: 'GB123456789',
				// The plugin's (woocommerce_checkout_update_order_meta).
				billing_vat_id: 'GB123456789',
				delivery_note: 'Ring twice',
				invoice_email: 'accounts@example.com',
			} );
			await close();
		} );
	} );
}
