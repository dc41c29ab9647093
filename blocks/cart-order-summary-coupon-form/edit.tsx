import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
} from '../editor/inner-block-edit';
import CouponFormBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Coupon form', 'kassa' ) }>
			<ToggleControl
				label={ __( 'Open the coupon form at first', 'kassa' ) }
				checked={ !! attributes.initialOpen }
				onChange={ ( initialOpen: boolean ) =>
					setAttributes( { initialOpen } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createInnerBlockEdit( CouponFormBlock, Inspector );
