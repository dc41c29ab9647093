import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { cartStore, dispatchStoreEvent } from '@kassa/data';

import type { CartItem } from '../assets/api/types';
import { NOTICE_CONTEXTS } from '../assets/constants';
import { useIsEditor } from '../assets/components/editor-context';

/** One cart line bound to the cart store. */
export interface CartLine {
	/** The line as the server last sent it (undefined once removed). */
	item: CartItem | undefined;
	/** The quantity to show: the shopper's until the server confirms, then the server's. */
	quantity: number;
	/** A removal or quantity change of this line is in flight (SPEC §4). */
	isPending: boolean;
	isPendingDelete: boolean;
	isPendingQuantity: boolean;
	/** Asks for a new quantity (clamped by the store, sent after its 400 ms debounce). */
	changeQuantity: ( quantity: number ) => Promise< boolean >;
	/** Removes the line. */
	remove: () => Promise< boolean >;
}

const noop = () => Promise.resolve( false );

/**
 * Tells other scripts the shopper asked for a line's new quantity (`cart-set-item-quantity`)
 * or its removal (`cart-remove-item`, with the quantity it had), as they ask.
 *
 * @param name     The event.
 * @param item     The line.
 * @param quantity The new quantity, or the removed line's.
 */
function announce(
	name: 'cart-set-item-quantity' | 'cart-remove-item',
	item: CartItem | undefined,
	quantity: number
) {
	if ( item ) {
		dispatchStoreEvent( name, { item, quantity } );
	}
}

/**
 * Binds one cart line: its quantity and pending state, and the quantity change and removal
 * thunks (each told to other scripts: `cart-set-item-quantity`, `cart-remove-item`). In the editor the actions do nothing, so preview controls never touch a real cart.
 * When a call fails the store shows the error in `context` and the line returns to its last
 * confirmed quantity, because `quantity` falls back to the server's.
 *
 * @param key     The line's key.
 * @param context Notice context for failures.
 * @return The line.
 */
export function useCartLine(
	key: string,
	context: string = NOTICE_CONTEXTS.CART
): CartLine {
	const isEditor = useIsEditor();
	const state = useSelect(
		( select ) => {
			const cart = select( cartStore );
			return {
				item: cart.getCartItem( key ),
				quantity: cart.getItemQuantity( key ),
				isPendingDelete: cart.isItemPendingDelete( key ),
				isPendingQuantity: cart.isItemPendingQuantity( key ),
			};
		},
		[ key ]
	);
	const { changeCartItemQuantity, removeItemFromCart } =
		useDispatch( cartStore );
	const { item, quantity: shown } = state;
	const changeQuantity = useCallback(
		( quantity: number ) => {
			announce( 'cart-set-item-quantity', item, quantity );
			return changeCartItemQuantity(
				key,
				quantity,
				context
			) as Promise< boolean >;
		},
		[ changeCartItemQuantity, key, context, item ]
	);
	const remove = useCallback( () => {
		announce( 'cart-remove-item', item, shown );
		return removeItemFromCart( key, context ) as Promise< boolean >;
	}, [ removeItemFromCart, key, context, item, shown ] );
	return {
		...state,
		isPending: state.isPendingDelete || state.isPendingQuantity,
		changeQuantity: isEditor ? noop : changeQuantity,
		remove: isEditor ? noop : remove,
	};
}

/** Every cart line at once, for a table of lines. */
export interface CartLines {
	items: CartItem[];
	isItemPending: ( key: string ) => boolean;
	getItemQuantity: ( key: string ) => number;
	changeQuantity: ( key: string, quantity: number ) => Promise< boolean >;
	removeItem: ( key: string ) => Promise< boolean >;
}

/**
 * Binds all cart lines, for components that take the lines as one list (the line table, the
 * mini-cart's list): the same behaviour as useCartLine, keyed by line.
 *
 * @param context Notice context for failures.
 * @return The lines and their actions.
 */
export function useCartLines(
	context: string = NOTICE_CONTEXTS.CART
): CartLines {
	const isEditor = useIsEditor();
	// Primitives only besides the items array, so the shallow comparison of useSelect keeps
	// the same result (and no re-render) while nothing about the lines changed.
	const { items, pendingKeys, quantities } = useSelect( ( select ) => {
		const cart = select( cartStore );
		const lines = cart.getCartItems();
		return {
			items: lines,
			pendingKeys: lines
				.filter(
					( item ) =>
						cart.isItemPendingDelete( item.key ) ||
						cart.isItemPendingQuantity( item.key )
				)
				.map( ( item ) => item.key )
				.join( '\n' ),
			quantities: lines
				.map( ( item ) => cart.getItemQuantity( item.key ) )
				.join( ',' ),
		};
	}, [] );
	const isItemPending = useMemo( () => {
		const pending = new Set( pendingKeys.split( '\n' ) );
		return ( key: string ) => pending.has( key );
	}, [ pendingKeys ] );
	const getItemQuantity = useMemo( () => {
		const shown = quantities.split( ',' ).map( Number );
		const byKey = new Map(
			items.map( ( item, index ) => [ item.key, shown[ index ] ] )
		);
		return ( key: string ) => byKey.get( key ) ?? 0;
	}, [ items, quantities ] );
	const { changeCartItemQuantity, removeItemFromCart } =
		useDispatch( cartStore );
	const itemOf = useCallback(
		( key: string ) => items.find( ( item ) => item.key === key ),
		[ items ]
	);
	const changeQuantity = useCallback(
		( key: string, quantity: number ) => {
			if ( isEditor ) {
				return noop();
			}
			announce( 'cart-set-item-quantity', itemOf( key ), quantity );
			return changeCartItemQuantity(
				key,
				quantity,
				context
			) as Promise< boolean >;
		},
		[ isEditor, changeCartItemQuantity, context, itemOf ]
	);
	const removeItem = useCallback(
		( key: string ) => {
			if ( isEditor ) {
				return noop();
			}
			announce(
				'cart-remove-item',
				itemOf( key ),
				getItemQuantity( key )
			);
			return removeItemFromCart( key, context ) as Promise< boolean >;
		},
		[ isEditor, removeItemFromCart, context, itemOf, getItemQuantity ]
	);
	return {
		items,
		isItemPending,
		getItemQuantity,
		changeQuantity,
		removeItem,
	};
}
