import { createInterpolateElement } from '@wordpress/element';
import { decodeEntities } from '@wordpress/html-entities';
import { __ } from '@wordpress/i18n';

import type { ShippingRate } from '../../api/types';

/**
 * The pickup address a local pickup rate carries in its meta_data (key pickup_address).
 *
 * @param rate A shipping rate.
 * @return The address, or '' when the rate has none.
 */
export function getPickupAddress( rate: Pick< ShippingRate, 'meta_data' > ) {
	return (
		rate.meta_data.find( ( meta ) => meta.key === 'pickup_address' )
			?.value ?? ''
	);
}

type Props = {
	rate: Pick< ShippingRate, 'meta_data' >;
};

/**
 * 'Collection from <address/>' for a local pickup rate (SPEC §8 texts).
 *
 * @param props      Props.
 * @param props.rate The pickup rate.
 * @return The label, or null when the rate has no pickup address.
 */
export default function PickupAddress( { rate }: Props ) {
	const address = getPickupAddress( rate );
	if ( ! address ) {
		return null;
	}
	return (
		<span className="kassa-pickup-address">
			{ createInterpolateElement(
				/* translators: <address/> is the pickup location's address */
				__( 'Collection from <address/>', 'kassa' ),
				{
					address: (
						<span className="kassa-pickup-address__address">
							{ decodeEntities( address ) }
						</span>
					),
				}
			) }
		</span>
	);
}
