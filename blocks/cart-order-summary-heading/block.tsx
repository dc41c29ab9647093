import { __ } from '@wordpress/i18n';

import { sanitizeLabelHTML } from '../../assets/utils/text';

type Props = {
	/** The admin's text (rich text: inline HTML); 'Cart totals' when empty. */
	content?: string;
};

/**
 * The heading of the cart's order summary.
 *
 * @param props         Props.
 * @param props.content The heading's text.
 * @return The heading.
 */
export default function CartOrderSummaryHeadingBlock( {
	content = '',
}: Props ) {
	return content ? (
		<h2
			className="kassa-cart-order-summary__heading"
			dangerouslySetInnerHTML={ { __html: sanitizeLabelHTML( content ) } }
		/>
	) : (
		<h2 className="kassa-cart-order-summary__heading">
			{ __( 'Cart totals', 'kassa' ) }
		</h2>
	);
}
