import { fireEvent, render, screen } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { cartStore } from '@kassa/data';

import CartShippingBlock from '../block';
import { makeRegistry, setSettings } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';
import {
	makeCart,
	makeShippingPackage,
	makeShippingRate,
} from '../../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	setSettings( {} as never );
	( { registry, stop } = makeRegistry() );
} );
afterEach( () => stop() );

const TWO_RATES = makeShippingPackage( {
	shipping_rates: [
		makeShippingRate( { selected: true } ),
		makeShippingRate( {
			rate_id: 'free_shipping:2',
			name: 'Free shipping',
			price: '0',
		} ),
	],
} );

/**
 * The cart's delivery panel.
 *
 * @param cart     What the cart holds.
 * @param isEditor Whether it renders in the editor.
 * @return The render result.
 */
function renderPanel(
	cart = makeCart( { shipping_rates: [ TWO_RATES ] } ),
	isEditor = false
) {
	registry.dispatch( cartStore ).receiveCart( cart );
	const Wrapper = registryWrapper( registry, isEditor );
	return render(
		<Wrapper>
			<CartShippingBlock />
		</Wrapper>
	);
}

describe( 'the cart’s delivery panel', () => {
	it( 'folds its options behind a heading naming the chosen one, at every width', () => {
		renderPanel();
		const toggle = screen.getByRole( 'button', { name: /^Delivery/ } );
		expect( toggle.textContent ).toContain( 'Flat rate' );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		const free = screen.getByLabelText( /Free shipping/ );
		expect( free.closest( '[hidden]' ) ).not.toBeNull();
		fireEvent.click( toggle );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( free.closest( '[hidden]' ) ).toBeNull();
	} );

	it( 'stays open while no option is chosen, or in the editor', () => {
		const none = makeShippingPackage( {
			shipping_rates: [ makeShippingRate( { selected: false } ) ],
		} );
		const { unmount } = renderPanel(
			makeCart( { shipping_rates: [ none ] } )
		);
		expect(
			screen.queryByRole( 'button', { name: /^Delivery/ } )
		).toBeNull();
		expect(
			screen.getByLabelText( /Flat rate/ ).closest( '[hidden]' )
		).toBeNull();
		unmount();
		renderPanel( undefined, true );
		expect(
			screen.queryByRole( 'button', { name: /^Delivery/ } )
		).toBeNull();
	} );
} );
