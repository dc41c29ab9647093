/**
 * Islands: HTML the server printed for classic PHP (a gateway's `payment_fields()`, a classic
 * field, a classic hook's output), kept in a hidden store element after Kassa's block
 * (`#kassa-classic-islands`, includes/woocommerce/classic/class-kassa-classic-islands.php).
 * React never renders that HTML: `ClassicIsland` moves the island's own DOM node into its
 * container when it mounts and back into the store when it unmounts, so the node, what the
 * shopper typed into it and the listeners plugin scripts bound to it survive every re-render and
 * re-mount.
 */
import { useLayoutEffect, useRef } from '@wordpress/element';

/** The hidden element holding every island that is not on show. */
export const ISLAND_STORE_ID = 'kassa-classic-islands';

/** The class of an island's own element. */
export const ISLAND_CLASS = 'kassa-classic-island';

/** Island nodes found so far, by key (a node on show is no longer in the store). */
const found = new Map< string, HTMLElement >();

/**
 * The hidden store element, when the page has one.
 *
 * @return The element or null.
 */
export function getIslandStore(): HTMLElement | null {
	return document.getElementById( ISLAND_STORE_ID );
}

/**
 * An island's node, wherever it is now (in the store or on show).
 *
 * @param key The island's key, e.g. 'gateway:cheque'.
 * @return The node, or null when the server printed no such island.
 */
export function getIsland( key: string ): HTMLElement | null {
	const known = found.get( key );
	if ( known?.isConnected ) {
		return known;
	}
	const node = Array.from(
		getIslandStore()?.querySelectorAll< HTMLElement >(
			`.${ ISLAND_CLASS }`
		) ?? []
	).find( ( island ) => island.dataset.kassaIsland === key );
	if ( node ) {
		found.set( key, node );
	}
	return node ?? null;
}

/**
 * Every island's node, wherever it is now.
 *
 * @return The nodes.
 */
export function getIslands(): HTMLElement[] {
	getIslandStore()
		?.querySelectorAll< HTMLElement >( `.${ ISLAND_CLASS }` )
		.forEach( ( node ) => getIsland( node.dataset.kassaIsland ?? '' ) );
	return [ ...found.values() ].filter( ( node ) => node.isConnected );
}

/** Props of ClassicIsland. */
export interface ClassicIslandProps {
	/** The island's key. */
	islandKey: string;
	/** A class for the container. */
	className?: string;
}

/**
 * Shows an island: a container React renders empty, into which the island's node moves on
 * mount (and back into the store on unmount). Renders the empty container when the page has no
 * such island.
 *
 * @param props           Props.
 * @param props.islandKey The island's key.
 * @param props.className A class for the container.
 * @return The container.
 */
export function ClassicIsland( { islandKey, className }: ClassicIslandProps ) {
	const container = useRef< HTMLDivElement >( null );
	useLayoutEffect( () => {
		const node = getIsland( islandKey );
		const parent = container.current;
		if ( ! node || ! parent ) {
			return undefined;
		}
		parent.appendChild( node );
		return () => {
			// Back into the store, with its values and listeners, for the next mount.
			getIslandStore()?.appendChild( node );
		};
	}, [ islandKey ] );
	return (
		<div
			ref={ container }
			className={
				className
					? `kassa-classic-island-slot ${ className }`
					: 'kassa-classic-island-slot'
			}
		/>
	);
}
