/**
 * Connects the stores to the page and to each other: the Store API middleware, the customer
 * id from `User-ID`, the payment status following checkout, the checkout calculating while the
 * cart does, the shopper's contact and order fields saved with their session, the cart's refetch events, the dirty-customer-data flag and the announcements of
 * cart changes. Only this root knows every store: each store knows just those below it.
 */
import type { DataRegistry } from '@wordpress/data';
import { getSetting } from '@kassa/settings';

import { onCustomerId } from '../assets/api/session';
import { registerStoreApiMiddleware } from '../assets/api/middleware';
import { startCartAnnouncements } from './cart/announcements';
import {
	startCartRefreshListeners,
	startDirtyCustomerDataPersistence,
} from './cart/listeners';
import { checkoutStore } from './checkout';
import { startCalculationSync } from './checkout/calculation-sync';
import { startCheckoutDraftPersistence } from './checkout/draft-persistence';
import { startPaymentStatusSync } from './checkout/payment-status-sync';

/**
 * Starts every connection for a registry (the default one on the page; fresh ones in tests).
 *
 * @param registry The data registry.
 * @return Stops them all.
 */
export function connectStores( registry: DataRegistry ) {
	registerStoreApiMiddleware();
	const stops = [
		onCustomerId( ( customerId ) =>
			registry.dispatch( checkoutStore ).setCustomerId( customerId )
		),
		startPaymentStatusSync( registry ),
		startCalculationSync( registry ),
		startCheckoutDraftPersistence( registry ),
		startDirtyCustomerDataPersistence( registry ),
		// A page that pays an existing order holds that order as its cart: reading the
		// shopper's cart would show it in the order's place.
		typeof document === 'undefined' || getSetting( 'orderToPay' )
			? () => {}
			: startCartRefreshListeners( registry ),
		startCartAnnouncements( registry ),
	];
	return () => stops.forEach( ( stop ) => stop() );
}
