import clsx from 'clsx';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { SNACKBAR_TIMEOUT_MS, SNACKBAR_TRANSITION_MS } from '../constants';
import { CloseIcon } from './icons';
import { noticeRole, type Notice } from './notices';

type SnackbarProps = {
	notice: Notice;
	onRemove: ( id: string ) => void;
};

function Snackbar( { notice, onRemove }: SnackbarProps ) {
	const [ isLeaving, setIsLeaving ] = useState( false );
	const onRemoveRef = useRef( onRemove );
	onRemoveRef.current = onRemove;

	// SPEC §4: auto-dismiss after SNACKBAR_TIMEOUT_MS.
	useEffect( () => {
		const timer = setTimeout(
			() => setIsLeaving( true ),
			SNACKBAR_TIMEOUT_MS
		);
		return () => clearTimeout( timer );
	}, [] );

	// Removed once its exit transition has played.
	useEffect( () => {
		if ( ! isLeaving ) {
			return undefined;
		}
		const timer = setTimeout(
			() => onRemoveRef.current( notice.id ),
			SNACKBAR_TRANSITION_MS
		);
		return () => clearTimeout( timer );
	}, [ isLeaving, notice.id ] );

	return (
		<div
			className={ clsx(
				'kassa-snackbar',
				`kassa-snackbar--${ notice.status }`,
				{ 'kassa-snackbar--is-leaving': isLeaving }
			) }
			role={ noticeRole( notice.status ) }
		>
			<div className="kassa-snackbar__content">{ notice.content }</div>
			{ notice.isDismissible !== false && (
				<button
					type="button"
					className="kassa-snackbar__dismiss"
					aria-label={ __( 'Dismiss this notice', 'kassa' ) }
					onClick={ () => setIsLeaving( true ) }
				>
					<CloseIcon />
				</button>
			) }
		</div>
	);
}

type Props = {
	notices: Notice[];
	/** Removes a notice once it has left. */
	onRemove: ( id: string ) => void;
	className?: string;
};

/**
 * Snackbar notices (type 'snackbar'), stacked at the bottom of the screen. Each leaves by
 * itself after SNACKBAR_TIMEOUT_MS (10 s) or when dismissed, with a SNACKBAR_TRANSITION_MS
 * exit transition before `onRemove` is called.
 *
 * @param props           Props.
 * @param props.notices   Notices; only the snackbar ones are shown.
 * @param props.onRemove  Removes a notice.
 * @param props.className Extra class.
 * @return The snackbar list.
 */
export default function SnackbarList( {
	notices,
	onRemove,
	className,
}: Props ) {
	const snackbars = notices.filter(
		( notice ) => notice.type === 'snackbar'
	);
	return (
		<div className={ clsx( 'kassa-snackbar-list', className ) }>
			{ snackbars.map( ( notice ) => (
				<Snackbar
					key={ notice.id }
					notice={ notice }
					onRemove={ onRemove }
				/>
			) ) }
		</div>
	);
}
