import type { Cart, CartItem, CurrencyInfo } from '../api/types';

/**
 * Sample data the editor renders blocks with, so an admin sees what a shopper will see.
 */
const currency: CurrencyInfo = {
	currency_code: 'GBP',
	currency_symbol: '£',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '£',
	currency_suffix: '',
};

function previewItem(
	key: string,
	name: string,
	price: number,
	quantity: number
): CartItem {
	const amount = String( price );
	return {
		key,
		id: 0,
		quantity,
		quantity_limits: {
			minimum: 1,
			maximum: 99,
			multiple_of: 1,
			editable: true,
		},
		name,
		short_description: '',
		description: '',
		sku: '',
		low_stock_remaining: null,
		backorders_allowed: false,
		show_backorder_badge: false,
		sold_individually: false,
		permalink: '#',
		images: [],
		variation: [],
		item_data: [],
		prices: {
			...currency,
			price: amount,
			regular_price: amount,
			sale_price: amount,
			price_range: null,
			raw_prices: {
				precision: 6,
				price: amount + '0000',
				regular_price: amount + '0000',
				sale_price: amount + '0000',
			},
		},
		totals: {
			...currency,
			line_subtotal: String( price * quantity ),
			line_subtotal_tax: '0',
			line_total: String( price * quantity ),
			line_total_tax: '0',
		},
		catalog_visibility: 'visible',
		extensions: {},
	};
}

const emptyAddress = {
	first_name: '',
	last_name: '',
	company: '',
	address_1: '',
	address_2: '',
	city: '',
	state: '',
	postcode: '',
	country: '',
	phone: '',
};

export const previewCart: Cart = {
	items: [
		previewItem( 'preview-1', 'Beanie', 1800, 2 ),
		previewItem( 'preview-2', 'Hoodie', 4500, 1 ),
	],
	coupons: [],
	fees: [],
	totals: {
		...currency,
		total_items: '8100',
		total_items_tax: '0',
		total_fees: '0',
		total_fees_tax: '0',
		total_discount: '0',
		total_discount_tax: '0',
		total_shipping: null,
		total_shipping_tax: null,
		total_price: '8100',
		total_tax: '0',
		tax_lines: [],
	},
	shipping_address: emptyAddress,
	billing_address: { ...emptyAddress, email: '' },
	needs_payment: true,
	needs_shipping: true,
	payment_requirements: [ 'products' ],
	has_calculated_shipping: false,
	shipping_rates: [],
	items_count: 3,
	items_weight: 0,
	cross_sells: [],
	errors: [],
	payment_methods: [],
	extensions: {},
};
