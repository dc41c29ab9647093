/**
 * The errors of a refused order as the classic checkout shows them to its scripts and on its
 * fields: the notice group's HTML `checkout_error` carries, and, for an error that names a
 * classic input (`$errors->add( …, [ 'id' => 'field' ] )`, `wc_add_notice( …, 'error', [ 'id'
 * => 'field' ] )`), the input marked invalid with the message below it, as WooCommerce's
 * checkout.js shows inline errors.
 */
import { getIslands } from './islands';

/** One reason the server refused the order. */
export interface ClassicError {
	message: string;
	/** The field it names, or ''. */
	id: string;
}

const INLINE_CLASS = 'checkout-inline-error-message';
const INVALID_CLASS = 'woocommerce-invalid';

const escape = ( text: string ) => {
	const element = document.createElement( 'div' );
	element.textContent = text;
	return element.innerHTML;
};

/**
 * The errors as the classic checkout's notice group prints them.
 *
 * @param errors The errors.
 * @return HTML.
 */
export function errorsHtml( errors: ClassicError[] ): string {
	const items = errors
		.filter( ( error ) => error.message )
		.map(
			( error ) =>
				`<li${
					error.id ? ` data-id="${ escape( error.id ) }"` : ''
				}>${ escape( error.message ) }</li>`
		)
		.join( '' );
	return `<ul class="woocommerce-error" role="alert">${ items }</ul>`;
}

/**
 * A classic input an error names, in an island.
 *
 * @param id The field's id (its input's id or name).
 * @return The input, or null.
 */
function fieldOf( id: string ): HTMLElement | null {
	for ( const island of getIslands() ) {
		const field = Array.from(
			island.querySelectorAll< HTMLElement >( 'input, select, textarea' )
		).find(
			( input ) =>
				input.id === id || ( input as HTMLInputElement ).name === id
		);
		if ( field ) {
			return field;
		}
	}
	return null;
}

/**
 * Marks each classic input an error names invalid, with the message below it.
 *
 * @param errors The errors.
 */
export function showInlineErrors( errors: ClassicError[] ) {
	errors.forEach( ( { id, message } ) => {
		const field = id && message ? fieldOf( id ) : null;
		if ( ! field ) {
			return;
		}
		const row = field.closest( '.form-row' ) ?? field.parentElement;
		const note = document.createElement( 'p' );
		note.id = `${ id }_description`;
		note.className = INLINE_CLASS;
		note.textContent = message;
		row?.classList.add( INVALID_CLASS );
		row?.append( note );
		field.setAttribute( 'aria-invalid', 'true' );
		field.setAttribute( 'aria-describedby', note.id );
	} );
}

/**
 * Removes the inline errors of the last attempt.
 */
export function clearInlineErrors() {
	getIslands().forEach( ( island ) => {
		island
			.querySelectorAll( `.${ INLINE_CLASS }` )
			.forEach( ( note ) => note.remove() );
		island
			.querySelectorAll( `.${ INVALID_CLASS }` )
			.forEach( ( row ) => row.classList.remove( INVALID_CLASS ) );
		island
			.querySelectorAll( '[aria-invalid="true"]' )
			.forEach( ( field ) => {
				field.removeAttribute( 'aria-invalid' );
				field.removeAttribute( 'aria-describedby' );
			} );
	} );
}
