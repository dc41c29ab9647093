import { useSelect } from '@wordpress/data';
import { useContext, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { cartStore, EXTENSION_SLOTS, NOTICE_CONTEXTS } from '@kassa/data';

import FormattedMonetaryAmount from '../../assets/components/formatted-monetary-amount';
import { useIsEditor } from '../../assets/components/editor-context';
import { ChevronDownIcon } from '../../assets/components/icons';
import CartExtensionSlot from '../../hooks/extension-slot';
import CheckoutNotices from '../checkout/components/checkout-notices';
import { CheckoutWidthContext } from '../checkout/context';

type Props = { children?: ReactNode };

/**
 * The order summary: its notices, then its inner blocks (the products, the coupon form, the
 * totals, and blocks extensions add). In a checkout of phone width (small or mobile, SPEC §9)
 * it collapses behind a button that shows the total; wider, it is open (WooCommerce 11 also
 * collapses it in a medium checkout, where it moves the summary above the steps; Kassa's stays
 * in the totals column, where it is better read open). The width is the checkout's, which it
 * knows before it renders: the summary measures nothing as it mounts. In the editor it stays
 * open, its blocks there to edit.
 *
 * @param props          Props.
 * @param props.children The inner blocks.
 * @return The summary.
 */
export default function OrderSummaryBlock( { children }: Props ) {
	const checkoutWidth = useContext( CheckoutWidthContext );
	const isEditor = useIsEditor();
	const [ isOpen, setIsOpen ] = useState( false );
	const totals = useSelect(
		( select ) => select( cartStore ).getCartTotals(),
		[]
	);
	if ( ! totals ) {
		return null;
	}
	const isSmall =
		! isEditor &&
		( checkoutWidth === 'is-small' || checkoutWidth === 'is-mobile' );
	const collapsed = isSmall && ! isOpen;
	return (
		<section
			className="kassa-checkout-order-summary"
			aria-labelledby="kassa-checkout-order-summary-title"
		>
			<h2
				id="kassa-checkout-order-summary-title"
				className="kassa-checkout-order-summary__title"
			>
				{ isSmall ? (
					<button
						type="button"
						className="kassa-checkout-order-summary__toggle"
						aria-expanded={ isOpen }
						aria-controls="kassa-checkout-order-summary-content"
						onClick={ () => setIsOpen( ! isOpen ) }
					>
						<span>{ __( 'Order summary', 'kassa' ) }</span>
						<span className="kassa-checkout-order-summary__total">
							<FormattedMonetaryAmount
								value={ totals.total_price }
								currency={ totals }
							/>
						</span>
						<ChevronDownIcon />
					</button>
				) : (
					__( 'Order summary', 'kassa' )
				) }
			</h2>
			<div
				id="kassa-checkout-order-summary-content"
				className="kassa-checkout-order-summary__content"
				hidden={ collapsed }
			>
				<CheckoutNotices context={ NOTICE_CONTEXTS.CHECKOUT_TOTALS } />
				{ children }
				<CartExtensionSlot
					slot={ EXTENSION_SLOTS.ORDER_META }
					context="kassa/checkout"
					className="kassa-order-meta"
				/>
			</div>
		</section>
	);
}
