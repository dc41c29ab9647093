import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { checkoutStore } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import CheckboxControl from '../../assets/components/checkbox-control';
import { useCheckoutSettings } from '../checkout/context';

/**
 * 'Add a note to your order': a checkbox that opens a text area for the customer note (sent
 * as customer_note). Hidden when the checkout's order notes setting or the shop's is off, or
 * when the shop's server removed the note; its label and placeholder may be the server's.
 *
 * @return The note, or nothing.
 */
export default function OrderNoteBlock() {
	const { showOrderNotes } = useCheckoutSettings();
	const notes = useSelect(
		( select ) => select( checkoutStore ).getOrderNotes(),
		[]
	);
	const { setOrderNotes } = useDispatch( checkoutStore );
	const [ isOpen, setIsOpen ] = useState( notes !== '' );
	const [ kept, setKept ] = useState( '' );
	// The shop's server may rename the note, or remove it (settings `formFields.order.note`).
	const edit = getSetting( 'formFields' )?.order?.note;
	if (
		! showOrderNotes ||
		! getSetting( 'orderNotesEnabled' ) ||
		edit?.hidden
	) {
		return null;
	}
	return (
		<div className="kassa-checkout-order-note">
			<CheckboxControl
				id="checkout-order-note-toggle"
				label={ __( 'Add a note to your order', 'kassa' ) }
				checked={ isOpen }
				onChange={ ( open ) => {
					setIsOpen( open );
					// Unticking removes the note; ticking again brings it back.
					if ( open ) {
						setOrderNotes( kept );
					} else {
						setKept( notes );
						setOrderNotes( '' );
					}
				} }
			/>
			{ isOpen && (
				<div className="kassa-checkout-order-note__field">
					<label
						htmlFor="checkout-order-note"
						className="kassa-checkout-order-note__label"
					>
						{ edit?.label ?? __( 'Order note', 'kassa' ) }
					</label>
					<textarea
						id="checkout-order-note"
						name="order_comments"
						className="kassa-checkout-order-note__textarea"
						placeholder={
							edit?.placeholder ??
							__(
								'Notes about your order, e.g. special notes for delivery.',
								'kassa'
							)
						}
						rows={ 3 }
						value={ notes }
						onChange={ ( event ) =>
							setOrderNotes( event.target.value )
						}
					/>
				</div>
			) }
		</div>
	);
}
