import { useSelect } from '@wordpress/data';
import { _n, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { cartStore } from '@kassa/data';

import Drawer from '../../assets/components/drawer';
import StoreNoticesContainer from '../../assets/components/store-notices-container';
import { NOTICE_CONTEXTS } from '../../assets/constants';

type Props = {
	isOpen: boolean;
	onClose: () => void;
	/** The contents' inner blocks. */
	children: ReactNode;
};

/**
 * The mini-cart's drawer: a dialog titled with the item count, the cart's notices, and the
 * blocks of the `kassa/mini-cart-contents` area.
 *
 * @param props          Props.
 * @param props.isOpen   Open.
 * @param props.onClose  Closes it.
 * @param props.children The area's blocks.
 * @return The drawer.
 */
export default function MiniCartDrawer( { isOpen, onClose, children }: Props ) {
	const itemsCount = useSelect(
		( select ) => select( cartStore ).getItemsCount(),
		[]
	);
	return (
		<Drawer
			isOpen={ isOpen }
			onClose={ onClose }
			className="kassa-mini-cart__drawer"
			title={ sprintf(
				/* translators: %d: number of items in the cart */
				_n(
					'Your cart (%d item)',
					'Your cart (%d items)',
					itemsCount,
					'kassa'
				),
				itemsCount
			) }
		>
			<StoreNoticesContainer context={ NOTICE_CONTEXTS.CART } />
			<div className="wp-block-kassa-mini-cart-contents">
				{ children }
			</div>
		</Drawer>
	);
}
