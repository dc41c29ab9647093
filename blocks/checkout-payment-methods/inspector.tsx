import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { getSortedPaymentMethods } from '@kassa/payment-registry';

/**
 * The payment step's settings: the payment methods the checkout offers, in the shop's order
 * (every gateway that registered one, whatever way it did: a blocks script, or the server's
 * rendering of a gateway written for the classic checkout). None is flagged as incompatible:
 * each listed method takes payment on this checkout.
 *
 * @return The panel.
 */
export default function PaymentMethodsInspector() {
	const methods = getSortedPaymentMethods();
	return (
		<PanelBody title={ __( 'Payment methods', 'kassa' ) }>
			<p>
				{ __(
					'The checkout offers these payment methods, in the order of your shop’s payment settings, where each is set up.',
					'kassa'
				) }
			</p>
			{ methods.length > 0 ? (
				<ul className="kassa-payment-methods-inspector">
					{ methods.map( ( method ) => (
						<li key={ method.name }>{ method.ariaLabel }</li>
					) ) }
				</ul>
			) : (
				<p>{ __( 'No payment method is set up.', 'kassa' ) }</p>
			) }
		</PanelBody>
	);
}
