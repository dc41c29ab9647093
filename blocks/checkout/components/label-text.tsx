import { sanitizeLabelHTML } from '../../../assets/utils/text';

type Props = { text: string; className?: string };

/**
 * Server-provided label text (a rate or location name, a method title), with only the few
 * inline tags labels allow (SPEC §5), in a span.
 *
 * @param props           Props.
 * @param props.text      The text, possibly with HTML.
 * @param props.className Class of the span.
 * @return The span.
 */
export default function LabelText( { text, className }: Props ) {
	return (
		<span
			className={ className }

			dangerouslySetInnerHTML={ { __html: sanitizeLabelHTML( text ) } }
		/>
	);
}
