import { render, screen } from '@testing-library/react';

import FormattedMonetaryAmount from '../formatted-monetary-amount';
import ProductPrice from '../product-price';
import ProductSaleBadge from '../product-sale-badge';
import { GBP } from './fixtures/factories';

describe( 'formatted monetary amount', () => {
	it( 'formats minor units in the currency format', () => {
		const { container } = render(
			<FormattedMonetaryAmount value="123456" currency={ GBP } />
		);
		expect( container.textContent ).toBe( '£1,234.56' );
	} );
} );

describe( 'product price', () => {
	it( 'shows a single price when not on sale', () => {
		const { container } = render(
			<ProductPrice price="1000" regularPrice="1000" currency={ GBP } />
		);
		expect( container.textContent ).toBe( '£10.00' );
		expect( container.querySelector( 'del' ) ).toBeNull();
	} );

	it( 'strikes through the regular price with screen-reader text on sale', () => {
		const { container } = render(
			<ProductPrice price="800" regularPrice="1000" currency={ GBP } />
		);
		expect( container.querySelector( 'del' )?.textContent ).toBe(
			'Previous price:£10.00'
		);
		expect( container.querySelector( 'ins' )?.textContent ).toBe(
			'Discounted price:£8.00'
		);
	} );
} );

describe( 'product sale badge', () => {
	it( "reads 'Save %s' with the amount", () => {
		render( <ProductSaleBadge saving="250" currency={ GBP } /> );
		expect( screen.getByText( 'Save £2.50' ) ).toBeTruthy();
	} );

	it( 'renders nothing without a saving', () => {
		const { container } = render(
			<ProductSaleBadge saving="0" currency={ GBP } />
		);
		expect( container.innerHTML ).toBe( '' );
	} );
} );
