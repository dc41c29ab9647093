import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect } from '@wordpress/element';
import { storeNoticesStore, type StoreNotice } from '@kassa/data';

/**
 * Binds `kassa/store-notices` for one notice context (SPEC §2): its notices (banners and
 * snackbars) and a way to dismiss one. While mounted, the context counts as having a container
 * on the page, so notices meant for it are not shown elsewhere.
 *
 * @param context A notice context, e.g. 'wc/cart' or 'wc/cart/shipping-calculator'.
 * @return The context's notices and `removeNotice( id )`.
 */
export function useStoreNotices( context: string ): {
	notices: StoreNotice[];
	removeNotice: ( id: string ) => void;
} {
	const notices = useSelect(
		( select ) => select( storeNoticesStore ).getNotices( context ),
		[ context ]
	);
	const {
		removeNotice: remove,
		registerContainer,
		unregisterContainer,
	} = useDispatch( storeNoticesStore );
	useEffect( () => {
		registerContainer( context );
		return () => {
			unregisterContainer( context );
		};
	}, [ context, registerContainer, unregisterContainer ] );
	const removeNotice = useCallback(
		( id: string ) => {
			remove( id, context );
		},
		[ remove, context ]
	);
	return { notices, removeNotice };
}
