import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
} from '../editor/inner-block-edit';
import CartShippingBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Delivery', 'kassa' ) }>
			<ToggleControl
				label={ __( 'Show the shipping calculator', 'kassa' ) }
				checked={ attributes.isShippingCalculatorEnabled !== false }
				onChange={ ( isShippingCalculatorEnabled: boolean ) =>
					setAttributes( { isShippingCalculatorEnabled } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __(
					'Show delivery options before an address is entered',
					'kassa'
				) }
				help={ __(
					'When off, delivery options show only after the shopper enters an address.',
					'kassa'
				) }
				checked={ attributes.showRatesWithoutAddress !== false }
				onChange={ ( showRatesWithoutAddress: boolean ) =>
					setAttributes( { showRatesWithoutAddress } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createInnerBlockEdit( CartShippingBlock, Inspector );
