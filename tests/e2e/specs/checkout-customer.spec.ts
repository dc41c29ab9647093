import { test, expect } from '../utils/fixtures';
import {
	loggedInState,
	openCheckoutWith,
	placeOrderButton,
} from '../utils/checkout';
import {
	countOrders,
	expectOrderReceived,
	getOrder,
	userId,
} from '../utils/orders';
import { expectRadioGroupPattern } from '../utils/a11y';

// Every test here places orders as the seeded customer, one after another: the customer's
// cart and order count are shared, so these tests live in one file (one worker, in order).
test.describe( 'checkout as the logged-in customer', () => {
	test.describe.configure( { mode: 'serial' } );

	test.use( {
		storageState: async ( { baseURL }, use ) =>
			use( await loggedInState( baseURL as string ) ),
	} );

	test( 'pays with a saved card: email and address prefilled, the card preselected', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await expect(
			page.getByRole( 'link', { name: 'Log in' } )
		).toHaveCount( 0 );
		await expect( page.getByLabel( 'Email address' ) ).toHaveValue(
			'customer@example.com'
		);
		await expect(
			page.getByRole( 'button', { name: 'Edit shipping address' } )
		).toBeVisible();
		await expect( page.locator( '.kassa-checkout' ) ).toContainText(
			'1 Example Street'
		);
		const saved = page.getByRole( 'radio', {
			name: /^Visa ending in 4242 \(expires \d\d\/\d\d\)$/,
		} );
		await expect( saved ).toBeChecked();
		await expect(
			page.getByText( 'Use another payment method.' )
		).toBeVisible();
		const checkout = page.waitForRequest( '**/wc/store/v1/checkout**' );
		await placeOrderButton( page ).click();
		const body = ( await checkout ).postDataJSON();
		expect( body.payment_method ).toBe( 'kassa_test_card' );
		expect( body.payment_data ).toEqual(
			expect.arrayContaining( [
				expect.objectContaining( {
					key: 'wc-kassa_test_card-payment-token',
				} ),
			] )
		);
		const order = await getOrder(
			requestUtils,
			await expectOrderReceived( page )
		);
		expect( order ).toMatchObject( {
			payment_method: 'kassa_test_card',
			billing: { email: 'customer@example.com', city: 'London' },
			shipping: { address_1: '1 Example Street', postcode: 'SW1A 1AA' },
		} );
		expect( order.customer_id ).toBeGreaterThan( 0 );
	} );

	test( 'saves a new card for next time', async ( { page, storeApi } ) => {
		const savedCard = page.getByRole( 'radio', {
			name: /^Mastercard ending in 4444 \(expires 11\/34\)$/i,
		} );
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		const before = await savedCard.count();
		await page
			.getByRole( 'radio', { name: 'Credit / debit card (test)' } )
			.check();
		await page.getByLabel( 'Card number' ).fill( '5555 5555 5555 4444' );
		await page.getByLabel( 'Expiry date (MM / YY)' ).fill( '11 / 34' );
		await page.getByLabel( 'Security code' ).fill( '321' );
		await page
			.getByLabel(
				'Save payment information to my account for future purchases.'
			)
			.check();
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );

		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await expect( savedCard ).toHaveCount( before + 1 );
	} );

	test( 'a double click on Place order creates exactly one order', async ( {
		page,
		storeApi,
		requestUtils,
	} ) => {
		const customer = await userId( requestUtils );
		expect( customer ).toBeGreaterThan( 0 );
		const before = await countOrders( requestUtils, customer );
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		let posts = 0;
		page.on( 'request', ( request ) => {
			if (
				request.method() === 'POST' &&
				request.url().includes( '/wc/store/v1/checkout' )
			) {
				posts++;
			}
		} );
		await placeOrderButton( page ).dblclick();
		await expectOrderReceived( page );
		expect( posts ).toBe( 1 );
		expect( await countOrders( requestUtils, customer ) ).toBe(
			before + 1
		);
	} );

	test( 'saved cards and payment methods are one radio group: one tab stop, arrow keys move', async ( {
		page,
		storeApi,
	} ) => {
		await openCheckoutWith( page, storeApi, [ 'Beanie' ] );
		const group = page.getByRole( 'radiogroup', {
			name: 'Payment options',
		} );
		await expect(
			group.getByRole( 'radio', { name: /ending in/ } )
		).not.toHaveCount( 0 );
		await expectRadioGroupPattern( page, group );
	} );
} );
