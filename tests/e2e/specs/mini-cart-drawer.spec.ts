import { SHOP_LINK } from '../utils/shop';
import { test, expect, GUEST } from '../utils/fixtures';
import {
	axeViolations,
	fillCart,
	matchRoute,
	recordStoreApiRequests,
} from '../utils/cart';
import {
	miniCartButton,
	miniCartDrawer,
	miniCartLabel,
} from '../utils/mini-cart';

/** A plain content page holding only the mini-cart (besides the header's). */
const DEMO = '/mini-cart-demo/';

test.describe( 'mini-cart', () => {
	test.use( { storageState: GUEST } );

	test( 'on a page without the cart it renders the count and total from the server, asks nothing, and reads the cart and loads the drawer only when opened', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie', 2 ] ] );
		const cart = await storeApi.getCart();
		const requests = recordStoreApiRequests( page );
		const scripts: string[] = [];
		page.on( 'request', ( request ) => {
			if ( request.resourceType() === 'script' ) {
				scripts.push( request.url() );
			}
		} );

		const response = await page.goto( DEMO );
		const html = ( await response?.text() ) ?? '';
		// The count and total, as the server renders them; not the cart's lines.
		expect( html ).toContain(
			`aria-label="${ miniCartLabel( 2, cart.totals.total_price ) }"`
		);
		expect( html ).not.toContain( 'Beanie' );
		expect( html ).not.toContain( cart.items[ 0 ].key );

		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 2, cart.totals.total_price )
		);
		expect(
			scripts.filter(
				( url ) =>
					url.includes( 'mini-cart-contents/frontend.js' ) ||
					url.includes( 'kassa/build/data/' ) ||
					url.includes( 'react' )
			)
		).toEqual( [] );
		expect( requests.lines() ).toEqual( [] );

		await miniCartButton( page ).click();
		const drawer = miniCartDrawer( page );
		await expect( drawer ).toBeVisible();
		await expect( drawer ).toHaveAccessibleName( 'Your cart (2 items)' );
		await expect(
			drawer.getByRole( 'row', { name: /Beanie/ } )
		).toBeVisible();
		expect(
			scripts.some( ( url ) =>
				url.includes( 'mini-cart-contents/frontend.js' )
			)
		).toBe( true );
		// The shopper opened it: the drawer's store read the lines, once.
		expect( requests.to( '/cart' ) ).toHaveLength( 1 );
	} );

	test( 'opens by mouse and keyboard, changes a quantity and removes a line inside, closes with Escape back to the button', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ], [ 'Album' ] ] );
		await page.goto( DEMO );
		const button = miniCartButton( page );
		await expect( button ).toHaveAccessibleName( /^2 items in cart/ );

		// Mouse: open, then the close button.
		await button.click();
		const drawer = miniCartDrawer( page );
		await expect( drawer ).toBeVisible();
		await drawer.getByRole( 'button', { name: 'Close' } ).click();
		await expect( drawer ).toBeHidden();
		await expect( button ).toBeFocused();

		// Keyboard: Enter opens; focus moves in and Tab stays inside.
		await button.focus();
		await page.keyboard.press( 'Enter' );
		await expect( drawer ).toBeVisible();
		await expect(
			drawer.getByRole( 'button', { name: 'Close' } )
		).toBeFocused();
		for ( let i = 0; i < 12; i++ ) {
			await page.keyboard.press( 'Tab' );
			expect(
				await drawer.evaluate( ( element ) =>
					element.contains( element.ownerDocument.activeElement )
				)
			).toBe( true );
		}

		// Quantity: + on the Beanie line.
		await drawer
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
		await expect(
			drawer.getByRole( 'spinbutton', {
				name: 'Quantity of Beanie in your cart.',
			} )
		).toHaveValue( '2' );
		await expect( drawer ).toHaveAccessibleName( 'Your cart (3 items)' );
		await expect
			.poll( async () => ( await storeApi.getCart() ).items_count )
			.toBe( 3 );
		await expect( button ).toHaveAccessibleName( /^3 items in cart/ );

		// Remove the Album line.
		await drawer
			.getByRole( 'row', { name: /Album/ } )
			.getByRole( 'button', { name: 'Remove item' } )
			.click();
		await expect(
			drawer.getByRole( 'row', { name: /Album/ } )
		).toHaveCount( 0 );
		await expect( drawer ).toHaveAccessibleName( 'Your cart (2 items)' );
		const cart = await storeApi.getCart();
		await expect( button ).toHaveAccessibleName(
			miniCartLabel( 2, cart.totals.total_price )
		);

		// Escape closes; the drawer stays for its exit animation, then goes; focus returns.
		// The page itself times the closing state, so a slow test machine cannot miss it.
		await page.evaluate( () => {
			const record = { closingAt: 0, removedAt: 0 };
			( window as any ).kassaDrawerExit = record;
			new MutationObserver( () => {
				const wrapper = document.querySelector(
					'.kassa-drawer-wrapper'
				);
				if (
					! record.closingAt &&
					wrapper?.classList.contains(
						'kassa-drawer-wrapper--is-closing'
					)
				) {
					record.closingAt = performance.now();
				}
				if ( record.closingAt && ! wrapper && ! record.removedAt ) {
					record.removedAt = performance.now();
				}
			} ).observe( document.body, {
				subtree: true,
				childList: true,
				attributes: true,
				attributeFilter: [ 'class' ],
			} );
		} );
		await page.keyboard.press( 'Escape' );
		await expect( drawer ).toBeHidden();
		await expect
			.poll( () =>
				page.evaluate(
					() => ( window as any ).kassaDrawerExit.removedAt
				)
			)
			.toBeGreaterThan( 0 );
		const exit = await page.evaluate(
			() => ( window as any ).kassaDrawerExit
		);
		expect( exit.closingAt ).toBeGreaterThan( 0 );
		// DRAWER_EXIT_MS: rendered 300 ms after closing (a timer never fires early).
		expect( exit.removedAt - exit.closingAt ).toBeGreaterThanOrEqual( 299 );
		await expect( page.locator( '.kassa-drawer-wrapper' ) ).toHaveCount(
			0
		);
		await expect( button ).toBeFocused();
	} );

	test( 'a quantity change that fails after the shopper closed the drawer opens it again, with the error and the quantity as it is; changing again works', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie', 2 ] ] );
		await page.goto( DEMO );
		const button = miniCartButton( page );
		await button.click();
		const drawer = miniCartDrawer( page );
		const quantity = drawer.getByRole( 'spinbutton', {
			name: 'Quantity of Beanie in your cart.',
		} );
		await expect( quantity ).toHaveValue( '2' );

		// The change is held on its way, the shopper closes the drawer, then it is lost.
		let lose: () => Promise< void > = async () => {};
		const updates = matchRoute( 'cart/update-item' );
		const sent = new Promise< void >( ( resolve ) =>
			page.route( updates, ( route ) => {
				lose = () => route.abort( 'internetdisconnected' );
				resolve();
			} )
		);
		await drawer
			.getByRole( 'button', { name: 'Reduce quantity of Beanie' } )
			.click();
		// At the lowest quantity − turns disabled and focus falls out to the body: Escape
		// still closes.
		await expect(
			drawer.getByRole( 'button', { name: 'Reduce quantity of Beanie' } )
		).toBeDisabled();
		await page.keyboard.press( 'Escape' );
		await expect( drawer ).toBeHidden();
		await sent;
		await lose();
		await page.unroute( updates );

		await expect( drawer ).toBeVisible();
		await expect( drawer.getByRole( 'alert' ) ).toBeVisible();
		await expect( quantity ).toHaveValue( '2' );
		await expect( button ).toHaveAccessibleName( /^2 items in cart/ );
		expect( ( await storeApi.getCart() ).items_count ).toBe( 2 );

		await drawer
			.getByRole( 'button', { name: 'Reduce quantity of Beanie' } )
			.click();
		await expect
			.poll( async () => ( await storeApi.getCart() ).items_count )
			.toBe( 1 );
		await expect( quantity ).toHaveValue( '1' );
		await expect( button ).toHaveAccessibleName( /^1 item in cart/ );
	} );

	test( 'goes to the cart and to the checkout from the drawer', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Cap' ] ] );
		await page.goto( DEMO );
		await miniCartButton( page ).click();
		await miniCartDrawer( page )
			.getByRole( 'link', { name: 'View my cart' } )
			.click();
		await expect( page ).toHaveURL( /\/cart\/$/ );
		await expect(
			page.getByRole( 'table', { name: 'Products in cart' } )
		).toBeVisible();

		await page.goto( DEMO );
		await miniCartButton( page ).click();
		await miniCartDrawer( page )
			.getByRole( 'link', { name: 'Go to checkout' } )
			.click();
		await expect( page ).toHaveURL( /\/checkout\/$/ );
	} );

	test( 'an empty cart shows the empty state with a link to the shop', async ( {
		page,
	} ) => {
		await page.goto( DEMO );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 0, 0 )
		);
		await miniCartButton( page ).click();
		const drawer = miniCartDrawer( page );
		await expect( drawer ).toContainText( 'Your cart is currently empty!' );
		await expect(
			drawer.getByRole( 'link', { name: 'Start shopping' } )
		).toHaveAttribute( 'href', SHOP_LINK );
	} );

	test( 'updates after add events from elsewhere and on restore from the back/forward cache @engines', async ( {
		page,
		storeApi,
	} ) => {
		await page.goto( DEMO );
		const button = miniCartButton( page );
		await expect( button ).toHaveAccessibleName( miniCartLabel( 0, 0 ) );

		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		await page.evaluate( () =>
			document.body.dispatchEvent(
				new CustomEvent( 'kassa-cart-added-item', { bubbles: true } )
			)
		);
		await expect( button ).toHaveAccessibleName( /^1 item in cart/ );

		await fillCart( storeApi, [ [ 'Album' ] ] );
		await page.evaluate( () =>
			window.dispatchEvent(
				new PageTransitionEvent( 'pageshow', { persisted: true } )
			)
		);
		await expect( button ).toHaveAccessibleName( /^2 items in cart/ );
	} );

	test( 'on the cart page it shows the preloaded cart with no request', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ] ] );
		const cart = await storeApi.getCart();
		const requests = recordStoreApiRequests( page );
		await page.goto( '/cart/' );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			miniCartLabel( 1, cart.totals.total_price )
		);
		await miniCartButton( page ).click();
		await expect(
			miniCartDrawer( page ).getByRole( 'row', { name: /Beanie/ } )
		).toBeVisible();
		expect( requests.lines() ).toEqual( [] );
	} );

	test( 'axe finds no violations with the drawer open', async ( {
		page,
		storeApi,
	} ) => {
		await fillCart( storeApi, [ [ 'Beanie' ], [ 'Cap' ] ] );
		await page.goto( DEMO );
		await expect( miniCartButton( page ) ).toHaveAccessibleName(
			/^2 items/
		);
		expect(
			await axeViolations( page, '.wp-block-kassa-mini-cart' )
		).toEqual( [] );
		await miniCartButton( page ).click();
		await expect( miniCartDrawer( page ) ).toBeVisible();
		// Wait for the slide-in to finish, so colours are measured at rest.
		await expect
			.poll( () =>
				page
					.locator( '.kassa-drawer' )
					.evaluate( ( element ) => element.getAnimations().length )
			)
			.toBe( 0 );
		expect( await axeViolations( page, '.kassa-drawer-wrapper' ) ).toEqual(
			[]
		);
	} );
} );
