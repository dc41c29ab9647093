<?php
/**
 * Router for PHP's built-in server: serves existing files as they are and sends every other
 * path to WordPress, which gives the site pretty permalinks as Apache's rewrite rules would.
 *
 * @package Kassa
 */

// Any other server (a copy of the plugin served by Apache or nginx) answers nothing here.
if ( 'cli-server' !== PHP_SAPI ) {
	http_response_code( 404 );
	exit;
}

$kassa_path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
$kassa_file = $_SERVER['DOCUMENT_ROOT'] . $kassa_path;

if ( '/' !== $kassa_path && is_file( $kassa_file ) ) {
	if ( '.php' !== substr( $kassa_file, -4 ) ) {
		return false;
	}
	chdir( dirname( $kassa_file ) );
	require $kassa_file;
	return;
}
if ( is_dir( $kassa_file ) && is_file( rtrim( $kassa_file, '/' ) . '/index.php' ) && '/' !== $kassa_path ) {
	chdir( $kassa_file );
	require rtrim( $kassa_file, '/' ) . '/index.php';
	return;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
