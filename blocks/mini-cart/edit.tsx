import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, RadioControl, ToggleControl } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import CartIconControl from '../editor/cart-icon-control';
import { EditorContext } from '../../assets/components/editor-context';
import MiniCartButton from './block';
import { summarise } from './cart-source';
import ColorSettings from './color-settings';
import { colorStyle } from './colors';
import { getClickTarget, readButtonSettings } from './settings';
import { MINI_CART_TEMPLATE } from './template';

type EditProps = {
	clientId: string;
	isSelected: boolean;
	attributes: Record< string, any >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
};

/**
 * The mini-cart in the editor (e.g. in the header template part): its settings, the button
 * with preview data and, while the block or one of its inner blocks is selected, the drawer's
 * contents to configure (the `kassa/mini-cart-contents` area).
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
	const settings = readButtonSettings( attributes );
	const blockProps = useBlockProps( { style: colorStyle( attributes ) } );
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
					<CartIconControl
						value={ settings.miniCartIcon }
						onChange={ ( icon ) =>
							setAttributes( { miniCartIcon: icon } )
						}
					/>
					<ToggleControl
						label={ __( 'Hide cart price', 'kassa' ) }
						checked={ settings.hasHiddenPrice }
						onChange={ ( value: boolean ) =>
							setAttributes( { hasHiddenPrice: value } )
						}
						__nextHasNoMarginBottom
					/>
					<RadioControl
						label={ __( 'Show the item count', 'kassa' ) }
						selected={ settings.productCountVisibility }
						options={ [
							{
								value: 'greater_than_zero',
								label: __(
									'Only when the cart has items',
									'kassa'
								),
							},
							{
								value: 'always',
								label: __( 'Always, even at 0', 'kassa' ),
							},
							{ value: 'never', label: __( 'Never', 'kassa' ) },
						] }
						onChange={ ( productCountVisibility ) =>
							setAttributes( { productCountVisibility } )
						}
					/>
				</PanelBody>
				<PanelBody title={ __( 'Behavior', 'kassa' ) }>
					<RadioControl
						label={ __( 'Clicking the Mini-Cart', 'kassa' ) }
						selected={ settings.onCartClickBehaviour }
						options={ [
							{
								value: 'open_drawer',
								label: __( 'Opens the drawer', 'kassa' ),
							},
							{
								value: 'navigate_to_cart',
								label: __( 'Goes to the cart page', 'kassa' ),
							},
							{
								value: 'navigate_to_checkout',
								label: __(
									'Goes to the checkout page',
									'kassa'
								),
							},
						] }
						onChange={ ( onCartClickBehaviour ) =>
							setAttributes( { onCartClickBehaviour } )
						}
					/>
					<ToggleControl
						label={ __(
							'Open the drawer when a product is added',
							'kassa'
						) }
						checked={
							settings.addToCartBehaviour === 'open_drawer'
						}
						onChange={ ( value: boolean ) =>
							setAttributes( {
								addToCartBehaviour: value
									? 'open_drawer'
									: 'none',
							} )
						}
						__nextHasNoMarginBottom
					/>
					<RadioControl
						label={ __(
							'On the cart and checkout pages',
							'kassa'
						) }
						help={ __(
							'Hiding keeps its space in the header; removing leaves none.',
							'kassa'
						) }
						selected={ attributes.cartAndCheckoutRenderStyle }
						options={ [
							{ value: 'visible', label: __( 'Show', 'kassa' ) },
							{ value: 'hidden', label: __( 'Hide', 'kassa' ) },
							{
								value: 'removed',
								label: __( 'Remove', 'kassa' ),
							},
						] }
						onChange={ ( cartAndCheckoutRenderStyle ) =>
							setAttributes( { cartAndCheckoutRenderStyle } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<ColorSettings
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<div { ...blockProps }>
				<MiniCartButton
					summary={ summarise( cart ) }
					settings={ settings }
					href={ getClickTarget(
						settings.onCartClickBehaviour,
						getSetting( 'pages' )
					) }
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
