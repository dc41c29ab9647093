/**
 * Islands in Kassa's forms: HTML the server printed with the page for a field (a field a shop's
 * server adds to an address or the order, `AddressFieldDefinition.island`). The package that
 * prints them registers the component that shows one; Kassa's forms render it in the field's
 * place, and nothing where none is registered.
 */
import type { ComponentType } from 'react';

/** The props an island component gets. */
export interface IslandProps {
	/** The island's key, as the server printed it. */
	islandKey: string;
}

let islandComponent: ComponentType< IslandProps > | null = null;

/**
 * Sets the component that shows an island (the last one registered wins).
 *
 * @param component The component.
 */
export function registerIslandComponent(
	component: ComponentType< IslandProps >
): void {
	islandComponent = component;
}

/**
 * The component that shows an island.
 *
 * @return The component, or null when none is registered.
 */
export function getIslandComponent(): ComponentType< IslandProps > | null {
	return islandComponent;
}
