/**
 * Records that a notices container for `context` is on the page.
 *
 * @param context Notice context.
 * @return The action.
 */
export function registerContainer( context: string ) {
	return { type: 'REGISTER_CONTAINER' as const, context };
}

/**
 * Records that the container for `context` left the page.
 *
 * @param context Notice context.
 * @return The action.
 */
export function unregisterContainer( context: string ) {
	return { type: 'UNREGISTER_CONTAINER' as const, context };
}

export type StoreNoticesAction = ReturnType<
	typeof registerContainer | typeof unregisterContainer
>;
