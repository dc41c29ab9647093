import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { InnerBlockEditProps } from '../editor/inner-block-edit';
import { createStepEdit } from '../editor/step-edit';
import { previewDeliveryPrices } from '../../assets/preview/delivery';
import Block from './block';

type BlockProps = Parameters< typeof Block >[ 0 ];

/**
 * The shopper's view with the editor's sample prices (the preview cart has no rates).
 *
 * @param attributes The block's attributes.
 * @return The view.
 */
function PreviewBlock( attributes: BlockProps ) {
	return <Block { ...attributes } preview={ previewDeliveryPrices } />;
}

/**
 * The options' labels (empty for the translated defaults), their icons and their prices.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets them.
 * @return The inspector panel.
 */
function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Delivery options', 'kassa' ) }>
			<TextControl
				label={ __( 'Shipping option label', 'kassa' ) }
				value={ attributes.shippingText as string }
				placeholder={ __( 'Ship', 'kassa' ) }
				onChange={ ( value: string ) =>
					setAttributes( { shippingText: value } )
				}
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Pickup option label', 'kassa' ) }
				value={ attributes.localPickupText as string }
				placeholder={ __( 'Pickup', 'kassa' ) }
				onChange={ ( value: string ) =>
					setAttributes( { localPickupText: value } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Show icons', 'kassa' ) }
				checked={ !! attributes.showIcon }
				onChange={ ( value: boolean ) =>
					setAttributes( { showIcon: value } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Show prices', 'kassa' ) }
				help={ __(
					'The cheapest shipping rate and pickup price.',
					'kassa'
				) }
				checked={ !! attributes.showPrice }
				onChange={ ( value: boolean ) =>
					setAttributes( { showPrice: value } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createStepEdit( PreviewBlock, Inspector );
