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
 * The cart's order summary, block by block (issue 14): its heading and each row of its totals
 * are inner blocks an admin edits, removes and moves in the editor, and the shopper gets what
 * the editor shows.
 */

const CART_ROWS = {
	subtotal: 'kassa/cart-order-summary-subtotal',
	fee: 'kassa/cart-order-summary-fee',
	discount: 'kassa/cart-order-summary-discount',
	shipping: 'kassa/cart-order-summary-shipping-total',
	taxes: 'kassa/cart-order-summary-taxes',
	total: 'kassa/cart-order-summary-total',
};

test.use( {
	settingsPage: {
		title: 'Cart order summary (e2e)',
		content: defaultMarkup( 'cart' ),
		blockName: 'kassa/cart',
	},
} );

test( 'heading: the admin’s text, edited in place', async ( {
	blockEditor,
	shopper,
} ) => {
	const heading = blockEditor.canvas.getByRole( 'textbox', {
		name: 'Order summary heading',
	} );
	await heading.click();
	await heading.fill( 'Your order so far' );
	await expect( heading ).toHaveText( 'Your order so far' );
	await blockEditor.save();

	await shopper.open();
	await expect(
		shopper.page.getByRole( 'heading', { name: 'Your order so far' } )
	).toBeVisible();
	await expect(
		shopper.page.getByRole( 'heading', { name: 'Cart totals' } )
	).toHaveCount( 0 );
} );

test( 'rows and heading are blocks: removed, they leave the cart', async ( {
	blockEditor,
	shopper,
} ) => {
	const { canvas } = blockEditor;
	// The preview has a fee and a discount to show.
	await expect( canvas.locator( row( 'fee' ) ) ).toBeVisible();
	await expect( canvas.locator( row( 'discount' ) ) ).toBeVisible();
	for ( const name of [
		CART_ROWS.fee,
		CART_ROWS.discount,
		'kassa/cart-order-summary-heading',
	] ) {
		await blockEditor.remove( name );
	}
	await expect( canvas.locator( row( 'fee' ) ) ).toHaveCount( 0 );
	await expect( canvas.locator( row( 'discount' ) ) ).toHaveCount( 0 );
	await blockEditor.save();

	// The shopper's cart has a fee and a coupon: only the blocks are gone.
	await openWithEveryTotal( shopper );
	const summary = shopper.page.locator( '.kassa-cart-order-summary' );
	await expect( summary.locator( row( 'subtotal' ) ) ).toBeVisible();
	await expect( summary.locator( row( 'shipping' ) ) ).toBeVisible();
	await expect( summary.locator( row( 'total' ) ) ).toBeVisible();
	await expect( summary.locator( row( 'fee' ) ) ).toHaveCount( 0 );
	await expect( summary.locator( row( 'discount' ) ) ).toHaveCount( 0 );
	await expect( summary.getByRole( 'heading', { level: 2 } ) ).toHaveCount(
		0
	);
} );

test( 'rows are blocks: a moved row moves (shipping above the subtotal)', async ( {
	blockEditor,
	shopper,
} ) => {
	await moveBlockBefore(
		blockEditor,
		CART_ROWS.shipping,
		CART_ROWS.subtotal
	);
	await expect
		.poll( () =>
			comesBefore(
				blockEditor.canvas.locator( row( 'shipping' ) ),
				blockEditor.canvas.locator( row( 'subtotal' ) )
			)
		)
		.toBe( true );
	await blockEditor.save();

	await openWithEveryTotal( shopper );
	await expect( shopper.page.locator( row( 'shipping' ) ) ).toBeVisible();
	expect(
		await comesBefore(
			shopper.page.locator( row( 'shipping' ) ),
			shopper.page.locator( row( 'subtotal' ) )
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
		CART_ROWS.taxes,
		'.kassa-cart-order-summary'
	);
} );

test( 'taxes: a shop showing prices without tax lists them in a row; removed, the row leaves', async ( {
	blockEditor,
	shopper,
} ) => {
	await expectTaxesRowRemovable(
		blockEditor,
		shopper,
		CART_ROWS.taxes,
		'.kassa-cart-order-summary'
	);
} );

test( 'the total is required: it cannot be removed', async ( {
	blockEditor,
} ) => {
	expect( await blockEditor.canDelete( CART_ROWS.subtotal ) ).toBe( true );
	expect( await blockEditor.canDelete( CART_ROWS.total ) ).toBe( false );
} );
