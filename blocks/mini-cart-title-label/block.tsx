import { __ } from '@wordpress/i18n';

type Props = {
	/** The title's text; the default when empty. */
	label?: string;
};

/**
 * The title's text while the admin has set none.
 *
 * @return 'Your cart', translated.
 */
export const defaultLabel = () => __( 'Your cart', 'kassa' );

/**
 * The drawer title's text.
 *
 * @param props       Props.
 * @param props.label The text the admin set.
 * @return The label.
 */
export default function MiniCartTitleLabel( { label }: Props ) {
	return (
		<span className="kassa-mini-cart__title-label">
			{ label || defaultLabel() }
		</span>
	);
}
