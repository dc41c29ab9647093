/**
 * The Store API client (`/wc/store/v1/...`), built into the `kassa-data` script.
 */
export { storeApiFetch, resetStoreApiQueue } from './fetch';
export type { StoreApiRequest } from './fetch';
export {
	getNonce,
	setNonce,
	getCartToken,
	setCartToken,
	onCustomerId,
	readSessionHeaders,
	resetSession,
} from './session';
export {
	storeApiMiddleware,
	registerStoreApiMiddleware,
	isStoreApiPath,
} from './middleware';
export {
	isStoreApiError,
	toStoreApiError,
	isInvalidNonceError,
	UNKNOWN_ERROR_CODE,
} from './errors';
export { normalizeCart } from './cart-response';
export * from './paths';
export type * from './types';
