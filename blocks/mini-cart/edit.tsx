import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cartStore } from '@kassa/data';

import { EditorContext } from '../../assets/hooks/editor-context';
import MiniCartButton from './block';
import { summarise } from './cart-source';
import { MINI_CART_TEMPLATE } from './template';

type EditProps = {
	clientId: string;
	isSelected: boolean;
	attributes: { hasHiddenPrice?: boolean };
	setAttributes: ( attributes: Record< string, unknown > ) => void;
};

/**
 * The mini-cart in the editor (e.g. in the header template part): the button with preview
 * data and, while the block or one of its inner blocks is selected, the drawer's contents to
 * configure (the `kassa/mini-cart-contents` area).
 *
 * @param props               Props.
 * @param props.clientId      Block client id.
 * @param props.isSelected    Whether the block is selected.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Changes attributes.
 * @return The editor view.
 */
export default function Edit( {
	clientId,
	isSelected,
	attributes,
	setAttributes,
}: EditProps ) {
	const { cart, hasSelectedInnerBlock } = useSelect(
		( select ) => ( {
			cart: select( cartStore ).getCartData(),
			hasSelectedInnerBlock: (
				select( 'core/block-editor' ) as unknown as {
					hasSelectedInnerBlock: (
						id: string,
						deep: boolean
					) => boolean;
				}
			 ).hasSelectedInnerBlock( clientId, true ),
		} ),
		[ clientId ]
	);
	const blockProps = useBlockProps();
	const { children, ...innerBlocksProps } = useInnerBlocksProps(
		{
			className: 'kassa-mini-cart__editor-contents',
			hidden: ! isSelected && ! hasSelectedInnerBlock,
		},
		{
			template: MINI_CART_TEMPLATE,
			templateLock: 'all',
		}
	);
	return (
		<EditorContext.Provider value={ true }>
			<InspectorControls>
				<PanelBody title={ __( 'Mini-Cart', 'kassa' ) }>
					<ToggleControl
						label={ __( 'Hide cart price', 'kassa' ) }
						checked={ !! attributes.hasHiddenPrice }
						onChange={ ( value: boolean ) =>
							setAttributes( { hasHiddenPrice: value } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<div { ...blockProps }>
				<MiniCartButton
					summary={ summarise( cart ) }
					hidePrice={ attributes.hasHiddenPrice }
				/>
				<div { ...innerBlocksProps }>
					<p className="kassa-mini-cart__editor-label">
						{ __( 'Drawer contents', 'kassa' ) }
					</p>
					{ children as React.ReactNode }
				</div>
			</div>
		</EditorContext.Provider>
	);
}
