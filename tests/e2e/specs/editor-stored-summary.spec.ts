import { test, expect } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';
import {
	consoleErrors,
	expectNoBlockWarnings,
	openInEditor,
} from '../utils/editor';
import { defaultMarkup, storedMarkup } from '../utils/markup';

/**
 * Pages stored before the order summaries were made of blocks (issue 14): the cart's and the
 * checkout's default markup of then (tests/fixtures/stored-markup/) opens in the editor without
 * a warning, with the summary's heading and rows as blocks, and the shopper gets the same
 * summary as from today's markup.
 */

const SHAPES = [
	{
		name: 'cart',
		summary: '.kassa-cart-order-summary',
		blocks: [
			'kassa/cart-order-summary-heading',
			'kassa/cart-order-summary-subtotal',
			'kassa/cart-order-summary-total',
		],
	},
	{
		name: 'checkout',
		summary: '.kassa-checkout-order-summary',
		blocks: [
			'kassa/checkout-order-summary-cart-items',
			'kassa/checkout-order-summary-coupon-form',
			'kassa/checkout-order-summary-subtotal',
			'kassa/checkout-order-summary-total',
		],
	},
];

for ( const shape of SHAPES ) {
	test( `a ${ shape.name } stored before its summary was made of blocks opens cleanly; the shopper gets the same summary`, async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		test.slow();
		const errors = consoleErrors( page );
		const stored = ( await requestUtils.createPage( {
			title: `Stored ${ shape.name } before summary rows`,
			content: storedMarkup( `${ shape.name }-before-summary-rows` ),
			status: 'publish',
		} ) ) as unknown as { id: number; link: string };
		const today = ( await requestUtils.createPage( {
			title: `Today's ${ shape.name }`,
			content: defaultMarkup( shape.name ),
			status: 'publish',
		} ) ) as unknown as { link: string };

		await openInEditor( admin, editor, stored.id, `kassa/${ shape.name }` );
		await expectNoBlockWarnings( editor );
		for ( const block of shape.blocks ) {
			await expect(
				editor.canvas.locator( `[data-type="${ block }"]` )
			).toHaveCount( 1 );
		}
		expect( errors ).toEqual( [] );

		const shopper = await guestShopper(
			browser,
			new URL( page.url() ).origin,
			{ lines: [ [ 'Beanie' ], [ 'Armchair' ] ] }
		);
		const shopperPage = shopper.page;
		await shopper.storeApi.post( '/cart/apply-coupon', { code: 'save10' } );
		const summaryOf = async ( link: string ) => {
			await shopperPage.goto( link );
			const summary = shopperPage.locator( shape.summary );
			await expect(
				summary.locator( '.kassa-totals-footer__total' )
			).toBeVisible();
			return summary.innerText();
		};
		const fromOlder = await summaryOf( stored.link );
		expect( fromOlder ).toContain( 'Discount' );
		expect( fromOlder ).toContain( 'Bulky item handling' );
		expect( fromOlder ).toBe( await summaryOf( today.link ) );
		await shopper.close();
	} );
}
