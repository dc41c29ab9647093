import { __ } from '@wordpress/i18n';

import type { Cart } from '../../assets/api/types';
import CartSummaryTable from '../../assets/components/cart-summary-table';

type Props = {
	cart: Cart | null;
	cartUrl: string;
	errorMessage?: string | null;
};

/**
 * The checkout's view, shared by the editor (with preview data) and the front end.
 *
 * @param props              Props.
 * @param props.cart         The cart, or null while it is unknown.
 * @param props.cartUrl      Where the return-to-cart link goes.
 * @param props.errorMessage Why the cart could not be read, if it could not.
 * @return The view.
 */
export default function CheckoutBlock( {
	cart,
	cartUrl,
	errorMessage,
}: Props ) {
	if ( errorMessage ) {
		return (
			<p className="kassa-checkout__error" role="alert">
				{ errorMessage }
			</p>
		);
	}
	if ( ! cart ) {
		return <div className="kassa-checkout__skeleton" aria-busy="true" />;
	}
	return (
		<div className="kassa-checkout__layout">
			<h2 className="kassa-checkout__title">
				{ __( 'Order summary', 'kassa' ) }
			</h2>
			<CartSummaryTable
				cart={ cart }
				caption={ __( 'Order summary', 'kassa' ) }
			/>
			<a className="kassa-checkout__return" href={ cartUrl }>
				{ __( 'Return to Cart', 'kassa' ) }
			</a>
		</div>
	);
}
