import type { Cart } from '../../assets/api/types';

/** SPEC §4 shipping error status. */
export type ShippingErrorStatus = 'none' | 'invalid_address' | 'unknown_error';

/** SPEC §4 cart metadata flags. */
export interface CartMetadata {
	isUpdatingCustomerData: boolean;
	isUpdatingSelectedRate: boolean;
	/** The code being applied, '' when none. */
	applyingCoupon: string;
	/** The code being removed, '' when none. */
	removingCoupon: string;
	isCartDataStale: boolean;
	/** The shopper edited an address that has not reached the server yet. */
	isCustomerDataDirty: boolean;
}

export interface CartState {
	/** The cart as the Store API last sent it; null until hydrated or fetched. */
	cartData: Cart | null;
	/** 'Unable to get cart data from the API.' or another read error. */
	errorMessage: string | null;
	/** Sequence number of the request whose cart was last applied (0 = preloaded). */
	appliedSequence: number;
	metadata: CartMetadata;
	/** Lines whose removal is in flight. */
	itemsPendingDelete: string[];
	/** Lines whose quantity change is in flight. */
	itemsPendingQuantity: string[];
	/** Quantities the shopper asked for that the server has not confirmed yet, by line key. */
	requestedQuantities: Record< string, number >;
	/** Error code of the last failed shipping request (address or rate), null when it worked. */
	shippingRequestError: string | null;
	/**
	 * Rates the shopper chose whose request has not answered yet, each with the sequence number
	 * of the last request sent before the choice: a response to one of those older requests
	 * shows the choice still, not the rate it had before.
	 */
	pendingRateSelections: PendingRateSelection[];
	/** Address and rate updates in flight: while any is, the checkout is calculating. */
	calculationsInFlight: number;
	/**
	 * The customer's addresses as the server last sent them (cartData's may hold the shopper's
	 * edits not sent yet); null until a cart is known.
	 */
	receivedAddresses: Pick<
		Cart,
		'shipping_address' | 'billing_address'
	> | null;
}

/** A rate the shopper chose, shown as selected until a newer response answers for it. */
export interface PendingRateSelection {
	rateId: string;
	/** Package id, or null for a pickup rate (selected in every package offering it). */
	packageId: number | string | null;
	/** Sequence number of the last cart request sent before the choice. */
	after: number;
}

/** What `updateCustomerData` sends: either address, or both (partial addresses allowed). */
export interface CustomerDataUpdate {
	shipping_address?: Partial< Cart[ 'shipping_address' ] >;
	billing_address?: Partial< Cart[ 'billing_address' ] >;
}
