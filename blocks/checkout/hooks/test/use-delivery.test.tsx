import { renderHook } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { cartStore } from '@kassa/data';

import { useDelivery } from '../use-delivery';
import { makeRegistry } from '../../../../stores/test-utils/registry';
import { makeCart } from '../../../../stores/test-utils/factories';
import { registryWrapper } from '../../../../stores/test-utils/wrapper';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	( { registry, stop } = makeRegistry() );
	window.kassaSettings = { localPickupEnabled: true };
	// A cart that ships, with no rates yet: the editor's preview cart.
	registry
		.dispatch( cartStore )
		.receiveCart(
			makeCart( { needs_shipping: true, shipping_rates: [] } )
		);
} );
afterEach( () => {
	stop();
	window.kassaSettings = {};
} );

const wrapper = ( isEditor: boolean ) => registryWrapper( registry, isEditor );

describe( 'pickup offered without pickup rates', () => {
	it( 'is not, to a shopper', () => {
		const { result } = renderHook( () => useDelivery(), {
			wrapper: wrapper( false ),
		} );
		expect( result.current.canPickup ).toBe( false );
	} );

	it( 'is, in the editor of a shop with local pickup (its steps’ texts are edited there)', () => {
		const { result } = renderHook( () => useDelivery(), {
			wrapper: wrapper( true ),
		} );
		expect( result.current.canPickup ).toBe( true );
	} );

	it( 'is not, in the editor of a shop without local pickup', () => {
		window.kassaSettings = { localPickupEnabled: false };
		const { result } = renderHook( () => useDelivery(), {
			wrapper: wrapper( true ),
		} );
		expect( result.current.canPickup ).toBe( false );
	} );
} );
