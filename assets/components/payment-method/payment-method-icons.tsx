import clsx from 'clsx';
import { PAYMENT_ICON_IDS } from '../../constants';
import BrandMark from './brand-mark';

/** An icon: one of SPEC §9's 19 ids, or an image. */
export type PaymentMethodIcon =
	string | { id: string; src?: string | null; alt?: string };

type Props = {
	icons?: PaymentMethodIcon[] | null;
	/** 'left', 'center' or 'right'. */
	align?: string;
	className?: string;
};

/**
 * The cards or schemes a method takes (WooCommerce's `PaymentMethodIcons`, given to every method
 * in `props.components`): a known id as the scheme's small mark, named for screen readers; an
 * image with its alt text. Unknown ids are left out.
 *
 * @param props           Props.
 * @param props.icons     The icons.
 * @param props.align     Alignment.
 * @param props.className Extra class.
 * @return The icons, or nothing.
 */
export default function PaymentMethodIcons( {
	icons,
	align = 'center',
	className,
}: Props ) {
	const shown = ( icons ?? [] ).filter( ( icon ) =>
		typeof icon === 'string'
			? ( PAYMENT_ICON_IDS as readonly string[] ).includes( icon )
			: !! icon?.id
	);
	if ( ! shown.length ) {
		return null;
	}
	return (
		<span
			className={ clsx(
				'kassa-payment-icons',
				`kassa-payment-icons--align-${ align }`,
				className
			) }
		>
			{ shown.map( ( icon ) => {
				const id = typeof icon === 'string' ? icon : icon.id;
				if ( typeof icon !== 'string' && icon.src ) {
					return (
						<img
							key={ id }
							className={ `kassa-payment-icon kassa-payment-icon--${ id }` }
							src={ icon.src }
							alt={ icon.alt ?? id }
						/>
					);
				}
				return <BrandMark key={ id } id={ id } />;
			} ) }
		</span>
	);
}
