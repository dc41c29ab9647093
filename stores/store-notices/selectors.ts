import { createRegistrySelector } from '@wordpress/data';

import { NOTICE_CONTEXTS } from '../../assets/constants';

/**
 * `core/notices` by name: `@wordpress/notices` itself is imported once, by the bundle entry
 * (stores/index.ts), which keeps its editor components out of every store module's imports.
 */
const noticesStore = 'core/notices';
import type { StoreNoticesState, StoreNotice } from './types';

const NONE: StoreNotice[] = [];
// Filtered lists are cached per source list, so selectors return stable arrays.
const bannerCache = new WeakMap< object, StoreNotice[] >();
const snackbarCache = new WeakMap< object, StoreNotice[] >();

function filterCached(
	cache: WeakMap< object, StoreNotice[] >,
	notices: StoreNotice[],
	keep: ( notice: StoreNotice ) => boolean
) {
	let result = cache.get( notices );
	if ( ! result ) {
		result = notices.filter( keep );
		cache.set( notices, result );
	}
	return result;
}

/**
 * Contexts that have a notices container on the page.
 *
 * @param state Store state.
 * @return The contexts.
 */
export function getRegisteredContainers( state: StoreNoticesState ) {
	return state.containers;
}

/**
 * Whether a container for `context` is on the page.
 *
 * @param state   Store state.
 * @param context Notice context.
 * @return True when registered.
 */
export function hasContainer( state: StoreNoticesState, context: string ) {
	return state.containers.includes( context );
}

/**
 * Every notice of a context, banners and snackbars.
 *
 * @param state   Store state (unused: notices live in core/notices).
 * @param context Notice context (default wc/cart).
 * @return The notices.
 */
export const getNotices = createRegistrySelector(
	( select ) =>
		(
			_state: StoreNoticesState,
			context: string = NOTICE_CONTEXTS.CART
		): StoreNotice[] =>
			( select( noticesStore ).getNotices( context ) as StoreNotice[] ) ??
			NONE
);

/**
 * The banner (non-snackbar) notices of a context.
 *
 * @param state   Store state.
 * @param context Notice context.
 * @return The notices.
 */
export const getBannerNotices = createRegistrySelector(
	( select ) =>
		( _state: StoreNoticesState, context: string = NOTICE_CONTEXTS.CART ) =>
			filterCached(
				bannerCache,
				( select( noticesStore ).getNotices(
					context
				) as StoreNotice[] ) ?? NONE,
				( notice ) => notice.type !== 'snackbar'
			)
);

/**
 * The snackbar notices of a context.
 *
 * @param state   Store state.
 * @param context Notice context.
 * @return The notices.
 */
export const getSnackbarNotices = createRegistrySelector(
	( select ) =>
		( _state: StoreNoticesState, context: string = NOTICE_CONTEXTS.CART ) =>
			filterCached(
				snackbarCache,
				( select( noticesStore ).getNotices(
					context
				) as StoreNotice[] ) ?? NONE,
				( notice ) => notice.type === 'snackbar'
			)
);

// The last notices of each parent context, kept while their sources stay the same.
const withUnshownCache = new Map<
	string,
	{ sources: StoreNotice[][]; result: StoreNotice[] }
>();

/**
 * A context's notices, followed by those of its sub-contexts (`wc/checkout/…` under
 * `wc/checkout`) that no container on the page shows: a step that is not on show (the
 * shipping address while collecting) loses none of its notices, the parent shows them.
 *
 * @param state   Store state.
 * @param context The parent context.
 * @return The notices, each with its context (the same list while none of them changes).
 */
export const getNoticesWithUnshown = createRegistrySelector(
	( select ) => ( state: StoreNoticesState, context: string ) => {
		const contexts = [
			context,
			...Object.values( NOTICE_CONTEXTS ).filter(
				( sub ) =>
					sub.startsWith( `${ context }/` ) &&
					! state.containers.includes( sub )
			),
		];
		const sources = contexts.map(
			( each ) =>
				( select( noticesStore ).getNotices(
					each
				) as StoreNotice[] ) ?? NONE
		);
		const cached = withUnshownCache.get( context );
		if (
			cached &&
			cached.sources.length === sources.length &&
			cached.sources.every( ( list, i ) => list === sources[ i ] )
		) {
			return cached.result;
		}
		// Each notice says its context, for its dismiss button.
		const result = sources.flatMap( ( list, i ) =>
			list.map( ( notice ) => ( { ...notice, context: contexts[ i ] } ) )
		);
		withUnshownCache.set( context, { sources, result } );
		return result;
	}
);
