import { __ } from '@wordpress/i18n';
import { NOTICE_CONTEXTS } from '@kassa/data';

import CheckoutAddressForm from '../checkout/components/checkout-address-form';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import SameAddressCheckbox from '../checkout/components/same-address-checkbox';
import { useAddressSteps } from '../checkout/hooks/use-address-steps';

/**
 * The shipping address step (when the cart ships to the shopper), with 'Use same address for
 * billing'.
 *
 * @param props          The block's attributes and inner blocks.
 * @param props.children The blocks extensions put in the step (after its own content).
 * @return The step, or nothing.
 */
export default function ShippingAddressBlock( {
	children,
	...texts
}: StepBlockProps ) {
	const { showShipping, sameAddressIn, useShippingAsBilling } =
		useAddressSteps();
	if ( ! showShipping ) {
		return null;
	}
	return (
		<CheckoutStep
			name="shipping-address"
			texts={ texts }
			title={ __( 'Shipping address', 'kassa' ) }
			description={ __(
				'Enter the address where you want your order delivered.',
				'kassa'
			) }
		>
			<CheckoutNotices context={ NOTICE_CONTEXTS.SHIPPING_ADDRESS } />
			<CheckoutAddressForm type="shipping" />
			{ sameAddressIn === 'shipping' && (
				<SameAddressCheckbox checked={ useShippingAsBilling } />
			) }
			{ children }
		</CheckoutStep>
	);
}
