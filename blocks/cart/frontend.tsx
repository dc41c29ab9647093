import { useSelect } from '@wordpress/data';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { renderParentBlock } from '../../assets/utils/render-block';
import BlockErrorBoundary from '../../assets/components/block-error-boundary';
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

renderParentBlock( {
	selector: '.wp-block-kassa-cart',
	Block: CartFrontend,
	blocks: {},
	Wrapper: BlockErrorBoundary,
} );
