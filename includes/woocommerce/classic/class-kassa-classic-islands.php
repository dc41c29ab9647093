<?php
/**
 * Islands: HTML that classic PHP prints (a gateway's `payment_fields()`, a classic field, what a
 * classic action hook echoes), rendered with the page and left alone by React. Each island is
 * printed once, inside a hidden store element after Kassa's cart or checkout; the classic
 * script's `ClassicIsland` component moves the island's DOM node where it belongs and back, so
 * the node, and the listeners plugin scripts bound to it, live as long as the page.
 *
 * On the checkout the block and the store sit inside a `form.checkout.woocommerce-checkout`,
 * the form classic scripts look for (`$( 'form.checkout' )`), so the inputs of every island are
 * in it. Nothing is printed, and no script loads, on a page whose cart or checkout has no island
 * and no classic hook (paid only when used).
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Collects and prints the islands of the page.
 */
class Kassa_Classic_Islands {

	/** The id of the hidden store element. */
	const STORE_ID = 'kassa-classic-islands';

	/**
	 * The islands of the page: key => HTML.
	 *
	 * @var array<string, string>
	 */
	private static $islands = array();

	/**
	 * Hooks in.
	 */
	public static function init() {
		// After Kassa's own filters (10), which name the block's first tag.
		add_filter( 'render_block_kassa/checkout', array( __CLASS__, 'with_checkout' ), 20 );
		add_filter( 'render_block_kassa/cart', array( __CLASS__, 'with_cart' ), 20 );
	}

	/**
	 * Adds an island.
	 *
	 * @param string $key  Its key, unique in the page, e.g. 'gateway:cheque' or 'hook:woocommerce_before_cart'.
	 * @param string $html Its HTML, as the plugin printed it.
	 */
	public static function add( $key, $html ) {
		self::$islands[ (string) $key ] = (string) $html;
	}

	/**
	 * Adds an island of what a function prints (its output is captured).
	 *
	 * @param string   $key    The island's key.
	 * @param callable $render Prints the HTML.
	 * @return string The HTML.
	 */
	public static function capture( $key, callable $render ) {
		ob_start();
		try {
			$render();
		} finally {
			$html = (string) ob_get_clean();
		}
		self::add( $key, $html );
		return $html;
	}

	/**
	 * The islands added so far.
	 *
	 * @return array<string, string> Key => HTML.
	 */
	public static function all() {
		return self::$islands;
	}

	/**
	 * Forgets every island (for tests).
	 */
	public static function reset() {
		self::$islands = array();
	}

	/**
	 * Kassa's checkout with its islands: when something classic is on it, the block and the
	 * island store inside the classic form.
	 *
	 * @param string $content The block's HTML.
	 * @return string
	 */
	public static function with_checkout( $content ) {
		if ( is_admin() || ! self::collect( 'checkout' ) ) {
			return $content;
		}
		return sprintf(
			'<form name="checkout" method="post" class="%s" action="%s" enctype="multipart/form-data" novalidate>%s%s</form>',
			esc_attr( trim( 'checkout woocommerce-checkout kassa-classic-form ' . self::alignment_of( $content ) ) ),
			esc_url( wc_get_checkout_url() ),
			$content,
			self::store_html()
		);
	}

	/**
	 * The alignment class of a block's HTML (alignwide, alignfull), for the form around it: a
	 * theme lays out its content's direct children by that class (block themes' layouts,
	 * classic themes' `.entry-content > .alignwide`), and the form is that child now.
	 *
	 * @param string $content The block's HTML.
	 * @return string The class, or ''.
	 */
	private static function alignment_of( $content ) {
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() ) {
			return '';
		}
		foreach ( array( 'alignwide', 'alignfull' ) as $alignment ) {
			if ( $tags->has_class( $alignment ) ) {
				return $alignment;
			}
		}
		return '';
	}

	/**
	 * Kassa's cart with its islands, when something classic is on it.
	 *
	 * @param string $content The block's HTML.
	 * @return string
	 */
	public static function with_cart( $content ) {
		if ( is_admin() || ! self::collect( 'cart' ) ) {
			return $content;
		}
		return $content . self::store_html();
	}

	/**
	 * Asks every classic piece for its islands on a page, once per page and context, and loads
	 * the classic script when the page needs it.
	 *
	 * @param string $context 'checkout' or 'cart'.
	 * @return bool Whether the page needs the classic contract.
	 */
	private static function collect( $context ) {
		static $done = array();
		if ( ! isset( $done[ $context ] ) ) {
			/**
			 * Lets the classic pieces add their islands to Kassa's cart or checkout
			 * (Kassa_Classic_Islands::add() / ::capture()).
			 *
			 * @param string $context 'checkout' or 'cart'.
			 */
			do_action( 'kassa_classic_islands', $context );
			$done[ $context ] = self::$islands || Kassa_Classic::is_needed( $context );
			if ( $done[ $context ] ) {
				Kassa_Classic::enqueue( $context );
			}
		}
		return $done[ $context ];
	}

	/**
	 * The hidden store holding every island, printed once.
	 *
	 * @return string HTML.
	 */
	private static function store_html() {
		$html = '';
		foreach ( self::$islands as $key => $island ) {
			// The plugins' own HTML, as the classic checkout prints it.
			$html .= sprintf( '<div class="kassa-classic-island" data-kassa-island="%s">%s</div>', esc_attr( $key ), $island );
		}
		return sprintf( '<div id="%s" hidden>%s</div>', self::STORE_ID, $html );
	}
}
