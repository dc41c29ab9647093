import { act, fireEvent, render, screen } from '@testing-library/react';
import { select } from '@wordpress/data';
import { createRef, useState } from '@wordpress/element';
import { validationStore } from '@kassa/data';

import * as blocksCheckout from '..';
import { CheckboxControl } from '../components/checkbox-control';
import {
	ValidatedTextInput,
	type ValidatedTextInputHandle,
} from '../components/text-input';
import { TotalsItem } from '../components/totals';

const EUR = {
	code: 'EUR',
	symbol: '€',
	minorUnit: 2,
	decimalSeparator: ',',
	thousandSeparator: '.',
	prefix: '',
	suffix: ' €',
};

describe( 'the components wc.blocksCheckout exports', () => {
	it( 'has every export of WooCommerce’s package that a script can call or render', () => {
		expect( Object.keys( blocksCheckout ).sort() ).toEqual(
			[
				'Button',
				'CheckboxControl',
				'ExperimentalDiscountsMeta',
				'ExperimentalOrderLocalPickupPackages',
				'ExperimentalOrderMeta',
				'ExperimentalOrderShippingPackages',
				'FormattedMonetaryAmount',
				'Label',
				'Panel',
				'SlotFillProvider',
				'StoreNotice',
				'StoreNoticesContainer',
				'Subtotal',
				'TextInput',
				'TotalsFees',
				'TotalsItem',
				'TotalsTaxes',
				'TotalsWrapper',
				'ValidatedTextInput',
				'ValidationInputError',
				'__experimentalApplyCheckoutFilter',
				'__experimentalRegisterCheckoutFilters',
				'applyCheckoutFilter',
				'createSlotFill',
				'extensionCartUpdate',
				'getFieldLabel',
				'getRegisteredBlocks',
				'getValidityMessageForInput',
				'hasInnerBlocks',
				'hasValidFills',
				'innerBlockAreas',
				'isPostcode',
				'mustContain',
				'productPriceScreenReaderValidation',
				'productPriceValidation',
				'registerCheckoutBlock',
				'registerCheckoutFilters',
				'useSlot',
				'useSlotFills',
				'useValidateCheckout',
			].sort()
		);
	} );

	it( 'TotalsItem formats a number in WooCommerce’s currency object', () => {
		render(
			<TotalsItem
				className="recurring"
				label="Monthly recurring total"
				value={ 123456 }
				currency={ EUR }
				description="Starting 26 December"
			/>
		);
		const row = screen.getByText(
			'Monthly recurring total'
		).parentElement!;
		expect( row.classList ).toContain( 'wc-block-components-totals-item' );
		expect( row.classList ).toContain( 'recurring' );
		expect( row.textContent ).toBe(
			'Monthly recurring total 1.234,56 €Starting 26 December'
		);
	} );

	it( 'CheckboxControl is a labelled checkbox that tells its state, marked when it has an error (whose text is the extension’s to show)', () => {
		function Consent() {
			const [ checked, setChecked ] = useState( false );
			return (
				<CheckboxControl
					label="I accept the terms"
					checked={ checked }
					onChange={ setChecked }
					hasError={ ! checked }
					errorMessage="Please accept the terms."
				/>
			);
		}
		const { container } = render( <Consent /> );
		const box = screen.getByLabelText( 'I accept the terms' );
		const wrapper = () =>
			container.querySelector( '.wc-block-components-checkbox' )!;
		expect( wrapper().classList ).toContain( 'has-error' );
		expect( screen.queryByText( 'Please accept the terms.' ) ).toBeNull();
		fireEvent.click( box );
		expect( ( box as HTMLInputElement ).checked ).toBe( true );
		expect( wrapper().classList ).not.toContain( 'has-error' );
	} );

	it( 'ValidatedTextInput keeps its error in the validation store until it is put right', () => {
		const ref = createRef< ValidatedTextInputHandle >();
		function VatNumber() {
			const [ value, setValue ] = useState( '' );
			return (
				<ValidatedTextInput
					ref={ ref }
					id="vat"
					errorId="acme-vat"
					label="VAT number"
					required
					value={ value }
					onChange={ setValue }
					customValidation={ ( input ) => {
						if ( ! /^GB\d{9}$/.test( input.value ) ) {
							input.setCustomValidity( 'Not a UK VAT number.' );
							return false;
						}
						return true;
					} }
				/>
			);
		}
		render( <VatNumber /> );
		const error = () =>
			select( validationStore ).getValidationError( 'acme-vat' );
		expect( error()?.message ).toBe( 'Please enter a valid vat number' );
		fireEvent.change( screen.getByLabelText( 'VAT number' ), {
			target: { value: 'GB12' },
		} );
		expect( error()?.message ).toBe( 'Not a UK VAT number.' );
		fireEvent.change( screen.getByLabelText( 'VAT number' ), {
			target: { value: 'GB123456789' },
		} );
		expect( error() ).toBeUndefined();
		const input = screen.getByLabelText( 'VAT number' );
		act( () => ref.current?.focus() );
		expect( input.ownerDocument.activeElement ).toBe( input );
	} );
} );
