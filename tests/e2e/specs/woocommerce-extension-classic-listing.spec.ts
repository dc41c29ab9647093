import { test, expect } from '../utils/fixtures';
import { usePlugins } from '../utils/oracle';

/**
 * WooCommerce → Kassa lists the active plugins that hook the cart or checkout, by family, and
 * whether Kassa runs them: a plugin of classic checkout fields (with a filter Kassa runs only
 * for the fields plugins add), a classic gateway, a plugin of classic checkout hooks, and a
 * gateway written for WooCommerce's blocks; WooCommerce and Kassa themselves are not listed.
 */

test.describe.configure( { mode: 'serial' } );

test.describe( 'with classic plugins', () => {
	usePlugins(
		[
			'kassa-fixture-classic-fields',
			'woocommerce-other-payment-gateway',
			'order-delivery-date-for-woocommerce',
		],
		'A real classic plugin is not installed (KASSA_CLASSIC_ZIPS).'
	);

	test( 'lists each plugin with what it uses and whether Kassa runs it', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=kassa' );
		const table = page.locator( 'table.kassa-plugins' );
		const row = ( name: string ) =>
			table.locator( 'tbody tr', {
				has: page.getByRole( 'rowheader', { name, exact: true } ),
			} );

		await expect(
			page.getByRole( 'heading', {
				name: 'Plugins on the cart and checkout',
			} )
		).toBeVisible();
		const fields = row( 'Kassa Fixture Classic Fields' );
		await expect( fields ).toContainText(
			'Classic checkout fields: woocommerce_checkout_fields, woocommerce_billing_fields, woocommerce_shipping_fields, woocommerce_default_address_fields'
		);
		await expect( fields ).toContainText(
			'Classic cart and checkout hooks: woocommerce_after_checkout_validation, woocommerce_checkout_update_order_meta'
		);
		const verdict = fields.locator( 'td' ).last();
		await expect( verdict ).toContainText( 'Runs, but not everywhere:' );
		await expect( verdict.getByRole( 'listitem' ) ).toHaveText( [
			"woocommerce_form_field_email: Kassa's own fields (names, address, email) are not WooCommerce's form fields: it runs for the fields plugins add",
		] );

		const gateway = row( 'WooCommerce Custom Payment Gateway' );
		await expect( gateway ).toContainText(
			'Classic payment gateway: other_payment'
		);
		await expect( gateway.locator( 'td' ).last() ).toHaveText( 'Runs' );

		const deliveryDate = row(
			'Order Delivery Date for WooCommerce (Lite version)'
		);
		await expect( deliveryDate ).toContainText(
			'Classic cart and checkout hooks: woocommerce_after_checkout_billing_form'
		);
		await expect( deliveryDate.locator( 'td' ).last() ).toHaveText(
			'Runs'
		);

		// A gateway written for WooCommerce's blocks (the shop's test gateway).
		await expect( row( 'Kassa Test Gateway' ) ).toContainText(
			"WooCommerce's block API: woocommerce_blocks_payment_method_type_registration"
		);

		await expect(
			table.getByRole( 'rowheader', { name: /^(WooCommerce|Kassa)$/ } )
		).toHaveCount( 0 );
	} );
} );
