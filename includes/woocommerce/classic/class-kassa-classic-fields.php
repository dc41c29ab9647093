<?php
/**
 * The classic checkout's field filters on Kassa's checkout. What `woocommerce_checkout_fields`,
 * `woocommerce_billing_fields`, `woocommerce_shipping_fields`, `woocommerce_default_address_fields`
 * and the country-locale filters make of WooCommerce's checkout fields
 * (`WC()->checkout()->get_checkout_fields()`, after every filter) is read against what WooCommerce
 * alone makes of them (the same, with the plugins' callbacks left out): an edit of a core field
 * (label, required, priority, width, placeholder, removal) becomes an edit of Kassa's own field
 * (`formFields` in the settings payload), a field a plugin adds is rendered by
 * `woocommerce_form_field()` as the classic checkout renders it (so the plugins'
 * `woocommerce_form_field_{type}` filters apply) and placed among Kassa's fields at its priority.
 * `woocommerce_checkout_get_value` (and `default_checkout_{key}`) prefill. On Kassa's Place
 * Order (Kassa_Classic_Checkout_Hooks) the fields are validated as the classic checkout
 * validates them, and the added billing and shipping fields kept on the order and the customer
 * as the classic checkout keeps them.
 * Nothing of this runs on a shop where no plugin (or theme) hooks a field filter.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Classic checkout fields on Kassa's checkout.
 */
class Kassa_Classic_Fields {

	/** The keys of WooCommerce's core address fields (without `billing_` / `shipping_`). */
	const CORE_KEYS = array( 'first_name', 'last_name', 'company', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode', 'phone', 'email' );

	/** Where the island of an added field is kept: its key in the page's islands. */
	const ISLAND_PREFIX = 'field:';

	/** The added fields' stylesheet. */
	const STYLE = 'kassa-classic-fields';

	/** Keys WooCommerce's checkout never keeps as address meta. */
	const NOT_META = array( 'shipping_method', 'shipping_total', 'shipping_tax' );

	/**
	 * Hooks in.
	 */
	public static function init() {
		add_action( 'kassa_classic_islands', array( __CLASS__, 'islands' ) );
		add_filter( 'kassa_store_api_get', array( __CLASS__, 'prefill_cart' ), 20, 2 );
		add_filter( 'rest_request_before_callbacks', array( __CLASS__, 'relax_store_api' ), 10, 3 );
		add_action( 'woocommerce_checkout_create_order', array( __CLASS__, 'keep_on_order' ), 1, 2 );
		add_action( 'woocommerce_checkout_update_customer', array( __CLASS__, 'keep_on_customer' ), 1, 2 );
	}

	/**
	 * Whether a plugin or the theme hooks a field filter (once per request: plugins add their
	 * filters by `init`).
	 *
	 * @return bool
	 */
	public static function is_used() {
		static $used = null;
		if ( null === $used ) {
			$used = Kassa_Classic_Plugins::anyone_hooks( Kassa_Classic_Plugins::HOOKS[ Kassa_Classic_Plugins::CLASSIC_FIELDS ] );
		}
		return $used;
	}

	/**
	 * Gives Kassa's checkout what the field filters change, as it renders: the forms' changes in
	 * the settings payload (`formFields`), the added fields' HTML among the page's islands.
	 *
	 * @param string $context 'checkout' or 'cart'.
	 */
	public static function islands( $context ) {
		if ( 'checkout' !== $context || ! self::is_used() ) {
			return;
		}
		$changes = self::changes();
		if ( $changes['forms'] ) {
			wp_add_inline_script( 'kassa-settings', 'window.kassaSettings.formFields = ' . kassa_script_json( $changes['forms'] ) . ';', 'before' );
		}
		foreach ( $changes['islands'] as $key => $html ) {
			Kassa_Classic_Islands::add( $key, $html );
		}
		$asset = kassa_asset_file( 'classic' );
		if ( $changes['islands'] && $asset ) {
			// The added fields drawn as Kassa's own (classic/fields.scss).
			wp_enqueue_style( self::STYLE, plugins_url( 'build/classic/index.css', KASSA_FILE ), array(), $asset['version'] );
			wp_style_add_data( self::STYLE, 'rtl', 'replace' );
			wp_style_add_data( self::STYLE, 'suffix', '' );
		}
	}

	/**
	 * What the field filters change on Kassa's forms: per form (billing, shipping, order), each
	 * field's edits and the fields added, as partial field definitions by key (an added field
	 * names the island holding its HTML); and the added fields' HTML by island key.
	 *
	 * @return array{forms: array<string, array<string, array>>, islands: array<string, string>}
	 */
	public static function changes() {
		$checkout  = WC()->checkout();
		$fields    = $checkout->get_checkout_fields();
		$locale    = WC()->countries->get_country_locale();
		$baseline  = self::baseline();
		$selectors = WC()->countries->get_country_locale_field_selectors();
		$forms     = array();
		$islands   = array();
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			$filtered = $fields[ $type ] ?? array();
			$edits    = self::edits( $filtered, $baseline['fields'][ $type ] ?? array(), "{$type}_" );
			// The country rules' defaults apply over the fields they name (address-i18n.js does
			// so as the form loads), as WooCommerce's forms do.
			foreach ( self::locale_edits( $locale['default'] ?? array(), $baseline['locale'], $selectors, $type ) as $key => $edit ) {
				$edits[ $key ] = array_merge( $edits[ $key ] ?? array(), $edit );
			}
			$added = array_diff_key( $filtered, $baseline['fields'][ $type ] ?? array() );
			foreach ( self::placed( $added, $filtered ) as $key => $definition ) {
				$edits[ self::locale_key( $key, $type, $selectors ) ] = $definition;
				$islands[ self::ISLAND_PREFIX . $key ]               = self::render( $key, $added[ $key ] );
			}
			// Kassa asks for the email address in the contact step.
			if ( isset( $edits['email'] ) ) {
				$forms['contact']['email'] = $edits['email'];
				unset( $edits['email'] );
			}
			if ( $edits ) {
				$forms[ $type ] = $edits;
			}
		}
		/** This filter is documented in WooCommerce (templates/checkout/form-shipping.php). */
		if ( apply_filters( 'woocommerce_enable_order_notes_field', 'yes' === get_option( 'woocommerce_enable_order_comments', 'yes' ) ) ) {
			$order = $fields['order'] ?? array();
			$edits = self::note_edits( $order['order_comments'] ?? null, $baseline['fields']['order']['order_comments'] ?? array() );
			$added = array_diff_key( $order, $baseline['fields']['order'] ?? array() );
			foreach ( self::placed( $added, $order ) as $key => $definition ) {
				$edits[ $key ]                              = $definition;
				$islands[ self::ISLAND_PREFIX . $key ] = self::render( $key, $added[ $key ] );
			}
			if ( $edits ) {
				$forms['order'] = $edits;
			}
		}
		return array(
			'forms'   => $forms,
			'islands' => $islands,
		);
	}

	/**
	 * The checkout fields and the default country rules as WooCommerce alone makes them: the
	 * shaping filters' callbacks but WooCommerce's own left out while they are read again.
	 *
	 * @return array{fields: array, locale: array}
	 */
	private static function baseline() {
		global $wp_filter;
		$countries = WC()->countries;
		$kept      = array();
		$locale    = $countries->locale;
		foreach ( Kassa_Classic_Plugins::SHAPING_FIELDS as $name ) {
			if ( isset( $wp_filter[ $name ] ) ) {
				$kept[ $name ]      = $wp_filter[ $name ];
				$wp_filter[ $name ] = self::own_callbacks( $name, $wp_filter[ $name ] ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back below.
			}
		}
		// The country rules are read once per request: read afresh, then put back.
		$countries->locale = array();
		try {
			$baseline = array(
				'fields' => ( new WC_Checkout() )->get_checkout_fields(),
				'locale' => $countries->get_country_locale()['default'] ?? array(),
			);
		} finally {
			foreach ( $kept as $name => $hook ) {
				$wp_filter[ $name ] = $hook; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as it was.
			}
			$countries->locale = $locale;
		}
		return $baseline;
	}

	/**
	 * A hook with only WooCommerce's (and WordPress's) callbacks of another.
	 *
	 * @param string  $name Hook name.
	 * @param WP_Hook $hook The hook.
	 * @return WP_Hook
	 */
	private static function own_callbacks( $name, $hook ) {
		$own = new WP_Hook();
		foreach ( $hook->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( Kassa_Classic_Plugins::is_own( Kassa_Classic_Plugins::callback_file( $callback['function'] ) ) ) {
					$own->add_filter( $name, $callback['function'], $priority, $callback['accepted_args'] );
				}
			}
		}
		return $own;
	}

	/**
	 * The edits of an address's core fields: each field's label, required, priority, width,
	 * placeholder or hidden that differ from WooCommerce's own, a removed field hidden.
	 *
	 * @param array  $fields   The fields after the filters, by classic key.
	 * @param array  $baseline WooCommerce's own.
	 * @param string $prefix   'billing_' or 'shipping_'.
	 * @return array<string, array> Partial field definitions by Kassa's key.
	 */
	private static function edits( $fields, $baseline, $prefix ) {
		$edits = array();
		foreach ( $baseline as $key => $field ) {
			$core = substr( $key, strlen( $prefix ) );
			if ( ! in_array( $core, self::CORE_KEYS, true ) ) {
				continue;
			}
			$edit = isset( $fields[ $key ] )
				? self::field_edit( $fields[ $key ], $field )
				: array(
					'hidden'   => true,
					'required' => false,
				);
			if ( $edit ) {
				$edits[ $core ] = $edit;
			}
		}
		return $edits;
	}

	/**
	 * The edits of the fields the default country rules name (the country rules' field
	 * selectors) where a filter made those rules differ from WooCommerce's own.
	 *
	 * @param array                 $locale    The default rules after the filters, by key.
	 * @param array                 $baseline  WooCommerce's own.
	 * @param array<string, string> $selectors Key => the CSS selectors of the fields the rules apply to.
	 * @param string                $type      'billing' or 'shipping'.
	 * @return array<string, array>
	 */
	private static function locale_edits( $locale, $baseline, $selectors, $type ) {
		$edits = array();
		foreach ( $selectors as $key => $selector ) {
			if ( ! in_array( $key, self::CORE_KEYS, true ) || false === strpos( (string) $selector, "#{$type}_{$key}_field" ) ) {
				continue;
			}
			$edit = self::field_edit( (array) ( $locale[ $key ] ?? array() ), (array) ( $baseline[ $key ] ?? array() ) );
			if ( $edit ) {
				$edits[ $key ] = $edit;
			}
		}
		return $edits;
	}

	/**
	 * How a field differs from WooCommerce's, in Kassa's field terms.
	 *
	 * @param array $field    The field after the filters.
	 * @param array $baseline WooCommerce's.
	 * @return array Partial field definition (empty when nothing differs).
	 */
	private static function field_edit( $field, $baseline ) {
		$edit = array();
		if ( self::label( $field ) !== self::label( $baseline ) && '' !== self::label( $field ) ) {
			$edit['label'] = self::label( $field );
			/* translators: %s: a field's label */
			$edit['optionalLabel'] = sprintf( __( '%s (optional)', 'kassa' ), $edit['label'] );
		}
		if ( ! empty( $field['required'] ) !== ! empty( $baseline['required'] ) ) {
			$edit['required'] = ! empty( $field['required'] );
		}
		if ( isset( $field['priority'] ) && (string) $field['priority'] !== (string) ( $baseline['priority'] ?? '' ) ) {
			$edit['index'] = (int) $field['priority'];
		}
		if ( isset( $field['placeholder'] ) && (string) $field['placeholder'] !== (string) ( $baseline['placeholder'] ?? '' ) ) {
			$edit['placeholder'] = self::text( $field['placeholder'] );
		}
		if ( isset( $field['class'] ) && self::width( $field ) !== self::width( $baseline ) ) {
			$edit['width'] = self::width( $field );
		}
		if ( ! empty( $field['hidden'] ) !== ! empty( $baseline['hidden'] ) ) {
			$edit['hidden'] = ! empty( $field['hidden'] );
		}
		return $edit;
	}

	/**
	 * The order note's edits: its label and placeholder, or hidden when a filter removed it.
	 *
	 * @param array|null $note     The note field after the filters, null when removed.
	 * @param array      $baseline WooCommerce's.
	 * @return array<string, array> `[ 'note' => edits ]`, or nothing.
	 */
	private static function note_edits( $note, $baseline ) {
		$edit = null === $note ? array( 'hidden' => true ) : self::field_edit( $note, $baseline );
		return $edit ? array( 'note' => $edit ) : array();
	}

	/**
	 * Where the added fields go among a form's: each field's index (its priority; a field
	 * without one follows the field before it, as WooCommerce sorts them), width and island.
	 *
	 * @param array $added  The added fields, by classic key.
	 * @param array $fields All the form's fields in WooCommerce's order.
	 * @return array<string, array> Field definitions by classic key.
	 */
	private static function placed( $added, $fields ) {
		$placed = array();
		$index  = 0;
		foreach ( $fields as $key => $field ) {
			$index = isset( $field['priority'] ) && is_numeric( $field['priority'] ) ? (int) $field['priority'] : $index;
			if ( ! isset( $added[ $key ] ) ) {
				continue;
			}
			$placed[ $key ] = array(
				'key'           => $key,
				'label'         => self::label( $field ),
				'optionalLabel' => self::label( $field ),
				'required'      => false,
				'hidden'        => ! empty( $field['hidden'] ),
				'index'         => $index,
				'type'          => 'text',
				'width'         => self::width( $field ),
				'island'        => self::ISLAND_PREFIX . $key,
			);
		}
		return $placed;
	}

	/**
	 * The key an added address field goes by in Kassa's form: its key without the address's
	 * prefix when the country rules' field selectors name it (so a country's rules for that key
	 * apply to it, as address-i18n.js applies them), else its classic key.
	 *
	 * @param string                $key       Classic key, e.g. billing_vat_number.
	 * @param string                $type      'billing' or 'shipping'.
	 * @param array<string, string> $selectors The country rules' field selectors.
	 * @return string
	 */
	private static function locale_key( $key, $type, $selectors ) {
		$short = substr( $key, strlen( $type ) + 1 );
		return 0 === strpos( $key, "{$type}_" ) && false !== strpos( (string) ( $selectors[ $short ] ?? '' ), "#{$key}_field" ) ? $short : $key;
	}

	/**
	 * An added field's HTML as the classic checkout prints it, with the shopper's value.
	 *
	 * @param string $key   Classic key.
	 * @param array  $field Its definition.
	 * @return string
	 */
	private static function render( $key, $field ) {
		return (string) woocommerce_form_field( $key, array( 'return' => true ) + $field, WC()->checkout()->get_value( $key ) );
	}

	/**
	 * A field's label as text.
	 *
	 * @param array $field The field.
	 * @return string
	 */
	private static function label( $field ) {
		return self::text( $field['label'] ?? '' );
	}

	/**
	 * Text from a classic field's label or placeholder (which may hold HTML and entities).
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	private static function text( $value ) {
		return trim( html_entity_decode( wp_strip_all_tags( (string) $value ), ENT_QUOTES, 'UTF-8' ) );
	}

	/**
	 * A field's width from its classes: half a row (`form-row-first`, `form-row-last`) or a
	 * whole one.
	 *
	 * @param array $field The field.
	 * @return string 'half' or 'full'.
	 */
	private static function width( $field ) {
		return array_intersect( (array) ( $field['class'] ?? array() ), array( 'form-row-first', 'form-row-last' ) ) ? 'half' : 'full';
	}

	/**
	 * The preloaded cart's addresses with what `woocommerce_checkout_get_value` and
	 * `default_checkout_{key}` give the core fields, as the classic checkout fills its form.
	 *
	 * @param array|null $response The Store API answer so far.
	 * @param string     $path     The route.
	 * @return array|null
	 */
	public static function prefill_cart( $response, $path ) {
		if ( ! isset( $response['body'] ) || '/wc/store/v1/cart' !== $path || ! self::is_used() ) {
			return $response;
		}
		foreach ( array( 'billing', 'shipping' ) as $type ) {
			// The controller's answer holds the addresses as objects.
			$address = (array) ( $response['body'][ "{$type}_address" ] ?? array() );
			foreach ( array_intersect( self::CORE_KEYS, array_keys( $address ) ) as $key ) {
				$value = WC()->checkout()->get_value( "{$type}_{$key}" );
				if ( null !== $value && '' !== (string) $value ) {
					$address[ $key ] = (string) $value;
				}
			}
			$response['body'][ "{$type}_address" ] = (object) $address;
		}
		return $response;
	}

	/**
	 * Lets the Store API take an order without the core fields the field filters made optional or
	 * removed (its own check reads WooCommerce's country rules, not the fields a checkout shows):
	 * while it places an order, those fields are optional in the country rules. The classic
	 * checkout's validation (validate()) still holds each address to its own fields.
	 *
	 * @param mixed           $response What the request answers so far.
	 * @param array           $handler  The route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed The response, unchanged.
	 */
	public static function relax_store_api( $response, $handler, $request ) {
		unset( $handler );
		if ( ! $request instanceof WP_REST_Request || 'POST' !== $request->get_method() || '/wc/store/v1/checkout' !== untrailingslashit( $request->get_route() ) || ! self::is_used() ) {
			return $response;
		}
		$optional = self::optional_core_keys();
		if ( ! $optional ) {
			return $response;
		}
		$relax = static function ( $rules ) use ( $optional ) {
			foreach ( array_intersect_key( (array) $rules, $optional ) as $key => $rule ) {
				$rules[ $key ] = array_merge( (array) $rule, array( 'required' => false ) );
			}
			return $rules;
		};
		add_filter(
			'woocommerce_get_country_locale',
			static function ( $locale ) use ( $relax ) {
				return array_map( $relax, (array) $locale );
			},
			PHP_INT_MAX
		);
		add_filter( 'woocommerce_get_country_locale_default', $relax, PHP_INT_MAX );
		add_filter( 'woocommerce_get_country_locale_base', $relax, PHP_INT_MAX );
		// The country rules are read once per request: read again with these.
		WC()->countries->locale = array();
		return $response;
	}

	/**
	 * The core fields WooCommerce requires that the field filters made optional or removed, in
	 * either address.
	 *
	 * @return array<string, true> Kassa's keys.
	 */
	private static function optional_core_keys() {
		// A checkout of its own: WooCommerce's keeps its fields for the posted address.
		$fields   = ( new WC_Checkout() )->get_checkout_fields();
		$optional = array();
		foreach ( self::baseline()['fields'] as $type => $baseline ) {
			foreach ( in_array( $type, array( 'billing', 'shipping' ), true ) ? $baseline : array() as $key => $field ) {
				$core = substr( $key, strlen( $type ) + 1 );
				if ( in_array( $core, self::CORE_KEYS, true ) && ! empty( $field['required'] ) && empty( $fields[ $type ][ $key ]['required'] ) ) {
					$optional[ $core ] = true;
				}
			}
		}
		return $optional;
	}

	/**
	 * Keeps the added billing and shipping fields on the order as the classic checkout does
	 * (WC_Checkout::create_order(): `_billing_…` / `_shipping_…` meta), before the plugins'
	 * `woocommerce_checkout_create_order` callbacks run.
	 *
	 * @param WC_Order $order The order.
	 * @param array    $data  The posted data.
	 */
	public static function keep_on_order( $order, $data ) {
		foreach ( self::address_extras( $order, $data ) as $key => $value ) {
			$order->update_meta_data( "_$key", $value );
		}
	}

	/**
	 * Keeps the added billing and shipping fields on the customer as the classic checkout does
	 * (WC_Checkout::process_customer(): meta by key), so the next checkout fills them in.
	 *
	 * @param WC_Customer $customer The customer.
	 * @param array       $data     The posted data.
	 */
	public static function keep_on_customer( $customer, $data ) {
		foreach ( self::address_extras( $customer, $data ) as $key => $value ) {
			$customer->update_meta_data( $key, $value );
		}
	}

	/**
	 * The posted `billing_…` and `shipping_…` values an object has no setter for.
	 *
	 * @param WC_Data $object The order or customer.
	 * @param array   $data   The posted data.
	 * @return array
	 */
	private static function address_extras( $object, $data ) {
		if ( ! self::is_used() ) {
			return array();
		}
		$extras = array();
		foreach ( (array) $data as $key => $value ) {
			if ( preg_match( '/^(billing|shipping)_/', (string) $key ) && ! in_array( $key, self::NOT_META, true ) && ! is_callable( array( $object, "set_{$key}" ) ) ) {
				$extras[ $key ] = $value;
			}
		}
		return $extras;
	}
}
