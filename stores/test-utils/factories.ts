/**
 * Small fixture factories for tests: a valid object, with only what a test cares about
 * overridden, e.g. `makeCartItem( { quantity_limits: { minimum: 2 } } )`.
 */
import type {
	Address,
	BillingAddress,
	Cart,
	CartItem,
	CurrencyInfo,
	ShippingPackage,
	ShippingRate,
} from '../../assets/api/types';

type DeepPartial< T > = {
	[ K in keyof T ]?: T[ K ] extends Array< unknown >
		? T[ K ]
		: T[ K ] extends object | null
			? DeepPartial< T[ K ] >
			: T[ K ];
};

const currency: CurrencyInfo = {
	currency_code: 'EUR',
	currency_symbol: '€',
	currency_minor_unit: 2,
	currency_decimal_separator: ',',
	currency_thousand_separator: '.',
	currency_prefix: '',
	currency_suffix: ' €',
};

let counter = 0;

/**
 * @param overrides Fields to change.
 * @return A shipping address.
 */
export function makeAddress( overrides: Partial< Address > = {} ): Address {
	return {
		first_name: 'Ada',
		last_name: 'Lovelace',
		company: '',
		address_1: '1 Analytical Row',
		address_2: '',
		city: 'London',
		state: '',
		postcode: 'N1 9GU',
		country: 'GB',
		phone: '',
		...overrides,
	};
}

/**
 * @param overrides Fields to change.
 * @return A billing address.
 */
export function makeBillingAddress(
	overrides: Partial< BillingAddress > = {}
): BillingAddress {
	return { ...makeAddress(), email: 'ada@example.com', ...overrides };
}

/**
 * @param overrides Fields to change (nested objects merge).
 * @return A cart line.
 */
export function makeCartItem(
	overrides: DeepPartial< CartItem > = {}
): CartItem {
	counter += 1;
	const { quantity_limits: limits, prices, totals, ...rest } = overrides;
	return {
		key: `line-${ counter }`,
		id: counter,
		type: 'simple',
		quantity: 1,
		name: `Product ${ counter }`,
		summary: '',
		short_description: '',
		description: '',
		sku: `SKU-${ counter }`,
		low_stock_remaining: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		permalink: `https://shop.example/product-${ counter }/`,
		images: [],
		variation: [],
		item_data: [],
		catalog_visibility: 'visible',
		extensions: {},
		...( rest as Partial< CartItem > ),
		quantity_limits: {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
			...limits,
		},
		prices: {
			...currency,
			price: '1000',
			regular_price: '1000',
			sale_price: '1000',
			price_range: null,
			raw_prices: {
				precision: 6,
				price: '10000000',
				regular_price: '10000000',
				sale_price: '10000000',
			},
			...( prices as Partial< CartItem[ 'prices' ] > ),
		},
		totals: {
			...currency,
			line_subtotal: '1000',
			line_subtotal_tax: '0',
			line_total: '1000',
			line_total_tax: '0',
			...( totals as Partial< CartItem[ 'totals' ] > ),
		},
	};
}

/**
 * @param overrides Fields to change.
 * @return A shipping rate.
 */
export function makeShippingRate(
	overrides: Partial< ShippingRate > = {}
): ShippingRate {
	return {
		...currency,
		rate_id: 'flat_rate:1',
		name: 'Flat rate',
		description: '',
		delivery_time: '',
		price: '500',
		taxes: '0',
		instance_id: 1,
		method_id: 'flat_rate',
		meta_data: [],
		selected: false,
		...overrides,
	};
}

/**
 * @param overrides Fields to change.
 * @return A shipping package (one flat rate, selected, by default).
 */
export function makeShippingPackage(
	overrides: Partial< ShippingPackage > = {}
): ShippingPackage {
	return {
		package_id: 0,
		name: 'Shipment 1',
		destination: {
			address_1: '',
			address_2: '',
			city: '',
			state: '',
			postcode: '',
			country: 'GB',
		},
		items: [],
		shipping_rates: [ makeShippingRate( { selected: true } ) ],
		...overrides,
	};
}

/**
 * @param overrides Fields to change.
 * @return A cart with one line.
 */
export function makeCart( overrides: Partial< Cart > = {} ): Cart {
	const items = overrides.items ?? [ makeCartItem() ];
	return {
		items,
		coupons: [],
		fees: [],
		totals: {
			...currency,
			total_items: '1000',
			total_items_tax: '0',
			total_fees: '0',
			total_fees_tax: '0',
			total_discount: '0',
			total_discount_tax: '0',
			total_shipping: '500',
			total_shipping_tax: '0',
			total_price: '1500',
			total_tax: '0',
			tax_lines: [],
		},
		shipping_address: makeAddress(),
		billing_address: makeBillingAddress(),
		needs_payment: true,
		needs_shipping: true,
		payment_requirements: [ 'products' ],
		has_calculated_shipping: true,
		shipping_rates: [ makeShippingPackage() ],
		items_count: items.reduce( ( sum, item ) => sum + item.quantity, 0 ),
		items_weight: 0,
		cross_sells: [],
		errors: [],
		payment_methods: [ 'cheque' ],
		extensions: {},
		...overrides,
	};
}
