import { __ } from '@wordpress/i18n';
import { NOTICE_CONTEXTS } from '@kassa/data';

import CheckoutAddressForm from '../checkout/components/checkout-address-form';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import SameAddressCheckbox from '../checkout/components/same-address-checkbox';
import { useAddressSteps } from '../checkout/hooks/use-address-steps';

/**
 * The billing address step: shown for carts that do not ship to the shopper, when billing
 * differs from shipping, or always with forcedBillingAddress.
 *
 * @param props          The block's attributes and inner blocks.
 * @param props.children The blocks extensions put in the step (after its own content).
 * @return The step, or nothing.
 */
export default function BillingAddressBlock( {
	children,
	...texts
}: StepBlockProps ) {
	const { showBilling, sameAddressIn, useShippingAsBilling } =
		useAddressSteps();
	if ( ! showBilling ) {
		return null;
	}
	return (
		<CheckoutStep
			name="billing-address"
			texts={ texts }
			title={ __( 'Billing address', 'kassa' ) }
			description={ __(
				'Enter the billing address that matches your payment method.',
				'kassa'
			) }
		>
			<CheckoutNotices context={ NOTICE_CONTEXTS.BILLING_ADDRESS } />
			<CheckoutAddressForm type="billing" />
			{ sameAddressIn === 'billing' && (
				<SameAddressCheckbox
					checked={ useShippingAsBilling }
					forShipping
				/>
			) }
			{ children }
		</CheckoutStep>
	);
}
