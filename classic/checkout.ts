/**
 * Kassa's checkout as the classic checkout's scripts know it, at the classic moments:
 * - on load: `init_checkout`, `payment_method_selected`, then `updated_checkout`;
 * - with every change of Kassa's cart (its totals as the classic order review would show them):
 *   `updated_checkout`; with every change of the payment method: a `change` of the classic
 *   radio `input[name="payment_method"]` (kept in the island store) and `payment_method_selected`;
 * - on Place Order, after Kassa's own checks: `checkout_place_order` and
 *   `checkout_place_order_<method>` on the form (false stops the order, as a tokenising script
 *   does before it adds its token and submits the form again), then the classic inputs go with
 *   the order (`extensions[ 'kassa/classic' ].post_data`);
 * - when the order fails: `checkout_error` with the errors' HTML, each error that names a
 *   classic input shown on it.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select, subscribe } from '@wordpress/data';
import domReady from '@wordpress/dom-ready';
import {
	cartStore,
	checkoutEvents,
	checkoutStore,
	paymentStore,
} from '@kassa/data';

import {
	askClassicForm,
	getClassicForm,
	handleClassicSubmit,
	triggerClassic,
} from './form';
import {
	clearInlineErrors,
	errorsHtml,
	showInlineErrors,
	type ClassicError,
} from './errors';
import {
	collectClassicInputs,
	serializeClassicInputs,
	type ClassicInput,
} from './inputs';
import { getIslandStore } from './islands';

/** Kassa's namespace in the checkout request's `extensions` (and the server's). */
export const CLASSIC_EXTENSION = 'kassa/classic';

/** Runs after every other check of the order (validation observers, lower first). */
const PLACE_ORDER_PRIORITY = 1000;

/** The part of apiFetch's options read here. */
interface FetchOptions {
	path?: string;
	method?: string;
}

/** The part of what fail observers get read here. */
interface FailData {
	processingResponse?: {
		message?: string;
		paymentDetails?: Record< string, string >;
	};
}

/** The errors the last refused order came back with. */
let lastErrors: ClassicError[] = [];

/**
 * The object classic handlers of `checkout_place_order` get (the classic checkout's
 * `wc_checkout_form`): the parts gateways read.
 *
 * @param form   The classic form.
 * @param method The chosen payment method.
 * @return The object.
 */
function checkoutFormArgument( form: HTMLFormElement, method: string ) {
	return {
		$checkout_form: window.jQuery?.( form ),
		get_payment_method: () => method,
	};
}

/**
 * The classic radios of the payment methods (`input[name="payment_method"]`, ids
 * `payment_method_<id>`), hidden in the island store: classic scripts read the chosen method
 * from them. Kept checked as Kassa's chosen method.
 *
 * @param method The chosen method.
 * @return The chosen method's radio, if any.
 */
export function syncPaymentMethodInputs(
	method: string
): HTMLInputElement | null {
	const store = getIslandStore();
	if ( ! store ) {
		return null;
	}
	let box = store.querySelector( '.kassa-classic-payment-methods' );
	if ( ! box ) {
		box = document.createElement( 'div' );
		box.className = 'kassa-classic-payment-methods';
		store.prepend( box );
	}
	const ids = new Set( select( paymentStore ).getAvailablePaymentMethods() );
	if ( method ) {
		ids.add( method );
	}
	let chosen: HTMLInputElement | null = null;
	ids.forEach( ( id ) => {
		let radio = document.getElementById(
			`payment_method_${ id }`
		) as HTMLInputElement | null;
		if ( ! radio ) {
			radio = document.createElement( 'input' );
			radio.type = 'radio';
			radio.className = 'input-radio';
			radio.name = 'payment_method';
			radio.id = `payment_method_${ id }`;
			radio.value = id;
			radio.tabIndex = -1;
			box?.append( radio );
		}
		radio.checked = id === method;
		if ( radio.checked ) {
			chosen = radio;
		}
	} );
	return chosen;
}

/**
 * The classic form's post as a classic script builds `post_data` (`$( 'form.checkout'
 * ).serialize()`): Kassa's own fields under their classic names, then the classic inputs.
 *
 * @return Name/value pairs.
 */
export function getClassicPostData(): ClassicInput[] {
	const cart = select( cartStore ).getCartData();
	const inputs: ClassicInput[] = [];
	const add = ( name: string, value: unknown ) =>
		inputs.push( {
			name,
			value: value === undefined ? '' : String( value ),
		} );
	if ( cart ) {
		Object.entries( cart.billing_address ).forEach( ( [ key, value ] ) =>
			add( `billing_${ key }`, value )
		);
		if ( cart.needs_shipping ) {
			Object.entries( cart.shipping_address ).forEach(
				( [ key, value ] ) => add( `shipping_${ key }`, value )
			);
		}
	}
	add( 'order_comments', select( checkoutStore ).getOrderNotes() );
	return [
		...inputs,
		...collectClassicInputs().filter(
			( input ) => ! inputs.some( ( core ) => core.name === input.name )
		),
	];
}

/**
 * Place Order, after Kassa's own checks: the classic form's handlers may stop it; else the
 * classic inputs go with the order.
 *
 * @return The observer's answer.
 */
export function placeOrder() {
	const form = getClassicForm();
	const method = select( paymentStore ).getActivePaymentMethod();
	clearInlineErrors();
	lastErrors = [];
	if ( form ) {
		syncPaymentMethodInputs( method );
		const args = [ checkoutFormArgument( form, method ) ];
		if (
			askClassicForm( 'checkout_place_order', args ) === false ||
			askClassicForm( `checkout_place_order_${ method }`, args ) === false
		) {
			// A classic script stopped it (and may place it again); no notice.
			return { type: 'error' as const };
		}
	}
	dispatch( checkoutStore ).setExtensionData( CLASSIC_EXTENSION, {
		post_data: serializeClassicInputs( collectClassicInputs( form ) ),
	} );
	return true;
}

/**
 * Reads the classic errors a refused checkout request came back with (the server's
 * `data.kassa_classic_errors`), from a copy of the answer (Kassa reads the answer itself).
 *
 * @param options The request.
 * @param next    The next middleware.
 * @return The answer.
 */
export function classicErrorsMiddleware(
	options: FetchOptions,
	next: ( options: object ) => Promise< unknown >
) {
	const answer = next( options );
	if (
		options.method !== 'POST' ||
		! /\/wc\/store\/v1\/checkout(\?|$)/.test( options.path ?? '' )
	) {
		return answer;
	}
	return answer.catch( async ( thrown: unknown ) => {
		const response = thrown as { clone?: () => Response };
		const body = response?.clone
			? await response
					.clone()
					.json()
					.catch( () => null )
			: thrown;
		const errors = ( body as { data?: { kassa_classic_errors?: unknown } } )
			?.data?.kassa_classic_errors;
		lastErrors = Array.isArray( errors ) ? errors : [];
		throw thrown;
	} );
}

/**
 * The order failed: `checkout_error` with the errors' HTML, and each error naming a classic
 * input on it.
 *
 * @param data What fail observers get (the server's answer as `processingResponse`).
 * @return Nothing: the failure's notices are Kassa's.
 */
export function onCheckoutFail( data: FailData ) {
	const response = data.processingResponse;
	const message =
		response?.paymentDetails?.message || response?.message || '';
	const errors: ClassicError[] = lastErrors.length
		? lastErrors
		: [ { message, id: '' } ];
	showInlineErrors( errors );
	triggerClassic( 'checkout_error', [ errorsHtml( errors ) ] );
	return undefined;
}

/**
 * Tells classic scripts about the chosen payment method, as the classic checkout does when a
 * method's radio is clicked.
 *
 * @param method The chosen method.
 */
function announcePaymentMethod( method: string ) {
	const radio = syncPaymentMethodInputs( method );
	if ( radio ) {
		window.jQuery?.( radio ).trigger( 'change' );
	}
	triggerClassic( 'payment_method_selected' );
}

/**
 * Follows Kassa's stores: a new cart is an updated checkout, a new payment method is selected.
 */
function followStores() {
	let cart = select( cartStore ).getCartData();
	let method = select( paymentStore ).getActivePaymentMethod();
	let pending = false;
	subscribe( () => {
		const nextCart = select( cartStore ).getCartData();
		const nextMethod = select( paymentStore ).getActivePaymentMethod();
		if ( nextMethod !== method ) {
			method = nextMethod;
			announcePaymentMethod( method );
		}
		if ( nextCart !== cart && ! pending ) {
			// One event for the changes of one task, after React has shown them.
			pending = true;
			setTimeout( () => {
				pending = false;
				cart = select( cartStore ).getCartData();
				triggerClassic( 'updated_checkout', [ {} ] );
			}, 0 );
		}
	} );
}

/**
 * Starts the classic contract on a page with Kassa's checkout and something classic on it.
 */
export function startClassicCheckout() {
	checkoutEvents.onCheckoutValidation( placeOrder, PLACE_ORDER_PRIORITY );
	checkoutEvents.onCheckoutFail( onCheckoutFail );
	apiFetch.use(
		classicErrorsMiddleware as Parameters< typeof apiFetch.use >[ 0 ]
	);
	domReady( () => {
		const form = getClassicForm();
		if ( form ) {
			// A classic script's `$( 'form.checkout' ).submit()` places the order as the button does.
			handleClassicSubmit( form, () =>
				document
					.querySelector< HTMLButtonElement >(
						'.wc-block-components-checkout-place-order-button'
					)
					?.click()
			);
		}
		triggerClassic( 'init_checkout' );
		announcePaymentMethod(
			select( paymentStore ).getActivePaymentMethod()
		);
		// As the classic checkout's first order review, once Kassa's checkout has rendered.
		setTimeout( () => triggerClassic( 'updated_checkout', [ {} ] ), 0 );
		followStores();
	} );
}
