import clsx from 'clsx';
import { decodeEntities } from '@wordpress/html-entities';

import type { CartItem } from '../api/types';

/**
 * What a cart line shows under its product's name (the cart's table, the checkout's summary):
 * its variation's attributes, then the item data that is not hidden, as 'Name: value' lines.
 *
 * @param props      Props.
 * @param props.item The cart line.
 * @return The list, or nothing when the line has no details.
 */
export default function LineItemDetails( { item }: { item: CartItem } ) {
	const details = [
		...item.variation.map( ( variation ) => ( {
			name: variation.attribute,
			value: variation.value,
			className: undefined as string | undefined,
		} ) ),
		...item.item_data
			.filter( ( data ) => ! data.hidden )
			.map( ( data ) => ( {
				name: data.name ?? data.key ?? '',
				value: data.display ?? data.value ?? '',
				className: data.className,
			} ) ),
	];
	if ( ! details.length ) {
		return null;
	}
	return (
		<ul className="kassa-cart-line-item__details">
			{ details.map( ( detail, index ) => (
				<li
					key={ index }
					className={ clsx(
						'kassa-cart-line-item__detail',
						detail.className
					) }
				>
					{ detail.name && (
						<span className="kassa-cart-line-item__detail-name">
							{ decodeEntities( detail.name ) }:{ ' ' }
						</span>
					) }
					<span className="kassa-cart-line-item__detail-value">
						{ decodeEntities( detail.value ) }
					</span>
				</li>
			) ) }
		</ul>
	);
}
