/**
 * Typed reader of the settings payload that includes/settings.php prints as
 * `window.kassaSettings` before this script. Built as the `kassa-settings` script.
 */
import type { KassaSettings } from './types';

export type * from './types';

declare global {
	interface Window {
		kassaSettings?: Partial< KassaSettings >;
	}
}

const DEFAULTS: KassaSettings = {
	storeApiNonce: '',
	preloadedCart: null,
	pages: {
		shop: '',
		cart: '',
		checkout: '',
		privacy: '',
		terms: '',
		myaccount: '',
	},
	customerId: 0,
	currentUserIsAdmin: false,
	locale: 'en_US',
	useCartToken: false,
	currency: {
		currency_code: 'USD',
		currency_symbol: '$',
		currency_minor_unit: 2,
		currency_decimal_separator: '.',
		currency_thousand_separator: ',',
		currency_prefix: '$',
		currency_suffix: '',
	},
	countries: {},
	allowedCountries: [],
	shippingCountries: [],
	countryStates: {},
	defaultFields: {},
	countryLocale: {},
	additionalFields: [],
	preloadedCheckout: null,
	displayCartPricesIncludingTax: false,
	taxesEnabled: false,
	displayItemizedTaxes: false,
	shippingCostRequiresAddress: false,
	forcedBillingAddress: false,
	shippingEnabled: true,
	shippingCalculatorEnabled: true,
	couponsEnabled: true,
	orderNotesEnabled: true,
	termsCheckboxText: '',
	privacyPolicyText: '',
	localPickupEnabled: false,
	pickupLocations: [],
	guestCheckoutAllowed: true,
	accountCreationAllowed: false,
	paymentMethodData: {},
	customerPaymentMethods: {},
	paymentMethodOrder: [],
	orderToPay: null,
};

/**
 * Returns one setting from the payload, or its default when the payload lacks it.
 *
 * @param key Setting name.
 * @return The setting's value.
 */
export function getSetting< K extends keyof KassaSettings >(
	key: K
): KassaSettings[ K ] {
	const payload =
		typeof window === 'undefined' ? undefined : window.kassaSettings;
	const value = payload?.[ key ];
	return value === undefined
		? DEFAULTS[ key ]
		: ( value as KassaSettings[ K ] );
}
