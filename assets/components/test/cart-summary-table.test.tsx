import { render, screen } from '@testing-library/react';

import CartSummaryTable from '../cart-summary-table';
import { makeCart, makeCartItem } from '../../../stores/test-utils/factories';

const beanie = makeCartItem( {
	name: 'Beanie',
	totals: {
		line_subtotal: '1800',
		line_subtotal_tax: '360',
		// After a 10 % coupon: the summary still shows the line before coupons, as the cart does.
		line_total: '1620',
		line_total_tax: '324',
	},
} );

describe( "the checkout summary's lines", () => {
	it( 'show the line price including tax when the shop displays prices so', () => {
		render(
			<CartSummaryTable
				cart={ makeCart( { items: [ beanie ] } ) }
				caption="Products in your order"
				displayPricesIncludingTax
			/>
		);
		const line = screen.getByText( 'Beanie' ).closest( 'tr' );
		expect( line?.textContent ).toContain( '21,60 €' );
	} );

	it( 'show it without tax otherwise', () => {
		render(
			<CartSummaryTable
				cart={ makeCart( { items: [ beanie ] } ) }
				caption="Products in your order"
			/>
		);
		const line = screen.getByText( 'Beanie' ).closest( 'tr' );
		expect( line?.textContent ).toContain( '18,00 €' );
	} );
} );
