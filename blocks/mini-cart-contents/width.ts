import type { CSSProperties } from 'react';

/**
 * The drawer's width as the custom property its CSS reads (`--kassa-drawer-width`), capped
 * there at the screen's width.
 *
 * @param width A CSS length, e.g. '480px'; none for the default.
 * @return The style.
 */
export function drawerWidthStyle( width?: string ): CSSProperties {
	return width ? ( { '--kassa-drawer-width': width } as CSSProperties ) : {};
}
