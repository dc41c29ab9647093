import type { ReactNode } from 'react';

/**
 * WooCommerce's `Label`: a text, and another for screen readers when they differ.
 *
 * @param props                   Props.
 * @param props.label             What is shown.
 * @param props.screenReaderLabel What screen readers read instead.
 * @param props.wrapperElement    The wrapping element ('span').
 * @param props.wrapperProps      Its props.
 * @return The label.
 */
export function Label( {
	label,
	screenReaderLabel,
	wrapperElement: Wrapper = 'span',
	wrapperProps = {},
}: {
	label?: ReactNode;
	screenReaderLabel?: string;
	wrapperElement?: 'span' | 'div' | 'label' | 'p';
	wrapperProps?: Record< string, unknown >;
} ) {
	if ( ! screenReaderLabel || screenReaderLabel === label ) {
		return <Wrapper { ...wrapperProps }>{ label }</Wrapper>;
	}
	return (
		<Wrapper { ...wrapperProps }>
			<span aria-hidden="true">{ label }</span>
			<span className="kassa-screen-reader-text screen-reader-text">
				{ screenReaderLabel }
			</span>
		</Wrapper>
	);
}
