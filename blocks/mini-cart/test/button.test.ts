import { createButton, updateButton } from '../button';
import { getCartIconPath } from '../../../assets/icons/cart-icons';
import { readButtonSettings } from '../settings';

const summary = ( itemsCount: number ) => ( {
	itemsCount,
	total: '1250',
	currency: { currency_prefix: '£', currency_minor_unit: 2 },
} );

function makeButton(
	attributes: Record< string, unknown > = {},
	href: string | null = null
) {
	const shell = document.createElement( 'div' );
	const settings = readButtonSettings( attributes );
	const button = createButton( shell, settings, href );
	return { shell, button, settings };
}

describe( 'mini-cart button (plain DOM)', () => {
	it( 'is a button opening a dialog, with the total, the icon and the count', () => {
		const { shell, button, settings } = makeButton();
		updateButton( button, summary( 2 ), settings );
		expect( shell.firstChild ).toBe( button );
		expect( button.tagName ).toBe( 'BUTTON' );
		expect( button.getAttribute( 'aria-haspopup' ) ).toBe( 'dialog' );
		expect( button.getAttribute( 'aria-label' ) ).toBe(
			'2 items in cart, total price of £12.50'
		);
		expect(
			button.querySelector( '.kassa-mini-cart__amount' )?.textContent
		).toBe( '£12.50' );
		expect(
			button.querySelector( '.kassa-mini-cart__badge' )?.textContent
		).toBe( '2' );
	} );

	it( 'draws the chosen icon', () => {
		const { button } = makeButton( { miniCartIcon: 'bag' } );
		expect( button.querySelector( 'path' )?.getAttribute( 'd' ) ).toBe(
			getCartIconPath( 'bag' )
		);
	} );

	it( 'is a link to the page it goes to, when set to go there', () => {
		const { button } = makeButton(
			{ onCartClickBehaviour: 'navigate_to_checkout' },
			'/checkout/'
		);
		expect( button.tagName ).toBe( 'A' );
		expect( button.getAttribute( 'href' ) ).toBe( '/checkout/' );
		expect( button.hasAttribute( 'aria-haspopup' ) ).toBe( false );
	} );

	it( 'has no price with the price hidden, and keeps it in its name', () => {
		const { button, settings } = makeButton( { hasHiddenPrice: true } );
		updateButton( button, summary( 1 ), settings );
		expect( button.querySelector( '.kassa-mini-cart__amount' ) ).toBeNull();
		expect( button.getAttribute( 'aria-label' ) ).toContain( '£12.50' );
	} );

	it( 'hides the count of an empty cart, unless set to show it always', () => {
		const onlyWithItems = makeButton();
		updateButton(
			onlyWithItems.button,
			summary( 0 ),
			onlyWithItems.settings
		);
		expect(
			onlyWithItems.button.querySelector< HTMLElement >(
				'.kassa-mini-cart__badge'
			)?.hidden
		).toBe( true );

		const always = makeButton( { productCountVisibility: 'always' } );
		updateButton( always.button, summary( 0 ), always.settings );
		const badge = always.button.querySelector< HTMLElement >(
			'.kassa-mini-cart__badge'
		);
		expect( badge?.hidden ).toBe( false );
		expect( badge?.textContent ).toBe( '0' );
	} );

	it( 'has no count at all when set to never show it', () => {
		const { button, settings } = makeButton( {
			productCountVisibility: 'never',
		} );
		updateButton( button, summary( 3 ), settings );
		expect( button.querySelector( '.kassa-mini-cart__badge' ) ).toBeNull();
	} );
} );
