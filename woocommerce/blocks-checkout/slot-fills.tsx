/**
 * WooCommerce's slot fills on Kassa's slots: `ExperimentalOrderMeta`, `ExperimentalDiscountsMeta`,
 * `ExperimentalOrderShippingPackages` and `ExperimentalOrderLocalPickupPackages` put their
 * children into Kassa's slots of the same places (EXTENSION_SLOTS), and each child receives
 * WooCommerce's fill props: the cart in WooCommerce's `useStoreCart()` shape, its extension
 * data, `context` ('woocommerce/cart' or 'woocommerce/checkout') and, for the shipping slots,
 * the components to render rates with. `createSlotFill` makes slots of an extension's own.
 */
import { Children, cloneElement, isValidElement } from '@wordpress/element';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import {
	EXTENSION_SLOTS,
	ExtensionFill,
	ExtensionSlot,
	useSlotFills as useKassaSlotFills,
} from '@kassa/extensions';

import ShippingRatesControlPackage from './components/shipping-rates-control-package';
import { isKassaCart, toStoreCart } from './store-cart';

const CONTEXTS: Record< string, string > = {
	'kassa/cart': 'woocommerce/cart',
	'kassa/checkout': 'woocommerce/checkout',
};

/**
 * One element of a WooCommerce fill, given WooCommerce's props for what the Kassa slot gives.
 *
 * @param props         The Kassa slot's fill props.
 * @param props.element The fill's element.
 * @param props.extras  More props WooCommerce's slot gives.
 * @param props.cart
 * @param props.context
 * @return The element.
 */
function WooCommerceFillElement( {
	element,
	extras,
	cart,
	context,
	...props
}: {
	element: ReactElement;
	extras: Record< string, unknown >;
	cart?: unknown;
	context?: string;
	[ key: string ]: unknown;
} ) {
	return cloneElement( element, {
		...extras,
		...props,
		cart: isKassaCart( cart ) ? toStoreCart( cart ) : cart,
		context: ( context && CONTEXTS[ context ] ) ?? context,
	} );
}

type FillComponent = ComponentType< { children?: ReactNode } > & {
	Slot: ComponentType< Record< string, unknown > >;
};

/**
 * A WooCommerce slot fill over a Kassa slot.
 *
 * @param slot   The Kassa slot.
 * @param extras More props each element of a fill receives.
 * @return The Fill component, with its Slot.
 */
function createFill(
	slot: string,
	extras: Record< string, unknown > = {}
): FillComponent {
	function Fill( { children }: { children?: ReactNode } ) {
		return (
			<ExtensionFill slot={ slot }>
				{ Children.map( children, ( child ) =>
					isValidElement( child ) ? (
						<WooCommerceFillElement
							element={ child }
							extras={ extras }
						/>
					) : (
						child
					)
				) }
			</ExtensionFill>
		);
	}
	Fill.Slot = function Slot( {
		className,
		fillProps,
		...props
	}: Record< string, unknown > ) {
		return (
			<ExtensionSlot
				slot={ slot }
				className={ className as string | undefined }
				fillProps={
					( fillProps as Record< string, unknown > ) ?? props
				}
			/>
		);
	};
	return Fill;
}

/**
 * Renders a rate's option as WooCommerce's radio options describe it.
 * @param rate
 * @param rate.rate_id
 * @param rate.name
 * @param rate.price
 */
const renderOption = ( rate: {
	rate_id: string;
	name: string;
	price: string;
} ) => ( {
	value: rate.rate_id,
	label: rate.name,
	secondaryLabel: rate.price,
} );

export const ExperimentalOrderMeta = createFill( EXTENSION_SLOTS.ORDER_META );
export const ExperimentalDiscountsMeta = createFill(
	EXTENSION_SLOTS.DISCOUNTS_META
);
export const ExperimentalOrderShippingPackages = createFill(
	EXTENSION_SLOTS.SHIPPING_PACKAGES,
	{ components: { ShippingRatesControlPackage }, renderOption }
);
export const ExperimentalOrderLocalPickupPackages = createFill(
	EXTENSION_SLOTS.LOCAL_PICKUP_PACKAGES,
	{ components: { ShippingRatesControlPackage } }
);

/**
 * A slot and its fill for an extension's own name (`createSlotFill`): what a Fill holds shows
 * where the Slot is, each element given the Slot's `fillProps`.
 *
 * @param name The slot's name.
 * @return The Fill and the Slot.
 */
export function createSlotFill( name: string ) {
	const Fill = createFill( name );
	return { Fill, Slot: Fill.Slot };
}

/**
 * The fills of a slot (`useSlotFills`).
 *
 * @param name The slot's name.
 * @return Its fills.
 */
export const useSlotFills = ( name: string ) => useKassaSlotFills( name );

/**
 * A slot's state (`useSlot`): its fills.
 *
 * @param  name The slot's name.
 * @return { fills }.
 */
export const useSlot = ( name: string ) => ( {
	fills: useKassaSlotFills( name ),
} );

/**
 * Whether a slot has fills to show (`hasValidFills`).
 *
 * @param fills The slot's fills.
 * @return True when one is there.
 */
export const hasValidFills = ( fills: unknown ) =>
	Array.isArray( fills ) && fills.filter( Boolean ).length > 0;

/**
 * WooCommerce's provider for its slots (`SlotFillProvider`): Kassa's slots need none, so it
 * renders its children.
 *
 * @param props          Props.
 * @param props.children Children.
 * @return The children.
 */
export const SlotFillProvider = ( { children }: { children?: ReactNode } ) => (
	<>{ children }</>
);
