import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import TextInput from '../../../assets/components/text-input';
import type { PaymentMethodInterface } from '../../../hooks/use-payment-method-interface';
import MethodDescription from './method-description';

type Props = Partial< PaymentMethodInterface > & {
	description?: string;
};

const digits = ( value: string ) => value.replace( /\D/g, '' );

/**
 * Checks a card number with the Luhn sum and a plausible length.
 *
 * @param number The number as typed.
 * @return Whether it can be a card number.
 */
export function isCardNumber( number: string ): boolean {
	const value = digits( number );
	if ( value.length < 12 || value.length > 19 ) {
		return false;
	}
	let sum = 0;
	value
		.split( '' )
		.reverse()
		.forEach( ( char, index ) => {
			let n = Number( char );
			if ( index % 2 === 1 ) {
				n *= 2;
				if ( n > 9 ) {
					n -= 9;
				}
			}
			sum += n;
		} );
	return sum % 10 === 0;
}

/**
 * Checks an expiry date typed as MM / YY: a real month, not in the past.
 *
 * @param expiry The expiry as typed.
 * @param now    Today.
 * @return Whether it is valid.
 */
export function isCardExpiry( expiry: string, now = new Date() ): boolean {
	const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec( expiry );
	if ( ! match ) {
		return false;
	}
	const month = Number( match[ 1 ] );
	const year = 2000 + Number( match[ 2 ] );
	if ( month < 1 || month > 12 ) {
		return false;
	}
	return (
		year > now.getFullYear() ||
		( year === now.getFullYear() && month >= now.getMonth() + 1 )
	);
}

/**
 * The test card gateway's fields: number, expiry and security code. On payment setup it hands
 * them to the checkout as payment data, or stops the checkout with what is wrong.
 *
 * @param props Payment method content props.
 * @return The fields.
 */
export default function CardFields( props: Props ) {
	const { eventRegistration, emitResponse, description } = props;
	const [ number, setNumber ] = useState( '' );
	const [ expiry, setExpiry ] = useState( '' );
	const [ cvc, setCvc ] = useState( '' );
	const values = useRef( { number, expiry, cvc } );
	values.current = { number, expiry, cvc };
	const onPaymentSetup = eventRegistration?.onPaymentSetup;
	const responseTypes = emitResponse?.responseTypes;

	useEffect( () => {
		if ( ! onPaymentSetup ) {
			return;
		}
		return onPaymentSetup( () => {
			const current = values.current;
			if (
				! isCardNumber( current.number ) ||
				! isCardExpiry( current.expiry ) ||
				! /^\d{3,4}$/.test( current.cvc.trim() )
			) {
				return {
					type: ( responseTypes?.ERROR ?? 'error' ) as 'error',
					message: __(
						'Please check your card details: number, expiry date (MM / YY) and security code.',
						'kassa'
					),
					messageContext: emitResponse?.noticeContexts.PAYMENTS,
				};
			}
			return {
				type: ( responseTypes?.SUCCESS ?? 'success' ) as 'success',
				meta: {
					paymentMethodData: {
						card_number: digits( current.number ),
						card_expiry: current.expiry.replace( /\s/g, '' ),
						card_cvc: current.cvc.trim(),
					},
				},
			};
		} );
	}, [ onPaymentSetup, responseTypes, emitResponse ] );

	return (
		<div className="kassa-card-fields">
			{ description && <MethodDescription description={ description } /> }
			<TextInput
				id="kassa-card-number"
				className="kassa-card-fields__number"
				label={ __( 'Card number', 'kassa' ) }
				required
				autoComplete="cc-number"
				attributes={ { inputMode: 'numeric' } }
				value={ number }
				onChange={ setNumber }
				customValidation={ ( value ) =>
					isCardNumber( value )
						? ''
						: __( 'Please enter a valid card number', 'kassa' )
				}
			/>
			<TextInput
				id="kassa-card-expiry"
				className="kassa-card-fields__expiry"
				label={ __( 'Expiry date (MM / YY)', 'kassa' ) }
				required
				autoComplete="cc-exp"
				value={ expiry }
				onChange={ setExpiry }
				customValidation={ ( value ) =>
					isCardExpiry( value )
						? ''
						: __( 'Please enter a valid expiry date', 'kassa' )
				}
			/>
			<TextInput
				id="kassa-card-cvc"
				className="kassa-card-fields__cvc"
				label={ __( 'Security code', 'kassa' ) }
				required
				autoComplete="cc-csc"
				attributes={ { inputMode: 'numeric' } }
				value={ cvc }
				onChange={ setCvc }
			/>
		</div>
	);
}
