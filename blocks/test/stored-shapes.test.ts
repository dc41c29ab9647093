import { getBlockType, parse, serialize, type Block } from '@wordpress/blocks';
import { readFileSync } from 'fs';
import { join } from 'path';

import {
	withEmptyContainers,
	withoutBlocks,
	withoutWideDefault,
} from '../../tests/e2e/utils/markup';
import '../cart';
import { CART_REQUIRED_BLOCKS } from '../cart/template';
import '../checkout';
import { CHECKOUT_REQUIRED_BLOCKS } from '../checkout/template';
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

const flatNames = ( blocks: Block[] ): string[] =>
	blocks.flatMap( ( block ) => [
		block.name,
		...flatNames( block.innerBlocks ),
	] );

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

describe.each( [ 'cart', 'checkout' ] )(
	'the alignment of kassa/%s',
	( block ) => {
		const markup = () => readFileSync( markupFile( block ), 'utf8' ).trim();

		it( 'is wide by default, as WooCommerce’s', () => {
			const [ parsed ] = parse( `<!-- wp:kassa/${ block } /-->` );
			expect( parsed.attributes.align ).toBe( 'wide' );
			expect( markup() ).toContain(
				`class="wp-block-kassa-${ block } alignwide"`
			);
			expect( console ).toHaveInformed();
		} );

		it( 'stays none for a block stored before the wide default, which opens as valid', () => {
			const older = withoutWideDefault( markup() );
			expect( older ).not.toBe( markup() );
			const [ parsed ] = parse( older );
			expect( invalid( [ parsed ] ) ).toEqual( [] );
			expect( parsed.attributes.align ).toBe( '' );
			expect( names( parsed.innerBlocks ) ).toEqual(
				names( parse( markup() )[ 0 ].innerBlocks )
			);
			// Saved again, it keeps the shopper's look: no alignment class.
			expect( serialize( [ parsed ] ) ).not.toContain( 'alignwide' );
			expect( console ).toHaveInformed();
		} );

		it( 'gets back a required block it was stored without, too', () => {
			const [ parsed ] = parse(
				withoutBlocks( withoutWideDefault( markup() ), [
					block === 'cart'
						? 'kassa/proceed-to-checkout'
						: 'kassa/checkout-actions',
				] )
			);
			expect( invalid( [ parsed ] ) ).toEqual( [] );
			expect( names( parsed.innerBlocks ) ).toEqual(
				names( parse( markup() )[ 0 ].innerBlocks )
			);
			expect( console ).toHaveInformed();
		} );

		it( 'keeps an alignment chosen before', () => {
			const [ parsed ] = parse(
				withoutWideDefault( markup() )
					.replace(
						`<!-- wp:kassa/${ block } -->`,
						`<!-- wp:kassa/${ block } {"align":"full"} -->`
					)
					.replace(
						`class="wp-block-kassa-${ block }"`,
						`data-align="&quot;full&quot;" class="wp-block-kassa-${ block } alignfull"`
					)
			);
			expect( invalid( [ parsed ] ) ).toEqual( [] );
			expect( parsed.attributes.align ).toBe( 'full' );
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
			'<!-- wp:kassa/cart --><div data-align="&quot;wide&quot;" data-block-name="kassa/cart" class="wp-block-kassa-cart alignwide"><div class="kassa-cart__skeleton" aria-hidden="true"></div><!-- wp:kassa/empty-cart --><div data-heading="&quot;&quot;" data-link-label="&quot;&quot;" data-block-name="kassa/empty-cart" class="wp-block-kassa-empty-cart"></div><!-- /wp:kassa/empty-cart --></div><!-- /wp:kassa/cart -->'
		);
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( parsed.innerBlocks[ 0 ].attributes.lock ).toEqual( {
			remove: true,
		} );
	} );
} );

describe( 'a layout stored without something it needs', () => {
	const markup = ( block: string ) =>
		readFileSync( markupFile( block ), 'utf8' ).trim();

	it.each( [
		[ 'cart', 'kassa/proceed-to-checkout' ],
		[ 'cart', 'kassa/cart-line-items' ],
		[ 'checkout', 'kassa/checkout-actions' ],
		[ 'checkout', 'kassa/checkout-contact-information' ],
	] )(
		'a %s without the required %s gets it back where the template has it',
		( block, missing ) => {
			const [ parsed ] = parse(
				withoutBlocks( markup( block ), [ missing ] )
			);
			const [ current ] = parse( markup( block ) );
			expect( invalid( [ parsed ] ) ).toEqual( [] );
			expect( names( parsed.innerBlocks ) ).toEqual(
				names( current.innerBlocks )
			);
		}
	);

	it( 'puts a missing required block after the blocks the template puts before it, wherever an admin moved them', () => {
		// The terms moved above the order note; the actions (after both in the template) missing.
		const terms =
			/<!-- wp:kassa\/checkout-terms [\s\S]*?<!-- \/wp:kassa\/checkout-terms -->\s*/;
		const without = withoutBlocks( markup( 'checkout' ), [
			'kassa/checkout-actions',
		] );
		const moved = without
			.replace( terms, '' )
			.replace(
				/<!-- wp:kassa\/checkout-order-note /,
				`${ without.match( terms )![ 0 ] }$&`
			);
		const [ parsed ] = parse( moved );
		// The classic hooks' blocks stay where they were (see the classic hooks' tests).
		const fields = flatNames( parsed.innerBlocks[ 0 ].innerBlocks )
			.filter( ( name ) => name !== 'kassa/classic-hook' )
			.slice( -3 );
		expect( fields ).toEqual( [
			'kassa/checkout-terms',
			'kassa/checkout-order-note',
			'kassa/checkout-actions',
		] );
	} );

	it( 'leaves out the optional blocks an admin removed', () => {
		const [ parsed ] = parse(
			withoutBlocks( markup( 'cart' ), [
				'kassa/cart-cross-sells',
				'kassa/proceed-to-checkout',
			] )
		);
		expect( flatNames( [ parsed ] ) ).toContain(
			'kassa/proceed-to-checkout'
		);
		expect( flatNames( [ parsed ] ) ).not.toContain(
			'kassa/cart-cross-sells'
		);
	} );

	it( 'fills a container stored empty with its default blocks', () => {
		const [ parsed ] = parse(
			withEmptyContainers( markup( 'cart' ), [ 'kassa/cart-items' ] )
		);
		const [ current ] = parse( markup( 'cart' ) );
		expect( names( parsed.innerBlocks ) ).toEqual(
			names( current.innerBlocks )
		);
	} );

	it( 'opens a complete layout unchanged', () => {
		const [ parsed ] = parse( markup( 'checkout' ) );
		expect( serialize( [ parsed ] ) ).toBe( markup( 'checkout' ) );
	} );
} );

describe.each( [
	[ 'cart', CART_REQUIRED_BLOCKS ],
	[ 'checkout', CHECKOUT_REQUIRED_BLOCKS ],
] )( 'the required blocks of kassa/%s', ( block, required ) => {
	it( 'are the inner blocks block.json locks against removal', () => {
		const inTree = flatNames( parse( `<!-- wp:kassa/${ block } /-->` ) );
		const locked = inTree.filter(
			( name ) =>
				(
					getBlockType( name )?.attributes?.lock as
						{ default?: { remove?: boolean } } | undefined
				 )?.default?.remove === true
		);
		// And the classic hooks' blocks, each required by its hook (see their tests).
		expect( [ ...required, 'kassa/classic-hook' ].sort() ).toEqual(
			[ ...new Set( locked ) ].sort()
		);
		expect( console ).toHaveInformed();
	} );

	it( 'offer no Unlock: an admin cannot lift the lock and remove them', () => {
		parse( `<!-- wp:kassa/${ block } /-->` );
		const unlockable = [ ...required ].filter(
			( name ) => getBlockType( name )?.supports?.lock !== false
		);
		expect( unlockable ).toEqual( [] );
		expect( console ).toHaveInformed();
	} );
} );

describe( 'kassa/products stored before it had rows', () => {
	it( 'opens a grid saved with products per page as valid, with the rows they fill', () => {
		const [ parsed ] = parse(
			'<!-- wp:kassa/products {"columns":4,"perPage":8} -->\n<div data-columns="4" data-per-page="8" data-show-sort="true" data-show-category-filter="true" data-excerpt-length="15" data-excerpt-count-type="&quot;words&quot;" data-default-sort="&quot;default&quot;" data-block-name="kassa/products" class="wp-block-kassa-products"><div class="kassa-products__skeleton" aria-hidden="true"></div></div>\n<!-- /wp:kassa/products -->'
		);
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( parsed.attributes ).toMatchObject( { columns: 4, rows: 2 } );
		expect( parsed.attributes ).not.toHaveProperty( 'perPage' );
		expect( serialize( [ parsed ] ) ).toContain( 'data-rows="2"' );
		expect( console ).toHaveInformed();
	} );

	it( 'opens the shop page the seeds wrote before rows unchanged but for the rows', () => {
		const [ parsed ] = parse(
			readFileSync( markupFile( 'products' ), 'utf8' ).replace(
				'data-rows="4"',
				'data-per-page="12"'
			)
		);
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( serialize( [ parsed ] ) ).toBe(
			readFileSync( markupFile( 'products' ), 'utf8' ).trim()
		);
		expect( console ).toHaveInformed();
	} );

	it.each( [
		[ '{"columns":2,"perPage":5}', 3 ],
		[ '{"columns":4}', 3 ],
		[ '{"rows":2}', 2 ],
	] )( 'opens a self-closing grid %s with %d rows', ( json, rows ) => {
		const [ parsed ] = parse( `<!-- wp:kassa/products ${ json } /-->` );
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( parsed.attributes.rows ).toBe( rows );
		expect( parsed.attributes ).not.toHaveProperty( 'perPage' );
		expect( console ).toHaveInformed();
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

describe( 'kassa/checkout-shipping-method stored before its settings', () => {
	it( 'opens as valid, with the default labels, no icons and no prices', () => {
		const [ parsed ] = parse(
			'<!-- wp:kassa/checkout-shipping-method --><div data-block-name="kassa/checkout-shipping-method" class="wp-block-kassa-checkout-shipping-method"></div><!-- /wp:kassa/checkout-shipping-method -->'
		);
		expect( invalid( [ parsed ] ) ).toEqual( [] );
		expect( parsed.attributes ).toMatchObject( {
			shippingText: '',
			localPickupText: '',
			showIcon: false,
			showPrice: false,
		} );
		expect( console ).toHaveInformed();
	} );
} );
