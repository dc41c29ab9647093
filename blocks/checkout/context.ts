import { createContext, useContext, useMemo } from '@wordpress/element';

import type { ContainerWidthClass } from '../../assets/utils/container-width';

/** How an optional address field is offered (inspector setting of the checkout block). */
export type FieldVisibility = 'hidden' | 'optional' | 'required';

/** The checkout block's own settings, shared with every inner block. */
export interface CheckoutSettings {
	showStepNumbers: boolean;
	/** Each step's heading is a button that collapses and expands the step. */
	collapsibleSteps: boolean;
	companyField: FieldVisibility;
	address2Field: FieldVisibility;
	phoneField: FieldVisibility;
	showOrderNotes: boolean;
}

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
	showStepNumbers: true,
	collapsibleSteps: false,
	companyField: 'hidden',
	address2Field: 'optional',
	phoneField: 'optional',
	showOrderNotes: true,
};

export const CheckoutSettingsContext = createContext< CheckoutSettings >(
	DEFAULT_CHECKOUT_SETTINGS
);

/**
 * The checkout's container width class ('' until known): its inner blocks lay out by the
 * checkout's width, as WooCommerce's do, so none measures itself as it mounts.
 */
export const CheckoutWidthContext = createContext< ContainerWidthClass | '' >(
	''
);

/**
 * The checkout block's settings (step numbers, collapsible steps, field visibility, order notes).
 *
 * @return The settings.
 */
export function useCheckoutSettings(): CheckoutSettings {
	return useContext( CheckoutSettingsContext );
}

/**
 * Reads the settings out of the parent block's attributes, filling defaults.
 *
 * @param attributes The checkout block's attributes.
 * @return The settings.
 */
export function settingsFromAttributes(
	attributes: Record< string, unknown >
): CheckoutSettings {
	const visibility = ( value: unknown, fallback: FieldVisibility ) =>
		value === 'hidden' || value === 'optional' || value === 'required'
			? value
			: fallback;
	return {
		showStepNumbers:
			typeof attributes.showStepNumbers === 'boolean'
				? attributes.showStepNumbers
				: DEFAULT_CHECKOUT_SETTINGS.showStepNumbers,
		collapsibleSteps:
			typeof attributes.collapsibleSteps === 'boolean'
				? attributes.collapsibleSteps
				: DEFAULT_CHECKOUT_SETTINGS.collapsibleSteps,
		companyField: visibility(
			attributes.companyField,
			DEFAULT_CHECKOUT_SETTINGS.companyField
		),
		address2Field: visibility(
			attributes.address2Field,
			DEFAULT_CHECKOUT_SETTINGS.address2Field
		),
		phoneField: visibility(
			attributes.phoneField,
			DEFAULT_CHECKOUT_SETTINGS.phoneField
		),
		showOrderNotes:
			typeof attributes.showOrderNotes === 'boolean'
				? attributes.showOrderNotes
				: DEFAULT_CHECKOUT_SETTINGS.showOrderNotes,
	};
}

/**
 * The settings from the checkout block's attributes, the same object while their values stay
 * the same: the checkout re-renders with every cart change, and a new object would re-render
 * every step that reads the settings.
 *
 * @param attributes The checkout block's attributes.
 * @return The settings.
 */
export function useSettingsFromAttributes(
	attributes: Record< string, unknown >
): CheckoutSettings {
	const settings = settingsFromAttributes( attributes );
	const key = JSON.stringify( settings );
	// eslint-disable-next-line react-hooks/exhaustive-deps -- the values, not the object.
	return useMemo( () => settings, [ key ] );
}
