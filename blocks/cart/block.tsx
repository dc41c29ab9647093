import clsx from 'clsx';
import { useSelect } from '@wordpress/data';
import { useContext } from '@wordpress/element';
import { cartStore, NOTICE_CONTEXTS } from '@kassa/data';
import type { ReactNode } from 'react';

import StoreNoticesContainer from '../../hooks/store-notices-container';
import {
	ShellWidthContext,
	useContainerWidthClass,
} from '../../assets/utils/use-container-width-class';

type Props = {
	children?: ReactNode;
};

/**
 * The cart: the `wc/cart` notices, then its inner blocks (the filled and the empty cart, each
 * showing itself when it applies). The container width class (is-large, is-medium, is-small,
 * is-mobile) drives the responsive layout.
 *
 * @param props          Props.
 * @param props.children The rendered inner blocks.
 * @return The cart.
 */
export default function CartBlock( { children }: Props ) {
	const [ ref, widthClass ] = useContainerWidthClass(
		useContext( ShellWidthContext )
	);
	const { hasCart, errorMessage } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			hasCart: !! store.getCartData(),
			errorMessage: store.getCartErrorMessage(),
		};
	}, [] );
	if ( ! hasCart ) {
		return errorMessage ? (
			<p className="kassa-cart__error" role="alert">
				{ errorMessage }
			</p>
		) : (
			<div className="kassa-cart__skeleton" aria-busy="true" />
		);
	}
	return (
		<div ref={ ref } className={ clsx( 'kassa-cart', widthClass ) }>
			<StoreNoticesContainer context={ NOTICE_CONTEXTS.CART } />
			{ children }
		</div>
	);
}
