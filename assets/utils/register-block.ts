import { registerBlockType, type BlockConfiguration } from '@wordpress/blocks';

/**
 * Registers a block in the editor from its block.json and its edit/save components.
 * (block.json's JSON import is typed loosely: string categories, no attributes key.)
 *
 * @param metadata The imported block.json.
 * @param settings edit, save and any other client-only settings.
 */
export function registerBlockFromMetadata(
	metadata: object,
	settings: Partial< BlockConfiguration >
) {
	registerBlockType( metadata as BlockConfiguration, settings );
}
