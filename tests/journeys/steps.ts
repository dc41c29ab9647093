import { UK_ADDRESS } from '../chaos/lib/shop';
import { withText, type Shopper } from './driver';

/**
 * The steps the journeys are made of, on Kassa's pages of the demo shop, for any driver:
 * selectors a shopper's browser can find (CSS, or XPath for text), no driver's own locators.
 */

/** A UK address the demo shop ships to, by field (the id's suffix), as the chaos shopper's. */
export { UK_ADDRESS };

export const CART = '.wp-block-kassa-cart';
export const CHECKOUT = '.kassa-checkout';
export const PLACE_ORDER = '.kassa-checkout-actions__place-order';
export const MINI_CART_BUTTON = '.kassa-mini-cart__button';
export const DRAWER = '.kassa-drawer--is-open';
export const ORDER_RECEIVED = /\/order-received\/\d+\/?\?key=wc_order_\w+/;

/**
 * A line's quantity field.
 *
 * @param name   The product's name.
 * @param within CSS of the part of the page holding the line ('' for the page).
 * @return Its selector.
 */
export const quantityField = ( name: string, within = '' ) =>
	`${ within } [aria-label="Quantity of ${ name } in your cart."]`.trim();

/**
 * A line's plus button.
 *
 * @param name   The product's name.
 * @param within CSS of the part of the page holding the line.
 * @return Its selector.
 */
export const increaseButton = ( name: string, within = '' ) =>
	`${ within } [aria-label="Increase quantity of ${ name }"]`.trim();

/**
 * A line (a table row naming the product in its link).
 *
 * @param name The product's name.
 * @return Its XPath.
 */
export const lineOf = ( name: string ) =>
	`//tr[.//a[normalize-space(.)='${ name }']]`;

/**
 * A button by its text.
 *
 * @param text The text.
 * @return Its XPath.
 */
export const button = ( text: string ) => withText( 'button', text );

/**
 * Empties the shopper's cart and puts products in it through the page's own cart store, on the
 * cart page (the store's requests carry the shopper's nonces, logged in or not). Not on the
 * checkout: WooCommerce redirects a customer's checkout with an empty cart to the cart, a
 * redirect Firefox over BiDi reported as a second navigation interrupting the first.
 *
 * @param shopper The shopper.
 * @param lines   Product names and quantities.
 */
export async function fillCart(
	shopper: Shopper,
	lines: Array< [ string, number? ] >
) {
	await shopper.driver.goto( '/cart/' );
	await shopper.until(
		"the cart page's cart store",
		() =>
			shopper.driver.run(
				() => !! ( window as any ).wp?.data?.select( 'kassa/cart' )
			),
		Boolean
	);
	const failed = await shopper.driver.run(
		async ( wanted: Array< [ string, number? ] > ) => {
			const { dispatch, select } = ( window as any ).wp.data;
			// The cart as the server has it now: a customer's saved cart joins it at login.
			await dispatch( 'kassa/cart' ).refreshCartData();
			for ( const item of select( 'kassa/cart' ).getCartItems() ) {
				await dispatch( 'kassa/cart' ).removeItemFromCart( item.key );
			}
			const products = await (
				await fetch( '/wp-json/wc/store/v1/products?per_page=100', {
					credentials: 'omit',
				} )
			).json();
			for ( const [ name, quantity = 1 ] of wanted ) {
				const product = products.find(
					( p: { name: string } ) => p.name === name
				);
				if (
					! product ||
					! ( await dispatch( 'kassa/cart' ).addItemToCart(
						product.id,
						quantity
					) )
				) {
					return name;
				}
			}
			// Nothing else in it, each line as wanted.
			const held = select( 'kassa/cart' )
				.getCartItems()
				.map(
					( item: { name: string; quantity: number } ) =>
						`${ item.name } ${ item.quantity }`
				);
			const expected = wanted.map(
				( [ name, quantity = 1 ] ) => `${ name } ${ quantity }`
			);
			return held.sort().join( ', ' ) === expected.sort().join( ', ' )
				? ''
				: `the cart holds ${ held.join( ', ' ) }`;
		},
		lines
	);
	if ( failed ) {
		throw new Error( `Could not fill the cart: ${ failed }.` );
	}
}

/**
 * The shopper's cart as the server has it, one `name quantity` a line (a guest's: the request
 * carries no REST nonce).
 *
 * @param shopper The shopper.
 * @return The lines.
 */
export function cartLines( shopper: Shopper ) {
	return shopper.driver.run( async () => {
		const cart = await (
			await fetch( '/wp-json/wc/store/v1/cart' )
		).json();
		return cart.items.map(
			( item: { name: string; quantity: number } ) =>
				`${ item.name } ${ item.quantity }`
		) as string[];
	} );
}

/**
 * Opens the cart page and waits for its lines.
 *
 * @param shopper The shopper.
 */
export async function openCart( shopper: Shopper ) {
	await shopper.driver.goto( '/cart/' );
	await shopper.expectVisible( `${ CART } table` );
}

/**
 * Opens the cart's delivery panel when it is folded behind its heading (as it is at every
 * width, its options and the address with them); an open panel is left as it is.
 *
 * @param shopper The shopper.
 */
export async function unfoldDelivery( shopper: Shopper ) {
	const folded = '.kassa-cart-shipping__fold[aria-expanded="false"]';
	if ( await shopper.driver.count( folded ) ) {
		await shopper.driver.click( folded );
	}
}

/**
 * Opens the checkout and waits until it can be placed.
 *
 * @param shopper The shopper.
 */
export async function openCheckout( shopper: Shopper ) {
	await shopper.driver.goto( '/checkout/' );
	await shopper.expectVisible( PLACE_ORDER );
}

/**
 * Fills the checkout's shipping or billing address with a UK address, key by key.
 *
 * @param shopper The shopper.
 * @param type    Which address.
 */
export async function fillAddress(
	shopper: Shopper,
	type: 'shipping' | 'billing'
) {
	await shopper.driver.select( `#${ type }-country`, 'GB' );
	for ( const [ key, value ] of Object.entries( UK_ADDRESS ) ) {
		await shopper.driver.type( `[id="${ type }-${ key }"]`, value );
	}
	// Leave the last field, as a shopper does.
	await shopper.driver.press( 'Tab' );
}

/**
 * Checks a radio button by clicking its label, as a shopper does (custom-drawn radios hide the
 * input itself), and waits until it is checked.
 *
 * @param shopper The shopper.
 * @param radio   CSS of the radio input (it has an id its label points at).
 */
export async function choose( shopper: Shopper, radio: string ) {
	const id = await shopper.driver.run(
		( css: string ) => document.querySelector( css )?.id ?? '',
		radio
	);
	if ( ! id ) {
		throw new Error( `No radio ${ radio } with an id.` );
	}
	await shopper.driver.click( `label[for="${ id }"]` );
	await shopper.until(
		`${ radio } to be checked`,
		() =>
			shopper.driver.run(
				( css: string ) =>
					!! ( document.querySelector( css ) as HTMLInputElement )
						?.checked,
				radio
			),
		Boolean
	);
}

/**
 * Types a card into the test gateway's fields.
 *
 * @param shopper The shopper.
 * @param number  The card's number.
 */
export async function enterCard( shopper: Shopper, number: string ) {
	await shopper.driver.type( '#kassa-test-card-number', number );
	await shopper.driver.type( '#kassa-test-card-expiry', '12 / 35' );
	await shopper.driver.type( '#kassa-test-card-cvc', '123' );
}

/**
 * Waits for the order-received page.
 *
 * @param shopper The shopper.
 */
export async function expectOrderReceived( shopper: Shopper ) {
	await shopper.expectUrl( ORDER_RECEIVED );
}

/**
 * Logs a user in through WordPress's login form.
 *
 * @param shopper  The shopper.
 * @param username The user.
 * @param password The password.
 */
export async function logIn(
	shopper: Shopper,
	username = 'customer',
	password = 'password'
) {
	await shopper.driver.goto( '/wp-login.php' );
	await shopper.driver.type( '#user_login', username );
	await shopper.driver.type( '#user_pass', password );
	await shopper.driver.click( '#wp-submit' );
	// Done once the login's redirects (through wp-admin to the account page) have ended and that
	// page has loaded: a navigation started before then is one Firefox over BiDi reports as
	// interrupted by the redirects.
	await shopper.until(
		'the login to be done',
		async () => ( {
			url: await shopper.driver.url(),
			readyState: await shopper.driver.run( () => document.readyState ),
		} ),
		( { url, readyState } ) =>
			! /wp-login\.php|\/wp-admin\//.test( url ) &&
			readyState === 'complete'
	);
}

/**
 * A payment method's radio.
 *
 * @param gateway The gateway's id.
 * @return Its CSS.
 */
export const paymentMethod = ( gateway: string ) =>
	`input[name="kassa-payment-method"][value="${ gateway }"]`;
