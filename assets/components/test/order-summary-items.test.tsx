import { render, screen } from '@testing-library/react';

import OrderSummaryItems from '../order-summary-items';
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
			<OrderSummaryItems
				cart={ makeCart( { items: [ beanie ] } ) }
				label="Products in your order"
				displayPricesIncludingTax
			/>
		);
		const line = screen.getByText( 'Beanie' ).closest( 'li' );
		expect( line?.textContent ).toContain( '21,60 €' );
	} );

	it( 'show it without tax otherwise', () => {
		render(
			<OrderSummaryItems
				cart={ makeCart( { items: [ beanie ] } ) }
				label="Products in your order"
			/>
		);
		const line = screen.getByText( 'Beanie' ).closest( 'li' );
		expect( line?.textContent ).toContain( '18,00 €' );
	} );

	it( 'show each product with its quantity, sale price and details', () => {
		render(
			<OrderSummaryItems
				cart={ makeCart( {
					items: [
						makeCartItem( {
							name: 'Hoodie',
							quantity: 3,
							prices: {
								...beanie.prices,
								price: '1500',
								regular_price: '2000',
							},
							variation: [
								{ attribute: 'Colour', value: 'Red' },
							],
						} ),
					],
				} ) }
				label="Products in your order"
			/>
		);
		const list = screen.getByRole( 'list', {
			name: 'Products in your order',
		} );
		const line = list.querySelector( '.kassa-cart-summary__line' );
		expect(
			line?.querySelector( '.kassa-cart-summary__quantity' )?.textContent
		).toBe( '3' );
		expect( line?.textContent ).toContain( 'Quantity: 3' );
		expect( line?.querySelector( 'del' )?.textContent ).toContain(
			'20,00 €'
		);
		expect( line?.querySelector( 'ins' )?.textContent ).toContain(
			'15,00 €'
		);
		expect( line?.textContent ).toContain( 'Colour: Red' );
	} );
} );
