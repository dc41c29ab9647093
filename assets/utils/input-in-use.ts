/**
 * Whether the shopper is typing in an input: it has the focus. A value the server answered
 * with then waits, so it never changes under the cursor.
 *
 * @param id The input's id.
 * @return True while the input has the focus.
 */
export function isInputInUse( id: string ): boolean {
	const input =
		typeof document === 'undefined' ? null : document.getElementById( id );
	return !! input && input.ownerDocument.activeElement === input;
}
