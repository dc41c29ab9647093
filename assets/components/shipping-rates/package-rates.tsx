import clsx from 'clsx';
import { useEffect, useId, useState } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { ReactNode } from 'react';

import type { ShippingRate } from '../../api/types';
import { formatPrice } from '../../utils/money';
import PickupAddress from './pickup-address';

type Props = {
	/** Identifies the package; names the radio group. */
	packageId: number | string;
	rates: ShippingRate[];
	/** Called with the chosen rate id. */
	onSelectRate: ( rateId: string ) => void;
	/** Legend of the radio group (visually hidden). */
	label?: string;
	/** Rate prices include their taxes (displayCartPricesIncludingTax). */
	displayPricesIncludingTax?: boolean;
	/**
	 * True while the store is selecting a rate: the group is marked busy but stays enabled, so
	 * the radio the arrow keys just chose keeps the focus.
	 */
	busy?: boolean;
	/** Shown instead of the radios when the package has no rates. */
	noRatesMessage?: ReactNode;
	className?: string;
};

function selectedRateId( rates: ShippingRate[] ) {
	return rates.find( ( rate ) => rate.selected )?.rate_id ?? '';
}

/**
 * The rates of one shipping package as a radio group: each rate's name, its price or 'Free',
 * and its delivery time or description (a pickup rate: 'Collection from <address/>').
 *
 * @param props                           Props.
 * @param props.packageId                 Package id.
 * @param props.rates                     The package's rates.
 * @param props.onSelectRate              Receives the chosen rate id.
 * @param props.label                     Group legend.
 * @param props.displayPricesIncludingTax Prices include tax.
 * @param props.busy                      Marks the group busy.
 * @param props.noRatesMessage            Shown when there are no rates.
 * @param props.className                 Extra class.
 * @return The radio group.
 */
export default function PackageRates( {
	packageId,
	rates,
	onSelectRate,
	label = __( 'Shipping options', 'kassa' ),
	displayPricesIncludingTax = false,
	busy = false,
	noRatesMessage = null,
	className,
}: Props ) {
	const storeSelection = selectedRateId( rates );
	// Show the shopper's choice at once; the store's selection wins when it changes.
	const [ selected, setSelected ] = useState( storeSelection );
	useEffect( () => setSelected( storeSelection ), [ storeSelection ] );
	const groupId = useId();

	if ( rates.length === 0 ) {
		return <>{ noRatesMessage }</>;
	}

	return (
		<fieldset
			className={ clsx( 'kassa-package-rates', className, {
				'kassa-package-rates--busy': busy,
			} ) }
			aria-busy={ busy || undefined }
		>
			<legend className="kassa-screen-reader-text">{ label }</legend>
			{ rates.map( ( rate ) => {
				const price =
					( Number.parseInt( rate.price, 10 ) || 0 ) +
					( displayPricesIncludingTax
						? Number.parseInt( rate.taxes, 10 ) || 0
						: 0 );
				const inputId = `${ groupId }-${ rate.rate_id }`;
				const isPickup = rate.method_id === 'pickup_location';
				const detail = rate.delivery_time || rate.description;
				return (
					<div
						key={ rate.rate_id }
						className={ clsx( 'kassa-package-rates__option', {
							'kassa-package-rates__option--checked':
								selected === rate.rate_id,
						} ) }
					>
						<input
							id={ inputId }
							className="kassa-package-rates__input"
							type="radio"
							name={ `kassa-shipping-rates-${ packageId }` }
							value={ rate.rate_id }
							checked={ selected === rate.rate_id }
							onChange={ () => {
								setSelected( rate.rate_id );
								onSelectRate( rate.rate_id );
							} }
						/>
						<label
							htmlFor={ inputId }
							className="kassa-package-rates__label"
						>
							<span className="kassa-package-rates__name">
								{ decodeEntities( rate.name ) }
							</span>{ ' ' }
							<span className="kassa-package-rates__price">
								{ price === 0
									? __( 'Free', 'kassa' )
									: formatPrice( price, rate ) }
							</span>
							{ ( detail || isPickup ) && ' ' }
							{ ( detail || isPickup ) && (
								<span className="kassa-package-rates__description">
									{ isPickup && (
										<PickupAddress rate={ rate } />
									) }
									{ isPickup && detail && ' ' }
									{ detail && decodeEntities( detail ) }
								</span>
							) }
						</label>
					</div>
				);
			} ) }
		</fieldset>
	);
}
