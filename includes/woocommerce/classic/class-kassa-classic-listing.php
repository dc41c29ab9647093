<?php
/**
 * The plugins on the cart and checkout, on WooCommerce → Kassa: each active plugin (and the
 * theme) that hooks WooCommerce's cart or checkout, what it uses by family (WooCommerce's block
 * API, the classic checkout's fields, its hooks, a classic gateway) and whether Kassa's cart and
 * checkout run it — where WooCommerce tells the admin only that an extension "may be
 * incompatible" with its blocks.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Renders the listing.
 */
class Kassa_Classic_Listing {

	/**
	 * Prints the listing.
	 */
	public static function render() {
		$families = array(
			Kassa_Classic_Plugins::BLOCK_API       => __( "WooCommerce's block API", 'kassa' ),
			Kassa_Classic_Plugins::CLASSIC_FIELDS  => __( 'Classic checkout fields', 'kassa' ),
			Kassa_Classic_Plugins::CLASSIC_HOOKS   => __( 'Classic cart and checkout hooks', 'kassa' ),
			Kassa_Classic_Plugins::CLASSIC_GATEWAY => __( 'Classic payment gateway', 'kassa' ),
		);
		$not_run  = Kassa_Classic_Plugins::not_run();
		$plugins  = Kassa_Classic_Plugins::find();
		echo '<h2 id="kassa-plugins">' . esc_html__( 'Plugins on the cart and checkout', 'kassa' ) . '</h2>';
		echo '<p>' . esc_html__( "The active plugins that hook WooCommerce's cart or checkout, what they use, and whether Kassa's cart and checkout run them: WooCommerce's block API, the fields, hooks and payment gateways of WooCommerce's classic checkout.", 'kassa' ) . '</p>';
		if ( ! $plugins ) {
			echo '<p>' . esc_html__( 'No active plugin hooks the cart or checkout.', 'kassa' ) . '</p>';
			return;
		}
		echo '<table class="widefat striped kassa-plugins" style="max-width:64rem"><thead><tr>';
		echo '<th scope="col">' . esc_html__( 'Plugin', 'kassa' ) . '</th>';
		echo '<th scope="col">' . esc_html__( 'What it uses', 'kassa' ) . '</th>';
		echo '<th scope="col" style="width:30%">' . esc_html__( "On Kassa's cart and checkout", 'kassa' ) . '</th>';
		echo '</tr></thead><tbody>';
		foreach ( $plugins as $plugin ) {
			$uses    = array();
			$skipped = array();
			foreach ( $plugin['families'] as $family => $names ) {
				$uses[] = sprintf( '<strong>%s</strong>: %s', esc_html( $families[ $family ] ), self::code_list( $names ) );
				foreach ( array_intersect_key( $not_run, array_flip( $names ) ) as $hook => $reason ) {
					/* translators: 1: a hook's name, 2: why Kassa does not run it (everywhere) */
					$skipped[] = '<li>' . sprintf( esc_html__( '%1$s: %2$s', 'kassa' ), '<code>' . esc_html( $hook ) . '</code>', esc_html( $reason ) ) . '</li>';
				}
			}
			$verdict = $skipped
				? esc_html__( 'Runs, but not everywhere:', 'kassa' ) . '<ul>' . implode( '', $skipped ) . '</ul>'
				: esc_html__( 'Runs', 'kassa' );
			printf(
				'<tr><th scope="row">%s</th><td>%s</td><td>%s</td></tr>',
				esc_html( $plugin['name'] ),
				implode( '<br>', $uses ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
				$verdict // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
			);
		}
		echo '</tbody></table>';
	}

	/**
	 * Names as code, separated by commas.
	 *
	 * @param string[] $names Hook names or gateway ids.
	 * @return string HTML.
	 */
	private static function code_list( $names ) {
		return implode(
			', ',
			array_map(
				static function ( $name ) {
					return '<code>' . esc_html( $name ) . '</code>';
				},
				$names
			)
		);
	}
}
