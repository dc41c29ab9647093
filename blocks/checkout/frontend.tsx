import { useSelect } from '@wordpress/data';
import { cartStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { renderParentBlock } from '../../assets/utils/render-block';
import BlockErrorBoundary from '../../assets/components/block-error-boundary';
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

renderParentBlock( {
	selector: '.wp-block-kassa-checkout',
	Block: CheckoutFrontend,
	blocks: {},
	Wrapper: BlockErrorBoundary,
} );
