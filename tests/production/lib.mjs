/**
 * What the production lane's tests share: the shop admin, through WooCommerce's REST API as an
 * admin's browser uses it (cookie and X-WP-Nonce), to make the products a race is run on and to
 * read their stock and orders afterwards.
 */
import assert from 'node:assert/strict';

import { BASE_URL, Shopper } from '../contract/lib/client.mjs';

const WC_API = `${ BASE_URL }/wp-json/wc/v3`;

export class ShopAdmin {
	async login() {
		this.shopper = await new Shopper().login( 'admin', 'password' );
		return this;
	}

	async request( method, path, body ) {
		const response = await this.shopper.request( method, WC_API + path, {
			body,
		} );
		assert.ok(
			response.status < 300,
			`${ method } ${ path }: ${ response.status } ${ response.text }`
		);
		return response.body;
	}

	/**
	 * A new published simple product whose stock is counted.
	 *
	 * @param {string} name  Product name.
	 * @param {number} stock Stock quantity.
	 * @return {Promise<Object>} The product (WooCommerce's REST shape).
	 */
	product( name, stock ) {
		return this.request( 'POST', '/products', {
			name: `${ name } ${ Date.now() }`,
			type: 'simple',
			status: 'publish',
			regular_price: '5.00',
			manage_stock: true,
			stock_quantity: stock,
		} );
	}

	/**
	 * Counts the product's stock and sets it.
	 *
	 * @param {number} id    Product id.
	 * @param {number} stock Stock quantity.
	 */
	setStock( id, stock ) {
		return this.request( 'PUT', `/products/${ id }`, {
			manage_stock: true,
			stock_quantity: stock,
		} );
	}

	stock( id ) {
		return this.request( 'GET', `/products/${ id }` ).then(
			( product ) => product.stock_quantity
		);
	}

	/**
	 * Orders by id (WooCommerce's REST shape), a hundred a request.
	 *
	 * @param {number[]} ids Order ids.
	 * @return {Promise<Object[]>} Orders.
	 */
	async orders( ids ) {
		const orders = [];
		for ( let i = 0; i < ids.length; i += 100 ) {
			const chunk = ids.slice( i, i + 100 );
			orders.push(
				...( await this.request(
					'GET',
					`/orders?include=${ chunk.join( ',' ) }&per_page=100&status=any`
				) )
			);
		}
		return orders;
	}

	/**
	 * Every product whose stock is counted and below zero.
	 *
	 * @return {Promise<Object[]>} Products.
	 */
	async negativeStock() {
		const negative = [];
		for ( let page = 1; ; page++ ) {
			const products = await this.request(
				'GET',
				`/products?per_page=100&page=${ page }&status=any`
			);
			negative.push(
				...products.filter(
					( p ) => p.manage_stock && p.stock_quantity < 0
				)
			);
			if ( products.length < 100 ) {
				return negative;
			}
		}
	}

	/**
	 * Every order that holds the product, of any status.
	 *
	 * @param {number} id Product id.
	 * @return {Promise<Object[]>} Orders.
	 */
	ordersOf( id ) {
		return this.request(
			'GET',
			`/orders?product=${ id }&status=any&per_page=100`
		);
	}
}
