<?php
/**
 * The product catalogue: a `kassa_product` post type whose posts carry one meta array with
 * everything the Store API needs (prices in minor units, stock, limits, shipping class, ...).
 * Variations are child posts of their variable product.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Reads products and turns them into Store API product shapes.
 */
class Kassa_Store_Catalog {

	const POST_TYPE = 'kassa_product';
	const META_KEY  = '_kassa_product';
	const TAXONOMY  = 'kassa_product_cat';

	/**
	 * Registers the product post type (public, so products have permalinks under /product/)
	 * and its category taxonomy (archives under /product-category/, as in WooCommerce).
	 */
	public static function register() {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'        => 'Products',
				'public'       => true,
				'show_in_rest' => false,
				'hierarchical' => true,
				'has_archive'  => false,
				'rewrite'      => array( 'slug' => 'product' ),
				'supports'     => array( 'title', 'editor', 'excerpt', 'page-attributes' ),
			)
		);
		register_taxonomy(
			self::TAXONOMY,
			self::POST_TYPE,
			array(
				'label'        => 'Product categories',
				'public'       => true,
				'hierarchical' => true,
				'show_in_rest' => false,
				'rewrite'      => array( 'slug' => 'product-category' ),
			)
		);
	}

	/**
	 * Loads a purchasable product (or variation) by id.
	 *
	 * @param int $id Post id.
	 * @return array|null Normalised product, null when it does not exist or is not published.
	 */
	public static function get( $id ) {
		static $cache = array();
		$id = (int) $id;
		if ( $id <= 0 ) {
			return null;
		}
		if ( array_key_exists( $id, $cache ) ) {
			return $cache[ $id ];
		}
		$post = get_post( $id );
		if ( ! $post || self::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status ) {
			$cache[ $id ] = null;
			return null;
		}
		$data = get_post_meta( $id, self::META_KEY, true );
		if ( ! is_array( $data ) ) {
			$cache[ $id ] = null;
			return null;
		}
		$parent = null;
		if ( 'variation' === ( $data['type'] ?? '' ) ) {
			$parent = self::get( $post->post_parent );
			if ( ! $parent ) {
				$cache[ $id ] = null;
				return null;
			}
		}
		$defaults     = array(
			'type'              => 'simple',
			'sku'               => '',
			'regular_price'     => 0,
			'sale_price'        => null,
			'stock'             => null,
			'backorders'        => false,
			'sold_individually' => false,
			'limits'            => null,
			'visibility'        => 'visible',
			'shipping_class'    => 'standard',
			'virtual'           => false,
			'weight'            => 0,
			'item_data'         => array(),
			'image'             => 'placeholder',
			'attributes'        => array(),
			'variation'         => array(),
		);
		$product      = array_merge( $defaults, $parent ? array_intersect_key( $parent, array_flip( array( 'visibility', 'shipping_class', 'virtual', 'weight', 'sold_individually', 'limits' ) ) ) : array(), $data );
		$product      = array_merge(
			$product,
			array(
				'id'                => $id,
				'parent_id'         => $parent ? $parent['id'] : 0,
				'name'              => $parent ? $parent['name'] : get_the_title( $post ),
				'slug'              => $post->post_name,
				'description'       => $parent ? $parent['description'] : wpautop( $post->post_content ),
				'short_description' => $parent ? $parent['short_description'] : ( '' === $post->post_excerpt ? '' : wpautop( $post->post_excerpt ) ),
				'permalink'         => $parent ? add_query_arg( self::variation_query( $product['variation'] ?? array() ), $parent['permalink'] ) : get_permalink( $post ),
			)
		);
		$cache[ $id ] = $product;
		return $product;
	}

	/**
	 * Query args a variation's permalink carries (attribute_pa_color=red, ...).
	 *
	 * @param array $variation Attribute key => value.
	 * @return array
	 */
	private static function variation_query( $variation ) {
		$query = array();
		foreach ( $variation as $attribute => $value ) {
			$query[ 'attribute_' . sanitize_title( $attribute ) ] = rawurlencode( strtolower( $value ) );
		}
		return $query;
	}

	/**
	 * The active price: the sale price when set, else the regular price (minor units, excl. tax).
	 *
	 * @param array $product Product.
	 * @return int
	 */
	public static function price( $product ) {
		return null === $product['sale_price'] ? (int) $product['regular_price'] : (int) $product['sale_price'];
	}

	/**
	 * Variations of a variable product.
	 *
	 * @param array $product Variable product.
	 * @return array[]
	 */
	public static function variations( $product ) {
		$ids = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_parent'    => $product['id'],
				'post_status'    => 'publish',
				'fields'         => 'ids',
				'orderby'        => 'menu_order ID',
				'order'          => 'ASC',
				'posts_per_page' => 100,
			)
		);
		return array_values( array_filter( array_map( array( __CLASS__, 'get' ), $ids ) ) );
	}

	/**
	 * Finds the variation of a variable product that matches the posted attributes. Attribute
	 * names match by label or taxonomy slug (`Color`, `pa_color`, `attribute_pa_color`); values
	 * case-insensitively.
	 *
	 * @param array $product   Variable product.
	 * @param array $requested List of { attribute, value }.
	 * @return array|null
	 */
	public static function find_variation( $product, $requested ) {
		$wanted = array();
		foreach ( $requested as $pair ) {
			if ( ! is_array( $pair ) || ! isset( $pair['attribute'], $pair['value'] ) ) {
				continue;
			}
			$name            = preg_replace( '/^attribute_/', '', strtolower( (string) $pair['attribute'] ) );
			$wanted[ $name ] = strtolower( (string) $pair['value'] );
		}
		foreach ( self::variations( $product ) as $variation ) {
			$matches = true;
			foreach ( $variation['variation'] as $label => $value ) {
				$slug  = strtolower( $label );
				$found = null;
				foreach ( $product['attributes'] as $attribute ) {
					if ( $attribute['name'] === $label ) {
						$keys = array( strtolower( $attribute['name'] ), $attribute['taxonomy'] );
						foreach ( $keys as $key ) {
							if ( isset( $wanted[ $key ] ) ) {
								$found = $wanted[ $key ];
							}
						}
					}
				}
				if ( null === $found && isset( $wanted[ $slug ] ) ) {
					$found = $wanted[ $slug ];
				}
				if ( strtolower( $value ) !== $found ) {
					$matches = false;
					break;
				}
			}
			if ( $matches ) {
				return $variation;
			}
		}
		return null;
	}

	/**
	 * The product's images in the Store API image shape (served from this plugin's assets).
	 *
	 * @param array $product Product.
	 * @return array[]
	 */
	public static function images( $product ) {
		$file = sanitize_file_name( $product['image'] ) . '.svg';
		if ( ! file_exists( KASSA_STORE_API_DIR . '/assets/images/' . $file ) ) {
			$file = 'placeholder.svg';
		}
		$src = kassa_store_api_url( 'assets/images/' . $file );
		return array(
			array(
				'id'        => (int) ( $product['parent_id'] ? $product['parent_id'] : $product['id'] ),
				'src'       => $src,
				'thumbnail' => $src,
				'srcset'    => $src . ' 600w',
				'sizes'     => '(max-width: 600px) 100vw, 600px',
				'name'      => $file,
				'alt'       => $product['name'],
			),
		);
	}

	/**
	 * Stock left that the shop shows as "N left in stock" (only when low, as WooCommerce does).
	 *
	 * @param array $product Product.
	 * @return int|null
	 */
	public static function low_stock_remaining( $product ) {
		if ( null === $product['stock'] || $product['stock'] <= 0 || $product['stock'] > 5 ) {
			return null;
		}
		return (int) $product['stock'];
	}

	/**
	 * Quantity limits of a product in the cart (SPEC.md §9 defaults: 1, 99, 1), narrowed by stock.
	 *
	 * @param array $product Product.
	 * @return array{minimum:int, maximum:int, multiple_of:int, editable:bool}
	 */
	public static function quantity_limits( $product ) {
		$limits = array(
			'minimum'     => 1,
			'maximum'     => 99,
			'multiple_of' => 1,
			'editable'    => true,
		);
		if ( is_array( $product['limits'] ) ) {
			$limits = array_merge( $limits, array_intersect_key( $product['limits'], $limits ) );
		}
		if ( null !== $product['stock'] && ! $product['backorders'] ) {
			$limits['maximum'] = min( $limits['maximum'], max( 0, (int) $product['stock'] ) );
		}
		if ( $product['sold_individually'] ) {
			$limits = array(
				'minimum'     => 1,
				'maximum'     => 1,
				'multiple_of' => 1,
				'editable'    => false,
			);
		}
		return $limits;
	}

	/**
	 * Whether the product can be bought at all.
	 *
	 * @param array $product Product.
	 * @return bool
	 */
	public static function is_in_stock( $product ) {
		return null === $product['stock'] || $product['stock'] > 0 || $product['backorders'];
	}

	/**
	 * The categories a product is in, as a Store API product lists them (variations: their
	 * parent's).
	 *
	 * @param array $product Product.
	 * @return array[] { id, name, slug, link }
	 */
	public static function product_categories( $product ) {
		$terms = get_the_terms( $product['parent_id'] ? $product['parent_id'] : $product['id'], self::TAXONOMY );
		if ( ! is_array( $terms ) ) {
			return array();
		}
		$categories = array();
		foreach ( $terms as $term ) {
			$link         = get_term_link( $term, self::TAXONOMY );
			$categories[] = array(
				'id'   => (int) $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
				'link' => is_wp_error( $link ) ? '' : esc_url_raw( $link ),
			);
		}
		return $categories;
	}

	/**
	 * Product categories in the Store API `/products/categories` shape.
	 *
	 * @param array $args page, per_page (0 for all), hide_empty, orderby, order, parent (null for any).
	 * @return array{categories: array[], total: int}
	 */
	public static function categories( $args ) {
		$query = array(
			'taxonomy'   => self::TAXONOMY,
			'hide_empty' => (bool) $args['hide_empty'],
			'orderby'    => $args['orderby'],
			'order'      => 'desc' === $args['order'] ? 'DESC' : 'ASC',
		);
		if ( null !== $args['parent'] ) {
			$query['parent'] = (int) $args['parent'];
		}
		$terms = get_terms( $query );
		if ( ! is_array( $terms ) ) {
			$terms = array();
		}
		$total = count( $terms );
		if ( $args['per_page'] > 0 ) {
			$terms = array_slice( $terms, ( $args['page'] - 1 ) * $args['per_page'], $args['per_page'] );
		}
		$categories = array();
		foreach ( $terms as $term ) {
			$link         = get_term_link( $term, self::TAXONOMY );
			$categories[] = array(
				'id'           => (int) $term->term_id,
				'name'         => $term->name,
				'slug'         => $term->slug,
				'description'  => wp_kses_post( $term->description ),
				'parent'       => (int) $term->parent,
				'count'        => (int) $term->count,
				'image'        => null,
				'review_count' => 0,
				'permalink'    => is_wp_error( $link ) ? '' : esc_url_raw( $link ),
			);
		}
		return array(
			'categories' => $categories,
			'total'      => $total,
		);
	}

	/**
	 * WP_Query ordering for a Store API `orderby` / `order`, as WooCommerce's catalogue ordering
	 * does: menu_order and title ascend unless asked to descend, date descends unless asked to
	 * ascend (ties by id). Price is ordered after loading (see list_visible()).
	 *
	 * @param string $orderby menu_order, date, title or price.
	 * @param string $order   asc, desc or '' (the order's own default).
	 * @return array{orderby: string, order: string}
	 */
	private static function ordering( $orderby, $order ) {
		$order = strtoupper( $order );
		switch ( $orderby ) {
			case 'date':
				return array(
					'orderby' => 'date ID',
					'order'   => 'ASC' === $order ? 'ASC' : 'DESC',
				);
			case 'title':
				return array(
					'orderby' => 'title',
					'order'   => 'DESC' === $order ? 'DESC' : 'ASC',
				);
			default:
				return array(
					'orderby' => 'menu_order title',
					'order'   => 'DESC' === $order ? 'DESC' : 'ASC',
				);
		}
	}

	/**
	 * The tax query of a Store API `category` argument: comma-separated term ids or slugs; a
	 * product in any of them (or their children) matches.
	 *
	 * @param string $category Ids or slugs, comma-separated.
	 * @return array Tax query ('' category: none).
	 */
	private static function category_query( $category ) {
		$ids   = array();
		$slugs = array();
		foreach ( array_filter( array_map( 'trim', explode( ',', $category ) ), 'strlen' ) as $term ) {
			if ( ctype_digit( $term ) ) {
				$ids[] = (int) $term;
			} else {
				$slugs[] = sanitize_title( $term );
			}
		}
		$query = array( 'relation' => 'OR' );
		if ( $ids ) {
			$query[] = array(
				'taxonomy' => self::TAXONOMY,
				'field'    => 'term_id',
				'terms'    => $ids,
				'operator' => 'IN',
			);
		}
		if ( $slugs ) {
			$query[] = array(
				'taxonomy' => self::TAXONOMY,
				'field'    => 'slug',
				'terms'    => $slugs,
				'operator' => 'IN',
			);
		}
		return count( $query ) > 1 ? $query : array();
	}

	/**
	 * The lowest and highest active price of a product (a variable product's over its
	 * variations), as WooCommerce's price lookup stores them (minor units, excl. tax).
	 *
	 * @param array $product Product.
	 * @return int[] [ min, max ]
	 */
	private static function price_range( $product ) {
		$amounts = array( self::price( $product ) );
		if ( 'variable' === $product['type'] ) {
			$variations = array_map( array( __CLASS__, 'price' ), self::variations( $product ) );
			if ( $variations ) {
				$amounts = $variations;
			}
		}
		return array( min( $amounts ), max( $amounts ) );
	}

	/**
	 * Products for a listing. The shop page asks for 'catalog' visibility (hidden products left
	 * out); 'any' lists them all, 'hidden' only the hidden ones.
	 *
	 * @param int    $page       1-based page.
	 * @param int    $per_page   Page size.
	 * @param string $visibility catalog, any, visible, search or hidden.
	 * @param string $slug       Only the product with this slug ('' for all).
	 * @param array  $sort       orderby (menu_order, date, title, price), order (asc, desc or
	 *                           '' for the ordering's default), category (ids or slugs,
	 *                           comma-separated; '' for all).
	 * @return array{products: array[], total: int}
	 */
	public static function list_visible( $page, $per_page, $visibility = 'catalog', $slug = '', $sort = array() ) {
		$sort     = array_merge(
			array(
				'orderby'  => 'menu_order',
				'order'    => '',
				'category' => '',
			),
			$sort
		);
		$ordering = self::ordering( $sort['orderby'], $sort['order'] );
		$query    = new WP_Query(
			array(
				'post_type'      => self::POST_TYPE,
				'post_parent'    => 0,
				'post_status'    => 'publish',
				'orderby'        => $ordering['orderby'],
				'order'          => $ordering['order'],
				'posts_per_page' => 100,
				'fields'         => 'ids',
				'name'           => $slug,
				'tax_query'      => self::category_query( (string) $sort['category'] ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- a catalogue of at most 100 products.
			)
		);
		$allowed  = array(
			'catalog' => array( 'visible', 'catalog' ),
			'visible' => array( 'visible' ),
			'search'  => array( 'visible', 'search' ),
			'hidden'  => array( 'hidden' ),
			'any'     => array( 'visible', 'catalog', 'search', 'hidden' ),
		);
		$products = array();
		foreach ( $query->posts as $id ) {
			$product = self::get( $id );
			if ( $product && in_array( $product['visibility'], $allowed[ $visibility ] ?? $allowed['catalog'], true ) ) {
				$products[] = $product;
			}
		}
		if ( 'price' === $sort['orderby'] ) {
			// As WooCommerce: ascending by the lowest price, descending by the highest; ties by id.
			$descending = 'desc' === strtolower( $sort['order'] );
			usort(
				$products,
				static function ( $a, $b ) use ( $descending ) {
					$range_a = self::price_range( $a );
					$range_b = self::price_range( $b );
					return $descending
						? array( $range_b[1], $b['id'] ) <=> array( $range_a[1], $a['id'] )
						: array( $range_a[0], $a['id'] ) <=> array( $range_b[0], $b['id'] );
				}
			);
		}
		return array(
			'products' => array_slice( $products, ( $page - 1 ) * $per_page, $per_page ),
			'total'    => count( $products ),
		);
	}
}
