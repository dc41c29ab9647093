import { render, screen } from '@testing-library/react';

import PasswordStrengthMeter from '../password-strength-meter';

describe( 'password strength meter', () => {
	it( 'renders nothing for an empty password', () => {
		const { container } = render( <PasswordStrengthMeter password="" /> );
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'shows the score as a meter named by its label', () => {
		render( <PasswordStrengthMeter password="Password1" /> );
		const meter = screen.getByRole( 'meter', { name: 'Medium' } );
		expect( meter.getAttribute( 'value' ) ).toBe( '2' );
		expect( meter.getAttribute( 'max' ) ).toBe( '4' );
	} );

	it.each( [
		[ 'abc', 'Too weak' ],
		[ 'Password', 'Weak' ],
		[ 'Password1234', 'Strong' ],
		[ 'Password1234Password1', 'Very strong' ],
	] )( 'labels %s "%s"', ( password, label ) => {
		render( <PasswordStrengthMeter password={ password } /> );
		expect( screen.getByText( label ) ).toBeTruthy();
	} );

	it( 'uses zxcvbn when given', () => {
		render(
			<PasswordStrengthMeter
				password="abc"
				zxcvbn={ () => ( { score: 4 } ) }
			/>
		);
		expect(
			screen.getByRole( 'meter', { name: 'Very strong' } )
		).toBeTruthy();
	} );
} );
