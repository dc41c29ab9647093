import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/products`, with a skeleton of the grid's height. */
export default saveBlockShell( 'kassa/products', 'kassa-products__skeleton' );
