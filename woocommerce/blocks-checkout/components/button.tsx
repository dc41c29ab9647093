import clsx from 'clsx';
import type { ReactNode } from 'react';

import Spinner from '../../../assets/components/spinner';

/**
 * WooCommerce's `Button`: a button (a link when given `href`), with a spinner while busy.
 *
 * @param props             Props.
 * @param props.className   Extra class.
 * @param props.showSpinner Show the spinner.
 * @param props.variant     'contained', 'outlined' or 'text'.
 * @param props.children    The label.
 * @param props.href
 * @return The button.
 */
export function Button( {
	className,
	showSpinner = false,
	variant = 'contained',
	children,
	...props
}: {
	className?: string;
	showSpinner?: boolean;
	variant?: string;
	children?: ReactNode;
	href?: string;
	[ key: string ]: unknown;
} ) {
	const classes = clsx(
		'wc-block-components-button',
		'wp-element-button',
		`${ variant }`,
		className,
		{ 'wc-block-components-button--loading': showSpinner }
	);
	const content = (
		<>
			{ showSpinner && <Spinner /> }
			<span className="wc-block-components-button__text">
				{ children }
			</span>
		</>
	);
	if ( props.href ) {
		return (
			<a { ...props } className={ classes }>
				{ content }
			</a>
		);
	}
	return (
		<button type="button" { ...props } className={ classes }>
			{ content }
		</button>
	);
}
