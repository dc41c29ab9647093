/**
 * The payment-method registry, built as `kassa-payment-registry` (`window.kassa.paymentRegistry`).
 * Gateways register their methods here with WooCommerce-compatible option objects.
 */
export {};
