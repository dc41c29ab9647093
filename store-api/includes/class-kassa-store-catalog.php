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
	/** Post meta of a product's cross-sells: product ids, written when the shop is seeded. */
	const CROSS_SELLS_META_KEY = '_kassa_cross_sells';
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
				'description'       => self::format_content( $post->post_content ),
				'short_description' => self::format_content( $post->post_excerpt ),
				'permalink'         => $parent ? add_query_arg( self::variation_query( $parent, $product['variation'] ?? array() ), $parent['permalink'] ) : get_permalink( $post ),
			)
		);
		$cache[ $id ] = $product;
		return $product;
	}

	/**
	 * The products a cart suggests, as WooCommerce's cart does: the cross-sells of the products
	 * in it (a variation's are its parent's), without those already in it or hidden.
	 *
	 * @param array $lines Calculated cart lines (each with its `product`).
	 * @return array[] Products.
	 */
	public static function cross_sells( array $lines ) {
		$in_cart     = array();
		$cross_sells = array();
		foreach ( $lines as $line ) {
			$product     = $line['product'];
			$parent_id   = $product['parent_id'] ? $product['parent_id'] : $product['id'];
			$in_cart[]   = $product['id'];
			$in_cart[]   = $parent_id;
			$cross_sells = array_merge( $cross_sells, (array) get_post_meta( $parent_id, self::CROSS_SELLS_META_KEY, true ) );
		}
		$products = array();
		foreach ( array_unique( array_filter( $cross_sells ) ) as $id ) {
			$product = self::get( (int) $id );
			if ( $product && 'hidden' !== $product['visibility'] && ! in_array( $product['id'], $in_cart, true ) ) {
				$products[] = $product;
			}
		}
		return $products;
	}

	/**
	 * A product's text as HTML paragraphs (as WooCommerce formats descriptions; '' stays '').
	 *
	 * @param string $text Post content or excerpt.
	 * @return string
	 */
	private static function format_content( $text ) {
		return trim( wpautop( wp_kses_post( (string) $text ) ) );
	}

	/**
	 * A product's full name as WooCommerce gives it in messages: a variation's is its product's
	 * name followed by its options, e.g. `Hoodie - Blue, Yes`.
	 *
	 * @param array $product Product or variation.
	 * @return string
	 */
	public static function full_name( $product ) {
		if ( ! $product['parent_id'] || ! $product['variation'] ) {
			return $product['name'];
		}
		return $product['name'] . ' - ' . implode( ', ', $product['variation'] );
	}

	/**
	 * Whether a product attribute is a global one (a taxonomy such as `pa_color`, whose values
	 * are term slugs) rather than one defined on the product (whose values are kept as typed).
	 *
	 * @param array $attribute Attribute { name, taxonomy, options }.
	 * @return bool
	 */
	public static function is_taxonomy_attribute( $attribute ) {
		return 0 === strpos( (string) ( $attribute['taxonomy'] ?? '' ), 'pa_' );
	}

	/**
	 * A variation attribute's key as WooCommerce stores it: `attribute_pa_color` for a taxonomy
	 * attribute, `attribute_logo` for a product one.
	 *
	 * @param array $attribute Attribute.
	 * @return string
	 */
	public static function attribute_key( $attribute ) {
		return 'attribute_' . sanitize_title( self::is_taxonomy_attribute( $attribute ) ? $attribute['taxonomy'] : $attribute['name'] );
	}

	/**
	 * A variation's value of an attribute as WooCommerce stores it: a term slug (`blue`) for a
	 * taxonomy attribute, the option as typed (`Yes`) for a product one.
	 *
	 * @param array  $attribute Attribute.
	 * @param string $option    Option name.
	 * @return string
	 */
	public static function attribute_value( $attribute, $option ) {
		return self::is_taxonomy_attribute( $attribute ) ? sanitize_title( $option ) : (string) $option;
	}

	/**
	 * A variation's attributes as WooCommerce keeps them: attribute key => stored value, in the
	 * parent's attribute order.
	 *
	 * @param array $parent    Variable product.
	 * @param array $variation Attribute label => option name.
	 * @return array<string, string>
	 */
	public static function variation_attributes( $parent, $variation ) {
		$attributes = array();
		foreach ( $parent['attributes'] as $attribute ) {
			if ( isset( $variation[ $attribute['name'] ] ) ) {
				$attributes[ self::attribute_key( $attribute ) ] = self::attribute_value( $attribute, $variation[ $attribute['name'] ] );
			}
		}
		return $attributes;
	}

	/**
	 * Query args a variation's permalink carries (attribute_pa_color=blue&attribute_logo=Yes).
	 *
	 * @param array $parent    Variable product.
	 * @param array $variation Attribute label => option name.
	 * @return array
	 */
	private static function variation_query( $parent, $variation ) {
		return array_map( 'rawurlencode', self::variation_attributes( $parent, $variation ) );
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
	 * Reads posted variation attributes as WooCommerce does: each of the product's attributes
	 * is looked up by its key (`attribute_pa_color`), its label (`Color`, or `color`) or its
	 * name (`pa_color`); a taxonomy attribute's value is taken as a slug, a product attribute's
	 * value as typed (so it matches case-sensitively).
	 *
	 * @param array $product   Variable product.
	 * @param array $requested List of { attribute, value }.
	 * @return array<string, string> Attribute key => value, for the attributes that were posted.
	 */
	public static function requested_attributes( $product, $requested ) {
		$posted = array();
		foreach ( (array) $requested as $pair ) {
			if ( is_array( $pair ) && isset( $pair['attribute'] ) && is_scalar( $pair['attribute'] ) ) {
				$posted[ (string) $pair['attribute'] ] = isset( $pair['value'] ) && is_scalar( $pair['value'] ) ? (string) $pair['value'] : '';
			}
		}
		$chosen = array();
		foreach ( $product['attributes'] as $attribute ) {
			$key   = self::attribute_key( $attribute );
			$names = array( $key, $attribute['name'], strtolower( $attribute['name'] ), self::is_taxonomy_attribute( $attribute ) ? $attribute['taxonomy'] : $attribute['name'] );
			foreach ( $names as $name ) {
				if ( array_key_exists( $name, $posted ) ) {
					$chosen[ $key ] = self::is_taxonomy_attribute( $attribute ) ? sanitize_title( $posted[ $name ] ) : html_entity_decode( sanitize_text_field( $posted[ $name ] ), ENT_QUOTES, 'UTF-8' );
					break;
				}
			}
		}
		return $chosen;
	}

	/**
	 * Finds the variation of a variable product that has exactly the chosen attribute values.
	 *
	 * @param array $product Variable product.
	 * @param array $chosen  Attribute key => value (requested_attributes()).
	 * @return array|null
	 */
	public static function find_variation( $product, $chosen ) {
		foreach ( self::variations( $product ) as $variation ) {
			$attributes = self::variation_attributes( $product, $variation['variation'] );
			$matches    = true;
			foreach ( $attributes as $key => $value ) {
				if ( ! isset( $chosen[ $key ] ) || $chosen[ $key ] !== $value ) {
					$matches = false;
					break;
				}
			}
			if ( $matches && $attributes ) {
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

	/** Stock at or below which the shop shows "N left in stock" (WooCommerce's low stock amount). */
	const LOW_STOCK_AMOUNT = 5;

	/** The most of one product a cart may hold when nothing else limits it (as in WooCommerce). */
	const MAX_QUANTITY = 9999;

	/**
	 * Stock left that the shop shows as "N left in stock": the stock of a product that tracks it
	 * once it is at or below the low stock amount (never below 0), as WooCommerce shows it.
	 *
	 * @param array $product Product.
	 * @return int|null
	 */
	public static function low_stock_remaining( $product ) {
		if ( null === $product['stock'] || $product['stock'] > self::LOW_STOCK_AMOUNT ) {
			return null;
		}
		return max( 0, (int) $product['stock'] );
	}

	/**
	 * Quantity limits of a product in the cart, worked out as WooCommerce does: the product's
	 * own limits (or 1, 9999 and 1), the maximum narrowed to the stock of a product that tracks
	 * it without backorders, 1 for a product sold individually (then not editable); the minimum
	 * rounded up and the maximum down to the multiple.
	 *
	 * @param array $product Product.
	 * @return array{minimum:int, maximum:int, multiple_of:int, editable:bool}
	 */
	public static function quantity_limits( $product ) {
		$own      = is_array( $product['limits'] ) ? $product['limits'] : array();
		$minimum  = max( 1, (int) ( $own['minimum'] ?? 1 ) );
		$maximum  = (int) ( $own['maximum'] ?? 0 );
		$multiple = max( 1, (int) ( $own['multiple_of'] ?? 1 ) );
		if ( $product['sold_individually'] ) {
			$maximum = 1;
		}
		$caps = array( $maximum > 0 ? $maximum : self::MAX_QUANTITY );
		if ( null !== $product['stock'] && ! $product['backorders'] ) {
			$caps[] = max( 0, (int) $product['stock'] );
		}
		$maximum = min( array_filter( $caps ) );
		$minimum = max( $multiple, (int) ( ceil( $minimum / $multiple ) * $multiple ) );
		$maximum = max( $minimum, (int) ( floor( $maximum / $multiple ) * $multiple ) );
		return array(
			'minimum'     => $minimum,
			'maximum'     => $maximum,
			'multiple_of' => $multiple,
			'editable'    => ! $product['sold_individually'],
		);
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
	 * Product categories in the Store API `/products/categories` shape. A category's count leaves
	 * out hidden products, as WooCommerce's product counts do.
	 *
	 * @param array $args page, per_page (0 for all), hide_empty, orderby (name, slug, count),
	 *                    order, parent (null for any).
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
				'count'        => self::visible_count( (int) $term->term_id ),
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
	 * How many products of a category the shop shows (hidden products left out).
	 *
	 * @param int $term_id Category id.
	 * @return int
	 */
	private static function visible_count( $term_id ) {
		$count = 0;
		foreach ( self::query_ids( array( 'tax_query' => self::category_query( (string) $term_id ) ) ) as $id ) { // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- a catalogue of at most 100 products.
			$product = self::get( $id );
			if ( $product && 'hidden' !== $product['visibility'] ) {
				++$count;
			}
		}
		return $count;
	}

	/**
	 * Ids of published top-level products for a WP_Query, in id order.
	 *
	 * @param array $args Extra WP_Query args.
	 * @return int[]
	 */
	private static function query_ids( $args ) {
		$query = new WP_Query(
			array_merge(
				array(
					'post_type'      => self::POST_TYPE,
					'post_parent'    => 0,
					'post_status'    => 'publish',
					'orderby'        => 'ID',
					'order'          => 'ASC',
					'posts_per_page' => 100,
					'fields'         => 'ids',
					'no_found_rows'  => true,
				),
				$args
			)
		);
		return array_map( 'intval', $query->posts );
	}

	/**
	 * WP_Query ordering for a Store API `orderby` / `order`, as WooCommerce orders its catalogue:
	 * every ordering follows `order` (descending unless asked to ascend), date and modified with
	 * ties by id, menu order with ties by title; `include` without ids orders by id ascending.
	 * Price, popularity and rating are ordered after loading (see sort()).
	 *
	 * @param string $orderby An orderby of the route.
	 * @param string $order   asc or desc.
	 * @return array{orderby: string, order: string}
	 */
	private static function ordering( $orderby, $order ) {
		$order = 'asc' === strtolower( $order ) ? 'ASC' : 'DESC';
		$map   = array(
			'date'          => 'date ID',
			'modified'      => 'modified ID',
			'id'            => 'ID',
			'title'         => 'title',
			'slug'          => 'name',
			'menu_order'    => 'menu_order title',
			'comment_count' => 'comment_count ID',
		);
		if ( 'include' === $orderby ) {
			return array(
				'orderby' => 'ID',
				'order'   => 'ASC',
			);
		}
		return array(
			'orderby' => $map[ $orderby ] ?? 'ID',
			'order'   => $order,
		);
	}

	/**
	 * The tax query of a Store API `category` argument: comma-separated term ids or slugs (the
	 * first one decides which, as in WooCommerce); a product in any of them (or their children)
	 * matches.
	 *
	 * @param string $category Ids or slugs, comma-separated.
	 * @return array Tax query ('' category: none).
	 */
	private static function category_query( $category ) {
		$terms = array_values( array_filter( array_map( 'trim', explode( ',', $category ) ), 'strlen' ) );
		if ( ! $terms ) {
			return array();
		}
		$by_id = ctype_digit( $terms[0] );
		return array(
			array(
				'taxonomy' => self::TAXONOMY,
				'field'    => $by_id ? 'term_id' : 'slug',
				'terms'    => $by_id ? array_map( 'absint', $terms ) : array_map( 'sanitize_title', $terms ),
				'operator' => 'IN',
			),
		);
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
	 * Orders loaded products where WordPress cannot: by price (ascending by the lowest price,
	 * descending by the highest; ties by id the same way), by popularity (most sold first) or by
	 * rating (best rated first; the demo has no reviews), ties by newest id; as WooCommerce's
	 * lookup table orders them.
	 *
	 * @param array[] $products Products.
	 * @param string  $orderby  price, popularity or rating.
	 * @param string  $order    asc or desc.
	 * @return array[]
	 */
	private static function sort( $products, $orderby, $order ) {
		$descending = 'asc' !== strtolower( $order );
		usort(
			$products,
			static function ( $a, $b ) use ( $orderby, $descending ) {
				if ( 'price' === $orderby ) {
					$range_a = self::price_range( $a );
					$range_b = self::price_range( $b );
					return $descending
						? array( $range_b[1], $b['id'] ) <=> array( $range_a[1], $a['id'] )
						: array( $range_a[0], $a['id'] ) <=> array( $range_b[0], $b['id'] );
				}
				$sales = 'popularity' === $orderby ? array( self::total_sales( $b['id'] ), self::total_sales( $a['id'] ) ) : array( 0, 0 );
				return array( $sales[0], $b['id'] ) <=> array( $sales[1], $a['id'] );
			}
		);
		return $products;
	}

	/**
	 * How many of a product (its variations included) placed orders hold.
	 *
	 * @param int $id Product id.
	 * @return int
	 */
	public static function total_sales( $id ) {
		return (int) get_post_meta( $id, 'total_sales', true );
	}

	/**
	 * Takes an order's items out of stock, as WooCommerce holds and then reduces it: every
	 * product that keeps stock (without backorders) must have enough left, or nothing is taken.
	 * Runs under the shop-wide stock lock, so two checkouts racing for the last item cannot both
	 * have it.
	 *
	 * @param array $order Order.
	 * @throws Kassa_Store_Exception 403 woocommerce_product_not_enough_stock (WooCommerce's).
	 */
	public static function take_stock( array $order ) {
		Kassa_Store_Session::locked(
			static function () use ( $order ) {
				$needed = self::stock_needed( $order );
				foreach ( $needed as $id => $quantity ) {
					$product = self::stored( $id );
					if ( $product['stock'] < $quantity ) {
						/* translators: %s: product name */
						throw new Kassa_Store_Exception( 'woocommerce_product_not_enough_stock', sprintf( esc_html__( 'Not enough units of %s are available in stock to fulfil this order.', 'kassa' ), esc_html( get_the_title( $id ) ) ), 403 );
					}
				}
				foreach ( $needed as $id => $quantity ) {
					self::add_stock( $id, -$quantity );
				}
			},
			'stock'
		);
	}

	/**
	 * Puts back what take_stock() took (the payment failed).
	 *
	 * @param array $order Order.
	 */
	public static function return_stock( array $order ) {
		Kassa_Store_Session::locked(
			static function () use ( $order ) {
				foreach ( self::stock_needed( $order ) as $id => $quantity ) {
					self::add_stock( $id, $quantity );
				}
			},
			'stock'
		);
	}

	/**
	 * How much of each product that keeps stock (without backorders) an order takes.
	 *
	 * @param array $order Order.
	 * @return array<int, int> Product id => quantity.
	 */
	private static function stock_needed( array $order ) {
		$needed = array();
		foreach ( $order['items'] as $item ) {
			$product = self::get( $item['product_id'] );
			if ( $product && null !== $product['stock'] && ! $product['backorders'] ) {
				$needed[ $product['id'] ] = ( $needed[ $product['id'] ] ?? 0 ) + (int) $item['quantity'];
			}
		}
		return $needed;
	}

	/**
	 * A product's stored data as it is now in the database (not this request's copy).
	 *
	 * @param int $id Product id.
	 * @return array
	 */
	private static function stored( $id ) {
		wp_cache_delete( $id, 'post_meta' );
		$data = get_post_meta( $id, self::META_KEY, true );
		return array_merge( array( 'stock' => null ), is_array( $data ) ? $data : array() );
	}

	/**
	 * Changes a product's stored stock.
	 *
	 * @param int $id     Product id.
	 * @param int $change How much to add (negative: take).
	 */
	private static function add_stock( $id, $change ) {
		$data          = self::stored( $id );
		$data['stock'] = (int) $data['stock'] + $change;
		update_post_meta( $id, self::META_KEY, $data );
	}

	/**
	 * Counts a placed order's items as sold (a variation counts for its product), as WooCommerce
	 * does for popularity.
	 *
	 * @param array $order Order.
	 */
	public static function record_sales( array $order ) {
		foreach ( $order['items'] as $item ) {
			$product = self::get( $item['product_id'] );
			if ( $product ) {
				$id = $product['parent_id'] ? $product['parent_id'] : $product['id'];
				update_post_meta( $id, 'total_sales', self::total_sales( $id ) + (int) $item['quantity'] );
			}
		}
	}

	/**
	 * Products for a listing, as WooCommerce's `GET /products` lists them: every published
	 * product (hidden ones too) unless `catalog_visibility` narrows it ('catalog' leaves hidden
	 * products out, 'hidden' lists only them); newest first unless ordered otherwise. A slug
	 * finds variations too.
	 *
	 * @param int    $page       1-based page.
	 * @param int    $per_page   Page size.
	 * @param string $visibility '' (any), any, catalog, visible, search or hidden.
	 * @param string $slug       Only the product with this slug ('' for all).
	 * @param array  $sort       orderby (one of the route's), order (asc or desc), category
	 *                           (ids or slugs, comma-separated; '' for all).
	 * @return array{products: array[], total: int}
	 */
	public static function list_visible( $page, $per_page, $visibility = '', $slug = '', $sort = array() ) {
		$sort     = array_merge(
			array(
				'orderby'  => 'date',
				'order'    => 'desc',
				'category' => '',
			),
			$sort
		);
		$ordering = self::ordering( $sort['orderby'], $sort['order'] );
		$args     = array(
			'orderby'   => $ordering['orderby'],
			'order'     => $ordering['order'],
			'name'      => $slug,
			'tax_query' => self::category_query( (string) $sort['category'] ), // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_tax_query -- a catalogue of at most 100 products.
		);
		if ( '' !== $slug ) {
			// Any parent: a variation's slug finds the variation.
			$args['post_parent'] = '';
		}
		$allowed  = array(
			'catalog' => array( 'visible', 'catalog' ),
			'visible' => array( 'visible' ),
			'search'  => array( 'visible', 'search' ),
			'hidden'  => array( 'hidden' ),
		);
		$products = array();
		foreach ( self::query_ids( $args ) as $id ) {
			$product = self::get( $id );
			if ( $product && ( ! isset( $allowed[ $visibility ] ) || in_array( $product['visibility'], $allowed[ $visibility ], true ) ) ) {
				$products[] = $product;
			}
		}
		if ( in_array( $sort['orderby'], array( 'price', 'popularity', 'rating' ), true ) ) {
			$products = self::sort( $products, $sort['orderby'], $sort['order'] );
		}
		return array(
			'products' => array_slice( $products, ( $page - 1 ) * $per_page, $per_page ),
			'total'    => count( $products ),
		);
	}
}
