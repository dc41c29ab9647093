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
 * Reads `window.kassaSettings` (and the parts added to it later, `Object.assign(
 * window.kassaSettings, {…} );`: the preloaded cart, and on the cart and checkout what only
 * they carry) from a page the shopper requests.
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
	for ( const [ , part ] of html.matchAll(
		/^Object\.assign\( window\.kassaSettings, (\{.*\}) \);$/gm
	) ) {
		Object.assign( settings, JSON.parse( part ) );
	}
	return { settings, html };
}

describe( 'settings payload', () => {
	it( 'carries every key the blocks read, of the right type', async () => {
		// With something in the cart: WooCommerce sends an empty cart's checkout to the cart.
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const { settings } = await settingsOn( shopper, '/checkout/' );
		const expected = {
			storeApiNonce: 'string',
			pages: 'object',
			customerId: 'number',
			currentUserIsAdmin: 'boolean',
			locale: 'string',
			useCartToken: 'boolean',
			currency: 'object',
			countries: 'object',
			allowedCountries: 'array',
			shippingCountries: 'array',
			countryStates: 'object',
			defaultFields: 'object',
			countryLocale: 'object',
			additionalFields: 'array',
			preloadedCheckout: 'object',
			displayCartPricesIncludingTax: 'boolean',
			taxesEnabled: 'boolean',
			displayItemizedTaxes: 'boolean',
			shippingCostRequiresAddress: 'boolean',
			forcedBillingAddress: 'boolean',
			shippingEnabled: 'boolean',
			shippingCalculatorEnabled: 'boolean',
			couponsEnabled: 'boolean',
			orderNotesEnabled: 'boolean',
			termsCheckboxText: 'string',
			privacyPolicyText: 'string',
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
		assert.equal( settings.useCartToken, false, 'browsers keep cookies' );
		// Every page link the blocks show is a link (SPEC §2), from the shop's settings (the
		// demo shop keeps WooCommerce's product archive at /store/, Kassa's products block at /shop/).
		for ( const [ page, path ] of Object.entries( {
			shop: /\/store\/$/,
			cart: /\/cart\/$/,
			checkout: /\/checkout\/$/,
			terms: /\/terms\/$/,
			privacy: /\/privacy-policy\/$/,
			myaccount: /\/my-account\/$/,
		} ) ) {
			assert.match( settings.pages[ page ], path, `${ page } link` );
		}
		assert.ok( settings.paymentMethodData.cheque, 'cheque data' );
		assert.equal( settings.allowedCountries.includes( 'GB' ), true );
		assert.equal( settings.countryStates.US.CA, 'California' );
		assert.equal( settings.defaultFields.postcode.key, 'postcode' );
		assert.equal( settings.countryLocale.GB.postcode.label, 'Postcode' );
		assert.deepEqual(
			settings.additionalFields.map( ( field ) => [
				field.key,
				field.location,
			] ),
			[
				[ 'kassa/vat-number', 'address' ],
				[ 'kassa/heard-about-us', 'order' ],
			]
		);
		assert.deepEqual(
			settings.pickupLocations.map( ( location ) => location.name ),
			[ 'Kassa Shoreditch', 'Kassa Manchester' ]
		);
		assert.equal( settings.taxesEnabled, true );
		assert.equal( settings.displayCartPricesIncludingTax, true );
		assert.equal( settings.localPickupEnabled, true );
		assert.equal( settings.customerId, 0 );
	} );

	it( 'preloads the shopper’s own cart on the cart and the checkout, exactly as the Store API sends it', async () => {
		// On WooCommerce it is read through WooCommerce's hydration, not the REST server.
		const shopper = await shopperWith( [
			[ 'beanie', 2 ],
			[ 'sunglasses', 1 ],
		] );
		for ( const path of [ '/cart/', '/checkout/' ] ) {
			const { settings } = await settingsOn( shopper, path );
			const cart = ( await shopper.get( '/cart' ) ).body;
			assert.deepEqual( settings.preloadedCart, cart, path );
		}
	} );

	it( 'preloads what the shopper’s checkout session kept: contact and order fields, the note', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		await shopper.request( 'PUT', '/checkout', {
			body: {
				additional_fields: { 'kassa/heard-about-us': 'search' },
				order_notes: 'Ring twice.',
			},
		} );
		const { settings } = await settingsOn( shopper, '/checkout/' );
		assert.deepEqual( settings.preloadedCheckout, {
			additional_fields: { 'kassa/heard-about-us': 'search' },
			customer_note: 'Ring twice.',
		} );
	} );

	it( 'escapes markup in the printed JSON', async () => {
		const { html } = await settingsOn( new Shopper(), '/cart/' );
		const line = /^window\.kassaSettings = .*$/m.exec( html )[ 0 ];
		assert.doesNotMatch( line, /<\/?script/i );
	} );

	it( 'bakes no shopper’s cart, saved cards or gateways’ data into a page holding only the mini-cart (cache-safe)', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const { settings, html } = await settingsOn( shopper, '/terms/' );
		// The header mini-cart reads the cart in the browser; whatever the page prints for it
		// must be the same for every shopper.
		assert.equal( settings?.preloadedCart ?? null, null );
		assert.match( html, /wp-block-kassa-mini-cart/ );
		assert.doesNotMatch( html, /"preloadedCart":\{/, 'no cart' );
		assert.doesNotMatch( html, /"items_count":1/, 'no cart data' );
		// What only the cart and checkout carry: none of it, nor the gateways' work for it.
		for ( const key of [
			'paymentMethodData',
			'customerPaymentMethods',
			'preloadedCheckout":{',
		] ) {
			assert.equal( html.includes( key ), false, key );
		}
	} );
} );
