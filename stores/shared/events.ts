/**
 * Event emitters with priority (SPEC §4: observers run by priority, default 10, lower first).
 * Checkout and shipping events are emitted by the stores; extensions subscribe through
 * `@kassa/extensions` (which re-exports `checkoutEvents`).
 */
import { doAction } from '@wordpress/hooks';

import { DEFAULT_EVENT_PRIORITY } from '../../assets/constants';

/** What a checkout observer may answer: true/undefined = fine, false or an error = stop. */
export type ObserverResponse =
	| boolean
	| undefined
	| void
	| {
			type?: 'success' | 'error' | 'failure';
			message?: string;
			errorMessage?: string;
			context?: string;
			meta?: Record< string, unknown >;
			[ key: string ]: unknown;
	  };

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
	failure?: Exclude< ObserverResponse, boolean | undefined | void > | false;
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
		 * Runs observers in priority order until one fails. A throwing observer fails with its
		 * message (and is logged), it never breaks the emitter.
		 *
		 * @param args Passed to each observer.
		 * @return Whether all succeeded, and their responses.
		 */
		async emitWithAbort( args: Args ): Promise< EmitResult > {
			const responses: ObserverResponse[] = [];
			for ( const { callback } of sorted() ) {
				let response: ObserverResponse;
				try {
					response = await callback( args );
				} catch ( error ) {
					// eslint-disable-next-line no-console
					console.error( error );
					response = {
						type: 'error',
						message:
							error instanceof Error ? error.message : undefined,
					};
				}
				responses.push( response );
				if ( isFailedResponse( response ) ) {
					return {
						ok: false,
						responses,
						failure: response as EmitResult[ 'failure' ],
					};
				}
			}
			return { ok: true, responses };
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

export const emitters = {
	checkoutValidation: createEmitter< void >(),
	paymentSetup: createEmitter< { paymentMethod: string } >(),
	checkoutSuccess: createEmitter< {
		orderId: number;
		redirectUrl: string;
		processingResponse: unknown;
	} >(),
	checkoutFail: createEmitter< {
		orderId: number;
		processingResponse: unknown;
	} >(),
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
