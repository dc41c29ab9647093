import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { fieldOfNotice, NOTICE_CONTEXTS, storeNoticesStore } from '@kassa/data';

import Notices from '../../../assets/components/notices';
import SnackbarList from '../../../assets/components/snackbar-list';

type Props = {
	/** A `wc/checkout/*` notice context (SPEC §2). */
	context: string;
	className?: string;
};

/**
 * The notices of one checkout context, shown where that part of the checkout is: banners in
 * place, snackbars in their list. Registers the context's container while mounted. The
 * checkout's own context also shows those of its steps that are not on show. A field's error
 * the server gave is its step's form's to show, on the field (useFieldNotices).
 *
 * @param props           Props.
 * @param props.context   Notice context.
 * @param props.className Extra class.
 * @return The notices.
 */
export default function CheckoutNotices( { context, className }: Props ) {
	const all = useSelect(
		( select ) =>
			context === NOTICE_CONTEXTS.CHECKOUT
				? select( storeNoticesStore ).getNoticesWithUnshown( context )
				: select( storeNoticesStore ).getNotices( context ),
		[ context ]
	);
	const notices = useMemo(
		() =>
			all.filter(
				( notice ) =>
					! fieldOfNotice( notice.id ) ||
					( notice.context ?? context ) !== context
			),
		[ all, context ]
	);
	const { removeNotice, registerContainer, unregisterContainer } =
		useDispatch( storeNoticesStore );
	useEffect( () => {
		registerContainer( context );
		return () => {
			unregisterContainer( context );
		};
	}, [ context, registerContainer, unregisterContainer ] );
	const remove = ( id: string ) =>
		removeNotice(
			id,
			notices.find( ( notice ) => notice.id === id )?.context ?? context
		);
	return (
		<>
			<Notices
				notices={ notices }
				onRemove={ remove }
				className={ className }
			/>
			<SnackbarList notices={ notices } onRemove={ remove } />
		</>
	);
}
