/**
 * The payment-method registry, built as `kassa-payment-registry` (`window.kassa.paymentRegistry`).
 * Gateways register their methods here with WooCommerce-compatible option objects, so an
 * existing gateway's blocks script can be pointed at it unchanged.
 */
import {
	dispatch as defaultDispatch,
	select as defaultSelect,
	subscribe as defaultSubscribe,
	type DataRegistry,
} from '@wordpress/data';
import {
	cartStore,
	getNoPaymentMethodsMessage,
	NO_PAYMENT_METHODS_NOTICE_ID,
	NOTICE_CONTEXTS,
	paymentStore,
	storeNoticesStore,
} from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { Cart } from '../../assets/api/types';
import type {
	CanMakePaymentArgument,
	GatewayCart,
	ExpressPaymentMethodOptions,
	PaymentMethodOptions,
	RegisteredPaymentMethod,
} from './types';
import { validatePaymentMethodOptions } from './validate';

export { PAYMENT_METHOD_OPTIONS } from './validate';

export type * from './types';

const paymentMethods = new Map< string, RegisteredPaymentMethod >();
const expressPaymentMethods = new Map< string, RegisteredPaymentMethod >();
// canMakePayment answers, per method, for the cart they were asked about.
const canPayCache = new Map<
	string,
	{ key: string; result: Promise< boolean > }
>();

type Registry = Pick< DataRegistry, 'select' | 'dispatch' | 'subscribe' >;
const pageRegistry = {
	select: defaultSelect,
	dispatch: defaultDispatch,
	subscribe: defaultSubscribe,
} as unknown as Registry;

function register(
	options: PaymentMethodOptions | ExpressPaymentMethodOptions,
	express: boolean
): RegisteredPaymentMethod {
	const kind = express ? 'express payment method' : 'payment method';
	const { errors, unknown } = validatePaymentMethodOptions(
		options,
		express
	);
	const name =
		options &&
		typeof options === 'object' &&
		typeof options.name === 'string'
			? options.name
			: '(unnamed)';
	if ( errors.length ) {
		throw new TypeError(
			`Kassa could not register the ${ kind } "${ name }": ${ errors.join(
				'; '
			) }.`
		);
	}
	if ( unknown.length ) {
		// eslint-disable-next-line no-console
		console.warn(
			`Kassa ${ kind } "${ name }": unknown options ignored: ${ unknown.join(
				', '
			) }.`
		);
	}
	const o = options as PaymentMethodOptions;
	const method: RegisteredPaymentMethod = {
		...o,
		label:
			o.label ?? ( options as ExpressPaymentMethodOptions ).title ?? name,
		ariaLabel: o.ariaLabel ?? name,
		paymentMethodId: o.paymentMethodId ?? name,
		icons: o.icons ?? null,
		supports: { features: [ 'products' ], ...o.supports },
		isExpress: express,
	};
	( express ? expressPaymentMethods : paymentMethods ).set( name, method );
	canPayCache.delete( `${ express }:${ name }` );
	startAutomaticChecks();
	recheckAfterLateRegistration( express );
	return method;
}

const pendingRechecks = new Set< boolean >();

/**
 * A method registered after the checkout first listed the methods is asked too, once the
 * registrations of the same tick are in.
 *
 * @param express Whether an express method registered.
 */
function recheckAfterLateRegistration( express: boolean ) {
	const payment = pageRegistry.select( paymentStore );
	const listed = express
		? payment.expressPaymentMethodsInitialized()
		: payment.paymentMethodsInitialized();
	if ( ! listed || pendingRechecks.has( express ) ) {
		return;
	}
	pendingRechecks.add( express );
	Promise.resolve().then( () => {
		pendingRechecks.delete( express );
		checkPaymentMethodsCanPay( express );
	} );
}

/**
 * Registers a payment method (WooCommerce-compatible options). Invalid options throw a
 * TypeError naming every problem; unknown options are ignored with a warning.
 *
 * @param options name, label, ariaLabel, content, edit, canMakePayment, paymentMethodId,
 *                placeOrderButtonLabel, savedTokenComponent, icons, supports.
 * @return The registered method.
 */
export function registerPaymentMethod( options: PaymentMethodOptions ) {
	return register( options, false );
}

/**
 * Registers an express payment method (a button above the checkout).
 *
 * @param options name, content, edit, canMakePayment, paymentMethodId, supports, title, ...
 * @return The registered method.
 */
export function registerExpressPaymentMethod(
	options: ExpressPaymentMethodOptions
) {
	return register( options, true );
}

/**
 * The registered payment methods by name.
 *
 * @return The methods.
 */
export function getPaymentMethods(): Record< string, RegisteredPaymentMethod > {
	return Object.fromEntries( paymentMethods );
}

/**
 * The registered express payment methods by name.
 *
 * @return The methods.
 */
export function getExpressPaymentMethods(): Record<
	string,
	RegisteredPaymentMethod
> {
	return Object.fromEntries( expressPaymentMethods );
}

/**
 * The regular methods in the order the checkout lists them: the shop's gateway order
 * (`paymentMethodOrder`, as the admin set it), then the others in the order they registered,
 * as WooCommerce's Checkout block sorts them.
 *
 * @return The methods.
 */
export function getSortedPaymentMethods(): RegisteredPaymentMethod[] {
	const order = getSetting( 'paymentMethodOrder' );
	const names = new Set( [ ...order, ...paymentMethods.keys() ] );
	return [ ...names ]
		.map( ( name ) => paymentMethods.get( name ) )
		.filter( ( method ): method is RegisteredPaymentMethod => !! method );
}

/**
 * Removes every registration (tests).
 */
export function resetPaymentMethods() {
	paymentMethods.clear();
	expressPaymentMethods.clear();
	canPayCache.clear();
}

/**
 * What identifies a cart for the canMakePayment cache: the fields a gateway may decide on.
 *
 * @param argument The canMakePayment argument.
 * @return The key.
 */
export function getCanPayCacheKey( argument: CanMakePaymentArgument ) {
	return JSON.stringify( [
		argument.cartTotals?.total_price,
		argument.cartTotals?.currency_code,
		argument.billingAddress?.country,
		argument.shippingAddress?.country,
		argument.cartNeedsShipping,
		argument.selectedShippingMethods,
		argument.paymentRequirements,
		argument.paymentMethods,
		argument.cart.items.map( ( item ) => [ item.key, item.quantity ] ),
	] );
}

function canPay(
	method: RegisteredPaymentMethod,
	argument: CanMakePaymentArgument,
	key: string
): Promise< boolean > {
	const cacheId = `${ method.isExpress }:${ method.name }`;
	const cached = canPayCache.get( cacheId );
	if ( cached && cached.key === key ) {
		return cached.result;
	}
	const isAdmin = getSetting( 'currentUserIsAdmin' );
	const result = ( async () => {
		try {
			const answer = await method.canMakePayment( argument );
			if ( answer && typeof answer === 'object' && 'error' in answer ) {
				if ( isAdmin ) {
					// eslint-disable-next-line no-console
					console.error( answer.error?.message );
				}
				return false;
			}
			return !! answer;
		} catch ( error ) {
			// A broken gateway must not break checkout: it is just unavailable.
			// eslint-disable-next-line no-console
			console.error( error );
			return false;
		}
	} )();
	canPayCache.set( cacheId, { key, result } );
	return result;
}

/**
 * The cart as `canMakePayment` gets it: the Store API's fields, and the names WooCommerce's
 * blocks give them (its `useStoreCart` shape), which gateways' scripts read.
 *
 * @param cart The cart.
 * @return The cart with both sets of names.
 */
export function toGatewayCart( cart: Cart ): GatewayCart {
	return {
		...cart,
		cartCoupons: cart.coupons,
		cartItems: cart.items,
		cartFees: cart.fees,
		cartItemsCount: cart.items_count,
		cartItemsWeight: cart.items_weight,
		cartNeedsPayment: cart.needs_payment,
		cartNeedsShipping: cart.needs_shipping,
		cartItemErrors: [],
		cartTotals: cart.totals,
		cartIsLoading: false,
		cartErrors: cart.errors,
		billingData: cart.billing_address,
		billingAddress: cart.billing_address,
		shippingAddress: cart.shipping_address,
		shippingRates: cart.shipping_rates,
		isLoadingRates: false,
		cartHasCalculatedShipping: cart.has_calculated_shipping,
		paymentRequirements: cart.payment_requirements,
	};
}

/**
 * Asks each registered method whether it can pay for the current cart (answers cached per
 * cart), and records the available ones in `kassa/payment`, regular ones in the shop's gateway
 * order. For regular methods: when none is
 * available and the cart needs payment, shows the non-dismissible 'There are no payment
 * methods available...' notice; when the active method is not available, activates the first
 * available one.
 *
 * @param express  Check express methods instead of regular ones.
 * @param registry The data registry (the page's by default).
 * @return The names of the available methods.
 */
export async function checkPaymentMethodsCanPay(
	express = false,
	registry: Registry = pageRegistry
): Promise< string[] > {
	const cartSelect = registry.select( cartStore );
	const cart = cartSelect.getCartData();
	if ( ! cart ) {
		return [];
	}
	const argument: CanMakePaymentArgument = {
		cart: toGatewayCart( cart ),
		cartTotals: cart.totals,
		cartNeedsShipping: cart.needs_shipping,
		billingAddress: cart.billing_address,
		billingData: cart.billing_address,
		shippingAddress: cart.shipping_address,
		selectedShippingMethods: cartSelect.getSelectedShippingRates(),
		paymentMethods: cart.payment_methods,
		paymentRequirements: cart.payment_requirements,
	};
	const key = getCanPayCacheKey( argument );
	const methods = express
		? [ ...expressPaymentMethods.values() ]
		: getSortedPaymentMethods();
	const answers = await Promise.all(
		methods.map( ( method ) => {
			const enabled =
				express ||
				cart.payment_methods.length === 0 ||
				cart.payment_methods.includes( method.paymentMethodId );
			const supported = cart.payment_requirements.every( ( feature ) =>
				method.supports.features.includes( feature )
			);
			return enabled && supported
				? canPay( method, argument, key )
				: Promise.resolve( false );
		} )
	);
	const available = methods
		.filter( ( _, index ) => answers[ index ] )
		.map( ( method ) => method.name );
	const payment = registry.dispatch( paymentStore );
	if ( express ) {
		payment.setAvailableExpressPaymentMethods( available );
		return available;
	}
	payment.setAvailablePaymentMethods( available );
	const notices = registry.dispatch( storeNoticesStore );
	if ( ! available.length && cart.needs_payment ) {
		notices.createErrorNotice( getNoPaymentMethodsMessage(), {
			id: NO_PAYMENT_METHODS_NOTICE_ID,
			context: NOTICE_CONTEXTS.PAYMENTS,
			isDismissible: false,
		} );
	} else {
		notices.removeNotice(
			NO_PAYMENT_METHODS_NOTICE_ID,
			NOTICE_CONTEXTS.PAYMENTS
		);
	}
	// An express method the shopper is paying with stays active, as with WooCommerce (its
	// default method counts the express ones too): the express flow ends it.
	const paymentSelect = registry.select( paymentStore );
	const active = paymentSelect.getActivePaymentMethod();
	const isActiveAvailable =
		available.includes( active ) ||
		paymentSelect.getAvailableExpressPaymentMethods().includes( active );
	if ( available.length && ! isActiveAvailable ) {
		payment.setActivePaymentMethod( available[ 0 ] );
	}
	return available;
}

let watching = false;

/**
 * Rechecks availability whenever the cart changes (the cache makes unchanged carts free).
 */
function startAutomaticChecks() {
	if ( watching || typeof window === 'undefined' ) {
		return;
	}
	watching = true;
	let lastCart: unknown;
	pageRegistry.subscribe( () => {
		const cart = pageRegistry.select( cartStore ).getCartData();
		if ( cart !== lastCart ) {
			lastCart = cart;
			checkPaymentMethodsCanPay( false );
			checkPaymentMethodsCanPay( true );
		}
	}, cartStore );
}
