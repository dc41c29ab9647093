/// <reference types="@wordpress/jest-console" />
import { render, screen } from '@testing-library/react';

import BlockErrorBoundary from '../block-error-boundary';
import Spinner from '../spinner';

function Broken(): never {
	throw new Error( 'Cart data missing' );
}

describe( 'block error boundary', () => {
	it( 'renders its children when nothing fails', () => {
		render( <BlockErrorBoundary>Cart</BlockErrorBoundary> );
		expect( screen.getByText( 'Cart' ) ).toBeTruthy();
	} );

	it( "shows admins 'Oops!', the explanation and the prefixed error", () => {
		render(
			<BlockErrorBoundary showErrorDetails>
				<Broken />
			</BlockErrorBoundary>
		);
		expect( console ).toHaveErrored();
		const alert = screen.getByRole( 'alert' );
		expect(
			Array.from( alert.querySelectorAll( 'p' ) ).map(
				( p ) => p.textContent
			)
		).toEqual( [
			'Oops!',
			'There was an error loading the content.',
			'Error: Cart data missing',
		] );
	} );

	it( 'renders nothing for shoppers', () => {
		const { container } = render(
			<BlockErrorBoundary blockName="kassa/cart-line-items">
				<Broken />
			</BlockErrorBoundary>
		);
		expect( console ).toHaveErrored();
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'renders the fallback for shoppers and reports the error', () => {
		const onError = jest.fn();
		render(
			<BlockErrorBoundary
				blockName="kassa/coupon"
				fallback="Unavailable"
				onError={ onError }
			>
				<Broken />
			</BlockErrorBoundary>
		);
		expect( console ).toHaveErrored();
		expect( screen.getByText( 'Unavailable' ) ).toBeTruthy();
		expect( onError ).toHaveBeenCalledWith(
			expect.objectContaining( { message: 'Cart data missing' } ),
			expect.anything(),
			'kassa/coupon'
		);
	} );
} );

describe( 'spinner', () => {
	it( 'is hidden from assistive technology', () => {
		const { container } = render( <Spinner /> );
		expect(
			container.firstElementChild?.getAttribute( 'aria-hidden' )
		).toBe( 'true' );
	} );
} );
