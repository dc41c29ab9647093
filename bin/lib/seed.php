<?php
/**
 * Seeds the demo shop idempotently: pretty permalinks, the shop's pages with Kassa's blocks, then
 * the catalogue, coupons, shipping, taxes, payment methods and the customer, through
 * WooCommerce's own PHP API (bin/lib/woocommerce/seed-shop.php). Runs on every start; a second
 * run changes nothing that is already right. Plugins are activated before (bin/lib/activate.php).
 *
 * Usage: php bin/lib/seed.php <site folder>   (wp-env's sites run it on their first request:
 * bin/lib/wp-env/kassa-seed.php)
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

/**
 * Makes sure a published page with the slug exists; returns its id. A page that exists but is
 * not published (WordPress's installer leaves a draft "Privacy Policy") is published as it is.
 *
 * @param string $slug    Page slug.
 * @param string $title   Page title.
 * @param string $content Block markup.
 * @return int
 */
function kassa_seed_page( $slug, $title, $content ) {
	$page = get_page_by_path( $slug );
	if ( ! $page ) {
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
	if ( 'publish' !== $page->post_status ) {
		wp_publish_post( $page );
	}
	return $page->ID;
}

// Pages of the site; the cart, checkout, shop and account pages are WooCommerce's.
$kassa_privacy = kassa_seed_page( 'privacy-policy', 'Privacy Policy', '<!-- wp:paragraph --><p>How this shop handles your data.</p><!-- /wp:paragraph -->' );
$kassa_terms   = kassa_seed_page( 'terms', 'Terms', '<!-- wp:paragraph --><p>The terms and conditions of this shop.</p><!-- /wp:paragraph -->' );
// Kassa's own pages, unless the site is seeded without Kassa (KASSA_SITE_WITHOUT_KASSA).
if ( function_exists( 'kassa_block_markup' ) ) {
	kassa_seed_page( 'mini-cart-demo', 'Mini-cart demo', kassa_block_markup( 'kassa/mini-cart' ) );
}
update_option( 'wp_page_for_privacy_policy', $kassa_privacy );

if ( ! class_exists( 'WooCommerce' ) ) {
	throw new RuntimeException( 'WooCommerce is not active: the shop is seeded through it (bin/lib/activate.php activates it).' );
}
require __DIR__ . '/woocommerce/seed-shop.php';
kassa_seed_woocommerce_shop( $kassa_terms );
// The admin has closed the block editor's and the Site Editor's welcome guides. Without saved
// preferences the editor asks the server for them, and on a slow site (wp-env's WebAssembly
// PHP) the late answer reopens a guide an e2e spec has just closed, over the buttons the spec
// clicks; the Site Editor opens its guides over the canvas an admin reaches through its menus.
$kassa_admin = get_user_by( 'login', 'admin' );
if ( $kassa_admin ) {
	$kassa_preferences_key = $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences';
	$kassa_preferences     = get_user_meta( $kassa_admin->ID, $kassa_preferences_key, true );
	$kassa_preferences     = is_array( $kassa_preferences ) ? $kassa_preferences : array();
	$kassa_closed_guides   = array(
		'core/edit-post' => array( 'welcomeGuide' ),
		'core/edit-site' => array( 'welcomeGuide', 'welcomeGuideStyles', 'welcomeGuidePage', 'welcomeGuideTemplate' ),
	);
	$kassa_guides_changed  = false;
	foreach ( $kassa_closed_guides as $kassa_scope => $kassa_guides ) {
		foreach ( $kassa_guides as $kassa_guide ) {
			if ( ! isset( $kassa_preferences[ $kassa_scope ][ $kassa_guide ] ) ) {
				$kassa_preferences[ $kassa_scope ][ $kassa_guide ] = false;
				$kassa_guides_changed                              = true;
			}
		}
	}
	if ( $kassa_guides_changed ) {
		$kassa_preferences['_modified'] = gmdate( 'c' );
		update_user_meta( $kassa_admin->ID, $kassa_preferences_key, $kassa_preferences );
	}
}

flush_rewrite_rules();
echo 'Seeded the shop (WooCommerce ' . WC()->version . ").\n";
