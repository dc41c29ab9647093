import { act, render, screen } from '@testing-library/react';
import { dispatch } from '@wordpress/data';
import { cartStore, EXTENSION_SLOTS } from '@kassa/data';
import { resetSlotFills } from '@kassa/extensions';

import CartExtensionSlot from '../../../hooks/extension-slot';
import { makeCart } from '../../../stores/test-utils/factories';
import {
	ExperimentalOrderMeta,
	ExperimentalOrderShippingPackages,
	createSlotFill,
} from '../slot-fills';
import { renderPluginArea } from '../plugin-area';

type FillProps = {
	cart?: { cartTotals: { total_price: string }; cartItemsCount: number };
	extensions?: Record< string, unknown >;
	context?: string;
	components?: Record< string, unknown >;
};

/**
 * A Subscriptions-like recurring totals row.
 * @param root0
 * @param root0.cart
 * @param root0.extensions
 * @param root0.context
 */
function RecurringTotals( { cart, extensions, context }: FillProps ) {
	return (
		<p className="recurring">
			{ context }: { cart?.cartTotals.total_price } for{ ' ' }
			{ cart?.cartItemsCount }, { Object.keys( extensions ?? {} ) }
		</p>
	);
}

beforeEach( () =>
	act( () => {
		dispatch( cartStore ).receiveCart(
			makeCart( { extensions: { subscriptions: { recurring: true } } } )
		);
	} )
);
afterEach( () => {
	act( () => resetSlotFills() );
	delete ( window as { wp?: unknown } ).wp;
} );

describe( 'WooCommerce’s slot fills in Kassa’s slots', () => {
	it( 'shows an order meta fill in the checkout’s, with WooCommerce’s fill props', () => {
		render(
			<ExperimentalOrderMeta>
				<RecurringTotals />
			</ExperimentalOrderMeta>
		);
		render(
			<CartExtensionSlot
				slot={ EXTENSION_SLOTS.ORDER_META }
				context="kassa/checkout"
			/>
		);
		expect( screen.getByText( /woocommerce\/checkout/ ).textContent ).toBe(
			'woocommerce/checkout: 1500 for 1, subscriptions'
		);
	} );

	it( 'gives the shipping packages’ fills the components to draw rates with', () => {
		let received: FillProps = {};
		const Packages = ( props: FillProps ) => {
			received = props;
			return null;
		};
		render(
			<ExperimentalOrderShippingPackages>
				<Packages />
			</ExperimentalOrderShippingPackages>
		);
		render(
			<CartExtensionSlot
				slot={ EXTENSION_SLOTS.SHIPPING_PACKAGES }
				context="kassa/cart"
			/>
		);
		expect( received.context ).toBe( 'woocommerce/cart' );
		expect( Object.keys( received.components ?? {} ) ).toEqual( [
			'ShippingRatesControlPackage',
		] );
	} );

	it( 'makes slots of an extension’s own name', () => {
		const { Fill, Slot } = createSlotFill( 'acme/gift' );
		render(
			<Fill>
				<RecurringTotals />
			</Fill>
		);
		render( <Slot fillProps={ { context: 'acme' } } /> );
		expect( screen.getByText( /^acme:/ ) ).toBeTruthy();
	} );

	it( 'renders the plugins registered for WooCommerce’s checkout, whose fills then show', () => {
		function PluginArea( { scope }: { scope?: string } ) {
			return scope === 'woocommerce-checkout' ? (
				<ExperimentalOrderMeta>
					<RecurringTotals />
				</ExperimentalOrderMeta>
			) : null;
		}
		( window as { wp?: unknown } ).wp = { plugins: { PluginArea } };
		render(
			<CartExtensionSlot
				slot={ EXTENSION_SLOTS.ORDER_META }
				context="kassa/cart"
			/>
		);
		expect( screen.queryByText( /woocommerce\/cart/ ) ).toBeNull();
		act( () => {
			renderPluginArea();
		} );
		expect( screen.getByText( /woocommerce\/cart/ ) ).toBeTruthy();
	} );

	it( 'renders no plugin area where no script loaded wp-plugins', () => {
		expect( renderPluginArea() ).toBeNull();
	} );
} );
