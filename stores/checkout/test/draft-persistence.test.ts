/**
 * The shopper's contact and order fields and order note are saved with their session
 * (PUT /checkout, as WooCommerce's checkout saves them), so a reload shows them again.
 */
import { checkoutStore } from '..';
import { validationStore } from '../../validation';
import {
	installFakeFetch,
	uninstallFakeFetch,
	type RecordedCall,
} from '../../test-utils/fake-fetch';
import {
	makeAddress,
	makeBillingAddress,
	makeCart,
} from '../../test-utils/factories';
import { makeRegistry } from '../../test-utils/registry';
import type { KassaSettings } from '../../../assets/settings/types';

let stop: () => void;

function setup(
	settings: Partial< KassaSettings > = {},
	held: Record< string, unknown > = {}
) {
	window.kassaSettings = {
		preloadedCart: makeCart(),
		storeApiNonce: 'n',
		preloadedCheckout: {
			additional_fields: { 'ns/source': 'friend' },
			customer_note: 'Ring twice',
		},
		...settings,
	};
	const made = makeRegistry();
	stop = made.stop;
	// The server answers with the fields it holds: those sent, normalised as `held` says.
	const fake = installFakeFetch( ( call ) => ( {
		body: {
			additional_fields: {
				...( call.data as { additional_fields?: object } )
					?.additional_fields,
				...held,
			},
		},
	} ) );
	return { registry: made.registry, fake };
}

// apiFetch sends a PUT as a POST that says so, as WordPress's REST API expects.
const puts = ( calls: RecordedCall[] ) =>
	calls
		.filter(
			( call ) =>
				call.method === 'PUT' ||
				call.headers?.[ 'X-HTTP-Method-Override' ] === 'PUT'
		)
		.map( ( call ) => call.data );

// Sub-requests of a batch and requests of their own alike.
const allPuts = ( fake: ReturnType< typeof setup >[ 'fake' ] ) => [
	...puts( fake.calls ),
	...puts( fake.subCalls ),
];

beforeEach( () => jest.useFakeTimers() );
afterEach( () => {
	stop?.();
	uninstallFakeFetch();
	jest.useRealTimers();
} );

it( 'starts from what the session kept', () => {
	const { registry } = setup();
	const checkout = registry.select( checkoutStore );
	expect( checkout.getAdditionalFields() ).toEqual( {
		'ns/source': 'friend',
	} );
	expect( checkout.getOrderNotes() ).toBe( 'Ring twice' );
} );

it( 'keeps billing apart from shipping when the session has them differ', () => {
	const same = setup().registry.select( checkoutStore );
	expect( same.getUseShippingAsBilling() ).toBe( true );
	stop();
	const apart = setup( {
		preloadedCart: makeCart( {
			shipping_address: makeAddress( { city: 'Berlin' } ),
			billing_address: makeBillingAddress( { city: 'London' } ),
		} ),
	} ).registry.select( checkoutStore );
	expect( apart.getUseShippingAsBilling() ).toBe( false );
} );

it( 'saves what changed, 1.5 s after the last change, in one request', async () => {
	const { registry, fake } = setup();
	const checkout = registry.dispatch( checkoutStore );
	checkout.setAdditionalFields( { 'ns/gift': 'Wrap' } );
	await jest.advanceTimersByTimeAsync( 1000 );
	checkout.setAdditionalFields( { 'ns/gift': 'Wrap it', 'ns/ok': true } );
	checkout.setOrderNotes( 'Ring once' );
	await jest.advanceTimersByTimeAsync( 1400 );
	expect( allPuts( fake ) ).toEqual( [] );
	await jest.advanceTimersByTimeAsync( 200 );
	expect( allPuts( fake ) ).toEqual( [
		{
			additional_fields: { 'ns/gift': 'Wrap it', 'ns/ok': true },
			order_notes: 'Ring once',
		},
	] );
} );

it( 'shows the value the server normalised in place of what was typed, and saves nothing more', async () => {
	const { registry, fake } = setup( {}, { 'ns/nickname': 'Ada' } );
	registry
		.dispatch( checkoutStore )
		.setAdditionalFields( { 'ns/nickname': 'ada' } );
	await jest.advanceTimersByTimeAsync( 1600 );
	expect(
		registry.select( checkoutStore ).getAdditionalFields()[ 'ns/nickname' ]
	).toBe( 'Ada' );
	await jest.advanceTimersByTimeAsync( 3000 );
	expect( allPuts( fake ) ).toHaveLength( 1 );
} );

it( 'keeps what the shopper is typing in a field the server normalised', async () => {
	const { registry } = setup( {}, { 'ns/city': 'LEEDS' } );
	registry
		.dispatch( checkoutStore )
		.setAdditionalFields( { 'ns/city': 'leeds' } );
	const input = document.createElement( 'input' );
	input.id = 'contact-ns/city';
	document.body.append( input );
	input.focus();
	await jest.advanceTimersByTimeAsync( 1600 );
	input.remove();
	expect(
		registry.select( checkoutStore ).getAdditionalFields()[ 'ns/city' ]
	).toBe( 'leeds' );
} );

it( 'saves no value that has a validation error', async () => {
	const { registry, fake } = setup();
	registry.dispatch( validationStore ).setValidationErrors( {
		'order-ns/gift': { message: 'Too long', hidden: true },
	} );
	registry
		.dispatch( checkoutStore )
		.setAdditionalFields( { 'ns/gift': 'x'.repeat( 99 ), 'ns/ok': true } );
	await jest.advanceTimersByTimeAsync( 1600 );
	expect( allPuts( fake ) ).toEqual( [
		{ additional_fields: { 'ns/ok': true } },
	] );
} );

it( 'saves nothing while the order is being placed (the order carries the values)', async () => {
	const { registry, fake } = setup();
	const checkout = registry.dispatch( checkoutStore );
	checkout.setAdditionalFields( { 'ns/gift': 'Wrap' } );
	checkout.setBeforeProcessing();
	await jest.advanceTimersByTimeAsync( 3000 );
	expect( allPuts( fake ) ).toEqual( [] );
	// The order failed: what was put off is saved.
	checkout.setIdle();
	await jest.advanceTimersByTimeAsync( 1600 );
	expect( allPuts( fake ) ).toEqual( [
		{ additional_fields: { 'ns/gift': 'Wrap' } },
	] );
} );

it( "saves nothing where no shopper's checkout was preloaded (the editor)", async () => {
	const { registry, fake } = setup( { preloadedCheckout: null } );
	registry.dispatch( checkoutStore ).setOrderNotes( 'Preview' );
	await jest.advanceTimersByTimeAsync( 3000 );
	expect( allPuts( fake ) ).toEqual( [] );
} );
