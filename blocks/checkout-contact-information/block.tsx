import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, Suspense, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { checkoutStore, NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import CheckboxControl from '../../assets/components/checkbox-control';
import TextInput from '../../assets/components/text-input';
import { isEmail } from '../../assets/utils/address-validation';
import { defaultInputErrorMessage } from '../../assets/utils/input-validation';
import { scorePassword } from '../../assets/utils/password-strength';
import AdditionalFieldsForm from '../checkout/components/additional-fields-form';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import { setDraftEmail } from '../checkout/hooks/customer-data';
import { useCustomerDraft } from '../checkout/hooks/use-customer-draft';
import { useValidationErrors } from '../checkout/hooks/use-validation-errors';

// Only shoppers who create an account need the meter.
const PasswordStrengthMeter = lazy(
	() => import( '../../assets/components/password-strength-meter' )
);

/** Passwords scoring below this (Medium) are refused. */
const MIN_PASSWORD_STRENGTH = 2;

/**
 * Validates the contact step.
 *
 * @param email         The email.
 * @param createAccount Whether an account is being created.
 * @param password      Its password.
 * @return Errors by field key.
 */
export function validateContact(
	email: string,
	createAccount: boolean,
	password: string
): Record< string, string > {
	const errors: Record< string, string > = {};
	if ( ! isEmail( email ) ) {
		errors.email = __( 'Please enter a valid email address', 'kassa' );
	}
	if ( createAccount ) {
		if ( ! password ) {
			errors.password = defaultInputErrorMessage(
				__( 'Password', 'kassa' ),
				getSetting( 'locale' )
			);
		} else if ( scorePassword( password ) < MIN_PASSWORD_STRENGTH ) {
			errors.password = __(
				'Please create a stronger password',
				'kassa'
			);
		}
	}
	return errors;
}

/**
 * The contact step: email, guest account creation with a password and its strength (only
 * when the shop allows it), a login link to my-account, and the contact additional fields.
 *
 * @param props          The block's attributes and inner blocks.
 * @param props.children The blocks extensions put in the step (after its own content).
 * @return The step.
 */
export default function ContactInformationBlock( {
	children,
	...texts
}: StepBlockProps ) {
	const draft = useCustomerDraft();
	const email = draft.billing.email ?? '';
	const { isLoggedIn, createAccount, password } = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		return {
			isLoggedIn: checkout.isCustomerLoggedIn(),
			createAccount: checkout.getShouldCreateAccount(),
			password: checkout.getCustomerPassword(),
		};
	}, [] );
	const { setShouldCreateAccount, setCustomerPassword } =
		useDispatch( checkoutStore );
	const canCreateAccount =
		! isLoggedIn && getSetting( 'accountCreationAllowed' );
	const creating = canCreateAccount && createAccount;
	const errors = useMemo(
		() => validateContact( email, creating, password ),
		[ email, creating, password ]
	);
	const { visibleErrors, onBlur } = useValidationErrors( 'contact', errors );
	const hideUntilBlur = ! draft.submitAttempted;

	return (
		<CheckoutStep
			name="contact-information"
			texts={ texts }
			title={ __( 'Contact information', 'kassa' ) }
			description={ __(
				"We'll use this email to send you details and updates about your order.",
				'kassa'
			) }
			titleAside={
				! isLoggedIn && (
					<a
						className="kassa-checkout-step__login"
						href={ getSetting( 'pages' ).myaccount }
					>
						{ __( 'Log in', 'kassa' ) }
					</a>
				)
			}
		>
			<CheckoutNotices context={ NOTICE_CONTEXTS.CONTACT_INFORMATION } />
			<div onBlur={ onBlur } className="kassa-checkout-contact">
				<TextInput
					id="contact-email"
					name="billing_email"
					type="email"
					label={
						// The shop's server may rename it (settings `formFields.contact`).
						getSetting( 'formFields' )?.contact?.email?.label ??
						__( 'Email address', 'kassa' )
					}
					placeholder={
						getSetting( 'formFields' )?.contact?.email?.placeholder
					}
					required
					autoComplete="email"
					autoCapitalize="none"
					value={ email }
					onChange={ setDraftEmail }
					customValidation={ ( value ) =>
						isEmail( value )
							? ''
							: __(
									'Please enter a valid email address',
									'kassa'
								)
					}
					error={ visibleErrors.email }
					hideErrorUntilBlur={ hideUntilBlur }
					locale={ getSetting( 'locale' ) }
				/>
				{ canCreateAccount && (
					<CheckboxControl
						id="contact-create-account"
						label={ __(
							'Create an account with us for faster checkout next time',
							'kassa'
						) }
						checked={ createAccount }
						onChange={ setShouldCreateAccount }
					/>
				) }
				{ creating && (
					<div className="kassa-checkout-contact__password">
						<TextInput
							id="contact-password"
							type="password"
							label={ __( 'Create a password', 'kassa' ) }
							required
							autoComplete="new-password"
							value={ password }
							onChange={ setCustomerPassword }
							error={ visibleErrors.password }
							hideErrorUntilBlur={ hideUntilBlur }
							locale={ getSetting( 'locale' ) }
						/>
						<Suspense fallback={ null }>
							<PasswordStrengthMeter password={ password } />
						</Suspense>
					</div>
				) }
			</div>
			<AdditionalFieldsForm location="contact" />
			{ children }
		</CheckoutStep>
	);
}
