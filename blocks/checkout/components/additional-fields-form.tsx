import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { checkoutStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import AddressForm from '../../../assets/components/address-form';
import {
	getAddressFields,
	type AddressValues,
} from '../../../assets/utils/address-fields';
import { validateAddress } from '../../../assets/utils/address-validation';
import type { AdditionalField } from '../../../assets/settings/types';
import { useAdditionalFields } from '../hooks/use-address-fields';
import { useCustomerDraft } from '../hooks/use-customer-draft';
import { useValidationErrors } from '../hooks/use-validation-errors';

type Props = {
	location: AdditionalField[ 'location' ];
	/** Id prefix of the inputs and their validation errors. */
	idPrefix: string;
};

/**
 * The shop's additional checkout fields for one location (settings `additionalFields`), kept
 * in the checkout store and posted in `additional_fields` (SPEC §7). Checkbox values post as
 * booleans.
 *
 * @param props          Props.
 * @param props.location contact, address or order.
 * @param props.idPrefix Id prefix.
 * @return The fields, or nothing when the shop has none here.
 */
export default function AdditionalFieldsForm( { location, idPrefix }: Props ) {
	const fields = useAdditionalFields( location );
	const stored = useSelect(
		( select ) => select( checkoutStore ).getAdditionalFields(),
		[]
	);
	const { setAdditionalFields } = useDispatch( checkoutStore );
	const { submitAttempted } = useCustomerDraft();
	const values = useMemo( () => {
		const result: AddressValues = {};
		Object.keys( fields ).forEach( ( key ) => {
			const value = stored[ key ];
			if ( typeof value === 'boolean' ) {
				result[ key ] = value ? '1' : '';
			} else {
				result[ key ] = value ?? '';
			}
		} );
		return result;
	}, [ fields, stored ] );
	const errors = useMemo(
		() =>
			validateAddress( values, getAddressFields( fields, {}, '' ), {
				type: 'billing',
				allowedCountries: [],
				shippingCountries: [],
				countryStates: {},
				locale: getSetting( 'locale' ),
			} ),
		[ values, fields ]
	);
	const { visibleErrors, onBlur } = useValidationErrors( idPrefix, errors );
	if ( ! Object.keys( fields ).length ) {
		return null;
	}
	return (
		<div className="kassa-checkout-additional-fields" onBlur={ onBlur }>
			<AddressForm
				id={ idPrefix }
				address={ values }
				onChange={ ( next ) =>
					setAdditionalFields(
						Object.fromEntries(
							Object.keys( fields ).map( ( key ) => [
								key,
								fields[ key ].type === 'checkbox'
									? next[ key ] === '1'
									: ( next[ key ] ?? '' ),
							] )
						)
					)
				}
				fields={ fields }
				countries={ {} }
				countryStates={ {} }
				errors={ visibleErrors }
				hideErrorsUntilBlur={ ! submitAttempted }
				locale={ getSetting( 'locale' ) }
			/>
		</div>
	);
}
