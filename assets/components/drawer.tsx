import clsx from 'clsx';
import {
	createPortal,
	useEffect,
	useId,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';

import { DRAWER_EXIT_MS } from '../constants';
import { CloseIcon } from './icons';

const FOCUSABLE =
	'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

type Props = {
	isOpen: boolean;
	onClose: () => void;
	/** The dialog's title; labels it. */
	title?: ReactNode;
	/** The dialog's accessible name when it has no title. */
	label?: string;
	children: ReactNode;
	/** Which edge it slides in from. */
	side?: 'left' | 'right';
	className?: string;
	/** Extra style of the dialog, e.g. its width (`--kassa-drawer-width`). */
	style?: CSSProperties;
};

function focusableIn( element: HTMLElement | null ): HTMLElement[] {
	return element
		? Array.from( element.querySelectorAll< HTMLElement >( FOCUSABLE ) )
		: [];
}

/**
 * A side drawer dialog (SPEC §2 region 9): modal, labelled by its title (or, without one, its
 * label), with a 'Close' button.
 * Focus moves in when it opens and is trapped inside, Escape (inside, or with focus fallen to the
 * page's body) and the backdrop close it, focus
 * returns to the opener, and it stays rendered DRAWER_EXIT_MS after closing (class
 * kassa-drawer--is-closing) for its exit animation.
 *
 * @param props           Props.
 * @param props.isOpen    Open.
 * @param props.onClose   Asks the parent to close it.
 * @param props.title     Dialog title.
 * @param props.label     Accessible name without a title.
 * @param props.children  Content.
 * @param props.side      Edge it slides from.
 * @param props.className Extra class.
 * @param props.style     Extra style.
 * @return The drawer in a portal, or null when closed.
 */
export default function Drawer( {
	isOpen,
	onClose,
	title,
	label,
	children,
	side = 'right',
	className,
	style,
}: Props ) {
	const [ isRendered, setIsRendered ] = useState( isOpen );
	const dialogRef = useRef< HTMLDivElement >( null );
	const openerRef = useRef< HTMLElement | null >( null );
	const onCloseRef = useRef( onClose );
	onCloseRef.current = onClose;
	const titleId = useId();

	// SPEC §4: stay rendered for the exit animation after closing.
	useEffect( () => {
		if ( isOpen ) {
			setIsRendered( true );
			return undefined;
		}
		const timer = setTimeout(
			() => setIsRendered( false ),
			DRAWER_EXIT_MS
		);
		return () => clearTimeout( timer );
	}, [ isOpen ] );

	// Focus moves in on open and back to the opener on close.
	useEffect( () => {
		if ( ! isOpen ) {
			return undefined;
		}
		const dialog = dialogRef.current;
		const { activeElement } = dialog?.ownerDocument ?? document;
		openerRef.current =
			activeElement instanceof HTMLElement ? activeElement : null;
		( focusableIn( dialog )[ 0 ] ?? dialog )?.focus();
		document.body.classList.add( 'kassa-drawer-is-open' );

		// Whatever moves focus out (a screen reader, a script) brings it back in.
		const keepFocusInside = ( event: FocusEvent ) => {
			if ( dialog && ! dialog.contains( event.target as Node ) ) {
				( focusableIn( dialog )[ 0 ] ?? dialog ).focus();
			}
		};
		// Focus can fall out to the body without a focusin (the focused − turned disabled at the
		// lowest quantity); Escape there still closes.
		const closeOnEscapeFromBody = ( event: globalThis.KeyboardEvent ) => {
			if ( event.key === 'Escape' && event.target === document.body ) {
				onCloseRef.current();
			}
		};
		document.addEventListener( 'focusin', keepFocusInside );
		document.addEventListener( 'keydown', closeOnEscapeFromBody );
		return () => {
			document.removeEventListener( 'focusin', keepFocusInside );
			document.removeEventListener( 'keydown', closeOnEscapeFromBody );
			document.body.classList.remove( 'kassa-drawer-is-open' );
			if ( openerRef.current?.isConnected ) {
				openerRef.current.focus();
			}
		};
	}, [ isOpen ] );

	if ( ! isOpen && ! isRendered ) {
		return null;
	}

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' ) {
			event.stopPropagation();
			onClose();
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		const focusable = focusableIn( dialogRef.current );
		if ( focusable.length === 0 ) {
			event.preventDefault();
			return;
		}
		const first = focusable[ 0 ];
		const last = focusable[ focusable.length - 1 ];
		const active = dialogRef.current?.ownerDocument.activeElement;
		if (
			event.shiftKey &&
			( active === first || active === dialogRef.current )
		) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	const isClosing = ! isOpen;
	return createPortal(
		<div
			className={ clsx(
				'kassa-drawer-wrapper',
				`kassa-drawer-wrapper--${ side }`,
				{ 'kassa-drawer-wrapper--is-closing': isClosing }
			) }
		>
			<div
				className="kassa-drawer__overlay"
				aria-hidden="true"
				onClick={ onClose }
			/>
			{ /* The dialog pattern: Escape and the Tab trap are handled on the dialog itself. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				ref={ dialogRef }
				className={ clsx( 'kassa-drawer', className, {
					'kassa-drawer--is-open': isOpen,
					'kassa-drawer--is-closing': isClosing,
				} ) }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ title ? titleId : undefined }
				aria-label={ title ? undefined : label }
				tabIndex={ -1 }
				style={ style }
				// The dialog pattern: Escape and the Tab trap are handled on the dialog itself.

				onKeyDown={ onKeyDown }
			>
				<div className="kassa-drawer__header">
					{ title && (
						<h2 id={ titleId } className="kassa-drawer__title">
							{ title }
						</h2>
					) }
					<button
						type="button"
						className="kassa-drawer__close"
						aria-label={ __( 'Close', 'kassa' ) }
						onClick={ onClose }
					>
						<CloseIcon />
					</button>
				</div>
				<div className="kassa-drawer__content">{ children }</div>
			</div>
		</div>,
		document.body
	);
}
