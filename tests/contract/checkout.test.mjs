/**
 * Contract: GET and POST /checkout. Validation, payment methods (offline, test card with saved
 * cards, declines, saving a card), account creation, the order-received page, and that a
 * second POST of the same cart never makes a second paid order.
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

const card = ( number, extra = [] ) => ( {
	payment_method: 'kassa_test_card',
	payment_data: [ { key: 'card_number', value: number }, ...extra ],
} );

describe( 'GET /checkout', () => {
	it( 'answers the draft order of the cart', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const response = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assert.equal( response.status, 200 );
		assertSchema( response.body, 'checkout.json' );
		assert.equal( response.body.status, 'checkout-draft' );
		assert.ok( response.body.order_id > 0 );
	} );

	it( 'refuses an empty cart', async () => {
		const shopper = await new Shopper().start();
		const response = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
		assertError( response, 400, 'woocommerce_rest_cart_empty' );
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
		assert.match(
			response.body.payment_result.redirect_url,
			/\/order-received\/\d+\/\?key=wc_order_/
		);
		assert.equal( response.headers.get( 'User-ID' ), '0' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 0 );

		const page = await shopper.get(
			response.body.payment_result.redirect_url
		);
		assert.equal( page.status, 200 );
		assert.match(
			page.text,
			new RegExp( `>${ response.body.order_id }<` )
		);
		assert.match( page.text, /Beanie/ );
		assert.match( page.text, /Cap/ );
		assert.ok(
			page.text.includes( '£' + ( Number( total ) / 100 ).toFixed( 2 ) ),
			'the page shows the total'
		);
	} );

	it( 'does not show an order to someone without its key', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const { body } = await checkout( shopper );
		const url = body.payment_result.redirect_url.replace(
			/key=[^&]+/,
			'key=wc_order_wrong'
		);
		const page = await shopper.get( url );
		assert.equal( page.status, 404 );
		assert.doesNotMatch( page.text, /Beanie/ );
	} );

	it( 'never creates a second order from a second POST of the same cart', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const [ first, second ] = await Promise.all( [
			checkout( shopper ),
			checkout( shopper ),
		] );
		const statuses = [ first.status, second.status ].sort();
		assert.deepEqual( statuses, [ 200, 400 ] );
		const failed = first.status === 400 ? first : second;
		assertError( failed, 400, 'woocommerce_rest_cart_empty' );
		assertError(
			await checkout( shopper ),
			400,
			'woocommerce_rest_cart_empty'
		);
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
		],
		[ 'no email', { billing_address: makeAddress( { email: '' } ) } ],
		[
			'an invalid email',
			{ billing_address: makeAddress( { email: 'ann@' } ) },
		],
		[
			'a billing country we do not sell to',
			{ billing_address: makeAddress( { country: 'XX' } ) },
		],
		[
			'a shipping country we do not ship to',
			{
				shipping_address: makeAddress( {
					country: 'JP',
					state: 'JP13',
					postcode: '100-0001',
				} ),
			},
		],
		[ 'a billing address of the wrong type', { billing_address: 'Ann' } ],
	];
	for ( const [ name, overrides ] of invalid ) {
		it( `refuses ${ name } and keeps the cart`, async () => {
			const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
			const response = await checkout( shopper, overrides );
			assertError( response, 400, 'rest_invalid_param' );
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
		assertError(
			await checkout( shopper, { payment_method: 'cod' } ),
			400,
			'woocommerce_rest_checkout_payment_method_disabled'
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

	it( 'validates and stores additional fields', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		assertError(
			await checkout( shopper, {
				additional_fields: { 'kassa/heard-about-us': 'telepathy' },
			} ),
			400,
			'rest_invalid_param'
		);
		const response = await checkout( shopper, {
			additional_fields: {
				'kassa/heard-about-us': 'friend',
				'kassa/vat-number': 'GB123456789',
			},
		} );
		assert.equal( response.status, 200 );
		assert.equal(
			response.body.additional_fields[ 'kassa/heard-about-us' ],
			'friend'
		);
	} );

	it( 'declines the decline card with a payment error, then pays the same order', async () => {
		const shopper = await shopperWith( [ [ 'beanie', 1 ] ] );
		const declined = await checkout( shopper, card( '4000000000000002' ) );
		assertError(
			declined,
			402,
			'woocommerce_rest_checkout_process_payment_error'
		);
		assert.equal( declined.body.message, 'Your card was declined.' );
		assert.equal( ( await shopper.get( '/cart' ) ).body.items_count, 1 );
		const draft = await shopper.get( '/checkout', {
			headers: { Nonce: shopper.nonce },
		} );
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
		assertError(
			await checkout( again, {
				billing_address: makeAddress( { email } ),
				create_account: true,
				customer_password: 'x',
			} ),
			400,
			'woocommerce_rest_checkout_create_account_failure'
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
		assert.equal( saved.body.customer_id > 0, true );
		assert.match(
			saved.body.payment_result.payment_details[ 0 ].value,
			/4242/
		);

		await shopper.post( '/cart/add-item', { id: ids.beanie, quantity: 1 } );
		const fresh = await checkout( shopper, {
			billing_address: makeAddress( { email: 'customer@example.com' } ),
			...card( '5555555555554444', [
				{ key: 'card_expiry', value: '09/31' },
				{ key: 'wc-kassa_test_card-new-payment-method', value: true },
			] ),
		} );
		assert.equal( fresh.status, 200 );
		assert.ok(
			fresh.body.payment_result.payment_details.some(
				( detail ) => detail.key === 'saved_token'
			)
		);
	} );

	it( 'keeps a logged-in customer on the account page URL base', () => {
		assert.ok( BASE_URL.startsWith( 'http' ) );
	} );
} );
