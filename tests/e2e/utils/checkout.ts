import fs from 'node:fs';
import path from 'node:path';
import {
	expect,
	request as playwrightRequest,
	type Page,
} from '@playwright/test';

import { StoreApi } from './store-api';

/** A UK address the demo shop ships to (flat rate, free shipping over the threshold). */
export const UK_ADDRESS = {
	country: 'GB',
	first_name: 'Ada',
	last_name: 'Lovelace',
	address_1: '10 Downing Street',
	city: 'London',
	postcode: 'SW1A 2AA',
};

/** A German address the demo shop ships to (Germany asks for no state). */
export const GERMAN_ADDRESS = {
	country: 'DE',
	first_name: 'Ada',
	last_name: 'Lovelace',
	address_1: 'Unter den Linden 1',
	city: 'Berlin',
	postcode: '10117',
};

/**
 * Waits until the checkout shows what delivery to Germany costs (its international flat rate),
 * as a shopper sees the new total before placing the order: placed sooner, Kassa's checkout
 * stops and shows the new total first (an order is never placed at a total not on show).
 *
 * @param page The checkout page.
 */
export async function expectPricedForGermany( page: Page ) {
	await expect(
		page.getByText( 'International flat rate' ).first()
	).toBeVisible();
}

/**
 * Fills one checkout address form ('shipping' or 'billing'): the country first (it decides
 * the fields), then every other value by the field's input id.
 *
 * @param page    The page.
 * @param type    Which form.
 * @param address Values by field key.
 */
export async function fillAddress(
	page: Page,
	type: 'shipping' | 'billing',
	address: Record< string, string >
) {
	const { country, ...rest } = address;
	if ( country ) {
		await page.locator( `#${ type }-country` ).selectOption( country );
	}
	for ( const [ key, value ] of Object.entries( rest ) ) {
		const field = page.locator( `[id="${ type }-${ key }"]` );
		if ( ( await field.evaluate( ( el ) => el.tagName ) ) === 'SELECT' ) {
			await field.selectOption( value );
		} else {
			await field.fill( value );
		}
	}
	// Leave the last field, so its error (if any) shows.
	await page
		.locator( `[id="${ type }-${ Object.keys( rest ).pop() }"]` )
		.blur();
}

/**
 * Puts products in the page's shopper's cart and opens the checkout.
 *
 * @param page     The page.
 * @param storeApi The Store API fixture bound to the page.
 * @param names    Product names.
 */
export async function openCheckoutWith(
	page: Page,
	storeApi: StoreApi,
	names: string[] = [ 'Beanie' ]
) {
	const cookies = await page.context().cookies();
	const isLoggedIn = cookies.some( ( c ) =>
		c.name.startsWith( 'wordpress_logged_in' )
	);
	if ( isLoggedIn ) {
		// A logged-in shopper's cart is theirs only with WordPress's REST nonce, which the
		// page's own scripts carry: add through the page's cart store.
		await page.goto( '/checkout/' );
		await page.evaluate( async ( productNames ) => {
			const { dispatch } = ( window as any ).wp.data;
			const products = await (
				await fetch( '/wp-json/wc/store/v1/products?per_page=100', {
					credentials: 'omit',
				} )
			).json();
			for ( const name of productNames ) {
				const product = products.find(
					( p: { name: string } ) => p.name === name
				);
				await dispatch( 'kassa/cart' ).addItemToCart( product.id, 1 );
			}
		}, names );
	} else {
		const ids: number[] = [];
		for ( const name of names ) {
			ids.push( await storeApi.productId( name ) );
		}
		for ( const id of ids ) {
			await storeApi.addItem( id );
		}
	}
	await page.goto( '/checkout/' );
	await page.getByRole( 'button', { name: /Place Order|Pay now/ } ).waitFor();
}

/**
 * The Place order button (its label changes with the payment method).
 *
 * @param page The page.
 * @return The button.
 */
export function placeOrderButton( page: Page ) {
	return page.locator( '.kassa-checkout-actions__place-order' );
}

const AUTH_DIR = () =>
	path.dirname(
		process.env.STORAGE_STATE_PATH || path.join( __dirname, 'admin.json' )
	);

/**
 * A saved logged-in session of a user (logged in through wp-login.php once per run and
 * reused), for `test.use( { storageState } )`.
 *
 * @param baseURL  Site URL.
 * @param username User name.
 * @param password Password.
 * @return The storage state file.
 */
export async function loggedInState(
	baseURL: string,
	username = 'customer',
	password = 'password'
): Promise< string > {
	const file = path.join( AUTH_DIR(), `${ username }.json` );
	if ( fs.existsSync( file ) ) {
		return file;
	}
	const context = await playwrightRequest.newContext( { baseURL } );
	// The login form's first visit sets the test cookie it then checks for.
	await context.get( '/wp-login.php' );
	const response = await context.post( '/wp-login.php', {
		form: {
			log: username,
			pwd: password,
			'wp-submit': 'Log In',
			testcookie: '1',
		},
		maxRedirects: 0,
	} );
	if ( response.status() !== 302 ) {
		throw new Error( `Could not log in as ${ username }.` );
	}
	fs.mkdirSync( AUTH_DIR(), { recursive: true } );
	await context.storageState( { path: file } );
	await context.dispose();
	return file;
}
