import {
	containerLayouts,
	prepareParentShell,
	templateToShells,
	type TemplateEntry,
} from '../block-template';

const TEMPLATE: TemplateEntry[] = [
	[ 'kassa/filled-cart', {}, [ [ 'kassa/cart-items', { a: 1 } ] ] ],
	[ 'kassa/empty-cart', {} ],
];

describe( 'block templates', () => {
	it( 'builds the shells save() would have written', () => {
		const [ filled, empty ] = templateToShells( TEMPLATE );
		expect( filled.dataset.blockName ).toBe( 'kassa/filled-cart' );
		expect( filled.className ).toBe( 'wp-block-kassa-filled-cart' );
		expect(
			( filled.firstElementChild as HTMLElement ).dataset.blockName
		).toBe( 'kassa/cart-items' );
		expect( empty.children ).toHaveLength( 0 );
	} );

	it( 'gives a shell saved without inner blocks the default layout, without skeletons', () => {
		const element = document.createElement( 'div' );
		element.innerHTML = '<div class="kassa-cart__skeleton"></div>';
		const shell = prepareParentShell( element, TEMPLATE );
		expect( shell.querySelector( '.kassa-cart__skeleton' ) ).toBeNull();
		expect( shell.children ).toHaveLength( 2 );
		expect( element.children ).toHaveLength( 1 );
	} );

	it( 'keeps the inner blocks an admin saved', () => {
		const element = document.createElement( 'div' );
		element.innerHTML = '<div data-block-name="kassa/empty-cart"></div>';
		const shell = prepareParentShell( element, TEMPLATE );
		expect( shell.children ).toHaveLength( 1 );
	} );

	it( 'gives a container saved without inner blocks its layout, as the editor opens it', () => {
		const element = document.createElement( 'div' );
		element.innerHTML =
			'<div data-block-name="kassa/filled-cart"><div class="kassa-x__skeleton"></div></div><div data-block-name="kassa/empty-cart"></div>';
		const shell = prepareParentShell( element, TEMPLATE );
		const filled = shell.firstElementChild as HTMLElement;
		expect(
			Array.from( filled.children ).map(
				( child ) => ( child as HTMLElement ).dataset.blockName
			)
		).toEqual( [ 'kassa/cart-items' ] );
		// A block without a layout of its own stays empty.
		expect( shell.lastElementChild?.children ).toHaveLength( 0 );
	} );

	it( "keeps a container's saved inner blocks", () => {
		const element = document.createElement( 'div' );
		element.innerHTML =
			'<div data-block-name="kassa/filled-cart"><div data-block-name="kassa/other"></div></div>';
		const shell = prepareParentShell( element, TEMPLATE );
		expect(
			(
				shell.querySelector(
					'[data-block-name="kassa/other"]'
				) as HTMLElement
			 ).parentElement?.children
		).toHaveLength( 1 );
	} );

	it( 'knows the layout of every container of a template', () => {
		expect( [ ...containerLayouts( TEMPLATE ).keys() ] ).toEqual( [
			'kassa/filled-cart',
		] );
	} );
} );
