import { checkoutStore } from '..';
import { cartStore } from '../../cart';
import { paymentStore } from '../../payment';
import { validationStore } from '../../validation';
import { setNavigationHandler } from '../navigation';
import { emitters, checkoutEvents } from '../../shared/events';
import {
	installFakeFetch,
	uninstallFakeFetch,
	type FakeHandler,
} from '../../test-utils/fake-fetch';
import {
	makeAddress,
	makeCart,
	makeShippingPackage,
	makeShippingRate,
} from '../../test-utils/factories';
import { makeRegistry, noticesOf } from '../../test-utils/registry';
import type { Cart } from '../../../assets/api/types';
import { CART_ON_SHOW_NAMESPACE, cartOnShow } from '../cart-on-show';
import type { CheckoutRequestBody } from '../types';

const settle = async () => {
	for ( let i = 0; i < 3; i++ ) {
		await jest.runAllTimersAsync();
	}
};

const placed = {
	body: {
		order_id: 146,
		status: 'on-hold',
		payment_result: {
			payment_status: 'success',
			payment_details: [],
			redirect_url: 'https://shop.example/order-received/146/',
		},
	},
};

let stop: () => void;
const navigate = jest.fn();

function setup(
	cart: Cart = makeCart(),
	respond: FakeHandler = () => placed,
	customerId = 0,
	serverCart?: Cart
) {
	window.kassaSettings = {
		preloadedCart: cart,
		storeApiNonce: 'n',
		customerId,
	};
	const made = makeRegistry();
	stop = made.stop;
	// The server refuses an order whose cart on show is not its cart (a test's), as Kassa's
	// PHP does, with its cart.
	const fake = installFakeFetch( ( call ) => {
		const sent = ( call.data as CheckoutRequestBody | undefined )
			?.extensions?.[ CART_ON_SHOW_NAMESPACE ];
		return call.path === '/wc/store/v1/checkout' &&
			serverCart &&
			sent &&
			JSON.stringify( sent ) !==
				JSON.stringify( cartOnShow( serverCart ) )
			? {
					status: 409,
					body: {
						code: 'kassa_cart_changed',
						message: 'Your cart has changed…',
						data: { status: 409, cart: serverCart },
					},
				}
			: respond( call );
	} );
	made.registry.dispatch( paymentStore ).setActivePaymentMethod( 'cheque' );
	return { registry: made.registry, fake };
}

// The checkout POSTs a test's fake received.
const checkoutPosts = ( fake: ReturnType< typeof setup >[ 'fake' ] ) =>
	fake.calls.filter( ( call ) => call.path === '/wc/store/v1/checkout' );

beforeEach( () => {
	jest.useFakeTimers();
	navigate.mockReset();
	setNavigationHandler( navigate );
} );
afterEach( () => {
	stop?.();
	Object.values( emitters ).forEach( ( emitter ) => emitter.clear() );
	uninstallFakeFetch();
	jest.useRealTimers();
} );

async function submit( registry: ReturnType< typeof setup >[ 'registry' ] ) {
	const done = registry.dispatch( checkoutStore ).submitCheckout();
	await settle();
	return done;
}

describe( 'submitCheckout', () => {
	it( 'posts the order, completes, removes the dirty flag, tells other tabs and navigates to the redirect URL', async () => {
		window.localStorage.setItem( 'kassa_dirty_customer_data', 'true' );
		window.localStorage.removeItem( 'kassa_cart_changed' );
		const { registry, fake } = setup();
		await expect( submit( registry ) ).resolves.toBe( true );
		// No request before the order: the server compares the cart on show it carries.
		expect(
			fake.calls.map( ( c ) => `${ c.method } ${ c.path }` )
		).toEqual( [ 'POST /wc/store/v1/checkout' ] );
		expect( checkoutPosts( fake )[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/checkout',
			method: 'POST',
		} );
		expect( checkoutPosts( fake )[ 0 ].data ).toMatchObject( {
			payment_method: 'cheque',
			payment_data: [
				{ key: 'wc-cheque-new-payment-method', value: false },
			],
		} );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( registry.select( checkoutStore ).getOrderId() ).toBe( 146 );
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.example/order-received/146/'
		);
		expect(
			window.localStorage.getItem( 'kassa_dirty_customer_data' )
		).toBeNull();
		// The order emptied the cart: the shop's other tabs read it again.
		expect(
			window.localStorage.getItem( 'kassa_cart_changed' )
		).toBeTruthy();
	} );

	it( 'runs validation observers by priority, lower first (default 10)', async () => {
		const { registry } = setup();
		const order: string[] = [];
		checkoutEvents.onCheckoutValidation( () => {
			order.push( 'default' );
			return true;
		} );
		checkoutEvents.onCheckoutValidation( () => {
			order.push( 'five' );
			return true;
		}, 5 );
		checkoutEvents.onCheckoutValidation( () => {
			order.push( 'twenty' );
			return true;
		}, 20 );
		await submit( registry );
		expect( order ).toEqual( [ 'five', 'default', 'twenty' ] );
	} );

	it( 'stops when a validation observer fails, with its message', async () => {
		const { registry, fake } = setup();
		checkoutEvents.onCheckoutValidation( () => ( {
			errorMessage: 'Pick a gift wrap.',
		} ) );
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( checkoutPosts( fake ) ).toHaveLength( 0 );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].content ).toBe(
			'Pick a gift wrap.'
		);
	} );

	it( 'does not post with validation errors, and shows them', async () => {
		const { registry, fake } = setup();
		registry.dispatch( validationStore ).setValidationErrors( {
			billing_email: {
				message: 'Please enter a valid email address',
				hidden: true,
			},
		} );
		await submit( registry );
		expect( checkoutPosts( fake ) ).toHaveLength( 0 );
		expect(
			registry
				.select( validationStore )
				.getValidationError( 'billing_email' )?.hidden
		).toBe( false );
	} );

	it( 'posts despite validation errors while an express payment is active', async () => {
		const { registry, fake } = setup();
		registry.dispatch( validationStore ).setValidationErrors( {
			billing_email: { message: 'x' },
		} );
		registry.dispatch( paymentStore ).startExpressPayment( 'applepay' );
		await submit( registry );
		expect( checkoutPosts( fake ) ).toHaveLength( 1 );
	} );

	it( 'sends the payment setup data and goes ready', async () => {
		const { registry, fake } = setup();
		checkoutEvents.onPaymentSetup( () => ( {
			type: 'success',
			meta: { paymentMethodData: { card_token: 'tok_1' } },
		} ) );
		await submit( registry );
		expect( checkoutPosts( fake )[ 0 ].data.payment_data ).toContainEqual( {
			key: 'card_token',
			value: 'tok_1',
		} );
	} );

	it( 'sends an express method’s payment setup data, and the addresses its approval gives', async () => {
		const { registry, fake } = setup();
		registry.dispatch( paymentStore ).startExpressPayment( 'paypal' );
		checkoutEvents.onPaymentSetup( () => ( {
			type: 'success',
			meta: {
				paymentMethodData: { paypal_order_id: 'ORDER-1' },
				billingAddress: {
					first_name: 'Paula',
					email: 'paula@example.com',
				},
				shippingAddress: { first_name: 'Paula', city: 'Bath' },
			},
		} ) );
		await submit( registry );
		const body = checkoutPosts( fake )[ 0 ].data;
		expect( body.payment_method ).toBe( 'paypal' );
		expect( body.payment_data ).toContainEqual( {
			key: 'paypal_order_id',
			value: 'ORDER-1',
		} );
		expect( body.billing_address ).toMatchObject( {
			first_name: 'Paula',
			email: 'paula@example.com',
		} );
		expect( body.shipping_address ).toMatchObject( {
			first_name: 'Paula',
			city: 'Bath',
		} );
	} );

	it( "says 'There was a problem with your payment option.' when payment setup fails", async () => {
		const { registry, fake } = setup();
		checkoutEvents.onPaymentSetup( () => ( {
			type: 'error',
			message: 'Card declined.',
		} ) );
		await submit( registry );
		expect( checkoutPosts( fake ) ).toHaveLength( 0 );
		expect(
			noticesOf( registry, 'wc/checkout/payments' )[ 0 ].content
		).toBe( 'Card declined.' );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].content ).toBe(
			'There was a problem with your payment option.'
		);
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
	} );

	it( "says 'Sorry, this order requires a shipping option.' without a selected rate", async () => {
		const cart = makeCart( {
			shipping_rates: [
				makeShippingPackage( {
					shipping_rates: [ makeShippingRate() ],
				} ),
			],
		} );
		const { registry, fake } = setup( cart );
		await submit( registry );
		expect( checkoutPosts( fake ) ).toHaveLength( 0 );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].content ).toBe(
			'Sorry, this order requires a shipping option.'
		);
	} );

	it( "says 'There was a problem with your shipping option.' with a shipping error", async () => {
		const cart = makeCart( {
			errors: [
				{
					code: 'woocommerce_rest_cart_shipping_rates_invalid_country',
					message: '',
				},
			],
		} );
		const { registry, fake } = setup( cart );
		await submit( registry );
		expect( checkoutPosts( fake ) ).toHaveLength( 0 );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].content ).toBe(
			'There was a problem with your shipping option.'
		);
	} );

	it.each( [
		[
			0,
			'Something went wrong when placing the order. Check your email for order updates before retrying.',
		],
		[
			5,
			"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
		],
	] )(
		'explains an unreadable failure to customer %i',
		async ( customerId, text ) => {
			const { registry } = setup(
				makeCart(),
				() => ( { status: 500, unreadable: true } ),
				customerId
			);
			await expect( submit( registry ) ).resolves.toBe( false );
			expect( noticesOf( registry, 'wc/checkout' ) ).toEqual( [
				expect.objectContaining( {
					id: 'unknown_error',
					content: text,
				} ),
			] );
			expect( registry.select( checkoutStore ).hasError() ).toBe( true );
			expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		}
	);

	it( 'explains a network failure (no answer at all) with the same text', async () => {
		const { registry } = setup( makeCart(), () => {
			// What apiFetch throws when fetch itself fails.
			throw { code: 'fetch_error', message: 'You are probably offline.' };
		} );
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( noticesOf( registry, 'wc/checkout' ) ).toEqual( [
			expect.objectContaining( {
				id: 'unknown_error',
				content:
					'Something went wrong when placing the order. Check your email for order updates before retrying.',
			} ),
		] );
	} );

	it( 'reads the cart again after a success whose body cannot be read: the order may exist', async () => {
		const { registry, fake } = setup( makeCart(), ( call ) =>
			call.method === 'GET' ? { body: makeCart() } : { unreadable: true }
		);
		await expect( submit( registry ) ).resolves.toBe( false );
		expect(
			fake.calls.map( ( c ) => `${ c.method } ${ c.path }` )
		).toEqual( [ 'POST /wc/store/v1/checkout', 'GET /wc/store/v1/cart' ] );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].id ).toBe(
			'unknown_error'
		);
		expect( registry.select( checkoutStore ).isComplete() ).toBe( false );
	} );

	/**
	 * A cart on show whose total the server's cart no longer has: changed elsewhere, or by
	 * the answer to a write (at `path`).
	 *
	 * @param path The write's path, if a write changes it.
	 * @return The setup.
	 */
	const setupTotalChangedBy = ( path?: string ) => {
		const shown = makeCart();
		const changed = makeCart( {
			totals: { ...shown.totals, total_price: '9999' },
		} );
		return setup(
			shown,
			( call ) =>
				path && call.path.startsWith( path )
					? { body: changed }
					: placed,
			0,
			changed
		);
	};

	/**
	 * Place Order places nothing (the server refuses the cart on show the order carried),
	 * shows the server's total and says why.
	 *
	 * @param registry The registry.
	 * @param fake     The fake Store API.
	 */
	const expectStoppedAtNewTotal = async (
		registry: ReturnType< typeof setup >[ 'registry' ],
		fake: ReturnType< typeof setup >[ 'fake' ]
	) => {
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( checkoutPosts( fake ) ).toHaveLength( 1 );
		expect(
			checkoutPosts( fake )[ 0 ].data.extensions[ CART_ON_SHOW_NAMESPACE ]
				.total
		).toBe( makeCart().totals.total_price );
		expect(
			registry.select( cartStore ).getCartTotals()?.total_price
		).toBe( '9999' );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].content ).toBe(
			'Your cart has changed since this page showed it. Check your order and its total, then place it again.'
		);
	};

	it( 'places no order for a cart other than the one on show: it shows the new cart and says so', async () => {
		const { registry, fake } = setupTotalChangedBy();
		await expectStoppedAtNewTotal( registry, fake );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		// Placing it again, now that the shopper sees it, goes through.
		await expect( submit( registry ) ).resolves.toBe( true );
		expect( checkoutPosts( fake ) ).toHaveLength( 2 );
	} );

	it( 'places no order when a write still under way at the click changes the total: the shopper never saw that total', async () => {
		const { registry, fake } = setupTotalChangedBy(
			'/wc/store/v1/cart/apply-coupon'
		);
		// A change the shopper made just before the click, still unanswered.
		registry
			.dispatch( cartStore )
			.applyCoupon( 'save10' )
			.catch( () => {} );
		await expectStoppedAtNewTotal( registry, fake );
		// Placing it again, now that the shopper sees the new total, goes through.
		await expect( submit( registry ) ).resolves.toBe( true );
		expect( checkoutPosts( fake ) ).toHaveLength( 2 );
	} );

	it( 'places no order when what a validation observer sends (an address waiting for its debounce) changes the total', async () => {
		const { registry, fake } = setupTotalChangedBy(
			'/wc/store/v1/cart/update-customer'
		);
		checkoutEvents.onCheckoutValidation( async () => {
			await registry
				.dispatch( cartStore )
				.updateCustomerData( { shipping_address: { postcode: 'X' } } );
			return true;
		} );
		await expectStoppedAtNewTotal( registry, fake );
		// Placing it again, the address already sent, goes through.
		await expect( submit( registry ) ).resolves.toBe( true );
		expect( checkoutPosts( fake ) ).toHaveLength( 2 );
	} );

	it( 'sends what the shopper is charged for with the order: lines, coupons, chosen rates, fees and total, never an address', async () => {
		const cart = makeCart( {
			coupons: [ { code: 'save10' } ] as Cart[ 'coupons' ],
			fees: [
				{ key: 'gift-wrap', totals: { total: '250' } },
			] as Cart[ 'fees' ],
			shipping_rates: [
				makeShippingPackage( {
					package_id: 0,
					shipping_rates: [
						makeShippingRate( { rate_id: 'flat_rate:1' } ),
						makeShippingRate( {
							rate_id: 'free_shipping:2',
							selected: true,
						} ),
					],
				} ),
			],
		} );
		const { registry, fake } = setup( cart );
		await submit( registry );
		expect(
			checkoutPosts( fake )[ 0 ].data.extensions[ CART_ON_SHOW_NAMESPACE ]
		).toEqual( {
			items: cart.items.map(
				( item ) => `${ item.key }:${ item.quantity }`
			),
			coupons: [ 'save10' ],
			shipping_rates: [ '0:free_shipping:2' ],
			fees: [ 'gift-wrap:250' ],
			total: cart.totals.total_price,
		} );
	} );

	it( 'says the cart changed when the server finds it empty (another tab placed the order), and reads it again', async () => {
		const { registry, fake } = setup( makeCart(), ( call ) =>
			call.method === 'GET'
				? { body: makeCart( { items: [], items_count: 0 } ) }
				: {
						status: 400,
						body: {
							code: 'woocommerce_rest_cart_empty',
							message:
								'Cannot place an order, your cart is empty.',
							data: { status: 400 },
						},
					}
		);
		await expect( submit( registry ) ).resolves.toBe( false );
		expect(
			fake.calls.map( ( c ) => `${ c.method } ${ c.path }` )
		).toEqual( [ 'POST /wc/store/v1/checkout', 'GET /wc/store/v1/cart' ] );
		expect( registry.select( cartStore ).getItemsCount() ).toBe( 0 );
		expect( noticesOf( registry, 'wc/checkout' ) ).toEqual( [
			expect.objectContaining( {
				content:
					'Your cart has changed since this page showed it. Check your order and its total, then place it again.',
			} ),
		] );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
	} );

	it( "places the order under the browser's checkout lock, one tab at a time", async () => {
		const held: string[] = [];
		const request = jest.fn( ( name: string, task: () => unknown ) => {
			held.push( name );
			return Promise.resolve( task() );
		} );
		Object.defineProperty( window.navigator, 'locks', {
			value: { request },
			configurable: true,
		} );
		try {
			const { registry } = setup();
			await expect( submit( registry ) ).resolves.toBe( true );
			expect( held ).toEqual( [ 'kassa-checkout' ] );
		} finally {
			delete ( window.navigator as { locks?: unknown } ).locks;
		}
	} );

	it( 'turns a Store API failure into notices, sets the error flag and applies its cart', async () => {
		const fresh = makeCart( { items_count: 9 } );
		const { registry } = setup( makeCart(), () => ( {
			status: 400,
			body: {
				code: 'woocommerce_rest_checkout_process_payment_error',
				message: 'Payment failed.',
				data: { status: 402, cart: fresh },
			},
		} ) );
		const failed = jest.fn();
		checkoutEvents.onCheckoutFail( failed );
		await submit( registry );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].content ).toBe(
			'Payment failed.'
		);
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		expect( registry.select( cartStore ).getItemsCount() ).toBe( 9 );
		expect( failed ).toHaveBeenCalled();
	} );

	it.each( [
		[
			'woocommerce_rest_missing_email_address',
			'A valid email address is required',
			{},
			'wc/checkout/contact-information',
		],
		[
			'woocommerce_rest_invalid_address',
			'There was a problem with the provided shipping address: Postcode is required',
			{ errors: { shipping: [ 'Postcode is required' ] } },
			'wc/checkout/shipping-address',
		],
		[
			'woocommerce_rest_invalid_address',
			'There was a problem with the provided billing address: City is required',
			{ errors: { billing: [ 'City is required' ] } },
			'wc/checkout/billing-address',
		],
		[
			'woocommerce_rest_invalid_shipping_option',
			'Sorry, this shipping method is not available.',
			{},
			'wc/checkout/shipping-methods',
		],
	] )(
		"shows WooCommerce's %s error in its step",
		async ( code, message, data, context ) => {
			const { registry } = setup( makeCart(), () => ( {
				status: 400,
				body: { code, message, data: { status: 400, ...data } },
			} ) );
			await submit( registry );
			expect( noticesOf( registry, context )[ 0 ].content ).toBe(
				message
			);
			expect( noticesOf( registry, 'wc/checkout' ) ).toEqual( [] );
		}
	);

	it( 'ignores a second submit while one runs', async () => {
		const { registry, fake } = setup();
		registry.dispatch( checkoutStore ).submitCheckout();
		registry.dispatch( checkoutStore ).submitCheckout();
		await settle();
		expect( checkoutPosts( fake ) ).toHaveLength( 1 );
	} );
} );

describe( 'after the order is posted (WooCommerce’s payment contract)', () => {
	const SERVER = 'https://shop.example/order-received/146/';
	const withDetails = ( redirect = SERVER ) => ( {
		body: {
			order_id: 146,
			payment_result: {
				payment_status: 'success',
				payment_details: [
					{ key: 'redirect', value: redirect },
					{ key: 'payment_method', value: 'pm_1' },
				],
				redirect_url: redirect,
			},
		},
	} );
	// A Stripe-like answer: the order is placed but the card still needs 3-D Secure, which the
	// gateway's success observer confirms on this page.
	const CONFIRM = '#wc-gateway-confirm-pi:146:secret';
	let error: jest.SpyInstance;
	beforeEach( () => {
		error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	} );
	afterEach( () => error.mockRestore() );

	it( 'gives success observers processingResponse { paymentStatus, paymentDetails, redirectUrl, message } and keeps it in the payment store', async () => {
		const { registry } = setup( makeCart(), () => withDetails() );
		const seen = jest.fn();
		checkoutEvents.onCheckoutSuccess( seen );
		await submit( registry );
		const expected = {
			paymentStatus: 'success',
			paymentDetails: { redirect: SERVER, payment_method: 'pm_1' },
			redirectUrl: SERVER,
			message: '',
		};
		expect( seen ).toHaveBeenCalledWith( {
			orderId: 146,
			customerId: 0,
			orderNotes: '',
			redirectUrl: SERVER,
			processingResponse: expected,
		} );
		expect( registry.select( paymentStore ).getPaymentResult() ).toEqual(
			expected
		);
	} );

	it( 'goes where a success observer’s redirectUrl says, not the server’s', async () => {
		const { registry } = setup( makeCart(), () => withDetails( CONFIRM ) );
		checkoutEvents.onCheckoutSuccess(
			( { processingResponse: { paymentDetails } } ) => ( {
				type: 'success',
				redirectUrl: `${ SERVER }?confirmed=${ paymentDetails.payment_method }`,
			} )
		);
		await expect( submit( registry ) ).resolves.toBe( true );
		expect( navigate ).toHaveBeenCalledWith( `${ SERVER }?confirmed=pm_1` );
		expect( registry.select( checkoutStore ).getRedirectUrl() ).toBe(
			`${ SERVER }?confirmed=pm_1`
		);
	} );

	it( 'shows a success observer’s error in its context, runs the fail observers and lets the shopper try again', async () => {
		const { registry, fake } = setup( makeCart(), () =>
			withDetails( CONFIRM )
		);
		checkoutEvents.onCheckoutSuccess( () => ( {
			type: 'error',
			message: 'Your card was declined by its bank.',
			messageContext: 'wc/checkout/payments',
		} ) );
		const failObserver = jest.fn();
		checkoutEvents.onCheckoutFail( failObserver );
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( navigate ).not.toHaveBeenCalled();
		expect(
			noticesOf( registry, 'wc/checkout/payments' ).map(
				( n ) => n.content
			)
		).toEqual( [ 'Your card was declined by its bank.' ] );
		// The observer's notice explains: no fallback text.
		expect( noticesOf( registry, 'wc/checkout' ) ).toEqual( [] );
		expect( failObserver ).toHaveBeenCalled();
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
		await submit( registry );
		expect( checkoutPosts( fake ) ).toHaveLength( 2 );
	} );

	it( 'completes after a success observer’s error that says retry: false', async () => {
		const { registry } = setup( makeCart(), () => withDetails( CONFIRM ) );
		checkoutEvents.onCheckoutSuccess( () => ( {
			type: 'error',
			message: 'Payment is being reviewed.',
			retry: false,
			redirectUrl: SERVER,
		} ) );
		await expect( submit( registry ) ).resolves.toBe( true );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( navigate ).toHaveBeenCalledWith( SERVER );
	} );

	it( 'never strands a placed order on a throwing success observer: the others still run, the shopper lands where the server said', async () => {
		const { registry } = setup( makeCart(), () => withDetails() );
		checkoutEvents.onCheckoutSuccess( ( { processingResponse } ) => {
			// An observer written for another shape.
			return ( processingResponse as any ).details.missing;
		}, 1 );
		const later = jest.fn( () => ( { type: 'success' as const } ) );
		checkoutEvents.onCheckoutSuccess( later );
		await expect( submit( registry ) ).resolves.toBe( true );
		expect( later ).toHaveBeenCalled();
		expect( navigate ).toHaveBeenCalledWith( SERVER );
		expect( error ).toHaveBeenCalled();
		expect( noticesOf( registry, 'wc/checkout' ) ).toEqual( [] );
	} );

	it( 'treats a throw as WooCommerce does while the payment still waits on this page: fallback notice, try again', async () => {
		const { registry } = setup( makeCart(), () => withDetails( CONFIRM ) );
		checkoutEvents.onCheckoutSuccess( () => {
			throw new Error( 'stripe is not defined' );
		} );
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( navigate ).not.toHaveBeenCalled();
		expect(
			noticesOf( registry, 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [
			'Something went wrong. Please contact us to get assistance.',
		] );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
	} );

	const declined = () => ( {
		status: 400,
		body: {
			order_id: 146,
			status: 'failed',
			payment_result: {
				payment_status: 'failure',
				payment_details: [
					{
						key: 'errorMessage',
						value: 'Your card has insufficient funds.',
					},
				],
				redirect_url: '',
			},
		},
	} );

	it( 'gives fail observers the declined payment’s details and shows the notice they answer, in its context', async () => {
		const { registry } = setup( makeCart(), declined );
		checkoutEvents.onCheckoutFail(
			( { processingResponse: { paymentDetails } } ) => ( {
				type: 'failure',
				message: paymentDetails.errorMessage,
				messageContext: 'wc/checkout/payments',
			} )
		);
		await expect( submit( registry ) ).resolves.toBe( false );
		expect(
			noticesOf( registry, 'wc/checkout/payments' ).map(
				( n ) => n.content
			)
		).toEqual( [ 'Your card has insufficient funds.' ] );
		expect( noticesOf( registry, 'wc/checkout' ) ).toEqual( [] );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
		expect( registry.select( checkoutStore ).hasError() ).toBe( true );
	} );

	it( 'explains a declined payment no observer explains with WooCommerce’s fallback text', async () => {
		const { registry } = setup( makeCart(), declined );
		await submit( registry );
		expect(
			noticesOf( registry, 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [
			'Something went wrong. Please contact us to get assistance.',
		] );
	} );

	it( 'completes when a fail observer says retry: false', async () => {
		const { registry, fake } = setup( makeCart(), declined );
		checkoutEvents.onCheckoutFail( () => ( {
			type: 'error',
			message: 'Please call us to finish this order.',
			retry: false,
		} ) );
		await submit( registry );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( navigate ).not.toHaveBeenCalled();
		expect(
			noticesOf( registry, 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [ 'Please call us to finish this order.' ] );
		// Complete: a second click posts nothing.
		await submit( registry );
		expect( checkoutPosts( fake ) ).toHaveLength( 1 );
	} );

	it( 'gives fail observers an error’s message and keeps the server’s notice', async () => {
		const { registry } = setup( makeCart(), () => ( {
			status: 400,
			body: {
				code: 'woocommerce_rest_checkout_process_payment_error',
				message: 'Order payment failed.',
				data: { status: 400 },
			},
		} ) );
		const seen = jest.fn();
		checkoutEvents.onCheckoutFail( seen );
		await submit( registry );
		expect( seen.mock.calls[ 0 ][ 0 ].processingResponse ).toEqual( {
			paymentStatus: 'not set',
			paymentDetails: {},
			redirectUrl: '',
			message: 'Order payment failed.',
		} );
		expect(
			noticesOf( registry, 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [ 'Order payment failed.' ] );
	} );
} );

describe( 'validateCheckout (a payment method’s own button checks first)', () => {
	it( 'passes a valid checkout and posts nothing', async () => {
		const { registry, fake } = setup();
		const done = registry.dispatch( checkoutStore ).validateCheckout();
		await settle();
		await expect( done ).resolves.toEqual( { hasError: false } );
		expect( checkoutPosts( fake ) ).toHaveLength( 0 );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
	} );

	it( 'fails on a hidden field error and shows it', async () => {
		const { registry } = setup();
		registry.dispatch( validationStore ).setValidationErrors( {
			billing_email: {
				message: 'Please enter a valid email address',
				hidden: true,
			},
		} );
		const done = registry.dispatch( checkoutStore ).validateCheckout();
		await settle();
		await expect( done ).resolves.toEqual( { hasError: true } );
		expect(
			registry
				.select( validationStore )
				.getValidationError( 'billing_email' )?.hidden
		).toBe( false );
	} );

	it( 'fails when a validation observer does', async () => {
		const { registry } = setup();
		checkoutEvents.onCheckoutValidation( () => ( {
			type: 'error',
			errorMessage: 'Accept the terms.',
		} ) );
		const done = registry.dispatch( checkoutStore ).validateCheckout();
		await settle();
		await expect( done ).resolves.toEqual( { hasError: true } );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
	} );
} );

describe( 'paying an existing order (the page holds it as its cart)', () => {
	const ORDER = {
		id: 53,
		key: 'wc_order_abc',
		billingEmail: 'ada@example.com',
	};

	/**
	 * A page that pays order 53: the cart is the order, with its own note and fields.
	 *
	 * @param respond What the Store API answers.
	 * @return The registry and the fake Store API.
	 */
	function setupOrder( respond: FakeHandler = () => placed ) {
		window.kassaSettings = {
			preloadedCart: makeCart( {
				shipping_address: makeAddress( {
					address_1: '221B Baker Street',
				} ),
			} ),
			preloadedCheckout: {
				customer_note: 'Leave it at the door.',
				additional_fields: { 'kassa/gift': 'yes' },
			},
			storeApiNonce: 'n',
			customerId: 0,
			orderToPay: ORDER,
		};
		const made = makeRegistry();
		stop = made.stop;
		const fake = installFakeFetch( respond );
		made.registry
			.dispatch( paymentStore )
			.setActivePaymentMethod( 'cheque' );
		return { registry: made.registry, fake };
	}

	const calls = ( fake: ReturnType< typeof setupOrder >[ 'fake' ] ) =>
		fake.calls.map( ( call ) => `${ call.method } ${ call.path }` );

	it( 'posts once to the order route with its key and billing email, and the order’s own addresses, note and fields; reads no cart', async () => {
		const { registry, fake } = setupOrder();
		// What the page's address drafts may write over the order's addresses is not sent.
		registry
			.dispatch( cartStore )
			.setShippingAddress( { address_1: '1 Typed Street' } );
		await expect( submit( registry ) ).resolves.toBe( true );
		expect( calls( fake ) ).toEqual( [ 'POST /wc/store/v1/checkout/53' ] );
		const body = fake.calls[ 0 ].data as Record< string, unknown >;
		expect( body ).toEqual( {
			key: 'wc_order_abc',
			billing_email: 'ada@example.com',
			billing_address: expect.objectContaining( {
				email: 'ada@example.com',
			} ),
			// Even for an order that ships nowhere: the route would copy the billing address.
			shipping_address: expect.objectContaining( {
				address_1: '221B Baker Street',
			} ),
			customer_note: 'Leave it at the door.',
			additional_fields: { 'kassa/gift': 'yes' },
			payment_method: 'cheque',
			payment_data: [
				{ key: 'wc-cheque-new-payment-method', value: false },
			],
		} );
		expect( registry.select( checkoutStore ).isComplete() ).toBe( true );
		expect( navigate ).toHaveBeenCalledWith(
			'https://shop.example/order-received/146/'
		);
	} );

	it( 'shows an error the route answers and keeps the order on show, though the answer carries the shopper’s cart', async () => {
		const { registry } = setupOrder( () => ( {
			status: 409,
			body: {
				code: 'woocommerce_rest_out_of_stock',
				message: 'Sorry, "Beanie" is no longer in stock.',
				data: { status: 409, cart: makeCart( { items_count: 9 } ) },
			},
		} ) );
		const order = registry.select( cartStore ).getCartData();
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].content ).toBe(
			'Sorry, "Beanie" is no longer in stock.'
		);
		expect( registry.select( cartStore ).getCartData() ).toBe( order );
		expect( registry.select( checkoutStore ).isIdle() ).toBe( true );
	} );

	it( 'explains a declined payment as the checkout does, for another try', async () => {
		const { registry, fake } = setupOrder( () => ( {
			status: 400,
			body: {
				order_id: 53,
				status: 'pending',
				payment_result: {
					payment_status: 'failure',
					payment_details: [],
					redirect_url: '',
				},
			},
		} ) );
		await expect( submit( registry ) ).resolves.toBe( false );
		expect(
			noticesOf( registry, 'wc/checkout' ).map( ( n ) => n.content )
		).toEqual( [
			'Something went wrong. Please contact us to get assistance.',
		] );
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( calls( fake ) ).toEqual( [
			'POST /wc/store/v1/checkout/53',
			'POST /wc/store/v1/checkout/53',
		] );
	} );

	it( 'says an unreadable answer may have paid it, and reads no cart', async () => {
		const { registry, fake } = setupOrder( () => ( { unreadable: true } ) );
		await expect( submit( registry ) ).resolves.toBe( false );
		expect( calls( fake ) ).toEqual( [ 'POST /wc/store/v1/checkout/53' ] );
		expect( noticesOf( registry, 'wc/checkout' )[ 0 ].id ).toBe(
			'unknown_error'
		);
	} );

	it( 'does not read the shopper’s cart when other scripts or tabs change it', async () => {
		const { registry, fake } = setupOrder();
		document.body.dispatchEvent( new Event( 'wc-blocks_added_to_cart' ) );
		window.dispatchEvent(
			new StorageEvent( 'storage', { key: 'kassa_cart_changed' } )
		);
		await settle();
		expect( calls( fake ) ).toEqual( [] );
		expect( registry.select( cartStore ).getCartData() ).not.toBeNull();
	} );
} );
