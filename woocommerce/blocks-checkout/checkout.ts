/**
 * What an extension's own checkout controls call: the cart extensions route, and the
 * validation a custom Place Order button runs.
 */
import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { checkoutStore } from '@kassa/data';
import { extensionCartUpdate as kassaExtensionCartUpdate } from '@kassa/extensions';

/**
 * Sends an extension's data to its cart route (`/cart/extensions`, WooCommerce's
 * `extensionCartUpdate`): the server's cart replaces the page's; a
 * `woocommerce_rest_cart_extensions_error` shows as notices; a failure rejects.
 *
 * @param update           The namespace and data.
 * @param update.namespace The extension's namespace.
 * @param update.data      Its data.
 * @return The new cart.
 */
export const extensionCartUpdate = ( update: {
	namespace: string;
	data?: Record< string, unknown >;
} ) => kassaExtensionCartUpdate( update );

/**
 * Checks the checkout as placing the order would, without placing it (`useValidateCheckout`):
 * the validation observers run, every error shows, and the first invalid field gets the focus.
 *
 * @return A function resolving to { hasError }.
 */
export function useValidateCheckout() {
	const { validateCheckout } = useDispatch( checkoutStore );
	return useCallback( async () => {
		const result = await validateCheckout();
		if ( result.hasError ) {
			window.setTimeout( () => {
				document
					.querySelector< HTMLElement >(
						'.wp-block-kassa-checkout [aria-invalid="true"]'
					)
					?.focus();
			}, 0 );
		}
		return result;
	}, [ validateCheckout ] );
}
