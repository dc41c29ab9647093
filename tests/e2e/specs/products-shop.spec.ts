import { test, expect, GUEST } from '../utils/fixtures';
import { axeViolations, recordStoreApiRequests } from '../utils/cart';
import { miniCartButton, miniCartLabel } from '../utils/mini-cart';

import { addToCartButton as addButton } from '../utils/shop';

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
		type Listed = {
			name: string;
			prices: {
				price: string;
				price_range?: { min_amount: string; max_amount: string };
			};
		};
		const catalogue =
			( await storeApi.getProducts() ) as unknown as Listed[];
		// WooCommerce's order: ascending by the lowest price, descending by the highest.
		const lowest = ( p: Listed ) =>
			Number( p.prices.price_range?.min_amount ?? p.prices.price );
		const highest = ( p: Listed ) =>
			Number( p.prices.price_range?.max_amount ?? p.prices.price );
		const ascending = [ ...catalogue ]
			.sort( ( a, b ) => lowest( a ) - lowest( b ) )
			.map( ( product ) => product.name );
		const descending = [ ...catalogue ]
			.sort( ( a, b ) => highest( b ) - highest( a ) )
			.map( ( product ) => product.name );
		const requests = recordStoreApiRequests( page );
		const lastProductsQuery = () => {
			const url = requests
				.lines()
				.filter( ( r ) => /wc\/store\/v1\/products(\?|&|$)/.test( r ) )
				.at( -1 );
			return new URLSearchParams(
				url
					?.slice( url.indexOf( 'products' ) )
					.split( /[?&]/ )
					.slice( 1 )
					.join( '&' )
			);
		};
		await page.goto( '/shop/' );
		const names = page.locator( '.kassa-product__name' );
		await expect( names.first() ).toHaveText( 'Beanie' );

		await page
			.getByRole( 'combobox', { name: 'Order products by' } )
			.selectOption( { label: 'Price: low to high' } );
		await expect( names ).toHaveText( ascending );
		expect( ascending[ 0 ] ).not.toBe( 'Beanie' );
		expect( lastProductsQuery().get( 'orderby' ) ).toBe( 'price' );
		expect( lastProductsQuery().get( 'order' ) ).toBe( 'asc' );

		await page
			.getByRole( 'combobox', { name: 'Order products by' } )
			.selectOption( { label: 'Price: high to low' } );
		await expect( names ).toHaveText( descending );
		expect( lastProductsQuery().get( 'order' ) ).toBe( 'desc' );

		// The seeded products were published a day apart in catalogue order.
		await page
			.getByRole( 'combobox', { name: 'Order products by' } )
			.selectOption( { label: 'Newest' } );
		await expect( names ).toHaveText(
			catalogue.map( ( product ) => product.name ).reverse()
		);
	} );

	test( 'the category filter shows 10 of 17 with Show 7 more / Show less, and filters the grid', async ( {
		page,
	} ) => {
		const categories = ( await (
			await page.request.get( '/wp-json/wc/store/v1/products/categories' )
		).json() ) as Array< { id: number; name: string } >;
		expect( categories ).toHaveLength( 17 );
		const idOf = ( name: string ) =>
			categories.find( ( category ) => category.name === name )?.id;
		const requests = recordStoreApiRequests( page );
		await page.goto( '/shop/' );
		const filter = page.getByRole( 'group', {
			name: 'Filter by category',
		} );
		await expect( filter.getByRole( 'checkbox' ) ).toHaveCount( 10 );
		await filter.getByRole( 'button', { name: 'Show 7 more' } ).click();
		await expect( filter.getByRole( 'checkbox' ) ).toHaveCount( 17 );
		await expect(
			filter.getByRole( 'checkbox', { name: 'Winter' } )
		).toBeVisible();
		await filter.getByRole( 'button', { name: 'Show less' } ).click();
		await expect( filter.getByRole( 'checkbox' ) ).toHaveCount( 10 );
		await expect(
			filter.getByRole( 'checkbox', { name: 'Winter' } )
		).toHaveCount( 0 );

		const names = page.locator( '.kassa-product__name' );
		await filter.getByRole( 'checkbox', { name: 'Hats' } ).check();
		await expect( names ).toHaveText( [ 'Beanie', 'Cap' ] );
		expect(
			requests
				.lines()
				.some( ( r ) => r.includes( `category=${ idOf( 'Hats' ) }` ) )
		).toBe( true );

		await filter.getByRole( 'button', { name: 'Show 7 more' } ).click();
		await filter.getByRole( 'checkbox', { name: 'Music' } ).check();
		await expect( names ).toHaveText( [ 'Beanie', 'Cap', 'Album' ] );

		await filter.getByRole( 'checkbox', { name: 'Hats' } ).uncheck();
		await expect( names ).toHaveText( [ 'Album' ] );
		// Filtering never makes options vanish.
		await expect( filter.getByRole( 'checkbox' ) ).toHaveCount( 17 );
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
