import {
	PanelBody,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { createInnerBlockEdit } from '../editor/inner-block-edit';
import Block from './block';

export default createInnerBlockEdit(
	Block,
	( { attributes, setAttributes } ) => (
		<PanelBody title={ __( 'Terms', 'kassa' ) }>
			<TextareaControl
				label={ __( 'Terms text', 'kassa' ) }
				help={ __(
					'Leave empty for the default text with links to your terms and privacy pages. Links (<a href>) are allowed.',
					'kassa'
				) }
				value={ attributes.text as string }
				onChange={ ( value: string ) =>
					setAttributes( { text: value } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Require a checkbox', 'kassa' ) }
				checked={ !! attributes.requireCheckbox }
				onChange={ ( value: boolean ) =>
					setAttributes( { requireCheckbox: value } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Show a separator line', 'kassa' ) }
				checked={ !! attributes.showSeparator }
				onChange={ ( value: boolean ) =>
					setAttributes( { showSeparator: value } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	)
);
