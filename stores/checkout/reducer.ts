import type { CheckoutAction } from './actions';
import { getDefaultState } from './default-state';
import { CHECKOUT_STATUS, type CheckoutState } from './types';

export type State = CheckoutState;

/**
 * The checkout reducer: every phase transition of SPEC §4 is a case here.
 *
 * @param state  Current state.
 * @param action Action.
 * @return Next state.
 */
export default function reducer(
	state: State = getDefaultState(),
	action: CheckoutAction
): State {
	switch ( action.type ) {
		case 'SET_IDLE':
			return { ...state, status: CHECKOUT_STATUS.IDLE };
		case 'SET_BEFORE_PROCESSING':
			return {
				...state,
				status: CHECKOUT_STATUS.BEFORE_PROCESSING,
				hasError: false,
			};
		case 'SET_PROCESSING':
			return { ...state, status: CHECKOUT_STATUS.PROCESSING };
		case 'SET_AFTER_PROCESSING':
			return {
				...state,
				status: CHECKOUT_STATUS.AFTER_PROCESSING,
				orderId: action.orderId ?? state.orderId,
				redirectUrl: action.redirectUrl ?? state.redirectUrl,
				hasError: action.hasError ?? state.hasError,
			};
		case 'SET_COMPLETE':
			return {
				...state,
				status: CHECKOUT_STATUS.COMPLETE,
				redirectUrl: action.redirectUrl ?? state.redirectUrl,
			};
		case 'SET_HAS_ERROR':
			return { ...state, hasError: action.hasError };
		case 'START_CALCULATING':
			return {
				...state,
				calculatingCount: state.calculatingCount + 1,
				status:
					state.status === CHECKOUT_STATUS.IDLE
						? CHECKOUT_STATUS.CALCULATING
						: state.status,
			};
		case 'STOP_CALCULATING': {
			const calculatingCount = Math.max( 0, state.calculatingCount - 1 );
			return {
				...state,
				calculatingCount,
				status:
					calculatingCount === 0 &&
					state.status === CHECKOUT_STATUS.CALCULATING
						? CHECKOUT_STATUS.IDLE
						: state.status,
			};
		}
		case 'SET_REDIRECT_URL':
			return { ...state, redirectUrl: action.redirectUrl };
		case 'SET_ORDER_ID':
			return { ...state, orderId: action.orderId };
		case 'SET_ORDER_NOTES':
			return { ...state, orderNotes: action.orderNotes };
		case 'SET_CUSTOMER_ID':
			return state.customerId === action.customerId
				? state
				: { ...state, customerId: action.customerId };
		case 'SET_CUSTOMER_PASSWORD':
			return { ...state, customerPassword: action.customerPassword };
		case 'SET_SHOULD_CREATE_ACCOUNT':
			return {
				...state,
				shouldCreateAccount: action.shouldCreateAccount,
			};
		case 'SET_ADDITIONAL_FIELDS':
			return {
				...state,
				additionalFields: {
					...state.additionalFields,
					...action.additionalFields,
				},
			};
		case 'SET_EXTENSION_DATA':
			return {
				...state,
				extensionData: {
					...state.extensionData,
					[ action.namespace ]: action.replace
						? action.data
						: {
								...state.extensionData[ action.namespace ],
								...action.data,
							},
				},
			};
		case 'SET_USE_SHIPPING_AS_BILLING':
			return {
				...state,
				useShippingAsBilling: action.useShippingAsBilling,
			};
		case 'SET_PREFERS_COLLECTION':
			return { ...state, prefersCollection: action.prefersCollection };
		case 'SET_EDITING_BILLING_ADDRESS':
			return { ...state, editingBillingAddress: action.editing };
		case 'SET_EDITING_SHIPPING_ADDRESS':
			return { ...state, editingShippingAddress: action.editing };
		default:
			return state;
	}
}
