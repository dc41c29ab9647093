import { test, expect } from '../utils/block-settings';
import { defaultMarkup } from '../utils/markup';
import {
	comesBefore,
	expectTaxRateAfterName,
	expectTaxesRowRemovable,
	moveBlockBefore,
	openWithEveryTotal,
	row,
} from '../utils/order-summary';

/**
 * The checkout's order summary, block by block (issue 14): its products, coupon form and each
 * row of its totals are inner blocks an admin sets, removes and moves in the editor, and the
 * shopper gets what the editor shows.
 */

const CHECKOUT_ROWS = {
	subtotal: 'kassa/checkout-order-summary-subtotal',
	fee: 'kassa/checkout-order-summary-fee',
	discount: 'kassa/checkout-order-summary-discount',
	shipping: 'kassa/checkout-order-summary-shipping',
	taxes: 'kassa/checkout-order-summary-taxes',
	total: 'kassa/checkout-order-summary-total',
};

test.use( {
	settingsPage: {
		title: 'Checkout order summary (e2e)',
		content: defaultMarkup( 'checkout' ),
		blockName: 'kassa/checkout',
	},
} );

test( 'products: their descriptions, on and off', async ( {
	blockEditor,
	shopper,
} ) => {
	const sidebar = await blockEditor.select(
		'kassa/checkout-order-summary-cart-items'
	);
	const toggle = sidebar.getByRole( 'checkbox', {
		name: 'Show product descriptions',
	} );
	const summary = blockEditor.canvas.locator( '.kassa-cart-summary' );
	await expect( toggle ).not.toBeChecked();
	await expect( summary ).not.toContainText( 'A warm knitted hat.' );
	await toggle.check();
	await expect( summary ).toContainText( 'A warm knitted hat.' );
	await blockEditor.save();

	await shopper.open();
	const lines = shopper.page.locator( '.kassa-cart-summary' );
	await expect(
		lines.locator( '.kassa-cart-summary__description' )
	).toHaveText( 'A warm knitted beanie, now on sale.' );

	await blockEditor.select( 'kassa/checkout-order-summary-cart-items' );
	await toggle.uncheck();
	await blockEditor.save();
	await shopper.reload();
	await expect( lines ).toContainText( 'Beanie' );
	await expect(
		lines.locator( '.kassa-cart-summary__description' )
	).toHaveCount( 0 );
} );

test( 'coupon form: a block of its own, removed it leaves the summary', async ( {
	blockEditor,
	shopper,
} ) => {
	const summary = blockEditor.canvas.locator(
		'.kassa-checkout-order-summary'
	);
	await expect(
		summary.getByRole( 'button', { name: 'Add a coupon' } )
	).toBeVisible();
	await blockEditor.blockAction(
		'kassa/checkout-order-summary-coupon-form',
		'Delete'
	);
	await expect(
		summary.getByRole( 'button', { name: 'Add a coupon' } )
	).toHaveCount( 0 );
	await blockEditor.save();

	await shopper.open();
	const shopSummary = shopper.page.locator( '.kassa-checkout-order-summary' );
	await expect( shopSummary.locator( row( 'total' ) ) ).toBeVisible();
	await expect(
		shopSummary.getByRole( 'button', { name: 'Add a coupon' } )
	).toHaveCount( 0 );
} );

test( 'rows are blocks: removed rows leave, a moved row moves', async ( {
	blockEditor,
	shopper,
} ) => {
	for ( const name of [ CHECKOUT_ROWS.fee, CHECKOUT_ROWS.discount ] ) {
		await blockEditor.remove( name );
	}
	await moveBlockBefore(
		blockEditor,
		CHECKOUT_ROWS.shipping,
		CHECKOUT_ROWS.subtotal
	);
	await blockEditor.save();

	await openWithEveryTotal( shopper );
	const summary = shopper.page.locator( '.kassa-checkout-order-summary' );
	await expect( summary.locator( row( 'total' ) ) ).toBeVisible();
	await expect( summary.locator( row( 'fee' ) ) ).toHaveCount( 0 );
	await expect( summary.locator( row( 'discount' ) ) ).toHaveCount( 0 );
	expect(
		await comesBefore(
			summary.locator( row( 'shipping' ) ),
			summary.locator( row( 'subtotal' ) )
		)
	).toBe( true );
} );

// Before the next test, which removes the Taxes block.
test( 'taxes: each tax’s rate after its name, on, then off', async ( {
	blockEditor,
	shopper,
} ) => {
	await expectTaxRateAfterName(
		blockEditor,
		shopper,
		CHECKOUT_ROWS.taxes,
		'.kassa-checkout-order-summary'
	);
} );

test( 'taxes: a shop showing prices without tax lists them in a row; removed, the row leaves', async ( {
	blockEditor,
	shopper,
} ) => {
	await expectTaxesRowRemovable(
		blockEditor,
		shopper,
		CHECKOUT_ROWS.taxes,
		'.kassa-checkout-order-summary'
	);
} );

test( 'the products and the total are required: they cannot be removed', async ( {
	blockEditor,
} ) => {
	expect( await blockEditor.canDelete( CHECKOUT_ROWS.subtotal ) ).toBe(
		true
	);
	expect( await blockEditor.canDelete( CHECKOUT_ROWS.total ) ).toBe( false );
	expect(
		await blockEditor.canDelete( 'kassa/checkout-order-summary-cart-items' )
	).toBe( false );
} );
