<?php
/**
 * Cart sessions. A session is found, in order, from a valid `Cart-Token` request header, the
 * logged-in user (their cart is tied to the account), or the guest cookie; a new guest gets a
 * fresh id. Session data lives in one non-autoloaded option per session, written only when the
 * cart changes, so merely reading a cart stores nothing.
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;

/**
 * Identifies the shopper's session and loads, locks and saves its data.
 */
class Kassa_Store_Session {

	/** Tries at a cart write before it is reported as failed (see save()). */
	const WRITE_ATTEMPTS = 8;

	const COOKIE   = 'kassa_store_session';
	const LIFETIME = 2 * DAY_IN_SECONDS;

	/**
	 * Resolved session per user id, so a login inside one request resolves again.
	 *
	 * @var array<int, string>
	 */
	private static $resolved = array();

	/**
	 * Whether the session id was made in this request (nobody has it yet).
	 *
	 * @var bool
	 */
	private static $is_new = false;

	/**
	 * Session id carried by a valid Cart-Token on the HTTP request (null: none; false: not read
	 * yet).
	 *
	 * @var string|null|false
	 */
	private static $token_session = false;

	/**
	 * Hooks the guest cookie onto front-end pages so the nonce printed in the page is bound to a
	 * session the browser keeps.
	 */
	public static function init() {
		add_action( 'send_headers', array( __CLASS__, 'ensure_guest_cookie' ) );
		add_filter( 'nonce_user_logged_out', array( __CLASS__, 'nonce_user' ), 10, 2 );
	}

	/**
	 * Binds guests' Store API nonces to their cart session, so one guest's nonce is no good to
	 * another.
	 *
	 * @param int|string $uid    User id (0 for guests).
	 * @param string     $action Nonce action.
	 * @return int|string
	 */
	public static function nonce_user( $uid, $action ) {
		if ( 'wc_store_api' !== $action ) {
			return $uid;
		}
		return 'kassa-' . self::id();
	}

	/**
	 * Sets the guest cookie on a page view that has none.
	 */
	public static function ensure_guest_cookie() {
		if ( is_admin() || wp_doing_ajax() || is_user_logged_in() || null !== self::cookie_session() ) {
			return;
		}
		self::id();
		self::set_cookie();
	}

	/**
	 * The session a valid `Cart-Token` header of the HTTP request names, or null. As in
	 * WooCommerce, only the outer HTTP request's header counts: a batch's sub-requests share it,
	 * whatever their own headers say.
	 *
	 * @return string|null
	 */
	private static function token_session() {
		if ( false === self::$token_session ) {
			$token               = isset( $_SERVER['HTTP_CART_TOKEN'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_CART_TOKEN'] ) ) : '';
			$claims              = '' === $token ? null : self::decode_token( $token );
			self::$token_session = $claims ? $claims['user_id'] : null;
		}
		return self::$token_session;
	}

	/**
	 * Whether the current request is served through a Cart-Token.
	 *
	 * @return bool
	 */
	public static function has_token() {
		return null !== self::token_session();
	}

	/**
	 * The current session id.
	 *
	 * @return string
	 */
	public static function id() {
		if ( self::has_token() ) {
			return self::token_session();
		}
		$user = get_current_user_id();
		if ( $user ) {
			return (string) $user;
		}
		if ( isset( self::$resolved[0] ) ) {
			return self::$resolved[0];
		}
		$id = self::cookie_session();
		if ( null === $id ) {
			$id           = 't_' . substr( bin2hex( random_bytes( 15 ) ), 0, 30 );
			self::$is_new = true;
		}
		self::$resolved[0] = $id;
		return $id;
	}

	/**
	 * Whether the shopper has no session yet (new this request, no cookie and no token).
	 *
	 * @return bool
	 */
	public static function is_new() {
		return self::$is_new && ! self::has_token() && ! get_current_user_id();
	}

	/**
	 * The guest session named by a valid cookie, or null.
	 *
	 * @return string|null
	 */
	private static function cookie_session() {
		if ( empty( $_COOKIE[ self::COOKIE ] ) ) {
			return null;
		}
		$parts = explode( '|', sanitize_text_field( wp_unslash( $_COOKIE[ self::COOKIE ] ) ) );
		if ( 3 !== count( $parts ) || ! preg_match( '/^t_[0-9a-f]{30}$/', $parts[0] ) || (int) $parts[1] < time() ) {
			return null;
		}
		$expected = hash_hmac( 'sha256', $parts[0] . '|' . $parts[1], wp_salt( 'auth' ) );
		return hash_equals( $expected, $parts[2] ) ? $parts[0] : null;
	}

	/**
	 * Sends the guest cookie for the current session (only to guests, and only while headers can
	 * still be sent).
	 */
	public static function set_cookie() {
		$id = self::id();
		if ( headers_sent() || 0 !== strpos( $id, 't_' ) ) {
			return;
		}
		$expires = time() + self::LIFETIME;
		$value   = $id . '|' . $expires . '|' . hash_hmac( 'sha256', $id . '|' . $expires, wp_salt( 'auth' ) );
		setcookie(
			self::COOKIE,
			$value,
			array(
				'expires'  => $expires,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN,
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
		$_COOKIE[ self::COOKIE ] = $value;
		self::$is_new            = false;
	}

	/**
	 * A Cart-Token for the current session: a JWT signed with HS256 carrying the claims
	 * WooCommerce's tokens carry (`user_id`, `exp`, `iss`, `iat`).
	 *
	 * @return string
	 */
	public static function token() {
		$encode = static function ( $data ) {
			return rtrim( strtr( base64_encode( $data ), '+/', '-_' ), '=' );
		};
		$header  = $encode( wp_json_encode( array( 'alg' => 'HS256', 'typ' => 'JWT' ) ) );
		$payload = $encode(
			wp_json_encode(
				array(
					'user_id' => self::id(),
					'exp'     => time() + self::LIFETIME,
					'iss'     => 'store-api',
					'iat'     => time(),
				)
			)
		);
		$sig     = $encode( hash_hmac( 'sha256', $header . '.' . $payload, wp_salt( 'auth' ), true ) );
		return $header . '.' . $payload . '.' . $sig;
	}

	/**
	 * Checks a Cart-Token's signature and expiry.
	 *
	 * @param string $token Token.
	 * @return array|null Claims, or null when invalid.
	 */
	private static function decode_token( $token ) {
		$parts = explode( '.', $token );
		if ( 3 !== count( $parts ) ) {
			return null;
		}
		$decode   = static function ( $data ) {
			return base64_decode( strtr( $data, '-_', '+/' ), true );
		};
		$expected = rtrim( strtr( base64_encode( hash_hmac( 'sha256', $parts[0] . '.' . $parts[1], wp_salt( 'auth' ), true ) ), '+/', '-_' ), '=' );
		if ( ! hash_equals( $expected, $parts[2] ) ) {
			return null;
		}
		$claims = json_decode( (string) $decode( $parts[1] ), true );
		if ( ! is_array( $claims ) || empty( $claims['user_id'] ) || ! is_string( $claims['user_id'] ) || (int) ( $claims['exp'] ?? 0 ) < time() ) {
			return null;
		}
		if ( ! preg_match( '/^(t_[0-9a-f]{30}|[1-9][0-9]*)$/', $claims['user_id'] ) ) {
			return null;
		}
		return $claims;
	}

	/**
	 * Loads the session's data (fresh from the database, never a stale in-request copy).
	 *
	 * @return array
	 */
	public static function load() {
		$key = self::option_name();
		wp_cache_delete( $key, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		$data = get_option( $key, array() );
		return is_array( $data ) ? $data : array();
	}

	/**
	 * Saves the session's data; a guest who had no session gets their cookie now.
	 *
	 * @param array $data Session data.
	 * @throws Kassa_Store_Exception When the database refuses the write.
	 */
	public static function save( array $data ) {
		global $wpdb;
		$data['updated'] = time();
		// update_option() returns false both for "unchanged" and for a failed write; only the
		// latter leaves an error. SQLite refuses a write at once ("database is locked") when
		// another request committed since this one's read began; a new attempt reads afresh.
		for ( $attempt = 1; ; $attempt++ ) {
			$wpdb->last_error = '';
			update_option( self::option_name(), $data, false );
			if ( '' === $wpdb->last_error ) {
				break;
			}
			if ( $attempt >= self::WRITE_ATTEMPTS ) {
				// Never answer as if the cart changed when it did not.
				throw new Kassa_Store_Exception( 'woocommerce_rest_cart_error', __( 'Your cart could not be saved. Please try again.', 'kassa' ), 500 );
			}
			usleep( wp_rand( 10000, 40000 ) * $attempt );
		}
		if ( self::is_new() && defined( 'REST_REQUEST' ) && REST_REQUEST ) {
			self::set_cookie();
		}
	}

	/**
	 * The option that stores the session.
	 *
	 * @return string
	 */
	private static function option_name() {
		return 'kassa_cart_' . self::id();
	}

	/**
	 * On login, a guest's cart moves to the account when the account's cart is empty, so a
	 * shopper who logs in at checkout keeps what they picked.
	 *
	 * @param string  $login Login name.
	 * @param WP_User $user  User.
	 */
	public static function adopt_guest_cart( $login, $user ) {
		$guest = self::cookie_session();
		if ( null === $guest ) {
			return;
		}
		$guest_data = get_option( 'kassa_cart_' . $guest, array() );
		$user_data  = get_option( 'kassa_cart_' . $user->ID, array() );
		if ( ! empty( $guest_data['items'] ) && empty( $user_data['items'] ) ) {
			$guest_data['draft_order'] = 0;
			update_option( 'kassa_cart_' . $user->ID, array_merge( is_array( $user_data ) ? $user_data : array(), array_intersect_key( $guest_data, array_flip( array( 'items', 'coupons', 'chosen_rates', 'extensions' ) ) ) ), false );
			delete_option( 'kassa_cart_' . $guest );
		}
	}

	/**
	 * Runs a read-modify-write on the session while holding its lock, so parallel requests of one
	 * shopper never lose or double an item. The lock is an option row: a plain INSERT fails while
	 * another request holds it (portable on MySQL and SQLite).
	 *
	 * @param callable    $callback Receives nothing; does its own load/save.
	 * @param string|null $name     What to lock: the session (null), or a name shared by every
	 *                              session (e.g. the shop's stock).
	 * @return mixed The callback's result.
	 * @throws Throwable Whatever the callback throws (after releasing the lock).
	 */
	public static function locked( $callback, $name = null ) {
		global $wpdb;
		$lock     = 'kassa_lock_' . ( $name ?? self::id() );
		$deadline = microtime( true ) + 10;
		$suppress = $wpdb->suppress_errors( true );
		while ( true ) {
			$inserted = $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $lock, (string) time() ) );
			if ( $inserted ) {
				break;
			}
			$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $lock ) );
			if ( ( $since && $since < time() - 15 ) || microtime( true ) > $deadline ) {
				// A crashed request left its lock behind: take it over.
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $lock ) );
				continue;
			}
			usleep( 20000 );
		}
		$wpdb->suppress_errors( $suppress );
		try {
			return $callback();
		} finally {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s", $lock ) );
		}
	}
}
