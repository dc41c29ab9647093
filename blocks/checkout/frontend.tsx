import { useSelect } from '@wordpress/data';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { renderBlock } from '../../assets/utils/render-block';
import CheckoutBlock from './block';

function CheckoutFrontend() {
	const { cart, errorMessage } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			cart: store.getCartData(),
			errorMessage: store.getCartErrorMessage(),
		};
	}, [] );
	return (
		<CheckoutBlock
			cart={ cart }
			cartUrl={ getSetting( 'pages' ).cart }
			errorMessage={ errorMessage }
		/>
	);
}

renderBlock( '.wp-block-kassa-checkout', CheckoutFrontend );
