import { render, screen } from '@testing-library/react';

import CouponFormBlock from '../block';

describe( "the cart's coupon panel", () => {
	afterEach( () => {
		window.kassaSettings = {};
	} );

	it( 'is there while the shop takes coupons', () => {
		render( <CouponFormBlock /> );
		expect( screen.getByText( 'Add a coupon' ) ).toBeTruthy();
	} );

	it( 'is gone where the shop takes none', () => {
		window.kassaSettings = { couponsEnabled: false };
		const { container } = render( <CouponFormBlock /> );
		expect( container.textContent ).toBe( '' );
	} );
} );
