import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cartStore, NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { Address } from '../../assets/api/types';
import AddressForm from '../../assets/components/address-form';
import Spinner from '../../assets/components/spinner';
import { useIsEditor } from '../../assets/components/editor-context';
import type { AddressFieldDefinition } from '../../assets/settings/types';
import {
	blankHiddenFields,
	getAddressFields,
	type AddressValues,
} from '../../assets/utils/address-fields';
import { validateAddress } from '../../assets/utils/address-validation';
import {
	CALCULATOR_FIELDS,
	getCalculatorFields,
	getShippingCountries,
} from './address';

type Props = {
	/** The cart's shipping address. */
	address: Partial< Address > | null;
	/** Called once the address is saved, or when it did not change. */
	onClose: () => void;
};

const pick = ( address: Partial< Address > | null ): AddressValues =>
	Object.fromEntries(
		CALCULATOR_FIELDS.map( ( key ) => [
			key,
			( address?.[ key as keyof Address ] as string ) ?? '',
		] )
	);

/**
 * The address-only shipping calculator (SPEC §5): country, state, city and postcode. It
 * submits only when every required visible field is filled and none has an error; an
 * unchanged address just closes it. Errors from the server show in the
 * wc/cart/shipping-calculator notices.
 *
 * @param props         Props.
 * @param props.address The current shipping address.
 * @param props.onClose Closes the calculator.
 * @return The form.
 */
export default function ShippingCalculator( { address, onClose }: Props ) {
	const isEditor = useIsEditor();
	const [ values, setValues ] = useState( () => pick( address ) );
	const [ showAllErrors, setShowAllErrors ] = useState( false );
	const isUpdating = useSelect(
		( select ) => select( cartStore ).isUpdatingCustomerData(),
		[]
	);
	const { updateCustomerData } = useDispatch( cartStore );
	const validate = useCallback(
		( next: AddressValues, fields: AddressFieldDefinition[] ) =>
			validateAddress( next, fields, {
				type: 'shipping',
				allowedCountries: getSetting( 'allowedCountries' ),
				shippingCountries: getSetting( 'shippingCountries' ),
				countryStates: getSetting( 'countryStates' ),
				locale: getSetting( 'locale' ),
			} ),
		[]
	);

	const submit = async () => {
		const errors = validate(
			values,
			getCalculatorFields( values.country )
		);
		if ( Object.keys( errors ).length > 0 ) {
			setShowAllErrors( true );
			return;
		}
		const next = blankHiddenFields(
			values,
			getAddressFields(
				getSetting( 'defaultFields' ),
				getSetting( 'countryLocale' ),
				values.country
			).filter( ( field ) => CALCULATOR_FIELDS.includes( field.key ) )
		);
		const current = pick( address );
		const unchanged = CALCULATOR_FIELDS.every(
			( key ) => ( next[ key ] ?? '' ).trim() === current[ key ]
		);
		if ( unchanged || isEditor ) {
			onClose();
			return;
		}
		const saved = await updateCustomerData(
			{
				shipping_address: Object.fromEntries(
					CALCULATOR_FIELDS.map( ( key ) => [
						key,
						( next[ key ] ?? '' ).trim(),
					] )
				),
			},
			NOTICE_CONTEXTS.SHIPPING_CALCULATOR
		);
		if ( saved ) {
			onClose();
		}
	};

	return (
		<form
			className="kassa-shipping-calculator"
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<AddressForm
				id="kassa-shipping-calculator"
				address={ values }
				onChange={ setValues }
				fields={ getSetting( 'defaultFields' ) }
				countryLocale={ getSetting( 'countryLocale' ) }
				fieldKeys={ CALCULATOR_FIELDS }
				countries={ getShippingCountries() }
				countryStates={ getSetting( 'countryStates' ) }
				validate={ validate }
				hideErrorsUntilBlur={ ! showAllErrors }
				autocompleteSection="shipping"
				locale={ getSetting( 'locale' ) }
			/>
			<button
				type="submit"
				className="kassa-shipping-calculator__button wp-element-button"
				disabled={ isUpdating }
				aria-busy={ isUpdating || undefined }
			>
				{ isUpdating && <Spinner /> }
				{ __( 'Check delivery options', 'kassa' ) }
			</button>
		</form>
	);
}
