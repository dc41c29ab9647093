import { RangeControl, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { createInnerBlockEdit } from '../../assets/editor/inner-block-edit';
import Block from './block';

export default createInnerBlockEdit(
	Block,
	( { attributes, setAttributes } ) => (
		<PanelBody title={ __( 'Button style', 'kassa' ) }>
			<RangeControl
				label={ __( 'Button height', 'kassa' ) }
				min={ 40 }
				max={ 60 }
				value={ attributes.buttonHeight as number }
				onChange={ ( value?: number ) =>
					setAttributes( { buttonHeight: value ?? 48 } )
				}
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Button border radius', 'kassa' ) }
				min={ 0 }
				max={ 24 }
				value={ attributes.buttonBorderRadius as number }
				onChange={ ( value?: number ) =>
					setAttributes( { buttonBorderRadius: value ?? 4 } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	)
);
