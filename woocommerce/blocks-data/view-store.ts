/**
 * A store that is a view over Kassa's stores: registered under one of WooCommerce's store names,
 * its selectors read Kassa's stores and its actions dispatch Kassa's actions, so it holds no data
 * of its own. Its state is a revision number that goes up whenever one of the Kassa stores it
 * reads changes: `subscribe( listener, 'wc/store/…' )` and `useSelect` then hear of every change
 * that can change what its selectors return, as with WooCommerce's own stores.
 */
import {
	createReduxStore,
	createRegistrySelector,
	type ActionCreatorsOf,
	type CurriedSelectorsOf,
	type DataRegistry,
	type StoreDescriptor,
} from '@wordpress/data';

const SOURCE_CHANGED = 'SOURCE_CHANGED';

type Selectors = Record<
	string,
	( state: number, ...args: never[] ) => unknown
>;
type Actions = Record< string, ( ...args: never[] ) => unknown >;

export interface ViewStoreOptions< S extends Selectors, A extends Actions > {
	/** The Kassa stores the selectors read. */
	sources: StoreDescriptor[];
	selectors: S;
	actions: A;
	resolvers?: Record< string, Function >;
	/**
	 * Selectors whose resolution counts as finished once this holds for the Kassa stores (the
	 * cart store's `getCartData` once Kassa's cart is known): plugins wait for
	 * `hasFinishedResolution( 'getCartData' )` without calling the selector themselves.
	 */
	resolvedWhen?: {
		selectors: Array< keyof S & string >;
		isResolved: ( registry: DataRegistry ) => boolean;
	};
}

/**
 * Creates a view store.
 *
 * @param name    The store's name, e.g. 'wc/store/cart'.
 * @param options The Kassa stores it reads, its selectors, actions and resolvers.
 * @return The store descriptor, for `register()`.
 */
export function createViewStore< S extends Selectors, A extends Actions >(
	name: string,
	options: ViewStoreOptions< S, A >
) {
	const store = createReduxStore( name, {
		reducer: ( revision: number = 0, action: { type: string } ) =>
			action.type === SOURCE_CHANGED ? revision + 1 : revision,
		selectors: options.selectors,
		actions: options.actions,
		resolvers: options.resolvers,
	} );
	const instantiate = store.instantiate;
	// Each registry the view is registered in follows that registry's Kassa stores.
	store.instantiate = ( registry: DataRegistry ) => {
		const instance = instantiate( registry ) as ReturnType<
			typeof instantiate
		> & { store: { dispatch: ( action: { type: string } ) => void } };
		let resolved = false;
		const markResolved = () => {
			if ( resolved || ! options.resolvedWhen?.isResolved( registry ) ) {
				return;
			}
			resolved = true;
			const { finishResolution } = instance.getActions() as unknown as {
				finishResolution: ( selector: string, args: unknown[] ) => void;
			};
			options.resolvedWhen.selectors.forEach( ( selector ) =>
				finishResolution( selector, [] )
			);
		};
		const onSourceChange = () => {
			instance.store.dispatch( { type: SOURCE_CHANGED } );
			markResolved();
		};
		options.sources.forEach( ( source ) =>
			registry.subscribe( onSourceChange, source )
		);
		// Once the registry has the view (its actions cannot run before): a preloaded cart is
		// known from the start, before any gateway script runs.
		queueMicrotask( markResolved );
		return instance;
	};
	return store;
}

/**
 * Selectors that read one of Kassa's stores: `readFrom( cartStore )( ( cart ) => … )` is a
 * registry selector returning what the function reads from Kassa's cart selectors.
 *
 * @param store The Kassa store.
 * @return A maker of such selectors.
 */
export const readFrom =
	< Store extends StoreDescriptor >( store: Store ) =>
	< Args extends unknown[], Result >(
		read: (
			selectors: CurriedSelectorsOf< Store >,
			...args: Args
		) => Result
	) =>
		createRegistrySelector(
			( select ) =>
				( _revision: number, ...args: Args ) =>
					read(
						select( store ) as CurriedSelectorsOf< Store >,
						...args
					)
		);

/** What a view's actions receive when dispatched (they are thunks). */
export type ViewThunk< Result > = ( args: {
	registry: DataRegistry;
} ) => Result;

/**
 * Actions that call one of Kassa's stores' actions: `writeTo( cartStore )( ( cart, a ) => … )`
 * is an action creator whose arguments reach the function with Kassa's cart actions.
 *
 * @param store The Kassa store.
 * @return A maker of such action creators.
 */
export const writeTo =
	< Store extends StoreDescriptor >( store: Store ) =>
	< Args extends unknown[], Result >(
		write: ( actions: ActionCreatorsOf< Store >, ...args: Args ) => Result
	) =>
	( ...args: Args ): ViewThunk< Result > =>
	( { registry } ) =>
		write(
			registry.dispatch( store ) as ActionCreatorsOf< Store >,
			...args
		);
