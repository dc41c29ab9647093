import type { DataRegistry } from '@wordpress/data';

import { checkoutStore } from '../checkout';
import { paymentStore } from './index';
import { getNextPaymentStatus } from './status';

/**
 * Keeps the payment status in step with checkout (SPEC §4 transitions, see
 * getNextPaymentStatus).
 *
 * @param registry The data registry.
 * @return Stops syncing.
 */
export function startPaymentStatusSync( registry: DataRegistry ) {
	const sync = () => {
		const checkout = registry.select( checkoutStore );
		const current = registry.select( paymentStore ).getPaymentStatus();
		const next = getNextPaymentStatus( current, {
			status: checkout.getCheckoutStatus(),
			hasError: checkout.hasError(),
		} );
		if ( next !== current ) {
			registry.dispatch( paymentStore ).setPaymentStatus( next );
		}
	};
	return registry.subscribe( sync, checkoutStore );
}
