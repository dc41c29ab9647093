/**
 * What specs of the classic checkout's and cart's action hooks need beside the classic
 * checkouts (./classic-checkouts.ts): the landmarks a hook's output is placed around on each
 * checkout, the live update's answer, the order review's fees, the classic cart (the oracle) and
 * Kassa's, and document order.
 */
import type { Locator, Page, Response } from '@playwright/test';

import type { ClassicCheckoutUnderTest } from './classic-checkouts';

/** Places every checkout has: hooks' output is placed around them. */
export type CheckoutLandmark =
	'email' | 'address' | 'notes' | 'products' | 'total' | 'placeOrder';

/**
 * A landmark of a checkout.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param landmark The landmark.
 * @return Its element.
 */
export function checkoutLandmark(
	checkout: ClassicCheckoutUnderTest,
	page: Page,
	landmark: CheckoutLandmark
): Locator {
	if ( ! checkout.isKassa ) {
		return page.locator(
			{
				email: '#billing_email',
				address: '#billing_address_1',
				notes: '#order_comments',
				products: '.woocommerce-checkout-review-order-table .cart_item',
				total: '.woocommerce-checkout-review-order-table .order-total',
				placeOrder: '#place_order',
			}[ landmark ]
		);
	}
	return {
		email: page.getByLabel( 'Email address' ),
		address: page.locator( '[id="shipping-address_1"]' ),
		notes: page.getByLabel( 'Add a note to your order' ),
		products: page.locator( '.kassa-checkout .kassa-cart-summary' ),
		total: page.locator( '.kassa-checkout .kassa-totals-footer__total' ),
		placeOrder: checkout.placeOrderButton( page ),
	}[ landmark ];
}

/**
 * Shows the shipping address form where the classic checkout hides it ('Ship to a different
 * address?'); Kassa's shipping address shows whenever the cart ships.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 */
export async function showShippingForm(
	checkout: ClassicCheckoutUnderTest,
	page: Page
) {
	if ( ! checkout.isKassa ) {
		await page.locator( '#ship-to-different-address-checkbox' ).check();
	}
}

/**
 * The answer of the checkout's next update of its order review.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @return The answer.
 */
export function nextUpdate(
	checkout: ClassicCheckoutUnderTest,
	page: Page
): Promise< Response > {
	return page.waitForResponse( ( response ) =>
		checkout.isKassa
			? isKassaUpdate( response )
			: response.url().includes( 'wc-ajax=update_order_review' )
	);
}

/**
 * Whether an answer is Kassa's update of the order review: on its own, or in a batch with
 * Kassa's writes of the same moment.
 *
 * @param response The answer.
 * @return Whether it is.
 */
function isKassaUpdate( response: Response ) {
	const request = response.request();
	return (
		request.method() === 'POST' &&
		( response.url().includes( 'cart/extensions' ) ||
			( response.url().includes( 'wc/store/v1/batch' ) &&
				!! request.postData()?.includes( 'cart/extensions' ) ) )
	);
}

/**
 * Takes a step that updates the order review, and waits for the update's answer.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param step     The step.
 */
export async function updating(
	checkout: ClassicCheckoutUnderTest,
	page: Page,
	step: () => Promise< unknown >
) {
	const answered = nextUpdate( checkout, page );
	await step();
	await answered;
}

/**
 * The order review's fee rows, e.g. [ [ 'Tip', '£3.00' ] ].
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @return Name and amount of each fee.
 */
export async function fees( checkout: ClassicCheckoutUnderTest, page: Page ) {
	const [ rows, label, value ] = checkout.isKassa
		? [
				page.locator( '.kassa-checkout .kassa-totals-footer__fee' ),
				'.kassa-totals-item__label',
				'.kassa-totals-item__value',
			]
		: [
				page.locator(
					'.woocommerce-checkout-review-order-table tr.fee'
				),
				'th',
				'td',
			];
	return Promise.all(
		( await rows.all() ).map( async ( row ) => [
			( await row.locator( label ).innerText() ).trim(),
			( await row.locator( value ).innerText() ).trim(),
		] )
	);
}

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
