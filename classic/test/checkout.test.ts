import { dispatch, select } from '@wordpress/data';
import { checkoutStore, paymentStore } from '@kassa/data';

import { placeOrder, syncPaymentMethodInputs } from '../checkout';
import { installFakeJQuery } from '../test-utils/fake-jquery';

describe( 'Place Order on a checkout with the classic form', () => {
	beforeEach( () => {
		document.body.innerHTML = `<form class="checkout woocommerce-checkout kassa-classic-form">
			<div class="wp-block-kassa-checkout"></div>
			<div id="kassa-classic-islands" hidden>
				<div class="kassa-classic-island" data-kassa-island="gateway:other"><textarea name="other-note">Hi there</textarea></div>
			</div></form>`;
		delete window.jQuery;
		dispatch( paymentStore ).setActivePaymentMethod( 'other' );
	} );

	it( 'posts the classic inputs as Kassa’s extension data, the chosen method’s classic radio with them', () => {
		expect( placeOrder() ).toBe( true );
		expect(
			select( checkoutStore ).getExtensionData()[ 'kassa/classic' ]
		).toEqual( {
			post_data: 'payment_method=other&other-note=Hi+there',
		} );
		expect(
			(
				document.getElementById(
					'payment_method_other'
				) as HTMLInputElement
			 ).checked
		).toBe( true );
	} );

	it( 'stops, without a notice, when a classic handler of checkout_place_order_<method> answers false; posts what it added next time', () => {
		const $ = installFakeJQuery();
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		let tokenised = false;
		const general = jest.fn();
		$( form ).on( 'checkout_place_order', general );
		$( form ).on( 'checkout_place_order_other', () => {
			if ( tokenised ) {
				return true;
			}
			const token = document.createElement( 'input' );
			token.type = 'hidden';
			token.name = 'other_token';
			token.value = 'tok_42';
			form.append( token );
			tokenised = true;
			return false;
		} );
		expect( placeOrder() ).toEqual( { type: 'error' } );
		expect( general ).toHaveBeenCalledWith(
			expect.anything(),
			expect.objectContaining( {
				get_payment_method: expect.any( Function ),
			} )
		);
		expect( placeOrder() ).toBe( true );
		expect(
			select( checkoutStore ).getExtensionData()[ 'kassa/classic' ]
		).toEqual( {
			post_data:
				'payment_method=other&other-note=Hi+there&other_token=tok_42',
		} );
	} );

	it( 'keeps one classic radio per method, checked as Kassa’s choice', () => {
		syncPaymentMethodInputs( 'a' );
		syncPaymentMethodInputs( 'b' );
		const radios = Array.from(
			document.querySelectorAll< HTMLInputElement >(
				'input[name="payment_method"]'
			)
		);
		expect(
			radios.map( ( radio ) => [ radio.id, radio.checked ] )
		).toEqual(
			expect.arrayContaining( [
				[ 'payment_method_a', false ],
				[ 'payment_method_b', true ],
			] )
		);
	} );
} );
