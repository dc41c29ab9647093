/**
 * WooCommerce's classic (shortcode) checkout, the oracle for plugins written for it
 * (`/classic-checkout/` on the test shop), and Kassa's: what a spec runs the same steps and the
 * same assertions on. Both name their inputs as the classic form does (`billing_first_name`,
 * `shipping_country`, `order_comments`), so most steps reach a field by its name.
 */
import type { Browser, Locator, Page } from '@playwright/test';

import { expect, GUEST } from './fixtures';
import { fillCart } from './cart';
import { StoreApi } from './store-api';

/** One of the two checkouts a plugin written for the classic checkout is run on. */
export interface ClassicPairCheckout {
	name: string;
	path: string;
	isKassa: boolean;
}

/** WooCommerce's classic checkout (the oracle) and Kassa's. */
export const CLASSIC_PAIR: ClassicPairCheckout[] = [
	{
		name: "WooCommerce's classic checkout",
		path: '/classic-checkout/',
		isKassa: false,
	},
	{ name: "Kassa's checkout", path: '/checkout/', isKassa: true },
];

/**
 * A field by the name a classic form posts it under, where it shows (both checkouts name their
 * inputs as the classic form does; the classic one keeps hidden copies of its other forms).
 *
 * @param page The page.
 * @param name Its name, e.g. billing_first_name.
 * @return The field.
 */
export function named( page: Page, name: string ): Locator {
	return page.locator( `[name="${ name }"]` ).filter( { visible: true } );
}

/**
 * The part of the page holding the form that serves an address: the classic checkout's billing
 * or shipping fields; on Kassa's, the address step that serves it (the shipping address serves
 * billing too while no billing address shows).
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param serves   The address.
 * @return The form.
 */
export async function addressForm(
	checkout: ClassicPairCheckout,
	page: Page,
	serves: 'billing' | 'shipping'
): Promise< Locator > {
	if ( ! checkout.isKassa ) {
		return page.locator( `.woocommerce-${ serves }-fields` );
	}
	const billing = page.locator(
		'.kassa-checkout .kassa-checkout-step--billing-address'
	);
	return serves === 'billing' && ( await billing.count() )
		? billing
		: page.locator(
				'.kassa-checkout .kassa-checkout-step--shipping-address'
			);
}

/**
 * Asks for a shipping address apart from the billing address.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 */
export async function shipElsewhere(
	checkout: ClassicPairCheckout,
	page: Page
) {
	if ( checkout.isKassa ) {
		await page.getByLabel( 'Use same address for billing' ).uncheck();
		await page.locator( '#billing-first_name' ).waitFor();
	} else {
		await page.getByLabel( 'Ship to a different address?' ).check();
		await named( page, 'shipping_first_name' ).waitFor();
	}
}

/**
 * Waits until the classic checkout has updated its order review (after a change of the
 * address, as its script does on its own); Kassa's needs no wait.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 */
export async function settled( checkout: ClassicPairCheckout, page: Page ) {
	if ( ! checkout.isKassa ) {
		await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
	}
}

/**
 * Chooses an option of a select, seen or not: WooCommerce's classic checkout enhances its
 * country and state selects (selectWoo), which hides the select itself behind its own widget.
 *
 * @param select The select.
 * @param value  The option's value.
 */
export async function chooseIn( select: Locator, value: string ) {
	const visible = await select.first().isVisible();
	await select.first().selectOption( value, { force: ! visible } );
}

/**
 * Fills the core fields of the form serving an address: the country first.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 * @param serves   The address.
 * @param values   Values by core key.
 */
export async function fillAddress(
	checkout: ClassicPairCheckout,
	page: Page,
	serves: 'billing' | 'shipping',
	values: Record< string, string >
) {
	const { country, ...rest } = values;
	if ( country ) {
		await chooseIn(
			page.locator( `select[name="${ serves }_country"]` ),
			country
		);
		await settled( checkout, page );
	}
	for ( const [ key, value ] of Object.entries( rest ) ) {
		await named( page, `${ serves }_${ key }` ).fill( value );
	}
	await settled( checkout, page );
}

/**
 * Shows the order note's field (Kassa's waits behind "Add a note to your order").
 *
 * @param checkout The checkout.
 * @param page     Its page.
 */
export async function openOrderNote(
	checkout: ClassicPairCheckout,
	page: Page
) {
	if ( checkout.isKassa ) {
		await page.getByLabel( 'Add a note to your order' ).check();
	}
}

/**
 * Pays by cheque, accepts the terms where the checkout asks for a tick, and places the order.
 *
 * @param checkout The checkout.
 * @param page     Its page.
 */
export async function placeOrder( checkout: ClassicPairCheckout, page: Page ) {
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	if ( ! checkout.isKassa ) {
		await page.getByLabel( /I have read and agree/ ).check();
	}
	await settled( checkout, page );
	await page.getByRole( 'button', { name: /^Place order/i } ).click();
}

/**
 * The top of an element on the page.
 *
 * @param locator The element.
 * @return Its y.
 */
export async function top( locator: Locator ): Promise< number > {
	return ( await locator.boundingBox() )?.y ?? NaN;
}

/**
 * Whether one element comes before another in the page (in reading order).
 *
 * @param first  The one.
 * @param second The other.
 * @return Whether it does.
 */
export async function comesBefore( first: Locator, second: Locator ) {
	const other = await second.elementHandle();
	return first.evaluate(
		( element, next ) =>
			// A bit of the mask compareDocumentPosition() answers with.
			// eslint-disable-next-line no-bitwise
			( element.compareDocumentPosition( next! ) &
				Node.DOCUMENT_POSITION_FOLLOWING ) !==
			0,
		other
	);
}

/**
 * A new guest, in a browser context of its own (with the cookies given), with a beanie in the
 * cart, on a checkout.
 *
 * @param browser  The browser.
 * @param baseURL  The site.
 * @param checkout The checkout.
 * @param cookies  Cookies the guest comes with, by name.
 * @return The page and a function that closes its context.
 */
export async function guestAt(
	browser: Browser,
	baseURL: string | undefined,
	checkout: ClassicPairCheckout,
	cookies: Record< string, string > = {}
) {
	const context = await browser.newContext( {
		storageState: GUEST,
		baseURL,
	} );
	await context.addCookies(
		Object.entries( cookies ).map( ( [ name, value ] ) => ( {
			name,
			value,
			url: baseURL!,
		} ) )
	);
	const page = await context.newPage();
	await fillCart( new StoreApi( page.request ), [ [ 'Beanie' ] ] );
	await page.goto( checkout.path );
	await named( page, 'billing_first_name' ).waitFor();
	return { page, close: () => context.close() };
}
