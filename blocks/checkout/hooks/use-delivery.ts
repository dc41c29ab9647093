import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect } from '@wordpress/element';
import {
	cartStore,
	checkoutStore,
	isPickupRate,
	NOTICE_CONTEXTS,
} from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { ShippingPackage } from '../../../assets/api/types';
import { useIsEditor } from '../../../assets/components/editor-context';
import { useSelectShippingRate } from '../../../hooks/use-shipping-rates';
import { applyCustomerDraft, pushCustomerData } from './customer-data';

/**
 * Rates for shipping to the shopper: each package with its pickup rates left out.
 *
 * @param packages The cart's packages.
 * @return The packages with shipping rates only.
 */
export function getShippingPackages(
	packages: ShippingPackage[]
): ShippingPackage[] {
	return packages.map( ( pkg ) => ( {
		...pkg,
		shipping_rates: pkg.shipping_rates.filter(
			( rate ) => ! isPickupRate( rate.rate_id )
		),
	} ) );
}

/**
 * The pickup rates (the first package's: a pickup is selected for every package at once).
 *
 * @param packages The cart's packages.
 * @return The pickup rates.
 */
export function getPickupRates( packages: ShippingPackage[] ) {
	return ( packages[ 0 ]?.shipping_rates ?? [] ).filter( ( rate ) =>
		isPickupRate( rate.rate_id )
	);
}

/**
 * Delivery state for the checkout steps: whether the cart ships, whether the shopper
 * prefers collection, the packages, and the actions to switch between ship and pickup.
 *
 * @return Delivery state and actions.
 */
export function useDelivery() {
	const isEditor = useIsEditor();
	const { needsShipping, packages, prefersCollection, isSelectingRate } =
		useSelect( ( select ) => {
			const cart = select( cartStore );
			return {
				needsShipping: cart.getNeedsShipping(),
				packages: cart.getShippingRates(),
				prefersCollection: select( checkoutStore ).prefersCollection(),
				isSelectingRate: cart.isShippingRateBeingSelected(),
			};
		}, [] );
	const { setPrefersCollection } = useDispatch( checkoutStore );
	const selectShippingRate = useSelectShippingRate(
		NOTICE_CONTEXTS.SHIPPING_METHODS
	);
	const pickupRates = getPickupRates( packages );
	// The editor's preview cart has no rates: a shop with local pickup shows its delivery and
	// pickup steps there all the same, so the admin can edit their texts.
	const canPickup =
		needsShipping &&
		getSetting( 'localPickupEnabled' ) &&
		( pickupRates.length > 0 || isEditor );

	const selectRate = useCallback(
		( rateId: string, packageId: number | string | null = null ) => {
			selectShippingRate( rateId, packageId );
		},
		[ selectShippingRate ]
	);

	const choose = useCallback(
		( pickup: boolean ) => {
			setPrefersCollection( pickup );
			// The addresses sent depend on it (a pickup order sends the billing form's).
			applyCustomerDraft();
			if ( ! isEditor ) {
				pushCustomerData();
			}
			if ( pickup ) {
				const current =
					pickupRates.find( ( rate ) => rate.selected ) ??
					pickupRates[ 0 ];
				if ( current ) {
					selectRate( current.rate_id );
				}
				return;
			}
			getShippingPackages( packages ).forEach( ( pkg ) => {
				const rate = pkg.shipping_rates[ 0 ];
				if (
					rate &&
					! pkg.shipping_rates.some( ( r ) => r.selected )
				) {
					selectRate( rate.rate_id, pkg.package_id );
				}
			} );
		},
		[ packages, pickupRates, selectRate, setPrefersCollection, isEditor ]
	);

	return {
		needsShipping,
		packages,
		pickupRates,
		canPickup,
		prefersCollection: canPickup && prefersCollection,
		isSelectingRate,
		choose,
		selectRate,
	};
}

/**
 * On load, a cart whose selected rate is a pickup means the shopper chose collection before.
 */
export function usePickupFromCart() {
	const selectedPickup = useSelect(
		( select ) => select( cartStore ).isPickupSelected(),
		[]
	);
	const { setPrefersCollection } = useDispatch( checkoutStore );
	useEffect( () => {
		if ( selectedPickup ) {
			setPrefersCollection( true );
		}
		// Only the cart the page loaded with.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );
}
