import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/markup';
import {
	expectExpressRemovable,
	expectExpressStyleFromEditorToShop,
} from '../utils/express-payment';

/**
 * The cart's payment blocks, from the editor to the shop (issue 14): the accepted payment
 * methods' icons, and the style of the express payment buttons.
 */
test.use( {
	settingsPage: {
		title: 'Cart payments (e2e)',
		content: defaultMarkup( 'cart' ),
		blockName: 'kassa/cart',
	},
} );

test( 'accepted payment methods: the icons of the shop’s methods; removed, none', async ( {
	blockEditor,
	shopper,
} ) => {
	const name = 'kassa/cart-accepted-payment-methods';
	await shopper.open();
	// The test card gateway takes these.
	const schemes = [ 'Visa', 'Mastercard', 'American Express' ];
	const icons = shopper.page.locator(
		'.kassa-cart-accepted-payment-methods .kassa-payment-icon'
	);
	for ( const area of [
		shopper.page.locator( '.kassa-cart-accepted-payment-methods' ),
		blockEditor.block( name ),
	] ) {
		for ( const scheme of schemes ) {
			await expect(
				area.getByRole( 'img', { name: scheme, exact: true } )
			).toBeVisible();
		}
		await expect( area.locator( '.kassa-payment-icon' ) ).toHaveCount(
			schemes.length
		);
	}

	await blockEditor.remove( name );
	await blockEditor.save();
	await shopper.reload();
	await expect(
		shopper.page.getByRole( 'link', { name: 'Proceed to Checkout' } )
	).toBeVisible();
	await expect( icons ).toHaveCount( 0 );
} );

test( 'express payment: one style for every button, or each its own', async ( {
	blockEditor,
	shopper,
} ) => {
	await expectExpressStyleFromEditorToShop(
		blockEditor,
		shopper,
		'kassa/cart-express-payment',
		{ height: 60, radius: 10 }
	);
} );

// Last: the other tests need the block.
test( 'express payment: removed, the cart has no express area', async ( {
	blockEditor,
	shopper,
} ) => {
	await expectExpressRemovable(
		blockEditor,
		shopper,
		'kassa/cart-express-payment',
		shopper.page.getByRole( 'link', { name: 'Proceed to Checkout' } )
	);
} );
