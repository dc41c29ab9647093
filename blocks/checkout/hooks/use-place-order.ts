import { useDispatch } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { checkoutStore, validationStore } from '@kassa/data';

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
 * Places the order: marks the attempt (every error shows from now on), writes the typed
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
		setSubmitAttempted();
		// A coupon that failed to apply is no reason to refuse the order.
		clearValidationError( COUPON_FIELD_ID );
		applyCustomerDraft();
		const ok = await submitCheckout();
		if ( ! ok ) {
			// After React has shown the errors the submit revealed.
			window.setTimeout( () => focusFirstInvalidField(), 0 );
		}
		return ok;
	}, [ isEditor, submitCheckout, clearValidationError ] );
}
