import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
} from '../editor/inner-block-edit';
import CartLineItemsBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Cart lines', 'kassa' ) }>
			<ToggleControl
				label={ __( 'Show product descriptions', 'kassa' ) }
				checked={ attributes.showDescription !== false }
				onChange={ ( showDescription: boolean ) =>
					setAttributes( { showDescription } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createInnerBlockEdit( CartLineItemsBlock, Inspector );
