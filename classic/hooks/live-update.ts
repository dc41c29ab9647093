/**
 * The classic checkout's live updates on Kassa's checkout (includes/woocommerce/classic/
 * class-kassa-classic-live-update.php). As the classic checkout's script does:
 * - `update_checkout` (a plugin's script triggers it; the checkout on load, a field with
 *   `update_totals_on_change`, an address field, a change of Kassa's addresses or shipping
 *   option) sends the form, serialised as the classic checkout's `post_data`, through the
 *   Store API (`POST /cart/extensions`, namespace `kassa-classic`). The cart it answers with
 *   replaces Kassa's (a fee a plugin adds from `post_data` shows at once), and then `updated_checkout`
 *   fires (the classic core fires it with every new cart);
 * - the answer's fragments replace the plugin's markup they name, the hooks the classic checkout
 *   prints with its order review are printed again, its notices show, `reload` reloads;
 * - Kassa's other Store API requests carry the form (the `X-Kassa-Classic-Post-Data` header), so
 *   every answer's totals are those the classic checkout shows.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch, select, subscribe } from '@wordpress/data';
import {
	cartStore,
	NOTICE_CONTEXTS,
	paymentStore,
	storeNoticesStore,
} from '@kassa/data';
import { extensionCartUpdate } from '@kassa/extensions';
import {
	getClassicForm,
	getClassicPostData,
	getIsland,
	onClassic,
	serializeClassicInputs,
	triggerClassic,
} from '@kassa/classic';

/** The update's namespace on the Store API's `/cart/extensions` route. */
export const UPDATE_NAMESPACE = 'kassa-classic';

/** The header that carries the form with Kassa's other Store API requests. */
export const POST_DATA_HEADER = 'X-Kassa-Classic-Post-Data';

/** The classic checkout's wait before it sends an update (several triggers, one request). */
const UPDATE_DELAY_MS = 5;

/** The classic checkout's wait after a key press in a watched text field. */
const TYPING_DELAY_MS = 1000;

/** What the server answers besides the cart (the classic update's answer). */
export interface UpdateAnswer {
	result: 'success' | 'failure';
	/** The notices, as WooCommerce prints them. */
	messages: string;
	reload: boolean;
	/** CSS selector => the plugin's markup. */
	fragments: Record< string, string >;
	/** Island key => the hook's output, printed again. */
	islands: Record< string, string >;
}

/** The part of the page's jQuery used here (classic scripts bring it; Kassa never loads it). */
type JQueryMarkup = ( node: Element ) => {
	replaceWith: ( markup: string ) => void;
	html: ( markup: string ) => void;
	on: ( name: string, handler: ( event: Event ) => void ) => void;
};

/**
 * The page's jQuery, if a plugin brought it.
 *
 * @return jQuery, or undefined.
 */
const jQuery = () => window.jQuery as unknown as JQueryMarkup | undefined;

/** What was last put in place (a fragment or island changed only when its HTML did). */
let shown: Record< string, string > | null = null;
let timer: ReturnType< typeof setTimeout > | undefined;
let sequence = 0;

/**
 * The classic form as the classic checkout posts it with an update.
 *
 * @return The serialised form.
 */
export function postData(): string {
	return serializeClassicInputs( getClassicPostData() );
}

/**
 * Replaces an element's markup (or its content), through the page's jQuery when there, so the
 * markup's scripts run as they do on the classic checkout.
 *
 * @param element The element.
 * @param html    The new markup.
 * @param inner   Whether to replace its content only.
 */
function replace( element: Element, html: string, inner: boolean ) {
	const $ = jQuery();
	if ( $ ) {
		$( element )[ inner ? 'html' : 'replaceWith' ]( html );
	} else if ( inner ) {
		element.innerHTML = html;
	} else {
		element.outerHTML = html;
	}
}

/**
 * Puts an update's fragments and islands in place: each one whose HTML changed since the last
 * update (all of them after the first), as the classic checkout does.
 *
 * @param answer The update's answer.
 */
export function applyAnswer( answer: UpdateAnswer ) {
	const next: Record< string, string > = {};
	Object.entries( answer.fragments ?? {} ).forEach(
		( [ selector, html ] ) => {
			next[ selector ] = html;
			if ( shown?.[ selector ] !== html ) {
				document
					.querySelectorAll( selector )
					.forEach( ( element ) => replace( element, html, false ) );
			}
		}
	);
	Object.entries( answer.islands ?? {} ).forEach( ( [ key, html ] ) => {
		next[ key ] = html;
		const island = getIsland( key );
		if ( island && shown?.[ key ] !== html ) {
			replace( island, html, true );
		}
	} );
	shown = next;
	showMessages( answer.messages );
}

/**
 * Shows the notices an update printed, as Kassa's checkout notices.
 *
 * @param html The notices as WooCommerce prints them.
 */
function showMessages( html: string ) {
	if ( ! html ) {
		return;
	}
	const notices = new DOMParser().parseFromString( html, 'text/html' );
	notices
		.querySelectorAll( '.woocommerce-error li, [role="alert"]' )
		.forEach( ( notice ) => {
			const text = notice.textContent?.trim();
			if ( text && ! notice.querySelector( 'li' ) ) {
				dispatch( storeNoticesStore ).createErrorNotice( text, {
					context: NOTICE_CONTEXTS.CHECKOUT,
				} );
			}
		} );
}

/**
 * Sends the update; the newest answer alone is put in place (the classic checkout aborts an
 * update under way when it sends another).
 */
export async function sendUpdate() {
	const mine = ++sequence;
	const cart = await extensionCartUpdate( {
		namespace: UPDATE_NAMESPACE,
		data: {
			post_data: postData(),
			payment_method: select( paymentStore ).getActivePaymentMethod(),
		},
	} ).catch( () => null );
	const answer = cart?.extensions?.[ UPDATE_NAMESPACE ] as
		UpdateAnswer | undefined;
	if ( mine !== sequence || ! answer ) {
		return;
	}
	if ( answer.reload ) {
		window.location.reload();
		return;
	}
	applyAnswer( answer );
}

/**
 * `update_checkout`: an update, after the classic checkout's short wait.
 */
export function requestUpdate() {
	clearTimeout( timer );
	timer = setTimeout( sendUpdate, UPDATE_DELAY_MS );
}

/**
 * Adds the form to Kassa's other Store API requests (not the update, nor Place Order, which
 * posts the classic form itself).
 *
 * @param options         The request.
 * @param options.path    Its route.
 * @param options.method  Its method.
 * @param options.headers Its headers.
 * @param next            The next middleware.
 * @return The answer.
 */
export function postDataMiddleware(
	options: { path?: string; method?: string; headers?: object },
	next: ( options: object ) => unknown
) {
	const path = options.path ?? '';
	const placing =
		options.method === 'POST' &&
		/\/wc\/store\/v1\/checkout(\?|$)/.test( path );
	if (
		! path.startsWith( '/wc/store/' ) ||
		placing ||
		path.startsWith( '/wc/store/v1/cart/extensions' )
	) {
		return next( options );
	}
	return next( {
		...options,
		headers: {
			...options.headers,
			[ POST_DATA_HEADER ]: encodeURIComponent( postData() ),
		},
	} );
}

/**
 * Watches what the classic checkout's script watches in the classic form: a change of a
 * field with `update_totals_on_change` (select, radio, checkbox) or of an address field's
 * select updates at once; a changed text field with either class updates when left, or a
 * second after the last key press.
 *
 * @param form The classic form.
 */
function watchFields( form: HTMLFormElement ) {
	const trigger = () => {
		clearTimeout( typing );
		triggerClassic( 'update_checkout' );
	};
	let typing: ReturnType< typeof setTimeout > | undefined;
	let dirty = false;
	const onChange = ( event: Event ) => {
		const field = event.target as Element;
		if (
			field.matches(
				'.update_totals_on_change select, .update_totals_on_change input[type="radio"], .update_totals_on_change input[type="checkbox"], .address-field select'
			) ||
			( dirty &&
				field.matches(
					'.address-field input.input-text, .update_totals_on_change input.input-text'
				) )
		) {
			dirty = false;
			trigger();
		}
	};
	const onKey = ( event: Event ) => {
		const field = event.target as Element;
		if (
			( event as KeyboardEvent ).key !== 'Tab' &&
			field.matches(
				'.address-field input.input-text, .update_totals_on_change input.input-text'
			)
		) {
			dirty = true;
			clearTimeout( typing );
			typing = setTimeout( trigger, TYPING_DELAY_MS );
		}
	};
	// jQuery's own `change` triggers (select2 and the like) reach only jQuery's listeners.
	const $ = jQuery();
	if ( $ ) {
		$( form ).on( 'change', onChange );
	} else {
		form.addEventListener( 'change', onChange );
	}
	form.addEventListener( 'keydown', onKey );
}

/**
 * What of Kassa's cart the classic checkout updates on when it changes: the addresses and the
 * chosen shipping options.
 *
 * @return A key of them.
 */
function watchedCart(): string {
	const cart = select( cartStore ).getCartData();
	return JSON.stringify( [
		cart?.billing_address,
		cart?.shipping_address,
		cart?.shipping_rates?.map(
			( pack ) =>
				pack.shipping_rates.find( ( rate ) => rate.selected )?.rate_id
		),
	] );
}

/**
 * Starts the live updates on a checkout with the classic form.
 */
export function startLiveUpdates() {
	const form = getClassicForm();
	if ( ! form ) {
		return;
	}
	apiFetch.use(
		postDataMiddleware as Parameters< typeof apiFetch.use >[ 0 ]
	);
	onClassic( 'update_checkout', requestUpdate );
	// The classic checkout updates its order review once it is ready.
	onClassic( 'init_checkout', () => triggerClassic( 'update_checkout' ) );
	watchFields( form );
	let cart = watchedCart();
	let typing: ReturnType< typeof setTimeout > | undefined;
	subscribe( () => {
		const next = watchedCart();
		if ( next !== cart ) {
			cart = next;
			// As the classic checkout after its address fields' last key press.
			clearTimeout( typing );
			typing = setTimeout(
				() => triggerClassic( 'update_checkout' ),
				TYPING_DELAY_MS
			);
		}
	}, cartStore );
}
