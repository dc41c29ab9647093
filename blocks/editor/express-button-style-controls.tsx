import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { EXPRESS_BUTTON_DEFAULTS } from '../../assets/constants';
import type { InnerBlockEditProps } from './inner-block-edit';

/**
 * The button style of an express payment block (cart or checkout): one style for every express
 * button, its height and corner radius; off, each payment method's button keeps its own.
 *
 * @param props               Props.
 * @param props.attributes    showButtonStyles, buttonHeight, buttonBorderRadius.
 * @param props.setAttributes Changes them.
 * @return The inspector panel.
 */
export default function ExpressButtonStyleControls( {
	attributes,
	setAttributes,
}: InnerBlockEditProps ) {
	const showButtonStyles = attributes.showButtonStyles !== false;
	return (
		<PanelBody title={ __( 'Button style', 'kassa' ) }>
			<ToggleControl
				label={ __(
					'Use the same style for every express button',
					'kassa'
				) }
				help={ __(
					'When off, each payment method’s button keeps its own style.',
					'kassa'
				) }
				checked={ showButtonStyles }
				onChange={ ( value: boolean ) =>
					setAttributes( { showButtonStyles: value } )
				}
				__nextHasNoMarginBottom
			/>
			{ showButtonStyles && (
				<>
					<RangeControl
						label={ __( 'Button height', 'kassa' ) }
						min={ 32 }
						max={ 64 }
						value={
							( attributes.buttonHeight as number ) ??
							EXPRESS_BUTTON_DEFAULTS.height
						}
						onChange={ ( value?: number ) =>
							setAttributes( {
								buttonHeight:
									value ?? EXPRESS_BUTTON_DEFAULTS.height,
							} )
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
						onChange={ ( value?: number ) =>
							setAttributes( {
								buttonBorderRadius:
									value ??
									EXPRESS_BUTTON_DEFAULTS.borderRadius,
							} )
						}
						__nextHasNoMarginBottom
					/>
				</>
			) }
		</PanelBody>
	);
}
