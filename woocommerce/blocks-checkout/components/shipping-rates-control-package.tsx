import { useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import type { ReactNode } from 'react';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { ShippingPackage } from '../../../assets/api/types';
import PackageRates from '../../../assets/components/shipping-rates/package-rates';
import { useSelectShippingRate } from '../../../hooks/use-shipping-rates';

type Props = {
	packageId: number | string;
	/** The package, as the Store API sends it (a cart's or an extension's). */
	packageData: ShippingPackage;
	noResultsMessage?: ReactNode;
	className?: string;
	/** Show the package's name as the group's heading. */
	collapsible?: boolean;
};

/**
 * One shipping package's rates, choosing one as the shopper's choice of the cart's packages
 * does (WooCommerce's `ShippingRatesControlPackage`, given to the shipping packages' fills in
 * `components`).
 *
 * @param props                  Props.
 * @param props.packageId        The package's id.
 * @param props.packageData      The package.
 * @param props.noResultsMessage Shown when it has no rates.
 * @param props.className        Extra class.
 * @param props.collapsible      Name the package.
 * @return The package's rates.
 */
export default function ShippingRatesControlPackage( {
	packageId,
	packageData,
	noResultsMessage,
	className,
	collapsible,
}: Props ) {
	const selectRate = useSelectShippingRate();
	const busy = useSelect(
		( select ) => select( cartStore ).isShippingRateBeingSelected(),
		[]
	);
	return (
		<PackageRates
			className={ className }
			packageId={ packageId }
			rates={ packageData.shipping_rates }
			label={
				collapsible ? decodeEntities( packageData.name ) : undefined
			}
			onSelectRate={ ( rateId ) => selectRate( rateId, packageId ) }
			displayPricesIncludingTax={ getSetting(
				'displayCartPricesIncludingTax'
			) }
			busy={ busy }
			noRatesMessage={ noResultsMessage }
		/>
	);
}
