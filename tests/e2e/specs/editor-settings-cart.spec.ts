import type { Locator } from '@playwright/test';

import {
	test,
	expect,
	expectWideAlignment,
	type BlockSettingsEditor,
	type Shopper,
} from '../utils/block-settings';
import { deliveryFold } from '../utils/cart';
import { SHOP_LINK } from '../utils/shop';
import { defaultMarkup } from '../utils/markup';
import { CART_REQUIRED_BLOCKS } from '../../../blocks/cart/template';

/**
 * Every setting of the Cart block and its inner blocks, from the editor to the shop (issue
 * 12): each test changes one setting through the editor's UI, saves, and checks what a guest
 * shopper sees.
 */
test.use( {
	settingsPage: {
		title: 'Cart settings (e2e)',
		content: defaultMarkup( 'cart' ),
		blockName: 'kassa/cart',
		ready: '.kassa-proceed-to-checkout__button',
	},
} );

/**
 * Where an element starts on the page, from the top.
 *
 * @param locator The element.
 * @return Its top, in px.
 */
const top = async ( locator: Locator ) =>
	( await locator.boundingBox() )?.y ?? NaN;

/**
 * The widths of a grid's columns, as the browser laid them out.
 *
 * @param grid The grid.
 * @return One width a column, in px.
 */
const gridTracks = ( grid: Locator ) =>
	grid.evaluate( ( element ) =>
		getComputedStyle( element )
			.gridTemplateColumns.split( ' ' )
			.map( parseFloat )
	);

/**
 * Selects the cart's delivery panel.
 *
 * @param blockEditor The editor.
 * @return Its 'Show delivery options before an address is entered' switch.
 */
async function showRatesWithoutAddress( blockEditor: BlockSettingsEditor ) {
	const sidebar = await blockEditor.select(
		'kassa/cart-order-summary-shipping'
	);
	return sidebar.getByRole( 'checkbox', {
		name: 'Show delivery options before an address is entered',
	} );
}

/**
 * Fills the shopper's cart, clears the shipping address the shop gave them, and opens the cart.
 * WooCommerce gives a shopper without a country the shop's base country again at their next
 * request, unless the shop gives no location by default: `withoutLocation` asks that of it for
 * this shopper (bin/lib/mu-plugins/kassa-test-customer-location.php).
 *
 * @param shopper         The shopper.
 * @param withoutLocation Whether the shopper stays without a country.
 */
async function openWithoutAddress( shopper: Shopper, withoutLocation = false ) {
	if ( withoutLocation ) {
		await shopper.page.context().addCookies( [
			{
				name: 'kassa_test_customer_location',
				value: 'none',
				url: shopper.baseURL,
			},
		] );
	}
	await shopper.storeApi.addItem(
		await shopper.storeApi.productId( 'Beanie' )
	);
	await shopper.storeApi.post( '/cart/update-customer', {
		shipping_address: { country: '', state: '', city: '', postcode: '' },
	} );
	await shopper.reload();
}

/**
 * A delivery option the shop offers without an address: collection from a pickup location.
 *
 * @param shopper The shopper.
 * @return The option.
 */
const pickupOption = ( shopper: Shopper ) =>
	shopper.page.getByRole( 'radio', { name: /Kassa Shoreditch/ } );

test.describe( 'cart settings, editor to shop', () => {
	// Its default (on) is what cart-journeys.spec.ts uses.
	test( 'shipping calculator: off', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select(
			'kassa/cart-order-summary-shipping'
		);
		await sidebar
			.getByRole( 'checkbox', { name: 'Show the shipping calculator' } )
			.uncheck();
		await blockEditor.save();
		await shopper.open();
		await deliveryFold( shopper.page ).click();
		await expect(
			shopper.page.getByText( 'Delivers to United Kingdom (UK)' )
		).toBeVisible();
		await expect(
			shopper.page.getByRole( 'button', { name: 'Change address' } )
		).toHaveCount( 0 );
	} );

	test( 'delivery options before an address is entered: off, then on, for a shopper without a location', async ( {
		blockEditor,
		shopper,
	} ) => {
		const withoutAddress = await showRatesWithoutAddress( blockEditor );
		await withoutAddress.uncheck();
		await blockEditor.save();
		await openWithoutAddress( shopper, true );
		await expect(
			shopper.page.getByText( 'Enter address to check delivery options' )
		).toBeVisible();
		await expect( pickupOption( shopper ) ).toHaveCount( 0 );

		await showRatesWithoutAddress( blockEditor );
		await withoutAddress.check();
		await blockEditor.save();
		await shopper.reload();
		await expect( pickupOption( shopper ) ).toBeVisible();
	} );

	test( 'delivery options before an address is entered, off: a guest has the base country, so they show', async ( {
		blockEditor,
		shopper,
	} ) => {
		const withoutAddress = await showRatesWithoutAddress( blockEditor );
		await withoutAddress.uncheck();
		await blockEditor.save();
		await openWithoutAddress( shopper );
		await deliveryFold( shopper.page ).click();
		await expect(
			shopper.page.getByText( 'Delivers to United Kingdom (UK)' )
		).toBeVisible();
		await expect( pickupOption( shopper ) ).toBeVisible();
	} );

	// Its default (closed) is what cart-journeys.spec.ts opens.
	test( 'coupon form: open at first', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select(
			'kassa/cart-order-summary-coupon-form'
		);
		await sidebar
			.getByRole( 'checkbox', { name: 'Open the coupon form at first' } )
			.check();
		await blockEditor.save();
		await shopper.open();
		await expect(
			shopper.page.getByRole( 'button', { name: 'Add a coupon' } )
		).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			shopper.page.getByRole( 'textbox', { name: 'Enter code' } )
		).toBeVisible();
	} );

	test( 'cross-sells: the admin’s heading, then none', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/cart-cross-sells' );
		const show = sidebar.getByRole( 'checkbox', {
			name: 'Show cross-sells',
		} );
		await show.check();
		await sidebar
			.getByRole( 'textbox', { name: 'Heading' } )
			.fill( 'Goes well with it' );
		await blockEditor.save();
		// The seeded Armchair suggests the Floor Lamp.
		await shopper.open( [ [ 'Armchair' ] ] );
		const heading = shopper.page.getByRole( 'heading', {
			name: 'Goes well with it',
		} );
		await expect( heading ).toBeVisible();
		await expect(
			shopper.page.getByRole( 'button', {
				name: 'Add “Floor Lamp” to your cart',
			} )
		).toBeVisible();

		await blockEditor.select( 'kassa/cart-cross-sells' );
		await show.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await expect( heading ).toHaveCount( 0 );
		await expect(
			shopper.page.getByRole( 'button', {
				name: 'Add “Floor Lamp” to your cart',
			} )
		).toHaveCount( 0 );
	} );

	test( 'cross-sells: columns, then as many as fit', async ( {
		blockEditor,
		shopper,
	} ) => {
		const columns = async () => {
			const sidebar = await blockEditor.select(
				'kassa/cart-cross-sells'
			);
			await sidebar
				.getByRole( 'checkbox', { name: 'Show cross-sells' } )
				.check();
			return sidebar;
		};
		await (
			await columns()
		)
			.getByRole( 'spinbutton', { name: 'Columns' } )
			.fill( '4' );
		await blockEditor.save();
		// The seeded Armchair suggests the Floor Lamp: one product, in a row of four columns.
		await shopper.open( [ [ 'Armchair' ] ] );
		const grid = shopper.page.locator(
			'.kassa-cart-cross-sells__products'
		);
		await expect( grid.getByRole( 'listitem' ) ).toHaveCount( 1 );
		await expect.poll( () => gridTracks( grid ) ).toHaveLength( 4 );

		// Reset: as many as fit, each at least 10em wide (fewer than four in the cart's column).
		await (
			await columns()
		)
			.getByRole( 'button', { name: 'Reset' } )
			.click();
		await blockEditor.save();
		await shopper.reload();
		await expect( grid ).toBeVisible();
		const tracks = await gridTracks( grid );
		const em = await grid.evaluate( ( element ) =>
			parseFloat( getComputedStyle( element ).fontSize )
		);
		expect( tracks.length ).toBeLessThan( 4 );
		for ( const width of tracks ) {
			expect( width ).toBeGreaterThanOrEqual( 10 * em );
		}
	} );

	test( 'the Proceed to Checkout button’s label', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/proceed-to-checkout' );
		await sidebar
			.getByRole( 'textbox', { name: 'Button text' } )
			.fill( 'Pay for it' );
		await blockEditor.save();
		await shopper.open();
		await expect(
			shopper.page.getByRole( 'link', { name: 'Pay for it' } )
		).toHaveAttribute( 'href', /\/checkout\/$/ );
	} );

	test( 'line items: descriptions off, then on', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/cart-line-items' );
		const descriptions = sidebar.getByRole( 'checkbox', {
			name: 'Show product descriptions',
		} );
		const description = shopper.page.getByText(
			'A warm knitted beanie, now on sale.'
		);
		await descriptions.uncheck();
		await blockEditor.save();
		await shopper.open();
		await expect( description ).toHaveCount( 0 );

		await blockEditor.select( 'kassa/cart-line-items' );
		await descriptions.check();
		await blockEditor.save();
		await shopper.reload();
		await expect( description ).toBeVisible();
	} );

	test( 'the empty cart’s heading and link text, edited in the cart’s empty view', async ( {
		blockEditor,
		shopper,
	} ) => {
		const view = ( await blockEditor.select( 'kassa/cart' ) ).getByRole(
			'combobox',
			{ name: 'Edit the cart as' }
		);
		await view.selectOption( 'empty' );
		await expect(
			blockEditor.block( 'kassa/empty-cart' ).getByRole( 'heading' )
		).toBeVisible();
		const sidebar = await blockEditor.select( 'kassa/empty-cart' );
		await sidebar
			.getByRole( 'textbox', { name: 'Heading' } )
			.fill( 'Nothing here yet' );
		await sidebar
			.getByRole( 'textbox', { name: 'Shop link text' } )
			.fill( 'See the shop' );
		await blockEditor.save();
		await shopper.open( [], '.kassa-empty-cart__heading' );
		await expect(
			shopper.page.getByRole( 'heading', { name: 'Nothing here yet' } )
		).toBeVisible();
		await expect(
			shopper.page.getByRole( 'link', { name: 'See the shop' } )
		).toHaveAttribute( 'href', SHOP_LINK );

		// The view is the editor's alone: back to the filled cart for the other tests.
		await blockEditor.select( 'kassa/cart' );
		await view.selectOption( 'filled' );
	} );

	for ( const name of CART_REQUIRED_BLOCKS ) {
		test( `required: ${ name } has no Delete in its menu, nor Unlock`, ( {
			blockEditor,
		} ) => blockEditor.expectNotRemovable( name ) );
	}

	test( 'alignment: wide by default, as WooCommerce’s; none on request', ( {
		blockEditor,
		shopper,
	} ) => expectWideAlignment( blockEditor, shopper, 'kassa/cart', true ) );

	// Last: the coupon form the other tests use is gone after it.
	test( 'moving the delivery panel above the coupon form, then removing the coupon form', async ( {
		blockEditor,
		shopper,
	} ) => {
		await blockEditor.moveAbove(
			'kassa/cart-order-summary-shipping',
			'kassa/cart-order-summary-coupon-form'
		);
		await blockEditor.save();
		await shopper.open();
		const delivery = shopper.page.getByRole( 'heading', {
			name: 'Delivery',
		} );
		const coupon = shopper.page.getByRole( 'button', {
			name: 'Add a coupon',
		} );
		expect( await top( delivery ) ).toBeLessThan( await top( coupon ) );

		await blockEditor.remove( 'kassa/cart-order-summary-coupon-form' );
		await blockEditor.save();
		await shopper.reload();
		await expect( delivery ).toBeVisible();
		await expect( coupon ).toHaveCount( 0 );
	} );
} );
