/**
 * `wc/store/validation` on Kassa's pages: WooCommerce's validation store, as a view over
 * Kassa's. An error an extension sets here stops Kassa's checkout as one of Kassa's own fields
 * would, and shows where the extension shows it.
 */
import { validationStore } from '@kassa/data';

import { createViewStore, readFrom, writeTo } from './view-store';

export const VALIDATION_STORE_KEY = 'wc/store/validation';

const fromValidation = readFrom( validationStore );
const toValidation = writeTo( validationStore );

type Errors = Record< string, { message: string; hidden?: boolean } >;

const selectors = {
	getValidationError: fromValidation( ( v, errorId: string ) =>
		v.getValidationError( errorId )
	),
	// WooCommerce answers undefined (Kassa '') for a field without a shown error.
	getValidationErrorId: fromValidation(
		( v, errorId: string ) => v.getValidationErrorId( errorId ) || undefined
	),
	getValidationErrors: fromValidation( ( v ) => v.getValidationErrors() ),
	hasValidationErrors: fromValidation( ( v ) => v.hasValidationErrors() ),
};

const actions = {
	setValidationErrors: toValidation( ( v, errors: Errors ) =>
		v.setValidationErrors( errors )
	),
	clearValidationError: toValidation( ( v, errorId: string ) =>
		v.clearValidationError( errorId )
	),
	clearValidationErrors: toValidation( ( v, errorIds?: string[] ) =>
		v.clearValidationErrors( errorIds )
	),
	clearAllValidationErrors: toValidation( ( v ) =>
		v.clearValidationErrors()
	),
	hideValidationError: toValidation( ( v, errorId: string ) =>
		v.hideValidationError( errorId )
	),
	showValidationError: toValidation( ( v, errorId: string ) =>
		v.showValidationError( errorId )
	),
	showAllValidationErrors: toValidation( ( v ) =>
		v.showAllValidationErrors()
	),
};

/** The `wc/store/validation` view store. */
export const validationView = createViewStore( VALIDATION_STORE_KEY, {
	sources: [ validationStore ],
	selectors,
	actions,
} );
