/**
 * WooCommerce's `registerCheckoutBlock` on Kassa's: the block goes in the Kassa areas that take
 * the place of its WooCommerce parents, and renders with the props WooCommerce's blocks give
 * theirs: the cart in WooCommerce's shape, its extension data, `checkoutExtensionData` and
 * `validation`. The registration is checked as WooCommerce checks it, with its messages.
 */
import type { ComponentType } from 'react';
import {
	getRegisteredBlocks as getKassaBlocks,
	registerCheckoutBlock as registerKassaBlock,
} from '@kassa/extensions';

import { KASSA_AREAS, hasInnerBlocks } from './block-areas';
import { useExtensionValidation } from './extension-validation';
import { isKassaCart, toStoreCart } from './store-cart';

type Metadata = {
	name: string;
	parent: string | string[];
	attributes?: { lock?: { default?: { remove?: boolean } } };
	[ key: string ]: unknown;
};

type Options = {
	metadata: Metadata;
	component: ComponentType< any > | object;
	force?: boolean;
};

// Kassa's block name => what WooCommerce's registry knows of it.
const registered = new Map<
	string,
	{
		blockName: string;
		metadata: Metadata;
		component: unknown;
		force: boolean;
	}
>();

/**
 * Throws WooCommerce's error for a registration WooCommerce refuses.
 *
 * @param options The registration.
 */
function check( options: Options ) {
	const metadataType = typeof options?.metadata;
	if ( metadataType !== 'object' ) {
		throw new Error(
			`Incorrect value for the metadata argument when registering a block component. It was a ${ metadataType }, but must be a object.`
		);
	}
	const { name, parent } = options.metadata;
	if ( typeof name !== 'string' ) {
		throw new Error(
			`Incorrect value for the blockName argument when registering a checkout block. It was a ${ typeof name }, but must be a string.`
		);
	}
	if ( ! name ) {
		throw new Error(
			'Value for the blockName argument must not be empty.'
		);
	}
	if ( typeof parent !== 'string' && ! Array.isArray( parent ) ) {
		throw new Error(
			`Incorrect value for the parent argument when registering a checkout block. It was a ${ typeof parent }, but must be a string or array of strings.`
		);
	}
	if ( ! ( [] as string[] ).concat( parent ).some( hasInnerBlocks ) ) {
		throw new Error(
			'When registering a checkout block, the parent must be a valid inner block area.'
		);
	}
	const { component } = options;
	const isComponent =
		typeof component === 'function' ||
		( !! component &&
			typeof component === 'object' &&
			( component as { $$typeof?: symbol } ).$$typeof ===
				Symbol.for( 'react.lazy' ) );
	if ( ! isComponent ) {
		throw new Error(
			'Incorrect value for the component argument when registering a block component. Component must be a valid React Element or Lazy callback.'
		);
	}
}

/**
 * A WooCommerce block's component given WooCommerce's props over the ones Kassa's blocks give
 * theirs (Kassa's cart becomes WooCommerce's `useStoreCart()` shape; `validation` is added).
 *
 * @param Component The block's component.
 * @return The component Kassa renders.
 */
function withWooCommerceProps( Component: ComponentType< any > ) {
	return function WooCommerceBlock( props: Record< string, unknown > ) {
		const validation = useExtensionValidation();
		return (
			<Component
				{ ...props }
				cart={
					isKassaCart( props.cart )
						? toStoreCart( props.cart )
						: props.cart
				}
				validation={ validation }
			/>
		);
	};
}

/**
 * Registers an extension's block for WooCommerce's inner block areas
 * (`wc.blocksCheckout.registerCheckoutBlock`). A block whose areas Kassa has none of (the
 * cart's cross-sells) registers and does not show.
 *
 * @param options           The block.
 * @param options.metadata  Its block.json (name, parent).
 * @param options.component Its component (a function or a lazy one).
 * @param options.force     Render it where the page's layout lacks it (default: when its
 *                          metadata locks it against removal).
 */
export function registerCheckoutBlock( options: Options ) {
	check( options );
	const { metadata, component } = options;
	const force =
		typeof options.force === 'boolean'
			? options.force
			: Boolean( metadata.attributes?.lock?.default?.remove );
	registered.set( metadata.name, {
		blockName: metadata.name,
		metadata,
		component,
		force,
	} );
	const parents = ( [] as string[] )
		.concat( metadata.parent )
		.map( ( parent ) => KASSA_AREAS[ parent ] )
		.filter( ( area ): area is string => !! area );
	if ( ! parents.length ) {
		return;
	}
	registerKassaBlock( {
		metadata: { ...metadata, parent: [ ...new Set( parents ) ] },
		component: withWooCommerceProps( component as ComponentType< any > ),
		force,
	} );
}

/**
 * The blocks registered for one of WooCommerce's areas (`getRegisteredBlocks`).
 *
 * @param area WooCommerce's area.
 * @return Their registrations ({ blockName, metadata, component, force }).
 */
export function getRegisteredBlocks( area: string ) {
	if ( ! hasInnerBlocks( area ) ) {
		return [];
	}
	const kassaArea = KASSA_AREAS[ area ];
	const inKassaArea = new Set(
		kassaArea
			? getKassaBlocks( kassaArea ).map( ( b ) => b.metadata.name )
			: []
	);
	return [ ...registered.values() ].filter(
		( block ) =>
			( [] as string[] )
				.concat( block.metadata.parent )
				.includes( area ) || inKassaArea.has( block.blockName )
	);
}
