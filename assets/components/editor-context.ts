import { createContext, useContext } from '@wordpress/element';

/**
 * True inside the block editor. Hooks that call the Store API check it, so clicking a preview
 * block's controls never changes the admin's real cart.
 */
export const EditorContext = createContext( false );

/**
 * Whether the component renders in the block editor.
 *
 * @return True in the editor.
 */
export function useIsEditor() {
	return useContext( EditorContext );
}
