import { saveBlockShell } from '../editor/save-block-shell';

/** The static shell of `kassa/classic-hook`: its hook as a data attribute. */
export default saveBlockShell( 'kassa/classic-hook' );
