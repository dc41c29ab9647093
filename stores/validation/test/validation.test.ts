import reducer from '../reducer';
import * as actions from '../actions';
import * as selectors from '../selectors';

const init = () => reducer( undefined, { type: '@@INIT' } as never );
const withErrors = () =>
	reducer(
		init(),
		actions.setValidationErrors( {
			billing_email: {
				message: 'Please enter a valid email address',
				hidden: true,
			},
			billing_postcode: { message: 'Please enter a valid postcode' },
		} )
	);

describe( 'validation store', () => {
	it( 'records errors by field id, hidden until shown', () => {
		const state = withErrors();
		expect(
			selectors.getValidationError( state, 'billing_email' )
		).toEqual( {
			message: 'Please enter a valid email address',
			hidden: true,
		} );
		expect( selectors.hasValidationErrors( state ) ).toBe( true );
		expect(
			Object.keys( selectors.getVisibleValidationErrors( state ) )
		).toEqual( [ 'billing_postcode' ] );
	} );

	it( 'shows an error on blur', () => {
		const state = reducer(
			withErrors(),
			actions.showValidationError( 'billing_email' )
		);
		expect(
			selectors.getValidationError( state, 'billing_email' )?.hidden
		).toBe( false );
		expect( selectors.getValidationErrorId( state, 'billing_email' ) ).toBe(
			'validate-error-billing_email'
		);
	} );

	it( 'hides an error again', () => {
		const state = reducer(
			withErrors(),
			actions.hideValidationError( 'billing_postcode' )
		);
		expect(
			selectors.getValidationErrorId( state, 'billing_postcode' )
		).toBe( '' );
	} );

	it( 'shows all errors on submit', () => {
		const state = reducer(
			withErrors(),
			actions.showAllValidationErrors()
		);
		expect(
			Object.keys( selectors.getVisibleValidationErrors( state ) )
		).toHaveLength( 2 );
	} );

	it( 'clears one error, some, or all', () => {
		expect(
			reducer(
				withErrors(),
				actions.clearValidationError( 'billing_email' )
			)
		).not.toHaveProperty( 'billing_email' );
		expect(
			reducer(
				withErrors(),
				actions.clearValidationErrors( [
					'billing_email',
					'billing_postcode',
				] )
			)
		).toEqual( {} );
		expect(
			reducer( withErrors(), actions.clearValidationErrors() )
		).toEqual( {} );
		const empty = init();
		expect( reducer( empty, actions.clearValidationErrors() ) ).toBe(
			empty
		);
	} );

	it( 'ignores malformed errors', () => {
		expect(
			reducer(
				init(),
				actions.setValidationErrors( { x: { message: 5 } as never } )
			)
		).toEqual( {} );
	} );

	it( "summarises several visible errors: 'Please fix the following errors before continuing'", () => {
		expect(
			selectors.getValidationErrorSummary( withErrors() )
		).toBeNull();
		expect(
			selectors.getValidationErrorSummary(
				reducer( withErrors(), actions.showAllValidationErrors() )
			)
		).toBe( 'Please fix the following errors before continuing' );
	} );
} );
