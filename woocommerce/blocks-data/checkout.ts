/**
 * `wc/store/checkout` on Kassa's pages: WooCommerce's checkout store, as a view over Kassa's
 * checkout store. What an extension writes here (extension data, additional fields, the
 * redirect URL, ...) is what Kassa's checkout sends.
 */
import { CHECKOUT_STATUS, checkoutStore } from '@kassa/data';

import {
	createViewStore,
	readFrom,
	writeTo,
	type ViewThunk,
} from './view-store';

export const CHECKOUT_STORE_KEY = 'wc/store/checkout';

/** WooCommerce's checkout statuses (its STATUS enum), for Kassa's phases. */
const STATUS_NAMES: Record< string, string > = {
	[ CHECKOUT_STATUS.IDLE ]: 'idle',
	// WooCommerce stays idle while it recalculates; isCalculating() says it does.
	[ CHECKOUT_STATUS.CALCULATING ]: 'idle',
	[ CHECKOUT_STATUS.BEFORE_PROCESSING ]: 'before_processing',
	[ CHECKOUT_STATUS.PROCESSING ]: 'processing',
	[ CHECKOUT_STATUS.AFTER_PROCESSING ]: 'after_processing',
	[ CHECKOUT_STATUS.COMPLETE ]: 'complete',
};

const fromCheckout = readFrom( checkoutStore );
const toCheckout = writeTo( checkoutStore );

const selectors = {
	getCustomerId: fromCheckout( ( c ) => c.getCustomerId() ),
	getCustomerPassword: fromCheckout( ( c ) => c.getCustomerPassword() ),
	getOrderId: fromCheckout( ( c ) => c.getOrderId() ),
	getOrderNotes: fromCheckout( ( c ) => c.getOrderNotes() ),
	getRedirectUrl: fromCheckout( ( c ) => c.getRedirectUrl() ),
	getUseShippingAsBilling: fromCheckout( ( c ) =>
		c.getUseShippingAsBilling()
	),
	getEditingBillingAddress: fromCheckout( ( c ) =>
		c.isEditingBillingAddress()
	),
	getEditingShippingAddress: fromCheckout( ( c ) =>
		c.isEditingShippingAddress()
	),
	getExtensionData: fromCheckout( ( c ) => c.getExtensionData() ),
	getShouldCreateAccount: fromCheckout( ( c ) => c.getShouldCreateAccount() ),
	getAdditionalFields: fromCheckout( ( c ) => c.getAdditionalFields() ),
	getCheckoutStatus: fromCheckout(
		( c ) => STATUS_NAMES[ c.getCheckoutStatus() ] ?? 'idle'
	),
	hasError: fromCheckout( ( c ) => c.hasError() ),
	hasOrder: fromCheckout( ( c ) => !! c.getOrderId() ),
	isComplete: fromCheckout( ( c ) => c.isComplete() ),
	isIdle: fromCheckout( ( c ) => c.isIdle() || c.isCalculating() ),
	isBeforeProcessing: fromCheckout( ( c ) => c.isBeforeProcessing() ),
	isAfterProcessing: fromCheckout( ( c ) => c.isAfterProcessing() ),
	isProcessing: fromCheckout( ( c ) => c.isProcessing() ),
	isCalculating: fromCheckout( ( c ) => c.isCalculating() ),
	prefersCollection: fromCheckout( ( c ) => c.prefersCollection() ),
};

const actions = {
	setExtensionData: toCheckout(
		(
			c,
			namespace: string,
			extensionData: Record< string, unknown >,
			replace?: boolean
		) => c.setExtensionData( namespace, extensionData, !! replace )
	),
	setAdditionalFields: toCheckout(
		( c, fields: Parameters< typeof c.setAdditionalFields >[ 0 ] ) =>
			c.setAdditionalFields( fields )
	),
	setPrefersCollection: toCheckout( ( c, prefers: boolean ) =>
		c.setPrefersCollection( prefers )
	),
	setEditingBillingAddress: toCheckout( ( c, isEditing: boolean ) =>
		c.setEditingBillingAddress( isEditing )
	),
	setEditingShippingAddress: toCheckout( ( c, isEditing: boolean ) =>
		c.setEditingShippingAddress( isEditing )
	),
	/**
	 * Runs an async function with the checkout disabled (calculating) while it runs.
	 *
	 * @param asyncFunc The function.
	 * @return What it resolves to; its rejection is passed on.
	 */
	disableCheckoutFor:
		(
			asyncFunc: () => Promise< unknown >
		): ViewThunk< Promise< unknown > > =>
		async ( { registry } ) => {
			const checkout = registry.dispatch( checkoutStore );
			checkout.startCalculating();
			try {
				return await asyncFunc();
			} finally {
				checkout.stopCalculating();
			}
		},
	// WooCommerce's internal actions that real gateways call (Stripe's 3-D Secure path).
	__internalSetIdle: toCheckout( ( c ) => c.setIdle() ),
	__internalSetRedirectUrl: toCheckout( ( c, url: string ) =>
		c.setRedirectUrl( url )
	),
	__internalSetHasError: toCheckout( ( c, hasError?: boolean ) =>
		c.setHasError( hasError ?? true )
	),
	__internalSetCustomerId: toCheckout( ( c, id: number ) =>
		c.setCustomerId( id )
	),
	__internalSetCustomerPassword: toCheckout( ( c, password: string ) =>
		c.setCustomerPassword( password )
	),
	__internalSetUseShippingAsBilling: toCheckout( ( c, use: boolean ) =>
		c.setUseShippingAsBilling( use )
	),
	__internalSetShouldCreateAccount: toCheckout( ( c, should: boolean ) =>
		c.setShouldCreateAccount( should )
	),
	__internalSetOrderNotes: toCheckout( ( c, notes: string ) =>
		c.setOrderNotes( notes )
	),
	__internalStartCalculation: toCheckout( ( c ) => c.startCalculating() ),
	__internalFinishCalculation: toCheckout( ( c ) => c.stopCalculating() ),
};
// Names WooCommerce keeps for older extensions (deprecated in WooCommerce 9.9).
const deprecatedActions = {
	__internalSetExtensionData: actions.setExtensionData,
	__internalIncrementCalculating: actions.__internalStartCalculation,
	__internalDecrementCalculating: actions.__internalFinishCalculation,
};

/** The `wc/store/checkout` view store. */
export const checkoutView = createViewStore( CHECKOUT_STORE_KEY, {
	sources: [ checkoutStore ],
	selectors,
	actions: { ...actions, ...deprecatedActions },
} );
