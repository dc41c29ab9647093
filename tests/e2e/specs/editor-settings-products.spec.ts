import type { Page } from '@playwright/test';

import { test, expect, expectWideAlignment } from '../utils/block-settings';
import { defaultMarkup } from '../utils/markup';

/**
 * Every setting of the Products block, from the editor to the shop (issue 12): each test
 * changes one setting through the editor's UI, saves, and checks what a guest shopper sees.
 * The shop lists 10 products (the hidden one left out).
 */
test.use( {
	settingsPage: {
		title: 'Products settings (e2e)',
		content: defaultMarkup( 'products' ),
		blockName: 'kassa/products',
		ready: '.kassa-products__grid > .kassa-product',
	},
} );

/**
 * The products in the grid's first row: those level with the first.
 *
 * @param page The shopper's page.
 * @return How many.
 */
const firstRow = ( page: Page ) =>
	page
		.locator( '.kassa-products__grid > .kassa-product' )
		.evaluateAll(
			( cards ) =>
				cards.filter(
					( card ) =>
						card.getBoundingClientRect().top ===
						cards[ 0 ].getBoundingClientRect().top
				).length
		);

/**
 * A product card of the shopper's grid.
 *
 * @param page The shopper's page.
 * @param name The product's name.
 * @return The card.
 */
const card = ( page: Page, name: string ) =>
	page.locator( '.kassa-product' ).filter( {
		has: page.getByRole( 'heading', { name, exact: true } ),
	} );

test.describe( 'products settings, editor to shop', () => {
	test( 'columns', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/products' );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Columns' } )
			.fill( '2' );
		await blockEditor.save();
		await shopper.open( [] );
		expect( await firstRow( shopper.page ) ).toBe( 2 );
	} );

	test( 'rows: columns × rows products a page', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/products' );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Columns' } )
			.fill( '3' );
		await sidebar.getByRole( 'spinbutton', { name: 'Rows' } ).fill( '2' );
		await blockEditor.save();
		await shopper.open( [] );
		await expect( shopper.page.locator( '.kassa-product' ) ).toHaveCount(
			6
		);
		expect( await firstRow( shopper.page ) ).toBe( 3 );
	} );

	test( 'excerpt length: 3 words, then none', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/products' );
		await sidebar
			.getByRole( 'combobox', { name: 'Count' } )
			.selectOption( 'words' );
		const length = sidebar.getByRole( 'spinbutton', {
			name: 'Length (0 hides the excerpt)',
		} );
		await length.fill( '3' );
		await blockEditor.save();
		await shopper.open( [] );
		const excerpt = card( shopper.page, 'Beanie' ).locator(
			'.kassa-product__excerpt'
		);
		await expect( excerpt ).toHaveText( 'A warm knitted…' );

		await blockEditor.select( 'kassa/products' );
		await length.fill( '0' );
		await blockEditor.save();
		await shopper.reload();
		await expect( card( shopper.page, 'Beanie' ) ).toBeVisible();
		await expect( excerpt ).toHaveCount( 0 );
	} );

	test( 'excerpt count: characters with spaces, then without', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/products' );
		const count = sidebar.getByRole( 'combobox', { name: 'Count' } );
		await sidebar
			.getByRole( 'spinbutton', { name: 'Length (0 hides the excerpt)' } )
			.fill( '10' );
		await count.selectOption( 'characters_including_spaces' );
		await blockEditor.save();
		await shopper.open( [] );
		const excerpt = card( shopper.page, 'Beanie' ).locator(
			'.kassa-product__excerpt'
		);
		await expect( excerpt ).toHaveText( 'A warm kni…' );

		await blockEditor.select( 'kassa/products' );
		await count.selectOption( 'characters_excluding_spaces' );
		await blockEditor.save();
		await shopper.reload();
		await expect( excerpt ).toHaveText( 'A warm knitt…' );
	} );

	test( 'default sort: price, high to low', async ( {
		blockEditor,
		shopper,
	} ) => {
		const sidebar = await blockEditor.select( 'kassa/products' );
		await sidebar
			.getByRole( 'combobox', { name: 'Default sorting' } )
			.selectOption( 'price-desc' );
		await blockEditor.save();
		await shopper.open( [] );
		await expect(
			shopper.page.locator( '.kassa-product__name' ).first()
		).toHaveText( 'Armchair' );
		await expect(
			shopper.page.getByRole( 'combobox', { name: 'Order products by' } )
		).toHaveValue( 'price-desc' );
	} );

	// Their default (shown) is what products-shop.spec.ts uses.
	test( 'sort select: off', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/products' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Show sorting' } )
			.uncheck();
		await blockEditor.save();
		await shopper.open( [] );
		await expect(
			shopper.page.getByRole( 'combobox', { name: 'Order products by' } )
		).toHaveCount( 0 );
	} );

	test( 'category filter: off', async ( { blockEditor, shopper } ) => {
		const sidebar = await blockEditor.select( 'kassa/products' );
		await sidebar
			.getByRole( 'checkbox', { name: 'Show category filter' } )
			.uncheck();
		await blockEditor.save();
		await shopper.open( [] );
		await expect(
			shopper.page.getByRole( 'group', { name: 'Filter by category' } )
		).toHaveCount( 0 );
	} );

	test( 'alignment: wide width', ( { blockEditor, shopper } ) =>
		expectWideAlignment( blockEditor, shopper, 'kassa/products' ) );
} );
