/**
 * axe-core over the rendered components, with the rule sets the e2e suite uses
 * (wcag2a/2aa/21aa/22aa). jsdom has no layout, so colour contrast is left to the browser tests.
 */
import axe from 'axe-core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

import CartLineItemsTable from '../cart-line-items-table';
import CheckboxList from '../checkbox-list';
import CouponForm from '../coupon-form';
import Drawer from '../drawer';
import Notices from '../notices';
import Panel from '../panel';
import PlaceOrderButton from '../place-order-button';
import ShippingPackages from '../shipping-rates/packages';
import ShippingAddressSummary from '../shipping-rates/shipping-address-summary';
import SnackbarList from '../snackbar-list';
import SortSelect from '../sort-select';
import { makeCartItem, makePackage, makeTotals } from './fixtures/factories';
import { AllTotalsRows } from './fixtures/totals-rows';

async function violations( element: ReactElement ) {
	render( <main>{ element }</main> );
	const results = await axe.run( document.body, {
		runOnly: {
			type: 'tag',
			values: [ 'wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa' ],
		},
		rules: { 'color-contrast': { enabled: false } },
	} );
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.html )
				.join( ', ' ) }`
	);
}

describe( 'accessibility (axe-core)', () => {
	it.each( [
		[
			'cart line items table',
			<CartLineItemsTable
				key="table"
				items={ [
					makeCartItem( { low_stock_remaining: 2 } ),
					makeCartItem( {
						key: 'line-2',
						name: 'Scarf',
						sold_individually: true,
					} ),
				] }
				isItemPending={ ( key ) => key === 'line-2' }
				onChangeQuantity={ jest.fn() }
				onRemove={ jest.fn() }
			/>,
		],
		[
			'totals rows',
			<AllTotalsRows
				key="totals"
				totals={ makeTotals( {
					total_discount: '500',
					total_shipping: '0',
				} ) }
				couponCodes={ [ 'SAVE5' ] }
				onRemoveCoupon={ jest.fn() }
				showShipping
				taxesEnabled
			/>,
		],
		[
			'shipping address summary',
			<ShippingAddressSummary
				key="address"
				address={ { city: 'Leeds', country: 'GB' } }
				isAddressComplete
				hasRates
			/>,
		],
		[
			'coupon form with an error',
			<CouponForm key="coupon" onApply={ jest.fn() } error="Invalid" />,
		],
		[
			'shipping packages',
			<ShippingPackages
				key="packages"
				packages={ [
					makePackage(),
					makePackage( { package_id: 1, name: 'Shipment 2' } ),
				] }
				onSelectRate={ jest.fn() }
			/>,
		],
		[
			'panel with a step number',
			<Panel
				key="panel"
				title="Contact"
				stepNumber={ 1 }
				headingLevel={ 2 }
			>
				Content
			</Panel>,
		],
		[
			'notices and snackbars',
			<div key="notices">
				<Notices
					notices={ [
						{ id: 'a', status: 'error', content: 'Error' },
						{ id: 'b', status: 'info', content: 'Info' },
					] }
					onRemove={ jest.fn() }
				/>
				<SnackbarList
					notices={ [
						{
							id: 'c',
							status: 'success',
							content: 'Done',
							type: 'snackbar',
						},
					] }
					onRemove={ jest.fn() }
				/>
			</div>,
		],
		[
			'checkbox list and sort select',
			<div key="filters">
				<CheckboxList
					options={ Array.from( { length: 20 }, ( _, i ) => ( {
						value: `v${ i }`,
						label: `Option ${ i }`,
					} ) ) }
					checked={ [ 'v1' ] }
					onChange={ jest.fn() }
				/>
				<SortSelect
					label="Order by"
					options={ [ { key: 'a', label: 'A' } ] }
					value="a"
					onChange={ jest.fn() }
				/>
			</div>,
		],
		[
			'place order button while processing',
			<PlaceOrderButton
				key="place-order"
				label="Place Order"
				price="£24.00"
				isProcessing
			/>,
		],
		[
			'open drawer',
			<Drawer key="drawer" isOpen onClose={ jest.fn() } title="Your cart">
				<p>Items</p>
			</Drawer>,
		],
	] )( '%s has no violations', async ( _name, element ) => {
		expect( await violations( element ) ).toEqual( [] );
	} );
} );
