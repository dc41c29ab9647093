/**
 * Binds a container's width to its layout class (SPEC.md §9 "Container width classes").
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

import {
	getContainerWidthClass,
	type ContainerWidthClass,
} from '../utils/container-width';

/**
 * Watches an element's width with a ResizeObserver and returns its container width class.
 * The element is measured as soon as it mounts, before the first paint, so a wide
 * checkout does not flash its mobile layout.
 *
 * @example
 * const [ ref, widthClass ] = useContainerWidthClass();
 * return <div ref={ ref } className={ clsx( 'kassa-checkout', widthClass ) } />;
 *
 * @return A callback ref for the container, and its class ('' until measured).
 */
export function useContainerWidthClass(): [
	( element: HTMLElement | null ) => void,
	ContainerWidthClass | '',
] {
	const [ widthClass, setWidthClass ] = useState< ContainerWidthClass | '' >(
		''
	);
	const observer = useRef< ResizeObserver | null >( null );

	const ref = useCallback( ( element: HTMLElement | null ) => {
		observer.current?.disconnect();
		observer.current = null;
		if ( ! element ) {
			return;
		}
		setWidthClass(
			getContainerWidthClass( element.getBoundingClientRect().width )
		);
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
