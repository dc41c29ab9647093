import { act, fireEvent } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { lazy, useContext } from '@wordpress/element';
import type { ReactNode } from 'react';
import { cartStore, checkoutStore } from '@kassa/data';
import { registerCheckoutBlock, resetCheckoutBlocks } from '@kassa/extensions';

import { makeCart } from '../../stores/test-utils/factories';
import type { ExtensionBlockProps } from '../extension-block';
import { ShellWidthContext } from '../../assets/utils/use-container-width-class';
import {
	renderLayoutBlock,
	renderParentBlock,
	type FrontendBlockProps,
} from '../render-block';

function Parent( { children, heading }: FrontendBlockProps ) {
	return (
		<section>
			<h2>{ String( heading ) }</h2>
			{ children }
		</section>
	);
}

function Totals( { showTaxes, children }: FrontendBlockProps ) {
	return (
		<div className="totals">
			{ showTaxes ? 'with taxes' : 'without taxes' }
			{ children }
		</div>
	);
}

function Wrapper( {
	children,
	blockName,
}: {
	blockName: string;
	children: ReactNode;
} ) {
	return <div data-wrapped={ blockName }>{ children }</div>;
}

function mount( html: string ) {
	document.body.innerHTML = html;
}

describe( 'renderParentBlock', () => {
	afterEach( () => jest.restoreAllMocks() );

	it( 'tells the parent the width of its shell, measured before it renders', async () => {
		mount(
			'<div class="parent"><div class="parent__skeleton"></div></div>'
		);
		jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockImplementation( function ( this: HTMLElement ) {
			// Only the shell as it was saved has this width.
			return {
				width: this.querySelector( '.parent__skeleton' ) ? 640 : 0,
			} as DOMRect;
		} );
		function ShellWidth() {
			return <p>{ useContext( ShellWidthContext ) }</p>;
		}
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: ShellWidth,
				blocks: {},
			} )
		);
		expect( document.querySelector( 'p' )?.textContent ).toBe( '640' );
	} );

	it( "tells its CSS how far the first screen reaches below the shell, and the page's background", async () => {
		mount( '<div class="parent"></div>' );
		document.body.style.backgroundColor = 'rgb(209, 228, 221)';
		jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockReturnValue( { width: 640, top: 300 } as DOMRect );
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: {},
			} )
		);
		const shell = document.querySelector< HTMLElement >( '.parent' )!;
		expect( shell.style.getPropertyValue( '--kassa-shell-fold' ) ).toBe(
			`${ window.innerHeight - 300 }px`
		);
		expect(
			shell.style.getPropertyValue( '--kassa-page-background' )
		).toBe( 'rgb(209, 228, 221)' );
		document.body.style.backgroundColor = '';
	} );

	it( "turns a theme's hidden overflow around the shell into clip, so its sticky parts stick to the screen; other boxes stay as they are", async () => {
		mount(
			// Longhands: jsdom does not expand the shorthand.
			'<main style="overflow-x: hidden; overflow-y: hidden"><div style="overflow-x: hidden"><div class="parent"></div></div></main>'
		);
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: {},
			} )
		);
		expect( document.querySelector( 'main' )!.style.overflow ).toBe(
			'clip'
		);
		expect(
			document.querySelector< HTMLElement >( 'main > div' )!.style
				.overflowX
		).toBe( 'hidden' );
	} );

	it( 'leaves the background to the fallbacks on a page without one, and the fold at 0 below the first screen', async () => {
		mount( '<div class="parent"></div>' );
		jest.spyOn(
			HTMLElement.prototype,
			'getBoundingClientRect'
		).mockReturnValue( { width: 640, top: 5000 } as DOMRect );
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: {},
			} )
		);
		const shell = document.querySelector< HTMLElement >( '.parent' )!;
		expect( shell.style.getPropertyValue( '--kassa-shell-fold' ) ).toBe(
			'0px'
		);
		expect(
			shell.style.getPropertyValue( '--kassa-page-background' )
		).toBe( '' );
	} );

	it( 'renders each saved inner block as its component, with its data attributes as props', async () => {
		mount(
			'<div class="parent" data-heading="&quot;Your cart&quot;">' +
				'<div data-block-name="kassa/totals" data-show-taxes="true">' +
				'<div data-block-name="kassa/totals" data-show-taxes="false"></div>' +
				'</div></div>'
		);
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: { 'kassa/totals': Totals },
				Wrapper,
			} )
		);
		expect( document.querySelector( 'h2' )?.textContent ).toBe(
			'Your cart'
		);
		const totals = document.querySelectorAll( '.totals' );
		expect( totals ).toHaveLength( 2 );
		expect( totals[ 0 ].firstChild?.textContent ).toBe( 'with taxes' );
		expect( totals[ 1 ].textContent ).toBe( 'without taxes' );
		expect(
			document.querySelectorAll( '[data-wrapped="kassa/totals"]' )
		).toHaveLength( 2 );
	} );

	it( 'keeps markup that is no Kassa block, and asks extensions for unknown block names', async () => {
		mount(
			'<div class="parent"><p class="note">Free returns</p>' +
				'<div data-block-name="acme/gift-wrap"></div>' +
				'<div data-block-name="acme/unknown"></div></div>'
		);
		const GiftWrap = () => <span className="gift">Gift wrap</span>;
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: {},
				getExtensionBlock: ( name ) =>
					name === 'acme/gift-wrap' ? GiftWrap : undefined,
				Wrapper,
			} )
		);
		expect( document.querySelector( 'p.note' )?.textContent ).toBe(
			'Free returns'
		);
		expect( document.querySelector( '.gift' ) ).not.toBeNull();
		expect(
			document.querySelector( '[data-wrapped="acme/unknown"]' )
		).toBeNull();
	} );

	it( 'loads a lazy block’s code when it first renders', async () => {
		mount(
			'<div class="parent"><div data-block-name="kassa/calculator"></div></div>'
		);
		const load = jest.fn( async () => ( {
			default: () => <form aria-label="Calculator" />,
		} ) );
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: { 'kassa/calculator': lazy( load ) },
				Wrapper,
			} )
		);
		expect( load ).toHaveBeenCalledTimes( 1 );
		expect(
			document.querySelector( 'form[aria-label="Calculator"]' )
		).not.toBeNull();
	} );
} );

describe( 'an inner block that throws', () => {
	function Broken(): never {
		throw new Error( 'rates missing' );
	}
	const html =
		'<div class="parent"><div data-block-name="kassa/broken"></div>' +
		'<div data-block-name="kassa/totals" data-show-taxes="true"></div></div>';

	afterEach( () => {
		delete window.kassaSettings;
	} );

	it( 'shows admins what failed, and the other blocks still render', async () => {
		window.kassaSettings = { currentUserIsAdmin: true };
		mount( html );
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: { 'kassa/broken': Broken, 'kassa/totals': Totals },
			} )
		);
		const alert = document.querySelector( '[role="alert"]' );
		expect( alert?.textContent ).toContain( 'Oops!' );
		expect( alert?.textContent ).toContain(
			'There was an error loading the content.'
		);
		expect( alert?.textContent ).toContain( 'Error: rates missing' );
		expect( document.querySelector( '.totals' )?.textContent ).toBe(
			'with taxes'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'shows shoppers nothing where it was, and logs the error', async () => {
		window.kassaSettings = { currentUserIsAdmin: false };
		mount( html );
		await act( async () =>
			renderParentBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: { 'kassa/broken': Broken, 'kassa/totals': Totals },
			} )
		);
		expect( document.querySelector( '[role="alert"]' ) ).toBeNull();
		expect( document.querySelector( '.totals' )?.textContent ).toBe(
			'with taxes'
		);
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console
		expect( console.error ).toHaveBeenCalledWith(
			'Kassa: the kassa/broken block failed to render.',
			expect.any( Error )
		);
	} );
} );

describe( 'renderLayoutBlock', () => {
	const renderLayout = async ( html: string, required: string[] ) => {
		mount( html );
		await act( async () =>
			renderLayoutBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: { 'kassa/totals': Totals },
				template: [ [ 'kassa/totals', {} ] ],
				required,
				areas: [],
			} )
		);
	};

	it( 'renders the default layout for a parent saved without inner blocks, without its skeleton', async () => {
		await renderLayout(
			'<div class="parent" data-heading="&quot;Checkout&quot;">' +
				'<div class="parent__skeleton"></div></div>',
			[]
		);
		expect( document.querySelector( '.parent__skeleton' ) ).toBeNull();
		expect( document.querySelector( '.totals' )?.textContent ).toBe(
			'without taxes'
		);
	} );

	it( 'renders a required block the stored layout lacks', async () => {
		await renderLayout(
			'<div class="parent" data-heading="&quot;Checkout&quot;">' +
				'<p class="note">Note</p></div>',
			[ 'kassa/totals' ]
		);
		expect( document.querySelector( '.totals' ) ).not.toBeNull();
		expect( document.querySelector( '.note' ) ).not.toBeNull();
	} );
} );

describe( 'blocks extensions register', () => {
	const renderCheckout = async ( html: string ) => {
		mount( html );
		await act( async () =>
			renderLayoutBlock( {
				selector: '.parent',
				Block: Parent,
				blocks: { 'kassa/checkout-fields': Totals },
				template: [],
				required: [],
				areas: [ 'kassa/checkout-fields' ],
			} )
		);
	};

	function OptIn( {
		cart,
		extensions,
		checkoutExtensionData,
	}: Partial< ExtensionBlockProps > ) {
		return (
			<div className="opt-in">
				{ cart?.items_count } items, { Object.keys( extensions ?? {} ) }
				<input
					type="checkbox"
					aria-label="Subscribe"
					onChange={ () =>
						checkoutExtensionData?.setExtensionData(
							'acme',
							'optin',
							true
						)
					}
				/>
			</div>
		);
	}

	beforeEach( () =>
		act( () => {
			dispatch( cartStore ).receiveCart(
				makeCart( { items_count: 2, extensions: { acme: {} } } )
			);
		} )
	);
	const order = () =>
		Array.from( document.querySelectorAll( '.note, .opt-in' ) ).map(
			( element ) => element.className
		);
	afterEach( () => resetCheckoutBlocks() );

	it( 'renders a forced block at the end of its area, once, with the cart and the checkout’s extension data', async () => {
		registerCheckoutBlock( {
			metadata: {
				name: 'acme/opt-in',
				parent: [ 'kassa/checkout-fields' ],
				attributes: { lock: { default: { remove: true } } },
			},
			component: OptIn,
		} );
		await renderCheckout(
			'<div class="parent"><div data-block-name="kassa/checkout-fields">' +
				'<p class="note">Note</p></div></div>'
		);
		const optIn = document.querySelectorAll( '.totals > .opt-in' );
		expect( optIn ).toHaveLength( 1 );
		expect( order() ).toEqual( [ 'note', 'opt-in' ] );
		expect( optIn[ 0 ].textContent ).toBe( '2 items, acme' );
		fireEvent.click( optIn[ 0 ].querySelector( 'input' )! );
		expect( select( checkoutStore ).getExtensionData() ).toEqual( {
			acme: { optin: true },
		} );
	} );

	it( 'renders a forced block where the saved layout has it, not again at the end', async () => {
		registerCheckoutBlock( {
			metadata: { name: 'acme/opt-in', parent: 'kassa/checkout-fields' },
			component: OptIn,
			force: true,
		} );
		await renderCheckout(
			'<div class="parent"><div data-block-name="kassa/checkout-fields">' +
				'<div data-block-name="acme/opt-in"></div><p class="note">Note</p>' +
				'</div></div>'
		);
		const optIn = document.querySelectorAll( '.opt-in' );
		expect( optIn ).toHaveLength( 1 );
		expect( order() ).toEqual( [ 'opt-in', 'note' ] );
	} );

	it( 'renders a block that is not forced only where the saved layout has it', async () => {
		registerCheckoutBlock( {
			metadata: { name: 'acme/opt-in', parent: 'kassa/checkout-fields' },
			component: OptIn,
		} );
		await renderCheckout(
			'<div class="parent"><div data-block-name="kassa/checkout-fields"></div></div>'
		);
		expect( document.querySelector( '.opt-in' ) ).toBeNull();
	} );
} );
