import { useSelect } from '@wordpress/data';
import { validationStore } from '@kassa/data';

type Props = {
	/** A message to show as it is. */
	errorMessage?: string;
	/** The field id whose error in `kassa/validation` to show (when no message is given). */
	propertyName?: string;
	/** The field's element id: the message's id is `validate-error-<elementId>`. */
	elementId?: string;
};

/**
 * A field's error message (WooCommerce's `ValidationInputError`, given to every payment method
 * in `props.components`): the message given, or the visible error the validation store holds
 * for `propertyName`.
 *
 * @param props              Props.
 * @param props.errorMessage A message.
 * @param props.propertyName A field id in the validation store.
 * @param props.elementId    The field's element id.
 * @return The message, or nothing.
 */
export default function ValidationInputError( {
	errorMessage = '',
	propertyName = '',
	elementId = '',
}: Props ) {
	const stored = useSelect(
		( select ) =>
			propertyName
				? select( validationStore ).getValidationError( propertyName )
				: undefined,
		[ propertyName ]
	);
	const message =
		errorMessage || ( stored && ! stored.hidden ? stored.message : '' );
	if ( ! message ) {
		return null;
	}
	return (
		<p
			id={ `validate-error-${ elementId || propertyName }` }
			className="kassa-validation-error"
			role="alert"
		>
			{ message }
		</p>
	);
}
