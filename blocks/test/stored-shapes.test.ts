import { parse, serialize, type Block } from '@wordpress/blocks';
import { readFileSync } from 'fs';
import { join } from 'path';

import '../cart';
import '../checkout';
import '../mini-cart';
import '../products';

/**
 * The default markup the seeds and the WooCommerce → Kassa switch write (includes/markup/).
 * `KASSA_WRITE_MARKUP=1 npx jest blocks/test/stored-shapes` writes it anew after a change.
 *
 * @param block Block name without `kassa/`.
 * @return The file's path.
 */
const markupFile = ( block: string ) =>
	join( __dirname, '../../includes/markup', `${ block }.html` );

const names = ( blocks: Block[] ): unknown[] =>
	blocks.map( ( block ) =>
		block.innerBlocks.length
			? [ block.name, names( block.innerBlocks ) ]
			: block.name
	);

const invalid = ( blocks: Block[] ): string[] =>
	blocks.flatMap( ( block ) => [
		...( block.isValid ? [] : [ block.name ] ),
		...invalid( block.innerBlocks ),
	] );

describe.each( [ 'cart', 'checkout', 'mini-cart', 'products' ] )(
	'kassa/%s as stored',
	( block ) => {
		it( 'opens a self-closing block as valid, with the default layout', () => {
			const [ parsed ] = parse( `<!-- wp:kassa/${ block } /-->` );
			const saved = serialize( [ parsed ] );
			expect( invalid( [ parsed ] ) ).toEqual( [] );
			expect( parsed.name ).toBe( `kassa/${ block }` );
			// The block editor tells of each block it updated from an older shape.
			expect( console ).toHaveInformed();
			if ( process.env.KASSA_WRITE_MARKUP ) {
				require( 'fs' ).writeFileSync(
					markupFile( block ),
					saved + '\n'
				);
			}
		} );

		it( 'opens its default markup as valid, unchanged', () => {
			const markup = readFileSync( markupFile( block ), 'utf8' ).trim();
			const parsed = parse( markup );
			expect( invalid( parsed ) ).toEqual( [] );
			expect( serialize( parsed ) ).toBe( markup );
			expect( markup ).toBe(
				serialize( parse( `<!-- wp:kassa/${ block } /-->` ) )
			);
			expect( console ).toHaveInformed();
		} );
	}
);

describe.each( [ 'cart', 'checkout' ] )(
	'kassa/%s saved by the first versions (skeleton only)',
	( block ) => {
		it( 'opens as valid, with the default layout', () => {
			const [ parsed ] = parse(
				`<!-- wp:kassa/${ block } --><div class="wp-block-kassa-${ block }"><div class="kassa-${ block }__skeleton" aria-hidden="true"></div></div><!-- /wp:kassa/${ block } -->`
			);
			const [ current ] = parse( `<!-- wp:kassa/${ block } /-->` );
			expect( invalid( [ parsed ] ) ).toEqual( [] );
			expect( names( parsed.innerBlocks ) ).toEqual(
				names( current.innerBlocks )
			);
			expect( parsed.innerBlocks.length ).toBeGreaterThan( 0 );
			expect( console ).toHaveInformed();
		} );
	}
);

describe( 'a self-closing block with attributes', () => {
	it( 'keeps them when it gets the default layout', () => {
		const [ parsed ] = parse(
			'<!-- wp:kassa/checkout {"collapsibleSteps":true,"companyField":"required"} /-->'
		);
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( parsed.attributes ).toMatchObject( {
			collapsibleSteps: true,
			companyField: 'required',
			showStepNumbers: true,
		} );
		expect( parsed.innerBlocks.length ).toBeGreaterThan( 0 );
		expect( console ).toHaveInformed();
	} );
} );

describe( 'required inner blocks', () => {
	it( 'are locked against removal however they were stored', () => {
		const [ parsed ] = parse(
			'<!-- wp:kassa/cart --><div data-block-name="kassa/cart" class="wp-block-kassa-cart"><div class="kassa-cart__skeleton" aria-hidden="true"></div><!-- wp:kassa/empty-cart --><div data-heading="&quot;&quot;" data-link-label="&quot;&quot;" data-block-name="kassa/empty-cart" class="wp-block-kassa-empty-cart"></div><!-- /wp:kassa/empty-cart --></div><!-- /wp:kassa/cart -->'
		);
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( parsed.innerBlocks[ 0 ].attributes.lock ).toEqual( {
			remove: true,
		} );
	} );
} );

describe( 'kassa/mini-cart stored before its settings and drawer blocks', () => {
	const markup = readFileSync(
		join(
			__dirname,
			'../../tests/fixtures/stored-markup/mini-cart-before-drawer-blocks.html'
		),
		'utf8'
	).trim();

	it( 'opens as valid, with the default layout and its setting kept', () => {
		const [ parsed ] = parse(
			markup
				.replace(
					'data-has-hidden-price="false"',
					'data-has-hidden-price="true"'
				)
				.replace(
					'<!-- wp:kassa/mini-cart -->',
					'<!-- wp:kassa/mini-cart {"hasHiddenPrice":true} -->'
				)
		);
		const [ current ] = parse( '<!-- wp:kassa/mini-cart /-->' );
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( names( parsed.innerBlocks ) ).toEqual(
			names( current.innerBlocks )
		);
		expect( parsed.attributes ).toMatchObject( {
			hasHiddenPrice: true,
			miniCartIcon: 'cart',
		} );
		expect( parsed.innerBlocks[ 0 ].attributes.width ).toBe( '480px' );
		// Saved again, it is today's markup.
		expect( serialize( [ parsed ] ) ).toBe(
			serialize( [ current ] )
				.replace(
					'<!-- wp:kassa/mini-cart -->',
					'<!-- wp:kassa/mini-cart {"hasHiddenPrice":true} -->'
				)
				.replace(
					'data-has-hidden-price="false"',
					'data-has-hidden-price="true"'
				)
		);
		expect( console ).toHaveInformed();
	} );

	it( 'keeps a region the admin had removed out', () => {
		const [ parsed ] = parse(
			markup.replace(
				/<!-- wp:kassa\/mini-cart-footer -->[\s\S]*?<!-- \/wp:kassa\/mini-cart-footer -->\s*/,
				''
			)
		);
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( names( parsed.innerBlocks[ 0 ].innerBlocks ) ).toEqual( [
			[
				'kassa/mini-cart-title',
				[
					'kassa/mini-cart-title-label',
					'kassa/mini-cart-title-items-counter',
				],
			],
			[ 'kassa/mini-cart-items', [ 'kassa/mini-cart-products-table' ] ],
			[ 'kassa/mini-cart-empty', [ 'kassa/mini-cart-shopping-button' ] ],
		] );
		expect( console ).toHaveInformed();
	} );
} );
