<?php
/**
 * Runs when a merchant deletes Kassa from the Plugins screen: puts back what Kassa's blocks
 * replaced on the cart and checkout pages and removes every option, transient, post and user
 * meta and scheduled event Kassa created (includes/lifecycle.php).
 *
 * @package Kassa
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/lifecycle.php';

kassa_uninstall();
