import {
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import {
	createInnerBlockEdit,
	type InnerBlockEditProps,
} from '../editor/inner-block-edit';
import CartCrossSellsBlock from './block';

function Inspector( { attributes, setAttributes }: InnerBlockEditProps ) {
	return (
		<PanelBody title={ __( 'Cross-sells', 'kassa' ) }>
			<ToggleControl
				label={ __( 'Show cross-sells', 'kassa' ) }
				checked={ attributes.isEnabled !== false }
				onChange={ ( isEnabled: boolean ) =>
					setAttributes( { isEnabled } )
				}
				__nextHasNoMarginBottom
			/>
			<TextControl
				label={ __( 'Heading', 'kassa' ) }
				placeholder={ __( 'You may be interested in…', 'kassa' ) }
				value={ ( attributes.heading as string ) ?? '' }
				onChange={ ( heading: string ) => setAttributes( { heading } ) }
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Columns', 'kassa' ) }
				help={
					attributes.columns
						? __(
								'Products a row, at most: a narrow screen fits fewer.',
								'kassa'
							)
						: __( 'As many products a row as fit.', 'kassa' )
				}
				value={ attributes.columns as number | undefined }
				min={ 1 }
				max={ 6 }
				initialPosition={ 3 }
				allowReset
				onChange={ ( columns?: number ) =>
					setAttributes( { columns } )
				}
				__nextHasNoMarginBottom
			/>
		</PanelBody>
	);
}

export default createInnerBlockEdit( CartCrossSellsBlock, Inspector );
