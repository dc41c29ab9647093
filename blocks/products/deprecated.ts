import type { BlockDeprecation } from '@wordpress/blocks';

import metadata from './block.json';
import { gridRows } from './rows';
import save from './save';

type Attributes = Record< string, unknown >;

/**
 * A grid stored before it had rows gets the rows its products per page filled (gridRows).
 *
 * @param stored         The stored attributes.
 * @param stored.perPage Products per page, stored before the grid had rows.
 * @return The current attributes, in block.json's order (save() writes them in it).
 */
function migrate( { perPage, ...stored }: Attributes ) {
	const rows = gridRows( {
		rows: stored.rows as number | undefined,
		perPage: perPage as number | undefined,
		columns: stored.columns as number | undefined,
	} );
	const ordered = Object.fromEntries(
		Object.keys( metadata.attributes )
			.filter( ( key ) => key === 'rows' || key in stored )
			.map( ( key ) => [ key, key === 'rows' ? rows : stored[ key ] ] )
	);
	return { ...ordered, ...stored, rows };
}

/** The attributes before rows, in their order then (save() writes them in this order). */
const PER_PAGE_ATTRIBUTES = {
	columns: metadata.attributes.columns,
	perPage: { type: 'number', default: 12 },
	showSort: metadata.attributes.showSort,
	showCategoryFilter: metadata.attributes.showCategoryFilter,
	excerptLength: metadata.attributes.excerptLength,
	excerptCountType: metadata.attributes.excerptCountType,
	defaultSort: metadata.attributes.defaultSort,
};

/**
 * The shapes `kassa/products` may be stored in besides the current one:
 * - saved with `perPage` (products per page) before the grid had rows;
 * - self-closing (`<!-- wp:kassa/products /-->`, as seeds and hand-written pages hold it), with
 *   or without `perPage` or `rows`: rows stored without a default, so that a grid without
 *   them gets the rows its products per page filled, as the front end renders it.
 */
const deprecated: BlockDeprecation< Attributes >[] = [
	{
		attributes: PER_PAGE_ATTRIBUTES,
		supports: metadata.supports,
		save,
		migrate,
	},
	{
		attributes: {
			...metadata.attributes,
			rows: { type: 'number' },
			perPage: { type: 'number' },
		},
		save: () => null,
		migrate,
	},
] as BlockDeprecation< Attributes >[];

export default deprecated;
