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
