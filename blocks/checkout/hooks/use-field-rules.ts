import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { cartStore, checkoutStore, paymentStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { AddressFieldDefinition } from '../../../assets/settings/types';
import {
	buildCheckoutDocument,
	documentForContext,
	type CheckoutDocument,
	type FieldContext,
	type FieldValues,
} from '../../../assets/utils/checkout-document';
import { applyFieldRules } from '../../../assets/utils/field-rules';

/**
 * The checkout document the fields' rules are evaluated against, as the stores hold the cart
 * and the checkout now.
 *
 * @return The document, or null before the cart is known.
 */
export function useCheckoutDocument(): CheckoutDocument | null {
	// The same object while what it holds stays the same (useSelect compares it shallowly).
	const held = useSelect( ( select ) => {
		const checkout = select( checkoutStore );
		return {
			cart: select( cartStore ).getCartData(),
			prefersCollection: checkout.prefersCollection(),
			createAccount: checkout.getShouldCreateAccount(),
			customerNote: checkout.getOrderNotes(),
			additionalFields: checkout.getAdditionalFields(),
			customerId: checkout.getCustomerId(),
			paymentMethod: select( paymentStore ).getActivePaymentMethod(),
		};
	}, [] );
	return useMemo( () => {
		const { cart } = held;
		return cart
			? buildCheckoutDocument( {
					...held,
					cart,
					shippingAddress: cart.shipping_address,
					billingAddress: cart.billing_address,
					contactFieldKeys: ( getSetting( 'additionalFields' ) ?? [] )
						.filter( ( field ) => field.location === 'contact' )
						.map( ( field ) => field.key ),
				} )
			: null;
	}, [ held ] );
}

/**
 * A form's fields as their rules make them now (see applyFieldRules), and the document the form
 * sees, holding its values where they belong (for validation schemas).
 *
 * @param fields  The form's fields.
 * @param context Where the form's values sit (an address, contact, order).
 * @param values  The form's values as the Store API takes them, when the stores may not hold
 *                them yet (an address as typed).
 * @return The fields and the document (null before the cart is known).
 */
export function useFieldRules(
	fields: AddressFieldDefinition[],
	context: FieldContext,
	values?: FieldValues
): { fields: AddressFieldDefinition[]; document: CheckoutDocument | null } {
	const checkoutDocument = useCheckoutDocument();
	return useMemo( () => {
		if ( ! checkoutDocument ) {
			return { fields, document: null };
		}
		const document = documentForContext(
			checkoutDocument,
			context,
			values
		);
		return {
			fields: fields.map( ( field ) =>
				applyFieldRules( field, document )
			),
			document,
		};
	}, [ checkoutDocument, context, values, fields ] );
}
