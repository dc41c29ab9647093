/**
 * The production-shaped shop's full-page cache (nginx's FastCGI cache, bin/lib/production/
 * nginx.conf) serves guests without a cart from one cached copy and never serves a cached page
 * to anyone WooCommerce's rules exclude; and a shopper who starts on a cached page shops as on
 * any other (its Store API nonce and session cookies work). The response header
 * X-Kassa-Page-Cache is nginx's cache status: HIT, MISS, EXPIRED or BYPASS.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { BASE_URL, Shopper, productIds } from '../contract/lib/client.mjs';

const cacheStatus = ( response ) =>
	response.headers.get( 'x-kassa-page-cache' );

/**
 * The page twice, as a guest without cookies.
 *
 * @param {string} path Page path.
 * @return {Promise<Object>} The second answer.
 */
async function secondLoad( path ) {
	await new Shopper().get( BASE_URL + path );
	return new Shopper().get( BASE_URL + path );
}

describe( 'the full-page cache', () => {
	for ( const path of [ '/shop/', '/store/', '/' ] ) {
		it( `serves ${ path } to guests without a cart from the cache, setting no cookie`, async () => {
			const response = await secondLoad( path );
			assert.equal( response.status, 200 );
			assert.equal( cacheStatus( response ), 'HIT' );
			assert.equal( response.headers.getSetCookie().length, 0 );
		} );
	}

	for ( const path of [
		'/cart/',
		'/checkout/',
		'/wc-cart/',
		'/wc-checkout/',
		'/my-account/',
		'/wp-json/wc/store/v1/cart',
		'/shop/?add-to-cart=1',
		'/?rest_route=/wc/store/v1/cart',
	] ) {
		it( `never serves ${ path } from the cache`, async () => {
			const response = await secondLoad( path );
			assert.equal( cacheStatus( response ), 'BYPASS' );
		} );
	}

	it( 'serves no cached page to a shopper with a cart, or to a logged-in customer', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().start();
		await shopper.post( '/cart/add-item', { id: ids.beanie, quantity: 1 } );
		assert.ok(
			[ ...shopper.cookies.keys() ].some( ( name ) =>
				name.startsWith( 'woocommerce_items_in_cart' )
			)
		);
		await secondLoad( '/shop/' );
		assert.equal(
			cacheStatus( await shopper.get( `${ BASE_URL }/shop/` ) ),
			'BYPASS'
		);
		const customer = await new Shopper().login( 'customer', 'password' );
		assert.equal(
			cacheStatus( await customer.get( `${ BASE_URL }/shop/` ) ),
			'BYPASS'
		);
	} );

	it( 'answers every POST from PHP', async () => {
		for ( let i = 0; i < 2; i++ ) {
			const response = await new Shopper().request(
				'POST',
				`${ BASE_URL }/shop/`,
				{
					body: 'x=1',
					headers: {
						'Content-Type': 'application/x-www-form-urlencoded',
					},
				}
			);
			assert.equal( response.status, 200 );
			// nginx's cache takes only GET and HEAD: a POST is not even looked up.
			assert.equal( cacheStatus( response ), null );
		}
	} );

	it( 'a guest who starts on a cached shop page adds to the cart with the nonce that page carries', async () => {
		const page = await secondLoad( '/shop/' );
		assert.equal( cacheStatus( page ), 'HIT' );
		const nonce = /"storeApiNonce":"([0-9a-f]+)"/.exec(
			page.text.replace( /\\u0022/g, '"' )
		)?.[ 1 ];
		assert.ok( nonce, 'the page carries a Store API nonce' );
		const ids = await productIds();
		const shopper = new Shopper();
		shopper.nonce = nonce;
		const added = await shopper.post( '/cart/add-item', {
			id: ids.beanie,
			quantity: 1,
		} );
		assert.equal( added.status, 201, added.text );
		// The session it was given holds the cart on the next request.
		const cart = await shopper.get( '/cart' );
		assert.equal( cart.body.items_count, 1 );
	} );
} );
