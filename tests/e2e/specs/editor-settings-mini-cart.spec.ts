import type { Page } from '@playwright/test';

import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/markup';
import {
	cartIconPath,
	formatPounds,
	contentMiniCart,
	contentMiniCartButton,
} from '../utils/mini-cart';

/**
 * Every setting of the Mini-Cart, its drawer's blocks and the Cart Link, from the editor to the
 * shop (issues 12 and 14): each test changes one setting through the editor's UI, saves, and
 * checks what a guest shopper sees. The page holds a Mini-Cart (besides the header's) and a
 * Cart Link, and nothing else: the button reads the cart as on any content page.
 */
test.use( {
	settingsPage: {
		title: 'Mini-Cart settings (e2e)',
		content: `${ defaultMarkup( 'mini-cart' ) }\n\n<!-- wp:kassa/cart-link /-->`,
		blockName: 'kassa/mini-cart',
	},
} );

/** Accent 3 of Twenty Twenty-Five's palette (#503AA8), as computed styles give it. */
const ACCENT_3 = 'rgb(80, 58, 168)';

test.describe( 'mini-cart settings, editor to shop', () => {
	test( 'icon: a bag instead of the cart', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Bag', exact: true } )
			.check();
		await expect(
			blockEditor
				.block( 'kassa/mini-cart' )
				.locator( '.kassa-mini-cart__icon path' )
		).toHaveAttribute( 'd', cartIconPath( 'bag' ) );
		await blockEditor.save();

		await shopper.open();
		await expect(
			contentMiniCartButton( shopper.page ).locator( 'path' )
		).toHaveAttribute( 'd', cartIconPath( 'bag' ) );
	} );

	test( 'hide cart price: the button shows no total, and still says it', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Hide cart price' } )
			.check();
		await blockEditor.save();

		await shopper.open( [ [ 'Beanie', 2 ] ] );
		const cart = await shopper.storeApi.getCart();
		const button = contentMiniCartButton( shopper.page );
		await expect( button ).toHaveAccessibleName(
			`2 items in cart, total price of ${ formatPounds(
				cart.totals.total_price
			) }`
		);
		await expect(
			button.locator( '.kassa-mini-cart__amount' )
		).toHaveCount( 0 );

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Hide cart price' } )
			.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await expect( button.locator( '.kassa-mini-cart__amount' ) ).toHaveText(
			formatPounds( cart.totals.total_price )
		);
	} );

	test( 'item count: always, even at 0; never', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Always, even at 0' } )
			.check();
		await blockEditor.save();
		await shopper.open( [] );
		const badge = contentMiniCartButton( shopper.page ).locator(
			'.kassa-mini-cart__badge'
		);
		await expect( badge ).toHaveText( '0' );
		await expect( badge ).toBeVisible();

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar.getByRole( 'radio', { name: 'Never' } ).check();
		await blockEditor.save();
		await shopper.open( [ [ 'Beanie' ] ] );
		await expect(
			contentMiniCartButton( shopper.page )
		).toHaveAccessibleName( /^1 item in cart/ );
		await expect( badge ).toHaveCount( 0 );

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Only when the cart has items' } )
			.check();
		await blockEditor.save();
	} );

	test( 'clicking goes to the checkout page, or the cart page, instead of opening the drawer', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Goes to the checkout page' } )
			.check();
		await blockEditor.save();
		await shopper.open();
		await contentMiniCartButton( shopper.page ).click();
		await expect( shopper.page ).toHaveURL( /\/checkout\/$/ );
		await expect( shopper.page.getByRole( 'dialog' ) ).toHaveCount( 0 );

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Goes to the cart page' } )
			.check();
		await blockEditor.save();
		await shopper.open();
		await expect( contentMiniCartButton( shopper.page ) ).toHaveRole(
			'link'
		);
		await contentMiniCartButton( shopper.page ).click();
		await expect( shopper.page ).toHaveURL( /\/cart\/$/ );

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Opens the drawer' } )
			.check();
		await blockEditor.save();
		await shopper.open();
		await contentMiniCartButton( shopper.page ).click();
		await expect( shopper.page.getByRole( 'dialog' ) ).toBeVisible();
	} );

	for ( const [ label, element, property ] of [
		[ 'Price', '.kassa-mini-cart__amount', 'color' ],
		[ 'Icon', '.kassa-mini-cart__icon', 'color' ],
		[ 'Item count', '.kassa-mini-cart__badge', 'background-color' ],
	] as const ) {
		test( `${ label.toLowerCase() } colour from the theme's palette`, async ( {
			blockEditor,
			shopper,
		} ) => {
			await blockEditor.pickColor(
				'kassa/mini-cart',
				'Button colors',
				label,
				'Accent 3'
			);
			await expect(
				blockEditor.block( 'kassa/mini-cart' ).locator( element )
			).toHaveCSS( property, ACCENT_3 );
			await blockEditor.save();

			await shopper.open();
			await expect(
				contentMiniCartButton( shopper.page ).locator( element )
			).toHaveCSS( property, ACCENT_3 );
			// The palette's colour, which follows the theme: not a copy of its value.
			await expect( contentMiniCart( shopper.page ) ).toHaveAttribute(
				'style',
				/var\(--wp--preset--color--accent-3\)/
			);
		} );
	}

	// The text colour reaches the button through the block's wrapper.
	for ( const [ title, panel, property, target ] of [
		[ 'text', 'Typography', 'color', contentMiniCartButton ],
		[ 'background', 'Background', 'background-color', contentMiniCart ],
	] as const ) {
		test( `${ title } colour (block supports)`, async ( {
			blockEditor,
			shopper,
		} ) => {
			await blockEditor.pickColor(
				'kassa/mini-cart',
				panel,
				'Color',
				'Accent 3'
			);
			await blockEditor.save();
			await shopper.open();
			await expect( target( shopper.page ) ).toHaveCSS(
				property,
				ACCENT_3
			);
		} );
	}

	test( 'font size (block supports)', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.styles( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radiogroup', { name: 'Font size' } )
			.getByRole( 'radio', { name: 'Extra Extra Large' } )
			.click();
		await blockEditor.save();
		await shopper.open();
		// Twenty Twenty-Five's xx-large size is fluid: larger than the page's text.
		const size = async ( locator: ReturnType< typeof contentMiniCart > ) =>
			parseFloat(
				await locator.evaluate(
					( element ) => getComputedStyle( element ).fontSize
				)
			);
		expect(
			await size( contentMiniCartButton( shopper.page ) )
		).toBeGreaterThan( await size( shopper.page.locator( 'body' ) ) );
	} );
} );

test.describe( 'mini-cart drawer blocks, editor to shop', () => {
	const drawerLink = ( page: Page, name: string ) =>
		page.getByRole( 'dialog' ).getByRole( 'link', { name, exact: true } );
	const LABELS = [
		{
			block: 'kassa/mini-cart-title-label',
			field: 'Title text',
			text: 'Your basket',
			defaultText: 'Your cart',
			lines: [ [ 'Beanie' ] ] as Array< [ string ] >,
			shown: ( page: Page, text: string ) =>
				page.getByRole( 'dialog', { name: `${ text } (1 item)` } ),
		},
		{
			block: 'kassa/mini-cart-cart-button',
			field: 'Button text',
			text: 'See the basket',
			defaultText: 'View my cart',
			lines: [ [ 'Beanie' ] ] as Array< [ string ] >,
			shown: drawerLink,
		},
		{
			block: 'kassa/mini-cart-checkout-button',
			field: 'Button text',
			text: 'Pay now',
			defaultText: 'Go to checkout',
			lines: [ [ 'Beanie' ] ] as Array< [ string ] >,
			shown: drawerLink,
		},
		{
			block: 'kassa/mini-cart-shopping-button',
			field: 'Button text',
			text: 'Browse the shop',
			defaultText: 'Start shopping',
			lines: [] as Array< [ string ] >,
			shown: drawerLink,
		},
	] as const;

	for ( const label of LABELS ) {
		test( `label of ${ label.block }, and its default when left empty`, async ( {
			blockEditor,
			shopper,
		} ) => {
			const sidebar = await blockEditor.select( label.block );
			const field = sidebar.getByRole( 'textbox', { name: label.field } );
			await field.fill( label.text );
			await expect( blockEditor.block( label.block ) ).toContainText(
				label.text
			);
			await blockEditor.save();
			await shopper.open( label.lines );
			await contentMiniCartButton( shopper.page ).click();
			await expect(
				label.shown( shopper.page, label.text )
			).toBeVisible();

			await blockEditor.select( label.block );
			await field.fill( '' );
			await blockEditor.save();
			await shopper.reload();
			await contentMiniCartButton( shopper.page ).click();
			await expect(
				label.shown( shopper.page, label.defaultText )
			).toBeVisible();
		} );
	}

	test( 'drawer width', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart-contents' );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Drawer width (px)' } )
			.fill( '640' );
		await blockEditor.save();

		await shopper.page.setViewportSize( { width: 1200, height: 800 } );
		await shopper.open();
		await contentMiniCartButton( shopper.page ).click();
		const drawer = shopper.page.getByRole( 'dialog' );
		await expect( drawer ).toBeVisible();
		expect( ( await drawer.boundingBox() )?.width ).toBeCloseTo( 640, 0 );
	} );

	// The drawer itself and its products are what a mini-cart is for.
	for ( const name of [
		'kassa/mini-cart-contents',
		'kassa/mini-cart-products-table',
	] ) {
		test( `required: ${ name } has no Delete in its menu, nor Unlock`, ( {
			blockEditor,
		} ) => blockEditor.expectNotRemovable( name ) );
	}

	test( 'removing the title’s item count and the View my cart button', async ( {
		blockEditor,
		shopper,
	} ) => {
		for ( const block of [
			'kassa/mini-cart-title-items-counter',
			'kassa/mini-cart-cart-button',
		] ) {
			await blockEditor.remove( block );
		}
		await blockEditor.save();

		await shopper.open( [ [ 'Beanie' ] ] );
		await contentMiniCartButton( shopper.page ).click();
		const drawer = shopper.page.getByRole( 'dialog' );
		await expect( drawer ).toHaveAccessibleName( 'Your cart' );
		await expect(
			drawer.getByRole( 'link', { name: 'Go to checkout' } )
		).toBeVisible();
		await expect(
			drawer.getByRole( 'link', { name: 'View my cart' } )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'cart link, editor to shop', () => {
	test( 'text', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/cart-link' );
		await sidebar
			.getByRole( 'textbox', { name: 'Link text' } )
			.fill( 'Basket' );
		await blockEditor.save();

		await shopper.open();
		const link = shopper.page
			.locator( '.wp-block-kassa-cart-link' )
			.getByRole( 'link', { name: 'Basket' } );
		await link.click();
		await expect( shopper.page ).toHaveURL( /\/cart\/$/ );
	} );

	test( 'icon', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/cart-link' );
		await sidebar.getByRole( 'radio', { name: 'Bag, filled' } ).check();
		await blockEditor.save();

		await shopper.open();
		await expect(
			shopper.page.locator( '.wp-block-kassa-cart-link path' )
		).toHaveAttribute( 'd', cartIconPath( 'bag-alt' ) );
	} );
} );
