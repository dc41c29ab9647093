/**
 * A fresh registry with every Kassa store (and core/notices), connected like the page's.
 */
import { createRegistry, type DataRegistry } from '@wordpress/data';

import { resetStoreApiQueue } from '../../assets/api/fetch';
import { resetSession } from '../../assets/api/session';
import { cartStore } from '../cart';
import { checkoutStore } from '../checkout';
import { coreNoticesStore, registerCoreNotices } from '../core-notices';
import { paymentStore } from '../payment';
import { connectStores } from '../setup';
import { storeNoticesStore } from '../store-notices';
import { validationStore } from '../validation';
import type { KassaSettings } from '../../assets/settings/types';

/**
 * Sets the settings payload the stores read (before creating a registry).
 *
 * @param settings Settings to set.
 */
export function setSettings( settings: Partial< KassaSettings > ) {
	window.kassaSettings = settings;
}

/**
 * Creates the registry. Call `stop()` after the test.
 *
 * @return registry and stop.
 */
export function makeRegistry() {
	resetSession();
	resetStoreApiQueue();
	const registry = createRegistry() as DataRegistry;
	registerCoreNotices( registry );
	[
		storeNoticesStore,
		validationStore,
		cartStore,
		checkoutStore,
		paymentStore,
	].forEach( ( store ) => registry.register( store ) );
	const stop = connectStores( registry );
	return { registry, stop };
}

/**
 * The notices core/notices holds for a context.
 *
 * @param registry The registry.
 * @param context  Notice context.
 * @return The notices.
 */
export function noticesOf( registry: DataRegistry, context: string ) {
	return registry.select( coreNoticesStore ).getNotices( context ) as Array< {
		id: string;
		status: string;
		content: string;
		type: string;
		isDismissible: boolean;
	} >;
}
