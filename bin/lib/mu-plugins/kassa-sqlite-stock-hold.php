<?php
/**
 * Plugin Name: Kassa SQLite stock hold
 * Description: Lets WooCommerce hold stock for a checkout on the SQLite database the local sites run on, as it does on MySQL: its hold is one INSERT … SELECT that adds to the reserved stock only while enough is left (so two checkouts racing for the last item cannot both have it), whose expiry `NOW() + INTERVAL n MINUTE` the SQLite integration plugin cannot translate (every such checkout then fails with "Not enough units…"). The same expiry is written as `DATE_ADD( NOW(), INTERVAL n MINUTE )`, which it can.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Rewrites WooCommerce's stock hold query for the SQLite integration plugin.
 *
 * @param string $query SQL.
 * @return string
 */
function kassa_sqlite_stock_hold_query( $query ) {
	if ( false === strpos( $query, 'wc_reserved_stock' ) ) {
		return $query;
	}
	return preg_replace( '/\(\s*NOW\(\)\s*\+\s*INTERVAL\s+(\d+)\s+MINUTE\s*\)/i', 'DATE_ADD( NOW(), INTERVAL $1 MINUTE )', $query );
}

if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	add_filter( 'query', 'kassa_sqlite_stock_hold_query' );
}
