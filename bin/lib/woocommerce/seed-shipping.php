<?php
/**
 * The demo shop's shipping on WooCommerce, from the shop's zones (shop-data.php): a zone per flat
 * rate (the United Kingdom, Europe, North America), each rate charged per package with a dearer
 * price for the `bulky` shipping class, free shipping where the zone offers it, and local
 * pickup from the shop's two shops. Splitting the cart into packages by class is demo-shop.php's.
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the shipping class, the zones with their methods, and local pickup.
 *
 * @return bool Whether anything changed.
 */
function kassa_seed_woocommerce_shipping() {
	$bulky   = kassa_seed_woocommerce_shipping_class( 'bulky', 'Bulky' );
	$changed = false;
	foreach ( kassa_shop_shipping_zones() as $order => $zone ) {
		$changed = kassa_seed_woocommerce_shipping_zone( $zone, $order, $bulky ) || $changed;
	}
	$changed = kassa_seed_woocommerce_local_pickup() || $changed;
	if ( $changed ) {
		// Shoppers' sessions keep the rates they were shown until this version changes.
		WC_Cache_Helper::get_transient_version( 'shipping', true );
	}
	return $changed;
}

/**
 * Creates a shipping class unless it exists.
 *
 * @param string $slug Slug.
 * @param string $name Name.
 * @return int Term id.
 */
function kassa_seed_woocommerce_shipping_class( $slug, $name ) {
	$term = get_term_by( 'slug', $slug, 'product_shipping_class' );
	if ( $term ) {
		return (int) $term->term_id;
	}
	$inserted = wp_insert_term( $name, 'product_shipping_class', array( 'slug' => $slug ) );
	return is_wp_error( $inserted ) ? 0 : (int) $inserted['term_id'];
}

/**
 * Creates a zone (or corrects the one that serves its first country) with its methods.
 *
 * @param array $zone  { countries, flat_rate, free_shipping } (kassa_shop_shipping_zones()).
 * @param int   $order Zone order.
 * @param int   $bulky The bulky shipping class's term id.
 * @return bool Whether anything changed.
 */
function kassa_seed_woocommerce_shipping_zone( array $zone, $order, $bulky ) {
	$wc_zone = WC_Shipping_Zones::get_zone_matching_package(
		array(
			'destination' => array(
				'country'  => $zone['countries'][0],
				'state'    => '',
				'postcode' => '',
			),
		)
	);
	if ( ! $wc_zone->get_id() ) {
		$wc_zone = new WC_Shipping_Zone();
	}
	$wc_zone->set_zone_name( implode( ', ', array_intersect_key( kassa_shop_countries(), array_flip( $zone['countries'] ) ) ) );
	$wc_zone->set_zone_order( $order );
	$held = wp_list_pluck( $wc_zone->get_zone_locations(), 'code' );
	if ( array_diff( $held, $zone['countries'] ) || array_diff( $zone['countries'], $held ) ) {
		$wc_zone->clear_locations();
		foreach ( $zone['countries'] as $country ) {
			$wc_zone->add_location( $country, 'country' );
		}
	}
	$changed = kassa_seed_woocommerce_save( $wc_zone );

	$flat    = $zone['flat_rate'];
	$methods = array(
		'flat_rate' => array(
			'title'                => $flat['name'],
			'tax_status'           => 'taxable',
			'cost'                 => '0',
			// Per class: a package of standard items costs no_class_cost, one of bulky items its class cost.
			'type'                 => 'class',
			'no_class_cost'        => kassa_seed_woocommerce_decimal( $flat['cost']['standard'] ),
			'class_cost_' . $bulky => kassa_seed_woocommerce_decimal( $flat['cost']['bulky'] ),
			'delivery_time'        => $flat['delivery'],
		),
	);
	$free = $zone['free_shipping'];
	if ( $free ) {
		$methods['free_shipping'] = array(
			'title'            => $free['name'],
			'requires'         => 'either',
			'min_amount'       => kassa_seed_woocommerce_decimal( $free['min_amount'] ),
			'ignore_discounts' => 'no',
		);
	}
	foreach ( $methods as $method_id => $settings ) {
		$changed = kassa_seed_woocommerce_shipping_method( $wc_zone, $method_id, $settings ) || $changed;
	}
	return $changed;
}

/**
 * Adds a shipping method to a zone unless it has one of that kind, and sets its settings.
 *
 * @param WC_Shipping_Zone $zone      Zone.
 * @param string           $method_id Method, e.g. flat_rate.
 * @param array            $settings  Instance settings.
 * @return bool Whether anything changed.
 */
function kassa_seed_woocommerce_shipping_method( WC_Shipping_Zone $zone, $method_id, array $settings ) {
	$instance_id = 0;
	foreach ( $zone->get_shipping_methods() as $method ) {
		if ( $method->id === $method_id ) {
			$instance_id = (int) $method->instance_id;
		}
	}
	$added = ! $instance_id;
	if ( $added ) {
		$instance_id = $zone->add_shipping_method( $method_id );
	}
	$updated = kassa_seed_woocommerce_merge_option( "woocommerce_{$method_id}_{$instance_id}_settings", $settings );
	return $added || $updated;
}

/**
 * Turns on WooCommerce's local pickup with the shop's pickup locations (rate ids
 * pickup_location:0, :1, ... by their position).
 *
 * @return bool Whether anything changed.
 */
function kassa_seed_woocommerce_local_pickup() {
	$locations = array();
	foreach ( kassa_shop_pickup_locations() as $location ) {
		$locations[] = array(
			'name'    => $location['name'],
			'address' => $location['address'],
			'details' => $location['details'],
			'enabled' => true,
		);
	}
	$settings = kassa_seed_woocommerce_merge_option(
		'woocommerce_pickup_location_settings',
		array(
			'enabled'    => 'yes',
			'tax_status' => 'taxable',
			'cost'       => '',
		)
	);
	$places   = kassa_seed_woocommerce_option( 'pickup_location_pickup_locations', $locations );
	return $settings || $places;
}
