import { sanitizeHTML } from '../../../assets/utils/text';

type Props = { description: string };

/**
 * A gateway's description from the server, sanitised (SPEC §5 allowed tags).
 *
 * @param props             Props.
 * @param props.description The description, possibly with HTML.
 * @return The description, or nothing.
 */
export default function MethodDescription( { description }: Props ) {
	if ( ! description ) {
		return null;
	}
	return (
		<div
			className="kassa-payment-method-description"

			dangerouslySetInnerHTML={ { __html: sanitizeHTML( description ) } }
		/>
	);
}
