import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import Drawer from '../../assets/components/drawer';
import StoreNoticesContainer from '../../hooks/store-notices-container';
import { NOTICE_CONTEXTS } from '../../assets/constants';
import { drawerWidthStyle } from './width';

type Props = {
	isOpen: boolean;
	onClose: () => void;
	/** The title block, rendered; none when the admin removed it. */
	title?: ReactNode;
	/** The drawer's width, a CSS length. */
	width?: string;
	/** The contents' other blocks. */
	children: ReactNode;
};

/**
 * The mini-cart's drawer: a dialog headed by the title block (named 'Your cart' without one),
 * the cart's notices, and the blocks of the `kassa/mini-cart-contents` area.
 *
 * @param props          Props.
 * @param props.isOpen   Open.
 * @param props.onClose  Closes it.
 * @param props.title    The title block.
 * @param props.width    Its width.
 * @param props.children The area's blocks.
 * @return The drawer.
 */
export default function MiniCartDrawer( {
	isOpen,
	onClose,
	title,
	width,
	children,
}: Props ) {
	return (
		<Drawer
			isOpen={ isOpen }
			onClose={ onClose }
			className="kassa-mini-cart__drawer"
			title={ title }
			label={ __( 'Your cart', 'kassa' ) }
			style={ drawerWidthStyle( width ) }
		>
			<StoreNoticesContainer context={ NOTICE_CONTEXTS.CART } />
			<div className="wp-block-kassa-mini-cart-contents">
				{ children }
			</div>
		</Drawer>
	);
}
