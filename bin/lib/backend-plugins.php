<?php
/**
 * The plugins a site's backend needs, in the order they are activated: Kassa, and either Kassa's
 * demo Store API (`demo`) or WooCommerce with the test payment gateway (`woocommerce`). Read by
 * bin/lib/activate.php (bin/start, bin/test) and by the seed-once step of wp-env's sites
 * (bin/lib/wp-env/kassa-seed.php).
 *
 * @package Kassa
 */

return array(
	'demo'        => array( 'kassa-store-api/store-api.php', 'kassa/plugin.php' ),
	'woocommerce' => array( 'woocommerce/woocommerce.php', 'kassa-test-gateway/kassa-test-gateway.php', 'kassa/plugin.php' ),
);
