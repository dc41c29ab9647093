/**
 * What the shopper typed into the checkout's addresses that the server has not taken yet: its
 * save failed, was refused (an invalid value), or had not gone when the page was left. It is
 * kept in the tab's session storage, so a reload (or a return to the checkout) puts it back in
 * the form instead of the server's older values.
 */
import { UNSAVED_CHECKOUT_FIELDS_STORAGE_KEY } from '../../../assets/constants';

/** Typed values by form ('shipping', 'billing': the billing form holds the e-mail) and field. */
export type UnsavedFields = Record<
	'shipping' | 'billing',
	Record< string, string >
>;

const none = (): UnsavedFields => ( { shipping: {}, billing: {} } );

const isFields = ( value: unknown ): value is Record< string, string > =>
	!! value &&
	typeof value === 'object' &&
	Object.values( value ).every( ( field ) => typeof field === 'string' );

/**
 * Reads the unsaved fields of this tab.
 *
 * @return The fields (none when storage is empty, unreadable or unavailable).
 */
export function readUnsavedFields(): UnsavedFields {
	try {
		const stored = JSON.parse(
			window.sessionStorage.getItem(
				UNSAVED_CHECKOUT_FIELDS_STORAGE_KEY
			) ?? 'null'
		);
		return isFields( stored?.shipping ) && isFields( stored?.billing )
			? { shipping: stored.shipping, billing: stored.billing }
			: none();
	} catch {
		return none();
	}
}

/**
 * Keeps the unsaved fields for this tab (removes the entry when there are none).
 *
 * @param fields The fields.
 */
export function writeUnsavedFields( fields: UnsavedFields ) {
	try {
		if (
			Object.keys( fields.shipping ).length ||
			Object.keys( fields.billing ).length
		) {
			window.sessionStorage.setItem(
				UNSAVED_CHECKOUT_FIELDS_STORAGE_KEY,
				JSON.stringify( fields )
			);
		} else {
			window.sessionStorage.removeItem(
				UNSAVED_CHECKOUT_FIELDS_STORAGE_KEY
			);
		}
	} catch {
		// Storage may be unavailable (private mode); the form still holds the values.
	}
}

/**
 * A value as the server may format it (a postcode's case and spaces).
 *
 * @param value The value.
 * @return It without spaces, in lower case.
 */
const comparable = ( value: unknown ) =>
	String( value ?? '' )
		.replace( /\s+/g, '' )
		.toLowerCase();

/**
 * The unsaved fields with those now saved taken out: a value the server's address of the same
 * form holds (maybe formatted) is no longer unsaved; one it dropped (an invalid e-mail it took
 * as none) still is. Only the form's own address counts: the other may hold the same value by
 * chance (the billing country is the shop's, GB, while the shipping country typed, GB, failed to
 * save over the calculator's US: chaos journey 18314, WooCommerce).
 *
 * @param fields The unsaved fields.
 * @param held   The addresses the server holds after the save, by form.
 * @return The fields still unsaved.
 */
export function withoutSaved(
	fields: UnsavedFields,
	held: Record< keyof UnsavedFields, object >
): UnsavedFields {
	const keep = ( typed: Record< string, string >, address: object ) =>
		Object.fromEntries(
			Object.entries( typed ).filter(
				( [ key, value ] ) =>
					comparable(
						( address as Record< string, unknown > )[ key ]
					) !== comparable( value )
			)
		);
	return {
		shipping: keep( fields.shipping, held.shipping ),
		billing: keep( fields.billing, held.billing ),
	};
}
