import { getSetting } from '@kassa/settings';

import { normalizeCart } from '../../assets/api/cart-response';
import { DIRTY_CUSTOMER_DATA_STORAGE_KEY } from '../../assets/constants';
import type { CartMetadata, CartState } from './types';

/**
 * Reads the dirty-customer-data flag a previous page left in local storage.
 *
 * @return True when the flag is 'true'.
 */
export function readDirtyCustomerDataFlag(): boolean {
	try {
		return (
			window.localStorage.getItem( DIRTY_CUSTOMER_DATA_STORAGE_KEY ) ===
			'true'
		);
	} catch {
		// Storage can be disabled (private mode, sandboxed frames).
		return false;
	}
}

/**
 * The metadata flags before anything happened.
 *
 * @return The flags.
 */
export function getDefaultMetadata(): CartMetadata {
	return {
		isUpdatingCustomerData: false,
		isUpdatingSelectedRate: false,
		applyingCoupon: '',
		removingCoupon: '',
		isCartDataStale: false,
		isCustomerDataDirty: readDirtyCustomerDataFlag(),
	};
}

/**
 * The initial state: hydrated from the preloaded cart, so the first paint needs no request.
 *
 * @return The state.
 */
export function getDefaultState(): CartState {
	const cartData = normalizeCart( getSetting( 'preloadedCart' ) );
	return {
		cartData,
		errorMessage: null,
		appliedSequence: 0,
		metadata: getDefaultMetadata(),
		itemsPendingDelete: [],
		itemsPendingQuantity: [],
		requestedQuantities: {},
		shippingRequestError: null,
		pendingRateSelections: [],
		calculationsInFlight: 0,
		receivedAddresses: cartData && receivedAddressesOf( cartData ),
	};
}

/**
 * The addresses a cart the server sent carries.
 *
 * @param cart The cart.
 * @return Its shipping and billing addresses.
 */
export function receivedAddressesOf(
	cart: NonNullable< CartState[ 'cartData' ] >
): NonNullable< CartState[ 'receivedAddresses' ] > {
	return {
		shipping_address: cart.shipping_address,
		billing_address: cart.billing_address,
	};
}
