import {
	registerCheckoutFilters,
	resetCheckoutFilters,
} from '@kassa/extensions';

import { makeCartItem } from '../../../stores/test-utils/factories';
import { getCartItemPriceFormats } from '../price-formats';

describe( 'cart line price formats', () => {
	afterEach( () => {
		resetCheckoutFilters();
		delete window.kassaSettings;
	} );

	it( 'is the price alone when no extension filters it', () => {
		expect( getCartItemPriceFormats( makeCartItem(), {} ) ).toEqual( {
			price: '<price/>',
			subtotal: '<price/>',
			saleBadge: '<price/>',
		} );
	} );

	it( 'takes each format from the extensions’ price filters, with the line as argument', () => {
		const item = makeCartItem();
		const cartItemPrice = jest.fn( ( value: string ) => `${ value } each` );
		registerCheckoutFilters( 'acme', {
			cartItemPrice,
			subtotalPriceFormat: ( value: string ) => `Total: ${ value }`,
		} );
		expect( getCartItemPriceFormats( item, { acme: 1 } ) ).toEqual( {
			price: '<price/> each',
			subtotal: 'Total: <price/>',
			saleBadge: '<price/>',
		} );
		expect( cartItemPrice ).toHaveBeenCalledWith(
			'<price/>',
			{ acme: 1 },
			{ context: 'cart', cartItem: item }
		);
	} );

	it( 'keeps the default for shoppers when a filter drops the price tag', () => {
		window.kassaSettings = { currentUserIsAdmin: false };
		registerCheckoutFilters( 'acme', {
			subtotalPriceFormat: () => 'Total',
		} );
		expect( getCartItemPriceFormats( makeCartItem(), {} ).subtotal ).toBe(
			'<price/>'
		);
		expect( console ).toHaveErrored();
	} );

	it( 'throws for admins when a filter drops the price tag', () => {
		window.kassaSettings = { currentUserIsAdmin: true };
		registerCheckoutFilters( 'acme', {
			saleBadgePriceFormat: () => 'Save',
		} );
		expect( () => getCartItemPriceFormats( makeCartItem(), {} ) ).toThrow(
			/must keep the <price\/> placeholder/
		);
	} );
} );
