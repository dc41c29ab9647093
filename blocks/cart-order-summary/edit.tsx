import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createContainerEdit,
	type InnerBlockEditProps,
} from '../../assets/editor/inner-block-edit';
import { ORDER_SUMMARY_TEMPLATE } from '../cart/template';
import CartOrderSummaryBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Order summary', 'kassa' ) }>
			<TextControl
				label={ __( 'Heading', 'kassa' ) }
				placeholder={ __( 'Cart totals', 'kassa' ) }
				value={ ( attributes.heading as string ) ?? '' }
				onChange={ ( heading: string ) => setAttributes( { heading } ) }
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createContainerEdit( CartOrderSummaryBlock, {
	template: ORDER_SUMMARY_TEMPLATE,
	Inspector,
} );
