import type { CurrencyInfo, ShippingPackage, ShippingRate } from '../api/types';
import { withDisplayTax } from './money';

/** The cheapest and the dearest price of a delivery choice, as the shop displays prices. */
export type PriceRange = {
	/** In minor units. */
	min: number;
	/** In minor units. */
	max: number;
	currency: Partial< CurrencyInfo >;
};

/**
 * The price range of some rates (the pickup locations'), with tax when the shop displays
 * prices with tax.
 *
 * @param rates        The rates.
 * @param includingTax The shop's displayCartPricesIncludingTax setting.
 * @return The range, or null without rates.
 */
export function getRatePriceRange(
	rates: ShippingRate[],
	includingTax: boolean
): PriceRange | null {
	if ( rates.length === 0 ) {
		return null;
	}
	const prices = rates.map( ( rate ) =>
		withDisplayTax( rate.price, rate.taxes, includingTax )
	);
	return {
		min: Math.min( ...prices ),
		max: Math.max( ...prices ),
		currency: rates[ 0 ],
	};
}

/**
 * What shipping costs: every package ships, so the cheapest is the sum of each package's
 * cheapest rate (the dearest likewise).
 *
 * @param packages     The packages, their pickup rates left out.
 * @param includingTax The shop's displayCartPricesIncludingTax setting.
 * @return The range, or null while a package has no rates (no address yet).
 */
export function getShippingPriceRange(
	packages: ShippingPackage[],
	includingTax: boolean
): PriceRange | null {
	const ranges = packages.map( ( pkg ) =>
		getRatePriceRange( pkg.shipping_rates, includingTax )
	);
	if ( ranges.length === 0 || ranges.includes( null ) ) {
		return null;
	}
	return ( ranges as PriceRange[] ).reduce( ( sum, range ) => ( {
		min: sum.min + range.min,
		max: sum.max + range.max,
		currency: sum.currency,
	} ) );
}
