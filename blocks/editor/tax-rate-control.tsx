import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import type { InnerBlockEditProps } from './inner-block-edit';

/**
 * The Taxes row block's setting (cart or checkout): each tax line's rate after its name. Only
 * offered where the shop lists its taxes one line per rate, the only rows that show a rate.
 *
 * @param props               Props.
 * @param props.attributes    showRateAfterTaxName.
 * @param props.setAttributes Changes it.
 * @return The inspector panel, or nothing.
 */
export default function TaxRateControl( {
	attributes,
	setAttributes,
}: InnerBlockEditProps ) {
	if (
		! getSetting( 'taxesEnabled' ) ||
		! getSetting( 'displayItemizedTaxes' )
	) {
		return null;
	}
	return (
		<PanelBody title={ __( 'Taxes', 'kassa' ) }>
			<ToggleControl
				label={ __( 'Show the rate after each tax’s name', 'kassa' ) }
				help={ __(
					'For example “VAT 20%”. Shoppers see the taxes in rows of their own when the shop shows prices without tax.',
					'kassa'
				) }
				checked={ !! attributes.showRateAfterTaxName }
				onChange={ ( showRateAfterTaxName: boolean ) =>
					setAttributes( { showRateAfterTaxName } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}
