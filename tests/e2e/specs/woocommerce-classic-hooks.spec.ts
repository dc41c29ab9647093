import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { test, expect } from '../utils/fixtures';
import { orderMeta } from '../utils/both-checkouts';
import {
	CLASSIC_AND_KASSA,
	DETAILS,
	readyToPay,
	shopperAt,
	type Shopper,
} from '../utils/classic-checkouts';
import { expectOrderReceived } from '../utils/orders';
import { onPage, usePlugins } from '../utils/oracle';

/**
 * The classic checkout's validation and order hooks, fired by Kassa's Place Order as by the
 * classic checkout's (WooCommerce's classic checkout at /classic-checkout/ is the oracle): a
 * plugin written for the classic checkout (tests/fixtures/kassa-fixture-classic-hooks) checks
 * the order in `woocommerce_checkout_process` and `woocommerce_after_checkout_validation` and
 * writes on the order and the customer in `woocommerce_checkout_create_order`,
 * `…_update_order_meta`, `…_update_customer` and `…_order_processed`. Each runs once, in
 * WC_Checkout::process_checkout()'s order, in the request that places the order (never in a
 * draft save), with `is_checkout()` true; a refusal keeps the order back with its message, and
 * the shopper places it once it is put right.
 */

// Each test places a real order, on WooCommerce's classic checkout too: a busy machine's time.
test.slow();

const FIXTURE = 'kassa-fixture-classic-hooks';
const LOG = '/kassa-fixture-classic-hooks/v1/log';

type LogEntry = { hook: string; method: string; isCheckout: boolean };

/**
 * The fixture's log of its hooks' calls, emptied after reading.
 *
 * @param requestUtils The admin's REST client.
 * @return The calls since the last read.
 */
async function takeLog( requestUtils: RequestUtils ): Promise< LogEntry[] > {
	const log = ( await requestUtils.rest( { path: LOG } ) ) as LogEntry[];
	await requestUtils.rest( { path: LOG, method: 'DELETE' } );
	return log;
}

/**
 * The calls a placed order makes, in the classic checkout's order: all in the request that
 * places it (a POST), all on the checkout.
 *
 * @param shopper Who placed it (a customer's order updates the customer).
 * @return The calls.
 */
function placedOrderCalls( shopper: Shopper ): LogEntry[] {
	return [
		'woocommerce_before_checkout_process',
		'woocommerce_checkout_process',
		'woocommerce_after_checkout_validation',
		...( shopper === 'customer'
			? [ 'woocommerce_checkout_update_customer' ]
			: [] ),
		'woocommerce_checkout_create_order',
		'woocommerce_checkout_update_order_meta',
		'woocommerce_checkout_order_processed',
	].map( ( hook ) => ( { hook, method: 'POST', isCheckout: true } ) );
}

/**
 * How many orders the fixture counted on the seeded customer.
 *
 * @param requestUtils The admin's REST client.
 * @return The count.
 */
async function customerOrderCount( requestUtils: RequestUtils ) {
	const [ customer ] = ( await requestUtils.rest( {
		path: '/wc/v3/customers',
		params: { email: 'customer@example.com' },
	} ) ) as Array< { meta_data: Array< { key: string; value: unknown } > } >;
	const meta = customer?.meta_data.find(
		( { key } ) => key === 'kassa_fixture_classic_orders'
	);
	return Number( meta?.value ?? 0 );
}

test.describe( 'A plugin written for the classic checkout’s hooks', () => {
	usePlugins( [ FIXTURE ], 'The classic hooks fixture is not installed.' );

	test.beforeEach( async ( { requestUtils } ) => {
		await takeLog( requestUtils );
	} );

	for ( const checkout of CLASSIC_AND_KASSA ) {
		for ( const shopper of [ 'guest', 'customer' ] as const ) {
			test(
				`runs each hook once, in the classic order, for a ${ shopper }'s order on ${ checkout.name }`,
				onPage( checkout.name ),
				async ( { browser, baseURL, requestUtils } ) => {
					const ordersBefore =
						await customerOrderCount( requestUtils );
					const { page, close } = await readyToPay(
						browser,
						baseURL,
						checkout,
						'Check payments',
						{ shopper }
					);
					// Whatever the checkout saved while the shopper typed ran none of them.
					expect( await takeLog( requestUtils ) ).toEqual( [] );
					await checkout.placeOrder( page );
					const id = await expectOrderReceived( page );

					expect( await takeLog( requestUtils ) ).toEqual(
						placedOrderCalls( shopper )
					);
					const { meta } = await orderMeta( requestUtils, id );
					expect( {
						createdFor: meta._kassa_fixture_created_for,
						createOrderRuns: String(
							meta._kassa_fixture_create_order_runs
						),
						postedCity: meta._kassa_fixture_posted_city,
						updateOrderMetaRuns: String(
							meta._kassa_fixture_update_order_meta_runs
						),
						processedPaymentMethod:
							meta._kassa_fixture_processed_payment_method,
						processedOnCheckout:
							meta._kassa_fixture_processed_on_checkout,
					} ).toEqual( {
						createdFor: DETAILS.email,
						createOrderRuns: '1',
						postedCity: DETAILS.address.city,
						updateOrderMetaRuns: '1',
						processedPaymentMethod: 'cheque',
						processedOnCheckout: 'yes',
					} );
					expect( await customerOrderCount( requestUtils ) ).toBe(
						ordersBefore + ( shopper === 'customer' ? 1 : 0 )
					);
					await close();
				}
			);
		}

		test(
			`keeps the order back with the checkout_process hook's notice, then places it once put right, on ${ checkout.name }`,
			onPage( checkout.name ),
			async ( { browser, baseURL, requestUtils } ) => {
				const { page, close } = await shopperAt(
					browser,
					baseURL,
					checkout
				);
				await checkout.fillDetails( page, {
					...DETAILS,
					email: 'refused-by-process@example.com',
				} );
				await checkout.choosePayment( page, 'Check payments' );
				await checkout.placeOrder( page );
				await expect(
					checkout
						.errors( page )
						.filter( {
							hasText:
								'The checkout process hook refused this order.',
						} )
						.first()
				).toBeVisible();
				expect( page.url() ).not.toContain( 'order-received' );
				expect(
					( await takeLog( requestUtils ) ).map(
						( { hook } ) => hook
					)
				).toEqual( [
					'woocommerce_before_checkout_process',
					'woocommerce_checkout_process',
					'woocommerce_after_checkout_validation',
				] );

				await checkout.fillDetails( page );
				await checkout.placeOrder( page );
				await expectOrderReceived( page );
				await close();
			}
		);

		test(
			`shows a validation error on the address it names, and one naming no field as a checkout notice, on ${ checkout.name }`,
			onPage( checkout.name ),
			async ( { browser, baseURL, requestUtils } ) => {
				const { page, close } = await shopperAt(
					browser,
					baseURL,
					checkout
				);
				await checkout.fillDetails( page, {
					email: 'refused-by-validation@example.com',
					address: { ...DETAILS.address, city: 'Nowhere' },
				} );
				await checkout.choosePayment( page, 'Check payments' );
				await checkout.placeOrder( page );
				await expect(
					checkout
						.addressErrors( page )
						.filter( { hasText: 'We cannot deliver to Nowhere.' } )
				).toBeVisible();
				await expect(
					checkout
						.errors( page )
						.filter( {
							hasText: 'The validation hook refused this order.',
						} )
						.first()
				).toBeVisible();
				expect(
					( await takeLog( requestUtils ) ).map(
						( { hook } ) => hook
					)
				).not.toContain( 'woocommerce_checkout_create_order' );

				await checkout.fillDetails( page );
				await checkout.placeOrder( page );
				await expectOrderReceived( page );
				await close();
			}
		);
	}
} );
