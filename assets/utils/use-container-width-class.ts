/**
 * Binds a container's width to its layout class (SPEC.md §9 "Container width classes").
 */
import {
	createContext,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';

import {
	getContainerWidthClass,
	type ContainerWidthClass,
} from './container-width';

/**
 * The width of the saved shell a parent block renders into, measured just before its first
 * render (renderParentBlock), when the page is laid out with the shell's skeleton. The parent's
 * own container fills the shell, so it starts with its class instead of measuring its new markup
 * (a forced layout) and rendering twice.
 */
export const ShellWidthContext = createContext< number | undefined >(
	undefined
);

/**
 * Watches an element's width with a ResizeObserver and returns its container width class.
 * Without a known width, the element is measured as soon as it mounts, before the first paint,
 * so a wide checkout does not flash its mobile layout.
 *
 * @example
 * const [ ref, widthClass ] = useContainerWidthClass();
 * return <div ref={ ref } className={ clsx( 'kassa-checkout', widthClass ) } />;
 *
 * @param knownWidth The element's width before it renders, if known (ShellWidthContext).
 * @return A callback ref for the container, and its class ('' until measured).
 */
export function useContainerWidthClass(
	knownWidth?: number
): [ ( element: HTMLElement | null ) => void, ContainerWidthClass | '' ] {
	const [ widthClass, setWidthClass ] = useState< ContainerWidthClass | '' >(
		() =>
			knownWidth === undefined ? '' : getContainerWidthClass( knownWidth )
	);
	const observer = useRef< ResizeObserver | null >( null );
	// A known width stands for the first element's measurement.
	const isFirstKnown = useRef( knownWidth !== undefined );

	const ref = useCallback( ( element: HTMLElement | null ) => {
		observer.current?.disconnect();
		observer.current = null;
		if ( ! element ) {
			return;
		}
		if ( isFirstKnown.current ) {
			isFirstKnown.current = false;
		} else {
			setWidthClass(
				getContainerWidthClass( element.getBoundingClientRect().width )
			);
		}
		if ( typeof ResizeObserver === 'undefined' ) {
			return;
		}
		observer.current = new ResizeObserver( ( entries ) => {
			const entry = entries[ entries.length - 1 ];
			if ( entry ) {
				setWidthClass(
					getContainerWidthClass( entry.contentRect.width )
				);
			}
		} );
		observer.current.observe( element );
	}, [] );

	useEffect( () => () => observer.current?.disconnect(), [] );

	return [ ref, widthClass ];
}
