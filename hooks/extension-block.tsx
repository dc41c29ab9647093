import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { cartStore, checkoutStore } from '@kassa/data';

import type { Cart } from '../assets/api/types';

/** What a block extensions registered (`registerCheckoutBlock`) is given besides its attributes. */
export type ExtensionBlockProps = {
	/** The cart, as the store holds it. */
	cart: Cart | null;
	/** The cart's extension data (the Store API's `extensions`). */
	extensions: Record< string, unknown >;
	/** The checkout's extension data, and the setter whose data is posted with the order. */
	checkoutExtensionData: {
		extensionData: Record< string, Record< string, unknown > >;
		setExtensionData: (
			namespace: string,
			key: string,
			value: unknown
		) => void;
	};
};

// Component => the same component given the extension props (one wrapper each, so React keeps
// the block's state across renders).
const wrappers = new WeakMap< object, ComponentType< any > >();

/**
 * A block extensions registered, given what it works with: the cart, its extension data, and
 * the checkout's extension data with its setter (`setExtensionData( namespace, key, value )`,
 * posted as the order's `extensions`).
 *
 * @param Component The block's component (a function or a lazy one).
 * @return The component that renders it with those props.
 */
export function withExtensionBlockProps< P extends object >(
	Component: ComponentType< P >
): ComponentType< P & { children?: ReactNode } > {
	const known = wrappers.get( Component );
	if ( known ) {
		return known;
	}
	function ExtensionBlock( props: P & { children?: ReactNode } ) {
		const { cart, extensionData } = useSelect(
			( select ) => ( {
				cart: select( cartStore ).getCartData(),
				extensionData: select( checkoutStore ).getExtensionData(),
			} ),
			[]
		);
		const { setExtensionData } = useDispatch( checkoutStore );
		// One setter for the block's life: extensions set data from effects that depend on it.
		const setData = useCallback(
			( namespace: string, key: string, value: unknown ) =>
				setExtensionData( namespace, { [ key ]: value } ),
			[ setExtensionData ]
		);
		const checkoutExtensionData = useMemo(
			() => ( { extensionData, setExtensionData: setData } ),
			[ extensionData, setData ]
		);
		return (
			<Component
				{ ...props }
				cart={ cart }
				extensions={ cart?.extensions ?? {} }
				checkoutExtensionData={ checkoutExtensionData }
			/>
		);
	}
	wrappers.set( Component, ExtensionBlock );
	return ExtensionBlock;
}
