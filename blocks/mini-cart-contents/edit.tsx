import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { INNER_BLOCK_AREAS } from '../../assets/constants';
import type { InnerBlockEditProps } from '../editor/inner-block-edit';
import {
	MINI_CART_CONTENTS_ALLOWED_BLOCKS,
	MINI_CART_CONTENTS_TEMPLATE,
} from '../mini-cart/template';
import { drawerWidthStyle } from './width';

/**
 * The drawer's contents in the editor: a named inner block area (`kassa/mini-cart-contents`)
 * whose blocks an admin may reorder, remove and add to, shown as wide as the drawer, and the
 * drawer's width in the inspector.
 *
 * @param props               Props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Changes attributes.
 * @return The editor view.
 */
export default function Edit( {
	attributes,
	setAttributes,
}: InnerBlockEditProps ) {
	const width = attributes.width as string;
	const innerBlocksProps = useInnerBlocksProps(
		useBlockProps( {
			'data-area': INNER_BLOCK_AREAS.MINI_CART_CONTENTS,
			style: drawerWidthStyle( width ),
		} ),
		{
			allowedBlocks: MINI_CART_CONTENTS_ALLOWED_BLOCKS,
			template: MINI_CART_CONTENTS_TEMPLATE,
			templateLock: false,
		}
	);
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Drawer', 'kassa' ) }>
					<RangeControl
						label={ __( 'Drawer width (px)', 'kassa' ) }
						help={ __(
							'On screens narrower than this, the drawer takes the whole width.',
							'kassa'
						) }
						value={ parseInt( width, 10 ) || undefined }
						min={ 300 }
						max={ 1000 }
						onChange={ ( value?: number ) =>
							setAttributes( {
								width: value ? `${ value }px` : undefined,
							} )
						}
						__next40pxDefaultSize
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...innerBlocksProps } />
		</>
	);
}
