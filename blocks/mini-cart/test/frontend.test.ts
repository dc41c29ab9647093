jest.mock( '../lazy-scripts', () => ( {
	loadScripts: jest.fn( () => Promise.resolve() ),
} ) );

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 5 ) );

/**
 * The button the server renders first in a shell (its markup: includes/mini-cart-button.php).
 *
 * @param attributes The shell's data attributes.
 * @return Its HTML.
 */
function serverButton( attributes: Record< string, string > ) {
	const behaviour = attributes[ 'on-cart-click-behaviour' ];
	return behaviour === '"navigate_to_checkout"'
		? '<a class="kassa-mini-cart__button" href="/checkout/"></a>'
		: '<button type="button" class="kassa-mini-cart__button"></button>';
}

/**
 * Puts mini-cart shells with these attributes on the page and runs the front end on them.
 *
 * @param shells Each shell's attributes, as saved (JSON data attributes).
 * @return The shells and the drawer's `open`.
 */
function startMiniCarts( ...shells: Array< Record< string, string > > ) {
	document.body.innerHTML = shells
		.map(
			( attributes ) =>
				`<div class="wp-block-kassa-mini-cart" ${ Object.entries(
					attributes
				)
					.map( ( [ name, value ] ) => `data-${ name }='${ value }'` )
					.join( ' ' ) }>${ serverButton( attributes ) }</div>`
		)
		.join( '' );
	const open = jest.fn();
	window.kassaMiniCartDrawer = { open };
	window.kassaMiniCart = {
		summary: null,
		cartUrl: '/wp-json/wc/store/v1/cart',
		drawerScripts: [],
		pages: { cart: '/cart/', checkout: '/checkout/' },
	};
	( global as unknown as { fetch: unknown } ).fetch = jest.fn( () =>
		Promise.resolve( {
			ok: true,
			json: () =>
				Promise.resolve( {
					items_count: 1,
					totals: { total_price: '500' },
				} ),
		} )
	);
	jest.isolateModules( () => {
		require( '../frontend' );
	} );
	return {
		shells: Array.from(
			document.querySelectorAll< HTMLElement >(
				'.wp-block-kassa-mini-cart'
			)
		),
		open,
	};
}

const added = () =>
	document.body.dispatchEvent(
		new CustomEvent( 'kassa-cart-added-item', { bubbles: true } )
	);

describe( 'mini-cart front end', () => {
	it( 'opens the drawer when the button is clicked', async () => {
		const { shells, open } = startMiniCarts( {} );
		shells[ 0 ].querySelector( 'button' )?.click();
		await flush();
		expect( open ).toHaveBeenCalledWith( shells[ 0 ] );
	} );

	it( 'goes to the checkout, without the drawer, when set to', async () => {
		const { shells, open } = startMiniCarts( {
			'on-cart-click-behaviour': '"navigate_to_checkout"',
		} );
		const link = shells[ 0 ].querySelector( 'a' );
		expect( link?.getAttribute( 'href' ) ).toBe( '/checkout/' );
		link?.addEventListener( 'click', ( event ) => event.preventDefault() );
		link?.click();
		await flush();
		expect( open ).not.toHaveBeenCalled();
	} );

	it( 'leaves the drawer closed when a product is added, by default', async () => {
		const { open } = startMiniCarts( {} );
		added();
		await flush();
		expect( open ).not.toHaveBeenCalled();
	} );

	it( 'opens the drawer of the first mini-cart set to, when a product is added', async () => {
		const { shells, open } = startMiniCarts(
			{},
			{ 'add-to-cart-behaviour': '"open_drawer"' },
			{ 'add-to-cart-behaviour': '"open_drawer"' }
		);
		added();
		await flush();
		expect( open ).toHaveBeenCalledTimes( 1 );
		expect( open ).toHaveBeenCalledWith( shells[ 1 ] );
	} );

	it( 'opens it for WooCommerce add-to-cart buttons too', async () => {
		const { shells, open } = startMiniCarts( {
			'add-to-cart-behaviour': '"open_drawer"',
		} );
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart' )
		);
		await flush();
		// (The earlier tests' mini-carts still listen on the document, and are gone.)
		expect( open ).toHaveBeenCalledWith( shells[ 0 ] );
	} );
} );
