import { Fragment } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/** An order's addresses, one line each, as WooCommerce formats them for their country. */
export type OrderAddressLines = {
	billing: string[];
	/** Empty when the order has no shipping address. */
	shipping: string[];
};

type Props = { addresses: OrderAddressLines };

/**
 * The addresses of the order being paid, to read (paying an order changes neither): billing,
 * with its phone and e-mail, and shipping when the order has one.
 *
 * @param props           Props.
 * @param props.addresses The address lines.
 * @return The addresses, or nothing when the order has none.
 */
export default function OrderAddresses( { addresses }: Props ) {
	const shown = [
		{ title: __( 'Billing address', 'kassa' ), lines: addresses.billing },
		{ title: __( 'Shipping address', 'kassa' ), lines: addresses.shipping },
	].filter( ( address ) => address.lines.length > 0 );
	if ( ! shown.length ) {
		return null;
	}
	return (
		<div className="kassa-order-pay__addresses">
			{ shown.map( ( { title, lines } ) => (
				<section key={ title } className="kassa-order-pay__address">
					<h2 className="kassa-order-pay__address-title">
						{ title }
					</h2>
					<address>
						{ lines.map( ( line, index ) => (
							<Fragment key={ index }>
								{ index > 0 && <br /> }
								{ line }
							</Fragment>
						) ) }
					</address>
				</section>
			) ) }
		</div>
	);
}
