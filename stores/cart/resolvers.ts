import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

import type { Cart } from '../../assets/api/types';
import { receiveCart, receiveError } from './actions';
import type { CartState } from './types';

type ResolverArgs = {
	select: { getCartData: () => CartState[ 'cartData' ] };
	dispatch: (
		action: ReturnType< typeof receiveCart | typeof receiveError >
	) => void;
};

/**
 * Reads the cart from the Store API, unless the page preloaded it.
 *
 * @return The resolver thunk.
 */
export const getCartData =
	() =>
	async ( { select, dispatch }: ResolverArgs ) => {
		if ( select.getCartData() ) {
			return;
		}
		try {
			const cart = await apiFetch< Cart >( {
				path: '/wc/store/v1/cart',
			} );
			dispatch( receiveCart( cart ) );
		} catch {
			dispatch(
				receiveError(
					__( 'Unable to get cart data from the API.', 'kassa' )
				)
			);
		}
	};
