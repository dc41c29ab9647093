import type { Browser, Locator } from '@playwright/test';

import { test, expect } from '../utils/fixtures';
import { guestShopper } from '../utils/cart';
import { defaultMarkup } from '../utils/editor';

/**
 * The checkout's first step at the first paint (includes/checkout-shell.php): the server prints
 * the contact step's heading and description into the checkout's skeleton, where the checkout's
 * script then renders the same step. Pages are read with scripts off to see what the server
 * printed.
 */

const SKELETON = '.kassa-checkout__skeleton';
const DESCRIPTION =
	"We'll use this email to send you details and updates about your order.";

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

	test( 'the server prints the contact step’s numbered heading and description where the script then renders them', async ( {
		browser,
		baseURL,
	} ) => {
		const printed = await shopperPage( browser, baseURL, false );
		await printed.goto( links.numbered );
		const skeleton = printed.locator( SKELETON );
		const title = skeleton.locator( '.kassa-checkout-step__title' );
		const description = skeleton.locator(
			'.kassa-checkout-step__description'
		);
		await expect( title ).toHaveText( 'Contact information' );
		await expect( description ).toHaveText( DESCRIPTION );
		expect( await numberOf( title ) ).toContain(
			'counter(kassa-checkout-step)'
		);
		const printedBoxes = [
			await title.boundingBox(),
			await description.boundingBox(),
		];

		const rendered = await shopperPage( browser, baseURL, true );
		await rendered.goto( links.numbered );
		const heading = rendered.getByRole( 'heading', {
			name: 'Contact information',
		} );
		await expect( heading ).toBeVisible();
		await expect( rendered.locator( SKELETON ) ).toHaveCount( 0 );
		expect( [
			await heading.boundingBox(),
			await rendered.getByText( DESCRIPTION ).boundingBox(),
		] ).toEqual( printedBoxes );
		await printed.context().close();
		await rendered.context().close();
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
