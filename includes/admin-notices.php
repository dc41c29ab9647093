<?php
/**
 * Tells admins when the plugin is active but its scripts have not been built.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Prints the missing-build notice on admin screens.
 */
function kassa_missing_build_notice() {
	if ( kassa_is_built() || ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	printf(
		'<div class="notice notice-error"><p>%s</p></div>',
		esc_html__( 'Kassa is active but its scripts are not built: run bin/start (or npm run build) in the plugin folder.', 'kassa' )
	);
}
add_action( 'admin_notices', 'kassa_missing_build_notice' );
