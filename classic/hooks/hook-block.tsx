/**
 * The `kassa/classic-hook` block on the shopper's page: the island of its hook (what plugins
 * printed there, rendered by the server), or nothing where no plugin printed. Registered for
 * every area the block may sit in, so Kassa's cart and checkout render it as they render any
 * extension's inner block, without knowing classic names.
 */
import { useSelect } from '@wordpress/data';
import { cartStore, checkoutStore } from '@kassa/data';
import { registerCheckoutBlock } from '@kassa/extensions';
import { ClassicIsland, getIsland } from '@kassa/classic';

/** The areas the block's block.json allows it in. */
const AREAS = [
	'kassa/checkout-fields',
	'kassa/checkout-totals',
	'kassa/checkout-order-summary',
	'kassa/checkout-order-summary-totals',
	'kassa/filled-cart',
	'kassa/cart-items',
	'kassa/cart-totals',
	'kassa/cart-order-summary',
	'kassa/cart-order-summary-totals',
	'kassa/empty-cart',
];

/** Hooks of the classic checkout's shipping form, shown only with an address to ship to. */
const SHIPPING_FORM_HOOKS = [
	'woocommerce_before_checkout_shipping_form',
	'woocommerce_after_checkout_shipping_form',
];

/**
 * Whether the checkout shows a shipping address (the cart ships, and not to a pickup point):
 * where the classic checkout shows its shipping form.
 *
 * @return Whether it does.
 */
function useShipsToAddress() {
	return useSelect(
		( select ) =>
			!! select( cartStore ).getCartData()?.needs_shipping &&
			! select( checkoutStore ).prefersCollection(),
		[]
	);
}

/**
 * A classic hook's place.
 *
 * @param props      Props.
 * @param props.hook The hook (the block's attribute).
 * @return The hook's island, or nothing.
 */
export function ClassicHookBlock( { hook = '' }: { hook?: string } ) {
	const key = `hook:${ hook }`;
	const shipsToAddress = useShipsToAddress();
	if (
		! getIsland( key ) ||
		( SHIPPING_FORM_HOOKS.includes( hook ) && ! shipsToAddress )
	) {
		return null;
	}
	return (
		<ClassicIsland
			islandKey={ key }
			className={ `kassa-classic-hook kassa-classic-hook--${ hook }` }
		/>
	);
}

/**
 * Registers the block's front-end component for every area it may sit in.
 */
export function registerClassicHookBlock() {
	registerCheckoutBlock( {
		metadata: { name: 'kassa/classic-hook', parent: AREAS },
		component: ClassicHookBlock,
		force: false,
	} );
}
