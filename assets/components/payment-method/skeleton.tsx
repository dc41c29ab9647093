type Props = {
	/** CSS length, e.g. '3rem'. */
	height?: string;
	width?: string;
};

/**
 * A grey placeholder of a given size while something loads (WooCommerce's `Skeleton`, given to
 * every payment method in `props.components`).
 *
 * @param props        Props.
 * @param props.height Height.
 * @param props.width  Width.
 * @return The placeholder.
 */
export default function Skeleton( { height = '1em', width = '100%' }: Props ) {
	return (
		<span
			className="kassa-skeleton"
			style={ { display: 'block', height, width } }
			aria-hidden="true"
		/>
	);
}
