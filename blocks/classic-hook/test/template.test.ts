import { parse, serialize, type Block } from '@wordpress/blocks';
import { readFileSync } from 'fs';
import { join } from 'path';

import { CART_EDITOR_TEMPLATE } from '../../cart/editor-template';
import { CHECKOUT_EDITOR_TEMPLATE } from '../../checkout/editor-template';
import type { TemplateEntry } from '../../../assets/utils/block-template';
import { CLASSIC_HOOK_POSITIONS, classicHookLabel } from '../positions';
import { layoutKey } from '../template';
import '../../cart';
import '../../checkout';

const markup = ( block: string ) =>
	readFileSync(
		join( __dirname, '../../../includes/markup', `${ block }.html` ),
		'utf8'
	).trim();

/**
 * Container => the keys of its blocks, in order, for every container of a layout.
 *
 * @param template A layout.
 * @param name     Its container's name.
 * @param found    What was found so far.
 * @return The containers.
 */
function containers(
	template: TemplateEntry[],
	name: string,
	found: Record< string, string[] > = {}
) {
	found[ name ] = template.map( ( [ block, attributes ] ) =>
		layoutKey( block, attributes )
	);
	template.forEach( ( [ block, , inner ] ) => {
		if ( inner ) {
			containers( inner, block, found );
		}
	} );
	return found;
}

const hookBlocks = ( blocks: Block[] ): string[] =>
	blocks.flatMap( ( block ) => [
		...( block.name === 'kassa/classic-hook'
			? [ String( block.attributes.hook ) ]
			: [] ),
		...hookBlocks( block.innerBlocks ),
	] );

const layouts = {
	...containers( CHECKOUT_EDITOR_TEMPLATE, 'kassa/checkout' ),
	...containers( CART_EDITOR_TEMPLATE, 'kassa/cart' ),
};

describe( 'the classic hooks in the default layouts', () => {
	it.each( Object.entries( CLASSIC_HOOK_POSITIONS ) )(
		'puts each hook of %s right after the block or hook it follows',
		( container, positions ) => {
			const keys = layouts[ container ];
			for ( const [ hook, after ] of positions ) {
				const index = keys.indexOf( hook );
				expect( index ).toBeGreaterThanOrEqual( 0 );
				expect( after === null ? 0 : keys.indexOf( after ) + 1 ).toBe(
					index
				);
			}
		}
	);

	it( 'places every hook once, with a label of its own', () => {
		const hooks = Object.values( CLASSIC_HOOK_POSITIONS ).flatMap(
			( positions ) => positions.map( ( [ hook ] ) => hook )
		);
		expect( new Set( hooks ).size ).toBe( hooks.length );
		hooks.forEach( ( hook ) =>
			expect( classicHookLabel( hook ) ).not.toBe( hook )
		);
	} );

	it.each( [ 'cart', 'checkout' ] )(
		'writes them into the default markup of kassa/%s',
		( block ) => {
			const placed = hookBlocks( parse( markup( block ) ) );
			const expected = Object.entries( CLASSIC_HOOK_POSITIONS )
				.filter( ( [ container ] ) =>
					Object.keys(
						block === 'cart'
							? containers( CART_EDITOR_TEMPLATE, 'kassa/cart' )
							: containers(
									CHECKOUT_EDITOR_TEMPLATE,
									'kassa/checkout'
								)
					).includes( container )
				)
				.flatMap( ( [ , positions ] ) =>
					positions.map( ( [ hook ] ) => hook )
				);
			expect( placed.sort() ).toEqual( expected.sort() );
		}
	);
} );

describe( 'a page stored without a classic hook’s block', () => {
	const without = ( block: string, hook: string ) =>
		markup( block ).replace(
			new RegExp(
				`<!-- wp:kassa/classic-hook {"hook":"${ hook }"} -->[\\s\\S]*?<!-- /wp:kassa/classic-hook -->\\s*`
			),
			''
		);

	it.each( [
		[ 'checkout', 'woocommerce_after_checkout_billing_form' ],
		[ 'checkout', 'woocommerce_review_order_before_order_total' ],
		[ 'cart', 'woocommerce_cart_is_empty' ],
		[ 'cart', 'woocommerce_proceed_to_checkout' ],
	] )(
		'opens a %s without the block of %s with it back where the layout has it',
		( block, hook ) => {
			const stored = without( block, hook );
			expect( stored ).not.toContain( `"hook":"${ hook }"` );
			const parsed = parse( stored );
			expect( serialize( parsed ) ).toBe( markup( block ) );
		}
	);

	it( 'keeps a hook’s block where the merchant moved it', () => {
		const hook = 'woocommerce_after_checkout_billing_form';
		const block = markup( 'checkout' ).match(
			new RegExp(
				`<!-- wp:kassa/classic-hook {"hook":"${ hook }"} -->[\\s\\S]*?<!-- /wp:kassa/classic-hook -->\\s*`
			)
		)![ 0 ];
		const moved = without( 'checkout', hook ).replace(
			'<!-- wp:kassa/checkout-contact-information -->',
			`${ block }<!-- wp:kassa/checkout-contact-information -->`
		);
		const [ parsed ] = parse( moved );
		const fields = parsed.innerBlocks[ 0 ].innerBlocks.map( ( inner ) =>
			layoutKey( inner.name, inner.attributes )
		);
		expect( fields.filter( ( key ) => key === hook ) ).toHaveLength( 1 );
		expect( fields.indexOf( hook ) + 1 ).toBe(
			fields.indexOf( 'kassa/checkout-contact-information' )
		);
	} );
} );
