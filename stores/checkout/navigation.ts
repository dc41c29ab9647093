/**
 * Leaving the page on completion, behind a seam tests can replace.
 * @param url
 */
let navigate = ( url: string ) => {
	window.location.assign( url );
};

/**
 * Sends the browser to `url`.
 *
 * @param url The URL.
 */
export function navigateTo( url: string ): void {
	navigate( url );
}

/**
 * Replaces how the browser is sent elsewhere (tests).
 *
 * @param handler Receives the URL.
 */
export function setNavigationHandler( handler: ( url: string ) => void ) {
	navigate = handler;
}

/**
 * Whether going to `url` leaves the page the shopper is on (a URL that differs from the
 * current one only in its #hash does not: it is a signal to a script on the page, such as a
 * gateway's `#…-confirm-…` hash).
 *
 * @param url  The URL.
 * @param here The current URL.
 * @return True when it is another page.
 */
export function leavesPage(
	url: string,
	here: string = window.location.href
): boolean {
	if ( ! url ) {
		return false;
	}
	try {
		const target = new URL( url, here );
		const current = new URL( here );
		target.hash = '';
		current.hash = '';
		return target.href !== current.href;
	} catch {
		return false;
	}
}
