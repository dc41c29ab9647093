import type { Shopper } from './driver';
import {
	CART,
	CHECKOUT,
	DRAWER,
	MINI_CART_BUTTON,
	PLACE_ORDER,
	UK_ADDRESS,
	button,
	cartLines,
	choose,
	enterCard,
	expectOrderReceived,
	fillAddress,
	fillCart,
	increaseButton,
	lineOf,
	logIn,
	openCart,
	openCheckout,
	paymentMethod,
	quantityField,
	unfoldDelivery,
} from './steps';

/** The shop page's add-to-cart button of the beanie. */
const ADD_BEANIE = '[aria-label="Add to cart: “Beanie”"]';

/** A shopper's journey, the same for every driver. */
export interface Journey {
	title: string;
	/** Walks the journey, expecting as it goes. */
	walk: ( shopper: Shopper ) => Promise< void >;
}

/**
 * The core shopper journeys every engine runs: Playwright runs them in Firefox
 * (tests/journeys/playwright.spec.ts, bin/test firefox), WebdriverIO in WebKitGTK
 * (tests/journeys/webkit.spec.ts, bin/test webkit). Each starts as a new guest with an empty
 * cart; the e2e specs cover each journey's details in Chromium.
 */
export const JOURNEYS: Journey[] = [
	{
		title: 'adds from the shop: the button, the mini-cart and the cart show it',
		async walk( shopper ) {
			await shopper.driver.goto( '/shop/' );
			await shopper.driver.click( ADD_BEANIE );
			await shopper.expectText( ADD_BEANIE, '1 in cart' );
			await shopper.expectVisible(
				`${ MINI_CART_BUTTON }[aria-label^="1 item in cart"]`
			);
			await openCart( shopper );
			await shopper.expectValue( quantityField( 'Beanie' ), '1' );
		},
	},
	{
		title: 'changes quantities by button and by typing, removes lines, empties the cart',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ], [ 'Cap' ] ] );
			await openCart( shopper );
			await shopper.driver.click( increaseButton( 'Beanie' ) );
			await shopper.expectValue( quantityField( 'Beanie' ), '2' );
			// As a shopper reads the new total before typing: the field is locked while it saves.
			await shopper.until(
				'the server to hold 2 beanies',
				() => cartLines( shopper ),
				( lines ) => lines.includes( 'Beanie 2' )
			);
			await shopper.driver.type( quantityField( 'Beanie' ), '3' );
			await shopper.driver.press( 'Tab' );
			await shopper.expectValue( quantityField( 'Beanie' ), '3' );
			// Saved: the cart page shows it again after a reload.
			await shopper.until(
				'the server to hold 3 beanies',
				() => cartLines( shopper ),
				( lines ) => lines.includes( 'Beanie 3' )
			);
			await openCart( shopper );
			await shopper.expectValue( quantityField( 'Beanie' ), '3' );
			await shopper.driver.click(
				`${ lineOf( 'Beanie' ) }//button[contains(@class,'kassa-cart-line-item__remove')]`
			);
			await shopper.expectCount( lineOf( 'Beanie' ), 0 );
			await shopper.driver.click(
				`${ lineOf( 'Cap' ) }//button[contains(@class,'kassa-cart-line-item__remove')]`
			);
			await shopper.expectText( CART, 'Your cart is currently empty!' );
		},
	},
	{
		title: 'changes a quantity and removes a line in the mini-cart drawer, closes it with Escape',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ], [ 'Cap' ] ] );
			await shopper.driver.goto( '/shop/' );
			await shopper.driver.click( MINI_CART_BUTTON );
			await shopper.expectVisible( DRAWER );
			await shopper.driver.click( increaseButton( 'Beanie', DRAWER ) );
			await shopper.expectValue( quantityField( 'Beanie', DRAWER ), '2' );
			await shopper.driver.click(
				`//*[contains(@class,'kassa-drawer--is-open')]${ lineOf(
					'Cap'
				) }//button[contains(@class,'kassa-cart-line-item__remove')]`
			);
			await shopper.expectCount(
				`//*[contains(@class,'kassa-drawer--is-open')]${ lineOf(
					'Cap'
				) }`,
				0
			);
			await shopper.driver.press( 'Escape' );
			await shopper.expectCount( DRAWER, 0 );
			await shopper.until(
				'the focus back on the mini-cart button',
				() => shopper.hasFocus( MINI_CART_BUTTON ),
				Boolean
			);
			await shopper.expectVisible(
				`${ MINI_CART_BUTTON }[aria-label^="2 items in cart"]`
			);
		},
	},
	{
		title: 'back from the cart, the shop page shows the cart as changed there',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await shopper.driver.goto( '/shop/' );
			await shopper.expectVisible(
				`${ MINI_CART_BUTTON }[aria-label^="1 item in cart"]`
			);
			await openCart( shopper );
			await shopper.driver.click( increaseButton( 'Beanie' ) );
			await shopper.until(
				'the server to hold 2 beanies',
				() => cartLines( shopper ),
				( lines ) => lines.includes( 'Beanie 2' )
			);
			// Restored from the back/forward cache where the engine keeps one, or loaded again.
			await shopper.driver.back();
			await shopper.expectVisible( ADD_BEANIE );
			await shopper.expectVisible(
				`${ MINI_CART_BUTTON }[aria-label^="2 items in cart"]`
			);
		},
	},
	{
		title: 'refuses an unknown coupon, applies one and removes it',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await openCart( shopper );
			await shopper.driver.click( button( 'Add a coupon' ) );
			await shopper.driver.type(
				'.kassa-coupon-form__input',
				'nosuchcoupon'
			);
			await shopper.driver.click( button( 'Apply' ) );
			await shopper.expectText( '.kassa-coupon-form__error', /\S/ );
			await shopper.expectValue(
				'.kassa-coupon-form__input',
				'nosuchcoupon'
			);
			await shopper.driver.type( '.kassa-coupon-form__input', 'save10' );
			await shopper.driver.click( button( 'Apply' ) );
			await shopper.expectText(
				'body',
				'Coupon code "save10" has been applied to your cart.'
			);
			await shopper.expectText(
				'.kassa-totals-footer__discount',
				// Its rendered text: the theme may show codes in capitals.
				/save10/i
			);
			await shopper.driver.click(
				'[aria-label="Remove coupon \\"save10\\""]'
			);
			await shopper.expectText(
				'body',
				'Coupon code "save10" has been removed from your cart.'
			);
		},
	},
	{
		title: 'checks delivery options for an address in the calculator, refuses a bad postcode',
		async walk( shopper ) {
			const form = '#kassa-shipping-calculator';
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await openCart( shopper );
			await unfoldDelivery( shopper );
			await shopper.driver.click( '.kassa-cart-shipping__toggle' );
			await shopper.driver.select( `${ form }-country`, 'US' );
			await shopper.driver.select( `${ form }-state`, 'CA' );
			await shopper.driver.type( `${ form }-city`, 'Los Angeles' );
			await shopper.driver.type( `${ form }-postcode`, '90210' );
			await shopper.driver.click( button( 'Check delivery options' ) );
			await shopper.expectText(
				'.kassa-shipping-address-summary',
				'Los Angeles'
			);
			await shopper.driver.click( button( 'Change address' ) );
			await shopper.driver.select( `${ form }-country`, 'GB' );
			await shopper.driver.type( `${ form }-city`, 'London' );
			await shopper.driver.type( `${ form }-postcode`, 'NOT A CODE' );
			await shopper.driver.click( button( 'Check delivery options' ) );
			await shopper.expectText( CART, 'Please enter a valid postcode' );
		},
	},
	{
		title: 'pays by card as a guest after a declined card, keeping what was typed',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await openCheckout( shopper );
			await shopper.driver.type( '#contact-email', 'card@example.com' );
			await fillAddress( shopper, 'shipping' );
			await choose( shopper, paymentMethod( 'kassa_test_card' ) );
			await enterCard( shopper, '4000 0000 0000 0002' );
			await shopper.expectText( PLACE_ORDER, 'Pay now' );
			await shopper.driver.click( PLACE_ORDER );
			await shopper.expectText( CHECKOUT, 'Your card was declined.' );
			await shopper.expectValue( '#contact-email', 'card@example.com' );
			await shopper.expectValue(
				'#shipping-address_1',
				UK_ADDRESS.address_1
			);
			await enterCard( shopper, '4242 4242 4242 4242' );
			await shopper.driver.click( PLACE_ORDER );
			await expectOrderReceived( shopper );
		},
	},
	{
		title: 'collects from a pickup location, with a billing address',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await openCheckout( shopper );
			await choose( shopper, '#kassa-delivery-pickup' );
			await shopper.expectCount( '#shipping-address_1', 0 );
			await shopper.driver.click(
				"//label[.//input[@name='kassa-pickup-location'] and contains(., 'Kassa Manchester')]"
			);
			await shopper.expectText(
				CHECKOUT,
				'3 Tib Street, Manchester, M4 1LG'
			);
			await shopper.driver.type( '#contact-email', 'pickup@example.com' );
			await fillAddress( shopper, 'billing' );
			await choose( shopper, paymentMethod( 'cheque' ) );
			await shopper.driver.click( PLACE_ORDER );
			await expectOrderReceived( shopper );
		},
	},
	{
		title: 'a returning customer logs in and pays with the saved card, details prefilled',
		async walk( shopper ) {
			await logIn( shopper );
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await openCheckout( shopper );
			await shopper.expectValue(
				'#contact-email',
				'customer@example.com'
			);
			await shopper.expectText( CHECKOUT, '1 Example Street' );
			await shopper.until(
				'the saved card to be chosen',
				() =>
					shopper.driver.run(
						() =>
							(
								document.querySelector(
									'input[name="kassa-payment-method"]:checked'
								) as HTMLInputElement | null
							 )?.value ?? ''
					),
				( value ) => value.startsWith( 'token-' )
			);
			await shopper.driver.click( PLACE_ORDER );
			await expectOrderReceived( shopper );
		},
	},
	{
		title: 'reloading mid-checkout keeps what was typed',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await openCheckout( shopper );
			await shopper.driver.type( '#contact-email', 'reload@example.com' );
			await fillAddress( shopper, 'shipping' );
			// The last field typed reaches the server (debounced) with everything before it.
			await shopper.until(
				'the address to be saved',
				() =>
					shopper.driver.run( async () => {
						const cart = await (
							await fetch( '/wp-json/wc/store/v1/cart' )
						).json();
						return cart.shipping_address.postcode;
					} ),
				( postcode ) => postcode === UK_ADDRESS.postcode
			);
			await shopper.driver.reload();
			await shopper.expectValue( '#contact-email', 'reload@example.com' );
			await shopper.expectText( CHECKOUT, UK_ADDRESS.address_1 );
		},
	},
	{
		title: 'places the order from the keyboard',
		async walk( shopper ) {
			await fillCart( shopper, [ [ 'Beanie' ] ] );
			await openCheckout( shopper );
			await shopper.driver.type( '#contact-email', 'keys@example.com' );
			await fillAddress( shopper, 'shipping' );
			await choose( shopper, paymentMethod( 'cheque' ) );
			await shopper.tabTo( PLACE_ORDER );
			await shopper.driver.press( 'Enter' );
			await expectOrderReceived( shopper );
		},
	},
];
