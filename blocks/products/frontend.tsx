import {
	renderParentBlock,
	type FrontendBlockComponent,
} from '../../hooks/render-block';
import ProductsBlock from './block';

renderParentBlock( {
	selector: '.wp-block-kassa-products',
	// The shell's data attributes are the block's attributes.
	Block: ProductsBlock as FrontendBlockComponent,
	blocks: {},
} );
