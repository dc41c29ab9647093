import clsx from 'clsx';

type Props = {
	className?: string;
};

/**
 * A decorative loading spinner (hidden from assistive technology: the busy control or region
 * says it is busy with aria-busy).
 *
 * @param props           Props.
 * @param props.className Extra class.
 * @return The spinner.
 */
export default function Spinner( { className }: Props ) {
	return (
		<span
			className={ clsx( 'kassa-spinner', className ) }
			aria-hidden="true"
		/>
	);
}
