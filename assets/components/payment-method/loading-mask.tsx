import clsx from 'clsx';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import Spinner from '../spinner';

type Props = {
	children?: ReactNode;
	className?: string;
	/** What a screen reader hears while loading. */
	screenReaderLabel?: string;
	showSpinner?: boolean;
	isLoading?: boolean;
};

/**
 * Greys out and disables what it wraps while loading (WooCommerce's `LoadingMask`, given to
 * every payment method in `props.components`).
 *
 * @param props                   Props.
 * @param props.children          What is wrapped.
 * @param props.className         Extra class.
 * @param props.screenReaderLabel The busy text for screen readers.
 * @param props.showSpinner       Show a spinner over it.
 * @param props.isLoading         Whether it is loading.
 * @return The wrapper.
 */
export default function LoadingMask( {
	children,
	className,
	screenReaderLabel,
	showSpinner = false,
	isLoading = true,
}: Props ) {
	return (
		<div
			className={ clsx( className, {
				'kassa-loading-mask': isLoading,
			} ) }
			aria-busy={ isLoading || undefined }
		>
			{ isLoading && showSpinner && <Spinner /> }
			<div
				aria-hidden={ isLoading || undefined }
				className="kassa-loading-mask__content"
			>
				{ children }
			</div>
			{ isLoading && (
				<span className="kassa-screen-reader-text">
					{ screenReaderLabel || __( 'Loading…', 'kassa' ) }
				</span>
			) }
		</div>
	);
}
