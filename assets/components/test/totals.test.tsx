import { fireEvent, render, screen } from '@testing-library/react';

import TotalsItem from '../totals/totals-item';
import { ShippingRow, TaxRows, TotalRow } from '../totals/totals-rows';
import { GBP, makeTotals } from './fixtures/factories';
import { AllTotalsRows } from './fixtures/totals-rows';
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

describe( 'totals rows', () => {
	it( 'shows subtotal and total', () => {
		const { container } = render(
			<AllTotalsRows totals={ makeTotals() } />
		);
		expect( lines( container ) ).toEqual( [
			[ 'Subtotal', '£20.00' ],
			[ 'Total', '£24.00' ],
		] );
	} );

	it( 'shows each fee by name, then discount, shipping, taxes and total in order', () => {
		const { container } = render(
			<AllTotalsRows
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
			<AllTotalsRows
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

	it( 'shows the shipping row without a value before shipping is calculated', () => {
		const { container } = render(
			<ShippingRow totals={ makeTotals() } showShipping />
		);
		expect( lines( container ) ).toEqual( [ [ 'Shipping', '' ] ] );
	} );

	it( 'shows no shipping row unless asked', () => {
		const { container } = render(
			<ShippingRow totals={ makeTotals( { total_shipping: '450' } ) } />
		);
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'shows only the rows of the layout, in its order', () => {
		const totals = makeTotals( { total_shipping: '450' } );
		const { container } = render(
			<>
				<TotalRow totals={ totals } />
				<ShippingRow totals={ totals } showShipping />
			</>
		);
		expect( lines( container ) ).toEqual( [
			[ 'Total', '£24.00' ],
			[ 'Shipping', '£4.50' ],
		] );
	} );

	it( 'shows nothing before the cart is known', () => {
		const { container } = render(
			<AllTotalsRows totals={ null } showShipping taxesEnabled />
		);
		expect( lines( container ) ).toEqual( [] );
	} );

	it( 'itemises tax lines when asked', () => {
		const { container } = render(
			<AllTotalsRows
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

	it( 'shows each tax line’s rate after its name when the block asks, not in the single Taxes row', () => {
		const totals = makeTotals( {
			tax_lines: [
				{ name: 'VAT', rate: '20%', price: '300' },
				{ name: 'Eco levy', rate: '', price: '100' },
			],
		} );
		const { container, rerender } = render(
			<TaxRows
				totals={ totals }
				taxesEnabled
				showItemizedTaxes
				showRateAfterTaxName
			/>
		);
		expect( lines( container ) ).toEqual( [
			[ 'VAT 20%', '£3.00' ],
			[ 'Eco levy', '£1.00' ],
		] );
		rerender(
			<TaxRows totals={ totals } taxesEnabled showRateAfterTaxName />
		);
		expect( lines( container ) ).toEqual( [ [ 'Taxes', '£4.00' ] ] );
	} );

	it( 'adds tax to amounts and notes it under the total when prices include tax', () => {
		const { container } = render(
			<AllTotalsRows
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
			<AllTotalsRows
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
