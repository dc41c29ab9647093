<?php
/**
 * The Products block's first answers, given with the page: the products of its first page
 * (its default sort, no filter) and the categories its filter lists, preloaded into
 * `wp.apiFetch` as WordPress preloads the editor's requests. The block's script asks the Store
 * API for them as for any page, and gets these without a request; it asks the server only
 * when the shopper sorts, filters or pages. The cart its buttons count from comes with the
 * settings payload (includes/blocks.php).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Store API `orderby` / `order` of each sort order (blocks/products/sort.ts SORT_QUERIES; a
 * difference would only cost the shopper the request preloading saves).
 */
const KASSA_PRODUCTS_SORT_QUERIES = array(
	'default'    => array(
		'orderby' => 'menu_order',
		'order'   => 'asc',
	),
	'price-asc'  => array(
		'orderby' => 'price',
		'order'   => 'asc',
	),
	'price-desc' => array(
		'orderby' => 'price',
		'order'   => 'desc',
	),
	'newest'     => array(
		'orderby' => 'date',
		'order'   => 'desc',
	),
);

/**
 * The Store API requests a Products block makes first, as its script makes them
 * (blocks/products/hooks/use-products.ts).
 *
 * @param array $attributes The block's stored attributes (a grid stored before it had rows
 *                          counts them from its `perPage`, as blocks/products/rows.ts does).
 * @return string[] Paths with their queries.
 */
function kassa_products_first_requests( $attributes ) {
	// The post's author wrote the attributes: only block.json's, of their types, are read.
	$stored   = (array) kassa_stored_attributes( 'kassa/products', $attributes );
	$per_page = is_numeric( $attributes['perPage'] ?? null ) ? (float) $attributes['perPage'] : 12;
	$columns  = (int) ( $stored['columns'] ?? 3 );
	$rows     = isset( $stored['rows'] )
		? (int) $stored['rows']
		: max( 1, (int) ceil( $per_page / ( $columns > 0 ? $columns : 3 ) ) );
	$sort     = KASSA_PRODUCTS_SORT_QUERIES[ $stored['defaultSort'] ?? 'default' ];
	$paths    = array(
		add_query_arg(
			array_merge(
				array(
					'catalog_visibility' => 'catalog',
					'per_page'           => $columns * $rows,
				),
				$sort
			),
			'/wc/store/v1/products'
		),
	);
	if ( false !== ( $stored['showCategoryFilter'] ?? true ) ) {
		$paths[] = '/wc/store/v1/products/categories?per_page=100';
	}
	return $paths;
}

/**
 * Preloads a Products block's first requests into `wp.apiFetch`, on a shopper's page.
 *
 * @param string $content Block HTML.
 * @param array  $block   Parsed block.
 * @return string
 */
function kassa_products_preload( $content, $block ) {
	if ( is_admin() ) {
		return $content;
	}
	$preload = array();
	foreach ( kassa_products_first_requests( (array) ( $block['attrs'] ?? array() ) ) as $path ) {
		$response = kassa_store_api_get( $path );
		if ( null !== $response ) {
			$preload[ $path ] = $response;
		}
	}
	if ( $preload ) {
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', kassa_script_json( $preload ) ),
			'after'
		);
	}
	return $content;
}
add_filter( 'render_block_kassa/products', 'kassa_products_preload', 10, 2 );
