let lastSequence = 0;

/**
 * Numbers cart requests in the order they are sent, so a late response to an older request
 * can be recognised and ignored (see the RECEIVE_CART reducer case).
 *
 * @return The next sequence number.
 */
export function nextSequence(): number {
	lastSequence += 1;
	return lastSequence;
}

/**
 * The number of the last cart request sent.
 *
 * @return The sequence number (0 before any request).
 */
export function currentSequence(): number {
	return lastSequence;
}
