/**
 * The demo shop's payment gateways (built as `kassa-demo-payment-methods`, which the demo Store
 * API names through `kassa_payment_method_scripts`): cheque, bank transfer (bacs), cash on
 * delivery (only when the cart ships) and the test card gateway with card fields. Each reads
 * its title, description, icons and button label from getSetting( 'paymentMethodData' ), the
 * way a gateway plugin's blocks script would (see README "How a gateway registers a payment
 * method"). Registers on load.
 */
import { registerPaymentMethod } from '@kassa/payment-registry';
import { getSetting } from '@kassa/settings';

import CardFields from './card-fields';
import Label from './label';
import MethodDescription from './method-description';

/** Gateways with no fields of their own: the description is their content. */
const OFFLINE_GATEWAYS = [ 'bacs', 'cheque', 'cod' ];
const CARD_GATEWAY = 'kassa_test_card';

/**
 * Registers every demo gateway the settings describe.
 */
function registerDemoGateways() {
	const data = getSetting( 'paymentMethodData' ) ?? {};
	OFFLINE_GATEWAYS.forEach( ( id ) => {
		const gateway = data[ id ];
		if ( ! gateway ) {
			return;
		}
		const content = (
			<MethodDescription description={ gateway.description } />
		);
		registerPaymentMethod( {
			name: id,
			paymentMethodId: id,
			label: <Label title={ gateway.title } icons={ gateway.icons } />,
			ariaLabel: gateway.title,
			content,
			edit: content,
			placeOrderButtonLabel: gateway.placeOrderButtonLabel || undefined,
			// Cash on delivery needs something to deliver.
			canMakePayment: ( { cartNeedsShipping } ) =>
				gateway.enableForShippingOnly ? cartNeedsShipping : true,
			supports: { features: gateway.supports },
		} );
	} );
	const card = data[ CARD_GATEWAY ];
	if ( card ) {
		const content = <CardFields description={ card.description } />;
		registerPaymentMethod( {
			name: CARD_GATEWAY,
			paymentMethodId: CARD_GATEWAY,
			label: <Label title={ card.title } icons={ card.icons } />,
			ariaLabel: card.title,
			content,
			edit: content,
			placeOrderButtonLabel: card.placeOrderButtonLabel || undefined,
			canMakePayment: () => true,
			supports: {
				features: card.supports,
				showSavedCards: !! card.showSavedCards,
				showSaveOption: !! card.showSaveOption,
			},
		} );
	}
}

registerDemoGateways();
