import type { Cart } from '../../assets/api/types';

export interface CartState {
	/** The cart as the Store API last sent it; null until hydrated or fetched. */
	cartData: Cart | null;
	/** 'Unable to get cart data from the API.' or another read error. */
	errorMessage: string | null;
}
