import { getContainerWidthClass } from '../container-width';

describe( 'container width', () => {
	it.each( [
		[ 1200, 'is-large' ],
		[ 701, 'is-large' ],
		[ 700, 'is-medium' ],
		[ 521, 'is-medium' ],
		[ 520, 'is-small' ],
		[ 401, 'is-small' ],
		[ 400, 'is-mobile' ],
		[ 0, 'is-mobile' ],
	] )( 'gives a %i px container the class %s', ( width, className ) => {
		expect( getContainerWidthClass( width ) ).toBe( className );
	} );
} );
