/**
 * WCAG 4.1.3 status messages: what a sighted shopper sees change in the cart (a line removed,
 * a quantity, the total after a coupon, a shipping choice or an address, the shipping options,
 * the cart emptied) is announced politely to screen readers, once, whichever block or call
 * changed it.
 */
import { getSetting } from '@kassa/settings';
import { speak } from '@wordpress/a11y';
import type { DataRegistry } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';

import type { Cart } from '../../assets/api/types';
import { formatPrice, withDisplayTax } from '../../assets/utils/money';
import { cartStore } from './index';

/**
 * The shipping options a cart offers (each rate and its price, per package), as one string.
 *
 * @param cart The cart.
 * @return The options' signature.
 */
function shippingOptionsOf( cart: Cart ) {
	return cart.shipping_rates
		.map( ( shippingPackage ) =>
			shippingPackage.shipping_rates
				.map( ( rate ) => `${ rate.rate_id }=${ rate.price }` )
				.join( ',' )
		)
		.join( '|' );
}

/**
 * What changed between two carts, in short sentences for a screen reader.
 *
 * @param previous     The cart before.
 * @param next         The cart after.
 * @param includingTax Line totals include tax (the shop's displayCartPricesIncludingTax).
 * @return The message, '' when nothing a shopper sees changed.
 */
export function describeCartChange(
	previous: Cart,
	next: Cart,
	includingTax: boolean
): string {
	if ( next.items.length === 0 ) {
		return previous.items.length > 0
			? __( 'Your cart is now empty.', 'kassa' )
			: '';
	}
	const sentences: string[] = [];
	for ( const before of previous.items ) {
		const after = next.items.find( ( item ) => item.key === before.key );
		if ( ! after ) {
			sentences.push(
				sprintf(
					/* translators: %s: product name */
					__( '%s removed from your cart.', 'kassa' ),
					decodeEntities( before.name )
				)
			);
		} else if ( after.quantity !== before.quantity ) {
			sentences.push(
				sprintf(
					/* translators: 1: product name, 2: new quantity, 3: new line total */
					__(
						'Quantity of %1$s changed to %2$d, line total %3$s.',
						'kassa'
					),
					decodeEntities( after.name ),
					after.quantity,
					formatPrice(
						withDisplayTax(
							after.totals.line_subtotal,
							after.totals.line_subtotal_tax,
							includingTax
						),
						after.prices
					)
				)
			);
		}
	}
	// A line's own change says enough; otherwise the shopper hears what moved the total.
	if ( sentences.length > 0 ) {
		return sentences.join( ' ' );
	}
	if ( shippingOptionsOf( previous ) !== shippingOptionsOf( next ) ) {
		sentences.push( __( 'Shipping options updated.', 'kassa' ) );
	}
	if ( previous.totals.total_price !== next.totals.total_price ) {
		sentences.push(
			sprintf(
				/* translators: %s: the order's new total */
				__( 'Order total is now %s.', 'kassa' ),
				formatPrice( next.totals.total_price, next.totals )
			)
		);
	}
	return sentences.join( ' ' );
}

/**
 * Announces every change of the stored cart through WordPress's polite live region.
 *
 * @param registry The data registry holding the cart store.
 * @param announce Speaks a message (WordPress's `speak`, politely).
 * @return Stops announcing.
 */
export function startCartAnnouncements(
	registry: DataRegistry,
	announce: ( message: string ) => void = ( message ) =>
		speak( message, 'polite' )
) {
	let previous = registry.select( cartStore ).getStoredCart();
	return registry.subscribe( () => {
		const next = registry.select( cartStore ).getStoredCart();
		if ( next === previous ) {
			return;
		}
		// The first cart (preloaded, or read once) is the page itself, not a change.
		const message =
			previous && next
				? describeCartChange(
						previous,
						next,
						getSetting( 'displayCartPricesIncludingTax' )
					)
				: '';
		previous = next;
		if ( message ) {
			announce( message );
		}
	}, cartStore );
}
