/** Products per page of a grid stored before it had rows: its `perPage` default. */
const STORED_PER_PAGE = 12;

/** Columns of a grid stored without them: the block's default. */
const DEFAULT_COLUMNS = 3;

/**
 * A grid's rows (columns × rows products per page, as WooCommerce's product grids count
 * them): its own, or for a grid stored before it had rows, as many as its products per page
 * (`perPage`, 12 unless set) fill in its columns. The editor migrates a stored grid by it and
 * the front end renders one by it, so both show the same products.
 *
 * @param grid         The stored attributes.
 * @param grid.rows    Rows, when stored.
 * @param grid.perPage Products per page, stored before the grid had rows.
 * @param grid.columns Columns.
 * @return The rows.
 */
export function gridRows( {
	rows,
	perPage,
	columns,
}: {
	rows?: number;
	perPage?: number;
	columns?: number;
} ): number {
	return (
		rows ??
		Math.max(
			1,
			Math.ceil(
				( perPage ?? STORED_PER_PAGE ) / ( columns || DEFAULT_COLUMNS )
			)
		)
	);
}
