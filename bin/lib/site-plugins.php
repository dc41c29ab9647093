<?php
/**
 * The plugins every site needs, in the order they are activated: WooCommerce, the test payment
 * gateway and Kassa. Read by bin/lib/activate.php (bin/start, bin/test) and by the seed-once step
 * of wp-env's sites (bin/lib/wp-env/kassa-seed.php).
 *
 * @package Kassa
 */

return array( 'woocommerce/woocommerce.php', 'kassa-test-gateway/kassa-test-gateway.php', 'kassa/plugin.php' );
