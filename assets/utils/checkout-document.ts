/**
 * The checkout document: the one object the additional fields' rules (JSON Schema) are written
 * against, built from the cart and the checkout as the shopper has them now, in the shape
 * WooCommerce documents and builds on its server (`cart`, `checkout`, `customer`; snake_case).
 */
import type { Address, Cart } from '../api/types';

/** Where a field's value sits: in an address, with the contact details, or with the order. */
export type FieldContext = 'shipping' | 'billing' | 'contact' | 'order';

export type FieldValues = Record< string, string | boolean >;

export interface CheckoutDocument {
	cart: {
		coupons: string[];
		shipping_rates: string[];
		items: number[];
		items_type: string[];
		items_count: number;
		items_weight: number;
		needs_shipping: boolean;
		prefers_collection: boolean;
		totals: { total_price: number; total_tax: number };
		extensions: Record< string, unknown >;
	};
	checkout: {
		create_account: boolean;
		customer_note: string;
		additional_fields: FieldValues;
		payment_method: string;
	};
	customer: {
		id: number;
		billing_address: FieldValues;
		shipping_address: FieldValues;
		additional_fields: FieldValues;
		/** The address of the field being evaluated (shipping or billing). */
		address?: FieldValues;
	};
}

/** A document with nothing in it (for forms outside a checkout). */
export const EMPTY_DOCUMENT: CheckoutDocument = {
	cart: {
		coupons: [],
		shipping_rates: [],
		items: [],
		items_type: [],
		items_count: 0,
		items_weight: 0,
		needs_shipping: false,
		prefers_collection: false,
		totals: { total_price: 0, total_tax: 0 },
		extensions: {},
	},
	checkout: {
		create_account: false,
		customer_note: '',
		additional_fields: {},
		payment_method: '',
	},
	customer: {
		id: 0,
		billing_address: {},
		shipping_address: {},
		additional_fields: {},
	},
};

/** What the document is built from. */
export interface CheckoutDocumentInput {
	cart: Pick<
		Cart,
		| 'coupons'
		| 'shipping_rates'
		| 'items'
		| 'items_count'
		| 'items_weight'
		| 'needs_shipping'
		| 'totals'
		| 'extensions'
	>;
	shippingAddress: Address | FieldValues;
	billingAddress: Address | FieldValues;
	prefersCollection: boolean;
	createAccount: boolean;
	customerNote: string;
	paymentMethod: string;
	customerId: number;
	/** Contact and order field values together, as the checkout holds them. */
	additionalFields: FieldValues;
	/** Which of those are contact fields (the others are order fields). */
	contactFieldKeys: string[];
}

const pick = ( values: FieldValues, keys: string[], keep: boolean ) =>
	Object.fromEntries(
		Object.entries( values ).filter(
			( [ key ] ) => keys.includes( key ) === keep
		)
	);

/**
 * Builds the checkout document.
 *
 * @param input What the shopper's cart and checkout hold now.
 * @return The document.
 */
export function buildCheckoutDocument(
	input: CheckoutDocumentInput
): CheckoutDocument {
	const { cart } = input;
	const selectedRates = cart.shipping_rates
		.map(
			( shippingPackage ) =>
				shippingPackage.shipping_rates.find( ( rate ) => rate.selected )
					?.rate_id
		)
		.filter( ( rateId ): rateId is string => !! rateId );
	return {
		cart: {
			coupons: cart.coupons.map( ( coupon ) => coupon.code ),
			shipping_rates: [ ...new Set( selectedRates ) ],
			// One entry per unit, a fraction counting as a whole one.
			items: cart.items.flatMap( ( item ) =>
				Array( Math.ceil( item.quantity ) ).fill( item.id )
			),
			items_type: [
				...new Set( cart.items.map( ( item ) => item.type ?? '' ) ),
			],
			items_count: cart.items_count,
			items_weight: cart.items_weight,
			needs_shipping: cart.needs_shipping,
			prefers_collection: input.prefersCollection,
			totals: {
				total_price: Number( cart.totals.total_price ),
				total_tax: Number( cart.totals.total_tax ),
			},
			extensions: cart.extensions,
		},
		checkout: {
			create_account: input.createAccount,
			customer_note: input.customerNote,
			additional_fields: pick(
				input.additionalFields,
				input.contactFieldKeys,
				false
			),
			payment_method: input.paymentMethod,
		},
		customer: {
			id: input.customerId,
			billing_address: { ...input.billingAddress },
			shipping_address: { ...input.shippingAddress },
			additional_fields: pick(
				input.additionalFields,
				input.contactFieldKeys,
				true
			),
		},
	};
}

/**
 * The document as a field in one place sees it: for an address field, `customer.address` is
 * that address; and the values of the form being filled in are put in their place, so rules see
 * what the shopper typed even before it reached the stores.
 *
 * @param document The document.
 * @param context  Where the field is.
 * @param values   The values of the field's form (an address, or contact or order fields).
 * @return The document for the field.
 */
export function documentForContext(
	document: CheckoutDocument,
	context: FieldContext,
	values?: FieldValues
): CheckoutDocument {
	if ( context === 'shipping' || context === 'billing' ) {
		const key = `${ context }_address` as const;
		const address = { ...document.customer[ key ], ...values };
		return {
			...document,
			customer: { ...document.customer, [ key ]: address, address },
		};
	}
	if ( ! values ) {
		return document;
	}
	if ( context === 'contact' ) {
		return {
			...document,
			customer: {
				...document.customer,
				additional_fields: {
					...document.customer.additional_fields,
					...values,
				},
			},
		};
	}
	return {
		...document,
		checkout: {
			...document.checkout,
			additional_fields: {
				...document.checkout.additional_fields,
				...values,
			},
		},
	};
}

/**
 * The path of a field's value in the document.
 *
 * @param context Where the field is.
 * @param key     The field's key.
 * @return The path, e.g. [ 'customer', 'shipping_address', 'my-plugin/vat' ].
 */
export function fieldPath( context: FieldContext, key: string ): string[] {
	switch ( context ) {
		case 'shipping':
		case 'billing':
			return [ 'customer', `${ context }_address`, key ];
		case 'contact':
			return [ 'customer', 'additional_fields', key ];
		default:
			return [ 'checkout', 'additional_fields', key ];
	}
}
