/**
 * The settings payload that Kassa prints on its pages (includes/settings.php, filled by the Store
 * API provider through `kassa_settings`): every key the blocks read is there, the cart page
 * carries the shopper's own cart so the first paint needs no request, and pages without a cart
 * block carry no shopper data (full-page-cache safe).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BASE_URL, Shopper, shopperWith } from './lib/client.mjs';

/**
 * Reads `window.kassaSettings` (and a later `window.kassaSettings.preloadedCart = …` line) from a
 * page the shopper requests.
 *
 * @param {Shopper} shopper The shopper (its cookies are sent).
 * @param {string}  path    Page path.
 * @return {Promise<{settings: Object|null, html: string}>} The payload and the page.
 */
async function settingsOn( shopper, path ) {
	const response = await shopper.request( 'GET', BASE_URL + path );
	assert.equal( response.status, 200 );
	const html = response.text;
	const payload = /^window\.kassaSettings = (\{.*\});$/m.exec( html );
	if ( ! payload ) {
		return { settings: null, html };
	}
	const settings = JSON.parse( payload[ 1 ] );
	const cart = /^window\.kassaSettings\.preloadedCart = (.*);$/m.exec( html );
	if ( cart ) {
		settings.preloadedCart = JSON.parse( cart[ 1 ] );
	}
	return { settings, html };
}

describe( 'settings payload', () => {
	it( 'carries every key the blocks read, of the right type', async () => {
		const { settings } = await settingsOn( new Shopper(), '/checkout/' );
		const expected = {
			storeApiNonce: 'string',
			pages: 'object',
			customerId: 'number',
			currentUserIsAdmin: 'boolean',
			locale: 'string',
			currency: 'object',
			countries: 'object',
			allowedCountries: 'array',
			shippingCountries: 'array',
			countryStates: 'object',
			defaultFields: 'object',
			countryLocale: 'object',
			additionalFields: 'array',
			displayCartPricesIncludingTax: 'boolean',
			taxesEnabled: 'boolean',
			displayItemizedTaxes: 'boolean',
			shippingCostRequiresAddress: 'boolean',
			forcedBillingAddress: 'boolean',
			shippingEnabled: 'boolean',
			localPickupEnabled: 'boolean',
			pickupLocations: 'array',
			guestCheckoutAllowed: 'boolean',
			accountCreationAllowed: 'boolean',
			paymentMethodData: 'object',
			customerPaymentMethods: 'object',
		};
		for ( const [ key, type ] of Object.entries( expected ) ) {
			const actual = Array.isArray( settings[ key ] )
				? 'array'
				: typeof settings[ key ];
			assert.equal( actual, type, `${ key } should be ${ type }` );
		}
		assert.equal( settings.currency.currency_code, 'GBP' );
		assert.match( settings.pages.checkout, /\/checkout\/$/ );
		assert.ok( settings.paymentMethodData.cheque, 'cheque data' );
	} );

	it( 'preloads the shopper’s own cart on the cart page', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 2 ] ] );
		const { settings } = await settingsOn( shopper, '/cart/' );
		const cart = ( await shopper.get( '/cart' ) ).body;
		assert.deepEqual(
			settings.preloadedCart.items.map( ( item ) => [
				item.key,
				item.quantity,
			] ),
			cart.items.map( ( item ) => [ item.key, item.quantity ] )
		);
		assert.equal( settings.preloadedCart.items_count, 2 );
	} );

	it( 'escapes markup in the printed JSON', async () => {
		const { html } = await settingsOn( new Shopper(), '/cart/' );
		const line = /^window\.kassaSettings = .*$/m.exec( html )[ 0 ];
		assert.doesNotMatch( line, /<\/?script/i );
	} );

	it( 'bakes no shopper’s cart into a page holding only the mini-cart (cache-safe)', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const { settings, html } = await settingsOn( shopper, '/terms/' );
		// The header mini-cart reads the cart in the browser; whatever the page prints for it
		// must be the same for every shopper.
		assert.equal( settings?.preloadedCart ?? null, null );
		assert.match( html, /wp-block-kassa-mini-cart/ );
		assert.doesNotMatch( html, /preloadedCart = /, 'no cart line' );
		assert.doesNotMatch( html, /"items_count":1/, 'no cart data' );
	} );
} );
