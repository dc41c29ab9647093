import fs from 'node:fs';
import path from 'node:path';

import { test, expect, GUEST } from '../utils/fixtures';

const BUILD = path.resolve( __dirname, '../../../build' );

test.describe( 'walking skeleton', { tag: '@smoke' }, () => {
	test.describe( 'as a guest shopper', () => {
		test.use( { storageState: GUEST } );

		test( 'the cart page renders a line added through the Store API, with no request on load', async ( {
			page,
			storeApi,
		} ) => {
			const [ product ] = ( await storeApi.getProducts() ).filter(
				( p ) => p.type === 'simple'
			);
			await storeApi.addItem( product.id, 2 );

			const storeApiCalls: string[] = [];
			page.on( 'request', ( request ) => {
				if ( request.url().includes( '/wc/store/v1' ) ) {
					storeApiCalls.push( request.url() );
				}
			} );
			await page.goto( '/cart/' );

			const table = page.getByRole( 'table', {
				name: 'Products in cart',
			} );
			await expect( table ).toBeVisible();
			await expect(
				table.getByRole( 'row', { name: new RegExp( product.name ) } )
			).toBeVisible();
			expect( storeApiCalls ).toEqual( [] );
		} );

		test( 'page source loads Kassa’s scripts with their content-hash versions', async ( {
			page,
		} ) => {
			const response = await page.goto( '/cart/' );
			const html = ( await response?.text() ) ?? '';
			for ( const [ folder, file ] of [
				[ 'settings', 'index' ],
				[ 'data', 'index' ],
				[ 'blocks/cart', 'frontend' ],
			] ) {
				const asset = fs.readFileSync(
					path.join( BUILD, folder, `${ file }.asset.php` ),
					'utf8'
				);
				const version = /'version' => '([^']+)'/.exec( asset )?.[ 1 ];
				expect( version ).toMatch( /^[0-9a-f]{20}$/ );
				expect( html ).toContain(
					`kassa/build/${ folder }/${ file }.js?ver=${ version }`
				);
			}
		} );
	} );

	test( 'an admin inserts the checkout block, saves, and the front end shows it', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( {
			postType: 'page',
			title: 'Checkout (e2e)',
		} );
		await editor.insertBlock( { name: 'kassa/checkout' } );
		await expect(
			editor.canvas.getByRole( 'heading', { name: 'Order summary' } )
		).toBeVisible();
		const postId = await editor.publishPost();

		await page.goto( `/?page_id=${ postId }` );
		await expect(
			page.locator( '.wp-block-kassa-checkout' )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Return to Cart' } )
		).toBeVisible();
	} );
} );
