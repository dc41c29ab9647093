<?php
/**
 * Turns on the production-shaped site's persistent object cache, as a shop admin does: activates
 * the Redis Object Cache plugin and puts its drop-in in place (what its "Enable Object Cache"
 * button does), then checks that WordPress reaches Redis through it. Runs after
 * bin/lib/activate.php and bin/lib/seed.php (bin/lib/production.sh).
 *
 * Usage: php bin/lib/production/setup.php <site folder>
 *
 * @package Kassa
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php setup.php <site folder>\n" );
	exit( 2 );
}
$kassa_site = rtrim( $argv[1], '/' );
$kassa_dropin = "$kassa_site/wp-content/object-cache.php";
$kassa_source = "$kassa_site/wp-content/plugins/redis-cache/includes/object-cache.php";
if ( ! is_file( $kassa_dropin ) || md5_file( $kassa_dropin ) !== md5_file( $kassa_source ) ) {
	copy( $kassa_source, $kassa_dropin );
}

$_SERVER['HTTP_HOST'] = 'localhost:8888';
require "$kassa_site/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_plugin_active( 'redis-cache/redis-cache.php' ) ) {
	$kassa_result = activate_plugin( 'redis-cache/redis-cache.php' );
	if ( is_wp_error( $kassa_result ) ) {
		fwrite( STDERR, 'Could not activate the Redis Object Cache plugin: ' . $kassa_result->get_error_message() . "\n" );
		exit( 1 );
	}
	// Its activation sends the next admin request, whatever it is (admin-ajax.php's REST nonce
	// for a test's admin), to its settings screen once.
	delete_transient( '_rediscache_activation_redirect' );
}
if ( ! wp_using_ext_object_cache() || ! $GLOBALS['wp_object_cache']->redis_status() ) {
	fwrite( STDERR, "WordPress does not reach Redis through the object cache drop-in.\n" );
	exit( 1 );
}
printf( "Object cache: Redis %s through %s.\n", $GLOBALS['wp_object_cache']->redis_version(), $GLOBALS['wp_object_cache']->diagnostics['client'] ?? 'the drop-in' );
