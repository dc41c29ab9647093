import clsx from 'clsx';
import { useSelect } from '@wordpress/data';
import { useContext } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cartStore, NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';
import type { ReactNode } from 'react';

import StoreNoticesContainer from '../../hooks/store-notices-container';
import {
	ShellWidthContext,
	useContainerWidthClass,
} from '../../assets/utils/use-container-width-class';
import {
	CheckoutSettingsContext,
	CheckoutWidthContext,
	useSettingsFromAttributes,
} from './context';

type Props = Record< string, unknown > & {
	children?: ReactNode;
};

/**
 * The checkout: its inner blocks (the steps column and the totals column) with the block's
 * settings shared through context. An empty cart shows a link back to the shop instead, under
 * the checkout's notices.
 *
 * @param props          The block's attributes.
 * @param props.children The rendered inner blocks.
 * @return The checkout.
 */
export default function CheckoutBlock( { children, ...attributes }: Props ) {
	const settings = useSettingsFromAttributes( attributes );
	const [ ref, widthClass ] = useContainerWidthClass(
		useContext( ShellWidthContext )
	);
	const { cart, errorMessage } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			cart: store.getCartData(),
			errorMessage: store.getCartErrorMessage(),
		};
	}, [] );
	if ( ! cart ) {
		return errorMessage ? (
			<p className="kassa-checkout__error" role="alert">
				{ errorMessage }
			</p>
		) : (
			<div className="kassa-checkout__skeleton" aria-busy="true" />
		);
	}
	if ( cart.items.length === 0 && ! attributes.isEditor ) {
		return (
			<div className="kassa-checkout__empty">
				{ /* Why it emptied, when placing the order found it so (another tab placed it). */ }
				<StoreNoticesContainer context={ NOTICE_CONTEXTS.CHECKOUT } />
				<h2>{ __( 'Your cart is currently empty!', 'kassa' ) }</h2>
				<p className="kassa-checkout__empty-links">
					<a href={ getSetting( 'pages' ).shop }>
						{ __( 'Browse store', 'kassa' ) }
					</a>
					<a href={ getSetting( 'pages' ).cart }>
						{ __( 'Return to Cart', 'kassa' ) }
					</a>
				</p>
			</div>
		);
	}
	return (
		<CheckoutSettingsContext.Provider value={ settings }>
			<CheckoutWidthContext.Provider value={ widthClass }>
				<div
					ref={ ref }
					className={ clsx( 'kassa-checkout', widthClass, {
						'kassa-checkout--step-numbers':
							settings.showStepNumbers,
					} ) }
				>
					{ children }
				</div>
			</CheckoutWidthContext.Provider>
		</CheckoutSettingsContext.Provider>
	);
}
