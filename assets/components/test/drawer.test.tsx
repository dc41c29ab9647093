import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';

import Drawer from '../drawer';
import { DRAWER_EXIT_MS } from '../../constants';

function MiniCart() {
	const [ isOpen, setIsOpen ] = useState( false );
	return (
		<>
			<button type="button" onClick={ () => setIsOpen( true ) }>
				Open cart
			</button>
			<Drawer
				isOpen={ isOpen }
				onClose={ () => setIsOpen( false ) }
				title="Your cart"
			>
				<a href="/checkout">Go to checkout</a>
			</Drawer>
		</>
	);
}

function focusedElement() {
	return document.body.ownerDocument.activeElement;
}

function openDrawer() {
	const opener = screen.getByRole( 'button', { name: 'Open cart' } );
	opener.focus();
	fireEvent.click( opener );
	return {
		opener,
		dialog: screen.getByRole( 'dialog', { name: 'Your cart' } ),
	};
}

describe( 'drawer', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'renders nothing while closed', () => {
		render( <MiniCart /> );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'is a modal dialog labelled by its title, with focus on the close button', () => {
		render( <MiniCart /> );
		const { dialog } = openDrawer();
		expect( dialog.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect( focusedElement() ).toBe(
			screen.getByRole( 'button', { name: 'Close' } )
		);
	} );

	it( 'traps Tab and Shift+Tab inside', () => {
		render( <MiniCart /> );
		const { dialog } = openDrawer();
		const close = screen.getByRole( 'button', { name: 'Close' } );
		const link = screen.getByRole( 'link', { name: 'Go to checkout' } );
		link.focus();
		fireEvent.keyDown( dialog, { key: 'Tab' } );
		expect( focusedElement() ).toBe( close );
		fireEvent.keyDown( dialog, { key: 'Tab', shiftKey: true } );
		expect( focusedElement() ).toBe( link );
	} );

	it( 'brings focus back when it escapes', () => {
		render( <MiniCart /> );
		const { opener } = openDrawer();
		act( () => opener.focus() );
		expect( focusedElement() ).toBe(
			screen.getByRole( 'button', { name: 'Close' } )
		);
	} );

	it( 'closes on Escape and returns focus to the opener', () => {
		render( <MiniCart /> );
		const { dialog, opener } = openDrawer();
		fireEvent.keyDown( dialog, { key: 'Escape' } );
		expect( focusedElement() ).toBe( opener );
	} );

	it( 'closes on Escape when focus fell out to the body (the focused button turned disabled)', () => {
		render( <MiniCart /> );
		const { opener } = openDrawer();
		act( () => ( focusedElement() as HTMLElement ).blur() );
		expect( focusedElement() ).toBe( document.body );
		fireEvent.keyDown( document.body, { key: 'Escape' } );
		expect(
			screen
				.getByRole( 'dialog', { name: 'Your cart' } )
				.className.includes( 'kassa-drawer--is-closing' )
		).toBe( true );
		expect( focusedElement() ).toBe( opener );
	} );

	it( 'stays rendered with --is-closing for 300 ms after closing', () => {
		render( <MiniCart /> );
		const { dialog } = openDrawer();
		fireEvent.click( screen.getByRole( 'button', { name: 'Close' } ) );
		expect( dialog.className ).toContain( 'kassa-drawer--is-closing' );
		act( () => {
			jest.advanceTimersByTime( DRAWER_EXIT_MS - 1 );
		} );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeNull();
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	} );

	it( 'closes when the backdrop is clicked', () => {
		render( <MiniCart /> );
		openDrawer();
		fireEvent.click(
			document.querySelector( '.kassa-drawer__overlay' ) as Element
		);
		expect( screen.getByRole( 'dialog' ).className ).toContain(
			'kassa-drawer--is-closing'
		);
	} );

	it( 'without a title, is named by its label and has no heading', () => {
		render(
			<Drawer isOpen onClose={ () => {} } label="Your cart">
				<p>Lines</p>
			</Drawer>
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Your cart' } )
		).not.toBeNull();
		expect( screen.queryByRole( 'heading' ) ).toBeNull();
	} );

	it( 'takes its width from the style it is given', () => {
		render(
			<Drawer
				isOpen
				onClose={ () => {} }
				title="Your cart"
				style={ { width: '640px' } }
			>
				<p>Lines</p>
			</Drawer>
		);
		expect( screen.getByRole( 'dialog' ).style.width ).toBe( '640px' );
	} );
} );
