<?php
/**
 * Plugin Name: Kassa local site
 * Description: What a local, offline site needs: mail is not sent (there is no mail transport; orders would otherwise fail to e-mail), WordPress asks no update server, and no visitor is logged in without logging in (WordPress Playground, wp-env's runtime without Docker, would log every first-time visitor in as admin).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

add_filter( 'pre_wp_mail', '__return_true' );

/**
 * A freshly made "nothing to update" answer, so WordPress never asks WordPress.org (which this
 * site cannot reach) for core, plugin or theme updates.
 *
 * @return object
 */
function kassa_site_no_updates() {
	return (object) array(
		'last_checked'    => time(),
		'version_checked' => get_bloginfo( 'version' ),
		'checked'         => array(),
		'response'        => array(),
		'no_update'       => array(),
		'translations'    => array(),
		'updates'         => array(),
	);
}
foreach ( array( 'update_core', 'update_plugins', 'update_themes' ) as $kassa_site_transient ) {
	add_filter( "pre_site_transient_$kassa_site_transient", 'kassa_site_no_updates' );
}
remove_action( 'init', 'wp_schedule_update_checks' );

/**
 * Turns off WordPress Playground's auto-login (wp-env's playground runtime asks for it): it logs
 * every visitor without its cookie in as admin, so a shopper would never be a guest. Playground
 * hooks it to `init` (priority 1) after the site's own mu-plugins have loaded; a site that does
 * not run on Playground has nothing to remove.
 */
function kassa_site_no_auto_login() {
	remove_action( 'init', 'playground_auto_login', 1 );
}
add_action( 'init', 'kassa_site_no_auto_login', 0 );
