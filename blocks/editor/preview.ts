import { dispatch, select } from '@wordpress/data';
import { cartStore } from '@kassa/data';

import { previewCart } from '../../assets/preview/cart';

/**
 * In the editor, fills the cart store with the preview cart, so blocks render exactly the
 * components a shopper gets, with sample data. Runs once, from each parent block's editor script.
 */
export function hydrateEditorPreview() {
	if ( ! select( cartStore ).getCartData() ) {
		dispatch( cartStore ).receiveCart( previewCart );
	}
}
