/**
 * The mini-cart button's read of the cart: a plain `fetch` (the button loads no data store),
 * tried again as the Store API client tries its reads (STORE_API_READ_RETRY_DELAYS_MS) when it
 * got no answer, a server error, or a body that is no cart; a refusal (4xx) is final.
 */
import type { Cart } from '../../assets/api/types';
import { STORE_API_READ_RETRY_DELAYS_MS } from '../../assets/constants';

const isCart = ( value: unknown ): value is Cart =>
	!! value && typeof value === 'object' && 'totals' in value;

/**
 * One read: the cart, or whether trying again may help.
 *
 * @param url  The cart's URL.
 * @param init Fetch options.
 * @return The cart, 'refused' or 'failed'.
 */
async function readOnce( url: string, init: RequestInit ) {
	try {
		const response = await fetch( url, init );
		if ( response.status >= 400 && response.status < 500 ) {
			return 'refused';
		}
		const body: unknown = response.ok ? await response.json() : null;
		return isCart( body ) ? body : 'failed';
	} catch {
		return 'failed';
	}
}

/**
 * Reads the cart.
 *
 * @param url  The cart's URL.
 * @param init Fetch options.
 * @return The cart, or null when it could not be read.
 */
export async function readCart(
	url: string,
	init: RequestInit
): Promise< Cart | null > {
	for ( const wait of [ ...STORE_API_READ_RETRY_DELAYS_MS, null ] ) {
		const result = await readOnce( url, init );
		if ( isCart( result ) ) {
			return result;
		}
		if ( result === 'refused' || wait === null ) {
			return null;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, wait ) );
	}
	return null;
}
