import {
	askClassicForm,
	handleClassicSubmit,
	onClassic,
	triggerClassic,
} from '../form';
import { installFakeJQuery } from '../test-utils/fake-jquery';

const form = () =>
	document.querySelector( 'form.kassa-classic-form' ) as HTMLFormElement;

describe( 'the classic form’s events', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<form class="checkout woocommerce-checkout kassa-classic-form"><input name="a"><button type="submit">Kassa button</button></form>';
		delete window.jQuery;
	} );

	it( 'tells Kassa’s listeners of an event Kassa triggers on a page without jQuery', () => {
		const heard = jest.fn();
		const stop = onClassic( 'updated_checkout', heard );
		triggerClassic( 'updated_checkout', [ { fragments: {} } ] );
		expect( heard ).toHaveBeenCalledWith( { fragments: {} } );
		stop();
		triggerClassic( 'updated_checkout' );
		expect( heard ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'triggers through the page’s jQuery, so plugins’ handlers and Kassa’s hear it once each', () => {
		const $ = installFakeJQuery();
		const plugin = jest.fn();
		$( document.body ).on( 'checkout_error', plugin );
		const kassa = jest.fn();
		onClassic( 'checkout_error', kassa );
		triggerClassic( 'checkout_error', [ '<ul></ul>' ] );
		expect( plugin ).toHaveBeenCalledWith( expect.anything(), '<ul></ul>' );
		expect( kassa ).toHaveBeenCalledTimes( 1 );
		expect( kassa ).toHaveBeenCalledWith( '<ul></ul>' );
	} );

	it( 'hears an event a plugin triggers with jQuery', () => {
		const $ = installFakeJQuery();
		const kassa = jest.fn();
		onClassic( 'update_checkout', kassa );
		$( document.body ).trigger( 'update_checkout' );
		expect( kassa ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks the form’s handlers as triggerHandler does: false stops', () => {
		expect( askClassicForm( 'checkout_place_order' ) ).toBeUndefined();
		const $ = installFakeJQuery();
		$( form() ).on( 'checkout_place_order_x', () => false );
		expect( askClassicForm( 'checkout_place_order_x' ) ).toBe( false );
		expect( askClassicForm( 'checkout_place_order_y' ) ).toBeUndefined();
	} );

	it( 'places the order when a script submits the form, never posting it', () => {
		const $ = installFakeJQuery();
		const placeOrder = jest.fn();
		handleClassicSubmit( form(), placeOrder );
		$( form() ).trigger( 'submit' );
		expect( placeOrder ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'places the order on a native submit without a submitter, not on one of Kassa’s buttons', () => {
		const placeOrder = jest.fn();
		handleClassicSubmit( form(), placeOrder );
		const button = form().querySelector( 'button' ) as HTMLButtonElement;
		const fromButton = new Event( 'submit', { cancelable: true } );
		Object.defineProperty( fromButton, 'submitter', { value: button } );
		form().dispatchEvent( fromButton );
		expect( placeOrder ).not.toHaveBeenCalled();
		expect( fromButton.defaultPrevented ).toBe( true );
		form().dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		expect( placeOrder ).toHaveBeenCalledTimes( 1 );
	} );
} );
