/**
 * Contract: GET, PUT and POST /checkout. What the session keeps, validation, payment methods
 * (offline, test card with saved cards, declines, saving a card), account creation, the
 * order-received page, and what a second POST of the same cart does.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
	BASE_URL,
	Shopper,
	assertError,
	assertSchema,
	makeAddress,
	productIds,
	shopperWith,
} from './lib/client.mjs';

const checkout = ( shopper, overrides = {} ) =>
	shopper.post( '/checkout', {
		billing_address: makeAddress(),
		shipping_address: makeAddress(),
		customer_note: 'Leave at the door.',
		create_account: false,
		payment_method: 'cheque',
		payment_data: [],
		extensions: {},
		...overrides,
	} );

/** A card expiry (MM/YY) two years ahead. */
const EXPIRY = `12/${ String( ( new Date().getFullYear() + 2 ) % 100 ).padStart(
	2,
	'0'
) }`;

/**
 * The test card gateway's payment data for a full card: number, expiry and security code.
 *
 * @param {string} number Card number.
 * @param {Array}  extra  More payment data.
 * @return {Object} payment_method and payment_data.
 */
const card = ( number, extra = [] ) => ( {
	payment_method: 'kassa_test_card',
	payment_data: [
		{ key: 'card_number', value: number },
		{ key: 'card_expiry', value: EXPIRY },
		{ key: 'card_cvc', value: '123' },
		...extra,
	],
} );

/**
 * A page's text: tags removed, `&pound;` as £, spaces collapsed.
 *
 * @param {string} html Page.
 * @return {string} Text.
 */
const pageText = ( html ) =>
	html
		.replace( /<(script|style)[\s\S]*?<\/\1>/g, '' )
		.replace( /<[^>]+>/g, '' )
		.replace( /&pound;/g, '£' )
		.replace( /\s+/g, ' ' );

/**
 * The shop's admin, to read orders through WooCommerce's admin REST API.
 */
let admin;
async function readOrder( id ) {
	if ( ! admin ) {
		admin = await new Shopper().login( 'admin', 'password' );
	}
	const response = await admin.get(
		`${ BASE_URL }/wp-json/wc/v3/orders/${ id }`
	);
	assert.equal( response.status, 200, JSON.stringify( response.body ) );
	return response.body;
}

describe( 'GET /checkout', () => {
	it( 'answers the cart’s checkout without making an order', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'checkout.json' );
		assert.equal( response.body.status, 'checkout-draft' );
		assert.equal( response.body.order_id, 0 );
		assert.equal( response.body.order_key, '' );
		assert.equal( response.body.payment_result, null );
		assert.equal( response.body.billing_address.country, 'GB' );
		assert.equal( response.body.__experimentalCart.items_count, 1 );
	} );

	it( 'answers an empty cart’s checkout too', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'checkout.json' );
		assert.equal( response.body.order_id, 0 );
		assert.equal( response.body.__experimentalCart.items_count, 0 );
	} );
} );

describe( 'PUT /checkout', () => {
	it( 'keeps the order fields and the note with the session, for the next GET', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const saved = await shopper.request( 'PUT', '/checkout', {
			body: {
				additional_fields: { 'kassa/heard-about-us': 'friend' },
				order_notes: 'Ring twice.',
			},
		} );
		assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
		assert.equal( saved.body.order_id, 0 );
		const kept = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assert.deepEqual( kept.body.additional_fields, {
			'kassa/heard-about-us': 'friend',
		} );
		assert.equal( kept.body.customer_note, 'Ring twice.' );
	} );

	it( 'refuses a value the field does not take, and keeps nothing', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const refused = await shopper.request( 'PUT', '/checkout', {
			body: {
				additional_fields: { 'kassa/heard-about-us': 'telepathy' },
			},
		} );
		assertError( refused, 400, 'rest_invalid_param' );
		const kept = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assert.deepEqual( kept.body.additional_fields, {} );
	} );
} );

describe( 'POST /checkout', () => {
	it( 'places an order and empties the cart', async () => {
		const shopper = await shopperWith( [
			[ 'beanie', 1 ],
			[ 'cap', 1 ],
		] );
		const total = ( await shopper.get( '/cart' ) ).body.totals.total_price;
		const response = await checkout( shopper );
		assert.equal( response.status, 200, JSON.stringify( response.body ) );
		assertSchema( response.body, 'checkout.json' );
		assert.equal( response.body.status, 'on-hold' );
		assert.equal( response.body.payment_method, 'cheque' );
		assert.equal( response.body.payment_result.payment_status, 'success' );
		const url = response.body.payment_result.redirect_url;
		assert.match( url, /\/order-received\/\d+\/\?key=wc_order_/ );
		assert.deepEqual( response.body.payment_result.payment_details, [
			{ key: 'result', value: 'success' },
			{ key: 'redirect', value: url },
		] );
		assert.equal( response.headers.get( 'User-ID' ), '0' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 0 );

		const order = await readOrder( response.body.order_id );
		assert.equal( order.status, 'on-hold' );
		assert.equal( order.payment_method, 'cheque' );
		assert.equal( order.total, ( Number( total ) / 100 ).toFixed( 2 ) );

		const page = await shopper.get( url );
		assert.equal( page.status, 200 );
		assert.match(
			page.text,
			new RegExp( `>${ response.body.order_id }<` )
		);
		const text = pageText( page.text );
		assert.match( text, /Beanie/ );
		assert.match( text, /Cap/ );
		assert.ok(
			text.includes( '£' + ( Number( total ) / 100 ).toFixed( 2 ) ),
			'the page shows the total'
		);
	} );

	it( 'shows no order to someone without its key', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const { body } = await checkout( shopper );
		const url = body.payment_result.redirect_url;
		assert.ok( body.order_id > 0 );
		for ( const other of [
			url.replace( /key=[^&]+/, 'key=wc_order_wrong' ),
			url.replace( /\?key=[^&]+/, '' ),
		] ) {
			// As in WooCommerce, the page answers, with a general confirmation only.
			const page = await new Shopper().get( other );
			assert.equal( page.status, 200 );
			const text = pageText( page.text );
			assert.match( text, /Your order has been received/ );
			assert.doesNotMatch( text, /Beanie|ann@example\.com|High Street/ );
		}
	} );

	it( 'empties the cart with the first POST of it', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const responses = await Promise.all( [
			checkout( shopper ),
			checkout( shopper ),
		] );
		// Both may succeed: WooCommerce takes no lock per session (Kassa's checkout sends one
		// POST at a time, tests/e2e/specs/concurrency.spec.ts).
		const statuses = responses.map( ( response ) => response.status );
		assert.ok( statuses.includes( 200 ), `statuses ${ statuses }` );
		const again = await checkout( shopper );
		assertError( again, 409, 'woocommerce_rest_cart_empty' );
		assert.equal(
			again.body.message,
			'Cannot place an order, your cart is empty.'
		);
		assertSchema( again.body.data.cart, 'cart.json' );
	} );

	it( 'escapes a customer note with HTML', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await checkout( shopper, {
			customer_note: '<script>alert(1)</script>Ring twice',
		} );
		assert.equal( response.status, 200 );
		assert.doesNotMatch( response.body.customer_note, /<script>/ );
		const page = await shopper.get(
			response.body.payment_result.redirect_url
		);
		assert.doesNotMatch( page.text, /<script>alert/ );
	} );

	const invalid = [
		[
			'no first name',
			{ billing_address: makeAddress( { first_name: '' } ) },
			'woocommerce_rest_invalid_address',
			'There was a problem with the provided billing address: First name is required',
		],
		[
			'no email',
			{ billing_address: makeAddress( { email: '' } ) },
			'woocommerce_rest_missing_email_address',
			'A valid email address is required',
		],
		[
			'an invalid email',
			{ billing_address: makeAddress( { email: 'ann@' } ) },
			'rest_invalid_param',
			'Invalid parameter(s): billing_address',
		],
		[
			'an unknown billing country',
			{ billing_address: makeAddress( { country: 'XX' } ) },
			'rest_invalid_param',
			'Invalid parameter(s): billing_address',
		],
		[
			'an invalid billing postcode',
			{ billing_address: makeAddress( { postcode: 'NONSENSE' } ) },
			'rest_invalid_param',
			'Invalid parameter(s): billing_address',
		],
		[
			'a shipping country we do not ship to (no rate can be chosen)',
			{
				shipping_address: makeAddress( {
					country: 'JP',
					state: 'JP13',
					postcode: '100-0001',
				} ),
			},
			'woocommerce_rest_invalid_shipping_option',
			'Sorry, this order requires a shipping option.',
		],
		[
			'a billing address of the wrong type (read as none)',
			{ billing_address: 'Ann' },
			'woocommerce_rest_missing_email_address',
		],
		[
			'an unknown payment method',
			{ payment_method: 'bogus' },
			'rest_invalid_param',
			'Invalid parameter(s): payment_method',
		],
	];
	for ( const [ name, overrides, code, message ] of invalid ) {
		it( `refuses ${ name } and keeps the cart`, async () => {
			const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
			const response = await checkout( shopper, overrides );
			assertError( response, 400, code );
			if ( message ) {
				assert.equal( response.body.message, message );
			}
			assert.equal(
				( await shopper.get( '/cart' ) ).body.items_count,
				1
			);
		} );
	}

	it( 'refuses a missing or unavailable payment method', async () => {
		const shopper = await shopperWith( [ [ 'e-book', 1 ] ] );
		assertError(
			await checkout( shopper, { payment_method: '' } ),
			400,
			'woocommerce_rest_checkout_missing_payment_method'
		);
		const cod = await checkout( shopper, { payment_method: 'cod' } );
		assertError(
			cod,
			400,
			'woocommerce_rest_checkout_payment_method_disabled'
		);
		assert.equal(
			cod.body.message,
			'Cash on delivery is not available for this order—please choose a different payment method'
		);
	} );

	it( 'takes a virtual order without a shipping address', async () => {
		const shopper = await shopperWith( [ [ 'e-book', 1 ] ] );
		const response = await checkout( shopper, {
			shipping_address: undefined,
			payment_method: 'bacs',
		} );
		assert.equal( response.status, 200 );
		assert.equal( response.body.status, 'on-hold' );
	} );

	it( 'validates and stores additional fields (order fields apart, address fields in the address)', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const select = await checkout( shopper, {
			additional_fields: { 'kassa/heard-about-us': 'telepathy' },
		} );
		assertError( select, 400, 'rest_invalid_param' );
		assert.deepEqual( select.body.data.details.additional_fields.data, {
			location: 'order',
			key: 'kassa/heard-about-us',
		} );
		const vat = await checkout( shopper, {
			billing_address: makeAddress( { 'kassa/vat-number': 'bad!' } ),
		} );
		assertError( vat, 400, 'rest_invalid_param' );
		assert.equal(
			vat.body.data.details.billing_address.code,
			'woocommerce_invalid_checkout_field'
		);
		const response = await checkout( shopper, {
			billing_address: makeAddress( {
				'kassa/vat-number': 'GB123456789',
			} ),
			additional_fields: { 'kassa/heard-about-us': 'friend' },
		} );
		assert.equal( response.status, 200 );
		assert.deepEqual( response.body.additional_fields, {
			'kassa/heard-about-us': 'friend',
		} );
		assert.equal(
			response.body.billing_address[ 'kassa/vat-number' ],
			'GB123456789'
		);
	} );

	it( 'declines the decline card with a payment error, then pays the same order', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const incomplete = await checkout( shopper, {
			payment_method: 'kassa_test_card',
			payment_data: [ { key: 'card_number', value: '4242424242424242' } ],
		} );
		assertError(
			incomplete,
			400,
			'woocommerce_rest_checkout_process_payment_error'
		);
		assert.equal(
			incomplete.body.message,
			'Please check your card details: number, expiry date (MM / YY) and security code.'
		);
		const declined = await checkout( shopper, card( '4000000000000002' ) );
		assertError(
			declined,
			400,
			'woocommerce_rest_checkout_process_payment_error'
		);
		assert.equal( declined.body.message, 'Your card was declined.' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 1 );
		const draft = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assert.equal( draft.status, 200 );
		assertSchema( draft.body, 'checkout.json' );
		assert.equal( draft.body.status, 'pending', 'still to be paid' );
		assert.ok( draft.body.order_id > 0 );
		const paid = await checkout( shopper, card( '4242424242424242' ) );
		assert.equal( paid.status, 200 );
		assert.equal( paid.body.status, 'processing' );
		assert.equal(
			paid.body.order_id,
			draft.body.order_id,
			'the same order'
		);
	} );

	it( 'creates an account on create_account with a password', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const email = `new-${ Date.now() }-${ Math.random()
			.toString( 36 )
			.slice( 2 ) }@example.com`;
		const response = await checkout( shopper, {
			billing_address: makeAddress( { email } ),
			create_account: true,
			customer_password: 'a-Strong-passw0rd',
		} );
		assert.equal( response.status, 200, JSON.stringify( response.body ) );
		assert.ok( response.body.customer_id > 0 );
		assert.equal(
			response.headers.get( 'User-ID' ),
			String( response.body.customer_id )
		);
		const again = await shopperWith( [ [ 'beanie', 1 ] ] );
		const taken = await checkout( again, {
			billing_address: makeAddress( { email } ),
			create_account: true,
			customer_password: 'x',
		} );
		assertError( taken, 400, 'registration-error-email-exists' );
		assert.equal(
			taken.body.message,
			`An account is already registered with ${ email }. Please log in or use a different email address.`
		);
	} );
} );

describe( 'saved cards of the seeded customer', () => {
	it( 'pays with a saved card and saves a new one', async () => {
		const ids = await productIds();
		const shopper = await new Shopper().login( 'customer', 'password' );
		await shopper.post( '/cart/add-item', { id: ids.beanie, quantity: 1 } );
		const saved = await checkout( shopper, {
			billing_address: makeAddress( { email: 'customer@example.com' } ),
			payment_method: 'kassa_test_card',
			payment_data: [
				{ key: 'isSavedToken', value: true },
				{ key: 'wc-kassa_test_card-payment-token', value: '1' },
			],
		} );
		assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
		assert.ok( saved.body.customer_id > 0 );
		const order = await readOrder( saved.body.order_id );
		assert.equal( order.payment_method, 'kassa_test_card' );
		assert.equal( order.status, 'processing' );
		assert.equal( order.customer_id, saved.body.customer_id );

		await shopper.post( '/cart/add-item', { id: ids.beanie, quantity: 1 } );
		const unknownCard = await checkout( shopper, {
			billing_address: makeAddress( { email: 'customer@example.com' } ),
			payment_method: 'kassa_test_card',
			payment_data: [
				{ key: 'wc-kassa_test_card-payment-token', value: '999999' },
			],
		} );
		assertError(
			unknownCard,
			400,
			'woocommerce_rest_checkout_process_payment_error'
		);
		assert.equal(
			unknownCard.body.message,
			'That saved card cannot be used. Please choose another card or enter a new one.'
		);

		const fresh = await checkout( shopper, {
			billing_address: makeAddress( { email: 'customer@example.com' } ),
			...card( '5555555555554444', [
				{ key: 'wc-kassa_test_card-new-payment-method', value: true },
			] ),
		} );
		assert.equal( fresh.status, 200, JSON.stringify( fresh.body ) );
		assert.equal(
			( await readOrder( fresh.body.order_id ) ).status,
			'processing'
		);
	} );

	it( 'starts a logged-in customer’s checkout from their saved address', async () => {
		const shopper = await new Shopper().login( 'customer', 'password' );
		const response = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assert.equal( response.status, 200 );
		assert.ok( response.body.customer_id > 0 );
		assert.equal(
			response.body.billing_address.email,
			'customer@example.com'
		);
		assert.notEqual( response.body.billing_address.address_1, '' );
	} );
} );
