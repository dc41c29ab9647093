import { test, expect, GUEST } from '../utils/fixtures';
import { axeViolations } from '../utils/cart';
import { placeOrderButton } from '../utils/checkout';

test.describe( 'collapsible checkout steps', () => {
	test.use( { storageState: GUEST } );

	let pageLink = '';

	test.beforeAll( async ( { requestUtils } ) => {
		// Saved by an admin: the default layout with collapsible steps on.
		const page = await requestUtils.createPage( {
			title: 'Checkout with collapsible steps',
			content: '<!-- wp:kassa/checkout {"collapsibleSteps":true} /-->',
			status: 'publish',
		} );
		pageLink = ( page as unknown as { link: string } ).link;
	} );

	test( 'steps collapse, and a failed submit re-opens the step of the first invalid field and focuses it', async ( {
		page,
		storeApi,
	} ) => {
		await storeApi.addItem( await storeApi.productId( 'Beanie' ) );
		await page.goto( pageLink );
		await placeOrderButton( page ).waitFor();

		const contact = page.getByRole( 'button', {
			name: 'Contact information',
		} );
		const shipping = page.getByRole( 'button', {
			name: 'Shipping address',
		} );
		await expect( contact ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( shipping ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect(
			page.getByRole( 'heading', { name: 'Contact information' } )
		).toBeVisible();
		const email = page.getByLabel( 'Email address' );
		await expect( email ).toBeVisible();

		// Collapsing hides the step's fields.
		await contact.click();
		await expect( contact ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( email ).toBeHidden();
		await expect(
			page.locator(
				`[id="${ await contact.getAttribute( 'aria-controls' ) }"]`
			)
		).toBeHidden();
		await shipping.click();
		await expect( page.locator( '#shipping-first_name' ) ).toBeHidden();
		await contact.click();
		await expect( email ).toBeVisible();
		await contact.click();
		await expect( email ).toBeHidden();
		expect(
			await axeViolations( page, '.wp-block-kassa-checkout' )
		).toEqual( [] );

		// An empty submit opens the steps holding errors and focuses the email.
		await placeOrderButton( page ).click();
		await expect(
			page.getByText(
				'Please fix the following errors before continuing'
			)
		).toBeVisible();
		await expect( contact ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( shipping ).toHaveAttribute( 'aria-expanded', 'true' );
		await expect( email ).toBeFocused();
		await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			await axeViolations( page, '.wp-block-kassa-checkout' )
		).toEqual( [] );
	} );
} );
