/**
 * The element ids and classes WooCommerce's Checkout block gives its parts, which real gateways'
 * scripts look for (EXTENSIONS.md G6: WooPayments reads the Place Order button and its method's
 * radio, Stripe rewrites saved cards' labels and puts notices in the payment step, Square and
 * others find express buttons). Kassa's checkout carries them alongside its own classes.
 */
export const WOOCOMMERCE_MARKUP = {
	paymentStep: 'wc-block-checkout__payment-method',
	notices: 'wc-block-components-notices',
	placeOrderButton: 'wc-block-components-checkout-place-order-button',
} as const;

/**
 * A payment method's radio id, as WooCommerce's.
 *
 * @param name The method's name.
 * @return The id.
 */
export const paymentMethodRadioId = ( name: string ) =>
	`radio-control-wc-payment-method-options-${ name }`;

/**
 * A saved payment method's radio id, as WooCommerce's (its label's id adds `__label`).
 *
 * @param tokenId The token's id.
 * @return The id.
 */
export const savedTokenRadioId = ( tokenId: string | number ) =>
	`radio-control-wc-payment-method-saved-tokens-${ tokenId }`;

/**
 * An express payment method's element id, as WooCommerce's.
 *
 * @param name The method's name.
 * @return The id.
 */
export const expressPaymentMethodId = ( name: string ) =>
	`express-payment-method-${ name }`;
