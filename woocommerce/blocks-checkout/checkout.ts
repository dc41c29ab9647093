/**
 * What an extension's own checkout controls call: the cart extensions route, and the
 * validation a custom Place Order button runs.
 */
import { dispatch, select } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { validationStore } from '@kassa/data';
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
 * Checks the checkout's fields as placing the order would (`useValidateCheckout`): every
 * error shows, and the first invalid field gets the focus.
 *
 * @return A function resolving to { hasError }.
 */
export function useValidateCheckout() {
	return useCallback( async () => {
		const hasError = select( validationStore ).hasValidationErrors();
		if ( hasError ) {
			dispatch( validationStore ).showAllValidationErrors();
			window.setTimeout( () => {
				document
					.querySelector< HTMLElement >( '[aria-invalid="true"]' )
					?.focus();
			}, 50 );
		}
		return { hasError };
	}, [] );
}
