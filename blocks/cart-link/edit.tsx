import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import CartIconControl from '../editor/cart-icon-control';
import type { InnerBlockEditProps } from '../editor/inner-block-edit';
import CartLink from './block';

/**
 * The Cart Link in the editor: its icon and text in the inspector, and the link as shoppers
 * get it.
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
	const cartIcon = attributes.cartIcon as string;
	const content = attributes.content as string | undefined;
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Cart Link', 'kassa' ) }>
					<CartIconControl
						value={ cartIcon }
						onChange={ ( icon ) =>
							setAttributes( { cartIcon: icon } )
						}
					/>
					<TextControl
						label={ __( 'Link text', 'kassa' ) }
						help={ __(
							'Leave it empty to show the icon alone.',
							'kassa'
						) }
						value={ content ?? __( 'Cart', 'kassa' ) }
						onChange={ ( value: string ) =>
							setAttributes( { content: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<CartLink
				cartIcon={ cartIcon }
				content={ content }
				href={ getSetting( 'pages' ).cart }
			/>
		</div>
	);
}
