import { act, render, screen } from '@testing-library/react';

import { useContainerWidthClass } from '../use-container-width-class';

type Callback = (
	entries: Array< { contentRect: { width: number } } >
) => void;

class FakeResizeObserver {
	static instances: FakeResizeObserver[] = [];
	observed: Element[] = [];
	disconnected = false;

	constructor( public callback: Callback ) {
		FakeResizeObserver.instances.push( this );
	}

	observe( element: Element ) {
		this.observed.push( element );
	}

	disconnect() {
		this.disconnected = true;
	}

	resize( width: number ) {
		act( () => this.callback( [ { contentRect: { width } } ] ) );
	}
}

function Container( { knownWidth }: { knownWidth?: number } ) {
	const [ ref, widthClass ] = useContainerWidthClass( knownWidth );
	return <div ref={ ref } data-testid="container" className={ widthClass } />;
}

describe( 'use container width class', () => {
	const original = global.ResizeObserver;

	beforeEach( () => {
		FakeResizeObserver.instances = [];
		global.ResizeObserver =
			FakeResizeObserver as unknown as typeof ResizeObserver;
	} );

	afterEach( () => {
		global.ResizeObserver = original;
		jest.restoreAllMocks();
	} );

	it( 'measures the container on mount', () => {
		jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockReturnValue( { width: 800 } as DOMRect );
		render( <Container /> );
		expect( screen.getByTestId( 'container' ).className ).toBe(
			'is-large'
		);
	} );

	it( 'starts with the class of a width known before it renders, and measures nothing', () => {
		const measure = jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		);
		render( <Container knownWidth={ 600 } /> );
		expect( screen.getByTestId( 'container' ).className ).toBe(
			'is-medium'
		);
		expect( measure ).not.toHaveBeenCalled();
		// It still follows the container.
		FakeResizeObserver.instances[ 0 ].resize( 900 );
		expect( screen.getByTestId( 'container' ).className ).toBe(
			'is-large'
		);
	} );

	it( 'follows the container when it resizes', () => {
		render( <Container /> );
		const [ observer ] = FakeResizeObserver.instances;
		expect( observer.observed ).toEqual( [
			screen.getByTestId( 'container' ),
		] );
		observer.resize( 450 );
		expect( screen.getByTestId( 'container' ).className ).toBe(
			'is-small'
		);
		observer.resize( 600 );
		expect( screen.getByTestId( 'container' ).className ).toBe(
			'is-medium'
		);
	} );

	it( 'stops observing on unmount', () => {
		const { unmount } = render( <Container /> );
		unmount();
		expect( FakeResizeObserver.instances[ 0 ].disconnected ).toBe( true );
	} );

	it( 'works without ResizeObserver', () => {
		// @ts-expect-error -- old browsers lack it.
		delete global.ResizeObserver;
		render( <Container /> );
		expect( screen.getByTestId( 'container' ).className ).toBe(
			'is-mobile'
		);
	} );
} );
