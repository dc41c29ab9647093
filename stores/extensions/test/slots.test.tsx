import { act, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';

import { ExtensionFill, ExtensionSlot, getSlotFills, resetSlotFills } from '..';

function Recurring( { cart }: { cart?: { total: string } } ) {
	return <p>Recurring: { cart?.total }</p>;
}

afterEach( () => {
	act( () => resetSlotFills() );
	delete window.kassaSettings;
} );

describe( 'slots and fills', () => {
	it( 'shows a fill rendered anywhere in its slot, each element given the fill props', () => {
		render(
			<ExtensionFill slot="kassa/order-meta">
				<Recurring />
			</ExtensionFill>
		);
		render(
			<ExtensionSlot
				slot="kassa/order-meta"
				className="order-meta"
				fillProps={ { cart: { total: '£10.00' } } }
			/>
		);
		expect(
			screen.getByText( 'Recurring: £10.00' ).parentElement?.className
		).toBe( 'order-meta' );
	} );

	it( 'renders nothing, not even its wrapper, without fills', () => {
		const { container } = render(
			<ExtensionSlot slot="kassa/order-meta" className="order-meta" />
		);
		expect( container.innerHTML ).toBe( '' );
	} );

	it( 'follows fills as they change and go, in the order they came', () => {
		let setShown: ( shown: boolean ) => void = () => {};
		function Plugin() {
			const [ shown, set ] = useState( true );
			setShown = set;
			return (
				<>
					<ExtensionFill slot="kassa/discounts-meta">
						<p>First</p>
					</ExtensionFill>
					{ shown && (
						<ExtensionFill slot="kassa/discounts-meta">
							<p>Second</p>
						</ExtensionFill>
					) }
				</>
			);
		}
		render( <Plugin /> );
		const { container } = render(
			<ExtensionSlot slot="kassa/discounts-meta" />
		);
		expect( container.textContent ).toBe( 'FirstSecond' );
		act( () => setShown( false ) );
		expect( container.textContent ).toBe( 'First' );
		expect( getSlotFills( 'kassa/discounts-meta' ) ).toHaveLength( 1 );
	} );

	it( 'keeps a failing fill to itself: shoppers see the others', () => {
		function Broken(): never {
			throw new Error( 'no recurring carts' );
		}
		render(
			<>
				<ExtensionFill slot="kassa/order-meta">
					<Broken />
				</ExtensionFill>
				<ExtensionFill slot="kassa/order-meta">
					<p>Fine</p>
				</ExtensionFill>
			</>
		);
		render( <ExtensionSlot slot="kassa/order-meta" /> );
		expect( screen.getByText( 'Fine' ) ).toBeTruthy();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( console ).toHaveErrored();
	} );

	it( 'shows admins what failed in a fill', () => {
		window.kassaSettings = { currentUserIsAdmin: true };
		function Broken(): never {
			throw new Error( 'no recurring carts' );
		}
		render(
			<ExtensionFill slot="kassa/order-meta">
				<Broken />
			</ExtensionFill>
		);
		render( <ExtensionSlot slot="kassa/order-meta" /> );
		expect( screen.getByRole( 'alert' ).textContent ).toContain(
			'no recurring carts'
		);
		expect( console ).toHaveErrored();
	} );
} );
