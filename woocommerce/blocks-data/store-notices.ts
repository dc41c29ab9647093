/**
 * `wc/store/store-notices` on Kassa's pages: which notice contexts have a container on the
 * page, as a view over Kassa's store notices.
 */
import { storeNoticesStore } from '@kassa/data';

import { createViewStore, readFrom, writeTo } from './view-store';

export const STORE_NOTICES_STORE_KEY = 'wc/store/store-notices';

const toNotices = writeTo( storeNoticesStore );

/** The `wc/store/store-notices` view store. */
export const storeNoticesView = createViewStore( STORE_NOTICES_STORE_KEY, {
	sources: [ storeNoticesStore ],
	selectors: {
		getRegisteredContainers: readFrom( storeNoticesStore )( ( n ) =>
			n.getRegisteredContainers()
		),
	},
	actions: {
		registerContainer: toNotices( ( n, context: string ) =>
			n.registerContainer( context )
		),
		unregisterContainer: toNotices( ( n, context: string ) =>
			n.unregisterContainer( context )
		),
	},
} );
