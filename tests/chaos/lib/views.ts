/**
 * What the shopper sees of the cart, read from every Kassa view on the page at once: the cart
 * page's lines and total, the checkout's order summary, the mini-cart button (count and total),
 * its drawer when open, and the shop's "N in cart" buttons.
 */
import type { Page } from '@playwright/test';

/** Product name → quantity. */
export type Lines = Record< string, number >;

export interface Views {
	url: string;
	cart?: { lines: Lines; total: string | null };
	summary?: { lines: Lines; total: string | null };
	drawer?: { lines: Lines };
	miniCart?: { count: number; total: string | null } | { label: string };
	/** The shop's buttons: product name → quantity shown as "N in cart" (0: "Add to cart"). */
	shop?: Lines;
	/** Visible error messages (role alert). */
	errors: string[];
	/** The Place Order button's amount, on the checkout. */
	placeOrderTotal?: string | null;
}

/**
 * Reads every view on the page.
 *
 * @param page The page.
 * @return The views.
 */
export function readViews( page: Page ): Promise< Views > {
	return page.evaluate( () => {
		const visible = ( element: Element | null ) =>
			!! element &&
			( element as HTMLElement ).offsetParent !== null &&
			getComputedStyle( element ).visibility !== 'hidden';
		const text = ( element: Element | null ) =>
			( element?.textContent ?? '' ).replace( /\s+/g, ' ' ).trim();
		const money = ( value: string ) =>
			/[£$€][\d,]+\.\d\d/.exec( value )?.[ 0 ] ?? null;
		const tableByCaption = (
			caption: string,
			root: ParentNode = document
		) =>
			Array.from( root.querySelectorAll( 'table' ) ).find(
				( table ) =>
					text( table.querySelector( 'caption' ) ) === caption
			) ?? null;
		const result: Record< string, unknown > = {
			url: location.pathname,
			errors: Array.from( document.querySelectorAll( '[role="alert"]' ) )
				.filter( visible )
				.map( text )
				.filter( Boolean ),
		};

		const drawerDialog = Array.from(
			document.querySelectorAll( '[role="dialog"]' )
		).find( ( dialog ) => {
			const labelledBy = dialog.getAttribute( 'aria-labelledby' );
			const name = labelledBy
				? text( document.getElementById( labelledBy ) )
				: ( dialog.getAttribute( 'aria-label' ) ?? '' );
			return visible( dialog ) && /^Your cart/.test( name );
		} );
		const cartLines = ( table: Element ) => {
			const lines: Record< string, number > = {};
			table.querySelectorAll( 'tbody tr' ).forEach( ( row ) => {
				const name = text(
					row.querySelector( '.kassa-cart-line-item__name' ) ??
						row.querySelector( 'a' )
				);
				const input = row.querySelector(
					'input'
				) as HTMLInputElement | null;
				lines[ name ] =
					( lines[ name ] ?? 0 ) +
					( input ? Number( input.value ) : 1 );
			} );
			return lines;
		};
		const cartTable = tableByCaption( 'Products in cart' );
		if (
			cartTable &&
			( ! drawerDialog || ! drawerDialog.contains( cartTable ) )
		) {
			const block =
				cartTable.closest( '.wp-block-kassa-cart' ) ?? document;
			result.cart = {
				lines: cartLines( cartTable ),
				total: money(
					text( block.querySelector( '.kassa-totals-footer__total' ) )
				),
			};
		}
		if ( ! cartTable && document.querySelector( '.wp-block-kassa-cart' ) ) {
			const empty = text(
				document.querySelector( '.wp-block-kassa-cart' )
			);
			if ( empty && ! /Loading/i.test( empty ) ) {
				result.cart = { lines: {}, total: null };
			}
		}
		// The checkout's order summary: its list of products, named for them, and its total.
		const summaryList = document.querySelector(
			'[aria-label="Products in your order"]'
		);
		const checkout = document.querySelector( '.wp-block-kassa-checkout' );
		if ( summaryList && checkout ) {
			const lines: Record< string, number > = {};
			summaryList
				.querySelectorAll( '.kassa-cart-summary__line' )
				.forEach( ( line ) => {
					const name = text(
						line.querySelector( '.kassa-cart-summary__name' )
					);
					const quantity = Number(
						/Quantity: (\d+)/.exec( text( line ) )?.[ 1 ] ?? 0
					);
					lines[ name ] = ( lines[ name ] ?? 0 ) + quantity;
				} );
			result.summary = {
				lines,
				total: money(
					text(
						checkout.querySelector( '.kassa-totals-footer__total' )
					)
				),
			};
			const button = checkout.querySelector(
				'.kassa-checkout-actions__place-order'
			);
			result.placeOrderTotal = button ? money( text( button ) ) : null;
		}
		if ( drawerDialog ) {
			const table = drawerDialog.querySelector( 'table' );
			result.drawer = { lines: table ? cartLines( table ) : {} };
		}
		const miniCart = Array.from(
			document.querySelectorAll( '.kassa-mini-cart__button' )
		).find( visible );
		if ( miniCart ) {
			const label = miniCart.getAttribute( 'aria-label' ) ?? '';
			const match = /^(\d+) items? in cart, total price of (.+)$/.exec(
				label
			);
			result.miniCart = match
				? { count: Number( match[ 1 ] ), total: money( match[ 2 ] ) }
				: { label };
		}
		const shopButtons = Array.from(
			document.querySelectorAll( 'button[aria-label^="Add to cart: “"]' )
		);
		if ( shopButtons.length ) {
			const shop: Record< string, number > = {};
			shopButtons.forEach( ( button ) => {
				const name =
					/“(.+)”/.exec(
						button.getAttribute( 'aria-label' ) ?? ''
					)?.[ 1 ] ?? '';
				shop[ name ] = Number(
					/^(\d+) in cart$/.exec( text( button ) )?.[ 1 ] ?? 0
				);
			} );
			result.shop = shop;
		}
		return result as unknown as Views;
	} );
}
