import { __ } from '@wordpress/i18n';
import { NOTICE_CONTEXTS } from '@kassa/data';

import AdditionalFieldsForm from '../checkout/components/additional-fields-form';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import { useAdditionalFields } from '../checkout/hooks/use-address-fields';

/**
 * The shop's order-level additional fields (settings `additionalFields`, location 'order').
 *
 * @param props          The block's attributes and inner blocks.
 * @param props.children The blocks extensions put in the step (after its own content).
 * @return The step, or nothing when the shop has none.
 */
export default function AdditionalInformationBlock( {
	children,
	...texts
}: StepBlockProps ) {
	const fields = useAdditionalFields( 'order' );
	if ( ! Object.keys( fields ).length ) {
		return null;
	}
	return (
		<CheckoutStep
			name="additional-information"
			texts={ texts }
			title={ __( 'Additional order information', 'kassa' ) }
		>
			<CheckoutNotices context={ NOTICE_CONTEXTS.ORDER_INFORMATION } />
			<AdditionalFieldsForm location="order" />
			{ children }
		</CheckoutStep>
	);
}
