/**
 * Kassa's data layer, built as the `kassa-data` script and exposed as `window.kassa.data`.
 * Other bundles import it as '@kassa/data'.
 */
import {
	dispatch,
	register,
	select,
	subscribe,
	type DataRegistry,
} from '@wordpress/data';

import { registerCoreNotices } from './core-notices';
import { connectStores } from './setup';

export { cartStore, CART_STORE_KEY } from './cart';
export { checkoutStore, CHECKOUT_STORE_KEY, CHECKOUT_STATUS } from './checkout';
export { paymentStore, PAYMENT_STORE_KEY, PAYMENT_STATUS } from './payment';
export { validationStore, VALIDATION_STORE_KEY } from './validation';
export { storeNoticesStore, STORE_NOTICES_STORE_KEY } from './store-notices';
export { coreNoticesStore, CORE_NOTICES_STORE_KEY } from './core-notices';

export type * from './cart/types';
export type * from './checkout/types';
export type * from './payment/types';
export type * from './validation/types';
export type * from './store-notices/types';

export {
	checkoutEvents,
	createEmitter,
	dispatchCheckoutEvent,
	dispatchStoreEvent,
} from './shared/events';
export { connectStores } from './setup';
export { getQuantityLimits, normalizeQuantity } from './cart/quantity';
export { isPickupRate } from './cart/shipping';
export { pickAddress } from './checkout/process';
export { fieldNoticeId, fieldOfNotice } from './store-notices/field-notices';
export {
	getSavedPaymentMethodLabel,
	isSavingPaymentMethodAllowed,
} from './payment/status';
export {
	getNoPaymentMethodsMessage,
	getNoExpressPaymentMethodsMessage,
	getPaymentMethodErrorMessage,
	NO_PAYMENT_METHODS_NOTICE_ID,
	PAYMENT_ERROR_NOTICE_ID,
} from '../assets/utils/payment-messages';
export { storeApiFetch } from '../assets/api';
// Shared with the payment-registry and extensions bundles, so they do not bundle copies.
export {
	EXTENSION_SLOTS,
	INNER_BLOCK_AREAS,
	NOTICE_CONTEXTS,
	PAYMENT_ICON_IDS,
	PRICE_PLACEHOLDER,
} from '../assets/constants';

// `core/notices` holds the notices `kassa/store-notices` manages: WordPress's store where the
// page has it, else Kassa's light copy (no editor code for the shopper).
registerCoreNotices( { select, register } as unknown as DataRegistry );
// The page's own (default) registry: connected once, when this script loads.
connectStores( { select, dispatch, subscribe } as unknown as DataRegistry );
