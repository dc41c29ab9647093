import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/markup';
import { usePlugins } from '../utils/oracle';

/**
 * Gateways written for the classic checkout in the editor: the payment step's settings list
 * them among the checkout's payment methods, and nothing calls them incompatible (WooCommerce's
 * Checkout block flags each as an incompatible gateway and offers to switch back to the classic
 * checkout).
 */

test.use( {
	settingsPage: {
		title: 'Classic gateways (e2e)',
		content: defaultMarkup( 'checkout' ),
		blockName: 'kassa/checkout',
	},
} );

test.describe( 'Gateways written for the classic checkout, in the editor', () => {
	usePlugins(
		[
			'woocommerce-other-payment-gateway',
			'kassa-fixture-classic-redirect',
		],
		'WPRuby’s Custom Payment Gateway is not installed.'
	);

	test( 'are listed in the payment step’s settings, none as incompatible', async ( {
		blockEditor,
	} ) => {
		const sidebar = await blockEditor.select(
			'kassa/checkout-payment-methods'
		);
		const list = sidebar.locator( '.kassa-payment-methods-inspector' );
		for ( const title of [
			'Check payments',
			'Custom Payment',
			'Offsite Pay',
		] ) {
			await expect(
				list.getByRole( 'listitem' ).filter( { hasText: title } )
			).toBeVisible();
		}
		await expect(
			blockEditor.page.getByText( /incompatible/i )
		).toHaveCount( 0 );
	} );
} );
