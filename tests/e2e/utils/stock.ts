import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/** The products whose stock the demo shop keeps, as seeded. */
export const SEEDED_STOCK = { Cap: 3 } as const;

/**
 * Reads (or with `stock`, sets) a product's stock through the test sites' stock route
 * (bin/lib/mu-plugins/kassa-test-stock.php; setting it also drops the checkouts' holds on it).
 *
 * @param requestUtils The admin's REST client.
 * @param id           Product id.
 * @param stock        The stock to set.
 * @return The stock the shop has.
 */
export async function stockOf(
	requestUtils: RequestUtils,
	id: number,
	stock?: number
) {
	const response = ( await requestUtils.rest( {
		method: stock === undefined ? 'GET' : 'PUT',
		path: `/kassa-test/v1/stock/${ id }`,
		data: stock === undefined ? undefined : { stock },
	} ) ) as { stock: number };
	return response.stock;
}
