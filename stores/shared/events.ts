/**
 * Event emitters with priority (SPEC §4: observers run by priority, default 10, lower first).
 * Checkout and shipping events are emitted by the stores; extensions subscribe through
 * `@kassa/extensions` (which re-exports `checkoutEvents`).
 */
import { doAction } from '@wordpress/hooks';

import { DEFAULT_EVENT_PRIORITY } from '../../assets/constants';
import type { PaymentResult } from './types';

/** What a checkout observer may answer: true/undefined = fine, false or an error = stop. */
export type ObserverResponse =
	| boolean
	| undefined
	| void
	| {
			type?: 'success' | 'error' | 'failure';
			message?: string;
			errorMessage?: string;
			/** Where a validation observer's `errorMessage` shows. */
			context?: string;
			/** Where a checkout observer's `message` shows (WooCommerce's name). */
			messageContext?: string;
			/** false: the error cannot be retried, the checkout completes (WooCommerce). */
			retry?: boolean;
			/** A success observer's answer replaces the server's redirect URL. */
			redirectUrl?: string;
			meta?: Record< string, unknown >;
			[ key: string ]: unknown;
	  };

/** An observer's answer that is an object, as WooCommerce's emitters read them. */
export type ObserverObjectResponse = Exclude<
	ObserverResponse,
	boolean | undefined | void
>;

export type Observer< Args > = (
	args: Args
) => ObserverResponse | Promise< ObserverResponse >;

interface Subscription< Args > {
	callback: Observer< Args >;
	priority: number;
	order: number;
}

/** The outcome of emitting to observers that may abort. */
export interface EmitResult {
	ok: boolean;
	responses: ObserverResponse[];
	/** The response that stopped the run, if any. */
	failure?: ObserverObjectResponse | false;
	/** What the observers threw (logged; each counts as `{ type: 'error' }` unless skipped). */
	thrown: unknown[];
}

/**
 * Whether an observer's response means "stop": false, or `{ type: 'error' | 'failure' }`, or
 * an object carrying an `errorMessage`.
 *
 * @param response The response.
 * @return True when it failed.
 */
export function isFailedResponse( response: ObserverResponse ): boolean {
	if ( response === false ) {
		return true;
	}
	if ( response && typeof response === 'object' ) {
		return (
			response.type === 'error' ||
			response.type === 'failure' ||
			typeof response.errorMessage === 'string'
		);
	}
	return false;
}

/**
 * Whether a checkout observer's failure may be retried: only `retry: false` says it may not
 * (WooCommerce's rule).
 *
 * @param response The failure.
 * @return True unless the response says `retry: false`.
 */
export function shouldRetry( response: ObserverResponse ): boolean {
	return ! (
		response &&
		typeof response === 'object' &&
		response.retry === false
	);
}

/**
 * Creates an event emitter whose observers run in priority order (lower first; ties in the
 * order they subscribed).
 *
 * @return The emitter.
 */
export function createEmitter< Args = void >() {
	let subscriptions: Subscription< Args >[] = [];
	let counter = 0;

	const sorted = () =>
		[ ...subscriptions ].sort(
			( a, b ) => a.priority - b.priority || a.order - b.order
		);

	return {
		/**
		 * Adds an observer.
		 *
		 * @param callback The observer.
		 * @param priority Lower runs first (SPEC §4 default 10).
		 * @return Unsubscribe function.
		 */
		subscribe(
			callback: Observer< Args >,
			priority: number = DEFAULT_EVENT_PRIORITY
		) {
			const subscription = { callback, priority, order: counter++ };
			subscriptions.push( subscription );
			return () => {
				subscriptions = subscriptions.filter(
					( s ) => s !== subscription
				);
			};
		},
		/** How many observers are subscribed. */
		count() {
			return subscriptions.length;
		},
		/**
		 * Runs observers in priority order until one fails. A throwing observer is logged and
		 * fails without a message, as in WooCommerce (its error text is not for shoppers); it
		 * never breaks the emitter. With `skipThrown`, a throwing observer is logged and the
		 * others still run (a placed order is not undone by one broken observer).
		 *
		 * @param args       Passed to each observer.
		 * @param skipThrown Go on past observers that throw.
		 * @return Whether all succeeded, their responses, and what was thrown.
		 */
		async emitWithAbort(
			args: Args,
			skipThrown = false
		): Promise< EmitResult > {
			const responses: ObserverResponse[] = [];
			const thrown: unknown[] = [];
			for ( const { callback } of sorted() ) {
				let response: ObserverResponse;
				try {
					response = await callback( args );
				} catch ( error ) {
					// eslint-disable-next-line no-console
					console.error( error );
					thrown.push( error );
					if ( skipThrown ) {
						continue;
					}
					response = { type: 'error' };
				}
				responses.push( response );
				if ( isFailedResponse( response ) ) {
					return {
						ok: false,
						responses,
						failure: response as EmitResult[ 'failure' ],
						thrown,
					};
				}
			}
			return { ok: true, responses, thrown };
		},
		/**
		 * Runs every observer in priority order, ignoring their answers (errors are logged).
		 *
		 * @param args Passed to each observer.
		 */
		async emit( args: Args ): Promise< void > {
			for ( const { callback } of sorted() ) {
				try {
					await callback( args );
				} catch ( error ) {
					// eslint-disable-next-line no-console
					console.error( error );
				}
			}
		},
		/** Removes every observer (tests). */
		clear() {
			subscriptions = [];
		},
	};
}

/**
 * What success and fail observers receive, as WooCommerce gives it: the server's answer as
 * `processingResponse` ({ paymentStatus, paymentDetails, redirectUrl, message }).
 */
export interface CheckoutProcessedData {
	orderId: number;
	customerId: number;
	orderNotes: string;
	redirectUrl: string;
	processingResponse: PaymentResult;
}

export const emitters = {
	checkoutValidation: createEmitter< void >(),
	paymentSetup: createEmitter< { paymentMethod: string } >(),
	checkoutSuccess: createEmitter< CheckoutProcessedData >(),
	checkoutFail: createEmitter< CheckoutProcessedData >(),
	shippingRateSuccess: createEmitter< { shippingRates: unknown[] } >(),
	shippingRateFail: createEmitter< {
		hasInvalidAddress: boolean;
		hasError: boolean;
	} >(),
	shippingRateSelectSuccess: createEmitter< { rateId: string } >(),
	shippingRateSelectFail: createEmitter< { rateId: string } >(),
};

/**
 * The subscribe functions extensions use, e.g.
 * `checkoutEvents.onCheckoutValidation( () => true, 5 )`. Each returns an unsubscribe function.
 */
export const checkoutEvents = {
	onCheckoutValidation: emitters.checkoutValidation.subscribe,
	onPaymentSetup: emitters.paymentSetup.subscribe,
	onCheckoutSuccess: emitters.checkoutSuccess.subscribe,
	onCheckoutFail: emitters.checkoutFail.subscribe,
	onShippingRateSuccess: emitters.shippingRateSuccess.subscribe,
	onShippingRateFail: emitters.shippingRateFail.subscribe,
	onShippingRateSelectSuccess: emitters.shippingRateSelectSuccess.subscribe,
	onShippingRateSelectFail: emitters.shippingRateSelectFail.subscribe,
};

/**
 * Tells other scripts something happened in the cart or the shop (`cart-add-item`,
 * `cart-remove-item`, `cart-set-item-quantity`, `product-list-render`, `product-view-link`): a
 * `kassa-<name>` wp-hooks action. A listener that throws is logged, never breaks the shopper's
 * action.
 *
 * @param name   Event name, e.g. 'cart-remove-item'.
 * @param detail Event data.
 */
export function dispatchStoreEvent(
	name: string,
	detail: Record< string, unknown >
): void {
	try {
		doAction( `kassa-${ name }`, detail );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( error );
	}
}

/**
 * Tells other scripts something happened in checkout (`render-checkout-form`,
 * `set-email-address`, `set-billing-address`, `set-shipping-address`,
 * `set-selected-shipping-rate`, `set-active-payment-method`, `submit`): a
 * `kassa-checkout-<name>` wp-hooks action and a DOM CustomEvent of the same name on
 * document.body.
 *
 * @param name   Event name, e.g. 'set-active-payment-method'.
 * @param detail Event data.
 */
export function dispatchCheckoutEvent(
	name: string,
	detail: Record< string, unknown > = {}
): void {
	dispatchStoreEvent( `checkout-${ name }`, detail );
	if ( typeof document !== 'undefined' && document.body ) {
		document.body.dispatchEvent(
			new CustomEvent( `kassa-checkout-${ name }`, { detail } )
		);
	}
}
