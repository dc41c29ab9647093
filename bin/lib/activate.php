<?php
/**
 * Activates the plugins a site needs, each only if it is not active yet: WooCommerce, the test
 * payment gateway and Kassa (unless KASSA_SITE_WITHOUT_KASSA is set). Runs in a process of its
 * own before bin/lib/seed.php, because WooCommerce installs itself on activation and its
 * settings can only be written by a process that loaded it from the start.
 *
 * Usage: php bin/lib/activate.php <site folder>
 *
 * @package Kassa
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php activate.php <site folder>\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST'] = 'localhost:8888';
require rtrim( $argv[1], '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$kassa_plugins = require __DIR__ . '/site-plugins.php';
if ( getenv( 'KASSA_SITE_WITHOUT_KASSA' ) ) {
	$kassa_plugins = array_diff( $kassa_plugins, array( 'kassa/plugin.php' ) );
}

foreach ( $kassa_plugins as $kassa_plugin ) {
	if ( is_plugin_active( $kassa_plugin ) ) {
		continue;
	}
	$kassa_result = activate_plugin( $kassa_plugin );
	if ( is_wp_error( $kassa_result ) ) {
		fwrite( STDERR, "Could not activate $kassa_plugin: " . $kassa_result->get_error_message() . "\n" );
		exit( 1 );
	}
	echo "Activated $kassa_plugin\n";
}
