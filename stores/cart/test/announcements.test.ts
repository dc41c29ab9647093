import { cartStore } from '..';
import {
	makeCart,
	makeCartItem,
	makeShippingPackage,
	makeShippingRate,
} from '../../test-utils/factories';
import {
	installFakeFetch,
	uninstallFakeFetch,
} from '../../test-utils/fake-fetch';
import { makeRegistry } from '../../test-utils/registry';
import { describeCartChange, startCartAnnouncements } from '../announcements';

const beanie = makeCartItem( {
	key: 'beanie',
	name: 'Beanie &amp; Scarf',
	quantity: 1,
	totals: { line_subtotal: '1800', line_subtotal_tax: '360' },
} );
const cap = makeCartItem( { key: 'cap', name: 'Cap' } );

describe( 'cart change announcements', () => {
	it( 'names a removed line', () => {
		expect(
			describeCartChange(
				makeCart( { items: [ beanie, cap ] } ),
				makeCart( { items: [ cap ] } ),
				false
			)
		).toBe( 'Beanie & Scarf removed from your cart.' );
	} );

	it( 'gives a changed quantity with the new line total', () => {
		const more = {
			...beanie,
			quantity: 3,
			totals: {
				...beanie.totals,
				line_subtotal: '5400',
				line_subtotal_tax: '1080',
			},
		};
		const before = makeCart( { items: [ beanie ] } );
		const after = makeCart( { items: [ more ] } );
		expect( describeCartChange( before, after, false ) ).toBe(
			'Quantity of Beanie & Scarf changed to 3, line total 54,00 €.'
		);
		expect( describeCartChange( before, after, true ) ).toBe(
			'Quantity of Beanie & Scarf changed to 3, line total 64,80 €.'
		);
	} );

	it( 'says only that the cart is empty when the last line goes', () => {
		expect(
			describeCartChange(
				makeCart( { items: [ beanie ] } ),
				makeCart( { items: [] } ),
				false
			)
		).toBe( 'Your cart is now empty.' );
	} );

	it( 'gives the new total after a coupon, a shipping choice or an address', () => {
		const before = makeCart( { items: [ beanie ] } );
		expect(
			describeCartChange(
				before,
				{
					...before,
					totals: { ...before.totals, total_price: '123456' },
				},
				false
			)
		).toBe( 'Order total is now 1.234,56 €.' );
	} );

	it( 'says the shipping options were reloaded, and the total they give', () => {
		const before = makeCart( { items: [ beanie ] } );
		const after = {
			...before,
			shipping_rates: [
				makeShippingPackage( {
					shipping_rates: [
						makeShippingRate( {
							rate_id: 'free_shipping:2',
							selected: true,
						} ),
					],
				} ),
			],
			totals: { ...before.totals, total_price: '1000' },
		};
		expect( describeCartChange( before, after, false ) ).toBe(
			'Shipping options updated. Order total is now 10,00 €.'
		);
	} );

	it( 'says nothing when nothing a shopper sees changed', () => {
		const before = makeCart( { items: [ beanie ] } );
		expect(
			describeCartChange( before, { ...before, items_weight: 3 }, false )
		).toBe( '' );
	} );

	it( 'announces each received cart once, but not the first one', () => {
		const { registry, stop } = makeRegistry();
		const announce = jest.fn();
		const stopAnnouncing = startCartAnnouncements( registry, announce );
		const cart = makeCart( { items: [ beanie, cap ] } );
		registry.dispatch( cartStore ).receiveCart( cart );
		expect( announce ).not.toHaveBeenCalled();

		registry
			.dispatch( cartStore )
			.receiveCart( makeCart( { items: [ cap ] } ) );
		// Unrelated store updates say nothing more.
		registry
			.dispatch( cartStore )
			.receiveCart( registry.select( cartStore ).getCartData()! );
		expect( announce ).toHaveBeenCalledTimes( 1 );
		expect( announce ).toHaveBeenCalledWith(
			'Beanie & Scarf removed from your cart.'
		);
		stopAnnouncing();
		stop();
	} );

	it( 'never reads the cart itself (the page hands it over)', async () => {
		const fake = installFakeFetch( () => ( { body: makeCart() } ) );
		const { registry, stop } = makeRegistry();
		const stopAnnouncing = startCartAnnouncements( registry, jest.fn() );
		registry.dispatch( cartStore ).setShippingAddress( { city: 'Leeds' } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( fake.calls ).toEqual( [] );
		stopAnnouncing();
		stop();
		uninstallFakeFetch();
	} );
} );
