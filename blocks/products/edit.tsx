import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { EditorContext } from '../../assets/components/editor-context';
import ProductsBlock from './block';
import { getSortOptions } from './sort';
import type { ProductsAttributes } from './types';

type EditProps = {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Partial< ProductsAttributes > ) => void;
};

/**
 * The product grid in the editor: its settings, and the grid itself with the shop's real
 * products (reading them changes nothing; add-to-cart does nothing here).
 *
 * @param props               Props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Changes attributes.
 * @return The editor view.
 */
export default function Edit( { setAttributes, ...props }: EditProps ) {
	// block.json gives every attribute a default.
	const attributes = props.attributes as unknown as ProductsAttributes;
	return (
		<EditorContext.Provider value={ true }>
			<InspectorControls>
				<PanelBody title={ __( 'Layout', 'kassa' ) }>
					<RangeControl
						label={ __( 'Columns', 'kassa' ) }
						value={ attributes.columns }
						min={ 1 }
						max={ 6 }
						onChange={ ( value?: number ) =>
							setAttributes( { columns: value ?? 3 } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Rows', 'kassa' ) }
						help={ __(
							'Products per page: columns × rows.',
							'kassa'
						) }
						value={ attributes.rows }
						min={ 1 }
						max={ 6 }
						onChange={ ( value?: number ) =>
							setAttributes( { rows: value ?? 4 } )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Show sorting', 'kassa' ) }
						checked={ attributes.showSort }
						onChange={ ( value: boolean ) =>
							setAttributes( { showSort: value } )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Default sorting', 'kassa' ) }
						value={ attributes.defaultSort }
						options={ getSortOptions().map( ( option ) => ( {
							value: option.key,
							label: option.label,
						} ) ) }
						onChange={ ( value: string ) =>
							setAttributes( {
								defaultSort:
									value as ProductsAttributes[ 'defaultSort' ],
							} )
						}
						__nextHasNoMarginBottom
					/>
					<ToggleControl
						label={ __( 'Show category filter', 'kassa' ) }
						checked={ attributes.showCategoryFilter }
						onChange={ ( value: boolean ) =>
							setAttributes( { showCategoryFilter: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
				<PanelBody title={ __( 'Excerpt', 'kassa' ) }>
					<SelectControl
						label={ __( 'Count', 'kassa' ) }
						value={ attributes.excerptCountType }
						options={ [
							{ value: 'words', label: __( 'Words', 'kassa' ) },
							{
								value: 'characters_including_spaces',
								label: __(
									'Characters (including spaces)',
									'kassa'
								),
							},
							{
								value: 'characters_excluding_spaces',
								label: __(
									'Characters (excluding spaces)',
									'kassa'
								),
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( {
								excerptCountType:
									value as ProductsAttributes[ 'excerptCountType' ],
							} )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Length (0 hides the excerpt)', 'kassa' ) }
						value={ attributes.excerptLength }
						min={ 0 }
						max={ 200 }
						onChange={ ( value?: number ) =>
							setAttributes( { excerptLength: value ?? 15 } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...useBlockProps() }>
				<ProductsBlock { ...attributes } />
			</div>
		</EditorContext.Provider>
	);
}
