import type { PaymentAction } from './actions';
import { getDefaultState } from './default-state';
import { PAYMENT_STATUS, type PaymentState } from './types';

export type State = PaymentState;

/**
 * The payment reducer: every SPEC §4 payment transition is a case here.
 *
 * @param state  Current state.
 * @param action Action.
 * @return Next state.
 */
export default function reducer(
	state: State = getDefaultState(),
	action: PaymentAction
): State {
	switch ( action.type ) {
		case 'SET_PAYMENT_STATUS':
			return state.status === action.status
				? state
				: { ...state, status: action.status };
		case 'SET_PAYMENT_READY':
			return {
				...state,
				status: PAYMENT_STATUS.READY,
				errorMessage: '',
				paymentMethodData: {
					...state.paymentMethodData,
					...action.data,
				},
			};
		case 'SET_PAYMENT_ERROR':
			return {
				...state,
				status: PAYMENT_STATUS.ERROR,
				errorMessage: action.message,
			};
		case 'RECEIVE_ACTIVE_PAYMENT_METHOD':
			return {
				...state,
				activePaymentMethod: action.method,
				activeSavedToken: action.savedToken,
				paymentMethodData: action.data,
				errorMessage: '',
			};
		case 'SET_PAYMENT_METHOD_DATA':
			return { ...state, paymentMethodData: action.data };
		case 'EXPRESS_PAYMENT_STARTED':
			return {
				...state,
				status: PAYMENT_STATUS.EXPRESS_STARTED,
				// A second click keeps the method from before the first.
				previousPaymentMethod: state.previousPaymentMethod ?? {
					method: state.activePaymentMethod,
					savedToken: state.activeSavedToken,
					data: state.paymentMethodData,
				},
				activePaymentMethod: action.method,
				activeSavedToken: '',
				paymentMethodData: {},
				errorMessage: '',
			};
		case 'EXPRESS_PAYMENT_CLOSED':
		case 'EXPRESS_PAYMENT_FAILED': {
			const previous = state.previousPaymentMethod;
			return {
				...state,
				status: PAYMENT_STATUS.IDLE,
				previousPaymentMethod: null,
				activePaymentMethod: previous
					? previous.method
					: state.activePaymentMethod,
				activeSavedToken: previous
					? previous.savedToken
					: state.activeSavedToken,
				paymentMethodData: previous
					? previous.data
					: state.paymentMethodData,
				errorMessage:
					action.type === 'EXPRESS_PAYMENT_FAILED'
						? action.message
						: state.errorMessage,
			};
		}
		case 'SET_SHOULD_SAVE_PAYMENT_METHOD':
			return { ...state, shouldSavePaymentMethod: action.shouldSave };
		case 'SET_AVAILABLE_PAYMENT_METHODS':
			return {
				...state,
				availablePaymentMethods: action.names,
				paymentMethodsInitialized: true,
			};
		case 'SET_AVAILABLE_EXPRESS_PAYMENT_METHODS':
			return {
				...state,
				availableExpressPaymentMethods: action.names,
				expressPaymentMethodsInitialized: true,
			};
		case 'SET_SAVED_PAYMENT_METHODS':
			return { ...state, savedPaymentMethods: action.saved };
		case 'SET_PAYMENT_RESULT':
			return { ...state, paymentResult: action.result };
		default:
			return state;
	}
}
