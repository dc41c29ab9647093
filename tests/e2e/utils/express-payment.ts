import type { Locator, Page } from '@playwright/test';

import type { BlockSettingsEditor, Shopper } from './block-settings';
import { expect } from './fixtures';

/** The test express method's button text. */
export const TEST_EXPRESS_BUTTON = 'Test Express Pay';

/**
 * Gives a page an express payment method of its own (the seeded shops have none), as a gateway's
 * script would register it: with Kassa's registry, the moment that script has run. Its button
 * takes the size Kassa tells it (`buttonAttributes`) and otherwise keeps its own style (40 px
 * high, round ends), and shows what it was told in `data-button-attributes`. Applies to the
 * page's next loads.
 *
 * @param page The shopper's or the admin's page.
 */
export async function addTestExpressMethod( page: Page ) {
	await page.addInitScript( ( label: string ) => {
		type Registry = {
			registerExpressPaymentMethod: ( options: object ) => void;
		};
		type Win = Window & {
			kassa?: Record< string, unknown >;
			wp: { element: { createElement: Function } };
		};
		const win = window as unknown as Win;
		if ( win.kassa ) {
			return;
		}
		const register = ( registry: Registry ) => {
			const el = win.wp.element.createElement;
			const Button = ( {
				buttonAttributes: size,
			}: {
				buttonAttributes?: { height: number; borderRadius: number };
			} ) =>
				el(
					'button',
					{
						type: 'button',
						className: 'kassa-test-express',
						'data-button-attributes': JSON.stringify(
							size ?? null
						),
						style: size
							? {
									height: `${ size.height }px`,
									borderRadius: `${ size.borderRadius }px`,
								}
							: { height: '40px', borderRadius: '20px' },
					},
					label
				);
			registry.registerExpressPaymentMethod( {
				name: 'kassa_test_express',
				title: 'Test Express',
				content: el( Button ),
				edit: el( Button ),
				canMakePayment: () => true,
				paymentMethodId: 'kassa_test_express',
				supports: { features: [ 'products' ] },
			} );
		};
		// Kassa's scripts add themselves to window.kassa: catch the registry as it arrives.
		let registry: Registry | undefined;
		const kassa = {};
		Object.defineProperty( kassa, 'paymentRegistry', {
			enumerable: true,
			get: () => registry,
			set: ( value: Registry ) => {
				registry = value;
				register( value );
			},
		} );
		win.kassa = kassa;
	}, TEST_EXPRESS_BUTTON );
}

/** The express button style an admin sets: one height and radius for all, or none. */
type ButtonStyle = { height: number; radius: number } | null;

/**
 * Sets an express payment block's button style in the inspector: the same style for every
 * express button with this height and radius, or (null) each method's own.
 *
 * @param blockEditor The editor.
 * @param name        'kassa/cart-express-payment' or 'kassa/checkout-express-payment'.
 * @param style       The style, or null.
 */
export async function setExpressButtonStyle(
	blockEditor: BlockSettingsEditor,
	name: string,
	style: ButtonStyle
) {
	const sidebar = await blockEditor.select( name );
	const same = sidebar.getByRole( 'checkbox', {
		name: 'Use the same style for every express button',
	} );
	const height = sidebar.getByRole( 'spinbutton', { name: 'Button height' } );
	if ( ! style ) {
		await same.uncheck();
		await expect( height ).toHaveCount( 0 );
		return;
	}
	await same.check();
	await height.fill( String( style.height ) );
	await sidebar
		.getByRole( 'spinbutton', { name: 'Button corner radius' } )
		.fill( String( style.radius ) );
}

/**
 * Checks the test express button in a region: the style Kassa gave it (and its list item), or
 * its own.
 *
 * @param region Where the express area is (the editor's block, the shopper's page).
 * @param style  The style set, or null for the method's own.
 */
export async function expectExpressButtonStyle(
	region: Locator,
	style: ButtonStyle
) {
	const button = region.getByRole( 'button', { name: TEST_EXPRESS_BUTTON } );
	const item = region.locator( '.kassa-express-payment-area__button' );
	await expect( button ).toHaveAttribute(
		'data-button-attributes',
		JSON.stringify(
			style && { height: style.height, borderRadius: style.radius }
		)
	);
	await expect( button ).toHaveCSS( 'height', `${ style?.height ?? 40 }px` );
	await expect( item ).toHaveCSS(
		'border-radius',
		`${ style?.radius ?? 0 }px`
	);
}

/**
 * The express button style from the editor to the shop, both ways: the admin sets one style for
 * every button (the editor's preview and the shopper's buttons take it), then lets each button
 * keep its own (neither does). The test express method is added to both pages first.
 *
 * @param blockEditor The editor, open on a cart or a checkout.
 * @param shopper     The shopper.
 * @param name        'kassa/cart-express-payment' or 'kassa/checkout-express-payment'.
 * @param style       The style to set.
 */
export async function expectExpressStyleFromEditorToShop(
	blockEditor: BlockSettingsEditor,
	shopper: Shopper,
	name: string,
	style: NonNullable< ButtonStyle >
) {
	await addTestExpressMethod( blockEditor.page );
	await addTestExpressMethod( shopper.page );
	await blockEditor.page.reload();
	await blockEditor.block( name ).waitFor();
	const shop = shopper.page.locator( 'body' );

	await setExpressButtonStyle( blockEditor, name, style );
	await expectExpressButtonStyle( blockEditor.block( name ), style );
	await blockEditor.save();
	await shopper.open();
	await expectExpressButtonStyle( shop, style );

	await setExpressButtonStyle( blockEditor, name, null );
	await expectExpressButtonStyle( blockEditor.block( name ), null );
	await blockEditor.save();
	await shopper.reload();
	await expectExpressButtonStyle( shop, null );
}

/**
 * Removing an express payment block: the shopper had the test express button, and once the
 * admin deletes the block, no express area at all while the rest of the page still shows.
 *
 * @param blockEditor The editor, open on a cart or a checkout.
 * @param shopper     The shopper.
 * @param name        'kassa/cart-express-payment' or 'kassa/checkout-express-payment'.
 * @param rest        Something of the shopper's page that stays (proof it has rendered).
 */
export async function expectExpressRemovable(
	blockEditor: BlockSettingsEditor,
	shopper: Shopper,
	name: string,
	rest: Locator
) {
	await addTestExpressMethod( shopper.page );
	await shopper.open();
	const button = shopper.page.getByRole( 'button', {
		name: TEST_EXPRESS_BUTTON,
	} );
	await expect( button ).toBeVisible();

	await blockEditor.remove( name );
	await blockEditor.save();
	await shopper.reload();
	await expect( rest ).toBeVisible();
	await expect( button ).toHaveCount( 0 );
	await expect(
		shopper.page.locator( '.kassa-express-payment-area' )
	).toHaveCount( 0 );
}
