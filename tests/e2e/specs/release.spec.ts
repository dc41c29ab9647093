import { Editor } from '@wordpress/e2e-test-utils-playwright';
import type { Locator, Page } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import { UK_ADDRESS, fillAddress, placeOrderButton } from '../utils/checkout';
import { expectNoBlockWarnings } from '../utils/editor';
import { defaultMarkup } from '../utils/markup';
import { expectOrderReceived } from '../utils/orders';
import {
	adminOf,
	adminRest,
	kassaNames,
	previousReleaseZip,
	releaseZip,
	shopperOf,
	startShopWithoutKassa,
	type SeparateShop,
} from '../utils/release';
import { StoreApi } from '../utils/store-api';

/** A line the admin adds to the checkout page while it holds Kassa's checkout. */
const ADDED_LINE = 'Questions about your order? Call us on 020 7946 0000.';

/**
 * A merchant installs Kassa from its release zip through wp-admin, makes it the shop's cart and
 * checkout, and leaves again (deactivates, deletes) without the shop ever failing to take an
 * order; a newer zip uploaded over an older Kassa keeps the stored pages working. On a
 * WooCommerce shop of its own that starts without Kassa (bin/lib/release.sh serve), since the
 * lane's site has Kassa linked in from the checkout and the other specs use it: the first test
 * ends with Kassa deleted, where the second starts.
 */
test.describe( 'Kassa’s release zip on a WooCommerce shop', () => {
	test.describe.configure( { mode: 'serial' } );

	let shop: SeparateShop;
	let zip: string;
	let previous: string;

	test.beforeAll( () => {
		// Building the previous release (its build, after an npm ci of its own when it needs
		// other packages than today's) runs only once per commit (.cache/releases), here rather
		// than in its test: minutes on a busy machine, which no test's time limit should pay for.
		test.setTimeout( 25 * 60_000 );
		zip = releaseZip();
		previous = previousReleaseZip();
		shop = startShopWithoutKassa();
	} );

	test.afterAll( () => shop?.stop() );

	test( 'installs from the zip, takes orders on Kassa’s checkout, then on WooCommerce’s after deactivating; deleting leaves nothing', async ( {
		browser,
	} ) => {
		test.setTimeout( 10 * 60_000 );
		const before = kassaNames( shop );
		const admin = await adminOf( browser, shop.url );
		const shopper = await shopperOf( browser, shop.url );
		const newShopper = () => shopperOf( browser, shop.url );

		await uploadAndActivate( admin, zip );
		await expectNoIncompatibilityWarning( admin );
		// Activating offers the switch; the admin makes it on WooCommerce → Kassa.
		await expect( offer( admin ) ).toBeVisible();
		await useKassaOnKassaScreen( admin );
		await admin.goto( '/wp-admin/plugins.php' );
		await expect( offer( admin ) ).toHaveCount( 0 );
		expect( kassaNames( shop ).postMeta ).toContain(
			'_kassa_replaced_content'
		);
		// Kassa's blocks elsewhere: a Products grid and a Mini-cart on a page of their own.
		const { id: blocksPage, link: blocksLink } = await adminRest(
			admin,
			'/wp/v2/pages',
			{
				title: 'Kassa blocks',
				status: 'publish',
				content: `${ defaultMarkup( 'products' ) }\n\n${ defaultMarkup(
					'mini-cart'
				) }`,
			}
		);

		await placeOrder( await newShopper(), 'kassa' );
		// The admin adds a line above Kassa's checkout, which stays when Kassa's block goes.
		const [ checkoutPage ] = await adminRest(
			admin,
			'/wp/v2/pages?slug=checkout&context=edit'
		);
		await adminRest( admin, `/wp/v2/pages/${ checkoutPage.id }`, {
			content: `<!-- wp:paragraph --><p>${ ADDED_LINE }</p><!-- /wp:paragraph -->\n\n${ checkoutPage.content.raw }`,
		} );

		await setActive( admin, false );
		// The same pages now hold WooCommerce's blocks again, and take an order.
		await shopper.goto( '/cart/' );
		await expect(
			shopper.locator( '.wp-block-woocommerce-cart' )
		).toBeVisible();
		await placeOrder( await newShopper(), 'woocommerce', ADDED_LINE );
		// Kassa's blocks left elsewhere show nothing; the editor offers to remove them.
		await shopper.goto( blocksLink );
		await expect(
			shopper.getByRole( 'heading', { name: 'Kassa blocks' } )
		).toBeVisible();
		await expect(
			shopper.locator( '.wp-block-kassa-products' )
		).toBeHidden();
		await expect(
			shopper.locator( '.wp-block-kassa-mini-cart' )
		).toBeHidden();
		await admin.goto(
			`/wp-admin/post.php?post=${ blocksPage }&action=edit`
		);
		const editor = new Editor( { page: admin } );
		for ( const block of [ 'kassa/products', 'kassa/mini-cart' ] ) {
			await expect(
				editor.canvas.getByText(
					`Your site doesn’t include support for the "${ block }" block.`
				)
			).toBeVisible();
		}

		// Activating again offers the switch again, and brings back Kassa's blocks.
		await setActive( admin, true );
		await useKassa( admin, offer( admin ) );
		await expectCheckout( shopper, 'kassa' );

		await setActive( admin, false );
		await deletePlugin( admin );
		await expectCheckout( shopper, 'woocommerce' );
		expect( kassaNames( shop ) ).toEqual( before );
	} );

	test( 'a newer zip uploaded over the previous release keeps the stored pages working', async ( {
		browser,
	} ) => {
		test.setTimeout( 10 * 60_000 );
		const admin = await adminOf( browser, shop.url );
		const newShopper = () => shopperOf( browser, shop.url );

		await uploadAndActivate( admin, previous );
		await useKassaOnKassaScreen( admin );
		await placeOrder( await newShopper(), 'kassa' );

		// Plugins → Add Plugin → Upload Plugin with the newer zip, over the installed one.
		await upload( admin, zip );
		await expect(
			admin.getByText( 'This plugin is already installed.' )
		).toBeVisible();
		await admin
			.getByRole( 'link', { name: 'Replace current with uploaded' } )
			.click();
		await expect(
			admin.getByText( 'Plugin updated successfully.' )
		).toBeVisible();
		await admin.goto( '/wp-admin/plugins.php' );
		await expect(
			pluginRow( admin ).getByRole( 'link', { name: 'Deactivate Kassa' } )
		).toBeVisible();
		await expectNoIncompatibilityWarning( admin );

		// The pages the previous release stored: a shopper orders, an admin opens them cleanly.
		await placeOrder( await newShopper(), 'kassa' );
		const editor = new Editor( { page: admin } );
		for ( const [ slug, block ] of [
			[ 'cart', 'kassa/cart' ],
			[ 'checkout', 'kassa/checkout' ],
		] ) {
			const [ { id } ] = await (
				await admin.request.get( `/wp-json/wp/v2/pages?slug=${ slug }` )
			).json();
			await admin.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
			// Its first inner block that shows (a classic hook's place shows only with a plugin).
			await editor.canvas
				.locator(
					`[data-type="${ block }"] [data-type^="kassa/"]:not([data-type="kassa/classic-hook"])`
				)
				.first()
				.waitFor();
			await expectNoBlockWarnings( editor );
		}
	} );
} );

/**
 * The notice that offers to make Kassa the shop's cart and checkout.
 *
 * @param admin The admin's page.
 * @return The notice.
 */
function offer( admin: Page ) {
	return admin.locator( '.notice' ).filter( { hasText: 'Kassa is active.' } );
}

/**
 * Kassa's row on the Plugins screen.
 *
 * @param admin The admin's page.
 * @return The row.
 */
function pluginRow( admin: Page ) {
	return admin.locator( 'tr[data-slug="kassa"]' ).first();
}

/**
 * Plugins → Add Plugin → Upload Plugin, and Install Now with a zip.
 *
 * @param admin The admin's page.
 * @param zip   The zip's path.
 */
async function upload( admin: Page, zip: string ) {
	await admin.goto( '/wp-admin/plugins.php' );
	await admin
		.locator( '.page-title-action' )
		.filter( { hasText: 'Add Plugin' } )
		.click();
	await admin.getByRole( 'button', { name: 'Upload Plugin' } ).click();
	await admin.getByLabel( 'Plugin zip file' ).setInputFiles( zip );
	await admin.getByRole( 'button', { name: 'Install Now' } ).click();
}

/**
 * Installs a zip on a shop without Kassa and activates it.
 *
 * @param admin The admin's page.
 * @param zip   The zip's path.
 */
async function uploadAndActivate( admin: Page, zip: string ) {
	await upload( admin, zip );
	await expect(
		admin.getByText( 'Plugin installed successfully.' )
	).toBeVisible();
	await admin.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( admin.getByText( 'Plugin activated.' ) ).toBeVisible();
}

/**
 * Activates or deactivates Kassa on the Plugins screen.
 *
 * @param admin  The admin's page.
 * @param active Whether to activate.
 */
async function setActive( admin: Page, active: boolean ) {
	await admin.goto( '/wp-admin/plugins.php' );
	await pluginRow( admin )
		.getByRole( 'link', {
			name: active ? 'Activate Kassa' : 'Deactivate Kassa',
		} )
		.click();
	await expect(
		admin.getByText( active ? 'Plugin activated.' : 'Plugin deactivated.' )
	).toBeVisible();
}

/**
 * Deletes the inactive Kassa on the Plugins screen, which runs its uninstall.php.
 *
 * @param admin The admin's page.
 */
async function deletePlugin( admin: Page ) {
	await admin.goto( '/wp-admin/plugins.php' );
	admin.once( 'dialog', ( dialog ) => dialog.accept() );
	await pluginRow( admin )
		.getByRole( 'link', { name: 'Delete Kassa' } )
		.click();
	await expect(
		admin.getByText( 'Kassa was successfully deleted.' )
	).toBeVisible();
}

/**
 * WooCommerce → Kassa → Use Kassa's Cart and Checkout, through the admin menu.
 *
 * @param admin The admin's page.
 */
async function useKassaOnKassaScreen( admin: Page ) {
	await admin.goto( '/wp-admin/admin.php?page=wc-settings' );
	await admin
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: 'Kassa', exact: true } )
		.click();
	await useKassa( admin, admin.locator( '#wpbody-content' ) );
}

/**
 * Clicks Use Kassa's Cart and Checkout (on WooCommerce → Kassa, or in the notice that offers
 * it), which leads to WooCommerce → Kassa showing Kassa's blocks on both pages.
 *
 * @param admin The admin's page.
 * @param where Where the button is.
 */
async function useKassa( admin: Page, where: Locator ) {
	await where
		.getByRole( 'button', { name: "Use Kassa's Cart and Checkout" } )
		.click();
	await expect(
		admin.getByText( 'The cart and checkout pages are updated.' )
	).toBeVisible();
	const rows = admin.getByRole( 'row' );
	for ( const name of [ 'Cart page', 'Checkout page' ] ) {
		await expect( rows.filter( { hasText: name } ) ).toContainText(
			"Kassa's block"
		);
	}
}

/**
 * Fills the shopper's cart and opens the checkout page, which holds the named checkout.
 *
 * @param shopper  The shopper's page.
 * @param checkout Whose checkout the page holds.
 */
async function expectCheckout(
	shopper: Page,
	checkout: 'kassa' | 'woocommerce'
) {
	const storeApi = new StoreApi( shopper.request );
	if ( ( await storeApi.getCart() ).items.length === 0 ) {
		await storeApi.addItem( await storeApi.productId( 'Beanie' ) );
	}
	await shopper.goto( '/checkout/' );
	await expect(
		shopper.locator( `.wp-block-${ checkout }-checkout` )
	).toBeVisible();
	await expect(
		shopper.locator(
			`.wp-block-${
				checkout === 'kassa' ? 'woocommerce' : 'kassa'
			}-checkout`
		)
	).toHaveCount( 0 );
}

/**
 * Places an order by cheque as a new guest on the shop's checkout page and lands on
 * WooCommerce's order-received page.
 *
 * @param shopper    A new shopper's page (who has given no address yet).
 * @param checkout   Whose checkout the page holds.
 * @param alsoOnPage A text the page shows besides the checkout.
 */
async function placeOrder(
	shopper: Page,
	checkout: 'kassa' | 'woocommerce',
	alsoOnPage?: string
) {
	await expectCheckout( shopper, checkout );
	if ( alsoOnPage ) {
		await expect( shopper.getByText( alsoOnPage ) ).toBeVisible();
	}
	await shopper.getByLabel( 'Email address' ).fill( 'merchant@example.com' );
	// WooCommerce's checkout can keep a 'valid state/county' error on the optional county of a
	// country chosen while it was busy: it gets a county.
	await fillAddress(
		shopper,
		'shipping',
		checkout === 'kassa'
			? UK_ADDRESS
			: { ...UK_ADDRESS, state: 'Greater London' }
	);
	await shopper.getByRole( 'radio', { name: 'Check payments' } ).check();
	if ( checkout === 'kassa' ) {
		await placeOrderButton( shopper ).click();
	} else {
		// WooCommerce's checkout recalculates its totals when a payment method is chosen, and a
		// click made as that starts can place nothing: click until the order is posted.
		await expect( async () => {
			const posted = shopper.waitForRequest(
				( request ) =>
					request.method() === 'POST' &&
					request.url().includes( '/wc/store/v1/checkout' ) &&
					! request.url().includes( '__experimental_calc_totals' ),
				{ timeout: 10_000 }
			);
			await shopper
				.locator( '.wc-block-components-checkout-place-order-button' )
				.click( { timeout: 10_000 } );
			await posted;
		} ).toPass( { timeout: 60_000 } );
	}
	await expectOrderReceived( shopper );
	await expect(
		shopper.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	await shopper.context().close();
}

/**
 * Checks that WooCommerce's plugin screens warn about no incompatibility of Kassa with its
 * enabled features (its order tables, HPOS, among them).
 *
 * @param admin The admin's page.
 */
async function expectNoIncompatibilityWarning( admin: Page ) {
	await admin.goto( '/wp-admin/plugins.php' );
	await expect( pluginRow( admin ) ).toBeVisible();
	await expect( admin.getByText( /incompatible/ ) ).toHaveCount( 0 );
	await admin.goto(
		'/wp-admin/plugins.php?plugin_status=incompatible_with_feature'
	);
	await expect( pluginRow( admin ) ).toHaveCount( 0 );
}
