import { useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { storeNoticesStore, type StoreNotice } from '@kassa/data';

import { NOTICE_CONTEXTS } from '../../assets/constants';

/**
 * Opens the drawer again when the cart gets an error while the drawer is closed and no other
 * container on the page shows the cart's notices: a quantity change or a removal made in the
 * drawer can fail after the shopper closed it, and the error would wait unseen in a closed
 * drawer while the button showed the old quantity back. Errors already shown (or there before
 * the drawer first opened) do not open it.
 *
 * @param isOpen Whether the drawer is open.
 * @param open   Opens it.
 */
export function useOpenOnCartError( isOpen: boolean, open: () => void ) {
	const { notices, isShownElsewhere } = useSelect(
		( select ) => ( {
			notices: select( storeNoticesStore ).getNotices(
				NOTICE_CONTEXTS.CART
			),
			// While open (or leaving) the drawer's own container counts too.
			isShownElsewhere: select( storeNoticesStore ).hasContainer(
				NOTICE_CONTEXTS.CART
			),
		} ),
		[]
	);
	// Notices by object: one made again with the same id (the same line failing twice) is new.
	const seen = useRef( new WeakSet< StoreNotice >() );
	useEffect( () => {
		const errors = notices.filter(
			( notice ) => notice.status === 'error'
		);
		if ( isOpen ) {
			errors.forEach( ( notice ) => seen.current.add( notice ) );
			return;
		}
		if ( isShownElsewhere ) {
			return;
		}
		if ( errors.some( ( notice ) => ! seen.current.has( notice ) ) ) {
			open();
		}
	}, [ notices, isOpen, isShownElsewhere, open ] );
}
