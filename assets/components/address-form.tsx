import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import type { AddressFieldDefinition, CountryLocale } from '../settings/types';
import {
	changeCountry,
	getAddressFields,
	getVisibleFields,
	shouldCollapseAddress2,
	stateMatch,
	type AddressValues,
} from '../utils/address-fields';
import { getFieldLabelInSentence } from '../utils/input-validation';
import { formatPostcodeInput } from '../utils/postcode';
import CheckboxControl from './checkbox-control';
import Select from './select';
import TextInput from './text-input';

export type AddressFormProps = {
	/** Prefix of every field's id, e.g. 'shipping' gives 'shipping-first_name'. */
	id: string;
	/**
	 * Prefix of every text and select field's name, as a classic form names them (e.g. 'billing'
	 * gives 'billing_first_name'): scripts written for such forms find the fields by name.
	 */
	namePrefix?: string;
	address: AddressValues;
	/** Receives the whole changed address (a country change clears state and postcode). */
	onChange: ( address: AddressValues ) => void;
	/** The default fields by key (settings `defaultFields`, plus any address-level extras). */
	fields: Record< string, AddressFieldDefinition >;
	/** Per-country overrides of the fields (settings `countryLocale`). */
	countryLocale?: CountryLocale;
	/** Render only these fields, e.g. the shipping calculator's country, state, city, postcode. */
	fieldKeys?: string[];
	/** Countries to offer, code → name (the allowed billing or shipping countries). */
	countries: Record< string, string >;
	/** Country code → (state code → name), for countries with a state list. */
	countryStates: Record< string, Record< string, string > >;
	/** Errors by field key, e.g. from the validation store or the server. */
	errors?: Record< string, string | undefined >;
	/** Computes errors by field key from the address and its visible fields (validateAddress). */
	validate?: (
		address: AddressValues,
		fields: AddressFieldDefinition[]
	) => Record< string, string | undefined >;
	/** Hide errors until each field is first blurred (default); false after a submit attempt. */
	hideErrorsUntilBlur?: boolean;
	/** Told each field's own input error ('' when valid) on mount, change and blur. */
	onFieldValidate?: ( key: string, error: string ) => void;
	/** Autocomplete section, so browsers fill shipping and billing apart. */
	autocompleteSection?: 'shipping' | 'billing';
	/** WordPress locale, for the case of labels in messages (German keeps it). */
	locale?: string;
	/** Renders the server's HTML of a field that names an island (see AddressFieldDefinition). */
	renderIsland?: ( island: string ) => ReactNode;
	className?: string;
};

function isTruthy( value: string | undefined ): boolean {
	return value === '1' || value === 'true';
}

/**
 * An address form: the fields for the address's country in order (defaults merged with the
 * country's locale), hidden ones left out. Countries, states with a list and select fields are
 * native selects; the second address line waits behind a '+ Add …' toggle unless required or
 * filled; a state typed by name is matched to its code. Checkbox fields hold '1' or ''.
 *
 * @param props Props (see AddressFormProps).
 * @return The form's fields (no <form>: the blocks own submission).
 */
export default function AddressForm( props: AddressFormProps ) {
	const {
		id,
		namePrefix,
		address,
		onChange,
		fields,
		countryLocale = {},
		fieldKeys,
		countries,
		countryStates,
		errors = {},
		validate,
		hideErrorsUntilBlur = true,
		onFieldValidate,
		autocompleteSection,
		locale,
		renderIsland,
		className,
	} = props;
	const country = address.country ?? '';
	const visibleFields = useMemo(
		() =>
			getVisibleFields(
				getAddressFields( fields, countryLocale, country )
			).filter(
				( field ) => ! fieldKeys || fieldKeys.includes( field.key )
			),
		[ fields, countryLocale, country, fieldKeys ]
	);
	const computedErrors = useMemo(
		() => validate?.( address, visibleFields ) ?? {},
		[ validate, address, visibleFields ]
	);
	const [ isAddress2Open, setIsAddress2Open ] = useState( false );
	const address2Ref = useRef< HTMLInputElement >( null );
	const shouldFocusAddress2 = useRef( false );
	const states = countryStates[ country ];
	const hasStateList = !! states && Object.keys( states ).length > 0;

	// A state typed or autofilled by name ('california') becomes its code ('CA'), SPEC §5.
	const matchedState =
		hasStateList && address.state
			? stateMatch( address.state, states )
			: undefined;
	useEffect( () => {
		if ( matchedState && matchedState !== address.state ) {
			onChange( { ...address, state: matchedState } );
		}
	}, [ matchedState, address, onChange ] );

	useEffect( () => {
		if ( isAddress2Open && shouldFocusAddress2.current ) {
			shouldFocusAddress2.current = false;
			address2Ref.current?.focus();
		}
	}, [ isAddress2Open ] );

	const setValue = ( key: string, value: string ) =>
		onChange(
			key === 'country'
				? changeCountry( address, value )
				: { ...address, [ key ]: value }
		);

	const renderField = ( field: AddressFieldDefinition ) => {
		if ( field.island ) {
			return renderIsland?.( field.island );
		}
		const fieldId = `${ id }-${ field.key }`;
		const value = address[ field.key ] ?? '';
		const inputName = namePrefix && `${ namePrefix }_${ field.key }`;
		const common = {
			id: fieldId,
			label: field.label,
			optionalLabel: field.optionalLabel,
			required: field.required,
			error: errors[ field.key ] || computedErrors[ field.key ],
			errorMessage: field.errorMessage,
			hideErrorUntilBlur: hideErrorsUntilBlur,
			onValidate: ( error: string ) =>
				onFieldValidate?.( field.key, error ),
			locale,
		};
		// 'on' and 'off' take no section: 'shipping off' is no autocomplete value.
		const autoComplete =
			field.autocomplete &&
			autocompleteSection &&
			! [ 'on', 'off' ].includes( field.autocomplete )
				? `${ autocompleteSection } ${ field.autocomplete }`
				: field.autocomplete;

		if ( field.key === 'country' || field.type === 'country' ) {
			return (
				<Select
					{ ...common }
					name={ inputName }
					value={ value }
					autoComplete={ autoComplete }
					options={ Object.entries( countries ).map(
						( [ code, name ] ) => ( { value: code, label: name } )
					) }
					onChange={ ( next ) => setValue( field.key, next ) }
				/>
			);
		}
		if (
			( field.key === 'state' || field.type === 'state' ) &&
			hasStateList
		) {
			return (
				<Select
					{ ...common }
					name={ inputName }
					value={ matchedState ?? value }
					autoComplete={ autoComplete }
					options={ Object.entries( states ).map(
						( [ code, name ] ) => ( { value: code, label: name } )
					) }
					requiredMessage={ sprintf(
						/* translators: %s: state field label in lowercase, e.g. "county" */
						__( 'Please select a %s', 'kassa' ),
						getFieldLabelInSentence( field.label, locale )
					) }
					onChange={ ( next ) => setValue( field.key, next ) }
				/>
			);
		}
		if ( field.type === 'select' ) {
			return (
				<Select
					{ ...common }
					name={ inputName }
					value={ value }
					autoComplete={ autoComplete }
					options={ field.options ?? [] }
					placeholder={ field.placeholder }
					onChange={ ( next ) => setValue( field.key, next ) }
				/>
			);
		}
		if ( field.type === 'checkbox' ) {
			return (
				<CheckboxControl
					{ ...common }
					label={
						field.required || ! field.optionalLabel
							? field.label
							: field.optionalLabel
					}
					checked={ isTruthy( value ) }
					onChange={ ( checked ) =>
						setValue( field.key, checked ? '1' : '' )
					}
				/>
			);
		}
		if ( ! isAddress2Open && shouldCollapseAddress2( field, value ) ) {
			return (
				<button
					type="button"
					className="kassa-address-form__address-2-toggle"
					onClick={ () => {
						shouldFocusAddress2.current = true;
						setIsAddress2Open( true );
					} }
				>
					{ sprintf(
						/* translators: %s: second address line label in lowercase, e.g. "apartment, suite, etc." */
						__( '+ Add %s', 'kassa' ),
						getFieldLabelInSentence( field.label, locale )
					) }
				</button>
			);
		}
		const isPostcode = field.key === 'postcode';
		return (
			<TextInput
				{ ...common }
				name={ inputName }
				ref={ field.key === 'address_2' ? address2Ref : undefined }
				type={
					field.type === 'email' || field.type === 'tel'
						? field.type
						: 'text'
				}
				value={ value }
				autoComplete={ autoComplete }
				autoCapitalize={
					field.autocapitalize ??
					( isPostcode ? 'characters' : undefined )
				}
				placeholder={ field.placeholder }
				attributes={ field.attributes }
				formatValue={ isPostcode ? formatPostcodeInput : undefined }
				onChange={ ( next ) => setValue( field.key, next ) }
			/>
		);
	};

	return (
		<div className={ clsx( 'kassa-address-form', className ) }>
			{ visibleFields.map( ( field ) => (
				<div
					key={ field.key }
					className={ clsx(
						'kassa-address-form__field',
						`kassa-address-form__field--${ field.key.replace(
							/_/g,
							'-'
						) }`,
						field.width &&
							`kassa-address-form__field--${ field.width }`
					) }
				>
					{ renderField( field ) }
				</div>
			) ) }
		</div>
	);
}
