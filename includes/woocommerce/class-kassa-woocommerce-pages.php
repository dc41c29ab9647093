<?php
/**
 * Makes Kassa the shop's cart and checkout, and back: an admin screen (WooCommerce → Kassa)
 * puts Kassa's Cart and Checkout blocks on the pages WooCommerce uses for the cart and the
 * checkout, keeping what the pages held so that going back to WooCommerce's own blocks restores
 * it (each switch is also a page revision). With Kassa's checkout, the shop keeps what
 * WooCommerce gives its own Checkout block only: local pickup.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Shipping\PickupLocation;

/**
 * The cart and checkout pages' blocks.
 */
class Kassa_WooCommerce_Pages {

	/** Post meta keeping a page's content from before Kassa's block replaced it. */
	const KEPT_CONTENT_META = '_kassa_replaced_content';

	/** The admin screen's slug and the form's action. */
	const SCREEN = 'kassa';
	const ACTION = 'kassa_cart_checkout_pages';

	/** WooCommerce page => [ Kassa's block, WooCommerce's block ]. */
	const BLOCKS = array(
		'cart'     => array( 'kassa/cart', 'woocommerce/cart' ),
		'checkout' => array( 'kassa/checkout', 'woocommerce/checkout' ),
	);

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'add_screen' ), 60 );
		add_action( 'admin_post_' . self::ACTION, array( __CLASS__, 'handle_form' ) );
		add_action( 'woocommerce_load_shipping_methods', array( __CLASS__, 'register_local_pickup' ) );
	}

	/**
	 * Offers local pickup (WooCommerce's pickup locations) with Kassa's checkout, as WooCommerce
	 * does with its own Checkout block only: a shop that makes Kassa its checkout keeps it.
	 */
	public static function register_local_pickup() {
		if ( 'kassa' === self::status( 'checkout' ) ) {
			WC()->shipping()->register_shipping_method( new PickupLocation() );
		}
	}

	/**
	 * Which blocks a WooCommerce page holds now.
	 *
	 * @param string $page 'cart' or 'checkout'.
	 * @return string 'kassa', 'woocommerce', 'other' or 'missing' (no such page set).
	 */
	public static function status( $page ) {
		$id = wc_get_page_id( $page );
		if ( $id <= 0 || ! get_post( $id ) ) {
			return 'missing';
		}
		$content = (string) get_post_field( 'post_content', $id );
		list( $kassa, $woocommerce ) = self::BLOCKS[ $page ];
		if ( has_block( $kassa, $content ) ) {
			return 'kassa';
		}
		return has_block( $woocommerce, $content ) ? 'woocommerce' : 'other';
	}

	/**
	 * Puts Kassa's Cart and Checkout on WooCommerce's cart and checkout pages.
	 */
	public static function use_kassa() {
		foreach ( self::BLOCKS as $page => $blocks ) {
			$id = wc_get_page_id( $page );
			if ( in_array( self::status( $page ), array( 'kassa', 'missing' ), true ) ) {
				continue;
			}
			update_post_meta( $id, self::KEPT_CONTENT_META, wp_slash( get_post_field( 'post_content', $id ) ) );
			self::set_content( $id, kassa_block_markup( $blocks[0] ) );
		}
	}

	/**
	 * Puts WooCommerce's own Cart and Checkout blocks back: what the page held before, when
	 * that was WooCommerce's block, else the block in its default layout.
	 */
	public static function use_woocommerce() {
		foreach ( self::BLOCKS as $page => $blocks ) {
			$id = wc_get_page_id( $page );
			if ( in_array( self::status( $page ), array( 'woocommerce', 'missing' ), true ) ) {
				continue;
			}
			$kept = (string) get_post_meta( $id, self::KEPT_CONTENT_META, true );
			self::set_content( $id, has_block( $blocks[1], $kept ) ? $kept : "<!-- wp:{$blocks[1]} /-->" );
		}
	}

	/**
	 * Replaces a page's content.
	 *
	 * @param int    $id      Page id.
	 * @param string $content Block markup.
	 */
	private static function set_content( $id, $content ) {
		wp_update_post(
			wp_slash(
				array(
					'ID'           => $id,
					'post_content' => $content,
				)
			)
		);
	}

	/**
	 * Adds WooCommerce → Kassa.
	 */
	public static function add_screen() {
		add_submenu_page(
			'woocommerce',
			__( 'Kassa cart and checkout', 'kassa' ),
			__( 'Kassa', 'kassa' ),
			'manage_woocommerce',
			self::SCREEN,
			array( __CLASS__, 'render_screen' )
		);
	}

	/**
	 * The screen: what each page holds now, and the two choices.
	 */
	public static function render_screen() {
		$labels = array(
			'kassa'       => __( "Kassa's block", 'kassa' ),
			'woocommerce' => __( "WooCommerce's block", 'kassa' ),
			'other'       => __( 'Other content (for example a shortcode)', 'kassa' ),
			'missing'     => __( 'No page is set in WooCommerce → Settings → Advanced', 'kassa' ),
		);
		$names  = array(
			'cart'     => __( 'Cart page', 'kassa' ),
			'checkout' => __( 'Checkout page', 'kassa' ),
		);
		echo '<div class="wrap"><h1>' . esc_html__( 'Kassa cart and checkout', 'kassa' ) . '</h1>';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only picks the notice to show.
		if ( isset( $_GET['kassa-updated'] ) ) {
			echo '<div class="notice notice-success"><p>' . esc_html__( 'The cart and checkout pages are updated.', 'kassa' ) . '</p></div>';
		}
		echo '<p>' . esc_html__( "Choose the blocks the shop's cart and checkout pages use. What a page held before Kassa's block is kept, and comes back when you switch back; every switch is also saved as a page revision.", 'kassa' ) . '</p>';
		echo '<table class="widefat striped" style="max-width:48rem"><tbody>';
		foreach ( $names as $page => $name ) {
			$id   = wc_get_page_id( $page );
			$link = $id > 0 ? sprintf( ' (<a href="%s">%s</a>)', esc_url( get_permalink( $id ) ), esc_html( get_the_title( $id ) ) ) : '';
			printf( '<tr><th scope="row">%s</th><td>%s%s</td></tr>', esc_html( $name ), esc_html( $labels[ self::status( $page ) ] ), $link ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $link is escaped above.
		}
		echo '</tbody></table>';
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '" />';
		wp_nonce_field( self::ACTION );
		echo '<p class="submit">';
		submit_button( __( "Use Kassa's Cart and Checkout", 'kassa' ), 'primary', 'use-kassa', false );
		echo ' ';
		submit_button( __( "Use WooCommerce's Cart and Checkout blocks", 'kassa' ), 'secondary', 'use-woocommerce', false );
		echo '</p></form></div>';
	}

	/**
	 * Handles the screen's form.
	 */
	public static function handle_form() {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change the cart and checkout pages.', 'kassa' ), 403 );
		}
		check_admin_referer( self::ACTION );
		if ( isset( $_POST['use-woocommerce'] ) ) {
			self::use_woocommerce();
		} else {
			self::use_kassa();
		}
		wp_safe_redirect( add_query_arg( 'kassa-updated', '1', admin_url( 'admin.php?page=' . self::SCREEN ) ) );
		exit;
	}
}
