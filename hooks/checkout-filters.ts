/**
 * The checkout filters extensions register (`registerCheckoutFilters`, @kassa/extensions),
 * applied where the cart's and the checkout's blocks show what they filter, with the arguments
 * each filter receives: a cart line's filters get the line's own extension data and
 * `{ context, cartItem, cart }` (context 'cart' in the cart and the mini-cart, 'summary' in the
 * checkout's order summary); the total's get the cart's extension data and `{ cart }`; the
 * coupon list gets `{ context: 'summary' }`; the coupon notices get `{ couponCode, context }`;
 * the Proceed to Checkout button gets `{ cart }`; the Place Order label gets nothing more.
 */
import { useSelect } from '@wordpress/data';
import { useCallback, useMemo } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cartStore, PRICE_PLACEHOLDER } from '@kassa/data';
import { applyCheckoutFilter } from '@kassa/extensions';

import type { Cart, CartCoupon, CartItem } from '../assets/api/types';
import type { CartLinePresentation } from '../assets/components/cart-line-item-row';
import type { OrderSummaryTotals } from '../assets/components/totals/totals-rows';

/** Where a cart line shows: the cart's (or the mini-cart's) lines, or an order summary. */
export type CartLineContext = 'cart' | 'summary';

const NO_EXTENSIONS: Record< string, unknown > = {};

/**
 * How a cart line shows once extensions filtered it: its name (`itemName`), class
 * (`cartItemClass`), price formats (`cartItemPrice`, `subtotalPriceFormat`,
 * `saleBadgePriceFormat`) and, in the cart, whether it offers removal (`showRemoveItemLink`).
 *
 * @param item    The line.
 * @param cart    The cart it is in.
 * @param context 'cart' or 'summary'.
 * @return The line's presentation.
 */
export function getCartLinePresentation(
	item: CartItem,
	cart: Cart | null,
	context: CartLineContext
): CartLinePresentation {
	const arg = { context, cartItem: item, cart };
	const extensions = item.extensions ?? NO_EXTENSIONS;
	const apply = < T >( filterName: string, defaultValue: T ) =>
		applyCheckoutFilter( { filterName, defaultValue, extensions, arg } );
	return {
		name: apply( 'itemName', item.name ),
		className: apply( 'cartItemClass', '' ),
		priceFormats: {
			price: apply( 'cartItemPrice', PRICE_PLACEHOLDER ),
			subtotal: apply( 'subtotalPriceFormat', PRICE_PLACEHOLDER ),
			saleBadge: apply( 'saleBadgePriceFormat', PRICE_PLACEHOLDER ),
		},
		showRemoveLink:
			context === 'cart' ? apply( 'showRemoveItemLink', true ) : false,
	};
}

/**
 * The cart from the store, as filters receive it.
 *
 * @return The cart (null before it is known).
 */
function useFilterCart(): Cart | null {
	return useSelect( ( select ) => select( cartStore ).getCartData(), [] );
}

/**
 * Each cart line's presentation (see getCartLinePresentation), for the current cart.
 *
 * @param context 'cart' or 'summary'.
 * @return A function from a line to its presentation.
 */
export function useCartLinePresentation( context: CartLineContext ) {
	const cart = useFilterCart();
	return useCallback(
		( item: CartItem ) => getCartLinePresentation( item, cart, context ),
		[ cart, context ]
	);
}

/**
 * The total row's label (`totalLabel`) and the format of its amount (`totalValue`).
 *
 * @return What the total row shows.
 */
export function useTotalPresentation(): Partial< OrderSummaryTotals > {
	const cart = useFilterCart();
	const extensions = cart?.extensions ?? NO_EXTENSIONS;
	return {
		totalLabel: applyCheckoutFilter( {
			filterName: 'totalLabel',
			defaultValue: __( 'Total', 'kassa' ),
			extensions,
			arg: { cart },
		} ),
		totalFormat: applyCheckoutFilter( {
			filterName: 'totalValue',
			defaultValue: PRICE_PLACEHOLDER,
			extensions,
			arg: { cart },
		} ),
	};
}

/** A coupon as the `coupons` filter receives it: the Store API's, with the label it shows. */
export type LabelledCoupon = CartCoupon & { label: string };

/**
 * The coupons the discount row lists (`coupons`: extensions may relabel or hide them).
 *
 * @return The listed codes and their labels.
 */
export function useCouponPresentation(): Partial< OrderSummaryTotals > {
	const coupons = useSelect(
		( select ) => select( cartStore ).getCartCoupons(),
		[]
	);
	return useMemo( () => {
		const listed = applyCheckoutFilter< LabelledCoupon[] >( {
			filterName: 'coupons',
			defaultValue: coupons.map( ( coupon ) => ( {
				...coupon,
				label: coupon.code,
			} ) ),
			arg: { context: 'summary' },
		} );
		return {
			couponCodes: listed.map( ( coupon ) => coupon.code ),
			couponLabels: Object.fromEntries(
				listed.map( ( coupon ) => [ coupon.code, coupon.label ] )
			),
		};
	}, [ coupons ] );
}

/**
 * Whether to confirm an applied or removed coupon with a notice (`showApplyCouponNotice`,
 * `showRemoveCouponNotice`).
 *
 * @param filterName 'showApplyCouponNotice' or 'showRemoveCouponNotice'.
 * @param couponCode The coupon.
 * @param context    The notice context.
 * @return True to show the notice.
 */
export function isCouponNoticeShown(
	filterName: 'showApplyCouponNotice' | 'showRemoveCouponNotice',
	couponCode: string,
	context: string
): boolean {
	return applyCheckoutFilter( {
		filterName,
		defaultValue: true,
		arg: { couponCode, context },
	} );
}

/**
 * The Place Order button's label (`placeOrderButtonLabel`).
 *
 * @param label The label before extensions (the method's, the block's or the default).
 * @return The label.
 */
export function usePlaceOrderButtonLabel( label: string ): string {
	return applyCheckoutFilter( {
		filterName: 'placeOrderButtonLabel',
		defaultValue: label,
	} );
}

/**
 * The Proceed to Checkout button's label and link (`proceedToCheckoutButtonLabel`,
 * `proceedToCheckoutButtonLink`).
 *
 * @param label The block's label (or the default).
 * @param link  The checkout page.
 * @return What the button reads and where it goes.
 */
export function useProceedToCheckoutButton( label: string, link: string ) {
	const cart = useFilterCart();
	return {
		label: applyCheckoutFilter( {
			filterName: 'proceedToCheckoutButtonLabel',
			defaultValue: label,
			arg: { cart },
		} ),
		link: applyCheckoutFilter( {
			filterName: 'proceedToCheckoutButtonLink',
			defaultValue: link,
			arg: { cart },
		} ),
	};
}
