/**
 * The classic form and its events: what scripts written for WooCommerce's classic checkout
 * look for. The server prints `form.checkout.woocommerce-checkout` around Kassa's checkout when
 * something classic is on it; classic scripts bind jQuery handlers to it and to
 * `document.body`. Events go through the page's jQuery, when a plugin brought it (Kassa never
 * loads it); Kassa's classic pieces listen with `onClassic()` and hear an event whether jQuery
 * or Kassa triggered it.
 */

/** The part of jQuery used here. */
interface JQueryEvent {
	isTrigger?: number;
	originalEvent?: Event;
	preventDefault: () => void;
}
interface JQueryCollection {
	on: (
		events: string,
		handler: ( event: JQueryEvent, ...args: unknown[] ) => unknown
	) => JQueryCollection;
	trigger: ( name: string, args?: unknown[] ) => JQueryCollection;
	triggerHandler: ( name: string, args?: unknown[] ) => unknown;
}
type JQueryStatic = ( target: unknown ) => JQueryCollection;

declare global {
	interface Window {
		jQuery?: JQueryStatic;
	}
}

/** The classic form's selector (the classic checkout's own, with Kassa's class). */
export const CLASSIC_FORM = 'form.checkout.kassa-classic-form';

/**
 * The page's classic form.
 *
 * @return The form, or null when nothing classic is on the page's checkout.
 */
export function getClassicForm(): HTMLFormElement | null {
	return document.querySelector< HTMLFormElement >( CLASSIC_FORM );
}

/** The page's jQuery, when a plugin's script brought it. */
const jq = (): JQueryStatic | undefined =>
	typeof window.jQuery === 'function' ? window.jQuery : undefined;

type Handler = ( ...args: unknown[] ) => unknown;

/** Kassa's listeners, by event name. */
const handlers = new Map< string, Set< Handler > >();

/** Event names whose jQuery forwarder is bound (on document.body). */
const forwarded = new Set< string >();

/**
 * Binds one jQuery handler on document.body that passes an event on to Kassa's listeners.
 *
 * @param name The event.
 * @return Whether jQuery is there to bind it.
 */
function forward( name: string ): boolean {
	const $ = jq();
	if ( ! $ ) {
		return false;
	}
	if ( ! forwarded.has( name ) ) {
		forwarded.add( name );
		$( document.body ).on( name, ( _event, ...args ) =>
			callHandlers( name, args )
		);
	}
	return true;
}

/**
 * Calls Kassa's listeners of an event (one that throws is logged; the others still run).
 *
 * @param name The event.
 * @param args Its arguments.
 */
function callHandlers( name: string, args: unknown[] ) {
	handlers.get( name )?.forEach( ( handler ) => {
		try {
			handler( ...args );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error( error );
		}
	} );
}

/**
 * Listens to a classic event on document.body (`update_checkout`, `updated_checkout`,
 * `checkout_error`, `payment_method_selected`, `init_checkout`, …), triggered by a plugin's
 * jQuery or by Kassa.
 *
 * @param name    The event.
 * @param handler Gets the event's arguments.
 * @return Stops listening.
 */
export function onClassic( name: string, handler: Handler ): () => void {
	const set = handlers.get( name ) ?? new Set< Handler >();
	set.add( handler );
	handlers.set( name, set );
	// jQuery may load after this script: bound again when it triggers, at the latest.
	forward( name );
	return () => set.delete( handler );
}

/**
 * Triggers a classic event on document.body, as the classic checkout does: through jQuery
 * when the page has it (plugins' handlers, then Kassa's), else to Kassa's listeners alone.
 *
 * @param name The event.
 * @param args Its arguments (jQuery's extra parameters).
 */
export function triggerClassic( name: string, args: unknown[] = [] ) {
	const $ = jq();
	if ( $ && forward( name ) ) {
		// The forwarder passes it on to Kassa's listeners.
		$( document.body ).trigger( name, args );
		return;
	}
	callHandlers( name, args );
}

/**
 * Asks the classic form's handlers of an event (`checkout_place_order`,
 * `checkout_place_order_<gateway id>`), as the classic checkout does with jQuery's
 * `triggerHandler`: the last handler's answer, false to stop.
 *
 * @param name The event.
 * @param args Its arguments.
 * @return The answer (undefined without jQuery or a handler).
 */
export function askClassicForm( name: string, args: unknown[] = [] ): unknown {
	const $ = jq();
	const form = getClassicForm();
	return $ && form ? $( form ).triggerHandler( name, args ) : undefined;
}

/**
 * Whether a native submit of the classic form is the shopper's Enter in a classic input (an
 * island's, or one a script added), as the classic checkout places the order then; not a
 * button's, nor Enter in one of Kassa's own fields, which never placed the order.
 *
 * @param event The submit event.
 * @return True when it places the order.
 */
function isClassicEnter( event: Event ): boolean {
	const active = ( event.target as Node | null )?.ownerDocument
		?.activeElement;
	return (
		! ( event as SubmitEvent ).submitter &&
		!! active &&
		( ! active.closest( '.wp-block-kassa-checkout' ) ||
			!! active.closest( '.kassa-classic-island' ) )
	);
}

/**
 * Answers the classic form's submit events (a classic script's `$( 'form.checkout' ).submit()`
 * after it added its token, or Enter in a classic input): the form never posts itself, the
 * handler places the order as Kassa's button does.
 *
 * @param form       The classic form.
 * @param placeOrder Places the order.
 */
export function handleClassicSubmit(
	form: HTMLFormElement,
	placeOrder: () => void
) {
	const onSubmit = ( event: Event | JQueryEvent ) => {
		event.preventDefault();
		// jQuery's own trigger (a script's `.submit()`) has no native event.
		const native =
			( event as JQueryEvent ).originalEvent ??
			( event instanceof Event ? event : undefined );
		if (
			! native ||
			( ! ( native as SubmitEvent ).submitter &&
				( ! native.isTrusted || isClassicEnter( native ) ) )
		) {
			placeOrder();
		}
		return false;
	};
	const $ = jq();
	if ( $ ) {
		// jQuery's `.submit()` runs jQuery's handlers alone, then the form's native submit.
		$( form ).on( 'submit', onSubmit );
	} else {
		form.addEventListener( 'submit', onSubmit );
	}
}
