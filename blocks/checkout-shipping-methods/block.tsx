import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import ShippingPackages from '../../assets/components/shipping-rates/packages';
import { formatShippingAddress } from '../../assets/components/shipping-rates/shipping-address-summary';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepTexts } from '../checkout/components/step-texts';
import { useCustomerDraft } from '../checkout/hooks/use-customer-draft';
import {
	getShippingPackages,
	useDelivery,
} from '../checkout/hooks/use-delivery';

/**
 * The shipping options step: each package's rates, as in the cart (collapsible when there is
 * more than one package); shown when the cart ships to the shopper.
 *
 * @param texts The admin's heading and description (the block's attributes).
 * @return The step, or nothing.
 */
export default function ShippingMethodsBlock( texts: StepTexts ) {
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
		</CheckoutStep>
	);
}
