import { test, expect } from '../utils/fixtures';
import {
	consoleErrors,
	openSiteEditor,
	VALIDATION_WARNING,
} from '../utils/editor';

/**
 * The Site Editor (Appearance → Editor): the theme's header holds the Mini-cart (a block hook
 * puts it after the navigation), which an admin sees and moves like any block, and the Cart
 * page opens from there as a working block.
 */
test.describe( 'the Site Editor', () => {
	// The Site Editor takes its time on a busy 2-core machine.
	test.slow();

	test( 'an admin sees and moves the Mini-cart in the header', async ( {
		admin,
		editor,
		page,
	} ) => {
		const errors = consoleErrors( page );
		await openSiteEditor(
			admin,
			editor,
			'wp_template_part',
			'twentytwentyfive//header'
		);
		const miniCart = editor.canvas.locator(
			'[data-type="kassa/mini-cart"]'
		);
		await expect( miniCart ).toBeVisible();
		await expect(
			editor.canvas.getByText( VALIDATION_WARNING )
		).toHaveCount( 0 );
		await expect(
			editor.canvas.locator(
				'[data-type="core/navigation"] + [data-type="kassa/mini-cart"]'
			)
		).toBeAttached();

		await editor.selectBlocks( miniCart );
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: /^Move (left|up)$/ } )
			.click();
		await expect(
			editor.canvas.locator(
				'[data-type="kassa/mini-cart"] + [data-type="core/navigation"]'
			)
		).toBeAttached();
		expect( errors ).toEqual( [] );
	} );

	test( 'an admin opens the Cart page', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const errors = consoleErrors( page );
		const [ cart ] = ( await requestUtils.rest( {
			path: '/wp/v2/pages',
			params: { slug: 'cart' },
		} ) ) as Array< { id: number } >;
		await openSiteEditor( admin, editor, 'page', cart.id );
		await expect(
			editor.canvas.locator( '[data-type="kassa/cart"]' )
		).toBeVisible();
		await expect(
			editor.canvas.locator( '[data-type="kassa/filled-cart"]' )
		).toBeAttached();
		await expect(
			editor.canvas.getByText( VALIDATION_WARNING )
		).toHaveCount( 0 );
		await expect(
			editor.canvas.locator( '.block-editor-warning' )
		).toHaveCount( 0 );
		expect( errors ).toEqual( [] );
	} );
} );
