/**
 * WooCommerce's payment methods on Kassa's checkout and cart (built as
 * `kassa-woocommerce-payments`). The shop's gateways keep their own, unchanged blocks scripts:
 * they register with WooCommerce's small registry (`window.wc.wcBlocksRegistry`), which loads
 * with them; this script, printed after them, registers each of those methods with Kassa's
 * registry, so Kassa's checkout lists them, asks them whether they can pay and renders their
 * `content` with WooCommerce's props. Methods registered later reach Kassa too.
 */
import { watchWooCommercePaymentMethods } from './adopt';

watchWooCommercePaymentMethods();
