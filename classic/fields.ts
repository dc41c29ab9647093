/**
 * The fields the classic checkout's filters add (islands `field:<key>`, placed by Kassa's forms;
 * includes/woocommerce/classic/class-kassa-classic-fields.php): what the shopper types into them
 * is kept for the browser tab and put back after a reload, as Kassa keeps its own fields (the
 * classic checkout itself keeps none of it); forgotten once the order is placed.
 */
import { checkoutEvents } from '@kassa/data';

import { controlValues } from './inputs';
import { getIslands } from './islands';

/** Where the values are kept (the tab's session storage). */
export const KEPT_FIELDS_KEY = 'kassa-classic-fields';

/** The prefix of a field's island key. */
const FIELD_ISLAND = 'field:';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The named controls of the field islands.
 *
 * @return The controls.
 */
function fieldControls(): Control[] {
	return getIslands()
		.filter( ( island ) =>
			( island.dataset.kassaIsland ?? '' ).startsWith( FIELD_ISLAND )
		)
		.flatMap( ( island ) =>
			Array.from(
				island.querySelectorAll< Control >( 'input, select, textarea' )
			)
		)
		.filter( ( control ) => control.name );
}

/**
 * What the field islands post now, by name (a name as often as it posts).
 *
 * @return Values by name.
 */
export function readFieldValues(): Record< string, string[] > {
	const values: Record< string, string[] > = {};
	fieldControls().forEach( ( control ) => {
		values[ control.name ] ??= [];
		values[ control.name ].push( ...controlValues( control ) );
	} );
	return values;
}

/**
 * Puts kept values back into the field islands: a text, a selection, a checked box or radio.
 *
 * @param values Values by name.
 */
export function restoreFieldValues( values: Record< string, string[] > ) {
	fieldControls().forEach( ( control ) => {
		const kept = values[ control.name ];
		if ( ! kept || control.type === 'hidden' ) {
			return;
		}
		if (
			control instanceof HTMLInputElement &&
			( control.type === 'checkbox' || control.type === 'radio' )
		) {
			control.checked = kept.includes( control.value );
		} else if ( control instanceof HTMLSelectElement ) {
			Array.from( control.options ).forEach( ( option ) => {
				option.selected = kept.includes( option.value );
			} );
		} else {
			control.value = kept[ 0 ] ?? '';
		}
	} );
}

/**
 * Keeps the field islands' values for the tab as the shopper changes them, puts them back as
 * the page loads, and forgets them once the order is placed.
 */
export function keepFieldValues() {
	if ( ! fieldControls().length ) {
		return;
	}
	const storage = window.sessionStorage;
	try {
		restoreFieldValues(
			JSON.parse( storage.getItem( KEPT_FIELDS_KEY ) ?? '{}' )
		);
	} catch {
		storage.removeItem( KEPT_FIELDS_KEY );
	}
	const keep = ( event: Event ) => {
		const island = ( event.target as Element | null )?.closest?.(
			'[data-kassa-island]'
		) as HTMLElement | null | undefined;
		if ( island?.dataset.kassaIsland?.startsWith( FIELD_ISLAND ) ) {
			storage.setItem(
				KEPT_FIELDS_KEY,
				JSON.stringify( readFieldValues() )
			);
		}
	};
	// The islands move between the page and their store: listen where both are.
	document.addEventListener( 'input', keep );
	document.addEventListener( 'change', keep );
	checkoutEvents.onCheckoutSuccess( () => {
		storage.removeItem( KEPT_FIELDS_KEY );
	} );
}
