import type { Page } from '@playwright/test';

import { SHOP_LINK } from '../utils/shop';
import { test, expect, GUEST } from '../utils/fixtures';
import {
	axeViolations,
	decodedUrl,
	deliveryFold,
	failStoreApiRoute,
	fillCart,
	matchRoute,
	unfoldDelivery,
	recordStoreApiRequests,
} from '../utils/cart';

/**
 * The shopper's cart on the seeded shop (/cart/ holds the cart in its default layout, as the
 * editor saves it: includes/markup/cart.html): quantities, removal, coupons, delivery, totals, errors, accessibility.
 */
test.use( { storageState: GUEST } );

const row = ( page: Page, name: string ) =>
	page
		.getByRole( 'table', { name: 'Products in cart' } )
		.getByRole( 'row' )
		.filter( { has: page.getByRole( 'link', { name, exact: true } ) } );

const quantityOf = ( page: Page, name: string ) =>
	page.getByLabel( `Quantity of ${ name } in your cart.` );

async function openCart( page: Page ) {
	await page.goto( '/cart/' );
	await expect(
		page.getByRole( 'table', { name: 'Products in cart' } )
	).toBeVisible();
}

test.describe( 'cart lines', () => {
	test( 'renders every line from the preloaded cart with no Store API request', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [
			[ 'Beanie' ],
			[ 'Cap' ],
			[ 'Floor Lamp' ],
			[ 'Personalised T-Shirt' ],
			[ 'Sunglasses' ],
			[ 'Album' ],
		] );
		const calls = recordStoreApiRequests( page );
		await openCart( page );

		const beanie = row( page, 'Beanie' );
		await expect( beanie.getByRole( 'img' ) ).toHaveAttribute(
			'srcset',
			/.+/
		);
		await expect( beanie.getByText( /^Save £/ ) ).toBeVisible();
		await expect(
			row( page, 'Cap' ).getByText( '3 left in stock' )
		).toBeVisible();
		await expect(
			row( page, 'Floor Lamp' ).getByText( 'Available on backorder' )
		).toBeVisible();
		const shirt = row( page, 'Personalised T-Shirt' );
		await expect( shirt.getByText( 'Print:' ) ).toBeVisible();
		await expect( shirt.getByText( 'Gift wrap:' ) ).toBeVisible();
		await expect( shirt.getByText( 'Internal reference' ) ).toHaveCount(
			0
		);
		// Sold individually: no quantity selector.
		await expect( quantityOf( page, 'Sunglasses' ) ).toHaveCount( 0 );
		// The description keeps its allowed tags.
		await expect(
			row( page, 'Album' ).locator( 'strong', { hasText: 'classic' } )
		).toBeVisible();
		await expect(
			row( page, 'Beanie' ).getByRole( 'link' )
		).toHaveAttribute( 'href', /beanie/ );

		await page.waitForLoadState( 'load' );
		expect( calls.requests.map( ( r ) => r.url() ) ).toEqual( [] );
	} );

	test( 'plus clicks in a burst send one request and update the total', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await openCart( page );
		const calls = recordStoreApiRequests( page );
		const total = page.locator( '.kassa-totals-footer__total' );
		const before = await total.innerText();
		const plus = page.getByRole( 'button', {
			name: 'Increase quantity of Beanie',
		} );
		const response = page.waitForResponse( ( r ) =>
			decodedUrl( r.url() ).includes( 'cart/update-item' )
		);
		// One action with three clicks: a busy test machine cannot stretch the burst.
		await plus.click( { clickCount: 3 } );
		await expect( quantityOf( page, 'Beanie' ) ).toHaveValue( '4' );
		await response;
		// The total changes once the server's cart arrives.
		await expect( total ).not.toHaveText( before );
		const updates = calls.to( 'cart/update-item' );
		expect( updates ).toHaveLength( 1 );
		expect( updates[ 0 ].postDataJSON() ).toMatchObject( { quantity: 4 } );
	} );

	test( 'arrow keys change by one step, typing sends one request, bad values snap back', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Socks', 2 ] ] );
		await openCart( page );
		const calls = recordStoreApiRequests( page );
		const input = quantityOf( page, 'Socks' );
		const minus = page.getByRole( 'button', {
			name: 'Reduce quantity of Socks',
		} );
		await expect( minus ).toBeDisabled();

		await input.focus();
		await page.keyboard.press( 'ArrowUp' );
		await page.keyboard.press( 'ArrowUp' );
		await expect( input ).toHaveValue( '6' );
		await expect
			.poll( () => calls.to( 'cart/update-item' ).length )
			.toBe( 1 );

		// 7 is not a multiple of 2: rounded down on blur.
		await input.fill( '7' );
		await input.blur();
		await expect( input ).toHaveValue( '6' );
		// Above the maximum (10): clamped.
		await input.fill( '50' );
		await input.blur();
		await expect( input ).toHaveValue( '10' );
		await expect(
			page.getByRole( 'button', { name: 'Increase quantity of Socks' } )
		).toBeDisabled();
		await expect(
			row( page, 'Socks' ).locator( '.kassa-cart-line-item__total' )
		).toHaveText( /£60\.00|£50\.00/ );
		const updates = calls.to( 'cart/update-item' );
		expect( updates ).toHaveLength( 2 );
		expect( updates[ 1 ].postDataJSON() ).toMatchObject( { quantity: 10 } );

		await input.fill( '4' );
		await expect( input ).toHaveValue( '4' );
		await expect
			.poll( () => calls.to( 'cart/update-item' ).length )
			.toBe( 3 );
	} );

	test( 'removing a line, then the last one, shows the empty cart @smoke', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ], [ 'Cap' ] ] );
		await openCart( page );
		const calls = recordStoreApiRequests( page );
		await row( page, 'Beanie' )
			.getByRole( 'button', { name: 'Remove item' } )
			.click();
		await expect( row( page, 'Beanie' ) ).toHaveCount( 0 );
		expect( calls.to( 'cart/remove-item' ) ).toHaveLength( 1 );
		await row( page, 'Cap' )
			.getByRole( 'button', { name: 'Remove item' } )
			.click();
		await expect(
			page.getByRole( 'heading', {
				name: 'Your cart is currently empty!',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Browse store' } )
		).toHaveAttribute( 'href', SHOP_LINK );
		expect( await axeViolations( page ) ).toEqual( [] );
	} );

	test( 'product names and item data from the server are rendered inert', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Personalised T-Shirt' ] ] );
		await openCart( page );
		const evil = '<img src=x onerror="window.__kassaXss=1">Shirt';
		await page.route( matchRoute( 'cart/update-item' ), async ( route ) => {
			const response = await route.fetch();
			const body = await response.json();
			body.items[ 0 ].name = evil;
			body.items[ 0 ].item_data[ 0 ].value =
				'<script>window.__kassaXss=2</script><b>bold</b>';
			body.items[ 0 ].short_description =
				'<p onclick="window.__kassaXss=3">Nice <a href="javascript:window.__kassaXss=4">link</a></p>';
			await route.fulfill( { response, json: body } );
		} );
		await page
			.getByRole( 'button', {
				name: 'Increase quantity of Personalised T-Shirt',
			} )
			.click();
		await expect( page.getByRole( 'link', { name: evil } ) ).toBeVisible();
		await expect(
			page.getByText( '<script>window.__kassaXss=2</script><b>bold</b>' )
		).toBeVisible();
		const link = row( page, evil ).locator(
			'.kassa-cart-line-item__description a'
		);
		await expect( link ).toHaveText( 'link' );
		await expect( link ).not.toHaveAttribute( 'href', /javascript/ );
		await expect( link ).not.toHaveAttribute( 'onclick', /./ );
		expect(
			await page.evaluate( () => ( window as any ).__kassaXss )
		).toBe( undefined );
	} );
} );

test.describe( 'server errors', () => {
	test( 'a failed quantity change shows a notice and returns the line to its last quantity', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie', 2 ] ] );
		await openCart( page );
		await failStoreApiRoute( page, 'cart/update-item' );
		await page
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
		await expect(
			page.locator( '.kassa-cart > .kassa-notices' ).getByRole( 'alert' )
		).toBeVisible();
		await expect( quantityOf( page, 'Beanie' ) ).toHaveValue( '2' );
		await expect( quantityOf( page, 'Beanie' ) ).toBeEnabled();
	} );

	test( 'a failed removal keeps the line', async ( { page, storeApi } ) => {
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await openCart( page );
		await failStoreApiRoute( page, 'cart/remove-item' );
		await row( page, 'Beanie' )
			.getByRole( 'button', { name: 'Remove item' } )
			.click();
		await expect( page.getByRole( 'alert' ).first() ).toBeVisible();
		await expect( row( page, 'Beanie' ) ).toBeVisible();
		await expect(
			row( page, 'Beanie' ).getByRole( 'button', { name: 'Remove item' } )
		).toBeEnabled();
	} );

	test( 'failed coupon calls leave the coupons as they were', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await storeApi.post( '/cart/apply-coupon', { code: 'save10' } );
		await openCart( page );
		const stop = await failStoreApiRoute(
			page,
			'cart/(apply|remove)-coupon'
		);
		await page.getByRole( 'button', { name: 'Add a coupon' } ).click();
		await page.getByLabel( 'Enter code' ).fill( 'fiver' );
		await page.getByRole( 'button', { name: 'Apply' } ).click();
		await expect(
			page.locator( '.kassa-coupon-form__error' )
		).toBeVisible();
		await expect( page.getByLabel( 'Enter code' ) ).toHaveValue( 'fiver' );
		await page
			.getByRole( 'button', { name: 'Remove coupon "save10"' } )
			.click();
		await expect(
			page.locator( '.kassa-cart > .kassa-notices' ).getByRole( 'alert' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Remove coupon "save10"' } )
		).toBeEnabled();
		await stop();
	} );
} );

test.describe( 'coupons', () => {
	test( 'applies a valid coupon, rejects invalid ones, removes a coupon', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await openCart( page );
		await page.getByRole( 'button', { name: 'Add a coupon' } ).click();
		const code = page.getByLabel( 'Enter code' );
		const apply = page.getByRole( 'button', { name: 'Apply' } );
		await expect( apply ).toBeDisabled();

		for ( const invalid of [ 'expired', 'bigspender', 'nosuchcoupon' ] ) {
			await code.fill( invalid );
			await apply.click();
			await expect(
				page.locator( '.kassa-coupon-form__error' )
			).toHaveText( /\S/ );
			await expect( code ).toHaveValue( invalid );
		}

		await code.fill( 'save10' );
		await apply.click();
		await expect(
			page.getByText(
				'Coupon code "save10" has been applied to your cart.'
			)
		).toBeVisible();
		await expect( code ).toHaveValue( '' );
		await expect( page.locator( '.kassa-coupon-form__error' ) ).toHaveCount(
			0
		);
		await expect(
			page.locator( '.kassa-totals-footer__discount' )
		).toContainText( 'save10' );

		await page
			.getByRole( 'button', { name: 'Remove coupon "save10"' } )
			.click();
		await expect(
			page.getByText(
				'Coupon code "save10" has been removed from your cart.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Remove coupon "save10"' } )
		).toHaveCount( 0 );
	} );
} );

test.describe( 'delivery', () => {
	async function checkDelivery(
		page: Page,
		address: {
			country: string;
			state?: string;
			city: string;
			postcode: string;
		}
	) {
		await unfoldDelivery( page );
		const toggle = page.locator( '.kassa-cart-shipping__toggle' );
		if ( ( await toggle.getAttribute( 'aria-expanded' ) ) !== 'true' ) {
			await toggle.click();
		}
		const form = page.locator( '.kassa-shipping-calculator' );
		await form
			.getByLabel( 'Country/Region' )
			.selectOption( address.country );
		if ( address.state ) {
			await form
				.locator( '#kassa-shipping-calculator-state' )
				.selectOption( address.state );
		}
		await form
			.locator( '#kassa-shipping-calculator-city' )
			.fill( address.city );
		await form
			.locator( '#kassa-shipping-calculator-postcode' )
			.fill( address.postcode );
		await form
			.getByRole( 'button', { name: 'Check delivery options' } )
			.click();
	}

	test( 'checks delivery options for GB, US-CA and refuses an invalid postcode', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await openCart( page );
		// A new shopper's address is the shop's country, as WooCommerce sets it.
		await expect( page.getByText( /Delivers to/ ) ).toContainText(
			'United Kingdom (UK)'
		);
		const calls = recordStoreApiRequests( page );

		await checkDelivery( page, {
			country: 'GB',
			city: 'London',
			postcode: 'SW1A 1AA',
		} );
		await expect( page.getByText( /Delivers to/ ) ).toContainText(
			'London'
		);
		expect( calls.to( 'cart/update-customer' ) ).toHaveLength( 1 );

		await checkDelivery( page, {
			country: 'US',
			state: 'CA',
			city: 'Los Angeles',
			postcode: '90210',
		} );
		await expect(
			page.locator( '.kassa-shipping-address-summary' )
		).toContainText( 'Los Angeles' );
		expect( calls.to( 'cart/update-customer' ) ).toHaveLength( 2 );

		// Unchanged: just closes.
		await page.getByRole( 'button', { name: 'Change address' } ).click();
		await page
			.getByRole( 'button', { name: 'Check delivery options' } )
			.click();
		await expect(
			page.locator( '.kassa-shipping-calculator' )
		).toHaveCount( 0 );

		await checkDelivery( page, {
			country: 'GB',
			city: 'London',
			postcode: 'NOT A CODE',
		} );
		await expect(
			page.getByText( 'Please enter a valid postcode' )
		).toBeVisible();
		expect( calls.to( 'cart/update-customer' ) ).toHaveLength( 2 );
		expect( await axeViolations( page ) ).toEqual( [] );
	} );

	test( 'a failed address update shows the error in the calculator', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await openCart( page );
		await failStoreApiRoute( page, 'cart/update-customer' );
		await checkDelivery( page, {
			country: 'GB',
			city: 'Leeds',
			postcode: 'LS1 1AA',
		} );
		await expect(
			page.locator( '.kassa-cart-shipping' ).getByRole( 'alert' ).first()
		).toBeVisible();
		await expect(
			page.locator( '.kassa-shipping-calculator' )
		).toBeVisible();
	} );

	test( 'switches rates across two packages, warns about differing pickup locations, and updates totals with tax', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ], [ 'Floor Lamp' ] ] );
		await openCart( page );
		await deliveryFold( page ).click();
		const packages = page.locator( '.kassa-shipping-packages__package' );
		await expect( packages ).toHaveCount( 2 );
		const total = page.locator( '.kassa-totals-footer__total' );
		const shipping = page.locator( '.kassa-totals-footer__shipping' );
		const before = await total.innerText();
		const calls = recordStoreApiRequests( page );

		await packages
			.nth( 1 )
			.getByLabel( /Free shipping/ )
			.check();
		await expect( total ).not.toHaveText( before );
		await expect( total ).toContainText( /Including £[\d.]+ in taxes/ );
		expect( calls.to( 'cart/select-shipping-rate' ) ).toHaveLength( 1 );

		// This shop applies a pickup location to every package; another server may not. Such a
		// response (each package collected somewhere else) must raise the warnings.
		await page.route(
			matchRoute( 'cart/select-shipping-rate' ),
			async ( route ) => {
				const response = await route.fetch();
				const body = await response.json();
				body.shipping_rates.forEach(
					(
						pkg: {
							shipping_rates: Array< {
								rate_id: string;
								selected: boolean;
							} >;
						},
						index: number
					) => {
						const pickups = pkg.shipping_rates.filter( ( rate ) =>
							rate.rate_id.startsWith( 'pickup_location' )
						);
						pkg.shipping_rates.forEach( ( rate ) => {
							rate.selected = rate === pickups[ index ];
						} );
					}
				);
				await route.fulfill( { response, json: body } );
			}
		);
		await packages
			.nth( 0 )
			.getByLabel( /Kassa Shoreditch/ )
			.check();
		await expect(
			page.getByText(
				'Multiple shipments must have the same pickup location'
			)
		).toBeVisible();
		await expect(
			page.getByText(
				'Totals will be recalculated when a valid shipping method is selected.'
			)
		).toBeVisible();
		await expect( shipping ).toBeVisible();
		// Panels open, calculator open, coupon panel open: still accessible.
		await page.getByRole( 'button', { name: 'Add a coupon' } ).click();
		await page.locator( '.kassa-cart-shipping__toggle' ).click();
		await expect(
			page.locator( '.kassa-shipping-calculator' )
		).toBeVisible();
		expect( await axeViolations( page ) ).toEqual( [] );
	} );
} );

test( 'the cart passes axe and leads to the checkout @engines', async ( {
	page,
	storeApi,
} ) => {
	await fillCart( storeApi, [ [ 'Beanie' ], [ 'Socks', 2 ], [ 'Album' ] ] );
	await openCart( page );
	expect( await axeViolations( page ) ).toEqual( [] );
	await page.getByRole( 'link', { name: 'Proceed to Checkout' } ).click();
	await expect( page ).toHaveURL( /\/checkout\/?$/ );
} );

test( 'the empty cart passes axe', async ( { page } ) => {
	await page.goto( '/cart/' );
	await expect(
		page.getByRole( 'heading', { name: 'Your cart is currently empty!' } )
	).toBeVisible();
	expect( await axeViolations( page ) ).toEqual( [] );
} );
