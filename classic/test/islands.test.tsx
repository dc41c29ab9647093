import { act, render } from '@testing-library/react';
import { useState } from '@wordpress/element';

import { ClassicIsland, getIsland, getIslandStore } from '../islands';

describe( 'ClassicIsland', () => {
	beforeEach( () => {
		document.body.innerHTML = `<div id="kassa-classic-islands" hidden>
			<div class="kassa-classic-island" data-kassa-island="gateway:a"><input name="note"></div>
		</div>`;
	} );

	it( 'moves the island’s own node in on mount and back into the store on unmount, with what was typed and its listeners', () => {
		const node = getIsland( 'gateway:a' ) as HTMLElement;
		const input = node.querySelector( 'input' ) as HTMLInputElement;
		const clicks = jest.fn();
		input.addEventListener( 'click', clicks );

		const { container, unmount } = render(
			<ClassicIsland islandKey="gateway:a" />
		);
		expect( container.contains( node ) ).toBe( true );
		input.value = 'typed';

		unmount();
		expect( getIslandStore()?.contains( node ) ).toBe( true );
		render( <ClassicIsland islandKey="gateway:a" /> );
		const again = document.querySelector(
			'input[name="note"]'
		) as HTMLInputElement;
		expect( again ).toBe( input );
		expect( again.value ).toBe( 'typed' );
		again.click();
		expect( clicks ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps the node through its parent’s re-renders', () => {
		let rerender = () => {};
		function Parent() {
			const [ count, setCount ] = useState( 0 );
			rerender = () => setCount( count + 1 );
			return (
				<div data-count={ count }>
					<ClassicIsland islandKey="gateway:a" />
				</div>
			);
		}
		render( <Parent /> );
		const node = getIsland( 'gateway:a' );
		act( () => rerender() );
		act( () => rerender() );
		expect(
			document.querySelectorAll( '[data-kassa-island]' )
		).toHaveLength( 1 );
		expect( node?.closest( '.kassa-classic-island-slot' ) ).not.toBeNull();
	} );

	it( 'renders an empty container for an island the server did not print', () => {
		const { container } = render(
			<ClassicIsland islandKey="gateway:none" />
		);
		expect(
			container.querySelector( '.kassa-classic-island-slot' )?.childNodes
		).toHaveLength( 0 );
	} );
} );
