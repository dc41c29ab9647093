import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

import { attributesToDataProps } from '../../assets/utils/block-attributes';
import { colorStyle, MINI_CART_COLORS } from './colors';

type SaveProps = { attributes: Record< string, unknown > };

/**
 * The mini-cart's static shell: its settings as data attributes, its colours as the custom
 * properties the button's CSS reads, and the drawer's contents (inner block shells) in a
 * hidden element the drawer reads when it first opens. The button is added by the front end;
 * the block's CSS reserves its space.
 *
 * @param props            Props.
 * @param props.attributes Attributes.
 * @return The saved markup.
 */
export default function save( { attributes }: SaveProps ) {
	const settings = Object.fromEntries(
		Object.entries( attributes ).filter(
			( [ name ] ) => ! ( name in MINI_CART_COLORS )
		)
	);
	const blockProps = useBlockProps.save( {
		...attributesToDataProps( settings ),
		'data-block-name': 'kassa/mini-cart',
		style: colorStyle( attributes ),
	} );
	const innerBlocksProps = useInnerBlocksProps.save( {
		className: 'kassa-mini-cart__template',
		hidden: true,
	} );
	return (
		<div { ...blockProps }>
			<div { ...innerBlocksProps } />
		</div>
	);
}
