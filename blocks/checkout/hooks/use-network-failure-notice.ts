import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	checkoutEvents,
	checkoutStore,
	NOTICE_CONTEXTS,
	storeNoticesStore,
} from '@kassa/data';

/** apiFetch's code for a request that never got an answer. */
const FETCH_ERROR = 'fetch_error';

/**
 * SPEC §8: a checkout post whose answer cannot be read says 'Something went wrong when placing
 * the order…'. The data layer gives that text to unreadable bodies; a request that got no
 * answer at all (the network failed) reaches it as apiFetch's 'You are probably offline.',
 * so this swaps that notice for the spec's text.
 */
export function useNetworkFailureNotice() {
	const isLoggedIn = useSelect(
		( select ) => select( checkoutStore ).isCustomerLoggedIn(),
		[]
	);
	const { removeNotice, createErrorNotice } =
		useDispatch( storeNoticesStore );
	useEffect(
		() =>
			checkoutEvents.onCheckoutFail( ( { processingResponse } ) => {
				const code = ( processingResponse as { code?: string } | null )
					?.code;
				if ( code !== FETCH_ERROR ) {
					return;
				}
				removeNotice( FETCH_ERROR, NOTICE_CONTEXTS.CHECKOUT );
				createErrorNotice(
					isLoggedIn
						? __(
								"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
								'kassa'
							)
						: __(
								'Something went wrong when placing the order. Check your email for order updates before retrying.',
								'kassa'
							),
					{ id: 'unknown_error', context: NOTICE_CONTEXTS.CHECKOUT }
				);
			} ),
		[ isLoggedIn, removeNotice, createErrorNotice ]
	);
}
