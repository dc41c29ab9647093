/**
 * `registerCheckoutBlock`: extensions add inner blocks to the named block areas (SPEC §2, §5:
 * non-empty string name, object metadata, parent that is a registered block area, and a
 * component).
 */
import type { ComponentType } from 'react';
import { INNER_BLOCK_AREAS } from '@kassa/data';

export interface CheckoutBlockOptions {
	metadata: {
		name: string;
		parent: string | string[];
		[ key: string ]: unknown;
	};
	/** The component, or a lazy one (React.lazy). */
	component: ComponentType< any > | object;
	/**
	 * Render the block in its areas even where the page's saved layout lacks it (at the area's
	 * end). By default, when its metadata locks it against removal
	 * (`attributes.lock.default.remove`), as in WooCommerce.
	 */
	force?: boolean;
}

/** The part of block.json's attributes that says whether a block may be removed. */
type LockedAttributes = { lock?: { default?: { remove?: boolean } } };

const areas = new Set< string >( Object.values( INNER_BLOCK_AREAS ) );
// Area => block name => options.
const blocks = new Map< string, Map< string, CheckoutBlockOptions > >();

/**
 * Adds a block area (for blocks that declare their own).
 *
 * @param area The area's block name.
 */
export function registerInnerBlockArea( area: string ): void {
	areas.add( area );
}

/**
 * Registers an inner block for one or more block areas. Invalid options throw a TypeError that
 * says what is wrong.
 *
 * @param options metadata (name, parent), component, force.
 */
export function registerCheckoutBlock( options: CheckoutBlockOptions ): void {
	const problem = ( text: string ) =>
		new TypeError( `registerCheckoutBlock: ${ text }` );
	if ( ! options || typeof options !== 'object' ) {
		throw problem( 'the options must be an object.' );
	}
	const { metadata, component } = options;
	if (
		! metadata ||
		typeof metadata !== 'object' ||
		Array.isArray( metadata )
	) {
		throw problem( 'metadata must be an object.' );
	}
	if ( typeof metadata.name !== 'string' || metadata.name.trim() === '' ) {
		throw problem( 'metadata.name must be a non-empty string.' );
	}
	const parents = ( [] as unknown[] ).concat( metadata.parent ?? [] );
	if (
		! parents.length ||
		parents.some(
			( parent ) => typeof parent !== 'string' || ! areas.has( parent )
		)
	) {
		throw problem(
			`metadata.parent of '${
				metadata.name
			}' must name registered block areas: ${ [ ...areas ].join( ', ' ) }.`
		);
	}
	const isComponent =
		typeof component === 'function' ||
		( !! component &&
			typeof component === 'object' &&
			'$$typeof' in component );
	if ( ! isComponent ) {
		throw problem( `the component of '${ metadata.name }' is missing.` );
	}
	const lock = ( metadata.attributes as LockedAttributes | undefined )?.lock;
	const registration = {
		...options,
		force:
			typeof options.force === 'boolean'
				? options.force
				: Boolean( lock?.default?.remove ),
	};
	for ( const parent of parents as string[] ) {
		if ( ! blocks.has( parent ) ) {
			blocks.set( parent, new Map() );
		}
		blocks.get( parent )!.set( metadata.name, registration );
	}
}

/**
 * The blocks registered for an area.
 *
 * @param area The area.
 * @return Their options, in registration order.
 */
export function getRegisteredBlocks( area: string ): CheckoutBlockOptions[] {
	return [ ...( blocks.get( area )?.values() ?? [] ) ];
}

/**
 * The blocks an area renders even where the page's saved layout lacks them.
 *
 * @param area The area.
 * @return Their options, in registration order.
 */
export function getForcedBlocks( area: string ): CheckoutBlockOptions[] {
	return getRegisteredBlocks( area ).filter( ( block ) => block.force );
}

/**
 * Whether a name is a block area extensions may add blocks to.
 *
 * @param area The block name.
 * @return True for a registered area.
 */
export function isInnerBlockArea( area: string ): boolean {
	return areas.has( area );
}

/**
 * Block name => component, for an area (what a parent's frontend maps inner blocks with).
 *
 * @param area The area.
 * @return The components.
 */
export function getRegisteredBlockComponents( area: string ) {
	return Object.fromEntries(
		getRegisteredBlocks( area ).map( ( block ) => [
			block.metadata.name,
			block.component,
		] )
	);
}

/**
 * Removes every registered block (tests).
 */
export function resetCheckoutBlocks(): void {
	blocks.clear();
}
