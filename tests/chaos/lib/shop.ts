/**
 * What a chaos shopper knows of the seeded demo shop: the products the shop page can add, the
 * coupons, the addresses and the payment methods.
 */

/** Simple products on the shop page (variable ones link to their page instead). */
export const PRODUCTS = [
	'Beanie',
	'Cap', // 3 in stock
	'Socks', // 2 to 10, in steps of 2
	'Sunglasses', // sold individually
	'Floor Lamp', // on backorder
	'Album',
	'E-book', // virtual
	'Armchair', // ships on its own (a second package)
	'Personalised T-Shirt',
] as const;

/** Codes a shopper may type: valid ones, and ones the shop refuses. */
export const COUPONS = {
	valid: [ 'save10', 'fiver', 'freeship' ],
	invalid: [ 'expired', 'bigspender', 'nosuchcoupon' ],
} as const;

/** Checkout address values by field (the id's suffix), valid for the shop's default country. */
export const UK_ADDRESS = {
	first_name: 'Ada',
	last_name: 'Lovelace',
	address_1: '10 Downing Street',
	city: 'London',
	postcode: 'SW1A 2AA',
} as const;

/** Other values a shopper may type into a field, some of them invalid. */
export const FIELD_VALUES: Record< string, readonly string[] > = {
	first_name: [ 'Grace', 'Alan', 'Émilie' ],
	last_name: [ 'Hopper', 'Turing', 'du Châtelet' ],
	address_1: [ '1 Main Street', '221B Baker Street' ],
	city: [ 'Leeds', 'Manchester', 'York' ],
	postcode: [ 'LS1 1AA', 'M1 1AE', 'NOT A CODE' ],
	phone: [ '01632 960123', '+44 20 7946 0000' ],
};

/** Payment methods by their radio's label; the card needs its fields filled. */
export const PAYMENT_METHODS = [
	'Direct bank transfer',
	'Check payments',
	'Cash on delivery',
	'Credit / debit card (test)',
] as const;

export const CARD = {
	pays: '4242 4242 4242 4242',
	declined: '4000 0000 0000 0002',
	expiry: '12 / 35',
	cvc: '123',
};

/** Addresses for the cart's shipping calculator (one has a postcode the country refuses). */
export const CALCULATOR_ADDRESSES = [
	{ country: 'GB', city: 'London', postcode: 'SW1A 1AA' },
	{ country: 'GB', city: 'Leeds', postcode: 'LS1 1AA' },
	{ country: 'US', state: 'CA', city: 'Los Angeles', postcode: '90210' },
	{ country: 'GB', city: 'London', postcode: 'NOT A CODE' },
] as const;

/** Where a journey goes, by path. */
export const PAGES = {
	shop: '/shop/',
	cart: '/cart/',
	checkout: '/checkout/',
	miniCart: '/mini-cart-demo/',
} as const;

export type PageName = keyof typeof PAGES | 'received' | 'other';

/**
 * Which page a path is.
 *
 * @param path The URL's path.
 * @return The page.
 */
export function pageOf( path: string ): PageName {
	if ( /\/order-received\//.test( path ) ) {
		return 'received';
	}
	const entry = Object.entries( PAGES ).find( ( [ , p ] ) => p === path );
	return entry ? ( entry[ 0 ] as PageName ) : 'other';
}
