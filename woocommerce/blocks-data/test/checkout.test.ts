import { checkoutStore } from '@kassa/data';

import { makeViewRegistry } from '../test-utils/registry';

describe( 'wc/store/checkout', () => {
	let made: ReturnType< typeof makeViewRegistry >;
	beforeEach( () => {
		made = makeViewRegistry();
	} );
	afterEach( () => made.stop() );
	const view = () => made.registry.select( 'wc/store/checkout' );
	const write = () => made.registry.dispatch( 'wc/store/checkout' );
	const kassa = () => made.registry.select( checkoutStore );

	it( 'writes extension data into the data Kassa posts', async () => {
		await write().setExtensionData( 'woocommerce/order-attribution', {
			source_type: 'utm',
		} );
		await write().setExtensionData( 'woocommerce/order-attribution', {
			utm_source: 'newsletter',
		} );
		expect( kassa().getExtensionData() ).toEqual( {
			'woocommerce/order-attribution': {
				source_type: 'utm',
				utm_source: 'newsletter',
			},
		} );
		expect( view().getExtensionData() ).toBe( kassa().getExtensionData() );
		await write().setExtensionData(
			'woocommerce/order-attribution',
			{ a: 1 },
			true
		);
		expect( view().getExtensionData() ).toEqual( {
			'woocommerce/order-attribution': { a: 1 },
		} );
	} );

	it( 'tells its subscribers when Kassa’s checkout changes', () => {
		const listener = jest.fn();
		made.registry.subscribe( listener, 'wc/store/checkout' );
		made.registry
			.dispatch( checkoutStore )
			.setOrderNotes( 'Leave at the door' );
		expect( listener ).toHaveBeenCalledTimes( 1 );
		expect( view().getOrderNotes() ).toBe( 'Leave at the door' );
	} );
} );
