import type { ComponentProps } from 'react';

import ShippingPackages from '../assets/components/shipping-rates/packages';
import { useAnnounceShownRates } from './use-shipping-rates';

/**
 * The shipping packages' rates, telling other scripts the rate each package starts with when
 * they first show (see useAnnounceShownRates).
 *
 * @param props The packages' props.
 * @return The packages.
 */
export default function ShownShippingPackages(
	props: ComponentProps< typeof ShippingPackages >
) {
	useAnnounceShownRates( props.packages );
	return <ShippingPackages { ...props } />;
}
