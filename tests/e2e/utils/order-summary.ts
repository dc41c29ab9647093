import type { Locator } from '@playwright/test';

import type { BlockSettingsEditor, Shopper } from './block-settings';
import { fillCart } from './cart';
import { expect } from './fixtures';

/**
 * The selector of a row of an order summary's totals, as the shopper and the editor get it.
 *
 * @param name 'subtotal', 'fee', 'discount', 'shipping', 'tax' or 'total'.
 * @return The selector.
 */
export const row = ( name: string ) => `.kassa-totals-footer__${ name }`;

/**
 * Whether one element comes before another in the document (neither inside the other).
 *
 * @param first  The element expected first.
 * @param second The element expected after it.
 * @return True when `first` precedes `second`.
 */
export async function comesBefore( first: Locator, second: Locator ) {
	const handle = await second.elementHandle();
	return first.evaluate(
		// Neither holds the other: the position is exactly 'following' or 'preceding'.
		( element, other ) =>
			!! other &&
			element.compareDocumentPosition( other ) ===
				Node.DOCUMENT_POSITION_FOLLOWING,
		handle
	);
}

/**
 * Moves a block up, one step at a time, until it stands before another block of its container.
 *
 * @param blockEditor The editor.
 * @param name        The block to move.
 * @param before      The block it should come before.
 */
export async function moveBlockBefore(
	blockEditor: BlockSettingsEditor,
	name: string,
	before: string
) {
	for ( let step = 0; step < 8; step++ ) {
		if (
			await comesBefore(
				blockEditor.block( name ),
				blockEditor.block( before )
			)
		) {
			return;
		}
		await blockEditor.blockAction( name, 'Move up' );
	}
	throw new Error( `${ name } did not move before ${ before }.` );
}

/**
 * Opens the page for a shopper whose cart has every row of the totals to show: a fee (the
 * bulky armchair's handling), a coupon's discount, and shipping to the shop's country.
 *
 * @param shopper The shopper.
 */
export async function openWithEveryTotal( shopper: Shopper ) {
	await fillCart( shopper.storeApi, [ [ 'Beanie' ], [ 'Armchair' ] ] );
	await shopper.storeApi.post( '/cart/apply-coupon', { code: 'save10' } );
	const cart = await shopper.storeApi.getCart();
	expect( cart.fees.length ).toBeGreaterThan( 0 );
	expect( cart.coupons.length ).toBeGreaterThan( 0 );
	expect( cart.totals.total_shipping ).not.toBeNull();
	// The cart is ready: the page opens once, with nothing more to add.
	await shopper.open( [] );
}

/**
 * Makes the shop show the shopper's prices without tax, as a shop set to display prices
 * excluding tax does: the order summaries then list the taxes in a row of their own.
 * (bin/lib/mu-plugins/kassa-test-tax-display.php reads the cookie, for this shopper only.)
 *
 * @param shopper The shopper.
 */
export async function showPricesWithoutTax( shopper: Shopper ) {
	await shopper.page.context().addCookies( [
		{
			name: 'kassa_test_tax_display',
			value: 'excl',
			url: shopper.baseURL,
		},
	] );
}

/**
 * Checks the Taxes row end to end: a shopper shown prices without tax gets it, and once the
 * admin removes the row's block, not any more (the rest of the summary stays).
 *
 * @param blockEditor The editor.
 * @param shopper     The shopper.
 * @param taxesBlock  The summary's taxes block.
 * @param summary     The summary's selector on the shop.
 */
export async function expectTaxesRowRemovable(
	blockEditor: BlockSettingsEditor,
	shopper: Shopper,
	taxesBlock: string,
	summary: string
) {
	await showPricesWithoutTax( shopper );
	await openWithEveryTotal( shopper );
	const rows = shopper.page.locator( summary );
	// The shop has one tax rate, 'VAT', listed by name (itemised).
	await expect( rows.locator( row( 'tax' ) ) ).toHaveText(
		/^VAT\s*£\d+\.\d{2}$/
	);

	await blockEditor.remove( taxesBlock );
	await blockEditor.save();
	await shopper.reload();
	await expect( rows.locator( row( 'total' ) ) ).toBeVisible();
	await expect( rows.locator( row( 'tax' ) ) ).toHaveCount( 0 );
}

/**
 * Checks the Taxes row's rate setting end to end: switched on in the inspector, a shopper shown
 * prices without tax gets each tax line's rate after its name, as the Store API's `tax_lines`
 * give it ('VAT 20%'); switched off again, the name alone.
 *
 * @param blockEditor The editor.
 * @param shopper     The shopper.
 * @param taxesBlock  The summary's taxes block.
 * @param summary     The summary's selector on the shop.
 */
export async function expectTaxRateAfterName(
	blockEditor: BlockSettingsEditor,
	shopper: Shopper,
	taxesBlock: string,
	summary: string
) {
	const setting = async () =>
		( await blockEditor.select( taxesBlock ) ).getByRole( 'checkbox', {
			name: 'Show the rate after each tax’s name',
		} );
	await ( await setting() ).check();
	await blockEditor.save();

	await showPricesWithoutTax( shopper );
	await openWithEveryTotal( shopper );
	// The shop has one tax rate, 'VAT'; its rate as the shop states it, e.g. '20%'.
	const [ line ] = ( await shopper.storeApi.getCart() ).totals.tax_lines;
	expect( line.name ).toBe( 'VAT' );
	expect( line.rate ).toMatch( /^\d+(\.\d+)?%$/ );
	const taxes = shopper.page.locator( summary ).locator( row( 'tax' ) );
	await expect( taxes ).toHaveText(
		new RegExp(
			`^VAT ${ line.rate.replace( '.', '\\.' ) }\\s*£\\d+\\.\\d{2}$`
		)
	);

	await ( await setting() ).uncheck();
	await blockEditor.save();
	await shopper.reload();
	await expect( taxes ).toHaveText( /^VAT\s*£\d+\.\d{2}$/ );
}
