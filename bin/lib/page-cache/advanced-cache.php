<?php
/**
 * Kassa's test page cache: a full-page cache in WordPress's own route for one (the
 * `advanced-cache.php` drop-in, loaded before WordPress when WP_CACHE is on), as cache plugins
 * install it, with the rules such a cache goes by out of the box:
 *
 * - it serves and stores only GET requests without a query string, outside the admin, the
 *   REST API and the login page;
 * - a visitor WordPress knows (logged in, a commenter, a password-protected post's reader) is
 *   never served a stored page, and their pages are not stored; any other visitor is one of the
 *   crowd, whatever other cookies they carry (a shop's cart session included);
 * - it stores a 200 HTML page only when the page allows it: not when WordPress's DONOTCACHEPAGE
 *   is set, nor when its Cache-Control says `no-cache`, `no-store` or `private`;
 * - a stored page is served for ten minutes, with its content type only (a cookie the page set
 *   for the visitor it was made for is not served to others).
 *
 * Test sites only (bin/lib/install.php turns WP_CACHE on with fault injection), and only for the
 * requests that ask for it with `X-Kassa-Test-Page-Cache: <name>` (the name keeps each test's pages
 * apart), so the rest of the suite sees the site as it is. Answers say `X-Kassa-Test-Page-Cache: HIT`,
 * `MISS` or `BYPASS`.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/** How long a stored page is served, in seconds. */
const KASSA_PAGE_CACHE_TTL = 600;

/**
 * The stored page's file for this request, or null when the request is not the cache's to
 * serve or store.
 *
 * @return string|null
 */
function kassa_page_cache_file() {
	$name = isset( $_SERVER['HTTP_X_KASSA_TEST_PAGE_CACHE'] ) ? (string) $_SERVER['HTTP_X_KASSA_TEST_PAGE_CACHE'] : '';
	$uri  = isset( $_SERVER['REQUEST_URI'] ) ? (string) $_SERVER['REQUEST_URI'] : '';
	if ( ! preg_match( '/^[a-z0-9-]{1,64}$/', $name ) || 'GET' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
		return null;
	}
	if ( false !== strpos( $uri, '?' ) || preg_match( '#^/(wp-admin|wp-json|wp-login\.php|wp-cron\.php)#', $uri ) ) {
		return null;
	}
	return WP_CONTENT_DIR . "/cache/kassa-page-cache/$name/" . md5( ( $_SERVER['HTTP_HOST'] ?? '' ) . $uri ) . '.json';
}

/**
 * Whether the visitor is one WordPress knows, by the cookies WordPress itself sets.
 *
 * @return bool
 */
function kassa_page_cache_known_visitor() {
	foreach ( array_keys( $_COOKIE ) as $cookie ) {
		if ( preg_match( '/^(wordpress_logged_in_|comment_author_|wp-postpass_)/', $cookie ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Stores the page, if it allows it (see the file's comment), and sends it on.
 *
 * @param string $html The page.
 * @return string
 */
function kassa_page_cache_store( $html ) {
	$file = kassa_page_cache_file();
	if ( null === $file || 200 !== http_response_code() || defined( 'DONOTCACHEPAGE' ) ) {
		return $html;
	}
	$type = 'text/html';
	foreach ( headers_list() as $header ) {
		list( $name, $value ) = array_map( 'trim', explode( ':', $header, 2 ) + array( '', '' ) );
		$name                 = strtolower( $name );
		if ( 'cache-control' === $name && preg_match( '/no-cache|no-store|private/i', $value ) ) {
			return $html;
		}
		if ( 'content-type' === $name ) {
			$type = $value;
		}
	}
	if ( 0 !== strpos( $type, 'text/html' ) ) {
		return $html;
	}
	wp_mkdir_p( dirname( $file ) );
	file_put_contents( $file, wp_json_encode( array( 'type' => $type, 'html' => $html ) ), LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a cache file, written before WordPress's filesystem API can be used.
	return $html;
}

$kassa_page_cache_file = kassa_page_cache_file();
if ( null !== $kassa_page_cache_file ) {
	if ( kassa_page_cache_known_visitor() ) {
		header( 'X-Kassa-Test-Page-Cache: BYPASS' );
	} elseif ( is_readable( $kassa_page_cache_file ) && filemtime( $kassa_page_cache_file ) > time() - KASSA_PAGE_CACHE_TTL ) {
		$kassa_page_cache_page = json_decode( (string) file_get_contents( $kassa_page_cache_file ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local cache file.
		header( 'Content-Type: ' . $kassa_page_cache_page['type'] );
		header( 'X-Kassa-Test-Page-Cache: HIT' );
		echo $kassa_page_cache_page['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the page as WordPress rendered it.
		exit;
	} else {
		header( 'X-Kassa-Test-Page-Cache: MISS' );
		ob_start( 'kassa_page_cache_store' );
	}
}
