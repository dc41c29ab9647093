import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import {
	checkoutStore,
	dispatchCheckoutEvent,
	validationStore,
} from '@kassa/data';

import { COUPON_FIELD_ID } from '../../../assets/constants';
import { useIsEditor } from '../../../assets/components/editor-context';
import { revealInvalidSteps } from '../components/checkout-step';
import { applyCustomerDraft, setSubmitAttempted } from './customer-data';

/**
 * Moves focus to the first field showing an error in the checkout (after a failed submit),
 * first opening every collapsed step that holds such a field.
 *
 * @param root Where to look.
 * @return Whether a field was focused.
 */
export function focusFirstInvalidField( root: ParentNode = document ): boolean {
	revealInvalidSteps();
	const field = root.querySelector< HTMLElement >(
		'.wp-block-kassa-checkout [aria-invalid="true"]'
	);
	if ( ! field ) {
		return false;
	}
	field.focus();
	return true;
}

/**
 * What every attempt starts with: every error shows from now on, and a coupon that failed to
 * apply is no reason to refuse the order.
 *
 * @param clearValidationError The validation store's action.
 */
function startAttempt( clearValidationError: ( id: string ) => void ) {
	setSubmitAttempted();
	clearValidationError( COUPON_FIELD_ID );
}

/**
 * After a failed attempt, once React has shown the errors it revealed: focus the first
 * invalid field.
 */
const focusAfterRender = () =>
	window.setTimeout( () => focusFirstInvalidField(), 0 );

/**
 * Places the order: tells other scripts (the `submit` checkout event), marks the attempt (every
 * error shows from now on), writes the typed
 * addresses into the cart store, submits, and after a failure moves focus to the first
 * invalid field. Nothing happens in the editor.
 *
 * @return The handler; resolves true when the order completed.
 */
export function usePlaceOrder() {
	const { submitCheckout } = useDispatch( checkoutStore );
	const { clearValidationError } = useDispatch( validationStore );
	const isEditor = useIsEditor();
	return useCallback( async (): Promise< boolean > => {
		if ( isEditor ) {
			return false;
		}
		dispatchCheckoutEvent( 'submit' );
		startAttempt( clearValidationError );
		applyCustomerDraft();
		const ok = await submitCheckout();
		if ( ! ok ) {
			focusAfterRender();
		}
		return ok;
	}, [ isEditor, submitCheckout, clearValidationError ] );
}

/**
 * Checks the checkout without placing the order (WooCommerce's `validate`, which a payment
 * method's own place-order button calls before it starts its payment): every error shows and
 * the first invalid field takes focus. The editor always passes.
 *
 * @return The handler; resolves { hasError }.
 */
export function useValidateCheckout() {
	const { validateCheckout } = useDispatch( checkoutStore );
	const { clearValidationError } = useDispatch( validationStore );
	const isEditor = useIsEditor();
	return useCallback( async () => {
		if ( isEditor ) {
			return { hasError: false };
		}
		startAttempt( clearValidationError );
		const result = await validateCheckout();
		if ( result.hasError ) {
			focusAfterRender();
		}
		return result;
	}, [ isEditor, validateCheckout, clearValidationError ] );
}
