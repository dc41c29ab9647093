import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
} from '../editor/inner-block-edit';
import ProceedToCheckoutBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Checkout button', 'kassa' ) }>
			<TextControl
				label={ __( 'Button text', 'kassa' ) }
				placeholder={ __( 'Proceed to Checkout', 'kassa' ) }
				value={ ( attributes.buttonLabel as string ) ?? '' }
				onChange={ ( buttonLabel: string ) =>
					setAttributes( { buttonLabel } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createInnerBlockEdit( ProceedToCheckoutBlock, Inspector );
