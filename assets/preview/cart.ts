import { getSetting } from '@kassa/settings';

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

/**
 * The tax on an amount at the preview's one rate, 20 %: every row of the totals has something
 * to show.
 *
 * @param amount In minor units.
 * @return The tax, in minor units.
 */
const tax = ( amount: number ) => String( Math.round( amount * 0.2 ) );

function previewItem(
	key: string,
	name: string,
	description: string,
	price: number,
	quantity: number
): CartItem {
	// The Store API gives a line's unit price as the shop displays prices.
	const amount = String(
		getSetting( 'displayCartPricesIncludingTax' )
			? price + Number( tax( price ) )
			: price
	);
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
		short_description: `<p>${ description }</p>`,
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
			line_subtotal_tax: tax( price * quantity ),
			line_total: String( price * quantity ),
			line_total_tax: tax( price * quantity ),
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
		previewItem( 'preview-1', 'Beanie', 'A warm knitted hat.', 1800, 2 ),
		previewItem(
			'preview-2',
			'Hoodie',
			'A soft cotton hoodie with a front pocket.',
			4500,
			1
		),
	],
	coupons: [
		{
			code: 'welcome10',
			discount_type: 'percent',
			totals: {
				...currency,
				total_discount: '810',
				total_discount_tax: tax( 810 ),
			},
		},
	],
	fees: [
		{
			key: 'preview-fee',
			name: 'Gift wrap',
			totals: { ...currency, total: '300', total_tax: tax( 300 ) },
		},
	],
	// Items 8100 + fee 300 - discount 810 + shipping 500 = 8090, and 20 % tax on it.
	totals: {
		...currency,
		total_items: '8100',
		total_items_tax: tax( 8100 ),
		total_fees: '300',
		total_fees_tax: tax( 300 ),
		total_discount: '810',
		total_discount_tax: tax( 810 ),
		total_shipping: '500',
		total_shipping_tax: tax( 500 ),
		total_price: '9708',
		total_tax: '1618',
		tax_lines: [ { name: 'VAT', rate: '20%', price: '1618' } ],
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
