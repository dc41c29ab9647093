<?php
/**
 * What happens when a merchant activates, deactivates or deletes Kassa, so that the shop never
 * stops taking orders: activating offers to make Kassa the cart and checkout; deactivating puts
 * back what Kassa's blocks replaced on the cart and checkout pages; deleting does that too and
 * removes everything Kassa stored. Updating runs none of these: WordPress replaces the files, and
 * the stored pages keep working (the blocks' deprecations read older markup).
 *
 * Loaded by plugin.php and by uninstall.php (where plugin.php is not), so nothing runs here when
 * the file is loaded.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/woocommerce/class-kassa-woocommerce-pages.php';
require_once __DIR__ . '/woocommerce/class-kassa-woocommerce-script-handles.php';
require_once __DIR__ . '/woocommerce/class-kassa-woocommerce-checkout-lock.php';

/**
 * Everything Kassa writes to the database, by kind, for kassa_uninstall() to remove.
 * tests/setup/stored-data.test.mjs fails when code in includes/ writes a name missing here.
 *
 * @return array{options: string[], transients: string[], post_meta: string[], user_meta: string[], cron_hooks: string[]}
 */
function kassa_stored_data() {
	return array(
		'options'    => array( Kassa_WooCommerce_Pages::OFFER_OPTION, Kassa_WooCommerce_Script_Handles::NEEDS_OPTION ),
		'transients' => array(),
		'post_meta'  => array( Kassa_WooCommerce_Pages::KEPT_CONTENT_META, Kassa_WooCommerce_Pages::KASSA_CONTENT_META ),
		'user_meta'  => array(),
		'cron_hooks' => array(),
	);
}

/**
 * Runs a function on the current site, or on every site of a network when the plugin was
 * activated, deactivated or deleted for the whole network.
 *
 * @param callable $callback     The function.
 * @param bool     $network_wide Whether for the whole network.
 */
function kassa_on_each_site( $callback, $network_wide ) {
	if ( ! is_multisite() || ! $network_wide ) {
		$callback();
		return;
	}
	foreach ( get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	) as $site ) {
		switch_to_blog( $site );
		$callback();
		restore_current_blog();
	}
}

/**
 * On activation: offer to make Kassa the shop's cart and checkout (an admin notice, until the
 * admin answers).
 *
 * @param bool $network_wide Whether Kassa was activated for the whole network.
 */
function kassa_activate( $network_wide = false ) {
	kassa_on_each_site(
		static function () {
			update_option( Kassa_WooCommerce_Pages::OFFER_OPTION, '1' );
		},
		$network_wide
	);
}

/**
 * On deactivation: the cart and checkout pages get back what Kassa's blocks replaced, so that
 * they do not stand empty while Kassa's blocks are not there to render.
 *
 * @param bool $network_wide Whether Kassa was deactivated for the whole network.
 */
function kassa_deactivate( $network_wide = false ) {
	kassa_on_each_site( array( 'Kassa_WooCommerce_Pages', 'restore' ), $network_wide );
}

/**
 * On deletion (uninstall.php): the pages are put back as on deactivation (in case Kassa's
 * files were removed without deactivating it), then everything Kassa stored is removed, on
 * every site of a network, and each site's folder for the checkout's lock files.
 */
function kassa_uninstall() {
	$data = kassa_stored_data();
	kassa_on_each_site(
		static function () use ( $data ) {
			Kassa_WooCommerce_Pages::restore();
			foreach ( $data['options'] as $option ) {
				delete_option( $option );
			}
			foreach ( $data['transients'] as $transient ) {
				delete_transient( $transient );
			}
			foreach ( $data['post_meta'] as $key ) {
				delete_post_meta_by_key( $key );
			}
			foreach ( $data['cron_hooks'] as $hook ) {
				wp_unschedule_hook( $hook );
			}
			Kassa_WooCommerce_Checkout_Lock::remove_folder();
		},
		true
	);
	foreach ( $data['user_meta'] as $key ) {
		delete_metadata( 'user', 0, $key, '', true );
	}
}
