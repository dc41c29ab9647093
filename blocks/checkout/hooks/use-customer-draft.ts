import { useSyncExternalStore } from '@wordpress/element';

import {
	getCustomerDraft,
	subscribeCustomerDraft,
	type CustomerDraft,
} from './customer-data';

/**
 * The shopper's typed addresses and whether a submit was attempted; re-renders on change.
 *
 * @return The draft.
 */
export function useCustomerDraft(): CustomerDraft {
	return useSyncExternalStore(
		subscribeCustomerDraft,
		getCustomerDraft,
		getCustomerDraft
	);
}
