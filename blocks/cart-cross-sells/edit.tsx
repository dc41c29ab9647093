import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
} from '../../assets/editor/inner-block-edit';
import CartCrossSellsBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Cross-sells', 'kassa' ) }>
			<ToggleControl
				label={ __( 'Show cross-sells', 'kassa' ) }
				checked={ attributes.isEnabled !== false }
				onChange={ ( isEnabled: boolean ) =>
					setAttributes( { isEnabled } )
				}
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Heading', 'kassa' ) }
				placeholder={ __( 'You may be interested in…', 'kassa' ) }
				value={ ( attributes.heading as string ) ?? '' }
				onChange={ ( heading: string ) => setAttributes( { heading } ) }
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createInnerBlockEdit( CartCrossSellsBlock, Inspector );
