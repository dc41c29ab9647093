import type { Page } from '@playwright/test';

import { test, expect, GUEST } from '../utils/fixtures';
import { UK_ADDRESS } from '../utils/checkout';
import { expectOrderReceived } from '../utils/orders';

/**
 * Presses Tab until the focused element matches a selector, as a keyboard user moves through
 * the page (no clicks, no direct focusing).
 *
 * @param page     The page.
 * @param selector CSS selector of the target.
 * @param limit    Most Tab presses allowed.
 */
async function tabTo( page: Page, selector: string, limit = 80 ) {
	for ( let i = 0; i < limit; i++ ) {
		await page.keyboard.press( 'Tab' );
		if ( ( await page.locator( `${ selector }:focus` ).count() ) > 0 ) {
			return;
		}
	}
	throw new Error( `Tab never reached ${ selector }.` );
}

test.describe( 'keyboard only', () => {
	test.use( { storageState: GUEST } );

	test( 'from the cart to the order-received page without a mouse', async ( {
		page,
		storeApi,
	} ) => {
		await storeApi.addItem( await storeApi.productId( 'Beanie' ) );
		await page.goto( '/cart/' );
		await page
			.locator( '.wp-block-kassa-cart a[href*="checkout"]' )
			.first()
			.waitFor();
		await tabTo( page, '.wp-block-kassa-cart a[href*="checkout"]' );
		await page.keyboard.press( 'Enter' );
		await page.waitForURL( /\/checkout\/$/ );
		await page.locator( '#contact-email' ).waitFor();

		await tabTo( page, '#contact-email' );
		await page.keyboard.type( 'keys@example.com' );
		await tabTo( page, '#shipping-country' );
		// A native select: typing the name picks the option.
		await page.keyboard.type( 'United Kingdom' );
		for ( const key of [
			'first_name',
			'last_name',
			'address_1',
			'city',
			'postcode',
		] as const ) {
			await tabTo( page, `#shipping-${ key }` );
			await page.keyboard.type( UK_ADDRESS[ key ] );
		}
		await expect( page.locator( '#shipping-country' ) ).toHaveValue( 'GB' );
		await tabTo( page, 'input[name="kassa-payment-method"]' );
		// Arrow keys move through the payment methods' radios (the shop decides their order).
		const cheque = page.getByRole( 'radio', { name: 'Check payments' } );
		for ( let i = 0; i < 5 && ! ( await cheque.isChecked() ); i++ ) {
			await page.keyboard.press( 'ArrowDown' );
		}
		await expect( cheque ).toBeChecked();
		await tabTo( page, '.kassa-place-order-button' );
		await page.keyboard.press( 'Enter' );
		expect( await expectOrderReceived( page ) ).toBeGreaterThan( 0 );
	} );
} );
