import { useSelect } from '@wordpress/data';
import { _n, sprintf } from '@wordpress/i18n';
import { cartStore } from '@kassa/data';

/**
 * The drawer title's item count, e.g. '(2 items)'.
 *
 * @return The count.
 */
export default function MiniCartTitleItemsCounter() {
	const itemsCount = useSelect(
		( select ) => select( cartStore ).getItemsCount(),
		[]
	);
	return (
		<span className="kassa-mini-cart__title-items-counter">
			{ sprintf(
				/* translators: %d: number of items in the cart */
				_n( '(%d item)', '(%d items)', itemsCount, 'kassa' ),
				itemsCount
			) }
		</span>
	);
}
