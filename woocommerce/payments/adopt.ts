import { subscribe } from '@wordpress/data';
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

/** WooCommerce's registry as its global gives it. */
type WooCommerceRegistryGlobal = WooCommerceRegistry & {
	registerPaymentMethod: ( options: unknown ) => void;
	registerExpressPaymentMethod: ( options: unknown ) => void;
	[ name: string ]: unknown;
};

/** The part of `window.wc` read here. */
interface WooCommerceGlobal {
	wcBlocksRegistry?: WooCommerceRegistryGlobal;
}

declare global {
	interface Window {
		wc?: WooCommerceGlobal;
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
 * Registers with Kassa's registry every method WooCommerce's registry holds that Kassa does not
 * have yet (a method WooCommerce registered again, with new options, registers again). A
 * method Kassa cannot take is reported and left out; the others still register.
 *
 * @param registry WooCommerce's registry (the page's by default).
 * @param adopted  The options objects registered so far, by kind and name (kept up to date).
 * @return The names registered now.
 */
export function adoptWooCommercePaymentMethods(
	registry: WooCommerceRegistry | undefined = window.wc?.wcBlocksRegistry,
	adopted: Map< string, WooCommerceMethod > = new Map()
): string[] {
	if ( ! registry ) {
		return [];
	}
	const registered: string[] = [];
	const groups = [
		[ registry.getPaymentMethods(), false ],
		[ registry.getExpressPaymentMethods(), true ],
	] as const;
	for ( const [ methods, express ] of groups ) {
		for ( const method of Object.values( methods ) ) {
			const key = `${ express }:${ method.name }`;
			if ( adopted.get( key ) === method ) {
				continue;
			}
			adopted.set( key, method );
			const options = toRegistrationOptions( method ) as unknown;
			try {
				if ( express ) {
					registerExpressPaymentMethod(
						options as ExpressPaymentMethodOptions
					);
				} else {
					registerPaymentMethod( options as PaymentMethodOptions );
				}
				registered.push( method.name );
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( error );
			}
		}
	}
	return registered;
}

/**
 * Hands WooCommerce's payment methods to Kassa now and whenever more register later: through
 * the global registry (`window.wc.wcBlocksRegistry.register…`, e.g. a gateway script loaded
 * after the page) at once; through a reference a script kept to WooCommerce's own functions
 * (a bundle's later chunk, a callback run on load), with the next change of the page's data
 * stores, which is when WooCommerce's own checkout would read its registry again too.
 *
 * @param wc WooCommerce's globals (the page's by default).
 */
export function watchWooCommercePaymentMethods(
	wc: WooCommerceGlobal | undefined = window.wc
) {
	const registry = wc?.wcBlocksRegistry;
	if ( ! wc || ! registry ) {
		return;
	}
	const adopted = new Map< string, WooCommerceMethod >();
	const adoptNew = () => adoptWooCommercePaymentMethods( registry, adopted );
	adoptNew();
	wc.wcBlocksRegistry = {
		...registry,
		registerPaymentMethod( options: unknown ) {
			registry.registerPaymentMethod( options );
			adoptNew();
		},
		registerExpressPaymentMethod( options: unknown ) {
			registry.registerExpressPaymentMethod( options );
			adoptNew();
		},
	};
	subscribe( adoptNew );
}
