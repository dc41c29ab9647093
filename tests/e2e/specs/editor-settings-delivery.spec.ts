import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/markup';

/**
 * Every setting of the checkout's Delivery block (issue 14: WooCommerce's Delivery block has
 * them), from the editor to the shop: each test changes one setting through the inspector,
 * saves, and checks the Ship / Pickup choice a guest shopper sees. The seeded shop has local
 * pickup, so the choice shows for a cart that ships.
 */
test.use( {
	settingsPage: {
		title: 'Delivery settings (e2e)',
		content: defaultMarkup( 'checkout' ),
		blockName: 'kassa/checkout',
		ready: '.kassa-checkout-toggle',
	},
} );

const BLOCK = 'kassa/checkout-shipping-method';

test.describe( 'delivery settings, editor to shop', () => {
	for ( const [ setting, custom, fallback ] of [
		[ 'Shipping option label', 'Send it to me', 'Ship' ],
		[ 'Pickup option label', 'Collect in store', 'Pickup' ],
	] ) {
		test( `${ setting }: the admin’s text, then the default`, async ( {
			blockEditor,
			shopper,
		} ) => {
			const sidebar = await blockEditor.select( BLOCK );
			const field = sidebar.getByRole( 'textbox', { name: setting } );
			await field.fill( custom );
			await expect(
				blockEditor.canvas.getByRole( 'radio', { name: custom } )
			).toBeVisible();
			await blockEditor.save();
			await shopper.open();
			await expect(
				shopper.page.getByRole( 'radio', { name: custom, exact: true } )
			).toBeVisible();
			await expect(
				shopper.page.getByRole( 'radio', {
					name: fallback,
					exact: true,
				} )
			).toHaveCount( 0 );

			await blockEditor.select( BLOCK );
			await field.fill( '' );
			await blockEditor.save();
			await shopper.reload();
			await expect(
				shopper.page.getByRole( 'radio', {
					name: fallback,
					exact: true,
				} )
			).toBeVisible();
			await expect(
				shopper.page.getByRole( 'radio', { name: custom } )
			).toHaveCount( 0 );
		} );
	}

	test( 'icons: on, then off', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( BLOCK );
		const icons = sidebar.getByRole( 'checkbox', { name: 'Show icons' } );
		const shown = shopper.page.locator(
			'.kassa-checkout-toggle__option svg'
		);
		await icons.check();
		await blockEditor.save();
		await shopper.open();
		await expect( shown ).toHaveCount( 2 );
		await expect( shown.first() ).toBeVisible();

		await blockEditor.select( BLOCK );
		await icons.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await expect( shown ).toHaveCount( 0 );
	} );

	test( 'prices: the cheapest shipping rate and free pickup, then none', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( BLOCK );
		const prices = sidebar.getByRole( 'checkbox', {
			name: 'Show prices',
		} );
		const price = ( option: string ) =>
			shopper.page.locator(
				`label[for="kassa-delivery-${ option }"] .kassa-checkout-toggle__price`
			);
		await prices.check();
		await blockEditor.save();
		await shopper.open();
		// The seeded cart ships at one flat rate: the Shipping options step shows its price.
		const ratePrice = shopper.page
			.locator( '.kassa-package-rates__price' )
			.first();
		await expect( ratePrice ).toHaveText( /^£\d+\.\d\d$/ );
		await expect( price( 'ship' ) ).toHaveText(
			( await ratePrice.textContent() ) as string
		);
		await expect( price( 'pickup' ) ).toHaveText( 'Free' );

		await blockEditor.select( BLOCK );
		await prices.uncheck();
		await blockEditor.save();
		await shopper.reload();
		await expect(
			shopper.page.locator( '.kassa-checkout-toggle' )
		).toBeVisible();
		await expect( price( 'ship' ) ).toHaveCount( 0 );
		await expect( price( 'pickup' ) ).toHaveCount( 0 );
	} );

	// Last: the other tests need the block.
	test( 'removed, the shopper ships without a Ship / Pickup choice', async ( {
		blockEditor,
		shopper,
	} ) => {
		await blockEditor.remove( BLOCK );
		await blockEditor.save();
		await shopper.open( undefined, '.kassa-package-rates__price' );
		await expect(
			shopper.page.locator( '.kassa-checkout-toggle' )
		).toHaveCount( 0 );
		await expect(
			shopper.page.getByRole( 'radio', { name: 'Pickup', exact: true } )
		).toHaveCount( 0 );
	} );
} );
