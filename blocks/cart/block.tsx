import { __ } from '@wordpress/i18n';

import type { Cart } from '../../assets/api/types';
import CartSummaryTable from '../../assets/components/cart-summary-table';

type Props = {
	cart: Cart | null;
	shopUrl: string;
	errorMessage?: string | null;
};

/**
 * The cart's view, shared by the editor (with preview data) and the front end.
 *
 * @param props              Props.
 * @param props.cart         The cart, or null while it is unknown.
 * @param props.shopUrl      Where the empty cart's link goes.
 * @param props.errorMessage Why the cart could not be read, if it could not.
 * @return The view.
 */
export default function CartBlock( { cart, shopUrl, errorMessage }: Props ) {
	if ( errorMessage ) {
		return (
			<p className="kassa-cart__error" role="alert">
				{ errorMessage }
			</p>
		);
	}
	if ( ! cart ) {
		return <div className="kassa-cart__skeleton" aria-busy="true" />;
	}
	if ( cart.items.length === 0 ) {
		return (
			<div className="kassa-cart__empty">
				<h2>{ __( 'Your cart is currently empty!', 'kassa' ) }</h2>
				<a href={ shopUrl }>{ __( 'Browse store', 'kassa' ) }</a>
			</div>
		);
	}
	return (
		<CartSummaryTable
			cart={ cart }
			caption={ __( 'Products in cart', 'kassa' ) }
		/>
	);
}
