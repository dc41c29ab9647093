import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, SelectControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { EditorContext } from '../../assets/components/editor-context';
import CartBlock from './block';
import { CartViewContext, type CartView } from './context';
import { CART_EDITOR_TEMPLATE } from './editor-template';

/**
 * The cart in the editor: the default layout of inner blocks, rendered with preview data, and
 * a switch between the filled and the empty cart (each has its own blocks to edit).
 *
 * @return The editor view.
 */
export default function Edit() {
	const [ view, setView ] = useState< CartView >( 'filled' );
	const blockProps = useBlockProps();
	const { children, ...innerBlocksProps } = useInnerBlocksProps( blockProps, {
		template: CART_EDITOR_TEMPLATE as any,
		allowedBlocks: [ 'kassa/filled-cart', 'kassa/empty-cart' ],
		templateLock: false,
	} );
	return (
		<EditorContext.Provider value={ true }>
			<CartViewContext.Provider value={ view }>
				<InspectorControls>
					<PanelBody title={ __( 'Cart view', 'kassa' ) }>
						<SelectControl
							label={ __( 'Edit the cart as', 'kassa' ) }
							value={ view }
							options={ [
								{
									value: 'filled',
									label: __( 'Filled cart', 'kassa' ),
								},
								{
									value: 'empty',
									label: __( 'Empty cart', 'kassa' ),
								},
							] }
							onChange={ ( next: string ) =>
								setView( next as CartView )
							}
							__nextHasNoMarginBottom
						/>
					</PanelBody>
				</InspectorControls>
				{ /* Preview links (product pages, the checkout) must not navigate the canvas away. */ }
				<div
					{ ...innerBlocksProps }
					onClickCapture={ ( event ) => {
						if (
							( event.target as Element ).closest?.( 'a[href]' )
						) {
							event.preventDefault();
						}
					} }
				>
					<CartBlock>{ children }</CartBlock>
				</div>
			</CartViewContext.Provider>
		</EditorContext.Provider>
	);
}
