import { useStoreNotices } from './use-store-notices';
import Notices from '../assets/components/notices';
import SnackbarList from '../assets/components/snackbar-list';

type Props = {
	/** A notice context of SPEC §2, e.g. 'wc/cart'. */
	context: string;
	className?: string;
};

/**
 * The notices of one store-notices context where it is placed: banners in place, snackbars in
 * their list (auto-dismissed after 10 s, SPEC §4).
 *
 * @param props           Props.
 * @param props.context   Notice context.
 * @param props.className Extra class for the banners.
 * @return The notices.
 */
export default function StoreNoticesContainer( { context, className }: Props ) {
	const { notices, removeNotice } = useStoreNotices( context );
	return (
		<>
			<Notices
				notices={ notices }
				onRemove={ removeNotice }
				className={ className }
			/>
			<SnackbarList notices={ notices } onRemove={ removeNotice } />
		</>
	);
}
