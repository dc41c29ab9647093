import { RichText, useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import type { InnerBlockEditProps } from '../editor/inner-block-edit';

/**
 * The heading, edited in place: empty, it shows (and the shopper gets) 'Cart totals'.
 *
 * @param props               Props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Changes attributes.
 * @return The editor view.
 */
export default function Edit( {
	attributes,
	setAttributes,
}: InnerBlockEditProps ) {
	return (
		<div { ...useBlockProps() }>
			<RichText
				tagName="h2"
				className="kassa-cart-order-summary__heading"
				aria-label={ __( 'Order summary heading', 'kassa' ) }
				placeholder={ __( 'Cart totals', 'kassa' ) }
				value={ ( attributes.content as string ) ?? '' }
				onChange={ ( content: string ) => setAttributes( { content } ) }
				allowedFormats={ [] }
				disableLineBreaks
			/>
		</div>
	);
}
