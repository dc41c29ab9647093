/**
 * WooCommerce's classic (shortcode) checkout as the oracle for plugins written for it: the same
 * steps on `/classic-checkout/` (a page holding `[woocommerce_checkout]`) and on Kassa's
 * `/checkout/`, the same outcome. Each checkout says how a shopper does each step on it, so a
 * spec reads the same for both:
 *
 *     for ( const checkout of CLASSIC_AND_KASSA ) {
 *         test( `… on ${ checkout.name }`, async ( { browser } ) => {
 *             const { page, close } = await shopperAt( browser, checkout );
 *             await checkout.fillDetails( page );
 *             await checkout.choosePayment( page, 'Custom Payment' );
 *             await checkout.placeOrder( page );
 *             …
 */
import {
	expect,
	type Browser,
	type BrowserContextOptions,
	type Locator,
	type Page,
} from '@playwright/test';

import { fillCart } from './cart';
import {
	expectPricedForGermany,
	fillAddress,
	GERMAN_ADDRESS,
	loggedInState,
} from './checkout';
import { GUEST } from './fixtures';
import { StoreApi } from './store-api';

/** What a shopper gives at the checkout. */
export interface CheckoutDetails {
	email: string;
	/** Billing and shipping address (the same), by the Store API's field keys. */
	address: Record< string, string >;
}

/** A customer's or guest's details, to Germany (the shop's international flat rate). */
export const DETAILS: CheckoutDetails = {
	email: 'ada@example.com',
	address: GERMAN_ADDRESS,
};

/** One of the two checkouts a spec of a classic plugin runs on. */
export interface ClassicCheckoutUnderTest {
	name: string;
	path: string;
	/** Kassa's checkout (else WooCommerce's classic one). */
	isKassa: boolean;
	/**
	 * Fills the email and the address (billing and shipping the same), then waits for the
	 * totals of that address.
	 */
	fillDetails: ( page: Page, details?: CheckoutDetails ) => Promise< void >;
	/** Chooses a payment method by its title. */
	choosePayment: ( page: Page, title: string ) => Promise< void >;
	/** The place-order button. */
	placeOrderButton: ( page: Page ) => Locator;
	/** Places the order, accepting the shop's terms where the checkout asks. */
	placeOrder: ( page: Page ) => Promise< void >;
	/** The checkout's error notices (every place one may show). */
	errors: ( page: Page ) => Locator;
	/** Where a payment method's own errors show: beside its form. */
	paymentErrors: ( page: Page ) => Locator;
	/** Where an error naming an address field shows: on the field, or in its form. */
	addressErrors: ( page: Page ) => Locator;
}

/** WooCommerce's classic checkout: its own field ids, its order review updated by Ajax. */
const CLASSIC: ClassicCheckoutUnderTest = {
	name: "WooCommerce's classic checkout",
	path: '/classic-checkout/',
	isKassa: false,
	async fillDetails( page, details = DETAILS ) {
		const { country, ...rest } = details.address;
		await settled( page );
		await page.locator( '#billing_country' ).selectOption( country );
		for ( const [ key, value ] of Object.entries( rest ) ) {
			await page.locator( `#billing_${ key }` ).fill( value );
		}
		await page.locator( '#billing_email' ).fill( details.email );
		await page.locator( '#billing_email' ).blur();
		await expectPricedForGermany( page );
		await settled( page );
	},
	async choosePayment( page, title ) {
		await settled( page );
		await page
			.locator( '#payment' )
			.getByRole( 'radio', { name: title } )
			.check();
	},
	placeOrderButton: ( page ) => page.locator( '#place_order' ),
	async placeOrder( page ) {
		await settled( page );
		const terms = page.locator( '#terms' );
		if ( ( await terms.count() ) && ! ( await terms.isChecked() ) ) {
			await terms.check();
		}
		await page.locator( '#place_order' ).click();
	},
	// WooCommerce's notices, in a block theme drawn as its blocks' banners.
	errors: ( page ) =>
		page.locator( '.woocommerce-NoticeGroup-checkout [role="alert"]' ),
	paymentErrors: ( page ) =>
		page.locator( '.woocommerce-NoticeGroup-checkout [role="alert"]' ),
	addressErrors: ( page ) =>
		page.locator( '#customer_details .checkout-inline-error-message' ),
};

/** Kassa's checkout. */
const KASSA: ClassicCheckoutUnderTest = {
	name: "Kassa's checkout",
	path: '/checkout/',
	isKassa: true,
	async fillDetails( page, details = DETAILS ) {
		await page
			.locator(
				'.kassa-checkout .kassa-checkout-step--contact-information'
			)
			.getByLabel( 'Email address' )
			.fill( details.email );
		// A customer's saved address shows as text until they edit it.
		const step = page.locator(
			'.kassa-checkout .kassa-checkout-step--shipping-address'
		);
		const edit = step.getByRole( 'button', { name: 'Edit' } );
		await step.locator( '#shipping-country' ).or( edit ).first().waitFor();
		if ( await edit.isVisible() ) {
			await edit.click();
		}
		await fillAddress( page, 'shipping', details.address );
		await expectPricedForGermany( page );
	},
	async choosePayment( page, title ) {
		await page.getByRole( 'radio', { name: title } ).check();
	},
	placeOrderButton: ( page ) =>
		page.locator( '.wc-block-components-checkout-place-order-button' ),
	async placeOrder( page ) {
		await KASSA.placeOrderButton( page ).click();
	},
	errors: ( page ) => page.locator( '.kassa-checkout .kassa-notice' ),
	paymentErrors: ( page ) =>
		page.locator(
			'.wc-block-checkout__payment-method .wc-block-components-notices .kassa-notice'
		),
	addressErrors: ( page ) =>
		page.locator(
			'.kassa-checkout .kassa-checkout-step--shipping-address .kassa-notice'
		),
};

/** The classic checkout (the oracle) and Kassa's, in that order. */
export const CLASSIC_AND_KASSA: ClassicCheckoutUnderTest[] = [ CLASSIC, KASSA ];

/** WooCommerce's Checkout block, where classic plugins do nothing (the comparison). */
export const WOOCOMMERCE_BLOCK_CHECKOUT = '/wc-checkout/';

/**
 * Waits until the classic checkout has finished its Ajax update (its overlay gone).
 *
 * @param page The page.
 */
async function settled( page: Page ) {
	await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
}

/** Who shops: a new guest, or the seeded customer. */
export type Shopper = 'guest' | 'customer';

/**
 * A shopper in a browser context of their own, with products in the cart, on a checkout.
 *
 * @param browser          The browser.
 * @param baseURL          The site.
 * @param checkout         The checkout (or any path).
 * @param options          What else.
 * @param options.shopper  A new guest (default) or the seeded customer.
 * @param options.products Product names, one of each (default: a beanie).
 * @return The page, and a function that closes its context.
 */
export async function shopperAt(
	browser: Browser,
	baseURL: string | undefined,
	checkout: ClassicCheckoutUnderTest | string,
	options: { shopper?: Shopper; products?: string[] } = {}
) {
	const storageState: BrowserContextOptions[ 'storageState' ] =
		options.shopper === 'customer'
			? await loggedInState( baseURL ?? '' )
			: GUEST;
	const context = await browser.newContext( { storageState, baseURL } );
	const page = await context.newPage();
	const products = options.products ?? [ 'Beanie' ];
	if ( options.shopper === 'customer' ) {
		// A customer's cart is theirs only with WordPress's REST nonce, which Kassa's cart page
		// carries; it is kept between visits, so it starts empty.
		await page.goto( '/cart/' );
		await page.evaluate( async ( names ) => {
			const { dispatch, select } = ( window as any ).wp.data;
			const cart = select( 'kassa/cart' ).getCartData();
			for ( const item of cart?.items ?? [] ) {
				await dispatch( 'kassa/cart' ).removeItemFromCart( item.key );
			}
			const catalogue = await (
				await fetch( '/wp-json/wc/store/v1/products?per_page=100', {
					credentials: 'omit',
				} )
			).json();
			for ( const name of names ) {
				const product = catalogue.find(
					( p: { name: string } ) => p.name === name
				);
				await dispatch( 'kassa/cart' ).addItemToCart( product.id, 1 );
			}
		}, products );
	} else {
		await fillCart(
			new StoreApi( page.request ),
			products.map( ( name ) => [ name ] )
		);
	}
	await page.goto( typeof checkout === 'string' ? checkout : checkout.path );
	return { page, close: () => context.close() };
}

/**
 * A shopper on a checkout with their details filled in and a payment method chosen: where a
 * journey that pays starts.
 *
 * @param browser  The browser.
 * @param baseURL  The site.
 * @param checkout The checkout.
 * @param method   The payment method's title.
 * @param options  As shopperAt()'s.
 * @return The page, and a function that closes its context.
 */
export async function readyToPay(
	browser: Browser,
	baseURL: string | undefined,
	checkout: ClassicCheckoutUnderTest,
	method: string,
	options: Parameters< typeof shopperAt >[ 3 ] = {}
) {
	const shopper = await shopperAt( browser, baseURL, checkout, options );
	await checkout.fillDetails( shopper.page );
	await checkout.choosePayment( shopper.page, method );
	return shopper;
}
