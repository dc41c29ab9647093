/**
 * The invariants a journey checks once the page is quiet. Each returns the problems it found
 * (empty when it holds), in words a report can show as they are.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import type { Action, Args } from './actions';
import { placedOrdersAfter } from '../../e2e/utils/orders';
import type { ServerCart } from './server';
import type { Lines, Views } from './views';

const show = ( lines: Lines ) =>
	JSON.stringify(
		Object.fromEntries(
			Object.entries( lines ).sort( ( [ a ], [ b ] ) =>
				a.localeCompare( b )
			)
		)
	);

const sameLines = ( a: Lines, b: Lines ) => show( a ) === show( b );

/**
 * The cart on the server is what every Kassa view on the page shows.
 *
 * @param views  The views.
 * @param server The server's cart.
 * @return Problems.
 */
export function checkViews( views: Views, server: ServerCart ): string[] {
	const problems: string[] = [];
	const empty = Object.keys( server.lines ).length === 0;
	const compare = ( where: string, lines: Lines ) => {
		if ( ! sameLines( lines, server.lines ) ) {
			problems.push(
				`${ where } shows ${ show( lines ) }, the server's cart holds ${ show( server.lines ) }`
			);
		}
	};
	const compareTotal = (
		where: string,
		total: string | null | undefined
	) => {
		if ( ! empty && total !== server.total ) {
			problems.push(
				`${ where } shows the total ${ total }, the server's is ${ server.total }`
			);
		}
	};
	if ( views.cart ) {
		compare( 'the cart', views.cart.lines );
		compareTotal( 'the cart', views.cart.total );
	}
	if ( views.summary ) {
		compare( "the checkout's order summary", views.summary.lines );
		compareTotal( "the checkout's order summary", views.summary.total );
		if ( views.placeOrderTotal !== null ) {
			compareTotal( 'the Place Order button', views.placeOrderTotal );
		}
	}
	if ( views.drawer ) {
		compare( "the mini-cart's drawer", views.drawer.lines );
	}
	if ( views.miniCart ) {
		if ( 'label' in views.miniCart ) {
			problems.push(
				`the mini-cart button reads "${ views.miniCart.label }"`
			);
		} else {
			if ( views.miniCart.count !== server.itemsCount ) {
				problems.push(
					`the mini-cart shows ${ views.miniCart.count } items, the server's cart holds ${ server.itemsCount }`
				);
			}
			compareTotal( 'the mini-cart', views.miniCart.total );
		}
	}
	if ( views.shop ) {
		for ( const [ name, quantity ] of Object.entries( views.shop ) ) {
			if ( quantity !== ( server.lines[ name ] ?? 0 ) ) {
				problems.push(
					`the shop shows ${ quantity } ${ name } in the cart, the server's cart holds ${
						server.lines[ name ] ?? 0
					}`
				);
			}
		}
	}
	return problems;
}

/**
 * What the shopper typed on the checkout is still in its fields (those on show).
 *
 * @param page  The page.
 * @param typed Field id → value typed.
 * @return Problems.
 */
export async function checkTyped( page: Page, typed: Map< string, string > ) {
	const shown = await page.evaluate( ( ids ) => {
		const values: Record< string, string | null > = {};
		for ( const id of ids ) {
			const field = document.getElementById(
				id
			) as HTMLInputElement | null;
			values[ id ] =
				field && field.offsetParent !== null ? field.value : null;
		}
		return values;
	}, Array.from( typed.keys() ) );
	const problems: string[] = [];
	for ( const [ id, value ] of typed ) {
		if ( shown[ id ] !== null && shown[ id ] !== value ) {
			problems.push(
				`the field #${ id } shows "${ shown[ id ] }", the shopper typed "${ value }"`
			);
		}
	}
	return problems;
}

/** The orders a journey has accounted for. */
export interface OrderLedger {
	/** Orders up to this id were there before the journey. */
	baseline: number;
	counted: Set< number >;
}

/**
 * At most one order per Place Order, exactly one when the shopper was told it succeeded, and
 * its total the total the shopper saw on the button.
 *
 * @param options               What happened.
 * @param options.requestUtils  The admin's REST client.
 * @param options.ledger        Orders counted so far.
 * @param options.shownTotal    The total the Place Order button showed when clicked.
 * @param options.succeeded     The shopper reached the order-received page.
 * @param options.mayHavePlaced The answer was lost or unreadable: an order may exist unannounced.
 * @return Problems.
 */
export async function checkOrders( {
	requestUtils,
	ledger,
	shownTotal,
	succeeded,
	mayHavePlaced,
}: {
	requestUtils: RequestUtils;
	ledger: OrderLedger;
	shownTotal: string | null;
	succeeded: boolean;
	mayHavePlaced: boolean;
} ) {
	const fresh = (
		await placedOrdersAfter( requestUtils, ledger.baseline )
	).filter( ( order ) => ! ledger.counted.has( order.id ) );
	fresh.forEach( ( order ) => ledger.counted.add( order.id ) );
	const problems: string[] = [];
	if ( fresh.length > 1 ) {
		problems.push(
			`one Place Order made ${ fresh.length } orders (${ fresh.map( ( o ) => `#${ o.id }` ).join( ', ' ) })`
		);
	}
	if ( succeeded && fresh.length === 0 ) {
		problems.push(
			'the shopper was told the order was placed, the shop has no new order'
		);
	}
	if ( ! succeeded && ! mayHavePlaced && fresh.length > 0 ) {
		problems.push(
			`the shopper was not told of order #${ fresh[ 0 ].id }`
		);
	}
	for ( const order of fresh ) {
		if ( order.total !== shownTotal ) {
			problems.push(
				`order #${ order.id } charges ${ order.total }, the shopper saw ${ shownTotal }`
			);
		}
	}
	return problems;
}

/**
 * After a request failed, the shopper sees an error, unless the action took effect anyway (a
 * retry that worked needs no error).
 *
 * @param views  The views.
 * @param action The action of the step.
 * @param before The server's cart before it.
 * @param after  The server's cart after it.
 * @param args   Its arguments.
 * @param note   What it reported doing.
 * @return Problems.
 */
export function checkErrorShown(
	views: Views,
	action: Action,
	before: ServerCart,
	after: ServerCart,
	args: Args,
	note?: string
) {
	if (
		views.errors.length > 0 ||
		action.done?.( before, after, args, note )
	) {
		return [];
	}
	return [
		`a request of ${ action.name } failed and the shopper sees no error`,
	];
}
