import { isValidElement } from '@wordpress/element';
import { PAYMENT_ICON_IDS } from '@kassa/data';

import type { PaymentIcon } from './types';

/** Every option `registerPaymentMethod` / `registerExpressPaymentMethod` takes. */
export const PAYMENT_METHOD_OPTIONS = [
	'name',
	'label',
	'ariaLabel',
	'content',
	'edit',
	'canMakePayment',
	'paymentMethodId',
	'placeOrderButtonLabel',
	'placeOrderButton',
	'savedTokenComponent',
	'icons',
	'supports',
	'title',
	'description',
	'gatewayId',
] as const;

const KNOWN_OPTIONS = new Set< string >( PAYMENT_METHOD_OPTIONS );

/**
 * Checks registration options and returns the problems found, as sentences.
 *
 * @param options The options given.
 * @param express Whether it is an express method (no label / ariaLabel needed).
 * @return The problems (empty when valid) and unknown option names.
 */
export function validatePaymentMethodOptions(
	options: unknown,
	express: boolean
): { errors: string[]; unknown: string[] } {
	if ( ! options || typeof options !== 'object' ) {
		return { errors: [ 'the options must be an object' ], unknown: [] };
	}
	const o = options as Record< string, unknown >;
	const errors: string[] = [];
	if ( typeof o.name !== 'string' || o.name.trim() === '' ) {
		errors.push( "'name' must be a non-empty string" );
	}
	if ( ! isValidElement( o.content ) ) {
		errors.push( "'content' must be a React element" );
	}
	if ( ! isValidElement( o.edit ) ) {
		errors.push( "'edit' must be a React element" );
	}
	if ( typeof o.canMakePayment !== 'function' ) {
		errors.push( "'canMakePayment' must be a function" );
	}
	if ( ! express ) {
		if ( typeof o.label !== 'string' && ! isValidElement( o.label ) ) {
			errors.push( "'label' must be a string or a React element" );
		}
		if ( typeof o.ariaLabel !== 'string' || o.ariaLabel === '' ) {
			errors.push( "'ariaLabel' must be a non-empty string" );
		}
	}
	if (
		o.paymentMethodId !== undefined &&
		typeof o.paymentMethodId !== 'string'
	) {
		errors.push( "'paymentMethodId' must be a string" );
	}
	if (
		o.placeOrderButtonLabel !== undefined &&
		typeof o.placeOrderButtonLabel !== 'string'
	) {
		errors.push( "'placeOrderButtonLabel' must be a string" );
	}
	if (
		o.placeOrderButton !== undefined &&
		o.placeOrderButton !== null &&
		typeof o.placeOrderButton !== 'function'
	) {
		errors.push( "'placeOrderButton' must be a React component" );
	}
	if (
		o.savedTokenComponent !== undefined &&
		o.savedTokenComponent !== null &&
		! isValidElement( o.savedTokenComponent )
	) {
		errors.push( "'savedTokenComponent' must be a React element or null" );
	}
	if ( o.icons !== undefined && o.icons !== null ) {
		if ( ! Array.isArray( o.icons ) ) {
			errors.push( "'icons' must be a list" );
		} else {
			( o.icons as PaymentIcon[] ).forEach( ( icon ) => {
				if ( typeof icon === 'string' ) {
					if (
						! ( PAYMENT_ICON_IDS as readonly string[] ).includes(
							icon
						)
					) {
						errors.push(
							`icon '${ icon }' is not one of: ${ PAYMENT_ICON_IDS.join(
								', '
							) }`
						);
					}
				} else if (
					! icon ||
					typeof icon.id !== 'string' ||
					typeof icon.src !== 'string'
				) {
					errors.push(
						'each icon must be an icon id or { id, src, alt }'
					);
				}
			} );
		}
	}
	if ( o.supports !== undefined ) {
		const supports = o.supports as Record< string, unknown > | null;
		if ( ! supports || typeof supports !== 'object' ) {
			errors.push( "'supports' must be an object" );
		} else {
			const { features, style } = supports;
			if (
				features !== undefined &&
				( ! Array.isArray( features ) ||
					features.some( ( f ) => typeof f !== 'string' ) )
			) {
				errors.push( "'supports.features' must be a list of strings" );
			}
			if (
				style !== undefined &&
				( ! Array.isArray( style ) ||
					style.some( ( s ) => typeof s !== 'string' ) )
			) {
				errors.push( "'supports.style' must be a list of strings" );
			}
			for ( const flag of [ 'showSavedCards', 'showSaveOption' ] ) {
				if (
					supports[ flag ] !== undefined &&
					typeof supports[ flag ] !== 'boolean'
				) {
					errors.push( `'supports.${ flag }' must be true or false` );
				}
			}
		}
	}
	const unknown = Object.keys( o ).filter(
		( key ) => ! KNOWN_OPTIONS.has( key )
	);
	return { errors, unknown };
}
