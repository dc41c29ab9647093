/**
 * Slots and fills: an extension puts content (a fill) into a named slot that Kassa's blocks
 * render (`EXTENSION_SLOTS`), and the slot gives each piece of it what it knows (its fill
 * props: the cart, its extension data, the block it sits in). Fills live in one registry for
 * the page, so a fill may render anywhere (another React root, or none of the slot's
 * ancestors) and shows wherever its slot is.
 */
import {
	Children,
	cloneElement,
	isValidElement,
	useLayoutEffect,
	useMemo,
	useState,
	useSyncExternalStore,
} from '@wordpress/element';
import type { ReactNode } from 'react';
import { getSetting } from '@kassa/settings';

import BlockErrorBoundary from '../../assets/components/block-error-boundary';

type FillEntry = { key: number; content: ReactNode };

// Slot name => fill key => content, in the order fills first rendered.
const fills = new Map< string, Map< number, ReactNode > >();
const listeners = new Set< () => void >();
// Slot name => its fills as one array, rebuilt only when they change (stable for React).
const snapshots = new Map< string, FillEntry[] >();
const NO_FILLS: FillEntry[] = [];
let lastKey = 0;

function changed( slot: string ) {
	snapshots.delete( slot );
	listeners.forEach( ( listener ) => listener() );
}

function subscribe( listener: () => void ) {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * Puts content into a slot (replacing what this fill put there before).
 *
 * @param slot    The slot's name.
 * @param id      The fill's id.
 * @param content Its content.
 */
function setFill( slot: string, id: number, content: ReactNode ) {
	if ( ! fills.has( slot ) ) {
		fills.set( slot, new Map() );
	}
	fills.get( slot )!.set( id, content );
	changed( slot );
}

function removeFill( slot: string, id: number ) {
	if ( fills.get( slot )?.delete( id ) ) {
		changed( slot );
	}
}

function getEntries( slot: string ): FillEntry[] {
	if ( ! snapshots.has( slot ) ) {
		const entries = [ ...( fills.get( slot )?.entries() ?? [] ) ].map(
			( [ key, content ] ) => ( { key, content } )
		);
		snapshots.set( slot, entries.length ? entries : NO_FILLS );
	}
	return snapshots.get( slot )!;
}

function useEntries( slot: string ): FillEntry[] {
	return useSyncExternalStore( subscribe, () => getEntries( slot ) );
}

/**
 * The contents of a slot's fills, in the order the fills first rendered.
 *
 * @param slot The slot's name.
 * @return One entry per fill (a fill's children, as it gave them).
 */
export function getSlotFills( slot: string ): ReactNode[] {
	return getEntries( slot ).map( ( entry ) => entry.content );
}

/**
 * A slot's fills, re-rendering when they change.
 *
 * @param slot The slot's name.
 * @return Their contents (see getSlotFills).
 */
export function useSlotFills( slot: string ): ReactNode[] {
	const entries = useEntries( slot );
	return useMemo(
		() => entries.map( ( entry ) => entry.content ),
		[ entries ]
	);
}

/**
 * Puts its children into a slot for as long as it is rendered.
 *
 * @param props          Props.
 * @param props.slot     The slot's name (see EXTENSION_SLOTS).
 * @param props.children What the slot shows; each element gets the slot's fill props.
 * @return Nothing where it is rendered.
 */
export function ExtensionFill( {
	slot,
	children,
}: {
	slot: string;
	children?: ReactNode;
} ) {
	const [ id ] = useState( () => ++lastKey );
	useLayoutEffect( () => {
		setFill( slot, id, children );
	}, [ slot, id, children ] );
	useLayoutEffect( () => () => removeFill( slot, id ), [ slot, id ] );
	return null;
}

/**
 * Renders a slot's fills, each element of them given the fill props and kept in an error
 * boundary of its own (a failing extension shows administrators its error and shoppers
 * nothing, and the page keeps working). Renders nothing, not even its wrapper, without fills.
 *
 * @param props           Props.
 * @param props.slot      The slot's name.
 * @param props.fillProps What each fill's elements receive as props.
 * @param props.className The wrapper's class.
 * @return The fills in a div, or nothing.
 */
export function ExtensionSlot( {
	slot,
	fillProps = {},
	className,
}: {
	slot: string;
	fillProps?: Record< string, unknown >;
	className?: string;
} ) {
	const entries = useEntries( slot );
	if ( ! entries.length ) {
		return null;
	}
	const showErrorDetails = getSetting( 'currentUserIsAdmin' );
	return (
		<div className={ className }>
			{ entries.map( ( { key, content } ) => (
				<BlockErrorBoundary
					key={ key }
					blockName={ slot }
					showErrorDetails={ showErrorDetails }
					onError={ ( error ) =>
						// eslint-disable-next-line no-console
						console.error( error )
					}
				>
					{ Children.map( content, ( child ) =>
						isValidElement( child )
							? cloneElement( child, fillProps )
							: child
					) }
				</BlockErrorBoundary>
			) ) }
		</div>
	);
}

/**
 * Removes every fill (tests).
 */
export function resetSlotFills(): void {
	fills.clear();
	[ ...snapshots.keys() ].forEach( changed );
	snapshots.clear();
}
