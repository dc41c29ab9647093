import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { pickAddress } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import AddressForm from '../../../assets/components/address-form';
import { FOCUS_DELAY_MS } from '../../../assets/constants';
import {
	blankHiddenFields,
	getAddressFields,
	type AddressValues,
} from '../../../assets/utils/address-fields';
import { validateAddress } from '../../../assets/utils/address-validation';
import { renderIsland } from '../../../hooks/island';
import { announceAddressChange, setDraftAddress } from '../hooks/customer-data';
import { useAddressFields } from '../hooks/use-address-fields';
import { useAddressSteps } from '../hooks/use-address-steps';
import { useCustomerDraft } from '../hooks/use-customer-draft';
import { useFieldNotices } from '../hooks/use-field-notices';
import { useFieldRules } from '../hooks/use-field-rules';
import { useValidationErrors } from '../hooks/use-validation-errors';

type Props = {
	type: 'shipping' | 'billing';
};

/**
 * A checkout address form bound to the shopper's draft: the core fields and the shop's
 * additional address fields (one value per address), the country's rules and the fields'
 * conditional rules applied, hidden fields blanked, validation in the validation store (hidden
 * until blur), and, for an address already complete on load (a returning customer), a summary
 * with an Edit button that opens the form and focuses its first field after the focus delay
 * (SPEC §4, 300 ms).
 *
 * @param props      Props.
 * @param props.type Which address.
 * @return The form.
 */
export default function CheckoutAddressForm( { type }: Props ) {
	const draft = useCustomerDraft();
	const address = draft[ type ];
	// The shipping form is the billing address too while no billing form shows.
	const { showBilling } = useAddressSteps();
	const serves = type === 'shipping' && ! showBilling ? 'billing' : type;
	const { fields, locale } = useAddressFields( serves );
	const countries = getSetting( 'countries' );
	const countryStates = getSetting( 'countryStates' );
	const wpLocale = getSetting( 'locale' );
	const localeFields = useMemo(
		() => getAddressFields( fields, locale, address.country ?? '' ),
		[ fields, locale, address.country ]
	);
	const storeValues = useMemo( () => pickAddress( address ), [ address ] );
	const { fields: countryFields, document } = useFieldRules(
		localeFields,
		type,
		storeValues
	);
	const formFields = useMemo(
		() =>
			Object.fromEntries(
				countryFields.map( ( field ) => [ field.key, field ] )
			),
		[ countryFields ]
	);
	const errors = useMemo(
		() =>
			validateAddress( address, countryFields, {
				type,
				allowedCountries: getSetting( 'allowedCountries' ),
				shippingCountries: getSetting( 'shippingCountries' ),
				countryStates,
				locale: wpLocale,
				document: document ?? undefined,
				context: type,
			} ),
		[ address, countryFields, type, countryStates, wpLocale, document ]
	);
	// A field hidden now (by the country or a rule) keeps no value, as WooCommerce's forms.
	useEffect( () => {
		const blanked = blankHiddenFields( address, countryFields );
		if ( blanked !== address ) {
			setDraftAddress( type, blanked );
		}
	}, [ address, countryFields, type ] );
	// Only an address complete and valid when the page loaded starts as a summary.
	const [ isEditing, setIsEditing ] = useState(
		() => ! draft.completeOnLoad[ type ] || Object.keys( errors ).length > 0
	);
	const { visibleErrors, onBlur } = useValidationErrors( type, errors );
	// What the server refused shows on its field, unless the field has an error of its own.
	const shownErrors = useFieldNotices( type, address, visibleErrors );
	const wrapper = useRef< HTMLDivElement >( null );
	const focusTimer = useRef< ReturnType< typeof setTimeout > >();
	useEffect( () => () => clearTimeout( focusTimer.current ), [] );

	// An error revealed by a failed submit opens a summarised address.
	const hasVisibleError = Object.keys( shownErrors ).length > 0;
	useEffect( () => {
		if ( hasVisibleError ) {
			setIsEditing( true );
		}
	}, [ hasVisibleError ] );

	if ( ! isEditing ) {
		const lines = [
			`${ address.first_name ?? '' } ${ address.last_name ?? '' }`.trim(),
			address.company,
			address.address_1,
			address.address_2,
			[ address.city, address.state, address.postcode ]
				.filter( Boolean )
				.join( ' ' ),
			countries[ address.country ] ?? address.country,
			address.phone,
		].filter( Boolean );
		return (
			<div className="kassa-checkout-address-summary">
				<address className="kassa-checkout-address-summary__address">
					{ lines.map( ( line, index ) => (
						<span key={ index }>{ line }</span>
					) ) }
				</address>
				<button
					type="button"
					className="kassa-checkout-address-summary__edit"
					onClick={ () => {
						setIsEditing( true );
						// SPEC §4: focus moves to the form after the focus delay.
						focusTimer.current = setTimeout( () => {
							wrapper.current
								?.querySelector< HTMLElement >(
									'input, select'
								)
								?.focus();
						}, FOCUS_DELAY_MS );
					} }
					aria-label={
						type === 'shipping'
							? __( 'Edit shipping address', 'kassa' )
							: __( 'Edit billing address', 'kassa' )
					}
				>
					{ __( 'Edit', 'kassa' ) }
				</button>
			</div>
		);
	}

	return (
		<div ref={ wrapper } onBlur={ onBlur }>
			<AddressForm
				id={ type }
				namePrefix={ serves }
				address={ address }
				onChange={ ( next: AddressValues ) => {
					setDraftAddress( type, next );
					announceAddressChange( type );
				} }
				fields={ formFields }
				countries={ countries }
				countryStates={ countryStates }
				errors={ shownErrors }
				hideErrorsUntilBlur={ ! draft.submitAttempted }
				autocompleteSection={ type }
				locale={ wpLocale }
				renderIsland={ renderIsland }
			/>
		</div>
	);
}
