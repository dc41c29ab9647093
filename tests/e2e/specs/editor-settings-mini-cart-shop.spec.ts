import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/markup';
import { addToCartButton } from '../utils/shop';
import { contentMiniCart, contentMiniCartButton } from '../utils/mini-cart';

/**
 * The Mini-Cart's settings that need more than a content page, from the editor to the shop
 * (issues 12 and 14): what adding a product does (the page holds the Products block), and how
 * it shows on the cart and checkout pages (the page holds the Cart block, which makes it one).
 */
test.use( {
	settingsPage: {
		title: 'Mini-Cart on a shop and cart page (e2e)',
		content: [
			defaultMarkup( 'mini-cart' ),
			'<!-- wp:kassa/products /-->',
			'<!-- wp:kassa/cart /-->',
		].join( '\n\n' ),
		blockName: 'kassa/mini-cart',
	},
} );

const ADD_TO_CART_SETTING = 'Open the drawer when a product is added';

test.describe( 'mini-cart settings on shop and cart pages, editor to shop', () => {
	test( 'adding a product opens the drawer, when set to', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'checkbox', { name: ADD_TO_CART_SETTING } )
			.check();
		await blockEditor.save();

		await shopper.open( [] );
		await addToCartButton( shopper.page, 'Beanie' ).click();
		const drawer = shopper.page.getByRole( 'dialog', {
			name: 'Your cart (1 item)',
		} );
		await expect( drawer ).toBeVisible();
		await expect(
			drawer.getByRole( 'row', { name: /Beanie/ } )
		).toBeVisible();

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'checkbox', { name: ADD_TO_CART_SETTING } )
			.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await addToCartButton( shopper.page, 'Cap' ).click();
		await expect(
			contentMiniCartButton( shopper.page )
		).toHaveAccessibleName( /^2 items in cart/ );
		await expect( shopper.page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	} );

	test( 'on the cart and checkout pages: hidden keeping its space, or removed', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart' );
		const setting = sidebar.getByRole( 'radiogroup', {
			name: 'On the cart and checkout pages',
		} );
		await setting.getByRole( 'radio', { name: 'Hide' } ).check();
		await blockEditor.save();
		await shopper.open();
		const miniCart = contentMiniCart( shopper.page );
		await expect( miniCart ).toBeAttached();
		await expect( miniCart ).toBeHidden();
		expect( ( await miniCart.boundingBox() )?.width ).toBeGreaterThan( 0 );
		// The header's Mini-Cart keeps the default: shown.
		await expect(
			shopper.page.locator( 'header .kassa-mini-cart__button' )
		).toBeVisible();

		await blockEditor.select( 'kassa/mini-cart' );
		await setting.getByRole( 'radio', { name: 'Remove' } ).check();
		await blockEditor.save();
		await shopper.reload();
		await expect(
			shopper.page.getByRole( 'table', { name: 'Products in cart' } )
		).toBeVisible();
		await expect( miniCart ).toHaveCount( 0 );

		await blockEditor.select( 'kassa/mini-cart' );
		await setting.getByRole( 'radio', { name: 'Show' } ).check();
		await blockEditor.save();
		await shopper.reload();
		await expect( contentMiniCartButton( shopper.page ) ).toBeVisible();
	} );
} );
