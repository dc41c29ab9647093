import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { checkoutStore } from '@kassa/data';

import CheckboxControl from '../../../assets/components/checkbox-control';
import { useIsEditor } from '../../../assets/components/editor-context';
import {
	applyCustomerDraft,
	getCustomerDraft,
	pushCustomerData,
	setDraftAddress,
} from '../hooks/customer-data';

type Props = {
	checked: boolean;
	/** Under the billing form (forcedBillingAddress), the label speaks of shipping. */
	forShipping?: boolean;
};

/**
 * 'Use same address for billing': unticking it opens the other form, prefilled with the
 * address typed so far, so the shopper edits only what differs.
 *
 * @param props             Props.
 * @param props.checked     Billing is shipping.
 * @param props.forShipping The forced-billing variant.
 * @return The checkbox.
 */
export default function SameAddressCheckbox( { checked, forShipping }: Props ) {
	const { setUseShippingAsBilling } = useDispatch( checkoutStore );
	const isEditor = useIsEditor();
	return (
		<CheckboxControl
			id="checkout-same-address"
			className="kassa-checkout__same-address"
			label={
				forShipping
					? __( 'Use same address for shipping', 'kassa' )
					: __( 'Use same address for billing', 'kassa' )
			}
			checked={ checked }
			onChange={ ( same ) => {
				if ( ! same ) {
					const draft = getCustomerDraft();
					const [ from, to ] = forShipping
						? ( [ 'billing', 'shipping' ] as const )
						: ( [ 'shipping', 'billing' ] as const );
					const target = draft[ to ];
					const isBlank = ! target.address_1 && ! target.first_name;
					if ( isBlank ) {
						const { email, ...copy } = draft[ from ];
						void email;
						setDraftAddress( to, copy );
					}
				}
				setUseShippingAsBilling( same );
				applyCustomerDraft();
				if ( ! isEditor ) {
					pushCustomerData();
				}
			} }
		/>
	);
}
