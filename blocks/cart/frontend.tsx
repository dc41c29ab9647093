import { useSelect } from '@wordpress/data';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { renderBlock } from '../../assets/utils/render-block';
import CartBlock from './block';

function CartFrontend() {
	const { cart, errorMessage } = useSelect( ( select ) => {
		const store = select( cartStore );
		return {
			cart: store.getCartData(),
			errorMessage: store.getCartErrorMessage(),
		};
	}, [] );
	return (
		<CartBlock
			cart={ cart }
			shopUrl={ getSetting( 'pages' ).shop }
			errorMessage={ errorMessage }
		/>
	);
}

renderBlock( '.wp-block-kassa-cart', CartFrontend );
