import type { DataRegistry } from '@wordpress/data';

import { cartStore } from '../cart';
import { checkoutStore } from './index';

/**
 * Keeps the checkout calculating while the cart recalculates (an address or rate update in
 * flight), so the cart store needs no knowledge of the checkout.
 *
 * @param registry The data registry.
 * @return Stops syncing.
 */
export function startCalculationSync( registry: DataRegistry ) {
	let calculating = false;
	return registry.subscribe( () => {
		const now = registry.select( cartStore ).isCalculating();
		if ( now === calculating ) {
			return;
		}
		calculating = now;
		const checkout = registry.dispatch( checkoutStore );
		if ( now ) {
			checkout.startCalculating();
		} else {
			checkout.stopCalculating();
		}
	}, cartStore );
}
