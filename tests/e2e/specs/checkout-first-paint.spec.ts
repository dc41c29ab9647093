import type { Browser, Locator } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';
import { StoreApi } from '../utils/store-api';
import { loggedInState, openCheckoutWith } from '../utils/checkout';
import { defaultMarkup } from '../utils/markup';

/**
 * The checkout's first step at the first paint (includes/checkout-shell.php): the server prints
 * the contact step (heading, description, email field, account checkbox) into the checkout's
 * skeleton, where the checkout's script then renders the same step. Pages are read with scripts
 * off to see what the server printed.
 */

const SKELETON = '.kassa-checkout__skeleton';
const DESCRIPTION =
	"We'll use this email to send you details and updates about your order.";
const ACCOUNT = 'Create an account with us for faster checkout next time';

/**
 * Checkout markup with one inner block moved after another (leaf blocks).
 *
 * @param markup The markup.
 * @param name   The block to move, e.g. 'kassa/checkout-contact-information'.
 * @param after  The block it goes after.
 * @return The markup.
 */
function moveBlockAfter( markup: string, name: string, after: string ) {
	const block = new RegExp(
		`<!-- wp:${ name } [\\s\\S]*?<!-- /wp:${ name } -->\\s*|<!-- wp:${ name } -->[\\s\\S]*?<!-- /wp:${ name } -->\\s*`
	).exec( markup )?.[ 0 ];
	if ( ! block ) {
		throw new Error( `No ${ name } block in the markup.` );
	}
	const end = `<!-- /wp:${ after } -->`;
	return markup
		.replace( block, '' )
		.replace( end, `${ end }\n\n${ block.trim() }` );
}

/**
 * A guest shopper's page with the given cart, scripts on or off.
 *
 * @param browser           The browser.
 * @param baseURL           The site.
 * @param javaScriptEnabled Whether the page runs scripts.
 * @param lines             Cart lines (product names); none for an empty cart.
 * @return The page.
 */
async function shopperPage(
	browser: Browser,
	baseURL: string | undefined,
	javaScriptEnabled: boolean,
	lines: Array< [ string ] > = [ [ 'Beanie' ] ]
) {
	return (
		await guestShopper( browser, baseURL as string, {
			lines,
			javaScriptEnabled,
		} )
	).page;
}

/**
 * What CSS puts before a step's title: the checkout's step counter, or 'none'.
 *
 * @param title The title.
 * @return The `::before` content, as declared.
 */
function numberOf( title: Locator ) {
	return title.evaluate(
		( element ) => getComputedStyle( element, '::before' ).content
	);
}

test.describe( "the checkout's first step at the first paint", () => {
	const links = { numbered: '', unnumbered: '', contactSecond: '' };
	const ids: number[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		const markup = defaultMarkup( 'checkout' );
		const create = async ( title: string, content: string ) => {
			const page = ( await requestUtils.createPage( {
				title,
				content,
				status: 'publish',
			} ) ) as unknown as { id: number; link: string };
			ids.push( page.id );
			return page.link;
		};
		links.numbered = await create( 'Checkout, first paint (e2e)', markup );
		links.unnumbered = await create(
			'Checkout without step numbers, first paint (e2e)',
			markup
				.replace(
					'<!-- wp:kassa/checkout -->',
					'<!-- wp:kassa/checkout {"showStepNumbers":false} -->'
				)
				.replace(
					'data-show-step-numbers="true"',
					'data-show-step-numbers="false"'
				)
		);
		links.contactSecond = await create(
			'Checkout opening with the shipping address, first paint (e2e)',
			moveBlockAfter(
				markup,
				'kassa/checkout-contact-information',
				'kassa/checkout-shipping-address'
			)
		);
	} );

	test.afterAll( async ( { requestUtils } ) => {
		// The shop's header lists its pages: these leave it as it was.
		for ( const id of ids ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/pages/${ id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'the server prints the contact step where the script then renders it, nothing in it reachable', async ( {
		browser,
		baseURL,
	} ) => {
		const printed = await shopperPage( browser, baseURL, false );
		await printed.goto( links.numbered );
		const skeleton = printed.locator( SKELETON );
		const title = skeleton.locator( '.kassa-checkout-step__title' );
		const parts = [
			title,
			skeleton.locator( '.kassa-checkout-step__description' ),
			skeleton.locator( '.kassa-checkout-step__login' ),
			skeleton.locator( '.kassa-text-input__label' ),
			skeleton.locator( '.kassa-text-input__input' ),
			skeleton.locator( '.kassa-checkbox-control__label' ),
		];
		await expect( title ).toHaveText( 'Contact information' );
		await expect( parts[ 1 ] ).toHaveText( DESCRIPTION );
		await expect( parts[ 2 ] ).toHaveText( 'Log in' );
		await expect( parts[ 3 ] ).toHaveText( 'Email address' );
		await expect( parts[ 5 ] ).toHaveText( ACCOUNT );
		expect( await numberOf( title ) ).toContain(
			'counter(kassa-checkout-step)'
		);
		const printedBoxes = await Promise.all(
			parts.map( ( part ) => part.boundingBox() )
		);
		// Inert and hidden: a click in the field before the script has run types nowhere.
		await expect( skeleton ).toHaveAttribute( 'inert', '' );
		await expect( skeleton ).toHaveAttribute( 'aria-hidden', 'true' );
		const field = printedBoxes[ 4 ]!;
		await printed.mouse.click( field.x + 10, field.y + field.height / 2 );
		await printed.keyboard.type( 'lost@example.com' );
		await expect( parts[ 4 ] ).toHaveValue( '' );

		const rendered = await shopperPage( browser, baseURL, true );
		await rendered.goto( links.numbered );
		const heading = rendered.getByRole( 'heading', {
			name: 'Contact information',
		} );
		await expect( heading ).toBeVisible();
		await expect( rendered.locator( SKELETON ) ).toHaveCount( 0 );
		const step = rendered.locator(
			'.kassa-checkout-step--contact-information'
		);
		expect(
			await Promise.all(
				[
					heading,
					rendered.getByText( DESCRIPTION ),
					step.getByRole( 'link', { name: 'Log in' } ),
					step.locator( '.kassa-text-input__label' ),
					rendered.getByLabel( 'Email address' ),
					rendered.getByText( ACCOUNT ),
				].map( ( part ) => part.boundingBox() )
			)
		).toEqual( printedBoxes );
		await printed.context().close();
		await rendered.context().close();
	} );

	test( 'the email the cart holds is printed in its field; a customer gets no login link or account checkbox', async ( {
		browser,
		baseURL,
	} ) => {
		const guest = await shopperPage( browser, baseURL, true );
		await guest.goto( links.numbered );
		const email = guest.getByLabel( 'Email address' );
		await email.fill( 'first.paint@example.com' );
		await email.blur();
		// Saved with the cart: the next load prints it, the label floated as for a value.
		await expect
			.poll( async () =>
				( await guest.request.get( links.numbered ) ).text()
			)
			.toContain(
				'<div class="kassa-text-input kassa-text-input--has-value"><label class="kassa-text-input__label">Email address</label><input class="kassa-text-input__input" type="email" value="first.paint@example.com"'
			);

		const context = await browser.newContext( {
			baseURL,
			storageState: await loggedInState( baseURL as string ),
		} );
		const customer = await context.newPage();
		await openCheckoutWith( customer, new StoreApi( customer.request ), [
			'Beanie',
		] );
		const html = await (
			await customer.request.get( links.numbered )
		).text();
		const printed =
			/<div class="kassa-checkout__skeleton[\s\S]*?<\/fieldset><\/div>/.exec(
				html
			)?.[ 0 ];
		expect( printed ).toContain( '>Contact information</h2>' );
		expect( printed ).toContain( 'kassa-text-input__input' );
		expect( printed ).not.toContain( 'kassa-checkout-step__login' );
		expect( printed ).not.toContain( 'kassa-checkbox-control' );
		// The customer's cart is shared with other specs: the line added here goes again.
		await customer.evaluate( async () => {
			const { select, dispatch } = ( window as any ).wp.data;
			const line = select( 'kassa/cart' )
				.getCartData()
				.items.find(
					( item: { name: string } ) => item.name === 'Beanie'
				);
			await dispatch( 'kassa/cart' ).removeItemFromCart( line.key );
		} );
		await guest.context().close();
		await context.close();
	} );

	test( 'the heading has no number when the checkout numbers no steps', async ( {
		browser,
		baseURL,
	} ) => {
		const printed = await shopperPage( browser, baseURL, false );
		await printed.goto( links.unnumbered );
		const title = printed.locator(
			`${ SKELETON } .kassa-checkout-step__title`
		);
		await expect( title ).toHaveText( 'Contact information' );
		expect( await numberOf( title ) ).toBe( 'none' );
		await printed.context().close();
	} );

	test( 'nothing is printed when the checkout opens with another step, or the cart is empty', async ( {
		browser,
		baseURL,
	} ) => {
		const filled = await shopperPage( browser, baseURL, false );
		await filled.goto( links.contactSecond );
		await expect( filled.locator( SKELETON ) ).toHaveCount( 1 );
		await expect( filled.locator( `${ SKELETON } *` ) ).toHaveCount( 0 );

		const empty = await shopperPage( browser, baseURL, false, [] );
		await empty.goto( links.numbered );
		await expect( empty.locator( SKELETON ) ).toHaveCount( 1 );
		await expect( empty.locator( `${ SKELETON } *` ) ).toHaveCount( 0 );
		await filled.context().close();
		await empty.context().close();
	} );
} );
