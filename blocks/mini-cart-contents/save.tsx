import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/mini-cart-contents`: the shells of the blocks it holds. */
export default saveBlockShell( 'kassa/mini-cart-contents' );
