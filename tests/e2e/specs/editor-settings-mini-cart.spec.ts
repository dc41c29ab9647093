import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/editor';
import {
	cartIconPath,
	formatPounds,
	pageMiniCart,
	pageMiniCartButton,
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
			pageMiniCartButton( shopper.page ).locator( 'path' )
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
		const button = pageMiniCartButton( shopper.page );
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
		await shopper.page.reload();
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
		const badge = pageMiniCartButton( shopper.page ).locator(
			'.kassa-mini-cart__badge'
		);
		await expect( badge ).toHaveText( '0' );
		await expect( badge ).toBeVisible();

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar.getByRole( 'radio', { name: 'Never' } ).check();
		await blockEditor.save();
		await shopper.open( [ [ 'Beanie' ] ] );
		await expect( pageMiniCartButton( shopper.page ) ).toHaveAccessibleName(
			/^1 item in cart/
		);
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
		await pageMiniCartButton( shopper.page ).click();
		await expect( shopper.page ).toHaveURL( /\/checkout\/$/ );
		await expect( shopper.page.getByRole( 'dialog' ) ).toHaveCount( 0 );

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Goes to the cart page' } )
			.check();
		await blockEditor.save();
		await shopper.open();
		await expect( pageMiniCartButton( shopper.page ) ).toHaveRole( 'link' );
		await pageMiniCartButton( shopper.page ).click();
		await expect( shopper.page ).toHaveURL( /\/cart\/$/ );

		await blockEditor.select( 'kassa/mini-cart' );
		await sidebar
			.getByRole( 'radio', { name: 'Opens the drawer' } )
			.check();
		await blockEditor.save();
		await shopper.open();
		await pageMiniCartButton( shopper.page ).click();
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
				pageMiniCartButton( shopper.page ).locator( element )
			).toHaveCSS( property, ACCENT_3 );
			// The palette's colour, which follows the theme: not a copy of its value.
			await expect( pageMiniCart( shopper.page ) ).toHaveAttribute(
				'style',
				/var\(--wp--preset--color--accent-3\)/
			);
		} );
	}

	for ( const [ title, panel, property ] of [
		[ 'text', 'Typography', 'color' ],
		[ 'background', 'Background', 'background-color' ],
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
			// The text colour reaches the button's total through the block's wrapper.
			const target =
				title === 'text'
					? pageMiniCartButton( shopper.page ).locator(
							'.kassa-mini-cart__amount'
						)
					: pageMiniCart( shopper.page );
			await expect( target ).toHaveCSS( property, ACCENT_3 );
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
		const size = async ( locator: ReturnType< typeof pageMiniCart > ) =>
			parseFloat(
				await locator.evaluate(
					( element ) => getComputedStyle( element ).fontSize
				)
			);
		expect(
			await size( pageMiniCartButton( shopper.page ) )
		).toBeGreaterThan( await size( shopper.page.locator( 'body' ) ) );
	} );
} );

test.describe( 'mini-cart drawer blocks, editor to shop', () => {
	test( 'title label', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select(
			'kassa/mini-cart-title-label'
		);
		await sidebar
			.getByRole( 'textbox', { name: 'Title text' } )
			.fill( 'Your basket' );
		await expect(
			blockEditor.block( 'kassa/mini-cart-title' )
		).toContainText( 'Your basket' );
		await blockEditor.save();

		await shopper.open( [ [ 'Beanie' ] ] );
		await pageMiniCartButton( shopper.page ).click();
		await expect(
			shopper.page.getByRole( 'dialog', {
				name: 'Your basket (1 item)',
			} )
		).toBeVisible();
	} );

	for ( const [ block, text ] of [
		[ 'kassa/mini-cart-cart-button', 'See the basket' ],
		[ 'kassa/mini-cart-checkout-button', 'Pay now' ],
	] as const ) {
		test( `footer button label: ${ block }`, async ( {
			blockEditor,
			shopper,
		} ) => {
			const sidebar = await blockEditor.select( block );
			await sidebar
				.getByRole( 'textbox', { name: 'Button text' } )
				.fill( text );
			await blockEditor.save();

			await shopper.open( [ [ 'Beanie' ] ] );
			await pageMiniCartButton( shopper.page ).click();
			await expect(
				shopper.page
					.getByRole( 'dialog' )
					.getByRole( 'link', { name: text } )
			).toBeVisible();
		} );
	}

	test( 'start shopping button label', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select(
			'kassa/mini-cart-shopping-button'
		);
		await sidebar
			.getByRole( 'textbox', { name: 'Button text' } )
			.fill( 'Browse the shop' );
		await blockEditor.save();

		await shopper.open( [] );
		await pageMiniCartButton( shopper.page ).click();
		await expect(
			shopper.page
				.getByRole( 'dialog' )
				.getByRole( 'link', { name: 'Browse the shop' } )
		).toBeVisible();
	} );

	test( 'drawer width', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/mini-cart-contents' );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Drawer width (px)' } )
			.fill( '640' );
		await blockEditor.save();

		await shopper.page.setViewportSize( { width: 1200, height: 800 } );
		await shopper.open();
		await pageMiniCartButton( shopper.page ).click();
		const drawer = shopper.page.getByRole( 'dialog' );
		await expect( drawer ).toBeVisible();
		expect( ( await drawer.boundingBox() )?.width ).toBeCloseTo( 640, 0 );
	} );

	test( 'removing the title’s item count and the View my cart button', async ( {
		blockEditor,
		shopper,
	} ) => {
		for ( const block of [
			'kassa/mini-cart-title-items-counter',
			'kassa/mini-cart-cart-button',
		] ) {
			await blockEditor.blockAction( block, 'Delete' );
			await expect( blockEditor.block( block ) ).toHaveCount( 0 );
		}
		await blockEditor.save();

		await shopper.open( [ [ 'Beanie' ] ] );
		await pageMiniCartButton( shopper.page ).click();
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
