import { act, fireEvent, render, screen, within } from '@testing-library/react';

import CartLineItemRow, { renderPlainDescription } from '../cart-line-item-row';
import CartLineItemsTable from '../cart-line-items-table';
import { QUANTITY_SELECTOR_DEBOUNCE_MS } from '../../constants';
import { makeCartItem } from './fixtures/factories';
import type { CartItem } from '../../api/types';

function renderRow(
	item: CartItem = makeCartItem(),
	props: Partial< Parameters< typeof CartLineItemRow >[ 0 ] > = {}
) {
	const onChangeQuantity = jest.fn();
	const onRemove = jest.fn();
	const view = render(
		<table>
			<tbody>
				<CartLineItemRow
					item={ item }
					onChangeQuantity={ onChangeQuantity }
					onRemove={ onRemove }
					{ ...props }
				/>
			</tbody>
		</table>
	);
	return {
		...view,
		row: view.container.querySelector( 'tr' ) as HTMLTableRowElement,
		onChangeQuantity,
		onRemove,
	};
}

describe( 'cart line item row', () => {
	it( 'shows the image with srcset, sizes and alt', () => {
		renderRow();
		const image = screen.getByRole( 'img', { name: 'A red beanie' } );
		expect( image.getAttribute( 'srcset' ) ).toBe(
			'https://shop.test/beanie-300.jpg 300w'
		);
		expect( image.getAttribute( 'sizes' ) ).toBe(
			'(max-width: 300px) 100vw, 300px'
		);
	} );

	it( 'links the decoded name to the product page', () => {
		renderRow( makeCartItem( { name: 'Tee &amp; Hat' } ) );
		expect(
			screen
				.getByRole( 'link', { name: 'Tee & Hat' } )
				.getAttribute( 'href' )
		).toBe( 'https://shop.test/product/beanie/' );
	} );

	it( "shows the line total and a 'Save %s' badge on sale", () => {
		const item = makeCartItem();
		item.prices = { ...item.prices, price: '800', regular_price: '1000' };
		const { row } = renderRow( item );
		const total = row.querySelector(
			'.kassa-cart-line-item__total'
		) as HTMLElement;
		expect( within( total ).getByText( '£20.00' ) ).toBeTruthy();
		expect( within( total ).getByText( 'Save £4.00' ) ).toBeTruthy();
	} );

	it( 'places each amount in its price format', () => {
		const item = makeCartItem();
		item.prices = { ...item.prices, price: '800', regular_price: '1000' };
		const { row } = renderRow( item, {
			presentation: {
				priceFormats: {
					price: '<price/> each',
					subtotal: 'Total: <price/>',
					saleBadge: '<price/> off',
				},
			},
		} );
		const total = row.querySelector(
			'.kassa-cart-line-item__total'
		) as HTMLElement;
		expect( within( total ).getByText( 'Total: £20.00' ) ).toBeTruthy();
		expect( within( total ).getByText( 'Save £4.00 off' ) ).toBeTruthy();
		expect(
			row.querySelector( '.kassa-product-price__value' )?.textContent
		).toContain( '£8.00 each' );
	} );

	it( 'shows the name and class it is given, and no remove button when told', () => {
		const { row } = renderRow( makeCartItem(), {
			presentation: {
				name: 'Cap &amp; scarf / month',
				className: 'acme-subscription',
				showRemoveLink: false,
			},
		} );
		expect( row.classList ).toContain( 'acme-subscription' );
		expect(
			row.querySelector( '.kassa-cart-line-item__name' )?.textContent
		).toBe( 'Cap & scarf / month' );
		expect(
			within( row ).queryByRole( 'button', { name: 'Remove item' } )
		).toBeNull();
	} );

	it( 'adds line tax to the total when prices include tax', () => {
		const { row } = renderRow( makeCartItem(), {
			displayPricesIncludingTax: true,
		} );
		expect(
			row.querySelector( '.kassa-cart-line-item__total' )?.textContent
		).toBe( '£24.00' );
	} );

	it( "shows '%d left in stock' for low stock", () => {
		renderRow( makeCartItem( { low_stock_remaining: 3 } ) );
		expect( screen.getByText( '3 left in stock' ) ).toBeTruthy();
	} );

	it( "shows 'Available on backorder' when the badge is on", () => {
		renderRow( makeCartItem( { show_backorder_badge: true } ) );
		expect( screen.getByText( 'Available on backorder' ) ).toBeTruthy();
	} );

	it( 'lists variation and visible item data, not hidden data', () => {
		renderRow(
			makeCartItem( {
				variation: [ { attribute: 'Colour', value: 'Red' } ],
				item_data: [
					{ name: 'Gift wrap', value: 'yes', display: 'Yes' },
					{ key: 'Engraving', value: 'K&amp;A' },
					{ name: 'Secret', value: 'x', hidden: true },
				],
			} )
		);
		const items = screen
			.getAllByRole( 'listitem' )
			.map( ( li ) => li.textContent );
		expect( items ).toEqual( [
			'Colour: Red',
			'Gift wrap: Yes',
			'Engraving: K&A',
		] );
	} );

	it( 'renders the short description as plain text by default', () => {
		const { row } = renderRow(
			makeCartItem( {
				short_description:
					'<p>A warm <strong>woolly</strong> hat.</p><script>alert(1)</script>',
			} )
		);
		const description = row.querySelector(
			'.kassa-cart-line-item__description'
		) as HTMLElement;
		expect( description.querySelector( 'strong, script' ) ).toBeNull();
		expect( description.textContent ).toBe( 'A warm woolly hat.' );
	} );

	it( 'cuts the plain description to 15 words', () => {
		const words = Array.from( { length: 20 }, ( _, i ) => `w${ i }` );
		expect( renderPlainDescription( words.join( ' ' ) ) ).toBe(
			words.slice( 0, 15 ).join( ' ' ) + '\u2026'
		);
	} );

	it( 'uses a given description renderer', () => {
		const renderDescription = jest.fn( () => <em>safe</em> );
		renderRow( makeCartItem(), { renderDescription } );
		expect( renderDescription ).toHaveBeenCalledWith(
			'<p>A warm <strong>woolly</strong> hat.</p>'
		);
		expect( screen.getByText( 'safe' ).tagName ).toBe( 'EM' );
	} );

	it( 'hides the quantity selector for sold-individually items', () => {
		renderRow( makeCartItem( { sold_individually: true } ) );
		expect( screen.queryByRole( 'spinbutton' ) ).toBeNull();
	} );

	it( 'passes quantity changes on after the debounce', () => {
		jest.useFakeTimers();
		const { onChangeQuantity } = renderRow();
		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Increase quantity of Beanie',
			} )
		);
		act( () => {
			jest.advanceTimersByTime( QUANTITY_SELECTOR_DEBOUNCE_MS );
		} );
		expect( onChangeQuantity ).toHaveBeenCalledWith( 3 );
		jest.useRealTimers();
	} );

	it( "removes the line with 'Remove item', described by the product name", () => {
		const { onRemove } = renderRow();
		const remove = screen.getByRole( 'button', { name: 'Remove item' } );
		expect( remove.getAttribute( 'aria-describedby' ) ).toBe(
			screen.getByRole( 'link', { name: 'Beanie' } ).id
		);
		fireEvent.click( remove );
		expect( onRemove ).toHaveBeenCalled();
	} );

	it( 'is greyed and busy with controls disabled while pending', () => {
		const { row } = renderRow( makeCartItem(), { isPending: true } );
		expect( row.className ).toContain( 'kassa-cart-line-item--pending' );
		expect( row.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		expect(
			(
				screen.getByRole( 'button', {
					name: 'Remove item',
				} ) as HTMLButtonElement
			 ).disabled
		).toBe( true );
		expect(
			( screen.getByRole( 'spinbutton' ) as HTMLInputElement ).disabled
		).toBe( true );
	} );
} );

describe( 'cart line items table', () => {
	it( "has the caption 'Products in cart' and columns Product, Details, Total", () => {
		render(
			<CartLineItemsTable
				items={ [ makeCartItem() ] }
				onChangeQuantity={ jest.fn() }
				onRemove={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'table', { name: 'Products in cart' } )
		).toBeTruthy();
		expect(
			screen
				.getAllByRole( 'columnheader' )
				.map( ( th ) => th.textContent )
		).toEqual( [ 'Product', 'Details', 'Total' ] );
	} );

	it( 'passes the line key with each callback and marks pending lines', () => {
		const onRemove = jest.fn();
		render(
			<CartLineItemsTable
				items={ [
					makeCartItem(),
					makeCartItem( { key: 'line-2', name: 'Scarf' } ),
				] }
				isItemPending={ ( key ) => key === 'line-2' }
				onChangeQuantity={ jest.fn() }
				onRemove={ onRemove }
			/>
		);
		const rows = screen.getAllByRole( 'row' ).slice( 1 );
		expect( rows[ 1 ].getAttribute( 'aria-busy' ) ).toBe( 'true' );
		fireEvent.click(
			within( rows[ 0 ] ).getByRole( 'button', { name: 'Remove item' } )
		);
		expect( onRemove ).toHaveBeenCalledWith( 'line-1' );
	} );
} );
