import type { DataRegistry } from '@wordpress/data';
import { getSetting } from '@kassa/settings';

import { CHECKOUT_DRAFT_DEBOUNCE_MS } from '../../assets/constants';
import { isInputInUse } from '../../assets/utils/input-in-use';
import { validationStore } from '../validation';
import { checkoutStore } from './index';
import type { CheckoutDraftUpdate } from './thunks';
import type { AdditionalFieldValues } from './types';

/**
 * Saves the shopper's contact and order fields and order note with their session as they
 * change, after WooCommerce's debounce (1.5 s after the last change): only values that changed
 * since the last save and have no validation error (the forms record them as `contact-<key>`
 * and `order-<key>`). Nothing is saved while the order is being placed (the order carries the
 * values) nor where no shopper's checkout was preloaded (the editor). A value the server
 * normalised (an extension's `sanitize_callback`) replaces what was typed in each field the
 * shopper has not changed since, unless the shopper is typing in it.
 *
 * @param registry The data registry.
 * @return Stops saving.
 */
export function startCheckoutDraftPersistence( registry: DataRegistry ) {
	if ( ! getSetting( 'preloadedCheckout' ) ) {
		return () => {};
	}
	const checkout = () => registry.select( checkoutStore );
	let seen = {
		fields: checkout().getAdditionalFields(),
		notes: checkout().getOrderNotes(),
	};
	let saved = seen;
	let timer: ReturnType< typeof setTimeout > | undefined;

	const hasError = ( key: string ) => {
		const validation = registry.select( validationStore );
		return !! (
			validation.getValidationError( `contact-${ key }` ) ||
			validation.getValidationError( `order-${ key }` )
		);
	};

	const save = () => {
		const fields = checkout().getAdditionalFields();
		const notes = checkout().getOrderNotes();
		const changed = Object.fromEntries(
			Object.entries( fields ).filter(
				( [ key, value ] ) =>
					saved.fields[ key ] !== value && ! hasError( key )
			)
		);
		const update: CheckoutDraftUpdate = {};
		if ( Object.keys( changed ).length ) {
			update.additional_fields = changed;
		}
		if ( notes !== saved.notes ) {
			update.order_notes = notes;
		}
		if ( Object.keys( update ).length ) {
			saved = { fields: { ...saved.fields, ...changed }, notes };
			registry
				.dispatch( checkoutStore )
				.saveCheckoutDraft( update )
				.then( ( held ) => takeNormalised( changed, held ) );
		}
	};

	const takeNormalised = (
		sent: AdditionalFieldValues,
		held: AdditionalFieldValues | null
	) => {
		const fields = checkout().getAdditionalFields();
		const taken = Object.fromEntries(
			Object.entries( sent )
				.filter(
					( [ key, value ] ) =>
						fields[ key ] === value &&
						held?.[ key ] !== undefined &&
						held[ key ] !== '' &&
						held[ key ] !== value &&
						! isInputInUse( `contact-${ key }` ) &&
						! isInputInUse( `order-${ key }` )
				)
				.map( ( [ key ] ) => [ key, held![ key ] ] )
		);
		if ( Object.keys( taken ).length ) {
			// Held by the server already: nothing to save again.
			saved = { ...saved, fields: { ...saved.fields, ...taken } };
			registry.dispatch( checkoutStore ).setAdditionalFields( taken );
		}
	};

	const schedule = () => {
		clearTimeout( timer );
		timer = setTimeout( () => {
			timer = undefined;
			save();
		}, CHECKOUT_DRAFT_DEBOUNCE_MS );
	};
	// A save the submit put off, for when the checkout is back to idle (the order failed).
	let putOff = false;

	const unsubscribe = registry.subscribe( () => {
		const placing = ! checkout().isIdle() && ! checkout().isCalculating();
		if ( placing ) {
			putOff = putOff || timer !== undefined;
			clearTimeout( timer );
			timer = undefined;
			return;
		}
		const now = {
			fields: checkout().getAdditionalFields(),
			notes: checkout().getOrderNotes(),
		};
		if (
			putOff ||
			now.fields !== seen.fields ||
			now.notes !== seen.notes
		) {
			putOff = false;
			seen = now;
			schedule();
		}
	}, checkoutStore );

	return () => {
		unsubscribe();
		clearTimeout( timer );
	};
}
