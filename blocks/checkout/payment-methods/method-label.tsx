import { PAYMENT_ICON_IDS } from '@kassa/data';

import LabelText from '../components/label-text';

type Props = { title: string; icons?: string[] };

/**
 * A gateway's label: its title (sanitised) and the names of the cards it takes.
 *
 * @param props       Props.
 * @param props.title The gateway's title from the server.
 * @param props.icons Payment icon ids (SPEC §9).
 * @return The label.
 */
export default function MethodLabel( { title, icons = [] }: Props ) {
	const known = icons.filter( ( icon ) =>
		( PAYMENT_ICON_IDS as readonly string[] ).includes( icon )
	);
	return (
		<span className="kassa-payment-method-label">
			<LabelText text={ title } />
			{ known.length > 0 && (
				<span className="kassa-payment-method-label__icons">
					{ known.map( ( icon ) => (
						<span
							key={ icon }
							className={ `kassa-payment-icon kassa-payment-icon--${ icon }` }
						>
							{ icon }
						</span>
					) ) }
				</span>
			) }
		</span>
	);
}
