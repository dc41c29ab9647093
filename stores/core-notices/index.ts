/**
 * `core/notices`, the store WordPress's `@wordpress/notices` registers, with the same actions,
 * selectors and notice objects. Kassa's shop pages register this one instead of loading
 * `wp-notices`, which on WordPress 7.1 depends on `wp-components` and brings ~300 KB (brotli)
 * of editor code to the shopper; gateways and extensions that dispatch to `core/notices` keep
 * working. Where WordPress's own store is on the page already (the editor, wp-admin, another
 * plugin), that one is used.
 */
import {
	createReduxStore,
	type DataRegistry,
	type StoreDescriptor,
} from '@wordpress/data';

import * as actions from './actions';
import reducer from './reducer';
import * as selectors from './selectors';

export const CORE_NOTICES_STORE_KEY = 'core/notices';

export const coreNoticesStore = createReduxStore( CORE_NOTICES_STORE_KEY, {
	reducer,
	actions,
	selectors,
} );

/**
 * Registers `core/notices` in a registry unless it has one already.
 *
 * @param registry The registry.
 */
export function registerCoreNotices(
	registry: Pick< DataRegistry, 'select' | 'register' >
) {
	if ( ! registry.select( CORE_NOTICES_STORE_KEY ) ) {
		registry.register( coreNoticesStore as unknown as StoreDescriptor );
	}
}

export type * from './types';
