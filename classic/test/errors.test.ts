import { clearInlineErrors, errorsHtml, showInlineErrors } from '../errors';

describe( 'classic errors', () => {
	beforeEach( () => {
		document.body.innerHTML = `<div id="kassa-classic-islands" hidden>
			<div class="kassa-classic-island" data-kassa-island="field:vat">
				<p class="form-row" id="billing_vat_field"><input id="billing_vat" name="billing_vat"></p>
			</div></div>`;
	} );

	it( 'writes the notice group checkout_error carries, escaped, with the fields’ ids', () => {
		expect(
			errorsHtml( [
				{ message: 'VAT <b>number</b> is invalid.', id: 'billing_vat' },
				{ message: 'Refused.', id: '' },
			] )
		).toBe(
			'<ul class="woocommerce-error" role="alert"><li data-id="billing_vat">VAT &lt;b&gt;number&lt;/b&gt; is invalid.</li><li>Refused.</li></ul>'
		);
	} );

	it( 'shows an error under the classic input it names, and clears it for the next attempt', () => {
		showInlineErrors( [
			{ message: 'VAT number is invalid.', id: 'billing_vat' },
			{ message: 'Not a classic input.', id: 'billing_city' },
		] );
		const input = document.getElementById( 'billing_vat' ) as HTMLElement;
		const note = document.getElementById( 'billing_vat_description' );
		expect( note?.textContent ).toBe( 'VAT number is invalid.' );
		expect( input.getAttribute( 'aria-describedby' ) ).toBe(
			'billing_vat_description'
		);
		expect( input.getAttribute( 'aria-invalid' ) ).toBe( 'true' );
		expect(
			document.getElementById( 'billing_vat_field' )?.classList
		).toContain( 'woocommerce-invalid' );
		expect(
			document.querySelectorAll( '.checkout-inline-error-message' )
		).toHaveLength( 1 );

		clearInlineErrors();
		expect(
			document.getElementById( 'billing_vat_description' )
		).toBeNull();
		expect( input.hasAttribute( 'aria-invalid' ) ).toBe( false );
	} );
} );
