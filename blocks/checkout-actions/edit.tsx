import { PanelBody, TextControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import { createInnerBlockEdit } from '../editor/inner-block-edit';
import Block from './block';

export default createInnerBlockEdit(
	Block,
	( { attributes, setAttributes } ) => (
		<PanelBody title={ __( 'Buttons', 'kassa' ) }>
			<TextControl
				label={ __( 'Place order button label', 'kassa' ) }
				help={ __(
					'A payment method may use its own label instead.',
					'kassa'
				) }
				value={ attributes.placeOrderButtonLabel as string }
				placeholder={ __( 'Place Order', 'kassa' ) }
				onChange={ ( value: string ) =>
					setAttributes( { placeOrderButtonLabel: value } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Show the order total in the button', 'kassa' ) }
				checked={ attributes.showPrice !== false }
				onChange={ ( value: boolean ) =>
					setAttributes( { showPrice: value } )
				}
				__nextHasNoMarginBottom
			/>
			{ attributes.showPrice !== false && (
				<TextControl
					label={ __( 'Price separator', 'kassa' ) }
					value={ attributes.priceSeparator as string }
					onChange={ ( value: string ) =>
						setAttributes( { priceSeparator: value } )
					}
					__nextHasNoMarginBottom
				/>
			) }
			<ToggleControl
				label={ __( 'Show a return-to-cart link', 'kassa' ) }
				checked={ !! attributes.showReturnToCart }
				onChange={ ( value: boolean ) =>
					setAttributes( { showReturnToCart: value } )
				}
				__nextHasNoMarginBottom
			/>
			{ !! attributes.showReturnToCart && (
				<TextControl
					label={ __( 'Return-to-cart link text', 'kassa' ) }
					value={ attributes.returnToCartButtonLabel as string }
					placeholder={ __( 'Return to Cart', 'kassa' ) }
					onChange={ ( value: string ) =>
						setAttributes( { returnToCartButtonLabel: value } )
					}
					__nextHasNoMarginBottom
				/>
			) }
		</PanelBody>
	)
);
