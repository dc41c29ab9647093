/**
 * Types shared by the stores' thunks. Thunk arguments are typed from each store's own action
 * and selector modules (not from the store object), so a store's files do not depend on it.
 */
import type { DataRegistry } from '@wordpress/data';

/** A store's selectors with the state argument removed, as `select( store )` returns them. */
export type CurriedSelectors< Selectors > = {
	[ Name in keyof Selectors ]: Selectors[ Name ] extends (
		state: never,
		...args: infer Args
	) => infer Result
		? ( ...args: Args ) => Result
		: never;
};

/** The argument of a thunk in a store whose plain actions are `Action`. */
export interface ThunkArgs< Action, Selectors > {
	select: CurriedSelectors< Selectors >;
	dispatch: {
		< Result >(
			thunk: ( args: ThunkArgs< Action, Selectors > ) => Result
		): Result;
		( action: Action ): void;
	};
	registry: DataRegistry;
}
