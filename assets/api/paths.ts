/**
 * Store API routes the data layer calls.
 */
import { STORE_API_PATH } from '../constants';

export const CART_PATH = `${ STORE_API_PATH }/cart`;
export const CART_PATHS = {
	ADD_ITEM: `${ CART_PATH }/add-item`,
	REMOVE_ITEM: `${ CART_PATH }/remove-item`,
	UPDATE_ITEM: `${ CART_PATH }/update-item`,
	APPLY_COUPON: `${ CART_PATH }/apply-coupon`,
	REMOVE_COUPON: `${ CART_PATH }/remove-coupon`,
	UPDATE_CUSTOMER: `${ CART_PATH }/update-customer`,
	SELECT_SHIPPING_RATE: `${ CART_PATH }/select-shipping-rate`,
	EXTENSIONS: `${ CART_PATH }/extensions`,
} as const;
export const CHECKOUT_PATH = `${ STORE_API_PATH }/checkout`;
export const BATCH_PATH = `${ STORE_API_PATH }/batch`;
