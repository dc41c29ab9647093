import { act, render, screen } from '@testing-library/react';
import { createElement } from '@wordpress/element';
import type { DataRegistry } from '@wordpress/data';
import { cartStore, paymentStore } from '@kassa/data';
import {
	registerPaymentMethod,
	resetPaymentMethods,
} from '@kassa/payment-registry';

import PaymentMethodsBlock from '../block';
import { makeRegistry, setSettings } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';
import { makeCart } from '../../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	setSettings( {} );
	( { registry, stop } = makeRegistry() );
	resetPaymentMethods();
	for ( const name of [ 'cheque', 'card' ] ) {
		registerPaymentMethod( {
			name,
			label: name === 'card' ? 'Card' : 'Cheque',
			ariaLabel: name === 'card' ? 'Card' : 'Cheque',
			content: createElement( 'p', {}, `${ name } content` ),
			edit: createElement( 'p' ),
			canMakePayment: () => true,
			supports: { features: [ 'products' ], showSavedCards: true },
		} );
	}
	act( () => {
		registry.dispatch( cartStore ).receiveCart( makeCart() );
		registry.dispatch( paymentStore ).setSavedPaymentMethods( {
			cc: [
				{
					tokenId: 12,
					method: { gateway: 'card', brand: 'Visa', last4: '4242' },
					expires: '12/30',
					is_default: false,
				},
			],
		} );
		registry
			.dispatch( paymentStore )
			.setAvailablePaymentMethods( [ 'cheque', 'card' ] );
	} );
} );
afterEach( () => {
	stop();
	resetPaymentMethods();
} );

describe( 'the payment step’s markup gateways reach for', () => {
	it( 'gives the radios WooCommerce’s ids, still named by their labels', () => {
		const { container } = render( <PaymentMethodsBlock />, {
			wrapper: registryWrapper( registry ),
		} );
		expect( screen.getByRole( 'radio', { name: 'Cheque' } ).id ).toBe(
			'radio-control-wc-payment-method-options-cheque'
		);
		const token = screen.getByRole( 'radio', {
			name: 'Visa ending in 4242 (expires 12/30)',
		} );
		expect( token.id ).toBe(
			'radio-control-wc-payment-method-saved-tokens-12'
		);
		// Stripe rewrites a saved card's label through this id.
		expect(
			container.querySelector(
				'#radio-control-wc-payment-method-saved-tokens-12__label'
			)?.textContent
		).toBe( 'Visa ending in 4242 (expires 12/30)' );
		// The notices container Stripe puts its own notices in, there while empty too.
		expect(
			container.querySelector(
				'.wc-block-checkout__payment-method .wc-block-components-notices'
			)
		).not.toBeNull();
	} );
} );
