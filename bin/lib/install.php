<?php
/**
 * Installs WordPress into a site folder made by bin/lib/common.sh: writes wp-config.php and the
 * SQLite drop-in (or, with KASSA_MYSQL_SOCKET and KASSA_REDIS_SOCKET set, MariaDB's and Redis's
 * settings: bin/lib/production.sh), then runs the core installer with the admin / password
 * account.
 *
 * Usage: php bin/lib/install.php <site folder>
 *
 * @package Kassa
 */

if ( PHP_SAPI !== 'cli' || empty( $argv[1] ) ) {
	fwrite( STDERR, "usage: php install.php <site folder>\n" );
	exit( 2 );
}
$kassa_site = rtrim( $argv[1], '/' );

$kassa_salts = '';
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $kassa_key ) {
	$kassa_salts .= sprintf( "define( '%s', '%s' );\n", $kassa_key, bin2hex( random_bytes( 32 ) ) );
}

$kassa_config = <<<'PHP'
<?php
// Written by Kassa's bin/lib/install.php. The site answers on whatever host and port it is
// served from, so one installed site serves bin/start (port 8888) and any test port.
@DATABASE@
$kassa_url = isset( $_SERVER['HTTP_HOST'] ) ? 'http://' . $_SERVER['HTTP_HOST'] : ( getenv( 'KASSA_SITE_URL' ) ?: 'http://localhost:8888' );
define( 'WP_HOME', $kassa_url );
define( 'WP_SITEURL', $kassa_url );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', __DIR__ . '/wp-content/debug.log' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
// The test lanes' switch: fault injection into Store API requests and the other test-only
// mu-plugins (bin/lib/mu-plugins/) act only where the lane turns it on.
define( 'KASSA_STORE_API_FAULTS', (bool) getenv( 'KASSA_STORE_API_FAULTS' ) );
// And put a full-page cache in front of its requests that ask for it (wp-content/advanced-cache.php,
// bin/lib/page-cache/).
define( 'WP_CACHE', KASSA_STORE_API_FAULTS );
PHP;
// The production-shaped lane (bin/lib/production.sh) gives a MariaDB socket and a Redis socket:
// WordPress's own MySQL driver and the Redis object cache. Elsewhere, SQLite.
$kassa_mysql    = getenv( 'KASSA_MYSQL_SOCKET' );
$kassa_redis    = getenv( 'KASSA_REDIS_SOCKET' );
$kassa_database = $kassa_mysql ? <<<PHP
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wordpress' );
define( 'DB_PASSWORD', 'wordpress' );
define( 'DB_HOST', 'localhost:$kassa_mysql' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_REDIS_CLIENT', 'phpredis' );
define( 'WP_REDIS_SCHEME', 'unix' );
define( 'WP_REDIS_PATH', '$kassa_redis' );
PHP
	: <<<'PHP'
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'DB_DIR', __DIR__ . '/wp-content/database/' );
define( 'DB_FILE', '.ht.sqlite' );
PHP;
$kassa_config  = str_replace( '@DATABASE@', $kassa_database, $kassa_config );
$kassa_config .= "\n" . $kassa_salts . <<<'PHP'
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP;
file_put_contents( "$kassa_site/wp-config.php", $kassa_config . "\n" );

if ( ! $kassa_mysql ) {
	$kassa_sqlite = "$kassa_site/wp-content/plugins/sqlite-database-integration";
	$kassa_dropin = str_replace(
		array( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', '{SQLITE_PLUGIN}' ),
		array( $kassa_sqlite, 'sqlite-database-integration/load.php' ),
		file_get_contents( "$kassa_sqlite/db.copy" )
	);
	file_put_contents( "$kassa_site/wp-content/db.php", $kassa_dropin );
	@mkdir( "$kassa_site/wp-content/database", 0777, true );
}

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST'] = 'localhost:8888';
require "$kassa_site/wp-load.php";
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

$kassa_result = wp_install( 'Kassa Shop', 'admin', 'admin@example.com', true, '', 'password' );
if ( is_wp_error( $kassa_result ) ) {
	fwrite( STDERR, $kassa_result->get_error_message() . "\n" );
	exit( 1 );
}
// Write-ahead logging: PHP's server runs several workers, and in SQLite's default journal mode
// a reader upgrading to a writer gets "database is locked" at once instead of waiting.
if ( defined( 'FQDB' ) ) {
	( new PDO( 'sqlite:' . FQDB ) )->exec( 'PRAGMA journal_mode = WAL' );
}
echo "Installed WordPress {$GLOBALS['wp_version']} in $kassa_site\n";
