import clsx from 'clsx';
import { decodeEntities } from '@wordpress/html-entities';
import type { ReactNode } from 'react';

import type { ShippingPackage } from '../../api/types';
import Panel from '../panel';
import PackageRates from './package-rates';

type Props = {
	packages: ShippingPackage[];
	/** Called with the package id and the chosen rate id. */
	onSelectRate: ( packageId: number | string, rateId: string ) => void;
	displayPricesIncludingTax?: boolean;
	/** True while the store is selecting a rate (the radios stay enabled). */
	busy?: boolean;
	/** Shown for a package without rates. */
	noRatesMessage?: ReactNode;
	className?: string;
};

/**
 * Every shipping package's rates (SPEC §2 region 5). With more than one package each sits in
 * its own collapsible panel titled with the package name and listing its items.
 *
 * @param props                           Props.
 * @param props.packages                  Shipping packages.
 * @param props.onSelectRate              Receives package id and rate id.
 * @param props.displayPricesIncludingTax Prices include tax.
 * @param props.busy                      Marks the rates busy.
 * @param props.noRatesMessage            Shown for a package without rates.
 * @param props.className                 Extra class.
 * @return The packages.
 */
export default function ShippingPackages( {
	packages,
	onSelectRate,
	displayPricesIncludingTax,
	busy,
	noRatesMessage,
	className,
}: Props ) {
	const collapsible = packages.length > 1;
	return (
		<div className={ clsx( 'kassa-shipping-packages', className ) }>
			{ packages.map( ( pkg ) => {
				const rates = (
					<PackageRates
						packageId={ pkg.package_id }
						rates={ pkg.shipping_rates }
						label={
							collapsible ? decodeEntities( pkg.name ) : undefined
						}
						onSelectRate={ ( rateId ) =>
							onSelectRate( pkg.package_id, rateId )
						}
						displayPricesIncludingTax={ displayPricesIncludingTax }
						busy={ busy }
						noRatesMessage={ noRatesMessage }
					/>
				);
				if ( ! collapsible ) {
					return <div key={ pkg.package_id }>{ rates }</div>;
				}
				return (
					<Panel
						key={ pkg.package_id }
						className="kassa-shipping-packages__package"
						title={ decodeEntities( pkg.name ) }
						initialOpen
					>
						<ul className="kassa-shipping-packages__items">
							{ pkg.items.map( ( item ) => (
								<li key={ item.key }>
									{ decodeEntities( item.name ) } &times;{ ' ' }
									{ item.quantity }
								</li>
							) ) }
						</ul>
						{ rates }
					</Panel>
				);
			} ) }
		</div>
	);
}
