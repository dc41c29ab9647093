<?php
/**
 * Makes Kassa the shop's cart and checkout, and back: an admin screen (WooCommerce → Kassa),
 * offered by a notice after Kassa is activated, puts Kassa's Cart and Checkout blocks on the
 * pages WooCommerce uses for the cart and the checkout, keeping what they replace so that going
 * back to WooCommerce's own blocks, deactivating Kassa or deleting it puts that back (each switch
 * is also a page revision). With Kassa's checkout, the shop keeps what WooCommerce gives its own
 * Checkout block only: local pickup.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

use Automattic\WooCommerce\Blocks\Shipping\PickupLocation;

/**
 * The cart and checkout pages' blocks.
 */
class Kassa_WooCommerce_Pages {

	/** Post meta keeping what Kassa's block replaced on a page: WooCommerce's block, or all the page held. */
	const KEPT_CONTENT_META = '_kassa_replaced_content';

	/** Post meta keeping Kassa's block as a page held it when it went back, for the next switch. */
	const KASSA_CONTENT_META = '_kassa_block_content';

	/** Option set when Kassa is activated: offer the switch until the admin answers. */
	const OFFER_OPTION = 'kassa_offer_pages_switch';

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
		add_action( 'admin_notices', array( __CLASS__, 'offer_switch' ) );
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
	 * The id of the page WooCommerce uses for the cart or the checkout. Read from WooCommerce's
	 * option when WooCommerce is not loaded, so that Kassa can put the pages back even then.
	 *
	 * @param string $page 'cart' or 'checkout'.
	 * @return int The id, or 0 when none is set.
	 */
	private static function page_id( $page ) {
		$id = function_exists( 'wc_get_page_id' ) ? wc_get_page_id( $page ) : (int) get_option( "woocommerce_{$page}_page_id" );
		return max( 0, (int) $id );
	}

	/**
	 * Which blocks a WooCommerce page holds now.
	 *
	 * @param string $page 'cart' or 'checkout'.
	 * @return string 'kassa', 'woocommerce', 'other' or 'missing' (no such page set).
	 */
	public static function status( $page ) {
		$id = self::page_id( $page );
		if ( ! $id || ! get_post( $id ) ) {
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
	 * Puts Kassa's Cart and Checkout on WooCommerce's cart and checkout pages: in the place of
	 * WooCommerce's block, keeping what is around it, or in the place of all the page held when
	 * that was something else (a shortcode, say). What it replaces is kept. Kassa's block is
	 * the one the page had last time, as the admin set it up, or else the default layout.
	 */
	public static function use_kassa() {
		foreach ( self::BLOCKS as $page => $blocks ) {
			$status = self::status( $page );
			if ( in_array( $status, array( 'kassa', 'missing' ), true ) ) {
				continue;
			}
			$id      = self::page_id( $page );
			$content = (string) get_post_field( 'post_content', $id );
			$kassa   = (string) get_post_meta( $id, self::KASSA_CONTENT_META, true );
			if ( ! has_block( $blocks[0], $kassa ) ) {
				$kassa = kassa_block_markup( $blocks[0] );
			}
			$replaced = 'woocommerce' === $status ? self::find_block( $content, $blocks[1] ) : $content;
			update_post_meta( $id, self::KEPT_CONTENT_META, wp_slash( $replaced ) );
			delete_post_meta( $id, self::KASSA_CONTENT_META );
			self::set_content( $id, self::replace_once( $content, $replaced, $kassa ) );
		}
		delete_option( self::OFFER_OPTION );
	}

	/**
	 * Puts WooCommerce's own Cart and Checkout blocks back: what Kassa's block replaced, when
	 * that was WooCommerce's block, else the block in its default layout.
	 */
	public static function use_woocommerce() {
		self::put_back( true );
		delete_option( self::OFFER_OPTION );
	}

	/**
	 * Puts back what Kassa's blocks replaced, whatever it was (WooCommerce's block, a shortcode,
	 * the page's earlier content; WooCommerce's block when nothing was kept), so that the shop
	 * keeps taking orders without Kassa: when Kassa is deactivated or deleted.
	 */
	public static function restore() {
		self::put_back( false );
	}

	/**
	 * Replaces Kassa's block on the cart and checkout pages, keeping what is around it, and
	 * keeps Kassa's block for the next switch.
	 *
	 * @param bool $woocommerce_blocks_only Whether only WooCommerce's block is put back (else
	 *                                      whatever Kassa's block replaced).
	 */
	private static function put_back( $woocommerce_blocks_only ) {
		foreach ( self::BLOCKS as $page => $blocks ) {
			if ( 'kassa' !== self::status( $page ) ) {
				continue;
			}
			$id      = self::page_id( $page );
			$content = (string) get_post_field( 'post_content', $id );
			$kept    = (string) get_post_meta( $id, self::KEPT_CONTENT_META, true );
			$usable  = $woocommerce_blocks_only ? has_block( $blocks[1], $kept ) : '' !== trim( $kept );
			$kassa   = self::find_block( $content, $blocks[0] );
			update_post_meta( $id, self::KASSA_CONTENT_META, wp_slash( $kassa ) );
			delete_post_meta( $id, self::KEPT_CONTENT_META );
			self::set_content( $id, self::replace_once( $content, $kassa, $usable ? $kept : "<!-- wp:{$blocks[1]} /-->" ) );
		}
	}

	/**
	 * The markup of a block in a page's content, from its opening comment to its closing one
	 * (a block of these names never holds another of its own name).
	 *
	 * @param string $content Block markup.
	 * @param string $block   Block name, e.g. 'kassa/checkout'.
	 * @return string The block's markup, or all the content when the block is not found whole.
	 */
	private static function find_block( $content, $block ) {
		$name    = preg_quote( $block, '#' );
		$pattern = '#<!--\s+wp:' . $name . '(\s+\{.*?\})?\s+(/-->|-->.*?<!--\s+/wp:' . $name . '\s+-->)#s';
		return preg_match( $pattern, $content, $match ) ? $match[0] : $content;
	}

	/**
	 * Replaces the first occurrence of a piece of a page's content.
	 *
	 * @param string $content     The content.
	 * @param string $piece       What to replace (a block found by find_block).
	 * @param string $replacement Its replacement.
	 * @return string
	 */
	private static function replace_once( $content, $piece, $replacement ) {
		$at = strpos( $content, $piece );
		return false === $at ? $replacement : substr_replace( $content, $replacement, $at, strlen( $piece ) );
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
		echo '<p>' . esc_html__( "Choose the blocks the shop's cart and checkout pages use. What a page held before Kassa's block is kept, and comes back when you switch back or deactivate Kassa; every switch is also saved as a page revision.", 'kassa' ) . '</p>';
		echo '<table class="widefat striped" style="max-width:48rem"><tbody>';
		foreach ( $names as $page => $name ) {
			$id   = self::page_id( $page );
			$link = $id > 0 ? sprintf( ' (<a href="%s">%s</a>)', esc_url( get_permalink( $id ) ), esc_html( get_the_title( $id ) ) ) : '';
			printf( '<tr><th scope="row">%s</th><td>%s%s</td></tr>', esc_html( $name ), esc_html( $labels[ self::status( $page ) ] ), $link ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- $link is escaped above.
		}
		echo '</tbody></table>';
		self::open_form();
		echo '<p class="submit">';
		submit_button( __( "Use Kassa's Cart and Checkout", 'kassa' ), 'primary', 'use-kassa', false );
		echo ' ';
		submit_button( __( "Use WooCommerce's Cart and Checkout blocks", 'kassa' ), 'secondary', 'use-woocommerce', false );
		echo '</p></form>';
		Kassa_Classic_Listing::render();
		echo '</div>';
	}

	/**
	 * After Kassa is activated (again), offers the switch on every admin screen but Kassa's own,
	 * to shop managers, until one of them switches or answers "Not now"; never while both pages
	 * already hold Kassa's blocks (or hold nothing Kassa could take the place of).
	 */
	public static function offer_switch() {
		if ( ! get_option( self::OFFER_OPTION ) || ! current_user_can( 'manage_woocommerce' ) ) {
			return;
		}
		$screen = get_current_screen();
		if ( $screen && 'woocommerce_page_' . self::SCREEN === $screen->id ) {
			return;
		}
		if ( ! array_intersect( array( self::status( 'cart' ), self::status( 'checkout' ) ), array( 'woocommerce', 'other' ) ) ) {
			return;
		}
		echo '<div class="notice notice-info">';
		self::open_form();
		echo '<p><strong>' . esc_html__( 'Kassa is active.', 'kassa' ) . '</strong> ' . esc_html__( "Make Kassa's Cart and Checkout the shop's cart and checkout pages? What the pages hold now is kept, and comes back if you switch back or deactivate Kassa.", 'kassa' ) . '</p>';
		echo '<p>';
		submit_button( __( "Use Kassa's Cart and Checkout", 'kassa' ), 'primary', 'use-kassa', false );
		echo ' ';
		submit_button( __( 'Not now', 'kassa' ), 'secondary', 'not-now', false );
		echo '</p></form></div>';
	}

	/**
	 * Opens the form both the screen and the notice post: its action, nonce and referer.
	 */
	private static function open_form() {
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( self::ACTION ) . '" />';
		wp_nonce_field( self::ACTION );
	}

	/**
	 * Handles the screen's and the notice's form.
	 */
	public static function handle_form() {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change the cart and checkout pages.', 'kassa' ), 403 );
		}
		check_admin_referer( self::ACTION );
		if ( isset( $_POST['not-now'] ) ) {
			delete_option( self::OFFER_OPTION );
			wp_safe_redirect( wp_get_referer() ? wp_get_referer() : admin_url() );
			exit;
		}
		if ( isset( $_POST['use-woocommerce'] ) ) {
			self::use_woocommerce();
		} else {
			self::use_kassa();
		}
		wp_safe_redirect( add_query_arg( 'kassa-updated', '1', admin_url( 'admin.php?page=' . self::SCREEN ) ) );
		exit;
	}
}
