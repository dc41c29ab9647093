import { useBlockProps } from '@wordpress/block-editor';

import { previewCart } from '../../assets/preview/cart';
import CheckoutBlock from './block';

/**
 * The cart in the editor, rendered from preview data.
 *
 * @return The editor view.
 */
export default function Edit() {
	return (
		<div { ...useBlockProps() }>
			<CheckoutBlock cart={ previewCart } cartUrl="#" />
		</div>
	);
}
