/**
 * The shopper's addresses as typed. The form is the source of truth while the shopper types:
 * the cart store's copy is replaced by every Store API response, and a response to an older
 * request must not undo newer keystrokes. Each change is applied to the cart store at once
 * (so the checkout body and the totals read it) and sent to the server after the general
 * debounce (SPEC §9, 300 ms), so a reload restores it from the preloaded cart. What the server
 * has not taken yet (a failed or refused save, or one that had not gone) is kept for the tab
 * (unsaved-fields.ts): a reload puts it back over the preloaded cart's values and sends it again.
 *
 * The server may change the customer too (an extension's cart update, say): a value the server
 * changed, in a field the shopper has not touched since, is taken into the form, as
 * WooCommerce's forms show what its other cart responses carry. The answer to the form's own
 * update may carry a value the server normalised (an extension's `sanitize_callback`, a state
 * typed by name): it replaces what was typed in each field the shopper has not changed since it
 * was sent, unless the shopper is typing in it.
 */
import { dispatch, select, subscribe } from '@wordpress/data';
import {
	cartStore,
	checkoutEvents,
	checkoutStore,
	dispatchCheckoutEvent,
	NOTICE_CONTEXTS,
	pickAddress,
} from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { Address, BillingAddress } from '../../../assets/api/types';
import { DEBOUNCE_MS } from '../../../assets/constants';
import { isInputInUse } from '../../../assets/utils/input-in-use';
import {
	toFormValue,
	type AddressValues,
} from '../../../assets/utils/address-fields';
import {
	readUnsavedFields,
	withoutSaved,
	writeUnsavedFields,
	type UnsavedFields,
} from './unsaved-fields';

export interface CustomerDraft {
	shipping: AddressValues;
	billing: AddressValues;
	/** The shopper tried to place the order: show every error, not only blurred ones. */
	submitAttempted: boolean;
	/** Addresses already filled in when the page loaded (a returning customer's). */
	completeOnLoad: { shipping: boolean; billing: boolean };
}

/** What decides which form feeds which address. */
export interface AddressFlags {
	needsShipping: boolean;
	prefersCollection: boolean;
	useShippingAsBilling: boolean;
	forcedBillingAddress: boolean;
}

/**
 * Which form the shopper fills in for each address (SPEC §7 body rules): with one form, both
 * addresses are that form; the billing address always carries the email.
 *
 * @param draft The typed addresses.
 * @param flags Shipping need, pickup, same-address and forced-billing flags.
 * @return The shipping and billing addresses to store and send.
 */
export function getEffectiveAddresses(
	draft: Pick< CustomerDraft, 'shipping' | 'billing' >,
	flags: AddressFlags
): { shipping_address: Address; billing_address: BillingAddress } {
	const email = draft.billing.email ?? '';
	const shipsToShopper = flags.needsShipping && ! flags.prefersCollection;
	if ( ! shipsToShopper ) {
		// Only the billing form is shown (virtual cart or local pickup).
		const billing = pickAddress( draft.billing );
		return {
			shipping_address: billing,
			billing_address: { ...billing, email },
		};
	}
	if ( flags.useShippingAsBilling ) {
		const primary = pickAddress(
			flags.forcedBillingAddress ? draft.billing : draft.shipping
		);
		return {
			shipping_address: primary,
			billing_address: { ...primary, email },
		};
	}
	return {
		shipping_address: pickAddress( draft.shipping ),
		billing_address: { ...pickAddress( draft.billing ), email },
	};
}

/**
 * Which form feeds each address (see getEffectiveAddresses): the one whose changes on the
 * server the form takes in.
 *
 * @param flags Shipping need, pickup, same-address and forced-billing flags.
 * @return The form of each address, or null where another address's form feeds it.
 */
export function getAddressSources( flags: AddressFlags ): {
	shipping_address: 'shipping' | null;
	billing_address: 'billing' | null;
} {
	const shipsToShopper = flags.needsShipping && ! flags.prefersCollection;
	if ( ! shipsToShopper ) {
		return { shipping_address: null, billing_address: 'billing' };
	}
	if ( flags.useShippingAsBilling ) {
		return flags.forcedBillingAddress
			? { shipping_address: null, billing_address: 'billing' }
			: { shipping_address: 'shipping', billing_address: null };
	}
	return { shipping_address: 'shipping', billing_address: 'billing' };
}

/**
 * The form's values with the server's changes taken in: each value the server changed (it
 * differs from what the server sent before) in a field the form still holds as it was then.
 *
 * @param form   The form's values.
 * @param before The address as the server sent it before.
 * @param after  The address as the server now has it.
 * @return The same form when nothing is taken in, else the changed copy.
 */
export function takeServerChanges(
	form: AddressValues,
	before: Address,
	after: Address
): AddressValues {
	let next = form;
	Object.keys( after ).forEach( ( key ) => {
		const server = toFormValue( after[ key ] );
		const previous = toFormValue( before[ key ] );
		if ( server !== previous && ( form[ key ] ?? '' ) === previous ) {
			next = { ...next, [ key ]: server };
		}
	} );
	return next;
}

/**
 * The form's values with what the server normalised taken in: each field that still holds what
 * was sent, whose value the server answered with another (not none: a value it dropped, an
 * invalid e-mail say, stays typed for the shopper to correct), unless the shopper is typing in
 * it.
 *
 * @param form     The form's values.
 * @param sent     The address the update sent.
 * @param answered The address the server answered with.
 * @param inUse    Whether the shopper is typing in a field, by key.
 * @return The same form when nothing is taken in, else the changed copy.
 */
export function takeNormalisedValues(
	form: AddressValues,
	sent: Address,
	answered: Address,
	inUse: ( key: string ) => boolean = () => false
): AddressValues {
	let next = form;
	Object.keys( sent ).forEach( ( key ) => {
		const typed = toFormValue( sent[ key ] );
		const server = toFormValue( answered[ key ] );
		if (
			server !== '' &&
			server !== typed &&
			( form[ key ] ?? '' ) === typed &&
			! inUse( key )
		) {
			next = { ...next, [ key ]: server };
		}
	} );
	return next;
}

/**
 * The id of a form's field's input (the billing form's e-mail is the contact step's).
 *
 * @param form The form: 'shipping' or 'billing'.
 * @param key  The field's key.
 * @return The input's id.
 */
const inputIdOf = ( form: 'shipping' | 'billing', key: string ) =>
	form === 'billing' && key === 'email'
		? 'contact-email'
		: `${ form }-${ key }`;

/**
 * Takes values of the server's into the forms that feed the addresses (see getAddressSources).
 *
 * @param take    For an address and the form that feeds it, the form's values with what is
 *                taken in (the same values when nothing is).
 * @param onTaken Told each form whose values changed, with its new and its old values.
 * @return Whether the draft changed.
 */
function takeIntoForms(
	take: (
		key: 'shipping_address' | 'billing_address',
		form: 'shipping' | 'billing',
		values: AddressValues
	) => AddressValues,
	onTaken: (
		form: 'shipping' | 'billing',
		taken: AddressValues,
		typed: AddressValues
	) => void
): boolean {
	if ( ! draft ) {
		return false;
	}
	const sources = getAddressSources( currentFlags() );
	let next = draft;
	( [ 'shipping_address', 'billing_address' ] as const ).forEach( ( key ) => {
		const form = sources[ key ];
		if ( form ) {
			const taken = take( key, form, next[ form ] );
			if ( taken !== next[ form ] ) {
				onTaken( form, taken, next[ form ] );
				next = { ...next, [ form ]: taken };
			}
		}
	} );
	if ( next === draft ) {
		return false;
	}
	draft = next;
	return true;
}

/**
 * After the server took an update, the values it normalised replace what was typed (see
 * takeNormalisedValues), and count as what was sent: they need no sending again.
 *
 * @param sent The addresses the update sent.
 */
function takeNormalised(
	sent: Record< 'shipping_address' | 'billing_address', Address >
) {
	const answered = select( cartStore ).getReceivedAddresses();
	if ( ! answered ) {
		return;
	}
	const wasSent = JSON.stringify( currentAddresses() ) === lastPushed;
	const taken = takeIntoForms(
		( key, form, values ) =>
			takeNormalisedValues(
				values,
				sent[ key ],
				answered[ key ],
				( field ) => isInputInUse( inputIdOf( form, field ) )
			),
		// What is still kept as typed is kept as the server holds it.
		( form, normalised, typed ) =>
			markUnsaved(
				form,
				Object.fromEntries(
					Object.keys( unsaved[ form ] )
						.filter(
							( field ) => normalised[ field ] !== typed[ field ]
						)
						.map( ( field ) => [ field, normalised[ field ] ] )
				)
			)
	);
	if ( taken ) {
		if ( wasSent ) {
			lastPushed = JSON.stringify( currentAddresses() );
		}
		notify();
	}
}

let draft: CustomerDraft | null = null;
const listeners = new Set< () => void >();
let pushTimer: ReturnType< typeof setTimeout > | null = null;
let lastPushed = '';
let isLocal = false;
/** The update being sent: the next waits for it (see pushCustomerData). */
let pushing: Promise< boolean > | null = null;
/** What was typed that the server has not taken yet. */
let unsaved: UnsavedFields = { shipping: {}, billing: {} };
/** The addresses the server last sent, when the form last looked. */
let received: Record< 'shipping_address' | 'billing_address', Address > | null =
	null;
let stopWatching: ( () => void ) | null = null;
let stopSendingBeforeOrder: ( () => void ) | null = null;

/**
 * Before the order goes (a checkout validation observer), sends the addresses still waiting
 * for the debounce and waits for the one being sent: the order is then checked against a cart
 * the server has priced for the address it carries, and a total that address changes is shown
 * to the shopper before anything is placed.
 *
 * @return True: sending never stops the order itself (a failed send shows its own notice,
 *         and a failed shipping address stops the order as a shipping error).
 */
async function sendBeforeOrder(): Promise< true > {
	await pushCustomerData();
	return true;
}

/**
 * Takes the server's changes to the customer into the form (see takeServerChanges) when a cart
 * arrives. A cart that answers the form's own address update carries what the form sent (maybe
 * formatted): the form keeps what the shopper typed, as WooCommerce's does.
 */
function onCartChange() {
	const now = select( cartStore ).getReceivedAddresses();
	const before = received;
	if ( now === before ) {
		return;
	}
	received = now;
	if ( ! now || ! before || ! draft ) {
		return;
	}
	if ( select( cartStore ).isUpdatingCustomerData() ) {
		return;
	}
	if (
		takeIntoForms(
			( key, _form, values ) =>
				takeServerChanges( values, before[ key ], now[ key ] ),
			forgetUnsaved
		)
	) {
		notify();
	}
}

function fromCart(): CustomerDraft {
	const cart = select( cartStore ).getCartData();
	const formValues = ( address: object | undefined ) =>
		Object.fromEntries(
			Object.entries( address ?? {} ).map( ( [ key, value ] ) => [
				key,
				toFormValue( value ),
			] )
		);
	const shipping = {
		...formValues( cart?.shipping_address ),
		...unsaved.shipping,
	} as AddressValues;
	const billing = {
		...formValues( cart?.billing_address ),
		...unsaved.billing,
	} as AddressValues;
	const complete = ( address: AddressValues ) =>
		[ 'first_name', 'last_name', 'address_1', 'city', 'country' ].every(
			( key ) => !! address[ key ]
		);
	return {
		shipping,
		billing,
		submitAttempted: false,
		completeOnLoad: {
			shipping: complete( shipping ),
			billing: complete( billing ),
		},
	};
}

/**
 * The current draft (read from the cart the first time).
 *
 * @return The draft.
 */
export function getCustomerDraft(): CustomerDraft {
	if ( ! draft ) {
		// What the cart this page loaded with holds is saved. The rest (a save that failed or
		// was refused, one not yet sent, or one answered before the server had kept it: the
		// WooCommerce session is written after its answer) goes back into the form.
		const cart = select( cartStore ).getCartData();
		unsaved = withoutSaved( readUnsavedFields(), {
			shipping: cart?.shipping_address ?? {},
			billing: cart?.billing_address ?? {},
		} );
		writeUnsavedFields( unsaved );
		draft = fromCart();
		lastPushed = JSON.stringify( currentAddresses() );
		if (
			Object.keys( unsaved.shipping ).length ||
			Object.keys( unsaved.billing ).length
		) {
			// Put back from before a reload: the server is still to have it.
			lastPushed = '';
			schedulePush();
		}
		received = select( cartStore ).getReceivedAddresses();
		stopWatching = subscribe( onCartChange, cartStore );
		stopSendingBeforeOrder =
			checkoutEvents.onCheckoutValidation( sendBeforeOrder );
	}
	return draft;
}

/**
 * Forgets the typed values of fields whose value the server changed (taken into the form).
 *
 * @param type  Which form.
 * @param taken The form's values with the server's changes.
 * @param typed The form's values before.
 */
function forgetUnsaved(
	type: keyof UnsavedFields,
	taken: AddressValues,
	typed: AddressValues
) {
	const kept = Object.fromEntries(
		Object.entries( unsaved[ type ] ).filter(
			( [ key ] ) => taken[ key ] === typed[ key ]
		)
	);
	unsaved = { ...unsaved, [ type ]: kept };
	writeUnsavedFields( unsaved );
}

/**
 * Records typed values as not yet saved.
 *
 * @param type   Which form.
 * @param values The values typed.
 */
function markUnsaved(
	type: keyof UnsavedFields,
	values: Record< string, unknown >
) {
	unsaved = {
		...unsaved,
		[ type ]: { ...unsaved[ type ], ...values },
	};
	writeUnsavedFields( unsaved );
}

/**
 * Listens to draft changes (for useSyncExternalStore).
 *
 * @param listener Called after each change.
 * @return Stops listening.
 */
export function subscribeCustomerDraft( listener: () => void ) {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * The flags as the stores hold them now.
 *
 * @return The flags.
 */
export function currentFlags(): AddressFlags {
	const checkout = select( checkoutStore );
	return {
		needsShipping: !! select( cartStore ).getCartData()?.needs_shipping,
		prefersCollection: checkout.prefersCollection(),
		useShippingAsBilling: checkout.getUseShippingAsBilling(),
		forcedBillingAddress: getSetting( 'forcedBillingAddress' ),
	};
}

function currentAddresses() {
	return getEffectiveAddresses( getCustomerDraft(), currentFlags() );
}

/**
 * Writes the draft into the cart store (no request): the checkout body is built from there.
 */
export function applyCustomerDraft() {
	const { shipping_address: shipping, billing_address: billing } =
		currentAddresses();
	const cart = select( cartStore ).getCartData();
	if ( ! cart ) {
		return;
	}
	const differs = ( a: object, b: object ) =>
		Object.entries( a ).some(
			( [ key, value ] ) =>
				( b as Record< string, unknown > )[ key ] !== value
		);
	if ( differs( shipping, cart.shipping_address ) ) {
		dispatch( cartStore ).setShippingAddress( shipping );
	}
	if ( differs( billing, cart.billing_address ) ) {
		dispatch( cartStore ).setBillingAddress( billing );
	}
}

/**
 * Sends the addresses to the server now, when they changed since the last send.
 *
 * @return Resolves when sent (or nothing needed sending).
 */
export async function pushCustomerData(): Promise< void > {
	if ( pushTimer ) {
		clearTimeout( pushTimer );
		pushTimer = null;
	}
	// While an update is in flight, wait and then send only the newest addresses: the Store API
	// client already keeps writes in order, this spares the server the ones typed in between.
	while ( pushing ) {
		await pushing;
	}
	const addresses = currentAddresses();
	const key = JSON.stringify( addresses );
	if ( isLocal || key === lastPushed ) {
		return;
	}
	lastPushed = key;
	pushing = dispatch( cartStore ).updateCustomerData(
		addresses,
		NOTICE_CONTEXTS.SHIPPING_ADDRESS
	);
	let sent = false;
	try {
		sent = await pushing;
	} finally {
		pushing = null;
	}
	if ( sent ) {
		takeNormalised( addresses );
	} else {
		// Sent again with the next change, or when the shopper places the order.
		lastPushed = '';
	}
	// The response replaced the cart's addresses; the form may have moved on since.
	applyCustomerDraft();
}

/**
 * Schedules a send after the general debounce (SPEC §9).
 */
export function schedulePush() {
	if ( pushTimer ) {
		clearTimeout( pushTimer );
	}
	pushTimer = setTimeout( () => {
		pushTimer = null;
		pushCustomerData();
	}, DEBOUNCE_MS );
}

function notify() {
	listeners.forEach( ( listener ) => listener() );
}

/**
 * Changes one of the typed addresses, applies it to the cart store and schedules a send.
 *
 * @param type    'shipping' or 'billing'.
 * @param address The whole changed address.
 */
export function setDraftAddress(
	type: 'shipping' | 'billing',
	address: AddressValues
) {
	const current = getCustomerDraft();
	const next = { ...current[ type ], ...address };
	if ( type === 'billing' ) {
		next.email = address.email ?? current.billing.email ?? '';
	}
	markUnsaved(
		type,
		Object.fromEntries(
			Object.entries( next ).filter(
				( [ key, value ] ) => current[ type ][ key ] !== value
			)
		)
	);
	draft = { ...current, [ type ]: next };
	notify();
	applyCustomerDraft();
	schedulePush();
}

/**
 * Tells other scripts the shopper changed an address in its form: `set-billing-address` and
 * `set-shipping-address` checkout events, for each address the form's change sets (the
 * shipping form sets the billing address too while it is used for billing; the billing form
 * sets the shipping address too when there is only the billing form: forced billing address
 * or pickup).
 *
 * @param type The form: 'shipping' or 'billing'.
 */
export function announceAddressChange( type: 'shipping' | 'billing' ) {
	const flags = currentFlags();
	if ( type === 'shipping' ) {
		if ( flags.useShippingAsBilling ) {
			dispatchCheckoutEvent( 'set-billing-address' );
		}
		dispatchCheckoutEvent( 'set-shipping-address' );
		return;
	}
	if ( flags.forcedBillingAddress || flags.prefersCollection ) {
		dispatchCheckoutEvent( 'set-shipping-address' );
	}
	dispatchCheckoutEvent( 'set-billing-address' );
}

/**
 * Sets the email (billing_address.email), telling other scripts (a `set-email-address`
 * checkout event).
 *
 * @param email The email address.
 */
export function setDraftEmail( email: string ) {
	const current = getCustomerDraft();
	markUnsaved( 'billing', { email } );
	draft = { ...current, billing: { ...current.billing, email } };
	notify();
	applyCustomerDraft();
	schedulePush();
	dispatchCheckoutEvent( 'set-email-address' );
}

/**
 * Records that the shopper tried to place the order, so every error shows.
 */
export function setSubmitAttempted() {
	const current = getCustomerDraft();
	if ( ! current.submitAttempted ) {
		draft = { ...current, submitAttempted: true };
		notify();
	}
}

/**
 * Keeps the draft on the page: nothing is sent to the server. In the editor (its preview), and
 * on a page paying an existing order, whose addresses are the order's.
 *
 * @param local Whether the draft stays on the page.
 */
export function keepCustomerDraftLocal( local: boolean ) {
	isLocal = local;
}

/**
 * Forgets the draft (tests).
 */
export function resetCustomerDraft() {
	draft = null;
	lastPushed = '';
	pushing = null;
	unsaved = { shipping: {}, billing: {} };
	received = null;
	stopWatching?.();
	stopWatching = null;
	stopSendingBeforeOrder?.();
	stopSendingBeforeOrder = null;
	if ( pushTimer ) {
		clearTimeout( pushTimer );
		pushTimer = null;
	}
	listeners.clear();
}
