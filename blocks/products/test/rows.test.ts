import { gridRows } from '../rows';

describe( 'the product grid’s rows', () => {
	it( 'are the grid’s own when it has them', () => {
		expect( gridRows( { rows: 2, perPage: 30, columns: 3 } ) ).toBe( 2 );
	} );

	it( 'are as many as the products per page of a grid stored before rows fill', () => {
		expect( gridRows( { perPage: 8, columns: 4 } ) ).toBe( 2 );
		expect( gridRows( { perPage: 5, columns: 2 } ) ).toBe( 3 );
	} );

	it( 'come from the old defaults, 12 products in 3 columns, for a grid stored without either', () => {
		expect( gridRows( {} ) ).toBe( 4 );
		expect( gridRows( { columns: 6 } ) ).toBe( 2 );
	} );
} );
