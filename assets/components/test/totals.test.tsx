import { fireEvent, render, screen } from '@testing-library/react';

import TotalsFooter from '../totals/totals-footer';
import TotalsItem from '../totals/totals-item';
import { GBP, makeTotals } from './fixtures/factories';
import type { CartFee } from '../../api/types';

function lines( container: HTMLElement ) {
	return Array.from( container.querySelectorAll( '.kassa-totals-item' ) ).map(
		( item ) => [
			item.querySelector( '.kassa-totals-item__label' )?.textContent,
			item.querySelector( '.kassa-totals-item__value' )?.textContent,
		]
	);
}

function makeFee( overrides: Partial< CartFee > = {} ): CartFee {
	return {
		id: 'gift-wrap',
		name: 'Gift wrap',
		totals: { ...GBP, total: '300', total_tax: '60' },
		...overrides,
	};
}

describe( 'totals item', () => {
	it( 'shows a label, a formatted amount and a description', () => {
		const { container } = render(
			<TotalsItem
				label="Subtotal"
				amount="1234"
				currency={ GBP }
				description="Before tax"
			/>
		);
		expect( lines( container ) ).toEqual( [ [ 'Subtotal', '£12.34' ] ] );
		expect( screen.getByText( 'Before tax' ) ).toBeTruthy();
	} );

	it( 'shows a text value as it is', () => {
		const { container } = render(
			<TotalsItem label="Shipping" value="Free" />
		);
		expect( lines( container ) ).toEqual( [ [ 'Shipping', 'Free' ] ] );
	} );
} );

describe( 'totals footer', () => {
	it( 'shows subtotal and total', () => {
		const { container } = render(
			<TotalsFooter totals={ makeTotals() } />
		);
		expect( lines( container ) ).toEqual( [
			[ 'Subtotal', '£20.00' ],
			[ 'Total', '£24.00' ],
		] );
	} );

	it( 'shows each fee by name, then discount, shipping, taxes and total in order', () => {
		const { container } = render(
			<TotalsFooter
				totals={ makeTotals( {
					total_discount: '500',
					total_shipping: '450',
					total_shipping_tax: '90',
				} ) }
				fees={ [ makeFee() ] }
				couponCodes={ [ 'SAVE5' ] }
				showShipping
				taxesEnabled
			/>
		);
		expect( lines( container ) ).toEqual( [
			[ 'Subtotal', '£20.00' ],
			[ 'Gift wrap', '£3.00' ],
			[ 'Discount', '-£5.00' ],
			[ 'Shipping', '£4.50' ],
			[ 'Taxes', '£4.00' ],
			[ 'Total', '£24.00' ],
		] );
	} );

	it( "shows 'Free' for zero shipping and 'Delivery' when asked", () => {
		const { container } = render(
			<TotalsFooter
				totals={ makeTotals( {
					total_shipping: '0',
					total_shipping_tax: '0',
				} ) }
				showShipping
				shippingLabel="delivery"
			/>
		);
		expect( lines( container )[ 1 ] ).toEqual( [ 'Delivery', 'Free' ] );
	} );

	it( 'shows the placeholder before shipping is calculated', () => {
		const { container } = render(
			<TotalsFooter
				totals={ makeTotals() }
				showShipping
				shippingPlaceholder="Calculated later"
			/>
		);
		expect( lines( container )[ 1 ] ).toEqual( [
			'Shipping',
			'Calculated later',
		] );
	} );

	it( 'itemises tax lines when asked', () => {
		const { container } = render(
			<TotalsFooter
				totals={ makeTotals( {
					tax_lines: [
						{ name: 'VAT', rate: '20%', price: '300' },
						{ name: 'Eco levy', rate: '5%', price: '100' },
					],
				} ) }
				taxesEnabled
				showItemizedTaxes
			/>
		);
		expect( lines( container ).slice( 1, 3 ) ).toEqual( [
			[ 'VAT', '£3.00' ],
			[ 'Eco levy', '£1.00' ],
		] );
	} );

	it( 'adds tax to amounts and notes it under the total when prices include tax', () => {
		const { container } = render(
			<TotalsFooter
				totals={ makeTotals() }
				fees={ [ makeFee() ] }
				taxesEnabled
				displayPricesIncludingTax
			/>
		);
		expect( lines( container ) ).toEqual( [
			[ 'Subtotal', '£24.00' ],
			[ 'Gift wrap', '£3.60' ],
			[ 'Total', '£24.00' ],
		] );
		expect( screen.getByText( 'Including £4.00 in taxes' ) ).toBeTruthy();
	} );

	it( 'removes a coupon with its chip button', () => {
		const onRemoveCoupon = jest.fn();
		render(
			<TotalsFooter
				totals={ makeTotals( { total_discount: '500' } ) }
				couponCodes={ [ 'SAVE5' ] }
				onRemoveCoupon={ onRemoveCoupon }
			/>
		);
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Remove coupon "SAVE5"' } )
		);
		expect( onRemoveCoupon ).toHaveBeenCalledWith( 'SAVE5' );
	} );
} );
