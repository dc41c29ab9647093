/**
 * What the checkout does once success or fail observers have answered, as WooCommerce's
 * Checkout block decides it: pure functions of the observers' answers, so each transition is
 * unit-tested alone (the thunks apply them).
 */
import {
	shouldRetry,
	type EmitResult,
	type ObserverObjectResponse,
} from '../shared/events';

/** An error notice an observer asked for. */
export interface ObserverNotice {
	message: string;
	/** The notice context; the checkout's own when the observer named none. */
	context?: string;
}

/**
 * After the observers: `complete` (the browser goes to `redirectUrl`, when there is one),
 * `fail` (a success observer failed: the fail observers run next) or `retry` (back to idle,
 * the shopper may place the order again).
 */
export interface ObserverOutcome {
	next: 'complete' | 'fail' | 'retry';
	redirectUrl: string;
	notice?: ObserverNotice;
	/** The checkout's fallback error notice shows unless another error notice does. */
	needsFallbackNotice?: boolean;
}

const asObject = (
	response: EmitResult[ 'failure' ] | unknown
): ObserverObjectResponse | null =>
	response && typeof response === 'object'
		? ( response as ObserverObjectResponse )
		: null;

/**
 * The notice a failing observer asks for: its `message`, in its `messageContext`.
 *
 * @param failure The failing answer.
 * @return The notice, or undefined when it gave no text.
 */
function noticeOf(
	failure: ObserverObjectResponse | null
): ObserverNotice | undefined {
	if ( ! failure || typeof failure.message !== 'string' ) {
		return undefined;
	}
	if ( ! failure.message ) {
		return undefined;
	}
	return {
		message: failure.message,
		context:
			typeof failure.messageContext === 'string'
				? failure.messageContext
				: undefined,
	};
}

/**
 * Where a response sends the browser: its own `redirectUrl` when it gives one, else the
 * server's.
 *
 * @param response       The answer.
 * @param serverRedirect The server's redirect URL.
 * @return The URL.
 */
const redirectOf = (
	response: ObserverObjectResponse | null,
	serverRedirect: string
) =>
	typeof response?.redirectUrl === 'string'
		? response.redirectUrl
		: serverRedirect;

/**
 * After an observer failed: its notice, then complete when it says `retry: false` (to its
 * `redirectUrl`, or the checkout's), else `next`.
 *
 * @param emitted        What the observers answered.
 * @param serverRedirect The redirect URL the checkout holds.
 * @param next           What follows a failure that may be retried.
 * @return What happens next.
 */
function afterFailure(
	emitted: EmitResult,
	serverRedirect: string,
	next: 'fail' | 'retry'
): ObserverOutcome {
	const failure = asObject( emitted.failure );
	const notice = noticeOf( failure );
	if ( ! shouldRetry( failure ?? undefined ) ) {
		return {
			next: 'complete',
			redirectUrl: redirectOf( failure, serverRedirect ),
			notice,
		};
	}
	return { next, redirectUrl: '', notice };
}

/**
 * After the success observers (WooCommerce's rules): the last success answer's `redirectUrl`
 * replaces the server's; an error or failure answer shows its `message` in its
 * `messageContext`, then completes when it says `retry: false`, else the fail observers run.
 * Observers that answer nothing leave the server's redirect.
 *
 * @param emitted        What the observers answered.
 * @param serverRedirect The server's redirect URL.
 * @return What happens next.
 */
export function afterSuccessObservers(
	emitted: EmitResult,
	serverRedirect: string
): ObserverOutcome {
	const success = [ ...emitted.responses ]
		.reverse()
		.map( asObject )
		.find( ( response ) => response?.type === 'success' );
	if ( emitted.ok ) {
		return {
			next: 'complete',
			redirectUrl: redirectOf( success ?? null, serverRedirect ),
		};
	}
	return afterFailure( emitted, serverRedirect, 'fail' );
}

/**
 * After the fail observers (WooCommerce's rules): a failure answer with a `message` shows it
 * in its `messageContext`, then completes when it says `retry: false`, else the shopper may
 * try again; without one, the checkout's fallback notice shows unless another error notice
 * already explains, and the shopper may try again.
 *
 * @param emitted        What the observers answered.
 * @param serverRedirect The redirect URL the checkout holds.
 * @return What happens next.
 */
export function afterFailObservers(
	emitted: EmitResult,
	serverRedirect: string
): ObserverOutcome {
	if ( ! noticeOf( asObject( emitted.failure ) ) ) {
		return { next: 'retry', redirectUrl: '', needsFallbackNotice: true };
	}
	return afterFailure( emitted, serverRedirect, 'retry' );
}
