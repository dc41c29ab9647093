import {
	prepareParentShell,
	restoreLayout,
	templateToShells,
	type TemplateEntry,
} from '../block-template';

const TEMPLATE: TemplateEntry[] = [
	[ 'kassa/filled-cart', {}, [ [ 'kassa/cart-items', { a: 1 } ] ] ],
	[ 'kassa/empty-cart', {} ],
];

const LAYOUT: TemplateEntry[] = [
	[
		'kassa/filled-cart',
		{},
		[
			[
				'kassa/cart-items',
				{},
				[
					[ 'kassa/cart-line-items', {} ],
					[ 'kassa/cart-cross-sells', {} ],
				],
			],
			[ 'kassa/cart-totals', {} ],
		],
	],
	[ 'kassa/empty-cart', {} ],
];

const blockNames = ( element: HTMLElement ) =>
	Array.from( element.children ).map(
		( child ) => ( child as HTMLElement ).dataset.blockName
	);

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

	it( 'puts back a missing required block after the blocks the template puts before it', () => {
		const element = document.createElement( 'div' );
		element.innerHTML =
			'<div data-block-name="kassa/filled-cart"><p>Note</p><div data-block-name="kassa/cart-totals"></div></div>';
		const shell = prepareParentShell( element, LAYOUT, [
			'kassa/cart-items',
			'kassa/empty-cart',
		] );
		const filled = shell.firstElementChild as HTMLElement;
		expect( blockNames( filled ) ).toEqual( [
			'kassa/cart-items',
			undefined,
			'kassa/cart-totals',
		] );
		expect( blockNames( shell ) ).toEqual( [
			'kassa/filled-cart',
			'kassa/empty-cart',
		] );
	} );

	it( 'gives a container saved empty its default blocks, and leaves optional blocks out', () => {
		const element = document.createElement( 'div' );
		element.innerHTML =
			'<div data-block-name="kassa/filled-cart"><div data-block-name="kassa/cart-items"></div></div><div data-block-name="kassa/empty-cart"></div>';
		const shell = prepareParentShell( element, LAYOUT, [] );
		const items = shell.querySelector(
			'[data-block-name="kassa/cart-items"]'
		) as HTMLElement;
		expect( blockNames( items ) ).toEqual( [
			'kassa/cart-line-items',
			'kassa/cart-cross-sells',
		] );
		expect( blockNames( shell.firstElementChild as HTMLElement ) ).toEqual(
			[ 'kassa/cart-items' ]
		);
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
} );

describe( 'restoreLayout', () => {
	const LEVEL: TemplateEntry[] = [
		[ 'kassa/filled-cart', {} ],
		[ 'kassa/empty-cart', {} ],
	];
	const tree = {
		nameOf: ( block: string ) => block,
		childrenOf: () => [],
		withChildren: ( block: string ) => block,
		create: ( [ name ]: TemplateEntry ) => name,
	};

	it( 'returns the stored blocks themselves when nothing is missing', () => {
		const stored = [ 'kassa/empty-cart', 'kassa/filled-cart' ];
		expect(
			restoreLayout( stored, LEVEL, [ 'kassa/filled-cart' ], tree )
		).toBe( stored );
	} );

	it( 'puts a missing first block of the template first', () => {
		expect(
			restoreLayout(
				[ 'kassa/empty-cart' ],
				LEVEL,
				[ 'kassa/filled-cart' ],
				tree
			)
		).toEqual( [ 'kassa/filled-cart', 'kassa/empty-cart' ] );
	} );
} );
