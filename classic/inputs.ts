/**
 * The classic inputs of the page, as the classic checkout's form posts them: every named
 * control inside an island, and every control a classic script added to the classic form
 * (outside Kassa's own block), serialised as jQuery's `serializeArray()` / `serialize()` do.
 */
import { getIslands, getIslandStore, ISLAND_CLASS } from './islands';

/** One posted value: a control's name, as written (`foo[bar]` too), and its value. */
export interface ClassicInput {
	name: string;
	value: string;
}

/** Kassa's own block, whose inputs are Kassa's (posted as the Store API's fields). */
const KASSA_BLOCK = '.wp-block-kassa-checkout, .wp-block-kassa-cart';

/**
 * What the classic checkout prints outside its form (at `woocommerce_before_checkout_form`,
 * …`_after_checkout_form`): an island marks it so, and its controls are not posted.
 */
const UNPOSTED = '[data-kassa-classic-unposted]';

/** Types jQuery never serialises. */
const NOT_POSTED = /^(?:submit|button|image|reset|file)$/i;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = ( element: Element ): element is Control =>
	element instanceof HTMLInputElement ||
	element instanceof HTMLSelectElement ||
	element instanceof HTMLTextAreaElement;

/**
 * The values one control posts, as jQuery's `serializeArray()` reads them: none for an unnamed,
 * disabled (its own attribute: Kassa disables its steps while the order is on its way, which
 * must not drop what the shopper typed), unchecked or button-like control; each selected option
 * of a multiple select; line breaks as `\r\n`.
 *
 * @param control The control.
 * @return Its values.
 */
export function controlValues( control: Control ): string[] {
	if (
		! control.name ||
		control.disabled ||
		NOT_POSTED.test( control.type )
	) {
		return [];
	}
	if (
		control instanceof HTMLInputElement &&
		( control.type === 'checkbox' || control.type === 'radio' ) &&
		! control.checked
	) {
		return [];
	}
	const values =
		control instanceof HTMLSelectElement
			? Array.from( control.selectedOptions ).map(
					( option ) => option.value
				)
			: [ control.value ];
	return values.map( ( value ) => value.replace( /\r?\n/g, '\r\n' ) );
}

/**
 * The controls whose values the classic post carries, in document order, each once: those in
 * the islands (on show or in the store) and in the classic form outside Kassa's block, but for
 * what the classic checkout prints outside its form.
 *
 * @param form The classic form, if the page has one.
 * @return The controls.
 */
export function classicControls( form: HTMLFormElement | null ): Control[] {
	const controls = new Set< Control >();
	getIslands().forEach( ( island ) =>
		island
			.querySelectorAll( 'input, select, textarea' )
			.forEach( ( element ) => {
				if ( isControl( element ) ) {
					controls.add( element );
				}
			} )
	);
	Array.from( form?.elements ?? [] ).forEach( ( element ) => {
		if (
			isControl( element ) &&
			( ! element.closest( KASSA_BLOCK ) ||
				element.closest( `.${ ISLAND_CLASS }` ) )
		) {
			controls.add( element );
		}
	} );
	getIslandStore()
		?.querySelectorAll( 'input, select, textarea' )
		.forEach( ( element ) => {
			if ( isControl( element ) ) {
				controls.add( element );
			}
		} );
	return [ ...controls ]
		.filter( ( control ) => ! control.closest( UNPOSTED ) )
		.sort( ( a, b ) =>
			// eslint-disable-next-line no-bitwise -- DOCUMENT_POSITION_FOLLOWING is a bit mask.
			a.compareDocumentPosition( b ) & Node.DOCUMENT_POSITION_FOLLOWING
				? -1
				: 1
		);
}

/**
 * The classic inputs' values, as `serializeArray()` gives them.
 *
 * @param form The classic form (the page's by default).
 * @return Name/value pairs, a name as often as it posts.
 */
export function collectClassicInputs(
	form: HTMLFormElement | null = document.querySelector< HTMLFormElement >(
		'form.kassa-classic-form'
	)
): ClassicInput[] {
	return classicControls( form ).flatMap( ( control ) =>
		controlValues( control ).map( ( value ) => ( {
			name: control.name,
			value,
		} ) )
	);
}

/**
 * Inputs as a form posts them (`name=value&…`, spaces as `+`), as jQuery's `serialize()` and
 * the classic checkout's `post_data` write them; PHP's `parse_str()` reads them back.
 *
 * @param inputs The inputs.
 * @return The query string.
 */
export function serializeClassicInputs( inputs: ClassicInput[] ): string {
	const params = new URLSearchParams();
	inputs.forEach( ( { name, value } ) => params.append( name, value ) );
	return params.toString();
}
