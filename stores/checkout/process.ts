/**
 * The checkout's rules, as pure functions (SPEC §4, §7, §8), so each is unit-tested alone.
 */
import { __ } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import type { Address, BillingAddress, Cart } from '../../assets/api/types';
import type { OrderToPay } from '../../assets/settings/types';
import { toStoreValue } from '../../assets/utils/address-fields';
import type { ShippingErrorStatus } from '../cart/types';
import type { PaymentStatus } from '../payment/types';
import type {
	CheckoutRequestBody,
	CheckoutState,
	OrderPaymentRequestBody,
} from './types';

/**
 * SPEC §4: the order is posted only when there are no validation errors (unless an express
 * payment is active), payment is ready or not needed, checkout is processing, and there is
 * no shipping error.
 *
 * @param conditions                        What is true now.
 * @param conditions.hasValidationErrors    Validation errors are recorded.
 * @param conditions.isExpressPaymentActive An express payment is in progress.
 * @param conditions.isPaymentReady         Payment status is ready.
 * @param conditions.needsPayment           The cart needs payment.
 * @param conditions.isProcessing           Checkout is processing.
 * @param conditions.hasShippingError       Shipping error status is not none.
 * @return Whether to post.
 */
export function shouldPostOrder( conditions: {
	hasValidationErrors: boolean;
	isExpressPaymentActive: boolean;
	isPaymentReady: boolean;
	needsPayment: boolean;
	isProcessing: boolean;
	hasShippingError: boolean;
} ): boolean {
	return (
		( ! conditions.hasValidationErrors ||
			conditions.isExpressPaymentActive ) &&
		( conditions.isPaymentReady || ! conditions.needsPayment ) &&
		conditions.isProcessing &&
		! conditions.hasShippingError
	);
}

/**
 * SPEC §8 pre-checkout messages: what stops an order before it is posted, or null.
 *
 * @param conditions                     What is true now.
 * @param conditions.needsShipping       The cart needs shipping.
 * @param conditions.hasSelectedRate     Every package has a selected rate.
 * @param conditions.paymentStatus       Payment status.
 * @param conditions.needsPayment        The cart needs payment.
 * @param conditions.shippingErrorStatus Shipping error status.
 * @return The message or null.
 */
export function getPreCheckoutError( conditions: {
	needsShipping: boolean;
	hasSelectedRate: boolean;
	paymentStatus: PaymentStatus;
	needsPayment: boolean;
	shippingErrorStatus: ShippingErrorStatus;
} ): string | null {
	if ( conditions.needsShipping && ! conditions.hasSelectedRate ) {
		return __( 'Sorry, this order requires a shipping option.', 'kassa' );
	}
	if ( conditions.needsPayment && conditions.paymentStatus === 'error' ) {
		return __( 'There was a problem with your payment option.', 'kassa' );
	}
	if (
		conditions.needsShipping &&
		conditions.shippingErrorStatus !== 'none'
	) {
		return __( 'There was a problem with your shipping option.', 'kassa' );
	}
	return null;
}

/**
 * SPEC §8: the text for a checkout failure whose body could not be read (code unknown_error).
 *
 * @param isLoggedIn Whether the shopper is a logged-in customer.
 * @return The text.
 */
export function getUnreadableCheckoutErrorMessage( isLoggedIn: boolean ) {
	return isLoggedIn
		? __(
				"Something went wrong when placing the order. Check your account's order history or your email for order updates before retrying.",
				'kassa'
			)
		: __(
				'Something went wrong when placing the order. Check your email for order updates before retrying.',
				'kassa'
			);
}

const ADDRESS_KEYS: Array< keyof Address > = [
	'first_name',
	'last_name',
	'company',
	'address_1',
	'address_2',
	'city',
	'state',
	'postcode',
	'country',
	'phone',
];

/**
 * An address with exactly the Store API's address fields, missing ones as '': the core fields
 * and the shop's additional address fields (a checkbox's value as a boolean).
 *
 * @param address The address, or form values holding it.
 * @return The address.
 */
export const pickAddress = ( address: Partial< Address > ): Address => {
	const picked: Record< string, string | boolean > = Object.fromEntries(
		ADDRESS_KEYS.map( ( key ) => [ key, address[ key ] ?? '' ] )
	);
	( getSetting( 'additionalFields' ) ?? [] )
		.filter( ( field ) => field.location === 'address' )
		.forEach( ( field ) => {
			picked[ field.key ] = toStoreValue( field, address[ field.key ] );
		} );
	return picked as Address;
};

/**
 * Whether two addresses are the same in every field the checkout asks for (the shop's
 * additional address fields included), as WooCommerce compares them to decide whether the
 * billing address is the shipping address.
 *
 * @param a An address.
 * @param b Another.
 * @return True when they are the same.
 */
export function isSameAddress(
	a: Partial< Address >,
	b: Partial< Address >
): boolean {
	const first = pickAddress( a );
	const second = pickAddress( b );
	return Object.keys( first ).every(
		( key ) => first[ key ] === second[ key ]
	);
}

/**
 * SPEC §7: the checkout body. shipping_address only when shipping is needed, equal to the
 * billing address when billing is used as shipping; payment_method and payment_data (the
 * method's data as key/value pairs plus the save flag keyed by the method) only when payment
 * is needed.
 *
 * @param input                         What goes in.
 * @param input.cart                    The cart (addresses, needs_*).
 * @param input.checkout                The checkout state.
 * @param input.billingIsShipping       The billing form is the one filled in, and shipping uses it.
 * @param input.paymentMethod           The active payment method.
 * @param input.paymentMethodData       Its data (from the method's payment setup).
 * @param input.shouldSavePaymentMethod Save the new payment method (already checked by §5 rule).
 * @return The body.
 */
export function buildCheckoutBody( input: {
	cart: Pick<
		Cart,
		| 'billing_address'
		| 'shipping_address'
		| 'needs_shipping'
		| 'needs_payment'
	>;
	checkout: Pick<
		CheckoutState,
		| 'additionalFields'
		| 'shouldCreateAccount'
		| 'orderNotes'
		| 'customerPassword'
		| 'extensionData'
		| 'useShippingAsBilling'
	>;
	billingIsShipping: boolean;
	paymentMethod: string;
	paymentMethodData: Record< string, unknown >;
	shouldSavePaymentMethod: boolean;
} ): CheckoutRequestBody {
	const { cart, checkout } = input;
	let billing: BillingAddress = cart.billing_address;
	let shipping: Address = pickAddress( cart.shipping_address );
	if ( checkout.useShippingAsBilling ) {
		if ( input.billingIsShipping ) {
			shipping = pickAddress( cart.billing_address );
		} else {
			billing = {
				...pickAddress( cart.shipping_address ),
				email: cart.billing_address.email,
				phone:
					cart.billing_address.phone || cart.shipping_address.phone,
			};
		}
	}
	const body: CheckoutRequestBody = {
		additional_fields: checkout.additionalFields,
		billing_address: { ...billing },
		create_account: checkout.shouldCreateAccount,
		customer_note: checkout.orderNotes,
		extensions: checkout.extensionData,
	};
	if ( checkout.shouldCreateAccount && checkout.customerPassword ) {
		body.customer_password = checkout.customerPassword;
	}
	if ( cart.needs_shipping ) {
		body.shipping_address = { ...shipping };
	}
	if ( cart.needs_payment ) {
		// As WooCommerce's blocks post it: the method's data, then the save choice (false for a
		// saved token), which gateways read as `wc-<id>-new-payment-method`.
		const isSavedToken = !! input.paymentMethodData.isSavedToken;
		const data = Object.entries( input.paymentMethodData )
			.filter( ( [ key ] ) => key !== 'isSavedToken' )
			.map( ( [ key, value ] ) => ( { key, value } ) );
		data.push( {
			key: `wc-${ input.paymentMethod }-new-payment-method`,
			value: ! isSavedToken && input.shouldSavePaymentMethod,
		} );
		body.payment_method = input.paymentMethod;
		body.payment_data = data;
	}
	return body;
}

/**
 * The body that pays an existing order (`POST /wc/store/v1/checkout/{id}`): the payment method
 * and its data, as WooCommerce's pay form sends them, with what the route needs besides: the
 * order's key and billing email, and the order's own addresses (as the server gave them: paying
 * changes neither), note and fields, which the route writes back to the order (a shipping
 * address left out would become the billing address). No account, password or extension data:
 * the order was placed with those.
 *
 * @param body  The checkout body built for the page's cart, the order.
 * @param order The order's addresses.
 * @param toPay The order to pay.
 * @return The body.
 */
export function buildOrderPaymentBody(
	body: CheckoutRequestBody,
	order: Pick< Cart, 'billing_address' | 'shipping_address' >,
	toPay: OrderToPay
): OrderPaymentRequestBody {
	return {
		key: toPay.key,
		billing_email: toPay.billingEmail,
		additional_fields: body.additional_fields,
		billing_address: { ...order.billing_address },
		shipping_address: { ...pickAddress( order.shipping_address ) },
		customer_note: body.customer_note,
		payment_method: body.payment_method,
		payment_data: body.payment_data,
	};
}

/** What the payment setup observers' successful answers hand the checkout. */
export interface PaymentSetupResult {
	/** Every answer's `meta.paymentMethodData`, merged in order. */
	paymentMethodData: Record< string, unknown >;
	/** An address an answer gives (the last one that does), for the order. */
	billingAddress?: Partial< BillingAddress >;
	shippingAddress?: Partial< Address >;
}

const objectOr = ( value: unknown ) =>
	value && typeof value === 'object' && ! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: undefined;

/**
 * Reads the payment setup observers' answers as WooCommerce's checkout does: their payment
 * data, and the addresses an express method's approval gives (`meta.billingAddress`,
 * `meta.shippingAddress`; WooCommerce's older names `billingData` and `shippingData.address`
 * too), which the order then carries.
 *
 * @param responses The observers' answers.
 * @return The payment data and addresses.
 */
export function readPaymentSetupResponses(
	responses: unknown[]
): PaymentSetupResult {
	const result: PaymentSetupResult = { paymentMethodData: {} };
	for ( const response of responses ) {
		const meta = objectOr( objectOr( response )?.meta );
		if ( ! meta ) {
			continue;
		}
		Object.assign(
			result.paymentMethodData,
			objectOr( meta.paymentMethodData )
		);
		const billing = objectOr( meta.billingAddress ?? meta.billingData );
		const shipping = objectOr(
			meta.shippingAddress ?? objectOr( meta.shippingData )?.address
		);
		if ( billing ) {
			result.billingAddress = billing as Partial< BillingAddress >;
		}
		if ( shipping ) {
			result.shippingAddress = shipping as Partial< Address >;
		}
	}
	return result;
}
