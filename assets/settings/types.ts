import type { Cart, CurrencyInfo } from '../api/types';
import type { JsonSchema } from '../utils/json-schema';

/** Links to the shop's pages (SPEC.md §2); my-account falls back to the login URL. */
export interface PageLinks {
	shop: string;
	cart: string;
	checkout: string;
	privacy: string;
	terms: string;
	myaccount: string;
}

/** One address field's definition (SPEC.md §3 "Address field definition"). */
export interface AddressFieldDefinition {
	key: string;
	label: string;
	optionalLabel: string;
	required: boolean;
	hidden: boolean;
	index: number;
	type?:
		'text' | 'email' | 'tel' | 'select' | 'checkbox' | 'country' | 'state';
	autocomplete?: string;
	autocapitalize?: string;
	placeholder?: string;
	/** The field's own message, shown for any error of the field instead of the default. */
	errorMessage?: string;
	attributes?: Record< string, string >;
	options?: Array< { value: string; label: string } >;
	/**
	 * JSON Schema the field's (non-empty) value must meet, checked at its place in the checkout
	 * document (see assets/utils/checkout-document.ts); its `errorMessage` is the message.
	 */
	validation?: JsonSchema;
	/**
	 * Conditional rules, JSON Schema against the checkout document: the field is required (or
	 * hidden) while the document meets the rule; `required` and `hidden` above hold otherwise.
	 */
	rules?: { required?: JsonSchema; hidden?: JsonSchema };
	/** Half a row (paired with its neighbour where there is room) or a whole one; by key when unset. */
	width?: 'half' | 'full';
	/**
	 * The key of the server-rendered HTML (an island) shown in the field's place: the server
	 * renders, posts and validates such a field, the form only places it.
	 */
	island?: string;
}

/**
 * What the shop's server changes in one of the checkout's forms: partial definitions merged
 * over the form's own fields by key (a label, required, index, width, placeholder, hidden), and
 * whole definitions of the fields it adds (each naming its island).
 */
export type FormFieldChanges = Record<
	string,
	Partial< AddressFieldDefinition >
>;

/** Partial overrides of the default fields, per country code (e.g. GB: state optional). */
export type CountryLocale = Record<
	string,
	Record< string, Partial< AddressFieldDefinition > >
>;

/**
 * An additional checkout field registered by the shop. An address field is part of each address
 * (posted inside `shipping_address` and `billing_address`, one value per address); contact and
 * order fields are posted in `additional_fields`.
 */
export interface AdditionalField extends AddressFieldDefinition {
	/** Where it renders: the contact step, each address form, or the order step. */
	location: 'contact' | 'address' | 'order';
}

/** What the checkout last saved for the shopper (the Store API's GET /checkout, in part). */
export interface PreloadedCheckout {
	/** Contact and order field values, by field key (checkboxes as booleans). */
	additional_fields: Record< string, string | boolean >;
	customer_note: string;
}

export interface PickupLocation {
	/** Matches the number N of the rate id `pickup_location:N`. */
	id: number;
	name: string;
	formatted_address: string;
	details: string;
}

/** What a payment gateway tells its front-end script (SPEC.md §3 payment method list item). */
export interface PaymentMethodData {
	name: string;
	title: string;
	description: string;
	icons: string[];
	placeOrderButtonLabel?: string;
	supports: string[];
	/** Anything else the gateway's script needs (test card numbers, publishable keys, ...). */
	[ key: string ]: unknown;
}

/** A saved payment method of the logged-in customer (SPEC.md §3). */
export interface SavedPaymentMethod {
	tokenId: number;
	method: {
		gateway: string;
		brand: string;
		last4: string;
		display_brand?: string;
		networks?: string[];
	};
	expires: string;
	is_default: boolean;
}

/**
 * The existing order a page pays (the checkout page's order-pay endpoint): the page's cart is
 * that order, and paying posts to the Store API's order route with its key and billing email.
 */
export interface OrderToPay {
	id: number;
	key: string;
	billingEmail: string;
}

/** The settings payload printed by includes/settings.php (extended by the Store API provider). */
export interface KassaSettings {
	/** Nonce for Store API writes (`Nonce` header). */
	storeApiNonce: string;
	/** The shopper's cart, read on the server, so the first paint needs no request. */
	preloadedCart: Cart | null;
	pages: PageLinks;
	/** 0 for a guest. */
	customerId: number;
	/** Admins (and the editor) see diagnostic detail (SPEC.md §6). */
	currentUserIsAdmin: boolean;
	locale: string;
	/**
	 * Send the Store API's `Cart-Token` back, for a headless site without cookies. Off by
	 * default: a browser keeps the shop's cookie session, as WooCommerce's own blocks do.
	 */
	useCartToken: boolean;

	/* Filled by the Store API provider through the `kassa_settings` filter: */
	currency: CurrencyInfo;
	/** Country code => name, for every country the shop sells or ships to. */
	countries: Record< string, string >;
	/** Billing countries allowed (codes). */
	allowedCountries: string[];
	/** Shipping countries allowed (codes). */
	shippingCountries: string[];
	/** Country code => (state code => name), for countries with a state list. */
	countryStates: Record< string, Record< string, string > >;
	/** The default address fields, in order. */
	defaultFields: Record< string, AddressFieldDefinition >;
	countryLocale: CountryLocale;
	additionalFields: AdditionalField[];
	/**
	 * The server's changes to the checkout's forms (see FormFieldChanges): each address form as
	 * the address it serves (the shipping form, while it also serves as the billing address,
	 * serves billing), the contact step's (`email`), the order step's (`note`, and its added
	 * fields). Only printed on the checkout, when there are any.
	 */
	formFields?: Partial<
		Record< 'billing' | 'shipping' | 'contact' | 'order', FormFieldChanges >
	>;
	/** The shopper's saved contact and order fields and note; null outside a shopper's page. */
	preloadedCheckout: PreloadedCheckout | null;
	displayCartPricesIncludingTax: boolean;
	taxesEnabled: boolean;
	displayItemizedTaxes: boolean;
	shippingCostRequiresAddress: boolean;
	forcedBillingAddress: boolean;
	shippingEnabled: boolean;
	/** The cart offers the shipping calculator (a shop setting, besides the block's own). */
	shippingCalculatorEnabled: boolean;
	/** Coupons can be applied. */
	couponsEnabled: boolean;
	/** Shoppers can leave a note with their order. */
	orderNotesEnabled: boolean;
	/** The shop's label for the terms checkbox (inline HTML with links); '' for Kassa's own. */
	termsCheckboxText: string;
	/** The shop's privacy notice shown with the terms (inline HTML with links); '' for none. */
	privacyPolicyText: string;
	localPickupEnabled: boolean;
	pickupLocations: PickupLocation[];
	/** Guest checkout allowed (SPEC.md §6). */
	guestCheckoutAllowed: boolean;
	/** Guests may create an account at checkout. */
	accountCreationAllowed: boolean;
	/** Gateway id => its data. */
	paymentMethodData: Record< string, PaymentMethodData >;
	/** Saved payment methods of the logged-in customer, grouped by type (e.g. 'cc'). */
	customerPaymentMethods: Record< string, SavedPaymentMethod[] >;
	/**
	 * The order the admin gave the shop's enabled gateways (ids); methods not named follow in
	 * the order they registered. Empty: registration order.
	 */
	paymentMethodOrder: string[];
	/** The order the page pays, if it pays one (see OrderToPay); null on other pages. */
	orderToPay: OrderToPay | null;
	/**
	 * In the editor only: the classic checkout's and cart's action hooks that plugins print at,
	 * each with the names of those plugins (or themes).
	 */
	classicHookPlugins?: Record< string, string[] >;
}
