<?php
/**
 * Kassa's translations. PHP strings come from the plugin's languages/ folder (kassa-<locale>.mo)
 * or, as for any plugin, WordPress's languages/plugins/. Every Kassa script that translates
 * (it depends on wp-i18n: the shared scripts, the blocks' editor and view scripts, the
 * mini-cart's drawer) gets its JSON translations from the same folders, named as WordPress
 * looks them up and `wp i18n make-json` writes them: kassa-<locale>-<md5 of the script's path
 * in the plugin, e.g. build/blocks/checkout/frontend.js>.json. languages/kassa.pot is the
 * template (`npm run make-pot`).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/** The plugin's own translations. */
const KASSA_LANGUAGES_DIR = KASSA_DIR . '/languages';

/**
 * Loads the PHP translations of the text domain `kassa`.
 */
function kassa_load_textdomain() {
	load_plugin_textdomain( 'kassa', false, dirname( plugin_basename( KASSA_FILE ) ) . '/languages' );
}
add_action( 'init', 'kassa_load_textdomain', 0 );

/**
 * Gives every registered Kassa script that translates its translations. Runs once the shared
 * scripts (init 5) and the blocks' scripts (init 10) are registered, before any block renders
 * (the mini-cart hands its drawer's translations to the button while it renders).
 */
function kassa_set_script_translations() {
	$build = plugins_url( 'build/', KASSA_FILE );
	foreach ( wp_scripts()->registered as $handle => $script ) {
		if ( is_string( $script->src ) && 0 === strpos( $script->src, $build ) && in_array( 'wp-i18n', $script->deps, true ) ) {
			wp_set_script_translations( $handle, 'kassa', KASSA_LANGUAGES_DIR );
		}
	}
}
add_action( 'init', 'kassa_set_script_translations', 20 );
