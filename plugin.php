<?php
/**
 * Plugin Name:       Kassa
 * Description:       The shopper-facing cart and checkout of a WooCommerce shop, as blocks.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Tested up to:      7.1
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * WC requires at least: 11.0
 * WC tested up to:   11.0
 * Author:            Kassa
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       kassa
 * Domain Path:       /languages
 *
 * @package Kassa
 */

defined( 'ABSPATH' ) || exit;

define( 'KASSA_DIR', __DIR__ );
define( 'KASSA_FILE', __FILE__ );

require_once KASSA_DIR . '/includes/i18n.php';
require_once KASSA_DIR . '/includes/assets.php';
require_once KASSA_DIR . '/includes/settings.php';
require_once KASSA_DIR . '/includes/blocks.php';
require_once KASSA_DIR . '/includes/page-cache.php';
require_once KASSA_DIR . '/includes/checkout-shell.php';
require_once KASSA_DIR . '/includes/markup.php';
require_once KASSA_DIR . '/includes/mini-cart.php';
require_once KASSA_DIR . '/includes/mini-cart-button.php';
require_once KASSA_DIR . '/includes/products.php';
require_once KASSA_DIR . '/includes/cart-icons.php';
require_once KASSA_DIR . '/includes/payment-methods.php';
require_once KASSA_DIR . '/includes/admin-notices.php';
require_once KASSA_DIR . '/includes/woocommerce.php';
require_once KASSA_DIR . '/includes/without-woocommerce.php';
require_once KASSA_DIR . '/includes/lifecycle.php';

register_activation_hook( KASSA_FILE, 'kassa_activate' );
register_deactivation_hook( KASSA_FILE, 'kassa_deactivate' );
