/**
 * Store API v1 wire types (SPEC.md §3): what `/wc/store/v1/cart` and its siblings send.
 * Amounts are integer strings in minor currency units.
 */

export interface CurrencyInfo {
	currency_code: string;
	currency_symbol: string;
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

export interface CartImage {
	id: number;
	src: string;
	thumbnail: string;
	srcset: string;
	sizes: string;
	name: string;
	alt: string;
}

export interface QuantityLimits {
	minimum: number;
	maximum: number;
	multiple_of: number;
	editable: boolean;
}

export interface CartVariation {
	attribute: string;
	value: string;
}

export interface CartItemData {
	name?: string;
	key?: string;
	value?: string;
	display?: string;
	/** WooCommerce's Store API sends every item data value as a string: hidden is '1'. */
	hidden?: boolean | string;
	className?: string;
}

export interface CartItemPrices extends CurrencyInfo {
	price: string;
	regular_price: string;
	sale_price: string;
	price_range: { min_amount: string; max_amount: string } | null;
	raw_prices: {
		precision: number;
		price: string;
		regular_price: string;
		sale_price: string;
	};
}

export interface CartItemTotals extends CurrencyInfo {
	line_subtotal: string;
	line_subtotal_tax: string;
	line_total: string;
	line_total_tax: string;
}

export type CatalogVisibility = 'visible' | 'hidden' | 'search' | 'catalog';

export interface CartItem {
	key: string;
	id: number;
	type?: string;
	quantity: number;
	quantity_limits: QuantityLimits;
	name: string;
	summary?: string;
	short_description: string;
	description: string;
	sku: string;
	low_stock_remaining: number | null;
	backorders_allowed: boolean;
	show_backorder_badge: boolean;
	sold_individually: boolean;
	permalink: string;
	images: CartImage[];
	variation: CartVariation[];
	item_data: CartItemData[];
	prices: CartItemPrices;
	totals: CartItemTotals;
	catalog_visibility: CatalogVisibility;
	extensions: Record< string, unknown >;
}

export interface CartCoupon {
	code: string;
	discount_type: string;
	totals: CurrencyInfo & {
		total_discount: string;
		total_discount_tax: string;
	};
}

export interface CartFee {
	/** WooCommerce 11 names a fee by `key`; SPEC §3 (and older Store APIs) by `id`. */
	key?: string;
	id?: string;
	name: string;
	totals: CurrencyInfo & { total: string; total_tax: string };
}

export interface TaxLine {
	name: string;
	price: string;
	rate: string;
}

export interface CartTotals extends CurrencyInfo {
	total_items: string;
	total_items_tax: string;
	total_fees: string;
	total_fees_tax: string;
	total_discount: string;
	total_discount_tax: string;
	total_shipping: string | null;
	total_shipping_tax: string | null;
	total_price: string;
	total_tax: string;
	tax_lines: TaxLine[];
}

/**
 * An address as the Store API sends and takes it. Besides the core fields it carries the shop's
 * additional address fields by key (e.g. `my-plugin/vat-number`; checkboxes as booleans).
 */
export interface Address {
	[ additionalField: string ]: string | boolean;
	first_name: string;
	last_name: string;
	company: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
	country: string;
	phone: string;
}

export interface BillingAddress extends Address {
	email: string;
}

export interface ShippingRate extends CurrencyInfo {
	rate_id: string;
	name: string;
	description: string;
	delivery_time: string;
	price: string;
	taxes: string;
	instance_id: number;
	method_id: string;
	meta_data: Array< { key: string; value: string } >;
	selected: boolean;
}

export interface ShippingPackage {
	package_id: number | string;
	name: string;
	destination: Omit<
		Address,
		'first_name' | 'last_name' | 'company' | 'phone'
	>;
	items: Array< { key: string; name: string; quantity: number } >;
	shipping_rates: ShippingRate[];
}

export interface CartError {
	code: string;
	message: string;
}

export interface Cart {
	items: CartItem[];
	coupons: CartCoupon[];
	fees: CartFee[];
	totals: CartTotals;
	shipping_address: Address;
	billing_address: BillingAddress;
	needs_payment: boolean;
	needs_shipping: boolean;
	payment_requirements: string[];
	has_calculated_shipping: boolean;
	shipping_rates: ShippingPackage[];
	items_count: number;
	items_weight: number;
	cross_sells: unknown[];
	errors: CartError[];
	payment_methods: string[];
	extensions: Record< string, unknown >;
}

/** The Store API's error body: `{ code, message, data: { status } }`. */
export interface StoreApiError {
	code: string;
	message: string;
	data?: {
		status?: number;
		cart?: Cart;
		/** A failed response's body that is not an error (see toStoreApiError). */
		response?: unknown;
		[ key: string ]: unknown;
	};
}
