/**
 * The cart as WooCommerce's cart store keeps it, from the cart as Kassa keeps it (the Store
 * API's body): WooCommerce camel-cases the body's top-level keys (`shipping_address` →
 * `shippingAddress`, `items_count` → `itemsCount`) and keeps everything inside them as the
 * Store API sent it (`totals.total_price`, `items[].quantity_limits`).
 */
// Empty values WooCommerce exports from `@woocommerce/block-data`, one object each, so a
// selector that returns one returns the same one every time.
export const EMPTY_CART_COUPONS: [] = [];
export const EMPTY_CART_ITEMS: [] = [];
export const EMPTY_CART_CROSS_SELLS: [] = [];
export const EMPTY_CART_FEES: [] = [];
export const EMPTY_CART_ITEM_ERRORS: [] = [];
export const EMPTY_CART_ERRORS: [] = [];
export const EMPTY_SHIPPING_RATES: [] = [];
export const EMPTY_TAX_LINES: [] = [];
export const EMPTY_PAYMENT_METHODS: [] = [];
export const EMPTY_PAYMENT_REQUIREMENTS: [] = [];
export const EMPTY_EXTENSIONS: Record< string, never > = {};

/** A cart as `select( 'wc/store/cart' ).getCartData()` returns it. */
export type WooCommerceCart = Record< string, unknown > & {
	shippingAddress: Record< string, unknown >;
	billingAddress: Record< string, unknown >;
	totals: Record< string, unknown >;
};

const ADDRESS_KEYS = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
	'phone',
];
const emptyAddress = () =>
	Object.fromEntries( ADDRESS_KEYS.map( ( key ) => [ key, '' ] ) );

export const DEFAULT_TOTALS = {
	currency_code: '',
	currency_symbol: '',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '',
	currency_suffix: '',
	total_items: '0',
	total_items_tax: '0',
	total_fees: '0',
	total_fees_tax: '0',
	total_discount: '0',
	total_discount_tax: '0',
	total_shipping: '0',
	total_shipping_tax: '0',
	total_price: '0',
	total_tax: '0',
	tax_lines: EMPTY_TAX_LINES,
};

/** The cart WooCommerce's store holds before it knows one. */
export const DEFAULT_CART: WooCommerceCart = {
	coupons: EMPTY_CART_COUPONS,
	shippingRates: EMPTY_SHIPPING_RATES,
	shippingAddress: emptyAddress(),
	billingAddress: { ...emptyAddress(), email: '' },
	items: EMPTY_CART_ITEMS,
	itemsCount: 0,
	itemsWeight: 0,
	crossSells: EMPTY_CART_CROSS_SELLS,
	needsShipping: true,
	needsPayment: false,
	hasCalculatedShipping: true,
	fees: EMPTY_CART_FEES,
	totals: DEFAULT_TOTALS,
	errors: EMPTY_CART_ITEM_ERRORS,
	paymentMethods: EMPTY_PAYMENT_METHODS,
	paymentRequirements: EMPTY_PAYMENT_REQUIREMENTS,
	extensions: EMPTY_EXTENSIONS,
};

const toCamelCase = ( key: string ) =>
	key.replace( /_([a-z0-9])/g, ( _, letter: string ) =>
		letter.toUpperCase()
	);
const toSnakeCase = ( key: string ) =>
	key.replace( /[A-Z]/g, ( letter ) => `_${ letter.toLowerCase() }` );

const mapKeys = ( object: object, map: ( key: string ) => string ) =>
	Object.fromEntries(
		Object.entries( object ).map( ( [ key, value ] ) => [
			map( key ),
			value,
		] )
	);

// One WooCommerce-shaped object per Kassa cart: the same while Kassa's cart is the same.
const shaped = new WeakMap< object, WooCommerceCart >();

/**
 * Kassa's cart as WooCommerce's cart store holds it.
 *
 * @param cart Kassa's cart (null before one is known).
 * @return The cart with camel-cased top-level keys.
 */
export function toWooCommerceCart( cart: object | null ): WooCommerceCart {
	if ( ! cart ) {
		return DEFAULT_CART;
	}
	let result = shaped.get( cart );
	if ( ! result ) {
		result = mapKeys( cart, toCamelCase ) as WooCommerceCart;
		shaped.set( cart, result );
	}
	return result;
}

/**
 * A cart in WooCommerce's shape (as `setCartData` takes it) as the Store API's body.
 *
 * @param cart The camel-cased cart (or part of one).
 * @return The same with the Store API's snake-cased top-level keys.
 */
export function toStoreApiCart( cart: object ): Record< string, unknown > {
	return mapKeys( cart, toSnakeCase );
}
