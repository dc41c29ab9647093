import clsx from 'clsx';
import {
	createInterpolateElement,
	useMemo,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import CheckboxControl from '../../assets/components/checkbox-control';
import { checkboxRequiredMessage } from '../../assets/utils/input-validation';
import { sanitizeLabelHTML } from '../../assets/utils/text';
import { useCustomerDraft } from '../checkout/hooks/use-customer-draft';
import { useValidationErrors } from '../checkout/hooks/use-validation-errors';

type Props = {
	/** The admin's text (inline HTML allowed); the default names the terms and privacy pages. */
	text?: string;
	/** The shopper must tick a checkbox to agree. */
	requireCheckbox?: boolean;
	/** A line above the terms sets them apart from the steps. */
	showSeparator?: boolean;
};

/**
 * The default terms text, with links to the configured terms and privacy pages (a page that
 * is not configured is named without a link).
 *
 * @return The text.
 */
function DefaultTermsText() {
	const { terms, privacy } = getSetting( 'pages' );
	const link = ( href: string ) =>
		// createInterpolateElement puts the link text inside.
		// eslint-disable-next-line jsx-a11y/anchor-has-content
		href ? <a href={ href } target="_blank" rel="noreferrer" /> : <span />;
	return createInterpolateElement(
		__(
			'By proceeding with your purchase you agree to our <terms>Terms and Conditions</terms> and <privacy>Privacy Policy</privacy>',
			'kassa'
		),
		{ terms: link( terms ), privacy: link( privacy ) }
	);
}

/**
 * The shop's privacy notice (its setting, with links), under the terms; nothing when the shop
 * has none.
 *
 * @return The notice, or nothing.
 */
function PrivacyPolicyText() {
	const text = getSetting( 'privacyPolicyText' );
	return text ? (
		<p
			className="kassa-checkout-terms__privacy"
			dangerouslySetInnerHTML={ { __html: sanitizeLabelHTML( text ) } }
		/>
	) : null;
}

/**
 * The terms: a text with links from the configured pages, optionally as the label of a
 * required checkbox ('Please check this box if you want to proceed.'). The admin's text comes
 * first; a checkbox without one takes the shop's own label for it, if the shop has one.
 *
 * @param props                 Props.
 * @param props.text            Custom text.
 * @param props.requireCheckbox Require agreeing.
 * @param props.showSeparator   Draw a line above.
 * @return The terms.
 */
export default function TermsBlock( {
	text = '',
	requireCheckbox = false,
	showSeparator = false,
}: Props ) {
	const [ agreed, setAgreed ] = useState( false );
	const { submitAttempted } = useCustomerDraft();
	const errors = useMemo(
		() =>
			requireCheckbox && ! agreed
				? { agree: checkboxRequiredMessage() }
				: {},
		[ requireCheckbox, agreed ]
	);
	const { visibleErrors, onBlur } = useValidationErrors( 'terms', errors );
	const shopText = requireCheckbox ? getSetting( 'termsCheckboxText' ) : '';
	const customText = text || shopText;
	const content = customText ? (
		<span
			dangerouslySetInnerHTML={ {
				__html: sanitizeLabelHTML( customText ),
			} }
		/>
	) : (
		<DefaultTermsText />
	);
	const className = clsx( 'kassa-checkout-terms', {
		'kassa-checkout-terms--with-separator': showSeparator,
	} );
	if ( ! requireCheckbox ) {
		return (
			<div className={ className }>
				<p>{ content }</p>
				<PrivacyPolicyText />
			</div>
		);
	}
	return (
		<div className={ className } onBlur={ onBlur }>
			<CheckboxControl
				id="terms-agree"
				label={ content }
				required
				checked={ agreed }
				onChange={ setAgreed }
				error={ visibleErrors.agree }
				hideErrorUntilBlur={ ! submitAttempted }
			/>
			<PrivacyPolicyText />
		</div>
	);
}
