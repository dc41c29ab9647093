import { act, fireEvent } from '@testing-library/react';
import { dispatch, select } from '@wordpress/data';
import { cartStore, checkoutStore, validationStore } from '@kassa/data';
import {
	getRegisteredBlocks as getKassaBlocks,
	resetCheckoutBlocks,
} from '@kassa/extensions';

import { renderLayoutBlock } from '../../../hooks/render-block';
import { makeCart } from '../../../stores/test-utils/factories';
import { getRegisteredBlocks, registerCheckoutBlock } from '../blocks';
import { innerBlockAreas } from '../block-areas';

/**
 * A MailPoet-like opt-in: WooCommerce's props in, the choice into the checkout's extension data.
 * @param root0
 * @param root0.cart
 * @param root0.cart.cartItemsCount
 * @param root0.checkoutExtensionData
 * @param root0.checkoutExtensionData.setExtensionData
 * @param root0.validation
 * @param root0.validation.setValidationErrors
 */
function OptIn( {
	cart,
	checkoutExtensionData,
	validation,
}: {
	cart: { cartItemsCount: number };
	checkoutExtensionData: {
		setExtensionData: ( ns: string, key: string, value: unknown ) => void;
	};
	validation: { setValidationErrors: ( errors: object ) => void };
} ) {
	return (
		<div className="optin">
			{ cart.cartItemsCount } items
			<input
				type="checkbox"
				aria-label="Subscribe"
				onChange={ () => {
					checkoutExtensionData.setExtensionData(
						'mailpoet',
						'optin',
						true
					);
					validation.setValidationErrors( {
						consent: { message: 'Tick it', hidden: false },
					} );
				} }
			/>
		</div>
	);
}

const metadata = {
	name: 'mailpoet/marketing-optin-block',
	parent: [ innerBlockAreas.CONTACT_INFORMATION ],
	attributes: { lock: { type: 'object', default: { remove: true } } },
};

afterEach( () => resetCheckoutBlocks() );

describe( 'registerCheckoutBlock (WooCommerce’s, on Kassa’s areas)', () => {
	it( 'puts the block in the Kassa area that takes its WooCommerce parent’s place, forced as its lock says', () => {
		registerCheckoutBlock( { metadata, component: OptIn } );
		const [ block ] = getKassaBlocks(
			'kassa/checkout-contact-information'
		);
		expect( block.metadata.name ).toBe( 'mailpoet/marketing-optin-block' );
		expect( block.force ).toBe( true );
		expect(
			getRegisteredBlocks( innerBlockAreas.CONTACT_INFORMATION )
		).toEqual( [
			expect.objectContaining( {
				blockName: 'mailpoet/marketing-optin-block',
				force: true,
			} ),
		] );
		expect(
			getRegisteredBlocks( 'kassa/checkout-contact-information' )
		).toEqual( [] );
	} );

	it( 'renders with WooCommerce’s props: the cart in its shape, checkoutExtensionData and validation', async () => {
		registerCheckoutBlock( { metadata, component: OptIn } );
		act( () => {
			dispatch( cartStore ).receiveCart( makeCart( { items_count: 3 } ) );
		} );
		document.body.innerHTML =
			'<div class="checkout"><div data-block-name="kassa/checkout-contact-information"></div></div>';
		await act( async () =>
			renderLayoutBlock( {
				selector: '.checkout',
				Block: ( { children } ) => <>{ children }</>,
				blocks: {
					'kassa/checkout-contact-information': ( { children } ) => (
						<section>{ children }</section>
					),
				},
				template: [],
				required: [],
				areas: [ 'kassa/checkout-contact-information' ],
			} )
		);
		const optIn = document.querySelector( '.optin' )!;
		expect( optIn.textContent ).toBe( '3 items' );
		act( () => {
			fireEvent.click( optIn.querySelector( 'input' )! );
		} );
		expect( select( checkoutStore ).getExtensionData() ).toEqual( {
			mailpoet: { optin: true },
		} );
		expect(
			select( validationStore ).getValidationError(
				'extensions-errors-consent'
			)
		).toEqual( expect.objectContaining( { message: 'Tick it' } ) );
		expect( console ).toHaveWarned();
	} );

	it.each( [
		[
			{ metadata: 'x', component: OptIn },
			'Incorrect value for the metadata argument',
		],
		[
			{ metadata: { ...metadata, name: '' }, component: OptIn },
			'Value for the blockName argument must not be empty.',
		],
		[
			{
				metadata: { ...metadata, parent: [ 'acme/nowhere' ] },
				component: OptIn,
			},
			'the parent must be a valid inner block area',
		],
		[
			{ metadata, component: 'OptIn' },
			'Component must be a valid React Element or Lazy callback.',
		],
	] )(
		'refuses what WooCommerce refuses, with its message (%#)',
		( options, message ) => {
			expect( () => registerCheckoutBlock( options as never ) ).toThrow(
				message
			);
		}
	);

	it( 'takes a parent list with one WooCommerce area Kassa has, and registers one Kassa lacks without showing it', () => {
		registerCheckoutBlock( {
			metadata: {
				name: 'acme/mixed',
				parent: [ 'acme/elsewhere', innerBlockAreas.CART_TOTALS ],
			},
			component: OptIn,
		} );
		registerCheckoutBlock( {
			metadata: {
				name: 'acme/cross-sells-note',
				parent: innerBlockAreas.CART_CROSS_SELLS,
			},
			component: OptIn,
		} );
		expect(
			getKassaBlocks( 'kassa/cart-totals' ).map(
				( b ) => b.metadata.name
			)
		).toEqual( [ 'acme/mixed' ] );
		expect(
			getRegisteredBlocks( innerBlockAreas.CART_CROSS_SELLS )
		).toHaveLength( 1 );
	} );
} );
