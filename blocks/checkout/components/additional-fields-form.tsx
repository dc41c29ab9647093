import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { checkoutStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import AddressForm from '../../../assets/components/address-form';
import { renderIsland } from '../../../hooks/island';
import {
	blankHiddenFields,
	getAddressFields,
	toFormValue,
	toStoreValue,
	type AddressValues,
} from '../../../assets/utils/address-fields';
import { validateAddress } from '../../../assets/utils/address-validation';
import { useAdditionalFields } from '../hooks/use-address-fields';
import { useCustomerDraft } from '../hooks/use-customer-draft';
import { useFieldNotices } from '../hooks/use-field-notices';
import { useFieldRules } from '../hooks/use-field-rules';
import { useValidationErrors } from '../hooks/use-validation-errors';

type Props = {
	/** Contact or order fields (address fields belong to each address form). */
	location: 'contact' | 'order';
};

/**
 * The shop's additional contact or order fields (settings `additionalFields`), kept in the
 * checkout store and posted in `additional_fields` (SPEC §7; checkboxes as booleans), with their
 * conditional rules applied and hidden ones blanked. Inputs and their validation errors are
 * named `${ location }-<key>`.
 *
 * @param props          Props.
 * @param props.location contact or order.
 * @return The fields, or nothing when the shop has none here.
 */
export default function AdditionalFieldsForm( { location }: Props ) {
	const fields = useAdditionalFields( location );
	const stored = useSelect(
		( select ) => select( checkoutStore ).getAdditionalFields(),
		[]
	);
	const { setAdditionalFields } = useDispatch( checkoutStore );
	const { submitAttempted } = useCustomerDraft();
	const storeValues = useMemo(
		() =>
			Object.fromEntries(
				Object.values( fields ).map( ( field ) => [
					field.key,
					toStoreValue( field, stored[ field.key ] ),
				] )
			),
		[ fields, stored ]
	);
	// The checkout store holds the values: the document has them where they belong.
	const { fields: ruledFields, document } = useFieldRules(
		useMemo( () => getAddressFields( fields, {}, '' ), [ fields ] ),
		location
	);
	const values = useMemo(
		() =>
			Object.fromEntries(
				Object.entries( storeValues ).map( ( [ key, value ] ) => [
					key,
					toFormValue( value ),
				] )
			),
		[ storeValues ]
	);
	const errors = useMemo(
		() =>
			validateAddress( values, ruledFields, {
				type: 'billing',
				allowedCountries: [],
				shippingCountries: [],
				countryStates: {},
				locale: getSetting( 'locale' ),
				document: document ?? undefined,
				context: location,
			} ),
		[ values, ruledFields, document, location ]
	);
	const { visibleErrors, onBlur } = useValidationErrors( location, errors );
	// What the server refused shows on its field, unless the field has an error of its own.
	const shownErrors = useFieldNotices( location, storeValues, visibleErrors );

	// Only what changed is written, so the store holds the fields the shopper filled in.
	const save = ( next: AddressValues ) =>
		setAdditionalFields(
			Object.fromEntries(
				ruledFields
					.map( ( field ): [ string, string | boolean ] => [
						field.key,
						toStoreValue( field, next[ field.key ] ),
					] )
					.filter(
						( [ key, value ] ) => value !== storeValues[ key ]
					)
			)
		);
	// A field its rules hide now keeps no value, as in WooCommerce's forms.
	useEffect( () => {
		const blanked = blankHiddenFields( values, ruledFields );
		if ( blanked !== values ) {
			save( blanked );
		}
	} );

	if ( ! ruledFields.length ) {
		return null;
	}
	return (
		<div className="kassa-checkout-additional-fields" onBlur={ onBlur }>
			<AddressForm
				id={ location }
				address={ values }
				onChange={ save }
				fields={ Object.fromEntries(
					ruledFields.map( ( field ) => [ field.key, field ] )
				) }
				countries={ {} }
				countryStates={ {} }
				errors={ shownErrors }
				hideErrorsUntilBlur={ ! submitAttempted }
				locale={ getSetting( 'locale' ) }
				renderIsland={ renderIsland }
			/>
		</div>
	);
}
