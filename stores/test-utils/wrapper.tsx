import { RegistryProvider, type DataRegistry } from '@wordpress/data';
import type { ReactNode } from 'react';

import { EditorContext } from '../../assets/components/editor-context';

/**
 * A wrapper for renderHook/render: the test's registry, in the editor or on the front end.
 *
 * @param registry The registry (makeRegistry()).
 * @param isEditor Whether the hooks run in the block editor.
 * @return The wrapper component.
 */
export function registryWrapper( registry: DataRegistry, isEditor = false ) {
	return function Wrapper( { children }: { children: ReactNode } ) {
		return (
			<RegistryProvider value={ registry }>
				<EditorContext.Provider value={ isEditor }>
					{ children }
				</EditorContext.Provider>
			</RegistryProvider>
		);
	};
}
