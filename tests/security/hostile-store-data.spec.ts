import { test, expect, GUEST } from '../e2e/utils/fixtures';
import { StoreApi } from '../e2e/utils/store-api';
import { miniCartButton } from '../e2e/utils/mini-cart';
import { usePlugins } from '../e2e/utils/oracle';
import { liveMarkup, watchForScript } from './lib/hostile';

/**
 * The Store API's data is text wherever Kassa shows it: with the fixture plugin
 * tests/fixtures/kassa-test-hostile-data/ active, product names, cart item data, shipping rate
 * labels and an error notice carry markup, script and event handlers (raw and
 * entity-encoded); the shop, the mini-cart's drawer, the cart and the checkout run none of it.
 */
test.use( { storageState: GUEST } );

const HOSTILE = 'Hostile Hat';
const REFUSED = 'Hostile refused Scarf';

test.describe( 'hostile Store API data', () => {
	usePlugins(
		[ 'kassa-test-hostile-data' ],
		'The hostile data fixture plugin is not installed.'
	);
	const created: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		for ( const name of [ HOSTILE, REFUSED ] ) {
			const product = ( await requestUtils.rest( {
				method: 'POST',
				path: '/wc/v3/products',
				data: {
					name,
					type: 'simple',
					status: 'publish',
					regular_price: '5.00',
					// First in the shop's grid.
					menu_order: -1,
				},
			} ) ) as { id: number };
			created.push( product.id );
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of created ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wc/v3/products/${ id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'runs no script on the shop, in the drawer, the cart or the checkout', async ( {
		page,
	} ) => {
		test.slow();
		const dialogs = watchForScript( page );
		const storeApi = new StoreApi( page.request );
		const products = await storeApi.getProducts();
		const id = ( name: string ) =>
			products.find( ( product ) => product.name.startsWith( name ) )!.id;
		await storeApi.addItem( id( HOSTILE ), 1 );

		await page.goto( '/shop/' );
		// Adding the refused product fails with the hostile notice.
		await page
			.getByRole( 'button', { name: /Add .*Hostile refused/ } )
			.click();
		await expect( page.getByText( /^Refused/ ).first() ).toBeVisible();
		await miniCartButton( page ).click();
		await expect(
			page.getByRole( 'dialog', { name: /^Your cart/ } )
		).toContainText( 'Engraving' );
		expect( await liveMarkup( page ), '/shop/' ).toEqual( [] );

		for ( const path of [ '/cart/', '/checkout/' ] ) {
			await page.goto( path );
			// The hostile name shows as the text it is.
			await expect(
				page.getByText( '<img src=x onerror=alert(101)>' ).first()
			).toBeVisible();
			expect( await liveMarkup( page ), path ).toEqual( [] );
		}
		expect( dialogs ).toEqual( [] );
	} );
} );
