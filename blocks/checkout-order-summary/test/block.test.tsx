import { fireEvent, render, screen } from '@testing-library/react';
import type { DataRegistry } from '@wordpress/data';
import { cartStore } from '@kassa/data';

import OrderSummaryBlock from '../block';
import { CheckoutWidthContext } from '../../checkout/context';
import type { ContainerWidthClass } from '../../../assets/utils/container-width';
import { makeRegistry, setSettings } from '../../../stores/test-utils/registry';
import { registryWrapper } from '../../../stores/test-utils/wrapper';
import { makeCart } from '../../../stores/test-utils/factories';

let registry: DataRegistry;
let stop: () => void;

beforeEach( () => {
	setSettings( {} as never );
	( { registry, stop } = makeRegistry() );
	registry.dispatch( cartStore ).receiveCart( makeCart() );
} );
afterEach( () => stop() );

/**
 * The summary in a checkout of the given width, holding one line of text.
 *
 * @param width    The checkout's container width class.
 * @param isEditor Whether it renders in the editor.
 * @return The render result.
 */
function renderIn( width: ContainerWidthClass | '', isEditor = false ) {
	const Wrapper = registryWrapper( registry, isEditor );
	return render(
		<Wrapper>
			<CheckoutWidthContext.Provider value={ width }>
				<OrderSummaryBlock>
					<p>Beanie × 1</p>
				</OrderSummaryBlock>
			</CheckoutWidthContext.Provider>
		</Wrapper>
	);
}

describe( 'the checkout’s order summary', () => {
	it.each( [ 'is-large', 'is-medium' ] as const )(
		'is open in a checkout wider than a phone (%s), with a plain heading and nothing to toggle',
		( width ) => {
			renderIn( width );
			expect(
				screen.getByRole( 'heading', { name: 'Order summary' } )
			).toBeTruthy();
			expect( screen.queryByRole( 'button' ) ).toBeNull();
			expect( screen.getByText( 'Beanie × 1' ) ).toBeTruthy();
		}
	);

	it.each( [ 'is-small', 'is-mobile' ] as const )(
		'collapses behind a toggle showing the total in a checkout of phone width (%s)',
		( width ) => {
			const { container } = renderIn( width );
			const toggle = screen.getByRole( 'button', {
				name: /Order summary/,
			} );
			const content = container.querySelector(
				'#kassa-checkout-order-summary-content'
			) as HTMLElement;
			expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
			expect( content.hidden ).toBe( true );
			fireEvent.click( toggle );
			expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
			expect( content.hidden ).toBe( false );
		}
	);

	it( 'stays open in the editor, its blocks there to edit', () => {
		renderIn( 'is-small', true );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getByText( 'Beanie × 1' ) ).toBeTruthy();
	} );

	it( 'is open until the checkout’s width is known', () => {
		renderIn( '' );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( screen.getByText( 'Beanie × 1' ) ).toBeTruthy();
	} );
} );
