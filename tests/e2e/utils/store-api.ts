import type { APIRequestContext } from '@playwright/test';

/**
 * Talks to the shop's Store API as a shopper would, through a request context that shares the
 * browser context's cookies (`page.request`), so what it adds shows up in that shopper's cart.
 */
export class StoreApi {
	private nonce = '';

	constructor( private readonly request: APIRequestContext ) {}

	/**
	 * Reads the cart, remembering the fresh nonce the response carries.
	 *
	 * @return The cart.
	 */
	async getCart() {
		const response = await this.request.get( '/wp-json/wc/store/v1/cart' );
		this.nonce = response.headers().nonce ?? this.nonce;
		return response.json();
	}

	/**
	 * Lists the catalogue as the shop shows it: listed products, in the shop's own order.
	 *
	 * @return The products.
	 */
	async getProducts(): Promise<
		Array< { id: number; name: string; type: string; permalink: string } >
	> {
		const response = await this.request.get(
			'/wp-json/wc/store/v1/products?per_page=100&catalog_visibility=catalog&orderby=menu_order&order=asc'
		);
		return response.json();
	}

	/**
	 * Finds a product by its exact name.
	 *
	 * @param name Product name.
	 * @return The product's id.
	 */
	async productId( name: string ) {
		const product = ( await this.getProducts() ).find(
			( p ) => p.name === name
		);
		if ( ! product ) {
			throw new Error(
				`No product named ${ name } in the seeded catalogue.`
			);
		}
		return product.id;
	}

	/**
	 * Posts a write to the Store API with the current nonce.
	 *
	 * @param path Route under /wc/store/v1.
	 * @param data JSON body.
	 * @return The response body.
	 */
	async post( path: string, data: Record< string, unknown > ) {
		if ( ! this.nonce ) {
			await this.getCart();
		}
		const response = await this.request.post(
			`/wp-json/wc/store/v1${ path }`,
			{
				data,
				headers: { Nonce: this.nonce },
			}
		);
		this.nonce = response.headers().nonce ?? this.nonce;
		const body = await response.json();
		if ( ! response.ok() ) {
			throw new Error(
				`POST ${ path } failed: ${ response.status() } ${ JSON.stringify( body ) }`
			);
		}
		return body;
	}

	/**
	 * Adds a product to the cart.
	 *
	 * @param id       Product id.
	 * @param quantity How many.
	 * @return The cart.
	 */
	addItem( id: number, quantity = 1 ) {
		return this.post( '/cart/add-item', { id, quantity } );
	}
}
