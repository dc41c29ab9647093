import { createRoot } from '@wordpress/element';
import {
	getRegisteredBlockComponents,
	INNER_BLOCK_AREAS,
} from '@kassa/extensions';

import { dataPropsToAttributes } from '../../assets/utils/block-attributes';
import {
	renderInnerBlocks,
	type BlockComponentMap,
	type FrontendBlockComponent,
} from '../../assets/utils/render-block';
import { registerDemoGateways } from './payment-methods';
import CheckoutBlock from './block';
import { CHECKOUT_TEMPLATE, templateToShells } from './template';
import ActionsBlock from '../checkout-actions/block';
import AdditionalInformationBlock from '../checkout-additional-information/block';
import BillingAddressBlock from '../checkout-billing-address/block';
import ContactInformationBlock from '../checkout-contact-information/block';
import ExpressPaymentBlock from '../checkout-express-payment/block';
import FieldsBlock from '../checkout-fields/block';
import OrderNoteBlock from '../checkout-order-note/block';
import OrderSummaryBlock from '../checkout-order-summary/block';
import PaymentMethodsBlock from '../checkout-payment-methods/block';
import PickupOptionsBlock from '../checkout-pickup-options/block';
import ShippingAddressBlock from '../checkout-shipping-address/block';
import ShippingMethodBlock from '../checkout-shipping-method/block';
import ShippingMethodsBlock from '../checkout-shipping-methods/block';
import TermsBlock from '../checkout-terms/block';
import TotalsBlock from '../checkout-totals/block';

registerDemoGateways();

const blocks: BlockComponentMap = {
	'kassa/checkout-fields': FieldsBlock,
	'kassa/checkout-totals': TotalsBlock,
	'kassa/checkout-express-payment': ExpressPaymentBlock,
	'kassa/checkout-contact-information': ContactInformationBlock,
	'kassa/checkout-shipping-method': ShippingMethodBlock,
	'kassa/checkout-pickup-options': PickupOptionsBlock,
	'kassa/checkout-shipping-address': ShippingAddressBlock,
	'kassa/checkout-billing-address': BillingAddressBlock,
	'kassa/checkout-shipping-methods': ShippingMethodsBlock,
	'kassa/checkout-payment-methods': PaymentMethodsBlock,
	'kassa/checkout-additional-information': AdditionalInformationBlock,
	'kassa/checkout-order-note': OrderNoteBlock,
	'kassa/checkout-terms': TermsBlock,
	'kassa/checkout-actions': ActionsBlock,
	'kassa/checkout-order-summary': OrderSummaryBlock,
} as BlockComponentMap;

const CHECKOUT_AREAS = Object.values( INNER_BLOCK_AREAS ).filter( ( area ) =>
	area.startsWith( 'kassa/checkout' )
);

/**
 * A block an extension registered for one of the checkout's areas.
 *
 * @param name Block name.
 * @return Its component, if registered.
 */
function getExtensionBlock( name: string ) {
	for ( const area of CHECKOUT_AREAS ) {
		const component = getRegisteredBlockComponents( area )[ name ];
		if ( component ) {
			return component as FrontendBlockComponent;
		}
	}
	return undefined;
}

/**
 * Renders every checkout on the page. The saved shell is read from a copy: skeletons are left
 * out (React replaces them in one commit), and a checkout saved without inner blocks gets the
 * default layout.
 */
function renderCheckouts() {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-kassa-checkout' )
		.forEach( ( element ) => {
			const shell = element.cloneNode( true ) as HTMLElement;
			shell
				.querySelectorAll( '[class*="__skeleton"]' )
				.forEach( ( skeleton ) => skeleton.remove() );
			if ( ! shell.querySelector( '[data-block-name]' ) ) {
				templateToShells( CHECKOUT_TEMPLATE ).forEach( ( child ) =>
					shell.appendChild( child )
				);
			}
			const attributes = dataPropsToAttributes( element.dataset );
			const children = renderInnerBlocks( shell, {
				blocks,
				getExtensionBlock,
			} );
			createRoot( element ).render(
				<CheckoutBlock { ...attributes }>{ children }</CheckoutBlock>
			);
		} );
}

renderCheckouts();
