/**
 * `wc/store/payment` on Kassa's pages: WooCommerce's payment store, as a view over Kassa's
 * payment store. The active method and its payment data that a gateway sets here are what
 * Kassa's checkout shows as chosen and posts.
 */
import { checkoutStore, PAYMENT_STATUS, paymentStore } from '@kassa/data';

import { createViewStore, readFrom, writeTo } from './view-store';

export const PAYMENT_STORE_KEY = 'wc/store/payment';

type Methods = Record< string, { name: string } >;

// WooCommerce keeps the methods that can pay as { [name]: { name } }, Kassa as names: one
// object per list of names, the same while the list is.
const methodMaps = new WeakMap< string[], Methods >();
const asMethods = ( names: string[] ) => {
	let methods = methodMaps.get( names );
	if ( ! methods ) {
		methods = Object.fromEntries(
			names.map( ( name ) => [ name, { name } ] )
		);
		methodMaps.set( names, methods );
	}
	return methods;
};

type Saved = Record< string, Array< { method?: { gateway?: string } } > >;
let activeSaved: { saved: unknown; names: unknown; active: Saved } | null =
	null;

const fromPayment = readFrom( paymentStore );
const toPayment = writeTo( paymentStore );

const isIdle = fromPayment( ( p ) => p.isPaymentIdle() );
const isExpressStarted = fromPayment( ( p ) => p.isExpressPaymentStarted() );
const isReady = fromPayment( ( p ) => p.isPaymentReady() );
const hasError = fromPayment( ( p ) => p.hasPaymentError() );
const isProcessing = fromPayment( ( p ) => p.isPaymentProcessing() );
type Payment = Parameters< Parameters< typeof fromPayment >[ 0 ] >[ 0 ];
/**
 * Whether the active method is an express one (its window is open and taking input).
 *
 * @param p Kassa's payment selectors.
 * @return True when it is.
 */
const expressMethodActive = ( p: Payment ) =>
	p
		.getAvailableExpressPaymentMethods()
		.includes( p.getActivePaymentMethod() );
const isExpressMethodActive = fromPayment( expressMethodActive );

const selectors = {
	isPaymentIdle: isIdle,
	isExpressPaymentStarted: isExpressStarted,
	isPaymentProcessing: isProcessing,
	isPaymentReady: isReady,
	hasPaymentError: hasError,
	isExpressPaymentMethodActive: isExpressMethodActive,
	getActiveSavedToken: fromPayment( ( p ) => p.getActiveSavedToken() ),
	getActivePaymentMethod: fromPayment( ( p ) => p.getActivePaymentMethod() ),
	getAvailablePaymentMethods: fromPayment( ( p ) =>
		asMethods( p.getAvailablePaymentMethods() )
	),
	getAvailableExpressPaymentMethods: fromPayment( ( p ) =>
		asMethods( p.getAvailableExpressPaymentMethods() )
	),
	getPaymentMethodData: fromPayment( ( p ) => p.getPaymentMethodData() ),
	getSavedPaymentMethods: fromPayment( ( p ) => p.getSavedPaymentMethods() ),
	getActiveSavedPaymentMethods: fromPayment( ( p ) => {
		const saved = p.getSavedPaymentMethods() as Saved;
		const names = p.getAvailablePaymentMethods();
		if ( activeSaved?.saved !== saved || activeSaved?.names !== names ) {
			// The saved methods of gateways that can pay for this cart.
			const active = Object.fromEntries(
				Object.entries( saved )
					.map( ( [ type, methods ] ) => [
						type,
						methods.filter( ( m ) =>
							names.includes( m.method?.gateway ?? '' )
						),
					] )
					.filter( ( [ , methods ] ) => methods.length > 0 )
			);
			activeSaved = { saved, names, active };
		}
		return activeSaved.active;
	} ),
	// What Kassa will do: the shopper's choice, where saving is allowed.
	getShouldSavePaymentMethod: readFrom( checkoutStore )( ( c ) =>
		c.getShouldSavePaymentMethod()
	),
	paymentMethodsInitialized: fromPayment( ( p ) =>
		p.paymentMethodsInitialized()
	),
	expressPaymentMethodsInitialized: fromPayment( ( p ) =>
		p.expressPaymentMethodsInitialized()
	),
	// Deprecated in WooCommerce (since 8.9 / 9.6), still answered.
	isPaymentPristine: isIdle,
	isPaymentStarted: isExpressStarted,
	isPaymentSuccess: isReady,
	isPaymentFailed: hasError,
	getCurrentStatus: fromPayment( ( p ) => ( {
		isPristine: p.isPaymentIdle(),
		isIdle: p.isPaymentIdle(),
		isStarted: p.isExpressPaymentStarted(),
		isProcessing: p.isPaymentProcessing(),
		isFinished: p.hasPaymentError() || p.isPaymentReady(),
		hasError: p.hasPaymentError(),
		hasFailed: p.hasPaymentError(),
		isSuccessful: p.isPaymentReady(),
		isDoingExpressPayment: expressMethodActive( p ),
	} ) ),
};

const actions = {
	__internalSetActivePaymentMethod: toPayment(
		( p, name: string, paymentMethodData?: Record< string, unknown > ) =>
			p.setActivePaymentMethod( name, paymentMethodData ?? {} )
	),
	__internalSetPaymentMethodData: toPayment(
		( p, paymentMethodData?: Record< string, unknown > ) =>
			p.setPaymentMethodData( paymentMethodData ?? {} )
	),
	__internalSetShouldSavePaymentMethod: toPayment( ( p, should: boolean ) =>
		p.setShouldSavePaymentMethod( should )
	),
	__internalSetPaymentIdle: toPayment( ( p ) =>
		p.setPaymentStatus( PAYMENT_STATUS.IDLE )
	),
	__internalSetPaymentProcessing: toPayment( ( p ) =>
		p.setPaymentStatus( PAYMENT_STATUS.PROCESSING )
	),
	__internalSetPaymentReady: toPayment( ( p ) =>
		p.setPaymentStatus( PAYMENT_STATUS.READY )
	),
	__internalSetPaymentError: toPayment( ( p ) =>
		p.setPaymentStatus( PAYMENT_STATUS.ERROR )
	),
};

/** The `wc/store/payment` view store. */
export const paymentView = createViewStore( PAYMENT_STORE_KEY, {
	// getShouldSavePaymentMethod also depends on the checkout (who the customer is).
	sources: [ paymentStore, checkoutStore ],
	selectors,
	actions,
} );
