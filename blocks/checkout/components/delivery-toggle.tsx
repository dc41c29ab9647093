import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

import FormattedMonetaryAmount from '../../../assets/components/formatted-monetary-amount';
import type { PriceRange } from '../../../assets/utils/rate-prices';

/** The shopper's two ways to get the order. */
export type DeliveryChoice = 'ship' | 'pickup';

export type DeliveryToggleOption = {
	value: DeliveryChoice;
	label: string;
	/** Shown before the label; decorative. */
	icon?: ReactNode;
	/** What the choice costs; nothing shows without it. */
	price?: PriceRange | null;
};

type Props = {
	/** The radio group's accessible name. */
	label: string;
	options: DeliveryToggleOption[];
	value: DeliveryChoice;
	onChange: ( value: DeliveryChoice ) => void;
};

/**
 * A choice's price: 'Free' when every rate is free, else the cheapest, after 'from' when the
 * rates differ.
 *
 * @param props       The price range.
 * @param props.range Cheapest and dearest, in minor units.
 * @return The price.
 */
function OptionPrice( { range }: { range: PriceRange } ) {
	if ( range.max === 0 ) {
		return (
			<span className="kassa-checkout-toggle__price">
				{ __( 'Free', 'kassa' ) }
			</span>
		);
	}
	return (
		<FormattedMonetaryAmount
			className="kassa-checkout-toggle__price"
			value={ range.min }
			currency={ range.currency }
			format={
				range.min === range.max
					? undefined
					: /* translators: <price/> is the cheapest rate's price */
						__( 'from <price/>', 'kassa' )
			}
		/>
	);
}

/**
 * Ship or pickup as a radio group of two options, each with its label and, when given, an
 * icon and its price.
 *
 * @param props          Props.
 * @param props.label    Group name.
 * @param props.options  The choices.
 * @param props.value    The chosen one.
 * @param props.onChange Receives the choice.
 * @return The radio group.
 */
export default function DeliveryToggle( {
	label,
	options,
	value,
	onChange,
}: Props ) {
	return (
		<div
			className="kassa-checkout-toggle"
			role="radiogroup"
			aria-label={ label }
		>
			{ options.map( ( option ) => (
				<label
					key={ option.value }
					htmlFor={ `kassa-delivery-${ option.value }` }
					className="kassa-checkout-toggle__option"
				>
					<input
						id={ `kassa-delivery-${ option.value }` }
						type="radio"
						name="kassa-delivery-method"
						checked={ value === option.value }
						onChange={ () => onChange( option.value ) }
					/>
					{ option.icon }
					<span className="kassa-checkout-toggle__label">
						{ option.label }
					</span>
					{ option.price && ' ' }
					{ option.price && <OptionPrice range={ option.price } /> }
				</label>
			) ) }
		</div>
	);
}
