/**
 * A small stand-in for the page's jQuery in unit tests: `on`, `trigger` (handlers get an event
 * object with `isTrigger`, then the extra arguments) and `triggerHandler` (the last handler's
 * answer), per element, without bubbling.
 */
type Handler = ( event: object, ...args: unknown[] ) => unknown;

const handlers = new WeakMap< object, Map< string, Handler[] > >();

/**
 * Installs the fake as `window.jQuery`.
 *
 * @return The fake.
 */
export function installFakeJQuery() {
	const $ = ( target: object ) => {
		const own = handlers.get( target ) ?? new Map< string, Handler[] >();
		handlers.set( target, own );
		const run = ( name: string, args: unknown[] = [] ) => {
			let answer: unknown;
			for ( const handler of own.get( name ) ?? [] ) {
				answer = handler(
					{ isTrigger: 3, preventDefault: () => {} },
					...args
				);
			}
			return answer;
		};
		const collection = {
			on( name: string, handler: Handler ) {
				own.set( name, [ ...( own.get( name ) ?? [] ), handler ] );
				return collection;
			},
			trigger( name: string, args?: unknown[] ) {
				run( name, args );
				return collection;
			},
			triggerHandler: run,
		};
		return collection;
	};
	window.jQuery = $ as unknown as Window[ 'jQuery' ];
	return $;
}
