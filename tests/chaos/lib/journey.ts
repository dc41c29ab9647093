/**
 * One seeded shopper journey: a random sequence of actions (see actions.ts), some of them met
 * by a fault (see network.ts), some followed at once by the next (a shopper who does not wait),
 * and after every step, once the page is quiet, the invariants (see invariants.ts).
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

import {
	ACT_TIMEOUT,
	ACTIONS,
	actionNamed,
	drawerOf,
	LEAVES_PAGE,
	type Action,
	type Args,
	type ShopperState,
} from './actions';
import {
	checkErrorShown,
	checkOrders,
	checkTyped,
	checkViews,
	type OrderLedger,
} from './invariants';
import {
	FAILING_FAULTS,
	Network,
	type Fault,
	type FaultKind,
	type InjectedFault,
} from './network';
import { Random } from './random';
import { lastOrderId } from '../../e2e/utils/orders';
import { SEEDED_STOCK, stockOf } from '../../e2e/utils/stock';
import { StoreApi } from '../../e2e/utils/store-api';
import { readServerCart } from './server';
import { pageOf } from './shop';
import { readViews } from './views';

/** How many steps a journey takes. */
export const STEPS = { min: 12, max: 24 };
/** The share of steps whose first Store API write meets a fault. */
export const FAULT_RATE = 0.3;
/** The share of steps the shopper follows at once with the next, without waiting. */
export const RUSH_RATE = 0.15;
/** The share of journeys whose shopper means to buy: they head for the checkout and fill it in. */
export const BUYER_RATE = 0.6;
/** How long the page must be without requests to count as quiet (the quantity debounce is 400 ms). */
const QUIET_MS = 1_200;
/** Longest a step may take to become quiet (the longest injected delay is 6 s). */
const QUIET_TIMEOUT = 45_000;

const FAULT_WEIGHTS: ReadonlyArray< readonly [ FaultKind, number ] > = [
	[ '500', 3 ],
	[ 'abort', 2 ],
	[ 'lost-response', 2 ],
	[ 'delay', 3 ],
	[ 'malformed', 2 ],
	[ 'stale-nonce', 2 ],
];

export interface Step {
	index: number;
	action: string;
	args: Args;
	fault: Fault | null;
	rush: boolean;
	/** Filled in as it runs. */
	at?: string;
	note?: string;
	injected?: InjectedFault[];
	retryOf?: number;
}

export interface JourneyRecord {
	seed: number;
	steps: Step[];
	faults: InjectedFault[];
	orders: number;
	violation?: { step: number; message: string };
}

/** An invariant that did not hold. */
export class Violation extends Error {}

const sleep = ( ms: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * How much more likely an action is than its weight says: a shopper with an empty cart heads
 * for the shop; one who means to buy heads for the checkout, fills it in and places the order.
 *
 * @param name  The action.
 * @param state The journey so far.
 * @param buyer Whether the shopper means to buy.
 * @return The factor.
 */
function leaning( name: string, state: ShopperState, buyer: boolean ) {
	if ( Object.keys( state.server.lines ).length === 0 ) {
		return name === 'goto.shop' ? 4 : 1;
	}
	if ( ! buyer ) {
		return 1;
	}
	// The e-mail and an address typed in (not cleared since).
	const filledIn = () =>
		[ 'contact-email', 'address_1', 'postcode' ].every( ( field ) =>
			Array.from( state.typed ).some(
				( [ id, value ] ) => id.endsWith( field ) && value !== ''
			)
		);
	switch ( name ) {
		case 'goto.checkout':
		case 'cart.proceed':
			return 5;
		case 'checkout.fill-all':
			return filledIn() ? 0.5 : 6;
		case 'checkout.place-order':
			return filledIn() ? 8 : 1;
		default:
			return 1;
	}
}

/**
 * Waits until no request has been in flight for QUIET_MS and the document has loaded.
 *
 * @param page    The page.
 * @param network The journey's network.
 */
async function waitForQuiet( page: Page, network: Network ) {
	const deadline = Date.now() + QUIET_TIMEOUT;
	while ( Date.now() < deadline ) {
		const loaded = await page
			.evaluate( () => document.readyState === 'complete' )
			.catch( () => false );
		if ( loaded && network.idleFor() >= QUIET_MS ) {
			return;
		}
		await sleep( 150 );
	}
	throw new Violation(
		`the page was still busy ${ QUIET_TIMEOUT / 1000 } s after the step (in flight: ${ network.busy().join( ', ' ) })`
	);
}

/**
 * Runs one journey.
 *
 * @param options              What the journey needs.
 * @param options.seed         Its seed.
 * @param options.page         A guest shopper's page.
 * @param options.requestUtils The admin's REST client (to read orders).
 * @param options.record       Filled in as the journey goes (written out on a violation).
 * @param options.log          Prints a line.
 */
export async function runJourney( {
	seed,
	page,
	requestUtils,
	record,
	log,
}: {
	seed: number;
	page: Page;
	requestUtils: RequestUtils;
	record: JourneyRecord;
	log: ( line: string ) => void;
} ) {
	const random = new Random( seed );
	const network = new Network( page );
	await network.start();
	const pageErrors: string[] = [];
	page.on( 'pageerror', ( error ) =>
		pageErrors.push( `uncaught: ${ error.message }` )
	);
	page.on( 'console', ( message ) => {
		// A failed request is logged by the browser itself: the faults make those on purpose.
		if (
			message.type() === 'error' &&
			! /^Failed to load resource/.test( message.text() )
		) {
			pageErrors.push( `console.error: ${ message.text() }` );
		}
	} );
	const ledger: OrderLedger = {
		baseline: await lastOrderId( requestUtils ),
		counted: new Set(),
	};

	// Every journey starts from the seeded stock (an earlier one may have sold it).
	const products = await new StoreApi( page.request ).getProducts();
	for ( const [ name, stock ] of Object.entries( SEEDED_STOCK ) ) {
		const product = products.find( ( p ) => p.name === name );
		await stockOf( requestUtils, product!.id, stock );
	}
	await page.goto( '/shop/' );
	await waitForQuiet( page, network );
	const state: ShopperState = {
		page,
		at: 'shop',
		server: await readServerCart( page ),
		drawerOpen: false,
		canGoBack: false,
		canGoForward: false,
		typed: new Map(),
		emailPrefix: `chaos-${ seed }`,
		emails: 0,
	};
	let historyIndex = 0;
	let historyLength = 1;

	const stepCount = random.int( STEPS.min, STEPS.max );
	const buyer = random.chance( BUYER_RATE );
	let retry: Step | null = null;
	/** The steps since the page was last quiet (a shopper who did not wait makes a chain). */
	let chain: {
		start: number;
		before: typeof state.server;
		url: string;
		placeOrderTotal: string | null;
	} | null = null;
	for ( let index = 0; index < stepCount || retry; index++ ) {
		let step: Step;
		let action: Action;
		if ( retry ) {
			// Acting again after a failure must work: the same action, without a fault.
			action = actionNamed( retry.action );
			step = {
				index,
				action: retry.action,
				args: retry.args,
				fault: null,
				rush: false,
				retryOf: retry.index,
			};
			retry = null;
			if ( ! action.available( state ) ) {
				continue;
			}
		} else {
			action = random.weighted(
				ACTIONS.filter( ( a ) => a.available( state ) ).map(
					( a ) =>
						[
							a,
							a.weight * leaning( a.name, state, buyer ),
						] as const
				)
			);
			const args = action.plan( state, random );
			const fault: Fault | null = random.chance( FAULT_RATE )
				? ( () => {
						const kind = random.weighted( FAULT_WEIGHTS );
						return kind === 'delay'
							? { kind, ms: random.int( 1500, 6000 ) }
							: { kind };
					} )()
				: null;
			step = {
				index,
				action: action.name,
				args,
				fault,
				rush: random.chance( RUSH_RATE ),
			};
		}
		record.steps.push( step );
		if ( ! chain ) {
			chain = {
				start: index,
				before: state.server,
				url: page.url(),
				placeOrderTotal: null,
			};
		}
		if ( action.placesOrder ) {
			// The total is read off the button the shopper clicks, once it is there (a page
			// still loading has none yet: journey 9357). A click while the order is on its way
			// finds the button without its total: the total the shopper saw is the one of the
			// click that sent it (journey 9043), as does a page already on its way to the
			// order-received page (journey 10107: the page read as it went).
			await page
				.locator( '.kassa-checkout-actions__place-order' )
				.waitFor( { timeout: ACT_TIMEOUT } )
				.catch( () => {} );
			const onButton = await readViews( page ).then(
				( views ) => views.placeOrderTotal,
				() => null
			);
			chain.placeOrderTotal = onButton ?? chain.placeOrderTotal;
		}

		network.arm( step.fault, index );
		try {
			step.note = ( await action.run( state, step.args ) ) || undefined;
		} catch ( error ) {
			// A control that never became usable: the step did nothing (the checks still run).
			step.note = `not done: ${ ( error as Error ).message.split( '\n' )[ 0 ] }`;
		}
		network.touch();
		log(
			`  ${ index }. ${ step.action } ${ JSON.stringify( step.args ) }${
				step.fault
					? ` [fault ${ step.fault.kind }${ step.fault.ms ? ` ${ step.fault.ms } ms` : '' }]`
					: ''
			}${ step.rush ? ' (no wait)' : '' }${ step.note ? ` — ${ step.note }` : '' }`
		);
		if ( step.rush && index + 1 < stepCount ) {
			// The next action follows at once (the armed fault may still catch a request), chosen
			// for the page the shopper sees now.
			state.at = pageOf( new URL( page.url() ).pathname );
			state.drawerOpen = await drawerOf( page ).isVisible();
			continue;
		}
		await waitForQuiet( page, network );
		const injected = network.settle();
		const steps = record.steps.filter( ( s ) => s.index >= chain!.start );
		injected.forEach( ( fault ) => {
			const owner = steps.find( ( s ) => s.index === fault.step );
			owner!.injected = [ ...( owner!.injected ?? [] ), fault ];
		} );

		// Where the shopper is now.
		const url = page.url();
		for ( const done of steps ) {
			if ( done.action === 'back' ) {
				historyIndex = Math.max( 0, historyIndex - 1 );
			} else if ( done.action === 'forward' ) {
				historyIndex = Math.min( historyLength - 1, historyIndex + 1 );
			}
		}
		if (
			url !== chain.url &&
			! steps.some( ( s ) =>
				[ 'back', 'forward', 'reload' ].includes( s.action )
			)
		) {
			historyIndex += 1;
			historyLength = historyIndex + 1;
		}
		if (
			url !== chain.url ||
			steps.some( ( s ) => s.action === 'reload' )
		) {
			state.drawerOpen = false;
		}
		state.canGoBack = historyIndex > 0;
		state.canGoForward = historyIndex < historyLength - 1;
		state.at = pageOf( new URL( url ).pathname );
		step.at = state.at;

		const server = await readServerCart( page );
		const views = await readViews( page );
		state.drawerOpen = !! views.drawer;
		const before = chain.before;
		state.server = server;

		// Failed writes; a failed read is tried again, and the views show whether that worked.
		const failing = injected.filter(
			( f ) => FAILING_FAULTS.has( f.kind ) && f.method !== 'GET'
		);
		const placedOrder = steps.some(
			( s ) => actionNamed( s.action ).placesOrder
		);
		const hasItems = Object.keys( server.lines ).length > 0;
		const problems = [
			// A view the shopper should see, not found, would make the checks below hollow.
			...( hasItems && state.at === 'checkout' && ! views.summary
				? [ 'the checkout shows no order summary' ]
				: [] ),
			...( hasItems && state.at === 'cart' && ! views.cart
				? [ 'the cart page shows no cart' ]
				: [] ),
			...checkViews( views, server ),
			...pageErrors.splice( 0 ),
			...( state.at === 'checkout'
				? await checkTyped( page, state.typed )
				: [] ),
			...( placedOrder
				? await checkOrders( {
						requestUtils,
						ledger,
						shownTotal: chain.placeOrderTotal,
						succeeded: state.at === 'received',
						// The answer was lost, unreadable, or the shopper left before it came.
						mayHavePlaced:
							steps.length > 1 ||
							injected.some( ( f ) =>
								[ 'lost-response', 'malformed' ].includes(
									f.kind
								)
							),
					} )
				: [] ),
			...failing.flatMap( ( fault ) => {
				const owner = steps.find( ( s ) => s.index === fault.step )!;
				// A shopper who left the page before the answer came sees its notice no more. A
				// write failing in a step that leaves the page was sent by the page left (a rushed
				// step's; chaos journey 410). A Place Order that ended on the order-received page
				// left it too: an attempt that failed on the way (a rushed click's) needs no notice
				// once acting again placed the order (chaos journey 7014).
				const left = steps.some(
					( s ) =>
						s.index >= owner.index &&
						( LEAVES_PAGE.test( s.action ) ||
							( state.at === 'received' &&
								actionNamed( s.action ).placesOrder ) )
				);
				return left
					? []
					: checkErrorShown(
							views,
							actionNamed( owner.action ),
							before,
							server,
							owner.args,
							owner.note
						);
			} ),
		];
		// Acting again after a failure works, or says why it cannot.
		const retried =
			step.retryOf !== undefined && action.done && failing.length === 0
				? checkErrorShown(
						views,
						action,
						before,
						server,
						step.args,
						step.note
					)
				: [];
		if ( retried.length ) {
			problems.push(
				`${ step.action }, done again after the failure, neither worked nor said why`
			);
		}
		if ( state.at === 'received' ) {
			// The order is placed: what was typed belongs to it.
			state.typed.clear();
		}
		chain = null;
		if ( problems.length ) {
			throw new Violation( [ ...new Set( problems ) ].join( '\n' ) );
		}
		const failedStep = failing.length
			? steps.find( ( s ) => s.index === failing[ 0 ].step )
			: undefined;
		if ( failedStep && failedStep.retryOf === undefined ) {
			retry = failedStep;
		}
	}
	record.orders = ledger.counted.size;
}
