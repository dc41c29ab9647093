<?php
/**
 * Seeds the shop idempotently: pretty permalinks, Kassa and the Store API plugin active, the
 * shop's pages with their blocks, and Kassa's page settings. Runs on every start; a second run
 * changes nothing that is already right.
 *
 * Usage: php bin/lib/seed.php <site folder>   (or `wp eval-file bin/lib/seed.php` under wp-env)
 *
 * @package Kassa
 */

if ( ! defined( 'ABSPATH' ) ) {
	if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
		fwrite( STDERR, "usage: php seed.php <site folder>\n" );
		exit( 2 );
	}
	$_SERVER['HTTP_HOST'] = 'localhost:8888';
	require rtrim( $argv[1], '/' ) . '/wp-load.php';
}
require_once ABSPATH . 'wp-admin/includes/plugin.php';

update_option( 'permalink_structure', '/%postname%/' );
update_option( 'blogname', 'Kassa Shop' );
update_option( 'users_can_register', 1 );

foreach ( array( 'kassa-store-api/store-api.php', 'kassa/plugin.php' ) as $kassa_plugin ) {
	if ( ! is_plugin_active( $kassa_plugin ) ) {
		$kassa_result = activate_plugin( $kassa_plugin );
		if ( is_wp_error( $kassa_result ) ) {
			fwrite( STDERR, "Could not activate $kassa_plugin: " . $kassa_result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
}

/**
 * Creates a published page unless one with the slug exists; returns its id.
 *
 * @param string $slug    Page slug.
 * @param string $title   Page title.
 * @param string $content Block markup.
 * @return int
 */
function kassa_seed_page( $slug, $title, $content ) {
	$page = get_page_by_path( $slug );
	if ( $page ) {
		return $page->ID;
	}
	return (int) wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_name'    => $slug,
			'post_title'   => $title,
			'post_content' => $content,
		)
	);
}

$kassa_pages = array(
	'shop'           => kassa_seed_page( 'shop', 'Shop', '<!-- wp:kassa/products /-->' ),
	'cart'           => kassa_seed_page( 'cart', 'Cart', '<!-- wp:kassa/cart /-->' ),
	'checkout'       => kassa_seed_page( 'checkout', 'Checkout', '<!-- wp:kassa/checkout /-->' ),
	'myaccount'      => kassa_seed_page( 'my-account', 'My account', '<!-- wp:paragraph --><p>Your orders and addresses.</p><!-- /wp:paragraph -->' ),
	'privacy'        => kassa_seed_page( 'privacy-policy', 'Privacy Policy', '<!-- wp:paragraph --><p>How this shop handles your data.</p><!-- /wp:paragraph -->' ),
	'terms'          => kassa_seed_page( 'terms', 'Terms', '<!-- wp:paragraph --><p>The terms and conditions of this shop.</p><!-- /wp:paragraph -->' ),
	'mini_cart_demo' => kassa_seed_page( 'mini-cart-demo', 'Mini-cart demo', '<!-- wp:kassa/mini-cart /-->' ),
);
update_option( 'wp_page_for_privacy_policy', $kassa_pages['privacy'] );
update_option( 'kassa_pages', $kassa_pages );

if ( function_exists( 'kassa_store_api_seed' ) ) {
	kassa_store_api_seed();
}
flush_rewrite_rules();
echo "Seeded the shop.\n";
