<?php
/**
 * Plugin Name:       Kassa Store API
 * Description:       The Store API v1 contract (/wc/store/v1) for Kassa's demo shop and tests.
 * Version:           0.1.0
 * Requires at least: 6.6
 * Requires PHP:      7.4
 * License:           GPL-2.0-or-later
 * Text Domain:       kassa
 *
 * @package KassaStoreApi
 */

defined( 'ABSPATH' ) || exit;
