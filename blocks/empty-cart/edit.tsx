import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createContainerEdit,
	type InnerBlockEditProps,
} from '../editor/inner-block-edit';
import EmptyCartBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Empty cart', 'kassa' ) }>
			<TextControl
				label={ __( 'Heading', 'kassa' ) }
				placeholder={ __( 'Your cart is currently empty!', 'kassa' ) }
				value={ ( attributes.heading as string ) ?? '' }
				onChange={ ( heading: string ) => setAttributes( { heading } ) }
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Shop link text', 'kassa' ) }
				placeholder={ __( 'Browse store', 'kassa' ) }
				value={ ( attributes.linkLabel as string ) ?? '' }
				onChange={ ( linkLabel: string ) =>
					setAttributes( { linkLabel } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

// Admins may add any blocks (a paragraph, an image) below the heading and link.
export default createContainerEdit( EmptyCartBlock, { Inspector } );
