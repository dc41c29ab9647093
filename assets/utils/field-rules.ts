/**
 * The conditional rules of the shop's additional checkout fields (SPEC §3 "validation and
 * required/hidden rules"), evaluated against the checkout document as WooCommerce evaluates
 * them: a field is hidden while its `hidden` rule is met (and a hidden field is never
 * required), required while its `required` rule is met, and a value it has must meet its
 * `validation` schema where the value sits in the document.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { AddressFieldDefinition } from '../settings/types';
import {
	fieldPath,
	type CheckoutDocument,
	type FieldContext,
} from './checkout-document';
import { validateSchema, type JsonSchema } from './json-schema';

const DOCUMENT_KEYS = [ 'cart', 'checkout', 'customer' ];

/**
 * A rule as a schema of the whole document: a rule may be written as the document's properties
 * alone (`{ cart: { … } }`), as WooCommerce allows.
 *
 * @param rule The rule.
 * @return The schema.
 */
function ruleSchema( rule: JsonSchema ): JsonSchema {
	if (
		typeof rule === 'object' &&
		Object.keys( rule ).some( ( key ) => DOCUMENT_KEYS.includes( key ) )
	) {
		return { type: 'object', properties: rule };
	}
	return rule;
}

/**
 * Whether the document meets a rule.
 *
 * @param rule     The rule (JSON Schema).
 * @param document The checkout document.
 * @return True when it does.
 */
export function isRuleMet( rule: JsonSchema, document: CheckoutDocument ) {
	return validateSchema( ruleSchema( rule ), document ) === null;
}

/**
 * A field as its rules make it now: hidden while its hidden rule is met, else required as its
 * required rule says (or as it was defined, without one).
 *
 * @param field    The field.
 * @param document The checkout document.
 * @return The same field when nothing changes, else a changed copy.
 */
export function applyFieldRules(
	field: AddressFieldDefinition,
	document: CheckoutDocument
): AddressFieldDefinition {
	const { rules } = field;
	if ( ! rules ) {
		return field;
	}
	const hidden =
		field.hidden ||
		( rules.hidden !== undefined && isRuleMet( rules.hidden, document ) );
	const required =
		! hidden &&
		( rules.required !== undefined
			? isRuleMet( rules.required, document )
			: field.required );
	return hidden === field.hidden && required === field.required
		? field
		: { ...field, hidden, required };
}

/**
 * Checks a field's value against its validation schema, where the value sits in the document
 * (so `$data` references to other values resolve).
 *
 * @param field    The field.
 * @param document The checkout document, holding the value.
 * @param context  Where the field is.
 * @return The schema's `errorMessage`, '%1$s must match the pattern %2$s', '%s is invalid', or
 *         '' when the value is valid.
 */
export function getSchemaError(
	field: AddressFieldDefinition,
	document: CheckoutDocument,
	context: FieldContext
): string {
	if ( field.validation === undefined ) {
		return '';
	}
	// The field's schema, nested at the value's place: { properties: { customer: { … } } }.
	const schema = fieldPath( context, field.key ).reduceRight< JsonSchema >(
		( inner, key ) => ( {
			type: 'object',
			properties: { [ key ]: inner },
		} ),
		field.validation
	);
	const error = validateSchema( schema, document );
	if ( ! error ) {
		return '';
	}
	if ( error.message ) {
		return error.message;
	}
	if ( error.keyword === 'pattern' ) {
		return sprintf(
			/* translators: 1: field label, 2: the pattern the value must match */
			__( '%1$s must match the pattern %2$s', 'kassa' ),
			field.label,
			error.pattern ?? ''
		);
	}
	return sprintf(
		/* translators: %s: field label, e.g. "Phone" */
		__( '%s is invalid', 'kassa' ),
		field.label
	);
}
