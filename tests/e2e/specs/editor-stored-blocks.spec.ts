import { test, expect } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';
import {
	consoleErrors,
	openInEditor,
	pageBySlug,
	expectNoBlockWarnings,
} from '../utils/editor';
import {
	defaultMarkup,
	storedMarkup,
	withEmptyContainers,
	withoutBlocks,
	withoutWideDefault,
} from '../utils/markup';
import { contentMiniCartButton } from '../utils/mini-cart';

/**
 * Store admins open every Kassa block cleanly (issue 12): the seeded pages, and a block stored
 * in any shape a site can hold — self-closing (as hand-written pages, older seeds and block hooks
 * leave it), saved by the first versions of Kassa, or without its optional inner blocks — opens
 * as a working block, never as "This block contains unexpected or invalid content".
 */

type Shape = { title: string; block: string; content: string };

/**
 * What the editor shows of a working block: its inner blocks, or the block itself for one
 * without a layout (the products grid).
 *
 * @param block Block name.
 * @return A CSS selector.
 */
const workingBlock = ( block: string ) =>
	block === 'kassa/products'
		? `[data-type="${ block }"]`
		: `[data-type="${ block }"] [data-type^="kassa/"]`;

const SEEDED_PAGES = [
	[ 'cart', 'kassa/cart' ],
	[ 'checkout', 'kassa/checkout' ],
	[ 'shop', 'kassa/products' ],
	[ 'mini-cart-demo', 'kassa/mini-cart' ],
] as const;

const CART_OPTIONAL = [
	'kassa/cart-cross-sells',
	'kassa/cart-order-summary-coupon-form',
	'kassa/cart-order-summary-shipping',
	'kassa/cart-express-payment',
];

const CHECKOUT_OPTIONAL = [
	'kassa/checkout-express-payment',
	'kassa/checkout-shipping-method',
	'kassa/checkout-pickup-options',
	'kassa/checkout-additional-information',
	'kassa/checkout-order-note',
	'kassa/checkout-terms',
];

const SHAPES: Shape[] = [
	...[ 'cart', 'checkout', 'mini-cart', 'products' ].map( ( name ) => ( {
		title: `self-closing ${ name }`,
		block: `kassa/${ name }`,
		content: `<!-- wp:kassa/${ name } /-->`,
	} ) ),
	{
		title: 'self-closing checkout with attributes',
		block: 'kassa/checkout',
		content: '<!-- wp:kassa/checkout {"collapsibleSteps":true} /-->',
	},
	...[ 'cart', 'checkout' ].map( ( name ) => ( {
		title: `${ name } saved by the first versions`,
		block: `kassa/${ name }`,
		content: `<!-- wp:kassa/${ name } --><div class="wp-block-kassa-${ name }"><div class="kassa-${ name }__skeleton" aria-hidden="true"></div></div><!-- /wp:kassa/${ name } -->`,
	} ) ),
	{
		title: 'mini-cart saved before its settings and drawer blocks',
		block: 'kassa/mini-cart',
		content: storedMarkup( 'mini-cart-before-drawer-blocks' ),
	},
	...[ 'cart', 'checkout' ].map( ( name ) => ( {
		title: `${ name } stored before its wide default`,
		block: `kassa/${ name }`,
		content: withoutWideDefault( defaultMarkup( name ) ),
	} ) ),
	{
		title: 'cart without its optional blocks',
		block: 'kassa/cart',
		content: withoutBlocks( defaultMarkup( 'cart' ), CART_OPTIONAL ),
	},
	{
		title: 'checkout without its optional blocks',
		block: 'kassa/checkout',
		content: withoutBlocks(
			defaultMarkup( 'checkout' ),
			CHECKOUT_OPTIONAL
		),
	},
];

test.describe( 'the editor opens Kassa blocks cleanly', () => {
	// The block editor takes its time on a busy 2-core machine (more so with WooCommerce's).
	test.slow();

	for ( const [ slug, block ] of SEEDED_PAGES ) {
		test( `the seeded page /${ slug }/`, async ( {
			admin,
			editor,
			page,
			requestUtils,
		} ) => {
			const errors = consoleErrors( page );
			const seeded = await pageBySlug( requestUtils, slug );
			// The seed wrote what the editor saves.
			expect( seeded.content.raw.trim() ).toBe(
				defaultMarkup( block.replace( 'kassa/', '' ) )
			);
			await openInEditor( admin, editor, seeded.id, block );
			await expectNoBlockWarnings( editor );
			// Nothing to save: the editor holds the page as stored.
			await expect(
				page.getByRole( 'button', { name: 'Save', exact: true } )
			).toBeDisabled();
			expect( errors ).toEqual( [] );
		} );
	}

	for ( const shape of SHAPES ) {
		test( `a ${ shape.title }`, async ( {
			admin,
			editor,
			page,
			requestUtils,
		} ) => {
			const errors = consoleErrors( page );
			const { id } = await requestUtils.createPage( {
				title: `Stored shape: ${ shape.title }`,
				content: shape.content,
				status: 'publish',
			} );
			await openInEditor( admin, editor, id, shape.block );
			await expectNoBlockWarnings( editor );
			// A working block: the inner blocks of its layout are there to edit.
			await expect(
				editor.canvas.locator( workingBlock( shape.block ) ).first()
			).toBeAttached();
			expect( errors ).toEqual( [] );
		} );
	}
} );

test( 'each Kassa block the inserter offers has a preview', async ( {
	admin,
	page,
} ) => {
	test.slow();
	const errors = consoleErrors( page );
	await admin.createNewPost( { postType: 'page', title: 'Inserter (e2e)' } );
	await page
		.getByRole( 'region', { name: 'Editor top bar' } )
		.getByRole( 'button', { name: /block inserter/i } )
		.click();
	const search = page.getByRole( 'searchbox', { name: /search/i } );
	for ( const [ title, slug ] of [
		[ 'Cart', 'cart' ],
		[ 'Checkout', 'checkout' ],
		[ 'Mini-Cart', 'mini-cart' ],
		[ 'Products', 'products' ],
	] ) {
		await search.fill( title );
		const preview = page.locator(
			'.block-editor-inserter__preview-container'
		);
		// The results re-render while the search settles, and a re-rendered option under a
		// pointer that stays put is not hovered: off the list, then onto the option, until the
		// preview shows.
		await expect( async () => {
			await search.hover();
			// Kassa's, not WooCommerce's block of the same title.
			await page
				.locator( `.editor-block-list-item-kassa-${ slug }` )
				.hover();
			await expect(
				preview.locator( '.block-editor-block-preview__container' )
			).toBeVisible( { timeout: 2_000 } );
		} ).toPass();
		await expect( preview ).not.toContainText( 'No preview available' );
	}
	expect( errors ).toEqual( [] );
} );

for ( const [ title, content, coupons ] of [
	[ 'self-closing', '<!-- wp:kassa/cart /-->', 1 ],
	[
		'without its optional blocks',
		withoutBlocks( defaultMarkup( 'cart' ), CART_OPTIONAL ),
		0,
	],
] as const ) {
	test( `a cart stored ${ title }: the shopper gets what the editor shows`, async ( {
		admin,
		editor,
		browser,
		baseURL,
		requestUtils,
	} ) => {
		test.slow();
		const { id, link } = ( await requestUtils.createPage( {
			title: `Cart stored ${ title }`,
			content,
			status: 'publish',
		} ) ) as unknown as { id: number; link: string };
		await openInEditor( admin, editor, id, 'kassa/cart' );
		await expect(
			editor.canvas.getByRole( 'table', { name: 'Products in cart' } )
		).toBeVisible();
		await expect(
			editor.canvas.getByRole( 'button', { name: 'Add a coupon' } )
		).toHaveCount( coupons );

		const shopper = await guestShopper( browser, baseURL as string, {
			lines: [ [ 'Beanie' ] ],
			visit: link,
		} );
		const shopperPage = shopper.page;
		await expect(
			shopperPage.getByRole( 'table', { name: 'Products in cart' } )
		).toBeVisible();
		await expect(
			shopperPage.getByRole( 'button', { name: 'Add a coupon' } )
		).toHaveCount( coupons );
		await shopper.close();
	} );
}

/**
 * A layout stored without something it needs (issue 12): the editor puts it back where the
 * template has it, and the shopper gets the same.
 */
for ( const { title, block, content, editorShows, shopperShows } of [
	{
		title: 'a checkout stored without its required actions gets them back after the terms',
		block: 'kassa/checkout',
		content: withoutBlocks( defaultMarkup( 'checkout' ), [
			'kassa/checkout-actions',
		] ),
		// In the editor the classic checkout's hooks before submit have their places between them.
		editorShows:
			'[data-type="kassa/checkout-terms"] ~ [data-type="kassa/checkout-actions"] .kassa-checkout-actions__place-order',
		shopperShows:
			'.kassa-checkout-terms + .kassa-checkout-actions .kassa-checkout-actions__place-order',
	},
	{
		title: 'a checkout stored without its order summary gets it back in the totals',
		block: 'kassa/checkout',
		content: withoutBlocks( defaultMarkup( 'checkout' ), [
			'kassa/checkout-order-summary',
		] ),
		editorShows:
			'[data-type="kassa/checkout-totals"] [data-type="kassa/checkout-order-summary"] [data-type="kassa/checkout-order-summary-total"]',
		shopperShows:
			'.kassa-checkout-order-summary .kassa-totals-footer__total',
	},
	{
		title: 'a cart stored with its items container empty gets its lines back',
		block: 'kassa/cart',
		content: withEmptyContainers( defaultMarkup( 'cart' ), [
			'kassa/cart-items',
		] ),
		editorShows:
			'[data-type="kassa/cart-items"] [data-type="kassa/cart-line-items"] table',
		shopperShows: '.wp-block-kassa-cart table',
	},
] ) {
	test(
		title,
		async ( { admin, editor, browser, baseURL, page, requestUtils } ) => {
			test.slow();
			const errors = consoleErrors( page );
			const { id, link } = ( await requestUtils.createPage( {
				title,
				content,
				status: 'publish',
			} ) ) as unknown as { id: number; link: string };
			await openInEditor( admin, editor, id, block );
			await expect( editor.canvas.locator( editorShows ) ).toBeVisible();
			await expectNoBlockWarnings( editor );
			expect( errors ).toEqual( [] );

			const shopper = await guestShopper( browser, baseURL as string, {
				lines: [ [ 'Beanie' ] ],
				visit: link,
			} );
			const shopperPage = shopper.page;
			await expect( shopperPage.locator( shopperShows ) ).toBeVisible();
			await shopper.close();
		}
	);
}

/**
 * The cart and the checkout are wide by default, as WooCommerce's (issue 41); a page stored
 * before keeps the alignment its shoppers saw (none), in the editor as on the shop.
 */
const WIDE = /\balignwide\b/;
const NOT_ALIGNED = /^(?!.*\balign(wide|full)\b)/;
for ( const [ title, content, alignment ] of [
	[ 'self-closing', '<!-- wp:kassa/checkout /-->', WIDE ],
	[ 'as the editor saves it today', defaultMarkup( 'checkout' ), WIDE ],
	[
		'before its wide default',
		withoutWideDefault( defaultMarkup( 'checkout' ) ),
		NOT_ALIGNED,
	],
] as const ) {
	test( `a checkout stored ${ title }: the shopper gets the alignment the editor shows`, async ( {
		admin,
		editor,
		browser,
		baseURL,
		requestUtils,
	} ) => {
		test.slow();
		const { id, link } = ( await requestUtils.createPage( {
			title: `Checkout stored ${ title }`,
			content,
			status: 'publish',
		} ) ) as unknown as { id: number; link: string };
		await openInEditor( admin, editor, id, 'kassa/checkout' );
		await expect(
			editor.canvas.locator( '[data-type="kassa/checkout"]' )
		).toHaveClass( alignment );
		await expectNoBlockWarnings( editor );

		const shopper = await guestShopper( browser, baseURL as string, {
			lines: [ [ 'Beanie' ] ],
			visit: link,
		} );
		await expect(
			shopper.page.locator( '.wp-block-kassa-checkout' )
		).toHaveClass( alignment );
		await shopper.close();
	} );
}

test( 'a products grid stored with products per page: the shopper gets the products the editor shows', async ( {
	admin,
	editor,
	browser,
	baseURL,
	requestUtils,
} ) => {
	test.slow();
	const { id, link } = ( await requestUtils.createPage( {
		title: 'Products stored with products per page',
		content: defaultMarkup( 'products' )
			.replace(
				'<!-- wp:kassa/products -->',
				'<!-- wp:kassa/products {"columns":4,"perPage":5} -->'
			)
			.replace(
				'data-columns="3" data-rows="4"',
				'data-columns="4" data-per-page="5"'
			),
		status: 'publish',
	} ) ) as unknown as { id: number; link: string };
	await openInEditor( admin, editor, id, 'kassa/products' );
	// 5 products in 4 columns fill 2 rows: 8 products.
	await expect( editor.canvas.locator( '.kassa-product' ) ).toHaveCount( 8 );
	await expectNoBlockWarnings( editor );

	const shopper = await guestShopper( browser, baseURL as string, {
		visit: link,
	} );
	const shopperPage = shopper.page;
	await expect( shopperPage.locator( '.kassa-product' ) ).toHaveCount( 8 );
	await shopper.close();
} );

test( 'a mini-cart stored before its settings and drawer blocks: the shopper gets the new layout', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const { link } = ( await requestUtils.createPage( {
		title: 'Mini-cart stored before its drawer blocks',
		content: storedMarkup( 'mini-cart-before-drawer-blocks' ),
		status: 'publish',
	} ) ) as unknown as { link: string };
	const shopper = await guestShopper( browser, baseURL as string, {
		lines: [ [ 'Beanie' ] ],
		visit: link,
	} );
	const shopperPage = shopper.page;
	await contentMiniCartButton( shopperPage ).click();
	const drawer = shopperPage.getByRole( 'dialog' );
	await expect(
		drawer.getByRole( 'heading', { name: 'Your cart (1 item)' } )
	).toBeVisible();
	await expect( drawer.getByRole( 'row', { name: /Beanie/ } ) ).toBeVisible();
	for ( const name of [ 'View my cart', 'Go to checkout' ] ) {
		await expect( drawer.getByRole( 'link', { name } ) ).toBeVisible();
	}
	await shopper.close();
} );
