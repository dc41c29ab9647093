/**
 * WooCommerce's classic (shortcode) checkout and cart as the oracle for plugins written for
 * them: the same steps on `/classic-checkout/` (`/classic-cart/`) and on Kassa's `/checkout/`
 * (`/cart/`), the same assertions, the same outcome. Each page is described by what a spec
 * does there and the landmarks it finds its way by.
 */
import type { Locator, Page, Response } from '@playwright/test';

import { expect } from './fixtures';
import { UK_ADDRESS, fillAddress } from './checkout';
import { expectOrderReceived } from './orders';

/** Places on a checkout that every checkout has: hooks' output is placed around them. */
export type CheckoutLandmark =
	'email' | 'address' | 'notes' | 'products' | 'total' | 'placeOrder';

/** One of the two checkouts. */
export interface CheckoutPage {
	name: string;
	path: string;
	landmark: ( page: Page, landmark: CheckoutLandmark ) => Locator;
	/** The email and a UK address, where each checkout asks for them. */
	fillDetails: ( page: Page, email: string ) => Promise< void >;
	/** Shows the shipping address form (the classic checkout's 'Ship to a different address?'). */
	showShippingForm: ( page: Page ) => Promise< void >;
	/** Pays by cheque and places the order; gives its id. */
	payByCheque: ( page: Page ) => Promise< number >;
	/** Waits for the next update of the order review's answer. */
	nextUpdate: ( page: Page ) => Promise< Response >;
	/** The order review's fee rows, e.g. [ 'Tip', '£3.00' ]. */
	fees: ( page: Page ) => Promise< string[][] >;
	/** The error notices the checkout shows. */
	errors: ( page: Page ) => Locator;
}

const text = async ( rows: Locator, label: string, value: string ) =>
	Promise.all(
		( await rows.all() ).map( async ( row ) => [
			( await row.locator( label ).innerText() ).trim(),
			( await row.locator( value ).innerText() ).trim(),
		] )
	);

/** WooCommerce's classic checkout: the oracle. */
export const CLASSIC_CHECKOUT: CheckoutPage = {
	name: "WooCommerce's classic checkout",
	path: '/classic-checkout/',
	landmark: ( page, landmark ) =>
		page.locator(
			{
				email: '#billing_email',
				address: '#billing_address_1',
				notes: '#order_comments',
				products: '.woocommerce-checkout-review-order-table .cart_item',
				total: '.woocommerce-checkout-review-order-table .order-total',
				placeOrder: '#place_order',
			}[ landmark ]
		),
	fillDetails: async ( page, email ) => {
		await page.locator( '#billing_email' ).fill( email );
		const { country, ...rest } = UK_ADDRESS;
		await page.locator( '#billing_country' ).selectOption( country );
		for ( const [ key, value ] of Object.entries( rest ) ) {
			await page.locator( `#billing_${ key }` ).fill( value );
		}
		await page.locator( '#billing_postcode' ).blur();
	},
	showShippingForm: async ( page ) => {
		await page.locator( '#ship-to-different-address-checkbox' ).check();
	},
	payByCheque: async ( page ) => {
		await page.locator( '#payment_method_cheque' ).check();
		// The classic checkout's script replaces the payment section while it updates the review.
		await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
		// The shop has terms: the classic checkout asks to accept them (Kassa's, by default, not).
		await page.locator( '#terms' ).check();
		await page.locator( '#place_order' ).click();
		return expectOrderReceived( page );
	},
	nextUpdate: ( page ) =>
		page.waitForResponse( ( response ) =>
			response.url().includes( 'wc-ajax=update_order_review' )
		),
	fees: ( page ) =>
		text(
			page.locator( '.woocommerce-checkout-review-order-table tr.fee' ),
			'th',
			'td'
		),
	errors: ( page ) => page.locator( '.woocommerce-error li' ),
};

/** Kassa's checkout. */
export const KASSA_CHECKOUT: CheckoutPage = {
	name: "Kassa's checkout",
	path: '/checkout/',
	landmark: ( page, landmark ) =>
		( {
			email: page.getByLabel( 'Email address' ),
			address: page.locator( '[id="shipping-address_1"]' ),
			notes: page.getByLabel( 'Add a note to your order' ),
			products: page.locator( '.kassa-checkout .kassa-cart-summary' ),
			total: page.locator(
				'.kassa-checkout .kassa-totals-footer__total'
			),
			placeOrder: page.getByRole( 'button', { name: /^Place Order/ } ),
		} )[ landmark ],
	fillDetails: async ( page, email ) => {
		await page.getByLabel( 'Email address' ).fill( email );
		await fillAddress( page, 'shipping', UK_ADDRESS );
	},
	// Kassa's shipping address is the shopper's address: always shown when the cart ships.
	showShippingForm: async () => {},
	payByCheque: async ( page ) => {
		await page.getByRole( 'radio', { name: 'Check payments' } ).check();
		await page.getByRole( 'button', { name: /^Place Order/ } ).click();
		return expectOrderReceived( page );
	},
	nextUpdate: ( page ) =>
		page.waitForResponse(
			( response ) =>
				response.url().includes( 'cart/extensions' ) &&
				response.request().method() === 'POST'
		),
	fees: ( page ) =>
		text(
			page.locator( '.kassa-checkout .kassa-totals-footer__fee' ),
			'.kassa-totals-item__label',
			'.kassa-totals-item__value'
		),
	errors: ( page ) => page.locator( '.kassa-checkout .kassa-notice--error' ),
};

/** The oracle first, then Kassa's. */
export const CLASSIC_AND_KASSA_CHECKOUTS = [ CLASSIC_CHECKOUT, KASSA_CHECKOUT ];

/** Places on a cart that every cart has. */
export type CartLandmark = 'products' | 'total' | 'checkoutButton';

/** One of the two carts. */
export interface CartPage {
	name: string;
	path: string;
	landmark: ( page: Page, landmark: CartLandmark ) => Locator;
	/** Removes the cart's only line. */
	removeLine: ( page: Page ) => Promise< void >;
}

/** The oracle first, then Kassa's. */
export const CLASSIC_AND_KASSA_CARTS: CartPage[] = [
	{
		name: "WooCommerce's classic cart",
		path: '/classic-cart/',
		landmark: ( page, landmark ) =>
			page.locator(
				{
					products: '.woocommerce-cart-form .cart_item',
					total: '.cart_totals .order-total',
					checkoutButton: '.wc-proceed-to-checkout .checkout-button',
				}[ landmark ]
			),
		removeLine: async ( page ) => {
			await page.locator( '.woocommerce-cart-form a.remove' ).click();
		},
	},
	{
		name: "Kassa's cart",
		path: '/cart/',
		landmark: ( page, landmark ) =>
			( {
				products: page.locator( '.kassa-cart .kassa-cart-line-items' ),
				total: page.locator(
					'.kassa-cart .kassa-totals-footer__total'
				),
				checkoutButton: page.getByRole( 'link', {
					name: 'Proceed to Checkout',
				} ),
			} )[ landmark ],
		removeLine: async ( page ) => {
			await page.getByRole( 'button', { name: 'Remove item' } ).click();
		},
	},
];

/**
 * Whether one element comes before another in the page (document order).
 *
 * @param first  The element expected first.
 * @param second The element expected after it.
 * @return True when `first` precedes `second`.
 */
export async function precedes( first: Locator, second: Locator ) {
	const handle = await second.first().elementHandle();
	return first.first().evaluate( ( a, b ) => {
		const range = document.createRange();
		range.setStartAfter( a );
		return !! b && range.comparePoint( b as Node, 0 ) >= 0;
	}, handle );
}
