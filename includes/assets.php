<?php
/**
 * Registers Kassa's shared scripts (kassa-settings, kassa-data, kassa-payment-registry,
 * kassa-extensions) with the dependencies and content-hash version that wp-scripts wrote to each
 * *.asset.php, so browsers load them as ...js?ver=<hash>.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Script handle => folder under build/ holding index.js and index.asset.php.
 */
const KASSA_SHARED_SCRIPTS = array(
	'kassa-settings'         => 'settings',
	'kassa-data'             => 'data',
	'kassa-payment-registry' => 'payment-registry',
	'kassa-extensions'       => 'extensions',
);

/**
 * Reads a build/<folder>/index.asset.php file.
 *
 * @param string $folder Folder under build/.
 * @return array{dependencies: string[], version: string}|null Null when the build is missing.
 */
function kassa_asset_file( $folder ) {
	$path = KASSA_DIR . "/build/$folder/index.asset.php";
	return is_readable( $path ) ? require $path : null;
}

/**
 * Registers the shared scripts. Runs before blocks register, since block scripts depend on them.
 */
function kassa_register_shared_scripts() {
	foreach ( KASSA_SHARED_SCRIPTS as $handle => $folder ) {
		$asset = kassa_asset_file( $folder );
		if ( ! $asset ) {
			continue;
		}
		wp_register_script(
			$handle,
			plugins_url( "build/$folder/index.js", KASSA_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
	}
}
add_action( 'init', 'kassa_register_shared_scripts', 5 );

/**
 * Loads WordPress's `wp-notices` before `kassa-data` when another script of the page needs it
 * (the editor, wp-admin, another plugin): kassa-data then uses WordPress's `core/notices` store
 * rather than registering its own light copy, and no store is registered twice. Shop pages
 * without it keep the ~300 KB of editor code `wp-notices` depends on away from the shopper.
 */
function kassa_share_wordpress_notices() {
	$scripts = wp_scripts();
	if ( isset( $scripts->registered['kassa-data'] ) && wp_script_is( 'wp-notices', 'enqueued' ) && ! in_array( 'wp-notices', $scripts->registered['kassa-data']->deps, true ) ) {
		$scripts->registered['kassa-data']->deps[] = 'wp-notices';
	}
}
add_action( 'wp_print_scripts', 'kassa_share_wordpress_notices', 1 );
add_action( 'admin_print_scripts', 'kassa_share_wordpress_notices', 1 );

/**
 * Whether the build exists (bin/start and bin/test build it; a git checkout alone has none).
 *
 * @return bool
 */
function kassa_is_built() {
	return is_readable( KASSA_DIR . '/build/data/index.asset.php' );
}
