import { test, expect } from '../utils/block-settings';
import { placeOrderButton } from '../utils/checkout';
import { defaultMarkup } from '../utils/markup';
import {
	expectExpressRemovable,
	expectExpressStyleFromEditorToShop,
} from '../utils/express-payment';

/**
 * The checkout's payment blocks, from the editor to the shop (issue 14): the style of the
 * express payment buttons, the terms' separator line, and the order total in the Place Order
 * button with its separator.
 */
test.use( {
	settingsPage: {
		title: 'Checkout payments (e2e)',
		content: defaultMarkup( 'checkout' ),
		blockName: 'kassa/checkout',
	},
} );

test( 'express payment: one style for every button, or each its own', async ( {
	blockEditor,
	shopper,
} ) => {
	await expectExpressStyleFromEditorToShop(
		blockEditor,
		shopper,
		'kassa/checkout-express-payment',
		{ height: 56, radius: 12 }
	);
} );

test( 'terms: a separator line, on and off', async ( {
	blockEditor,
	shopper,
} ) => {
	const sidebar = await blockEditor.select( 'kassa/checkout-terms' );
	const toggle = sidebar.getByRole( 'checkbox', {
		name: 'Show a separator line',
	} );
	const editorTerms = blockEditor.canvas.locator( '.kassa-checkout-terms' );
	await expect( editorTerms ).toHaveCSS( 'border-top-style', 'none' );
	await toggle.check();
	await expect( editorTerms ).toHaveCSS( 'border-top-style', 'solid' );
	await blockEditor.save();

	await shopper.open();
	const terms = shopper.page.locator( '.kassa-checkout-terms' );
	await expect( terms ).toHaveCSS( 'border-top-style', 'solid' );

	await blockEditor.select( 'kassa/checkout-terms' );
	await toggle.uncheck();
	await blockEditor.save();
	await shopper.reload();
	await expect( terms ).toContainText( 'Terms and Conditions' );
	await expect( terms ).toHaveCSS( 'border-top-style', 'none' );
} );

test( 'place order: the total in the button after the admin’s separator, or no total', async ( {
	blockEditor,
	shopper,
} ) => {
	const sidebar = await blockEditor.select( 'kassa/checkout-actions' );
	const showPrice = sidebar.getByRole( 'checkbox', {
		name: 'Show the order total in the button',
	} );
	const separator = sidebar.getByRole( 'textbox', {
		name: 'Price separator',
	} );
	const editorButton = blockEditor.canvas.locator(
		'.kassa-place-order-button'
	);
	await expect( showPrice ).toBeChecked();
	await expect( separator ).toHaveValue( '·' );
	await separator.fill( '|' );
	// The label is the active method's ('Pay now' for the test card) or 'Place Order'.
	await expect( editorButton ).toHaveText( /^[\w ]+ \| £\d+\.\d\d$/ );
	await blockEditor.save();

	await shopper.open();
	const button = shopper.page.locator( '.kassa-place-order-button' );
	await expect( button ).toHaveText( /^[\w ]+ \| £\d+\.\d\d$/ );

	await blockEditor.select( 'kassa/checkout-actions' );
	await showPrice.uncheck();
	await expect( separator ).toHaveCount( 0 );
	await expect( editorButton ).toHaveText( /^[\w ]+$/ );
	await blockEditor.save();
	await shopper.reload();
	await expect( button ).toHaveText( /^[\w ]+$/ );
} );

// Last: the other tests need the block.
test( 'express payment: removed, the checkout has no express area', async ( {
	blockEditor,
	shopper,
} ) => {
	await expectExpressRemovable(
		blockEditor,
		shopper,
		'kassa/checkout-express-payment',
		placeOrderButton( shopper.page )
	);
} );
