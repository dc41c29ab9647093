<?php
/**
 * The demo shop's catalogue on WooCommerce, from the shop's data (kassa_shop_catalogue(),
 * kassa_shop_categories()): product categories, products, variations, prices (entered without
 * tax), stock and publish dates. A product's
 * quantity limits and cart item data are kept in its meta, which demo-shop.php reads.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the product categories, then the products in catalogue order, each followed by its
 * variations (variations take their places in the order too).
 */
function kassa_seed_woocommerce_catalogue() {
	// Categories are counted once at the end rather than at every product save.
	wp_defer_term_counting( true );
	$categories = kassa_seed_woocommerce_categories();
	$order      = 0;
	$products   = array();
	foreach ( kassa_shop_catalogue() as $slug => $fields ) {
		$product           = kassa_seed_woocommerce_product( $slug, $fields, $categories, ++$order );
		$products[ $slug ] = $product;
		$changed = false;
		foreach ( $fields['variations'] ?? array() as $variation ) {
			$changed = kassa_seed_woocommerce_variation( $product, $fields['data']['attributes'], $variation, ++$order ) || $changed;
		}
		if ( $changed ) {
			// The variable product's price range and stock follow its variations.
			WC_Product_Variable::sync( $product->get_id() );
		}
	}
	wp_defer_term_counting( false );
	kassa_seed_woocommerce_cross_sells( kassa_shop_catalogue(), $products );
}

/**
 * Gives each product its cross-sells (the catalogue names them by slug), once every product
 * exists.
 *
 * @param array                     $catalogue The catalogue.
 * @param array<string, WC_Product> $products  The seeded products, by slug.
 */
function kassa_seed_woocommerce_cross_sells( array $catalogue, array $products ) {
	foreach ( $catalogue as $slug => $fields ) {
		$products[ $slug ]->set_cross_sell_ids(
			array_map(
				static function ( $cross_sell ) use ( $products ) {
					return $products[ $cross_sell ]->get_id();
				},
				$fields['cross_sells'] ?? array()
			)
		);
		kassa_seed_woocommerce_save( $products[ $slug ] );
	}
}

/**
 * Creates the product categories (or corrects their name and description) by slug.
 *
 * @return array<string, int> Slug => term id.
 */
function kassa_seed_woocommerce_categories() {
	$ids = array();
	foreach ( kassa_shop_categories() as $slug => $category ) {
		$term = get_term_by( 'slug', $slug, 'product_cat' );
		if ( ! $term ) {
			$inserted = wp_insert_term( $category['name'], 'product_cat', array_merge( array( 'slug' => $slug ), $category ) );
			if ( ! is_wp_error( $inserted ) ) {
				$ids[ $slug ] = (int) $inserted['term_id'];
			}
			continue;
		}
		if ( $term->name !== $category['name'] || $term->description !== $category['description'] ) {
			wp_update_term( $term->term_id, 'product_cat', $category );
		}
		$ids[ $slug ] = (int) $term->term_id;
	}
	return $ids;
}

/**
 * Creates a product (or corrects it), found by its SKU.
 *
 * @param string $slug       Slug.
 * @param array  $fields     title, excerpt, content, categories and data, as the catalogue has them.
 * @param array  $categories Category slug => term id.
 * @param int    $order      Position in the catalogue.
 * @return WC_Product
 */
function kassa_seed_woocommerce_product( $slug, array $fields, array $categories, $order ) {
	$data     = $fields['data'];
	$variable = 'variable' === ( $data['type'] ?? 'simple' );
	$product  = kassa_seed_woocommerce_find_product( $data['sku'], $variable ? 'WC_Product_Variable' : 'WC_Product_Simple' );
	$product->set_props(
		array(
			'name'               => $fields['title'],
			'slug'               => $slug,
			'status'             => 'publish',
			'description'        => $fields['content'],
			'short_description'  => $fields['excerpt'],
			'sku'                => $data['sku'],
			'menu_order'         => $order,
			'catalog_visibility' => $data['visibility'] ?? 'visible',
			'virtual'            => ! empty( $data['virtual'] ),
			'sold_individually'  => ! empty( $data['sold_individually'] ),
			'weight'             => (string) ( $data['weight'] ?? '' ),
			'shipping_class_id'  => kassa_seed_woocommerce_shipping_class_id( $data['shipping_class'] ?? '' ),
			'image_id'           => kassa_seed_woocommerce_image( $data['image'] ?? '' ),
		)
	);
	if ( $variable ) {
		kassa_seed_woocommerce_product_attributes( $product, $data['attributes'] );
	} else {
		kassa_seed_woocommerce_prices( $product, $data );
	}
	kassa_seed_woocommerce_stock( $product, $data );
	kassa_seed_woocommerce_product_categories( $product, array_values( array_intersect_key( $categories, array_flip( $fields['categories'] ) ) ) );
	kassa_seed_woocommerce_publish_date( $product, $order );
	$limits    = kassa_seed_woocommerce_product_meta( $product, '_kassa_quantity_limits', $data['limits'] ?? null );
	$item_data = kassa_seed_woocommerce_product_meta( $product, '_kassa_item_data', $data['item_data'] ?? null );
	kassa_seed_woocommerce_save( $product, $limits || $item_data );
	return $product;
}

/**
 * Creates a variation of a variable product (or corrects it), found by its SKU.
 *
 * @param WC_Product $parent     The variable product.
 * @param array      $attributes The variable product's attributes, as the catalogue has them.
 * @param array      $variation  sku, prices and variation (attribute name => value).
 * @param int        $order      Position in the catalogue.
 * @return bool Whether it was saved.
 */
function kassa_seed_woocommerce_variation( WC_Product $parent, array $attributes, array $variation, $order ) {
	$product = kassa_seed_woocommerce_find_product( $variation['sku'], 'WC_Product_Variation' );
	$values  = array();
	foreach ( $attributes as $attribute ) {
		$value = $variation['variation'][ $attribute['name'] ];
		if ( kassa_seed_woocommerce_is_global_attribute( $attribute ) ) {
			$values[ $attribute['taxonomy'] ] = sanitize_title( $value );
		} else {
			$values[ sanitize_title( $attribute['name'] ) ] = $value;
		}
	}
	$product->set_props(
		array(
			'parent_id'  => $parent->get_id(),
			'status'     => 'publish',
			'sku'        => $variation['sku'],
			'menu_order' => $order,
			'attributes' => $values,
			'image_id'   => kassa_seed_woocommerce_image( $variation['image'] ?? '' ),
		)
	);
	kassa_seed_woocommerce_prices( $product, $variation );
	return kassa_seed_woocommerce_save( $product );
}

/**
 * The product with a SKU, or a new one of a class.
 *
 * @param string $sku   SKU.
 * @param string $class Product class for a new product.
 * @return WC_Product
 */
function kassa_seed_woocommerce_find_product( $sku, $class ) {
	$id = wc_get_product_id_by_sku( $sku );
	return $id ? wc_get_product( $id ) : new $class();
}

/**
 * The term id of a shipping class.
 *
 * @param string $slug Shipping class slug ('' for none).
 * @return int 0 for none.
 */
function kassa_seed_woocommerce_shipping_class_id( $slug ) {
	$term = '' === $slug ? false : get_term_by( 'slug', $slug, 'product_shipping_class' );
	return $term ? (int) $term->term_id : 0;
}

/**
 * Sets the regular and sale prices (the catalogue's are in pence).
 *
 * @param WC_Product $product Product.
 * @param array      $data    regular_price, optional sale_price.
 */
function kassa_seed_woocommerce_prices( WC_Product $product, array $data ) {
	$product->set_regular_price( kassa_seed_woocommerce_decimal( $data['regular_price'] ) );
	$product->set_sale_price( isset( $data['sale_price'] ) ? kassa_seed_woocommerce_decimal( $data['sale_price'] ) : '' );
}

/**
 * Sets the stock: counted when the catalogue gives a quantity (WooCommerce then works out the
 * stock status, "on backorder" at 0 when backorders are allowed), else simply in stock.
 * Backorders are allowed with a notice, so the shopper sees the backorder badge.
 *
 * @param WC_Product $product Product.
 * @param array      $data    Optional stock and backorders.
 */
function kassa_seed_woocommerce_stock( WC_Product $product, array $data ) {
	$managed = isset( $data['stock'] );
	$product->set_manage_stock( $managed );
	$product->set_backorders( empty( $data['backorders'] ) ? 'no' : 'notify' );
	if ( $managed ) {
		$product->set_stock_quantity( $data['stock'] );
	} else {
		$product->set_stock_status( 'instock' );
	}
}

/**
 * Sets a product's categories unless it is in exactly those.
 *
 * @param WC_Product $product Product.
 * @param int[]      $wanted  Term ids.
 */
function kassa_seed_woocommerce_product_categories( WC_Product $product, array $wanted ) {
	$held = $product->get_category_ids();
	if ( array_diff( $wanted, $held ) || array_diff( $held, $wanted ) ) {
		$product->set_category_ids( $wanted );
	}
}

/**
 * Sets the publish date: a day apart in catalogue order from the first of January 2025, so that
 * sorting by date gives the catalogue's order, reversed.
 *
 * @param WC_Product $product Product.
 * @param int        $order   Position in the catalogue.
 */
function kassa_seed_woocommerce_publish_date( WC_Product $product, $order ) {
	$date = strtotime( '2025-01-01 09:00:00 UTC' ) + $order * DAY_IN_SECONDS;
	$held = $product->get_date_created();
	if ( ! $held || $held->getTimestamp() !== $date ) {
		$product->set_date_created( $date );
	}
}

/**
 * Sets the attributes of a variable product unless it has those already.
 *
 * @param WC_Product $product    Variable product.
 * @param array      $attributes List of { name, taxonomy, options }: a taxonomy starting with
 *                               pa_ makes a global attribute, any other a product's own.
 */
function kassa_seed_woocommerce_product_attributes( WC_Product $product, array $attributes ) {
	$wanted = array();
	foreach ( $attributes as $position => $attribute ) {
		$wc_attribute = new WC_Product_Attribute();
		if ( kassa_seed_woocommerce_is_global_attribute( $attribute ) ) {
			$wc_attribute->set_id( kassa_seed_woocommerce_global_attribute( $attribute ) );
			$wc_attribute->set_name( $attribute['taxonomy'] );
			$wc_attribute->set_options( kassa_seed_woocommerce_attribute_terms( $attribute ) );
		} else {
			$wc_attribute->set_name( $attribute['name'] );
			$wc_attribute->set_options( $attribute['options'] );
		}
		$wc_attribute->set_position( $position );
		$wc_attribute->set_visible( true );
		$wc_attribute->set_variation( true );
		$wanted[] = $wc_attribute;
	}
	if ( kassa_seed_woocommerce_attributes_data( $product->get_attributes() ) !== kassa_seed_woocommerce_attributes_data( $wanted ) ) {
		$product->set_attributes( $wanted );
	}
}

/**
 * Attributes as comparable data (options in any order).
 *
 * @param WC_Product_Attribute[] $attributes Attributes.
 * @return array[]
 */
function kassa_seed_woocommerce_attributes_data( array $attributes ) {
	$data = array();
	foreach ( $attributes as $attribute ) {
		$row = $attribute->get_data();
		sort( $row['options'] );
		$data[] = $row;
	}
	return $data;
}

/**
 * Whether a catalogue attribute is a global one (a pa_ taxonomy).
 *
 * @param array $attribute { name, taxonomy, options }.
 * @return bool
 */
function kassa_seed_woocommerce_is_global_attribute( array $attribute ) {
	return 0 === strpos( $attribute['taxonomy'], 'pa_' );
}

/**
 * Creates a global attribute unless it exists, and registers its taxonomy for this request
 * (WooCommerce registers its attributes' taxonomies at init, before the seed runs).
 *
 * @param array $attribute { name, taxonomy }.
 * @return int Attribute id.
 */
function kassa_seed_woocommerce_global_attribute( array $attribute ) {
	$id = wc_attribute_taxonomy_id_by_name( $attribute['taxonomy'] );
	if ( ! $id ) {
		$id = wc_create_attribute(
			array(
				'name' => $attribute['name'],
				'slug' => $attribute['taxonomy'],
			)
		);
	}
	if ( ! taxonomy_exists( $attribute['taxonomy'] ) ) {
		register_taxonomy( $attribute['taxonomy'], array( 'product', 'product_variation' ), array( 'hierarchical' => false ) );
	}
	return is_wp_error( $id ) ? 0 : (int) $id;
}

/**
 * Creates a global attribute's terms unless they exist.
 *
 * @param array $attribute { taxonomy, options }.
 * @return int[] Term ids, in the options' order.
 */
function kassa_seed_woocommerce_attribute_terms( array $attribute ) {
	$ids = array();
	foreach ( $attribute['options'] as $option ) {
		$term = get_term_by( 'name', $option, $attribute['taxonomy'] );
		if ( $term ) {
			$ids[] = (int) $term->term_id;
			continue;
		}
		$inserted = wp_insert_term( $option, $attribute['taxonomy'] );
		if ( ! is_wp_error( $inserted ) ) {
			$ids[] = (int) $inserted['term_id'];
		}
	}
	return $ids;
}

/**
 * Sets (or, for null, deletes) a meta value unless the product holds that already.
 *
 * @param WC_Product $product Product.
 * @param string     $key     Meta key.
 * @param mixed      $value   Value, or null for none.
 * @return bool Whether it changed.
 */
function kassa_seed_woocommerce_product_meta( WC_Product $product, $key, $value ) {
	if ( $product->get_meta( $key ) === ( $value ?? '' ) ) {
		return false;
	}
	if ( null === $value ) {
		$product->delete_meta_data( $key );
	} else {
		$product->update_meta_data( $key, $value );
	}
	return true;
}

/**
 * A product image of the shop (bin/lib/woocommerce/images/<name>.svg) as a media library
 * attachment, made once: the file is copied to the uploads folder and described as 600 px
 * square with a 300 px size (the same drawing), so WordPress gives it a srcset as it does photos.
 *
 * @param string $name Image name, e.g. 'beanie'; '' for none.
 * @return int Attachment id, or 0.
 */
function kassa_seed_woocommerce_image( $name ) {
	if ( '' === $name ) {
		return 0;
	}
	$existing = get_posts(
		array(
			'post_type'      => 'attachment',
			'name'           => "kassa-demo-$name",
			'posts_per_page' => 1,
			'fields'         => 'ids',
		)
	);
	if ( $existing ) {
		return (int) $existing[0];
	}
	$uploads = wp_upload_dir();
	$file    = "kassa-demo/$name.svg";
	wp_mkdir_p( $uploads['basedir'] . '/kassa-demo' );
	copy( __DIR__ . "/images/$name.svg", $uploads['basedir'] . "/$file" );
	$id = wp_insert_attachment(
		array(
			'post_title'     => ucwords( str_replace( '-', ' ', $name ) ),
			'post_name'      => "kassa-demo-$name",
			'post_mime_type' => 'image/svg+xml',
			'post_status'    => 'inherit',
		),
		$uploads['basedir'] . "/$file"
	);
	wp_update_attachment_metadata(
		$id,
		array(
			'width'  => 600,
			'height' => 600,
			'file'   => $file,
			'sizes'  => array(
				'woocommerce_thumbnail' => array(
					'file'      => "$name.svg",
					'width'     => 300,
					'height'    => 300,
					'mime-type' => 'image/svg+xml',
				),
			),
		)
	);
	update_post_meta( $id, '_wp_attachment_image_alt', ucwords( str_replace( '-', ' ', $name ) ) );
	return (int) $id;
}
