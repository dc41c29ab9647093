import { parse, serialize, type Block } from '@wordpress/blocks';
import { readFileSync } from 'fs';
import { join } from 'path';

import '../cart';
import '../checkout';

/**
 * Pages stored before the Taxes rows had their rate setting (today's default markup without
 * it): the editor opens them without a warning, with the rate off, which is what the front end
 * renders for a shell without the setting.
 */

const RATE_SETTING = ' data-show-rate-after-tax-name="false"';

const current = ( block: string ) =>
	readFileSync(
		join( __dirname, '../../includes/markup', `${ block }.html` ),
		'utf8'
	).trim();

const find = ( blocks: Block[], name: string ): Block | undefined =>
	blocks
		.flatMap( ( block ) => [ block, find( block.innerBlocks, name ) ] )
		.find( ( block ) => block?.name === name );

const invalid = ( blocks: Block[] ): string[] =>
	blocks.flatMap( ( block ) => [
		...( block.isValid ? [] : [ block.name ] ),
		...invalid( block.innerBlocks ),
	] );

describe.each( [ 'cart', 'checkout' ] )(
	'kassa/%s stored before its Taxes row’s rate setting',
	( block ) => {
		it( 'opens as valid, with the rate off, and saves as today’s default markup', () => {
			const older = current( block ).replace( RATE_SETTING, '' );
			expect( older ).not.toBe( current( block ) );
			const parsed = parse( older );
			expect( invalid( parsed ) ).toEqual( [] );
			expect(
				find( parsed, `kassa/${ block }-order-summary-taxes` )
					?.attributes.showRateAfterTaxName
			).toBe( false );
			expect( serialize( parsed ) ).toBe( current( block ) );
			expect( console ).toHaveInformed();
		} );
	}
);
