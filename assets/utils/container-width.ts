/**
 * Container width classes (SPEC.md §9): blocks lay out by the width of their container, not
 * of the window, because a checkout may sit in a narrow column of a wide page.
 */
import {
	CONTAINER_WIDTH_CLASSES,
	CONTAINER_WIDTH_FALLBACK_CLASS,
} from '../constants';

/** The class names getContainerWidthClass returns. */
export type ContainerWidthClass =
	| ( typeof CONTAINER_WIDTH_CLASSES )[ number ][ 1 ]
	| typeof CONTAINER_WIDTH_FALLBACK_CLASS;

/**
 * The class for a container width: over 700 'is-large', over 520 'is-medium', over 400
 * 'is-small', else 'is-mobile'.
 *
 * @param width The container's width in CSS pixels.
 * @return The class name.
 */
export function getContainerWidthClass( width: number ): ContainerWidthClass {
	const match = CONTAINER_WIDTH_CLASSES.find(
		( [ minimum ] ) => width > minimum
	);
	return match ? match[ 1 ] : CONTAINER_WIDTH_FALLBACK_CLASS;
}
