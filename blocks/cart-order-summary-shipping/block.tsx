import { useSelect } from '@wordpress/data';
import { lazy, Suspense, useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { cartStore, EXTENSION_SLOTS, NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import Notices from '../../assets/components/notices';
import ShippingPackages from '../../assets/components/shipping-rates/packages';
import ShippingAddressSummary from '../../assets/components/shipping-rates/shipping-address-summary';
import Spinner from '../../assets/components/spinner';
import CartExtensionSlot from '../../hooks/extension-slot';
import StoreNoticesContainer from '../../hooks/store-notices-container';
import { useShippingRates } from '../../hooks/use-shipping-rates';
import { getShippingCountries, isShippingAddressComplete } from './address';

// Only shoppers who open it need the calculator's form code.
const ShippingCalculator = lazy( () => import( './shipping-calculator' ) );

type Props = {
	/** Let shoppers enter an address to check delivery options. */
	isShippingCalculatorEnabled?: boolean;
	/** Show delivery options before an address is entered (unless the shop requires one). */
	showRatesWithoutAddress?: boolean;
};

const noop = () => undefined;

/**
 * The cart's delivery panel: where the order goes ('Delivers to <address/>', 'No delivery
 * options available for <address/>', 'Enter address to check delivery options'), the
 * address-only calculator behind a toggle, its wc/cart/shipping-calculator notices, the pickup
 * and recalculation warnings, and the rate packages (collapsible when there are several).
 *
 * @param props                             Props.
 * @param props.isShippingCalculatorEnabled Show the calculator (when the shop offers one).
 * @param props.showRatesWithoutAddress     Show rates before an address is known.
 * @return The panel, or nothing when the cart needs no shipping.
 */
export default function CartShippingBlock( {
	isShippingCalculatorEnabled: isCalculatorChosen = true,
	showRatesWithoutAddress = true,
}: Props ) {
	const isShippingCalculatorEnabled =
		isCalculatorChosen && getSetting( 'shippingCalculatorEnabled' );
	const [ isOpen, setIsOpen ] = useState( false );
	const calculatorId = useId();
	const headingId = useId();
	const { needsShipping, address } = useSelect( ( select ) => {
		const cart = select( cartStore );
		return {
			needsShipping: cart.getNeedsShipping(),
			address: cart.getShippingAddress(),
		};
	}, [] );
	const { packages, hasRates, isBusy, warnings, selectRate } =
		useShippingRates();
	if ( ! needsShipping ) {
		return null;
	}
	const isAddressComplete = isShippingAddressComplete( address );
	const summary = (
		<ShippingAddressSummary
			address={ address ?? {} }
			isAddressComplete={ isAddressComplete }
			hasRates={ hasRates }
			countries={ getShippingCountries() }
			countryStates={ getSetting( 'countryStates' ) }
		/>
	);
	const toggleProps = {
		type: 'button' as const,
		className: 'kassa-cart-shipping__toggle',
		'aria-expanded': isOpen,
		'aria-controls': calculatorId,
		onClick: () => setIsOpen( ! isOpen ),
	};
	const showRates =
		isAddressComplete ||
		( showRatesWithoutAddress &&
			! getSetting( 'shippingCostRequiresAddress' ) );

	return (
		<section
			className="kassa-cart-shipping"
			aria-labelledby={ headingId }
			aria-busy={ isBusy || undefined }
		>
			<h3 id={ headingId } className="kassa-cart-shipping__heading">
				{ __( 'Delivery', 'kassa' ) }
			</h3>
			<p className="kassa-cart-shipping__summary">
				{ ! isShippingCalculatorEnabled && summary }
				{ isShippingCalculatorEnabled && isAddressComplete && (
					<>
						{ summary }{ ' ' }
						<button { ...toggleProps }>
							{ __( 'Change address', 'kassa' ) }
						</button>
					</>
				) }
				{ isShippingCalculatorEnabled && ! isAddressComplete && (
					<button { ...toggleProps }>{ summary }</button>
				) }
			</p>
			<div id={ calculatorId } hidden={ ! isOpen }>
				{ isShippingCalculatorEnabled && isOpen && (
					<Suspense fallback={ <Spinner /> }>
						<ShippingCalculator
							address={ address }
							onClose={ () => setIsOpen( false ) }
						/>
					</Suspense>
				) }
			</div>
			<StoreNoticesContainer
				context={ NOTICE_CONTEXTS.SHIPPING_CALCULATOR }
			/>
			{ showRates && (
				<>
					<Notices
						className="kassa-cart-shipping__warnings"
						notices={ warnings.map( ( content ) => ( {
							id: content,
							status: 'warning',
							content,
							isDismissible: false,
						} ) ) }
						onRemove={ noop }
					/>
					<ShippingPackages
						packages={ packages }
						onSelectRate={ selectRate }
						displayPricesIncludingTax={ getSetting(
							'displayCartPricesIncludingTax'
						) }
						busy={ isBusy }
					/>
					<CartExtensionSlot
						slot={ EXTENSION_SLOTS.SHIPPING_PACKAGES }
						context="kassa/cart"
						className="kassa-shipping-packages-meta"
					/>
				</>
			) }
			{ isBusy && <Spinner className="kassa-cart-shipping__spinner" /> }
		</section>
	);
}
