import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { EXPRESS_BUTTON_DEFAULTS } from '../../assets/constants';
import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
} from '../../assets/editor/inner-block-edit';
import CartExpressPaymentBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Button size', 'kassa' ) }>
			<RangeControl
				label={ __( 'Button height', 'kassa' ) }
				min={ 32 }
				max={ 64 }
				value={
					( attributes.buttonHeight as number ) ??
					EXPRESS_BUTTON_DEFAULTS.height
				}
				onChange={ ( buttonHeight?: number ) =>
					setAttributes( { buttonHeight } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Button corner radius', 'kassa' ) }
				min={ 0 }
				max={ 24 }
				value={
					( attributes.buttonBorderRadius as number ) ??
					EXPRESS_BUTTON_DEFAULTS.borderRadius
				}
				onChange={ ( buttonBorderRadius?: number ) =>
					setAttributes( { buttonBorderRadius } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createInnerBlockEdit( CartExpressPaymentBlock, Inspector );
