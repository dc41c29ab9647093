import { useSelect } from '@wordpress/data';
import { lazy, Suspense, useId, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';
import { cartStore, EXTENSION_SLOTS, NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import { useIsEditor } from '../../assets/components/editor-context';
import { ChevronDownIcon } from '../../assets/components/icons';
import Notices from '../../assets/components/notices';
import ShippingPackages from '../../hooks/shown-shipping-packages';
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
 * The cart folds it behind its heading, which names the chosen options, once the address is
 * known and an option chosen with nothing to warn of, at every width: the cart is then no
 * longer than WooCommerce's, whose cart names the chosen option only, and on a phone its
 * checkout button within reach; the shopper opens it to change either.
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
	const [ isUnfolded, setIsUnfolded ] = useState( false );
	const isEditor = useIsEditor();
	const calculatorId = useId();
	const headingId = useId();
	const bodyId = useId();
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
	const chosen = packages.flatMap( ( pkg ) =>
		pkg.shipping_rates
			.filter( ( rate ) => rate.selected )
			.map( ( rate ) => decodeEntities( rate.name ) )
	);
	const canFold =
		! isEditor &&
		isAddressComplete &&
		chosen.length > 0 &&
		warnings.length === 0;
	const isFolded = canFold && ! isUnfolded;

	return (
		<section
			className="kassa-cart-shipping"
			aria-labelledby={ headingId }
			aria-busy={ isBusy || undefined }
		>
			<h3 id={ headingId } className="kassa-cart-shipping__heading">
				{ canFold ? (
					<button
						type="button"
						className="kassa-cart-shipping__fold"
						aria-expanded={ ! isFolded }
						aria-controls={ bodyId }
						onClick={ () => setIsUnfolded( isFolded ) }
					>
						<span>{ __( 'Delivery', 'kassa' ) }</span>
						<span className="kassa-cart-shipping__chosen">
							{ chosen.join( ', ' ) }
						</span>
						<ChevronDownIcon />
					</button>
				) : (
					__( 'Delivery', 'kassa' )
				) }
			</h3>
			<div
				id={ bodyId }
				className="kassa-cart-shipping__body"
				hidden={ isFolded }
			>
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
			</div>
			{ isBusy && <Spinner className="kassa-cart-shipping__spinner" /> }
		</section>
	);
}
