<?php
/**
 * Kassa without WooCommerce. WordPress refuses to activate Kassa on a site without WooCommerce
 * (plugin.php's `Requires Plugins: woocommerce`), but WooCommerce can still go afterwards (its
 * folder deleted, or deactivated by hand in the database), leaving pages that hold Kassa's
 * blocks with no Store API behind them. Such a page renders none of Kassa's blocks, nor their
 * scripts and styles: shoppers see the rest of the page as it is; an administrator sees, where
 * each block was, a short notice saying why.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Once every plugin is loaded, and only if WooCommerce is not among them, stops Kassa's blocks
 * from rendering.
 */
function kassa_without_woocommerce_boot() {
	if ( ! class_exists( 'WooCommerce' ) ) {
		add_filter( 'pre_render_block', 'kassa_without_woocommerce_render', 10, 2 );
	}
}
add_action( 'plugins_loaded', 'kassa_without_woocommerce_boot' );

/**
 * Renders a Kassa block in place of WordPress (its inner blocks, scripts and styles included):
 * nothing for shoppers, the notice for those who can activate plugins.
 *
 * @param string|null $content What another filter rendered, or null to let WordPress render.
 * @param array       $block   The parsed block.
 * @return string|null
 */
function kassa_without_woocommerce_render( $content, $block ) {
	if ( null !== $content || 0 !== strpos( (string) ( $block['blockName'] ?? '' ), 'kassa/' ) ) {
		return $content;
	}
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return '';
	}
	return sprintf(
		'<p class="kassa-needs-woocommerce" role="note">%s</p>',
		esc_html__( 'Kassa’s block shows here once WooCommerce is active again. Shoppers see nothing in its place; only administrators see this note.', 'kassa' )
	);
}
