import type { Cart } from '../../assets/api/types';
import type { CartAction } from './actions';
import { getDefaultState, receivedAddressesOf } from './default-state';
import type { CartState, PendingRateSelection } from './types';

export type State = CartState;

const toggle = ( list: string[], key: string, on: boolean ) => {
	if ( on === list.includes( key ) ) {
		return list;
	}
	return on ? [ ...list, key ] : list.filter( ( k ) => k !== key );
};

/**
 * Marks rates as selected in a cart, in order: each in its package, or (without a package id)
 * in every package offering it.
 *
 * @param cart       The cart.
 * @param selections The rates chosen.
 * @return The cart with those rates selected (the same cart when there are none).
 */
function withRatesSelected(
	cart: Cart,
	selections: readonly PendingRateSelection[]
): Cart {
	return selections.reduce(
		( result, { rateId, packageId } ) => ( {
			...result,
			shipping_rates: result.shipping_rates.map( ( pkg ) => {
				const applies =
					packageId === null
						? pkg.shipping_rates.some(
								( rate ) => rate.rate_id === rateId
							)
						: pkg.package_id === packageId;
				return applies
					? {
							...pkg,
							shipping_rates: pkg.shipping_rates.map(
								( rate ) => ( {
									...rate,
									selected: rate.rate_id === rateId,
								} )
							),
						}
					: pkg;
			} ),
		} ),
		cart
	);
}

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
			// A response to a request sent after a choice answers for it; an older one does
			// not know of it, and the shopper's choice stays on show until the newer answer.
			const pendingRateSelections =
				sequence === undefined
					? []
					: state.pendingRateSelections.filter(
							( selection ) => selection.after >= sequence
						);
			return {
				...state,
				cartData: withRatesSelected(
					action.cart,
					pendingRateSelections
				),
				pendingRateSelections,
				receivedAddresses: receivedAddressesOf( action.cart ),
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
		case 'START_CALCULATION':
			return {
				...state,
				calculationsInFlight: state.calculationsInFlight + 1,
			};
		case 'FINISH_CALCULATION':
			return {
				...state,
				calculationsInFlight: Math.max(
					0,
					state.calculationsInFlight - 1
				),
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
			return {
				...state,
				cartData: withRatesSelected( state.cartData, [
					action.selection,
				] ),
				pendingRateSelections: [
					...state.pendingRateSelections,
					action.selection,
				],
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
