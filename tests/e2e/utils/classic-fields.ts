/**
 * The fields of WooCommerce's classic checkout (the oracle) and Kassa's, for the specs of
 * plugins that filter them (CLASSIC_AND_KASSA, tests/e2e/utils/classic-checkouts.ts): both name
 * their inputs as the classic form does (`billing_first_name`, `shipping_country`,
 * `order_comments`), so a step reaches a field by its name on either.
 */
import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import { orderMeta } from './both-checkouts';
import type { ClassicCheckoutUnderTest } from './classic-checkouts';
import { expect } from './fixtures';
import { expectOrderReceived } from './orders';

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
	checkout: ClassicCheckoutUnderTest,
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
	checkout: ClassicCheckoutUnderTest,
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
export async function settled(
	checkout: ClassicCheckoutUnderTest,
	page: Page
) {
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
	checkout: ClassicCheckoutUnderTest,
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
	checkout: ClassicCheckoutUnderTest,
	page: Page
) {
	if ( checkout.isKassa ) {
		await page.getByLabel( 'Add a note to your order' ).check();
	}
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
 * Pays by cheque and places the order (accepting the terms where the checkout asks).
 *
 * @param checkout The checkout.
 * @param page     Its page.
 */
export async function placeOrderByCheque(
	checkout: ClassicCheckoutUnderTest,
	page: Page
) {
	await checkout.choosePayment( page, 'Check payments' );
	await checkout.placeOrder( page );
}

/**
 * Pays by cheque, places the order, and reads what it holds once the shopper lands on the
 * order-received page.
 *
 * @param checkout     The checkout.
 * @param page         Its page.
 * @param requestUtils The admin's REST client.
 * @return The order's meta and addresses.
 */
export async function placedOrder(
	checkout: ClassicCheckoutUnderTest,
	page: Page,
	requestUtils: RequestUtils
) {
	await placeOrderByCheque( checkout, page );
	return orderMeta( requestUtils, await expectOrderReceived( page ) );
}

/**
 * Expects a field marked invalid, described by its error (as WooCommerce's classic checkout shows
 * a refusal naming the field).
 *
 * @param field   The field.
 * @param message The error.
 */
export async function expectFieldError( field: Locator, message: string ) {
	await expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( field ).toHaveAccessibleDescription( message );
}

/**
 * Gives the shopper cookies and loads the checkout again with them.
 *
 * @param page    The shopper's page, on a checkout.
 * @param cookies Cookies by name.
 */
export async function comeBackWith(
	page: Page,
	cookies: Record< string, string >
) {
	await page.context().addCookies(
		Object.entries( cookies ).map( ( [ name, value ] ) => ( {
			name,
			value,
			url: page.url(),
		} ) )
	);
	await page.reload();
}
