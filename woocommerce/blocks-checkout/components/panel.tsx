import clsx from 'clsx';
import type { ReactNode } from 'react';

import KassaPanel from '../../../assets/components/panel';

/**
 * WooCommerce's `Panel`, drawn with Kassa's: a titled section that opens and closes.
 *
 * @param props             Props.
 * @param props.className   Extra class.
 * @param props.initialOpen Open at first.
 * @param props.hasBorder   Drawn with a border.
 * @param props.title       The title.
 * @param props.children    The content.
 * @return The panel.
 */
export function Panel( {
	className,
	initialOpen = false,
	hasBorder = false,
	title,
	children,
}: {
	className?: string;
	initialOpen?: boolean;
	hasBorder?: boolean;
	title: ReactNode;
	children?: ReactNode;
} ) {
	return (
		<KassaPanel
			className={ clsx( 'wc-block-components-panel', className, {
				'has-border': hasBorder,
			} ) }
			initialOpen={ initialOpen }
			title={ title }
		>
			{ children }
		</KassaPanel>
	);
}
