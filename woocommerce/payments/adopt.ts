import {
	PAYMENT_METHOD_OPTIONS,
	registerExpressPaymentMethod,
	registerPaymentMethod,
	type ExpressPaymentMethodOptions,
	type PaymentMethodOptions,
} from '@kassa/payment-registry';

/**
 * A method as WooCommerce's registry keeps it: the options its gateway registered, with
 * `canMakePayment` wrapped to apply the cart's payment requirements and the extension
 * callbacks registered with `registerPaymentMethodExtensionCallbacks`.
 */
type WooCommerceMethod = Record< string, unknown > & { name: string };

/** The part of `window.wc.wcBlocksRegistry` read here. */
export interface WooCommerceRegistry {
	getPaymentMethods: () => Record< string, WooCommerceMethod >;
	getExpressPaymentMethods: () => Record< string, WooCommerceMethod >;
}

declare global {
	interface Window {
		wc?: { wcBlocksRegistry?: WooCommerceRegistry };
	}
}

/**
 * The registration options of one of WooCommerce's methods, as Kassa's registry names them: what
 * its gateway gave, with WooCommerce's own `canMakePayment` (requirements and extension
 * callbacks included).
 *
 * @param method The method from WooCommerce's registry.
 * @return The options.
 */
export function toRegistrationOptions( method: WooCommerceMethod ) {
	const options: Record< string, unknown > = {};
	for ( const key of PAYMENT_METHOD_OPTIONS ) {
		// canMakePayment is a getter on WooCommerce's config object: reading it once gives the
		// wrapped function.
		if ( method[ key ] !== undefined && method[ key ] !== null ) {
			options[ key ] = method[ key ];
		}
	}
	return options;
}

/**
 * Registers every method WooCommerce's registry holds with Kassa's registry. A method Kassa
 * cannot take is reported and left out; the others still register.
 *
 * @param registry WooCommerce's registry (the page's by default).
 * @return The names registered.
 */
export function adoptWooCommercePaymentMethods(
	registry: WooCommerceRegistry | undefined = window.wc?.wcBlocksRegistry
): string[] {
	if ( ! registry ) {
		return [];
	}
	const adopted: string[] = [];
	const groups = [
		[ registry.getPaymentMethods(), false ],
		[ registry.getExpressPaymentMethods(), true ],
	] as const;
	for ( const [ methods, express ] of groups ) {
		for ( const method of Object.values( methods ) ) {
			const options = toRegistrationOptions( method ) as unknown;
			try {
				if ( express ) {
					registerExpressPaymentMethod(
						options as ExpressPaymentMethodOptions
					);
				} else {
					registerPaymentMethod( options as PaymentMethodOptions );
				}
				adopted.push( method.name );
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( error );
			}
		}
	}
	return adopted;
}
