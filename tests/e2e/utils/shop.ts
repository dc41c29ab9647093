import type { Page } from '@playwright/test';

/**
 * The shop page's add-to-cart button of a product (kassa/products).
 *
 * @param page The page.
 * @param name The product's name.
 * @return Its locator.
 */
export function addToCartButton( page: Page, name: string ) {
	return page.getByRole( 'button', { name: `Add to cart: “${ name }”` } );
}

/**
 * Where the shop's "Browse store" links lead: WooCommerce's product archive, which the demo shop
 * keeps at /store/ so that /shop/ holds Kassa's products.
 */
export const SHOP_LINK = /\/store\/$/;
