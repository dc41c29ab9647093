import { __ } from '@wordpress/i18n';

import type { SortOption } from '../../assets/components/sort-select';
import type { SortKey } from './types';

/** Store API `orderby` / `order` of each sort order. */
export const SORT_QUERIES: Record<
	SortKey,
	{ orderby: string; order: 'asc' | 'desc' }
> = {
	default: { orderby: 'menu_order', order: 'asc' },
	'price-asc': { orderby: 'price', order: 'asc' },
	'price-desc': { orderby: 'price', order: 'desc' },
	newest: { orderby: 'date', order: 'desc' },
};

/**
 * The sort select's options, in the order shown.
 *
 * @return The options.
 */
export function getSortOptions(): Array< SortOption & { key: SortKey } > {
	return [
		{ key: 'default', label: __( 'Default sorting', 'kassa' ) },
		{ key: 'price-asc', label: __( 'Price: low to high', 'kassa' ) },
		{ key: 'price-desc', label: __( 'Price: high to low', 'kassa' ) },
		{ key: 'newest', label: __( 'Newest', 'kassa' ) },
	];
}
