<?php
/**
 * Seeds the demo shop: the catalogue (one product for every case the blocks render), coupons,
 * shop settings and a customer with saved cards and an address. Idempotent: bin/lib/seed.php
 * calls it on every start, and a second call changes nothing.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * The catalogue: slug => post fields and product data. Prices in pence, excluding tax.
 *
 * @return array<string, array>
 */
function kassa_store_api_catalogue() {
	$long = '<h3>Made to last</h3><p>Our <strong>classic album</strong> comes pressed on 180&nbsp;g vinyl with a gatefold sleeve, a printed inner sleeve with <em>all the lyrics</em>, and a download code.</p><ul><li>12 tracks, 46 minutes</li><li>Remastered from the original tapes</li><li>Limited pressing of 2,000 copies</li></ul><p>Side A opens with the single that started it all, followed by the long instrumental pieces the band is known for. Side B collects the quieter songs, recorded live in a single take in an old church hall, where you can still hear the room breathe between the notes.</p><p>Every copy is numbered by hand. <a href="https://example.com/liner-notes">Read the liner notes</a> for the story behind the record.</p>';
	return array(
		'beanie'               => array(
			'title'      => 'Beanie',
			'excerpt'    => 'A warm knitted beanie, now on sale.',
			'content'    => 'A soft knitted beanie in merino wool.',
			'categories' => array( 'clothing', 'accessories', 'hats', 'knitwear', 'sale', 'winter' ),
			'data'       => array(
				'sku'           => 'kassa-beanie',
				'regular_price' => 2000,
				'sale_price'    => 1800,
				'image'         => 'beanie',
				'weight'        => 0.2,
			),
		),
		'hoodie'               => array(
			'title'      => 'Hoodie',
			'excerpt'    => 'A hoodie in two colours, with or without a logo.',
			'content'    => 'A heavyweight cotton hoodie.',
			'categories' => array( 'clothing', 'sale', 'winter' ),
			'data'       => array(
				'type'          => 'variable',
				'sku'           => 'kassa-hoodie',
				'regular_price' => 4500,
				'image'         => 'hoodie-red',
				'weight'        => 0.6,
				'attributes'    => array(
					array(
						'name'     => 'Color',
						'taxonomy' => 'pa_color',
						'options'  => array( 'Red', 'Blue' ),
					),
					array(
						'name'     => 'Logo',
						'taxonomy' => 'logo',
						'options'  => array( 'Yes', 'No' ),
					),
				),
			),
			'variations' => array(
				'hoodie-red-no'   => array(
					'sku'           => 'kassa-hoodie-red-no',
					'regular_price' => 4500,
					'sale_price'    => 4200,
					'image'         => 'hoodie-red',
					'variation'     => array(
						'Color' => 'Red',
						'Logo'  => 'No',
					),
				),
				'hoodie-red-yes'  => array(
					'sku'           => 'kassa-hoodie-red-yes',
					'regular_price' => 4500,
					'image'         => 'hoodie-red',
					'variation'     => array(
						'Color' => 'Red',
						'Logo'  => 'Yes',
					),
				),
				'hoodie-blue-no'  => array(
					'sku'           => 'kassa-hoodie-blue-no',
					'regular_price' => 4500,
					'image'         => 'hoodie-blue',
					'variation'     => array(
						'Color' => 'Blue',
						'Logo'  => 'No',
					),
				),
				'hoodie-blue-yes' => array(
					'sku'           => 'kassa-hoodie-blue-yes',
					'regular_price' => 4800,
					'image'         => 'hoodie-blue',
					'variation'     => array(
						'Color' => 'Blue',
						'Logo'  => 'Yes',
					),
				),
			),
		),
		'sunglasses'           => array(
			'title'      => 'Sunglasses',
			'excerpt'    => 'One pair per order.',
			'content'    => 'Polarised sunglasses, sold individually.',
			'categories' => array( 'accessories', 'summer' ),
			'data'       => array(
				'sku'               => 'kassa-sunglasses',
				'regular_price'     => 9000,
				'sold_individually' => true,
				'image'             => 'sunglasses',
				'weight'            => 0.1,
			),
		),
		'cap'                  => array(
			'title'      => 'Cap',
			'excerpt'    => 'Almost sold out.',
			'content'    => 'A six-panel cotton cap.',
			'categories' => array( 'accessories', 'hats', 'summer' ),
			'data'       => array(
				'sku'           => 'kassa-cap',
				'regular_price' => 1600,
				'stock'         => 3,
				'image'         => 'cap',
				'weight'        => 0.1,
			),
		),
		'lamp'                 => array(
			'title'      => 'Floor Lamp',
			'excerpt'    => 'Out of stock: order now, we ship when it arrives.',
			'content'    => 'A tall brass floor lamp.',
			'categories' => array( 'home', 'lighting' ),
			'data'       => array(
				'sku'            => 'kassa-lamp',
				'regular_price'  => 12000,
				'stock'          => 0,
				'backorders'     => true,
				'shipping_class' => 'bulky',
				'image'          => 'lamp',
				'weight'         => 6,
			),
		),
		'socks'                => array(
			'title'      => 'Socks',
			'excerpt'    => 'Sold in pairs of two, 2 to 10 per order.',
			'content'    => 'Organic cotton socks.',
			'categories' => array( 'clothing', 'essentials' ),
			'data'       => array(
				'sku'           => 'kassa-socks',
				'regular_price' => 500,
				'limits'        => array(
					'minimum'     => 2,
					'maximum'     => 10,
					'multiple_of' => 2,
				),
				'image'         => 'socks',
				'weight'        => 0.05,
			),
		),
		'secret-mug'           => array(
			'title'      => 'Secret Mug',
			'excerpt'    => 'Only for those who know the link.',
			'content'    => 'A hidden product: not listed in the shop.',
			'categories' => array( 'home', 'gifts' ),
			'data'       => array(
				'sku'           => 'kassa-secret-mug',
				'regular_price' => 1200,
				'visibility'    => 'hidden',
				'image'         => 'mug',
				'weight'        => 0.4,
			),
		),
		'personalised-t-shirt' => array(
			'title'      => 'Personalised T-Shirt',
			'excerpt'    => 'Printed with your name, gift-wrapped.',
			'content'    => 'A T-shirt printed with the name of your choice.',
			'categories' => array( 'clothing', 'personalised', 'gifts', 'summer' ),
			'data'       => array(
				'sku'           => 'kassa-tshirt',
				'regular_price' => 2500,
				'image'         => 'tshirt',
				'weight'        => 0.2,
				'item_data'     => array(
					array(
						'name'   => 'Print',
						'value'  => 'Kassa',
						'hidden' => false,
					),
					array(
						'key'     => 'Gift wrap',
						'display' => 'Yes',
						'hidden'  => false,
					),
					array(
						'name'      => 'Internal reference',
						'value'     => 'T-42',
						'hidden'    => true,
						'className' => 'kassa-item-data--internal',
					),
				),
			),
		),
		'album'                => array(
			'title'      => 'Album',
			'excerpt'    => '<p>The <strong>classic</strong> record, remastered.</p>',
			'content'    => $long,
			'categories' => array( 'music', 'vinyl', 'gifts' ),
			'data'       => array(
				'sku'           => 'kassa-album',
				'regular_price' => 2200,
				'image'         => 'album',
				'weight'        => 0.3,
			),
		),
		'e-book'               => array(
			'title'      => 'E-book',
			'excerpt'    => 'A download: nothing to ship.',
			'content'    => 'The Kassa cookbook as an e-book.',
			'categories' => array( 'digital', 'books' ),
			'data'       => array(
				'sku'           => 'kassa-ebook',
				'regular_price' => 999,
				'virtual'       => true,
				'image'         => 'ebook',
			),
		),
		'armchair'             => array(
			'title'      => 'Armchair',
			'excerpt'    => 'Ships separately by freight.',
			'content'    => 'A lounge armchair in oak and wool.',
			'categories' => array( 'home', 'furniture' ),
			// Products the cart suggests with it (slugs): the cart's cross-sells.
			'cross_sells' => array( 'lamp' ),
			'data'       => array(
				'sku'            => 'kassa-armchair',
				'regular_price'  => 24900,
				'shipping_class' => 'bulky',
				'image'          => 'armchair',
				'weight'         => 18,
			),
		),
	);
}

/**
 * The product categories: slug => name and description. Every one holds at least one listed
 * product, so the shop's filter (empty categories left out) shows all 17.
 *
 * @return array<string, array{name: string, description: string}>
 */
function kassa_store_api_categories() {
	return array(
		'clothing'     => array(
			'name'        => 'Clothing',
			'description' => 'Tops, knitwear and everyday wear.',
		),
		'accessories'  => array(
			'name'        => 'Accessories',
			'description' => 'Hats, glasses and the finishing touches.',
		),
		'home'         => array(
			'name'        => 'Home',
			'description' => 'Furniture and lighting for the home.',
		),
		'music'        => array(
			'name'        => 'Music',
			'description' => 'Records and more.',
		),
		'digital'      => array(
			'name'        => 'Digital',
			'description' => 'Downloads: nothing to ship.',
		),
		'hats'         => array(
			'name'        => 'Hats',
			'description' => '',
		),
		'knitwear'     => array(
			'name'        => 'Knitwear',
			'description' => '',
		),
		'sale'         => array(
			'name'        => 'Sale',
			'description' => 'Reduced for a limited time.',
		),
		'winter'       => array(
			'name'        => 'Winter',
			'description' => '',
		),
		'summer'       => array(
			'name'        => 'Summer',
			'description' => '',
		),
		'lighting'     => array(
			'name'        => 'Lighting',
			'description' => '',
		),
		'furniture'    => array(
			'name'        => 'Furniture',
			'description' => '',
		),
		'essentials'   => array(
			'name'        => 'Essentials',
			'description' => '',
		),
		'gifts'        => array(
			'name'        => 'Gifts',
			'description' => 'Ideas for presents.',
		),
		'personalised' => array(
			'name'        => 'Personalised',
			'description' => '',
		),
		'vinyl'        => array(
			'name'        => 'Vinyl',
			'description' => '',
		),
		'books'        => array(
			'name'        => 'Books',
			'description' => '',
		),
	);
}

/**
 * Creates the product categories (or updates their name and description) by slug.
 *
 * @return array<string, int> Slug => term id.
 */
function kassa_store_api_seed_categories() {
	$ids = array();
	foreach ( kassa_store_api_categories() as $slug => $category ) {
		$term = get_term_by( 'slug', $slug, Kassa_Store_Catalog::TAXONOMY );
		if ( ! $term ) {
			$inserted = wp_insert_term(
				$category['name'],
				Kassa_Store_Catalog::TAXONOMY,
				array(
					'slug'        => $slug,
					'description' => $category['description'],
				)
			);
			if ( is_wp_error( $inserted ) ) {
				continue;
			}
			$ids[ $slug ] = (int) $inserted['term_id'];
			continue;
		}
		if ( $term->name !== $category['name'] || $term->description !== $category['description'] ) {
			wp_update_term(
				$term->term_id,
				Kassa_Store_Catalog::TAXONOMY,
				array(
					'name'        => $category['name'],
					'description' => $category['description'],
				)
			);
		}
		$ids[ $slug ] = (int) $term->term_id;
	}
	return $ids;
}

/**
 * Creates a product post (or updates its data) by slug; returns its id.
 *
 * @param string $slug   Slug.
 * @param array  $fields title, excerpt, content, data.
 * @param int    $parent Parent product id for variations.
 * @param int    $order  Menu order (also sets the publish date: a day apart per product).
 * @return int
 */
function kassa_store_api_seed_product( $slug, $fields, $parent, $order ) {
	// One day apart in catalogue order, so 'Newest' lists the last product first.
	$date     = gmdate( 'Y-m-d H:i:s', strtotime( '2025-01-01 09:00:00 UTC' ) + $order * DAY_IN_SECONDS );
	$existing = get_posts(
		array(
			'name'           => $slug,
			'post_type'      => Kassa_Store_Catalog::POST_TYPE,
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
		)
	);
	$id       = $existing ? (int) $existing[0] : (int) wp_insert_post(
		array(
			'post_type'    => Kassa_Store_Catalog::POST_TYPE,
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $fields['title'],
			'post_excerpt' => $fields['excerpt'],
			'post_content' => $fields['content'],
			'post_parent'  => $parent,
			'menu_order'   => $order,
			'post_date'    => $date,
		)
	);
	if ( ! $parent && get_post_field( 'post_date', $id ) !== $date ) {
		wp_update_post(
			array(
				'ID'            => $id,
				'post_date'     => $date,
				'post_date_gmt' => get_gmt_from_date( $date ),
			)
		);
	}
	if ( get_post_meta( $id, Kassa_Store_Catalog::META_KEY, true ) !== $fields['data'] ) {
		update_post_meta( $id, Kassa_Store_Catalog::META_KEY, $fields['data'] );
	}
	return $id;
}

/**
 * The demo customer's saved address (billing and shipping alike; the billing address adds the
 * email customer@example.com).
 *
 * @return array<string, string>
 */
function kassa_store_api_customer_address() {
	return array(
		'first_name' => 'Jane',
		'last_name'  => 'Smith',
		'company'    => '',
		'address_1'  => '1 Example Street',
		'address_2'  => 'Flat 2',
		'city'       => 'London',
		'state'      => '',
		'postcode'   => 'SW1A 1AA',
		'country'    => 'GB',
		'phone'      => '020 7946 0000',
	);
}

/**
 * Seeds the shop (idempotent).
 */
function kassa_store_api_seed() {
	Kassa_Store_Catalog::register();
	Kassa_Store_Orders::register();
	$order      = 0;
	$categories = kassa_store_api_seed_categories();
	$ids        = array();
	foreach ( kassa_store_api_catalogue() as $slug => $fields ) {
		$id           = kassa_store_api_seed_product( $slug, $fields, 0, ++$order );
		$ids[ $slug ] = $id;
		$wanted = array_values( array_intersect_key( $categories, array_flip( $fields['categories'] ?? array() ) ) );
		$held   = wp_get_object_terms( $id, Kassa_Store_Catalog::TAXONOMY, array( 'fields' => 'ids' ) );
		if ( ! is_array( $held ) || array_diff( $wanted, $held ) || array_diff( $held, $wanted ) ) {
			wp_set_object_terms( $id, $wanted, Kassa_Store_Catalog::TAXONOMY );
		}
		foreach ( $fields['variations'] ?? array() as $variation_slug => $variation ) {
			kassa_store_api_seed_product(
				$variation_slug,
				array(
					'title'   => $fields['title'],
					'excerpt' => '',
					'content' => '',
					'data'    => array_merge( array( 'type' => 'variation' ), $variation ),
				),
				$id,
				++$order
			);
		}
	}

	// Cross-sells by id, now that every product has one: a cart reads them without a lookup.
	foreach ( kassa_store_api_catalogue() as $slug => $fields ) {
		$cross_sells = array_map(
			static function ( $cross_sell ) use ( $ids ) {
				return $ids[ $cross_sell ];
			},
			$fields['cross_sells'] ?? array()
		);
		if ( get_post_meta( $ids[ $slug ], Kassa_Store_Catalog::CROSS_SELLS_META_KEY, true ) !== $cross_sells ) {
			update_post_meta( $ids[ $slug ], Kassa_Store_Catalog::CROSS_SELLS_META_KEY, $cross_sells );
		}
	}

	$coupons = array(
		'save10'     => array(
			'discount_type' => 'percent',
			'amount'        => 10,
		),
		'fiver'      => array(
			'discount_type' => 'fixed_cart',
			'amount'        => 500,
		),
		'freeship'   => array(
			'discount_type' => 'fixed_cart',
			'amount'        => 0,
			'free_shipping' => true,
		),
		'expired'    => array(
			'discount_type' => 'percent',
			'amount'        => 20,
			'expires'       => '2020-01-01',
		),
		'bigspender' => array(
			'discount_type' => 'percent',
			'amount'        => 15,
			'minimum_spend' => 10000,
		),
	);
	if ( get_option( Kassa_Store_Coupons::OPTION ) !== $coupons ) {
		update_option( Kassa_Store_Coupons::OPTION, $coupons, false );
	}
	if ( false === get_option( Kassa_Store_Settings::OPTION ) ) {
		add_option(
			Kassa_Store_Settings::OPTION,
			array(
				'taxes_enabled'    => true,
				'tax_display_cart' => 'incl',
				'local_pickup'     => true,
				'guest_checkout'   => true,
				'account_creation' => true,
			),
			'',
			false
		);
	}

	if ( ! get_role( 'customer' ) ) {
		add_role( 'customer', 'Customer', array( 'read' => true ) );
	}
	$user_id = username_exists( 'customer' );
	if ( ! $user_id ) {
		$user_id = wp_insert_user(
			array(
				'user_login' => 'customer',
				'user_pass'  => 'password',
				'user_email' => 'customer@example.com',
				'first_name' => 'Jane',
				'last_name'  => 'Smith',
				'role'       => 'customer',
			)
		);
		if ( is_wp_error( $user_id ) ) {
			return;
		}
		$address = kassa_store_api_customer_address();
		update_user_meta( $user_id, '_kassa_billing_address', array_merge( $address, array( 'email' => 'customer@example.com' ) ) );
		update_user_meta( $user_id, '_kassa_shipping_address', $address );
		update_user_meta(
			$user_id,
			Kassa_Store_Payments::TOKENS_META,
			array(
				array(
					'id'           => 1,
					'gateway'      => Kassa_Store_Payments::CARD_GATEWAY,
					'brand'        => 'visa',
					'last4'        => '4242',
					'expiry_month' => 12,
					'expiry_year'  => 2030,
					'is_default'   => true,
				),
				array(
					'id'           => 2,
					'gateway'      => Kassa_Store_Payments::CARD_GATEWAY,
					'brand'        => 'mastercard',
					'last4'        => '4444',
					'expiry_month' => 8,
					'expiry_year'  => 2029,
					'is_default'   => false,
				),
			)
		);
	}
}
