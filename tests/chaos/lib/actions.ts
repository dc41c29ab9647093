/**
 * What a chaos shopper can do, each action with when it is possible, how it picks its
 * arguments from the journey's random numbers, how it is done in the browser, and (where the
 * server can show it) whether it took effect, so a failure that Kassa recovered from silently
 * is told apart from one it hid.
 */
import type { Locator, Page } from '@playwright/test';

import { unfoldDelivery } from '../../e2e/utils/cart';
import type { Random } from './random';
import type { ServerCart } from './server';
import {
	CALCULATOR_ADDRESSES,
	CARD,
	COUPONS,
	FIELD_VALUES,
	PAGES,
	PAYMENT_METHODS,
	PRODUCTS,
	UK_ADDRESS,
	type PageName,
} from './shop';

export type Args = Record< string, string | number | boolean >;

/** What an action sees of the journey so far. */
export interface ShopperState {
	page: Page;
	/** The page the shopper is on. */
	at: PageName;
	/** The cart as the server had it at the last check. */
	server: ServerCart;
	/** Whether the mini-cart's drawer is open. */
	drawerOpen: boolean;
	/** Whether back / forward lead anywhere. */
	canGoBack: boolean;
	canGoForward: boolean;
	/** Checkout fields the shopper typed (by element id) and what they hold now. */
	typed: Map< string, string >;
	/** The journey's e-mail addresses start with this. */
	emailPrefix: string;
	/** How many e-mail addresses the journey typed (each new one is unique). */
	emails: number;
}

export interface Action {
	name: string;
	weight: number;
	available: ( state: ShopperState ) => boolean;
	plan: ( state: ShopperState, random: Random ) => Args;
	run: ( state: ShopperState, args: Args ) => Promise< string | void >;
	/** Whether the server shows the action took effect (compared with the cart before it). */
	done?: (
		before: ServerCart,
		after: ServerCart,
		args: Args,
		note?: string
	) => boolean;
	/** The action places the order. */
	placesOrder?: boolean;
}

/** How long an action waits for an element: a held answer may keep a control disabled. */
export const ACT_TIMEOUT = 8_000;

const cartTable = ( page: Page ) =>
	page
		.locator( '.wp-block-kassa-cart' )
		.getByRole( 'table', { name: 'Products in cart' } );

/**
 * The mini-cart's drawer.
 *
 * @param page The page.
 * @return Its locator.
 */
export const drawerOf = ( page: Page ) =>
	page.getByRole( 'dialog', { name: /^Your cart/ } );

const drawer = drawerOf;

const lineRow = ( scope: Locator, name: string ) =>
	scope.getByRole( 'row' ).filter( {
		has: scope.page().getByRole( 'link', { name, exact: true } ),
	} );

const inCart = ( state: ShopperState ) => Object.keys( state.server.lines );

const hasMiniCart = ( state: ShopperState ) =>
	[ 'shop', 'miniCart', 'cart', 'checkout' ].includes( state.at );

const onCheckoutWithItems = ( state: ShopperState ) =>
	state.at === 'checkout' && ! state.drawerOpen && inCart( state ).length > 0;

// Editable lines (the quantity selector is hidden for items sold individually).
const editableLines = ( state: ShopperState ) =>
	inCart( state ).filter( ( name ) => name !== 'Sunglasses' );

async function click( locator: Locator, double = false ) {
	if ( double ) {
		await locator.dblclick( { timeout: ACT_TIMEOUT } );
	} else {
		await locator.click( { timeout: ACT_TIMEOUT } );
	}
}

async function goTo( page: Page, path: string ) {
	await page.goto( path, { waitUntil: 'commit' } );
}

function openCouponForm( scope: Locator ) {
	return scope
		.getByRole( 'button', { name: 'Add a coupon' } )
		.click( { timeout: ACT_TIMEOUT } );
}

/**
 * The checkout's address form that is on show: shipping, or billing when collecting.
 *
 * @param page The page.
 * @return 'shipping' or 'billing'.
 */
async function visibleAddressForm( page: Page ) {
	return ( await page.locator( '#shipping-address_1' ).isVisible() )
		? 'shipping'
		: 'billing';
}

/**
 * Types into a checkout field and records it as typed.
 *
 * @param state State.
 * @param id    The field's element id.
 * @param value What to type.
 */
async function typeInto( state: ShopperState, id: string, value: string ) {
	const field = state.page.locator( `[id="${ id }"]` );
	await field.fill( value, { timeout: ACT_TIMEOUT } );
	await field.blur();
	state.typed.set(
		id,
		id.endsWith( '-postcode' ) ? value.trimStart().toUpperCase() : value
	);
}

async function chooseCountry(
	state: ShopperState,
	form: string,
	country: string
) {
	const select = state.page.locator( `#${ form }-country` );
	// The country on show, which the shopper may never have chosen (the shop's default).
	const before = await select.inputValue( { timeout: ACT_TIMEOUT } );
	await select.selectOption( country, { timeout: ACT_TIMEOUT } );
	// SPEC §5: changing the country clears the state and the postcode.
	state.typed.set( `${ form }-country`, country );
	if ( before !== country ) {
		state.typed.set( `${ form }-postcode`, '' );
		state.typed.delete( `${ form }-state` );
	}
}

/** Actions that leave the page (a notice on it goes with it). */
export const LEAVES_PAGE = /^(goto\.|back$|forward$|reload$|cart\.proceed$)/;

const navigation: Action[] = (
	Object.entries( PAGES ) as Array< [ keyof typeof PAGES, string ] >
 ).map( ( [ name, path ] ) => ( {
	name: `goto.${ name }`,
	weight: name === 'miniCart' ? 1 : 3,
	available: ( state ) => state.at !== name,
	plan: () => ( {} ),
	run: ( state ) => goTo( state.page, path ),
} ) );

const history: Action[] = [
	{
		name: 'reload',
		weight: 3,
		available: () => true,
		plan: () => ( {} ),
		run: async ( { page } ) => {
			await page.reload( { waitUntil: 'commit' } );
		},
	},
	{
		name: 'back',
		weight: 2,
		available: ( state ) => state.canGoBack,
		plan: () => ( {} ),
		run: async ( { page } ) => {
			await page.goBack( { waitUntil: 'commit' } );
		},
	},
	{
		name: 'forward',
		weight: 1,
		available: ( state ) => state.canGoForward,
		plan: () => ( {} ),
		run: async ( { page } ) => {
			await page.goForward( { waitUntil: 'commit' } );
		},
	},
];

const shop: Action[] = [
	{
		name: 'shop.add',
		weight: 8,
		available: ( state ) => state.at === 'shop' && ! state.drawerOpen,
		plan: ( _state, random ) => ( {
			product: random.pick( PRODUCTS ),
			double: random.chance( 0.2 ),
		} ),
		run: ( { page }, { product, double } ) =>
			click(
				page.getByRole( 'button', {
					name: `Add to cart: “${ product }”`,
				} ),
				!! double
			),
		done: ( before, after, { product } ) =>
			( after.lines[ product as string ] ?? 0 ) >
			( before.lines[ product as string ] ?? 0 ),
	},
];

/**
 * Plus, minus and remove on the lines of a cart view: the cart page's table or the drawer's.
 *
 * @param view     The view's name (the actions' prefix).
 * @param scopeOf  The view on the page.
 * @param isOnShow Whether the shopper sees it.
 * @return The actions.
 */
function lineActions(
	view: 'cart' | 'drawer',
	scopeOf: ( page: Page ) => Locator,
	isOnShow: ( state: ShopperState ) => boolean
): Action[] {
	const increased: Action[ 'done' ] = ( before, after, { product } ) =>
		( after.lines[ product as string ] ?? 0 ) >
		( before.lines[ product as string ] ?? 0 );
	const quantityButton =
		( label: string ) =>
		( { page }: ShopperState, { product, clicks }: Args ) =>
			scopeOf( page )
				.getByRole( 'button', { name: `${ label } ${ product }` } )
				.click( {
					clickCount: Number( clicks ),
					timeout: ACT_TIMEOUT,
				} );
	return [
		{
			name: `${ view }.plus`,
			weight: 5,
			available: ( state ) =>
				isOnShow( state ) && editableLines( state ).length > 0,
			plan: ( state, random ) => ( {
				product: random.pick( editableLines( state ) ),
				clicks: random.int( 1, 4 ),
			} ),
			run: quantityButton( 'Increase quantity of' ),
			done: increased,
		},
		{
			name: `${ view }.minus`,
			weight: 3,
			available: ( state ) =>
				isOnShow( state ) && editableLines( state ).length > 0,
			plan: ( state, random ) => ( {
				product: random.pick( editableLines( state ) ),
				clicks: random.int( 1, 2 ),
			} ),
			run: quantityButton( 'Reduce quantity of' ),
		},
		{
			name: `${ view }.remove`,
			weight: 3,
			available: ( state ) =>
				isOnShow( state ) && inCart( state ).length > 0,
			plan: ( state, random ) => ( {
				product: random.pick( inCart( state ) ),
				double: random.chance( 0.2 ),
			} ),
			run: ( { page }, { product, double } ) =>
				click(
					lineRow( scopeOf( page ), product as string ).getByRole(
						'button',
						{ name: 'Remove item' }
					),
					!! double
				),
			done: ( _before, after, { product } ) =>
				! after.lines[ product as string ],
		},
	];
}

const miniCart: Action[] = [
	{
		name: 'drawer.open',
		weight: 3,
		available: ( state ) => hasMiniCart( state ) && ! state.drawerOpen,
		plan: () => ( {} ),
		run: async ( state ) => {
			await click(
				state.page.locator( '.kassa-mini-cart__button' ).first()
			);
			await drawer( state.page ).waitFor( { timeout: ACT_TIMEOUT } );
		},
	},
	{
		name: 'drawer.close',
		weight: 2,
		available: ( state ) => state.drawerOpen,
		plan: ( _state, random ) => ( { escape: random.chance( 0.5 ) } ),
		run: async ( { page }, { escape } ) => {
			if ( escape ) {
				await page.keyboard.press( 'Escape' );
			} else {
				await click(
					drawer( page ).getByRole( 'button', { name: 'Close' } )
				);
			}
		},
	},
];

const onCartPage = ( state: ShopperState ) =>
	state.at === 'cart' && ! state.drawerOpen;

const cart: Action[] = [
	...lineActions( 'cart', cartTable, onCartPage ),
	...lineActions( 'drawer', drawer, ( state ) => state.drawerOpen ),
	{
		name: 'cart.type-quantity',
		weight: 2,
		available: ( state ) =>
			onCartPage( state ) && editableLines( state ).length > 0,
		plan: ( state, random ) => ( {
			product: random.pick( editableLines( state ) ),
			quantity: random.pick( [ '1', '2', '3', '5', '0', '12', '' ] ),
		} ),
		run: async ( { page }, { product, quantity } ) => {
			const input = cartTable( page ).getByRole( 'spinbutton', {
				name: `Quantity of ${ product } in your cart.`,
			} );
			await input.fill( String( quantity ), { timeout: ACT_TIMEOUT } );
			await input.blur();
		},
	},
	{
		name: 'cart.proceed',
		weight: 2,
		available: ( state ) =>
			onCartPage( state ) && inCart( state ).length > 0,
		plan: () => ( {} ),
		run: ( { page } ) =>
			click( page.getByRole( 'link', { name: 'Proceed to Checkout' } ) ),
	},
	{
		name: 'cart.calculator',
		weight: 2,
		available: ( state ) =>
			onCartPage( state ) && state.server.needsShipping,
		plan: ( _state, random ) => ( {
			address: random.int( 0, CALCULATOR_ADDRESSES.length - 1 ),
		} ),
		run: async ( state, { address } ) => {
			const { page } = state;
			const values = CALCULATOR_ADDRESSES[ Number( address ) ];
			// The shopper's newer address replaces the one typed on the checkout: its country,
			// state, city and postcode are the calculator's once it is saved (chaos journey
			// 9015 on WooCommerce, where the checkout then rightly showed the calculator's).
			for ( const field of [ 'country', 'state', 'city', 'postcode' ] ) {
				state.typed.delete( `shipping-${ field }` );
			}
			// The address sits in the delivery panel, which the cart folds behind its heading.
			await unfoldDelivery( page );
			const toggle = page.locator( '.kassa-cart-shipping__toggle' );
			if (
				( await toggle.getAttribute( 'aria-expanded', {
					timeout: ACT_TIMEOUT,
				} ) ) !== 'true'
			) {
				await click( toggle );
			}
			const form = page.locator( '.kassa-shipping-calculator' );
			await form
				.getByLabel( 'Country/Region' )
				.selectOption( values.country, { timeout: ACT_TIMEOUT } );
			if ( 'state' in values ) {
				await form
					.locator( '#kassa-shipping-calculator-state' )
					.selectOption( values.state, { timeout: ACT_TIMEOUT } );
			}
			await form
				.locator( '#kassa-shipping-calculator-city' )
				.fill( values.city, { timeout: ACT_TIMEOUT } );
			await form
				.locator( '#kassa-shipping-calculator-postcode' )
				.fill( values.postcode, { timeout: ACT_TIMEOUT } );
			await click(
				form.getByRole( 'button', { name: 'Check delivery options' } )
			);
		},
	},
];

const couponScope = ( state: ShopperState ) =>
	state.page.locator(
		state.at === 'cart'
			? '.wp-block-kassa-cart'
			: '.wp-block-kassa-checkout'
	);

const coupons: Action[] = [
	{
		name: 'coupon.apply',
		weight: 3,
		available: ( state ) =>
			( state.at === 'cart' || state.at === 'checkout' ) &&
			! state.drawerOpen &&
			inCart( state ).length > 0,
		plan: ( _state, random ) => ( {
			code: random.chance( 0.6 )
				? random.pick( COUPONS.valid )
				: random.pick( COUPONS.invalid ),
		} ),
		run: async ( state, { code } ) => {
			const scope = couponScope( state );
			const input = scope.getByLabel( 'Enter code' );
			if ( ! ( await input.isVisible() ) ) {
				await openCouponForm( scope );
			}
			await input.fill( String( code ), { timeout: ACT_TIMEOUT } );
			await click( scope.getByRole( 'button', { name: 'Apply' } ) );
		},
		done: ( _before, after, { code } ) =>
			! ( COUPONS.valid as readonly string[] ).includes(
				code as string
			) || after.coupons.includes( code as string ),
	},
	{
		name: 'coupon.remove',
		weight: 2,
		available: ( state ) =>
			( state.at === 'cart' || state.at === 'checkout' ) &&
			! state.drawerOpen &&
			state.server.coupons.length > 0,
		plan: ( state, random ) => ( {
			code: random.pick( state.server.coupons ),
		} ),
		run: ( state, { code } ) =>
			click(
				couponScope( state ).getByRole( 'button', {
					name: `Remove coupon "${ code }"`,
				} )
			),
		done: ( _before, after, { code } ) =>
			! after.coupons.includes( code as string ),
	},
];

const shipping: Action[] = [
	{
		name: 'shipping.rate',
		weight: 3,
		available: ( state ) =>
			( state.at === 'cart' || state.at === 'checkout' ) &&
			! state.drawerOpen &&
			state.server.needsShipping,
		plan: ( _state, random ) => ( { nth: random.int( 0, 5 ) } ),
		run: async ( { page }, { nth } ) => {
			const rates = page
				.getByRole( 'group', { name: 'Shipping options' } )
				.getByRole( 'radio' );
			const count = await rates.count();
			if ( count === 0 ) {
				return 'no rates on show';
			}
			const rate = rates.nth( Number( nth ) % count );
			await rate.check( { timeout: ACT_TIMEOUT } );
			return `chose ${ await rate.getAttribute( 'value' ) }`;
		},
	},
	{
		name: 'checkout.delivery',
		weight: 2,
		available: ( state ) =>
			onCheckoutWithItems( state ) && state.server.needsShipping,
		plan: ( _state, random ) => ( { pickup: random.chance( 0.5 ) } ),
		run: async ( { page }, { pickup } ) => {
			const radio = page.getByRole( 'radio', {
				name: pickup ? 'Pickup' : 'Ship',
				exact: true,
			} );
			if ( ! ( await radio.isVisible() ) ) {
				return 'no delivery choice on show';
			}
			await radio.check( { timeout: ACT_TIMEOUT } );
		},
	},
];

const checkout: Action[] = [
	{
		name: 'checkout.email',
		weight: 3,
		available: onCheckoutWithItems,
		plan: ( _state, random ) => ( {
			kind: random.weighted( [
				[ 'new', 5 ],
				[ 'invalid', 1 ],
				[ 'clear', 1 ],
			] as const ),
		} ),
		run: async ( state, { kind } ) => {
			let value = '';
			if ( kind === 'new' ) {
				state.emails += 1;
				value = `${ state.emailPrefix }-${ state.emails }@example.com`;
			} else if ( kind === 'invalid' ) {
				value = 'not-an-email';
			}
			await typeInto( state, 'contact-email', value );
			return value;
		},
		done: ( _before, after, _args, note ) =>
			after.billingAddress.email === note,
	},
	{
		name: 'checkout.field',
		weight: 5,
		available: onCheckoutWithItems,
		plan: ( _state, random ) => {
			const field = random.pick( Object.keys( FIELD_VALUES ) );
			return {
				field,
				value: random.chance( 0.15 )
					? ''
					: random.pick( FIELD_VALUES[ field ] ),
			};
		},
		run: async ( state, { field, value } ) => {
			const form = await visibleAddressForm( state.page );
			await typeInto( state, `${ form }-${ field }`, String( value ) );
		},
		done: ( _before, after, { field, value } ) =>
			[ after.shippingAddress, after.billingAddress ].some(
				( address ) => address[ field as string ] === value
			),
	},
	{
		name: 'checkout.country',
		weight: 1,
		available: onCheckoutWithItems,
		plan: ( _state, random ) => ( {
			country: random.pick( [ 'GB', 'GB', 'IE', 'FR' ] ),
		} ),
		run: async ( state, { country } ) =>
			chooseCountry(
				state,
				await visibleAddressForm( state.page ),
				String( country )
			),
	},
	{
		name: 'checkout.fill-all',
		weight: 4,
		available: onCheckoutWithItems,
		plan: () => ( {} ),
		run: async ( state ) => {
			const form = await visibleAddressForm( state.page );
			state.emails += 1;
			await typeInto(
				state,
				'contact-email',
				`${ state.emailPrefix }-${ state.emails }@example.com`
			);
			await chooseCountry( state, form, 'GB' );
			for ( const [ key, value ] of Object.entries( UK_ADDRESS ) ) {
				await typeInto( state, `${ form }-${ key }`, value );
			}
		},
		done: ( _before, after ) =>
			after.billingAddress.postcode === UK_ADDRESS.postcode,
	},
	{
		name: 'checkout.payment',
		weight: 3,
		available: onCheckoutWithItems,
		plan: ( _state, random ) => ( {
			method: random.pick( PAYMENT_METHODS ),
			declined: random.chance( 0.2 ),
		} ),
		run: async ( { page }, { method, declined } ) => {
			const radio = page.getByRole( 'radio', {
				name: String( method ),
				exact: true,
			} );
			await radio.check( { timeout: ACT_TIMEOUT } );
			if ( method === 'Credit / debit card (test)' ) {
				await page
					.getByLabel( 'Card number' )
					.fill( declined ? CARD.declined : CARD.pays, {
						timeout: ACT_TIMEOUT,
					} );
				await page
					.getByLabel( 'Expiry date (MM / YY)' )
					.fill( CARD.expiry );
				await page.getByLabel( 'Security code' ).fill( CARD.cvc );
			}
		},
	},
	{
		name: 'checkout.place-order',
		weight: 4,
		placesOrder: true,
		available: onCheckoutWithItems,
		plan: ( _state, random ) => ( { double: random.chance( 0.25 ) } ),
		run: ( { page }, { double } ) =>
			click(
				page.locator( '.kassa-checkout-actions__place-order' ),
				!! double
			),
	},
];

/** Every action a shopper may take. */
export const ACTIONS: Action[] = [
	...navigation,
	...history,
	...shop,
	...miniCart,
	...cart,
	...coupons,
	...shipping,
	...checkout,
];

/**
 * The action with this name.
 *
 * @param name Its name.
 * @return The action.
 */
export function actionNamed( name: string ): Action {
	const action = ACTIONS.find( ( a ) => a.name === name );
	if ( ! action ) {
		throw new Error( `No chaos action named ${ name }.` );
	}
	return action;
}
