import type { CartAction } from './actions';
import { getDefaultState } from './default-state';
import type { CartState } from './types';

export type State = CartState;

const toggle = ( list: string[], key: string, on: boolean ) => {
	if ( on === list.includes( key ) ) {
		return list;
	}
	return on ? [ ...list, key ] : list.filter( ( k ) => k !== key );
};

/**
 * The cart store's reducer. Pure: every transition is a case here.
 *
 * @param state  Current state.
 * @param action Action.
 * @return Next state.
 */
export default function reducer(
	state: State = getDefaultState(),
	action: CartAction
): State {
	switch ( action.type ) {
		case 'RECEIVE_CART': {
			const { sequence } = action;
			if ( sequence !== undefined && sequence < state.appliedSequence ) {
				// An older response arriving late never overwrites newer data.
				return state;
			}
			return {
				...state,
				cartData: action.cart,
				errorMessage: null,
				appliedSequence: Math.max(
					state.appliedSequence,
					sequence ?? state.appliedSequence
				),
				metadata: state.metadata.isCartDataStale
					? { ...state.metadata, isCartDataStale: false }
					: state.metadata,
			};
		}
		case 'RECEIVE_ERROR':
			return { ...state, errorMessage: action.message };
		case 'SET_METADATA':
			return {
				...state,
				metadata: { ...state.metadata, ...action.metadata },
			};
		case 'SET_ITEM_PENDING_DELETE': {
			const list = toggle(
				state.itemsPendingDelete,
				action.key,
				action.isPending
			);
			return list === state.itemsPendingDelete
				? state
				: { ...state, itemsPendingDelete: list };
		}
		case 'SET_ITEM_PENDING_QUANTITY': {
			const list = toggle(
				state.itemsPendingQuantity,
				action.key,
				action.isPending
			);
			return list === state.itemsPendingQuantity
				? state
				: { ...state, itemsPendingQuantity: list };
		}
		case 'SET_REQUESTED_QUANTITY': {
			const requestedQuantities = { ...state.requestedQuantities };
			if ( action.quantity === null ) {
				delete requestedQuantities[ action.key ];
			} else {
				requestedQuantities[ action.key ] = action.quantity;
			}
			return { ...state, requestedQuantities };
		}
		case 'SET_SHIPPING_ADDRESS':
		case 'SET_BILLING_ADDRESS': {
			if ( ! state.cartData ) {
				return state;
			}
			const field =
				action.type === 'SET_SHIPPING_ADDRESS'
					? 'shipping_address'
					: 'billing_address';
			return {
				...state,
				cartData: {
					...state.cartData,
					[ field ]: {
						...state.cartData[ field ],
						...action.address,
					},
				},
				metadata: { ...state.metadata, isCustomerDataDirty: true },
			};
		}
		case 'MARK_SHIPPING_RATE_SELECTED': {
			if ( ! state.cartData ) {
				return state;
			}
			const packages = state.cartData.shipping_rates.map( ( pkg ) => {
				const applies =
					action.packageId === null
						? pkg.shipping_rates.some(
								( rate ) => rate.rate_id === action.rateId
							)
						: pkg.package_id === action.packageId;
				return applies
					? {
							...pkg,
							shipping_rates: pkg.shipping_rates.map(
								( rate ) => ( {
									...rate,
									selected: rate.rate_id === action.rateId,
								} )
							),
						}
					: pkg;
			} );
			return {
				...state,
				cartData: { ...state.cartData, shipping_rates: packages },
			};
		}
		case 'SET_SHIPPING_REQUEST_ERROR':
			return state.shippingRequestError === action.code
				? state
				: { ...state, shippingRequestError: action.code };
		default:
			return state;
	}
}
