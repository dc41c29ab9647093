import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cartStore, dispatchCheckoutEvent, isPickupRate } from '@kassa/data';

import type { ShippingPackage } from '../assets/api/types';
import { NOTICE_CONTEXTS } from '../assets/constants';
import { getPickupAddress } from '../assets/components/shipping-rates/pickup-address';
import { useIsEditor } from '../assets/components/editor-context';

/** The cart's shipping packages bound to the cart store. */
export interface ShippingRates {
	packages: ShippingPackage[];
	/** Whether any package has a rate to choose. */
	hasRates: boolean;
	/** Package id => selected rate id. */
	selectedRates: Record< string, string >;
	/** A rate selection or an address update is in flight: disable the choices. */
	isBusy: boolean;
	isPickupSelected: boolean;
	/** SPEC §8 warnings to show above the packages (texts, already translated). */
	warnings: string[];
	selectRate: ( packageId: number | string, rateId: string ) => void;
}

/**
 * The shopper's choice of a shipping rate: selects it (nothing in the editor) and, once the
 * server took it, tells other scripts (the `set-selected-shipping-rate` checkout event, with
 * `rateId`).
 *
 * @param context Notice context for failures.
 * @return A function of the rate id and its package id (null for pickup).
 */
export function useSelectShippingRate( context?: string ) {
	const isEditor = useIsEditor();
	const { selectShippingRate } = useDispatch( cartStore );
	return useCallback(
		async ( rateId: string, packageId: number | string | null = null ) => {
			if ( isEditor ) {
				return;
			}
			if (
				( await selectShippingRate( rateId, packageId, context ) ) ===
				true
			) {
				dispatchCheckoutEvent( 'set-selected-shipping-rate', {
					rateId,
				} );
			}
		},
		[ isEditor, selectShippingRate, context ]
	);
}

/**
 * SPEC §8: on the cart, more than one package with local pickup selected in differing
 * locations cannot be collected at once.
 *
 * @param packages The packages.
 * @return True when the selected pickup locations differ.
 */
export function hasDifferingPickupLocations(
	packages: ShippingPackage[]
): boolean {
	if ( packages.length < 2 ) {
		return false;
	}
	const selected = packages.map( ( pkg ) =>
		pkg.shipping_rates.find( ( rate ) => rate.selected )
	);
	if ( ! selected.some( ( rate ) => rate && isPickupRate( rate.rate_id ) ) ) {
		return false;
	}
	const locations = new Set(
		selected.map( ( rate ) =>
			rate && isPickupRate( rate.rate_id )
				? `${ rate.rate_id }|${ getPickupAddress( rate ) }`
				: `not-pickup:${ rate?.rate_id ?? '' }`
		)
	);
	return locations.size > 1;
}

/**
 * Whether some package has rates but none of them is selected (totals are then provisional).
 *
 * @param packages The packages.
 * @return True when a selection is missing.
 */
export function isRateSelectionMissing( packages: ShippingPackage[] ): boolean {
	return packages.some(
		( pkg ) =>
			pkg.shipping_rates.length > 0 &&
			! pkg.shipping_rates.some( ( rate ) => rate.selected )
	);
}

/**
 * Binds the shipping packages: choosing a rate (pickup rates go without a package id, the
 * store sees to that), the busy state, and SPEC §8's warnings 'Multiple shipments must have
 * the same pickup location' (cart only) and 'Totals will be recalculated when a valid shipping
 * method is selected.'. Selecting does nothing in the editor.
 *
 * @param context Notice context for failures (wc/cart on the cart).
 * @return The packages, state and warnings.
 */
export function useShippingRates(
	context: string = NOTICE_CONTEXTS.CART
): ShippingRates {
	const { packages, selectedRates, isBusy, isPickupSelected } = useSelect(
		( select ) => {
			const cart = select( cartStore );
			return {
				packages: cart.getShippingRates(),
				selectedRates: cart.getSelectedShippingRates(),
				isBusy:
					cart.isShippingRateBeingSelected() ||
					cart.isUpdatingCustomerData(),
				isPickupSelected: cart.isPickupSelected(),
			};
		},
		[]
	);
	const select = useSelectShippingRate( context );
	const selectRate = useCallback(
		( packageId: number | string, rateId: string ) => {
			select( rateId, packageId );
		},
		[ select ]
	);
	const warnings = useMemo( () => {
		const list: string[] = [];
		const differing =
			context === NOTICE_CONTEXTS.CART &&
			hasDifferingPickupLocations( packages );
		if ( differing ) {
			list.push(
				__(
					'Multiple shipments must have the same pickup location',
					'kassa'
				)
			);
		}
		if ( differing || isRateSelectionMissing( packages ) ) {
			list.push(
				__(
					'Totals will be recalculated when a valid shipping method is selected.',
					'kassa'
				)
			);
		}
		return list;
	}, [ packages, context ] );
	return {
		packages,
		hasRates: packages.some( ( pkg ) => pkg.shipping_rates.length > 0 ),
		selectedRates,
		isBusy,
		isPickupSelected,
		warnings,
		selectRate,
	};
}
