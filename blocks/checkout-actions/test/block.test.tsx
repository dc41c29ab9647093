import { act, render, screen } from '@testing-library/react';
import { createElement } from '@wordpress/element';
import type { DataRegistry } from '@wordpress/data';
import { cartStore, checkoutStore, paymentStore } from '@kassa/data';
import {
	registerPaymentMethod,
	resetPaymentMethods,
	type PlaceOrderButtonProps,
} from '@kassa/payment-registry';

import CheckoutActionsBlock from '../block';
import { makeRegistry, setSettings } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';
import { makeCart } from '../../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;
let seen: PlaceOrderButtonProps | null;

/**
 * A method's own button, as a wallet gateway writes one: it validates, then pays its way and
 * places the order.
 *
 * @param props The props WooCommerce gives it.
 * @return The button.
 */
function WalletButton( props: PlaceOrderButtonProps ) {
	seen = props;
	return (
		<button
			type="button"
			disabled={ props.disabled }
			onClick={ async () => {
				const { hasError } = await props.validate();
				if ( ! hasError ) {
					props.onSubmit();
				}
			} }
		>
			Pay with Wallet
		</button>
	);
}

beforeEach( () => {
	seen = null;
	setSettings( { pages: { cart: '/cart/' } } as never );
	( { registry, stop } = makeRegistry() );
	resetPaymentMethods();
	registry.dispatch( cartStore ).receiveCart( makeCart() );
	const element = createElement( 'div' );
	registerPaymentMethod( {
		name: 'wallet',
		label: 'Wallet',
		ariaLabel: 'Wallet',
		content: element,
		edit: element,
		canMakePayment: () => true,
		placeOrderButton: WalletButton,
	} );
	registerPaymentMethod( {
		name: 'cheque',
		label: 'Cheque',
		ariaLabel: 'Cheque',
		content: element,
		edit: element,
		canMakePayment: () => true,
	} );
} );
afterEach( () => {
	stop();
	resetPaymentMethods();
	setSettings( {} );
} );

const renderBlock = () =>
	render( <CheckoutActionsBlock />, {
		wrapper: registryWrapper( registry, false ),
	} );

describe( 'a payment method’s own place-order button', () => {
	it( 'takes the place of Place Order while its method is active, with WooCommerce’s props', () => {
		act( () => {
			registry
				.dispatch( paymentStore )
				.setActivePaymentMethod( 'wallet' );
		} );
		const { container } = renderBlock();
		expect(
			screen.getByRole( 'button', { name: 'Pay with Wallet' } )
		).toBeTruthy();
		expect(
			container.querySelector(
				'.wc-block-components-checkout-place-order-button'
			)
		).toBeNull();
		expect( seen ).toMatchObject( {
			waitingForProcessing: false,
			waitingForRedirect: false,
			disabled: false,
			isEditor: false,
			isPreview: false,
			activePaymentMethod: 'wallet',
		} );
		expect( typeof seen?.validate ).toBe( 'function' );
		expect( typeof seen?.onSubmit ).toBe( 'function' );
		expect( seen?.billing ).toBeDefined();
		expect( seen?.eventRegistration ).toBeDefined();
	} );

	it( 'is disabled and waits while the checkout processes', () => {
		act( () => {
			registry
				.dispatch( paymentStore )
				.setActivePaymentMethod( 'wallet' );
		} );
		renderBlock();
		act( () => {
			registry.dispatch( checkoutStore ).setProcessing();
		} );
		expect( seen ).toMatchObject( {
			waitingForProcessing: true,
			disabled: true,
		} );
	} );

	it( 'gives way to Place Order for another method, and for a saved token of its own', () => {
		act( () => {
			registry
				.dispatch( paymentStore )
				.setActivePaymentMethod( 'cheque' );
		} );
		renderBlock();
		expect(
			screen.getByRole( 'button', { name: /Place Order/ } ).className
		).toContain( 'wc-block-components-checkout-place-order-button' );
		expect( screen.queryByText( 'Pay with Wallet' ) ).toBeNull();
		// The wallet's own saved token: the checkout's button pays with it.
		act( () => {
			registry
				.dispatch( paymentStore )
				.receiveActivePaymentMethod( 'wallet', { token: '5' }, '5' );
		} );
		expect(
			screen.getByRole( 'button', { name: /Place Order/ } )
		).toBeTruthy();
		expect( screen.queryByText( 'Pay with Wallet' ) ).toBeNull();
	} );
} );
