import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { EXTENSION_SLOTS, NOTICE_CONTEXTS } from '@kassa/data';
import { getSetting } from '@kassa/settings';

import type { ShippingRate } from '../../assets/api/types';
import FormattedMonetaryAmount from '../../assets/components/formatted-monetary-amount';
import { getPickupAddress } from '../../assets/components/shipping-rates/pickup-address';
import CartExtensionSlot from '../../hooks/extension-slot';
import LabelText from '../checkout/components/label-text';
import CheckoutNotices from '../checkout/components/checkout-notices';
import CheckoutStep from '../checkout/components/checkout-step';
import type { StepBlockProps } from '../checkout/components/step-texts';
import { useDelivery } from '../checkout/hooks/use-delivery';

/**
 * A pickup location's name, formatted address and details: from the rate's meta data, else
 * from the shop's pickupLocations setting (rate id pickup_location:N).
 *
 * @param rate The pickup rate.
 * @return name, address and details.
 */
export function getPickupLocation( rate: ShippingRate ) {
	const id = Number( rate.rate_id.split( ':' )[ 1 ] );
	const location = getSetting( 'pickupLocations' ).find(
		( l ) => l.id === id
	);
	const meta = ( key: string ) =>
		rate.meta_data?.find( ( m ) => m.key === key )?.value as
			string | undefined;
	return {
		name: rate.name || location?.name || '',
		address: getPickupAddress( rate ) || location?.formatted_address || '',
		details:
			meta( 'pickup_details' ) ||
			location?.details ||
			rate.description ||
			'',
	};
}

/**
 * The pickup locations as a radio list (name, formatted address, details), when the shopper
 * chose pickup.
 *
 * @param props          The block's attributes and inner blocks.
 * @param props.children The blocks extensions put in the step (after its own content).
 * @return The step, or nothing.
 */
export default function PickupOptionsBlock( {
	children,
	...texts
}: StepBlockProps ) {
	const { prefersCollection, pickupRates, selectRate, isSelectingRate } =
		useDelivery();
	// The shopper's choice shows at once; an older response may not undo it.
	const [ chosen, setChosen ] = useState< string | null >( null );
	const selectedId = pickupRates.find( ( rate ) => rate.selected )?.rate_id;
	useEffect( () => {
		if ( chosen && chosen === selectedId && ! isSelectingRate ) {
			setChosen( null );
		}
	}, [ chosen, selectedId, isSelectingRate ] );
	if ( ! prefersCollection ) {
		return null;
	}
	return (
		<CheckoutStep
			name="pickup-options"
			texts={ texts }
			title={ __( 'Pickup locations', 'kassa' ) }
		>
			<CheckoutNotices context={ NOTICE_CONTEXTS.SHIPPING_METHODS } />
			<div
				className="kassa-checkout-radio-list"
				role="radiogroup"
				aria-label={ __( 'Pickup locations', 'kassa' ) }
				aria-busy={ isSelectingRate || undefined }
			>
				{ pickupRates.map( ( rate ) => {
					const location = getPickupLocation( rate );
					return (
						<label
							key={ rate.rate_id }
							htmlFor={ `kassa-pickup-${ rate.rate_id }` }
							className="kassa-checkout-radio-list__option"
						>
							<input
								id={ `kassa-pickup-${ rate.rate_id }` }
								type="radio"
								name="kassa-pickup-location"
								value={ rate.rate_id }
								checked={
									( chosen ?? selectedId ) === rate.rate_id
								}
								onChange={ () => {
									setChosen( rate.rate_id );
									selectRate( rate.rate_id );
								} }
							/>
							<span className="kassa-checkout-radio-list__body">
								<span className="kassa-checkout-radio-list__label">
									<LabelText text={ location.name } />{ ' ' }
									<span className="kassa-checkout-radio-list__price">
										{ Number( rate.price ) === 0 ? (
											__( 'Free', 'kassa' )
										) : (
											<FormattedMonetaryAmount
												value={ rate.price }
												currency={ rate }
											/>
										) }
									</span>
								</span>
								{ location.address && (
									<span className="kassa-checkout-radio-list__description">
										{ location.address }
									</span>
								) }
								{ location.details && (
									<span className="kassa-checkout-radio-list__description">
										<LabelText text={ location.details } />
									</span>
								) }
							</span>
						</label>
					);
				} ) }
			</div>
			<CartExtensionSlot
				slot={ EXTENSION_SLOTS.LOCAL_PICKUP_PACKAGES }
				context="kassa/checkout"
				className="kassa-pickup-packages-meta"
			/>
			{ children }
		</CheckoutStep>
	);
}
