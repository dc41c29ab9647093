import { __ } from '@wordpress/i18n';

import CheckoutStep from '../checkout/components/checkout-step';
import type { StepTexts } from '../checkout/components/step-texts';
import { useDelivery, usePickupFromCart } from '../checkout/hooks/use-delivery';

/**
 * The ship-or-pickup toggle (SPEC §3 prefersCollection), shown when the cart ships and the
 * shop offers local pickup.
 *
 * @param texts The admin's heading and description (the block's attributes).
 * @return The step, or nothing.
 */
export default function ShippingMethodBlock( texts: StepTexts ) {
	usePickupFromCart();
	const { canPickup, prefersCollection, choose } = useDelivery();
	if ( ! canPickup ) {
		return null;
	}
	const options = [
		{ value: false, label: __( 'Ship', 'kassa' ) },
		{ value: true, label: __( 'Pickup', 'kassa' ) },
	];
	return (
		<CheckoutStep
			name="shipping-method"
			texts={ texts }
			title={ __( 'Delivery', 'kassa' ) }
			description={ __(
				'Select how you would like to receive your order.',
				'kassa'
			) }
		>
			<div
				className="kassa-checkout-toggle"
				role="radiogroup"
				aria-label={ __( 'Delivery', 'kassa' ) }
			>
				{ options.map( ( option ) => (
					<label
						key={ option.label }
						htmlFor={ `kassa-delivery-${ option.value ? 'pickup' : 'ship' }` }
						className="kassa-checkout-toggle__option"
					>
						<input
							id={ `kassa-delivery-${ option.value ? 'pickup' : 'ship' }` }
							type="radio"
							name="kassa-delivery-method"
							checked={ prefersCollection === option.value }
							onChange={ () => choose( option.value ) }
						/>
						<span>{ option.label }</span>
					</label>
				) ) }
			</div>
		</CheckoutStep>
	);
}
