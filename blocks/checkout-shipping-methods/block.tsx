import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { EXTENSION_SLOTS, NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import ShippingPackages from '../../assets/components/shipping-rates/packages';
import { formatShippingAddress } from '../../assets/components/shipping-rates/shipping-address-summary';
import CartExtensionSlot from '../../hooks/extension-slot';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import { useCustomerDraft } from '../checkout/hooks/use-customer-draft';
import {
	getShippingPackages,
	useDelivery,
} from '../checkout/hooks/use-delivery';

/**
 * The shipping options step: each package's rates, as in the cart (collapsible when there is
 * more than one package), and what extensions put in the shipping packages' slot; shown when
 * the cart ships to the shopper.
 *
 * @param props          The block's attributes and inner blocks.
 * @param props.children The blocks extensions put in the step (after its own content).
 * @return The step, or nothing.
 */
export default function ShippingMethodsBlock( {
	children,
	...texts
}: StepBlockProps ) {
	const {
		needsShipping,
		prefersCollection,
		packages,
		selectRate,
		isSelectingRate,
	} = useDelivery();
	const draft = useCustomerDraft();
	if ( ! needsShipping || prefersCollection ) {
		return null;
	}
	const address = draft.shipping;
	const hasAddress = !! (
		address.country &&
		( address.postcode || address.city )
	);
	const noRates = hasAddress
		? createInterpolateElement(
				/* translators: <address/> is the shipping address */
				__( 'No delivery options available for <address/>', 'kassa' ),
				{
					address: (
						<strong>
							{ formatShippingAddress(
								address,
								getSetting( 'countries' ),
								getSetting( 'countryStates' )
							) }
						</strong>
					),
				}
			)
		: __( 'Enter address to check delivery options', 'kassa' );
	return (
		<CheckoutStep
			name="shipping-methods"
			texts={ texts }
			title={ __( 'Shipping options', 'kassa' ) }
		>
			<CheckoutNotices context={ NOTICE_CONTEXTS.SHIPPING_METHODS } />
			<ShippingPackages
				packages={ getShippingPackages( packages ) }
				onSelectRate={ ( packageId, rateId ) =>
					selectRate( rateId, packageId )
				}
				displayPricesIncludingTax={ getSetting(
					'displayCartPricesIncludingTax'
				) }
				busy={ isSelectingRate }
				noRatesMessage={ noRates }
			/>
			<CartExtensionSlot
				slot={ EXTENSION_SLOTS.SHIPPING_PACKAGES }
				context="kassa/checkout"
				className="kassa-shipping-packages-meta"
				extraProps={ { collapsible: false, noResultsMessage: noRates } }
			/>
			{ children }
		</CheckoutStep>
	);
}
