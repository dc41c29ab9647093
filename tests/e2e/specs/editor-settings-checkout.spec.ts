import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/editor';

/**
 * Every setting of the Checkout block and its inner blocks, from the editor to the shop
 * (issue 12): each test changes one setting through the editor's UI, saves, and checks what a
 * guest shopper sees.
 */
test.use( {
	settingsPage: {
		title: 'Checkout settings (e2e)',
		content: defaultMarkup( 'checkout' ),
		blockName: 'kassa/checkout',
	},
} );

test.describe( 'checkout settings, editor to shop', () => {
	test( 'terms: a required checkbox with the admin’s text', async ( {
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
		await shopper.page.reload();
		await expect(
			shopper.page.getByText( 'I accept the e2e terms.' )
		).toBeVisible();
		await expect(
			shopper.page.getByRole( 'checkbox', {
				name: 'I accept the e2e terms.',
			} )
		).toHaveCount( 0 );
	} );

	test( 'moving the terms above the order note, then removing the order note', async ( {
		blockEditor,
		shopper,
	} ) => {
		await blockEditor.blockAction( 'kassa/checkout-terms', 'Move up' );
		await blockEditor.save();
		await shopper.open();
		const terms = shopper.page.locator( '.kassa-checkout-terms' );
		const note = shopper.page.getByRole( 'checkbox', {
			name: 'Add a note to your order',
		} );
		const top = async ( locator: typeof note ) =>
			( await locator.boundingBox() )?.y ?? NaN;
		expect( await top( terms ) ).toBeLessThan( await top( note ) );

		await blockEditor.blockAction( 'kassa/checkout-order-note', 'Delete' );
		await expect(
			blockEditor.block( 'kassa/checkout-order-note' )
		).toHaveCount( 0 );
		await blockEditor.save();
		await shopper.page.reload();
		await expect( terms ).toBeVisible();
		await expect( note ).toHaveCount( 0 );
	} );
} );
