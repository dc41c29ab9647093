import { getIslandComponent } from '@kassa/extensions';

/**
 * Shows an island (HTML the server printed for a field) with the component the package that
 * printed it registered (`registerIslandComponent`); nothing when none is registered.
 *
 * @param island The island's key.
 * @return The island, or nothing.
 */
export function renderIsland( island: string ) {
	const Island = getIslandComponent();
	return Island ? <Island islandKey={ island } /> : null;
}
