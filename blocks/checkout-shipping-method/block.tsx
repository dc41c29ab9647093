import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import { PickupIcon, ShippingIcon } from '../../assets/components/icons';
import {
	getRatePriceRange,
	getShippingPriceRange,
	type PriceRange,
} from '../../assets/utils/rate-prices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import DeliveryToggle from '../checkout/components/delivery-toggle';
import {
	getShippingPackages,
	useDelivery,
	usePickupFromCart,
} from '../checkout/hooks/use-delivery';

type Props = StepBlockProps & {
	/** The shipping option's label; '' for 'Ship'. */
	shippingText?: string;
	/** The pickup option's label; '' for 'Pickup'. */
	localPickupText?: string;
	/** Show an icon in each option. */
	showIcon?: boolean;
	/** Show what each option costs. */
	showPrice?: boolean;
	/** The editor's sample prices, shown while the cart has no rates (the preview cart). */
	preview?: Record< 'ship' | 'pickup', PriceRange >;
};

/**
 * The ship-or-pickup toggle (SPEC §3 prefersCollection), shown when the cart ships and the
 * shop offers local pickup; in the editor, with sample prices while the preview cart has no
 * rates.
 *
 * @param props                 Props.
 * @param props.shippingText    Shipping label.
 * @param props.localPickupText Pickup label.
 * @param props.showIcon        Show icons.
 * @param props.showPrice       Show prices.
 * @param props.preview         Editor sample prices.
 * @param props.title           The admin's heading.
 * @param props.description     The admin's description.
 * @param props.children        The blocks extensions put in the step.
 * @return The step, or nothing.
 */
export default function ShippingMethodBlock( {
	shippingText = '',
	localPickupText = '',
	showIcon = false,
	showPrice = false,
	preview,
	title,
	description,
	children,
}: Props ) {
	usePickupFromCart();
	const { canPickup, prefersCollection, choose, packages, pickupRates } =
		useDelivery();
	// In the editor, a shop with local pickup has the step though the preview cart has no rates.
	if ( ! canPickup ) {
		return null;
	}
	const includingTax = getSetting( 'displayCartPricesIncludingTax' );
	const prices =
		preview && ! pickupRates.length
			? preview
			: {
					ship: getShippingPriceRange(
						getShippingPackages( packages ),
						includingTax
					),
					pickup: getRatePriceRange( pickupRates, includingTax ),
				};
	const iconClass = 'kassa-checkout-toggle__icon';
	return (
		<CheckoutStep
			name="shipping-method"
			texts={ { title, description } }
			title={ __( 'Delivery', 'kassa' ) }
			description={ __(
				'Select how you would like to receive your order.',
				'kassa'
			) }
		>
			<DeliveryToggle
				label={ __( 'Delivery', 'kassa' ) }
				value={ prefersCollection ? 'pickup' : 'ship' }
				onChange={ ( value ) => choose( value === 'pickup' ) }
				options={ [
					{
						value: 'ship',
						label: shippingText || __( 'Ship', 'kassa' ),
						icon: showIcon && (
							<ShippingIcon className={ iconClass } />
						),
						price: showPrice ? prices.ship : null,
					},
					{
						value: 'pickup',
						label: localPickupText || __( 'Pickup', 'kassa' ),
						icon: showIcon && (
							<PickupIcon className={ iconClass } />
						),
						price: showPrice ? prices.pickup : null,
					},
				] }
			/>
			{ children }
		</CheckoutStep>
	);
}
