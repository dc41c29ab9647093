import clsx from 'clsx';
import { __ } from '@wordpress/i18n';

import type { CurrencyInfo } from '../api/types';
import FormattedMonetaryAmount from './formatted-monetary-amount';

type Props = {
	/** The price paid, minor units. */
	price: string | number;
	/** The regular price, minor units; a higher one marks the price as a sale. */
	regularPrice?: string | number;
	currency: Partial< CurrencyInfo >;
	/** Where the price paid goes (must hold the price tag). */
	format?: string;
	className?: string;
};

/**
 * A product's price. On sale the regular price is shown struck through before the sale price,
 * each with screen-reader text saying which is which.
 *
 * @param props              Props.
 * @param props.price        Price paid, minor units.
 * @param props.regularPrice Regular price, minor units.
 * @param props.currency     Currency fields.
 * @param props.format       Format holding the price tag for the price paid.
 * @param props.className    Extra class.
 * @return The price.
 */
export default function ProductPrice( {
	price,
	regularPrice,
	currency,
	format,
	className,
}: Props ) {
	const isOnSale =
		regularPrice !== undefined &&
		regularPrice !== '' &&
		Number( regularPrice ) > Number( price );
	return (
		<span
			className={ clsx( 'kassa-product-price', className, {
				'kassa-product-price--on-sale': isOnSale,
			} ) }
		>
			{ isOnSale ? (
				<>
					<del className="kassa-product-price__regular">
						<span className="kassa-screen-reader-text">
							{ __( 'Previous price:', 'kassa' ) }
						</span>
						<FormattedMonetaryAmount
							value={ regularPrice }
							currency={ currency }
						/>
					</del>{ ' ' }
					<ins className="kassa-product-price__value">
						<span className="kassa-screen-reader-text">
							{ __( 'Discounted price:', 'kassa' ) }
						</span>
						<FormattedMonetaryAmount
							value={ price }
							currency={ currency }
							format={ format }
						/>
					</ins>
				</>
			) : (
				<FormattedMonetaryAmount
					className="kassa-product-price__value"
					value={ price }
					currency={ currency }
					format={ format }
				/>
			) }
		</span>
	);
}
