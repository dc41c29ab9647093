import { test, expect, GUEST } from '../utils/fixtures';
import { axeViolations } from '../utils/cart';
import {
	miniCartButton,
	miniCartLabel,
	recordStoreApiRequests,
} from '../utils/mini-cart';

/** Twenty categories, for a filter long enough to truncate (limit 10, more than 10 + 5). */
const CATEGORIES = Array.from( { length: 20 }, ( _, index ) => ( {
	id: 100 + index,
	name: `Category ${ String( index + 1 ).padStart( 2, '0' ) }`,
	slug: `category-${ index + 1 }`,
	count: 1,
} ) );

const addButton = ( page: import( '@playwright/test' ).Page, name: string ) =>
	page.getByRole( 'button', { name: `Add to cart: “${ name }”` } );

test.describe( 'shop page (kassa/products)', () => {
	test.use( { storageState: GUEST } );

	test( 'adding three products updates the mini-cart count and total without a reload', async ( {
		page,
		storeApi,
	} ) => {
		await page.goto( '/shop/' );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 0, 0 )
		);
		// A reload would lose this marker.
		await page.evaluate( () => {
			( window as unknown as { kassaMarker: number } ).kassaMarker = 1;
		} );

		for ( const [ index, name ] of [
			'Beanie',
			'Cap',
			'Album',
		].entries() ) {
			await addButton( page, name ).click();
			await expect( addButton( page, name ) ).toHaveText( '1 in cart' );
			const cart = await storeApi.getCart();
			expect( cart.items_count ).toBe( index + 1 );
			await expect( miniCartButton( page ) ).toHaveAccessibleName(
				miniCartLabel( index + 1, cart.totals.total_price )
			);
			await expect(
				miniCartButton( page ).locator( '.kassa-mini-cart__badge' )
			).toHaveText( String( index + 1 ) );
		}
		expect(
			await page.evaluate(
				() =>
					( window as unknown as { kassaMarker?: number } )
						.kassaMarker
			)
		).toBe( 1 );
	} );

	test( 'the add-to-cart button is disabled while adding and shows the quantity in the cart', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( /add-item/, async ( route ) => {
			await held;
			await route.continue();
		} );
		await addButton( page, 'Beanie' ).click();
		await expect( addButton( page, 'Beanie' ) ).toBeDisabled();
		release();
		await expect( addButton( page, 'Beanie' ) ).toBeEnabled();
		await expect( addButton( page, 'Beanie' ) ).toHaveText( '1 in cart' );
		await addButton( page, 'Beanie' ).click();
		await expect( addButton( page, 'Beanie' ) ).toHaveText( '2 in cart' );
	} );

	test( 'a failed add shows an error notice (one per order)', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		await addButton( page, 'Sunglasses' ).click();
		await expect( addButton( page, 'Sunglasses' ) ).toHaveText(
			'1 in cart'
		);
		await addButton( page, 'Sunglasses' ).click();
		const notice = page
			.locator( '.wp-block-kassa-products' )
			.getByRole( 'alert' );
		await expect( notice ).toBeVisible();
		await expect( notice ).toContainText( /Sunglasses|cannot|another/i );
		await expect( addButton( page, 'Sunglasses' ) ).toHaveText(
			'1 in cart'
		);
	} );

	test( 'variable products link to their product page', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const link = page.getByRole( 'link', {
			name: 'Select options for “Hoodie”',
		} );
		await expect( link ).toHaveAttribute( 'href', /\/product\/hoodie\/?$/ );
	} );

	test( 'excerpts are cut to 15 words with an ellipsis, sale prices shown after the regular one', async ( {
		page,
	} ) => {
		await page.goto( '/shop/' );
		const beanie = page
			.locator( '.kassa-product' )
			.filter( { hasText: 'Beanie' } );
		await expect( beanie.locator( 'del' ) ).toContainText( '£24.00' );
		await expect( beanie.locator( 'ins' ) ).toContainText( '£21.60' );
		const wordCounts = await page
			.locator( '.kassa-product__excerpt' )
			.evaluateAll( ( elements ) =>
				elements.map(
					( element ) =>
						( element.textContent ?? '' ).trim().split( /\s+/ )
							.length
				)
			);
		expect( wordCounts.length ).toBeGreaterThan( 0 );
		wordCounts.forEach( ( count ) =>
			expect( count ).toBeLessThanOrEqual( 15 )
		);
	} );

	test( 'sorting asks the Store API for the order and shows the products in it', async ( {
		page,
		storeApi,
	} ) => {
		const catalogue =
			( await storeApi.getProducts() ) as unknown as Array< {
				name: string;
				prices: { price: string };
			} >;
		const ascending = [ ...catalogue ]
			.sort(
				( a, b ) => Number( a.prices.price ) - Number( b.prices.price )
			)
			.map( ( product ) => product.name );
		const queries: URLSearchParams[] = [];
		await page.route(
			/wc\/store\/v1\/products(\?|%3F|&|$)/,
			async ( route ) => {
				const url = new URL( route.request().url() );
				const params = new URLSearchParams(
					decodeURIComponent( url.search )
				);
				queries.push( params );
				const response = await route.fetch();
				let products = await response.json();
				// The demo Store API may not sort yet: order its answer as the contract says.
				if ( params.get( 'orderby' ) === 'price' ) {
					const sign = params.get( 'order' ) === 'desc' ? -1 : 1;
					products = [ ...products ].sort(
						(
							a: { prices: { price: string } },
							b: { prices: { price: string } }
						) =>
							sign *
							( Number( a.prices.price ) -
								Number( b.prices.price ) )
					);
				}
				await route.fulfill( { response, json: products } );
			}
		);
		await page.goto( '/shop/' );
		const names = page.locator( '.kassa-product__name' );
		await expect( names.first() ).toHaveText( 'Beanie' );

		await page
			.getByRole( 'combobox', { name: 'Order products by' } )
			.selectOption( { label: 'Price: low to high' } );
		await expect( names ).toHaveText( ascending );
		expect( ascending[ 0 ] ).not.toBe( 'Beanie' );
		expect( queries.at( -1 )?.get( 'orderby' ) ).toBe( 'price' );
		expect( queries.at( -1 )?.get( 'order' ) ).toBe( 'asc' );

		await page
			.getByRole( 'combobox', { name: 'Order products by' } )
			.selectOption( { label: 'Price: high to low' } );
		await expect( names ).toHaveText( [ ...ascending ].reverse() );
	} );

	test( 'the category filter shows 10 of 20 with Show 10 more / Show less, and filters the grid', async ( {
		page,
	} ) => {
		await page.route( /products\/categories/, ( route ) =>
			route.fulfill( { json: CATEGORIES } )
		);
		const requests = recordStoreApiRequests( page );
		await page.goto( '/shop/' );
		const filter = page.getByRole( 'group', {
			name: 'Filter by category',
		} );
		await expect( filter.getByRole( 'checkbox' ) ).toHaveCount( 10 );
		await filter.getByRole( 'button', { name: 'Show 10 more' } ).click();
		await expect( filter.getByRole( 'checkbox' ) ).toHaveCount( 20 );
		await filter.getByRole( 'button', { name: 'Show less' } ).click();
		await expect( filter.getByRole( 'checkbox' ) ).toHaveCount( 10 );

		await filter.getByRole( 'checkbox', { name: 'Category 02' } ).check();
		await expect
			.poll( () =>
				requests.some( ( r ) => r.includes( 'category=101' ) )
			)
			.toBe( true );
	} );

	test( 'axe finds no violations on the shop page', async ( { page } ) => {
		await page.goto( '/shop/' );
		await expect( page.locator( '.kassa-product' ).first() ).toBeVisible();
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			/in cart/
		);
		// The theme's own navigation markup is not ours to fix: our blocks are checked.
		expect(
			await axeViolations(
				page,
				'.wp-block-kassa-products, .wp-block-kassa-mini-cart'
			)
		).toEqual( [] );
	} );
} );
