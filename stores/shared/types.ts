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

/**
 * What the server said about the payment when the order was posted, as WooCommerce gives it to
 * success and fail observers (`processingResponse`): the payment's status ('not set' when the
 * answer carried none), the gateway's `payment_details` as an object, where to go next, and
 * the error message of a failed answer.
 */
export interface PaymentResult {
	paymentStatus: string;
	paymentDetails: Record< string, string >;
	redirectUrl: string;
	message: string;
}
