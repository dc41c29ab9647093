import {
	attributesToDataProps,
	dataPropsToAttributes,
} from '../block-attributes';

describe( 'block attributes as data attributes', () => {
	it( 'writes camelCase attributes as kebab-case, JSON-encoded data attributes', () => {
		expect(
			attributesToDataProps( {
				showShippingCalculator: true,
				buttonLabel: 'Go',
			} )
		).toEqual( {
			'data-show-shipping-calculator': 'true',
			'data-button-label': '"Go"',
		} );
	} );

	it( 'leaves out undefined values and what WordPress writes itself: the lock, classes and block supports styles', () => {
		expect(
			attributesToDataProps( {
				a: undefined,
				lock: { remove: true },
				className: 'x',
				style: { color: { text: '#000' } },
				textColor: 'contrast',
				backgroundColor: 'base',
				fontSize: 'small',
			} )
		).toEqual( {} );
	} );

	it( 'reads back booleans, numbers, objects and plain strings', () => {
		const element = document.createElement( 'div' );
		const props = attributesToDataProps( {
			showStepNumbers: false,
			columns: 3,
			fields: { phone: 'optional' },
			label: 'Place order',
			quantity: '10',
		} );
		for ( const [ name, value ] of Object.entries( props ) ) {
			element.setAttribute( name, value );
		}
		element.dataset.blockName = 'kassa/x';
		expect( dataPropsToAttributes( element.dataset ) ).toEqual( {
			showStepNumbers: false,
			columns: 3,
			fields: { phone: 'optional' },
			label: 'Place order',
			quantity: '10',
		} );
	} );

	it( 'keeps a value that is not JSON as a string', () => {
		const element = document.createElement( 'div' );
		element.setAttribute( 'data-heading', 'Your cart' );
		expect( dataPropsToAttributes( element.dataset ) ).toEqual( {
			heading: 'Your cart',
		} );
	} );
} );
