import clsx from 'clsx';
import { __, sprintf } from '@wordpress/i18n';

import { CloseIcon } from '../icons';

type Props = {
	codes: string[];
	/** What a chip reads, by code; the code by default. */
	labels?: Record< string, string >;
	/** Removes a coupon; without it the chips have no remove button. */
	onRemove?: ( code: string ) => void;
	/** The store is removing a coupon (SPEC §4 metadata flag). */
	isRemoving?: boolean;
	className?: string;
};

/**
 * The applied coupon codes as chips, each with a 'Remove coupon "%s"' button.
 *
 * @param props            Props.
 * @param props.codes      Coupon codes.
 * @param props.labels     What each chip reads, by code.
 * @param props.onRemove   Removes a coupon.
 * @param props.isRemoving A coupon is being removed.
 * @param props.className  Extra class.
 * @return The chip list, or null without codes.
 */
export default function CouponChips( {
	codes,
	labels = {},
	onRemove,
	isRemoving = false,
	className,
}: Props ) {
	if ( codes.length === 0 ) {
		return null;
	}
	return (
		<ul
			className={ clsx( 'kassa-coupon-chips', className ) }
			aria-busy={ isRemoving || undefined }
		>
			{ codes.map( ( code ) => (
				<li key={ code } className="kassa-coupon-chips__chip">
					<span className="kassa-coupon-chips__code">
						{ labels[ code ] ?? code }
					</span>
					{ onRemove && (
						<button
							type="button"
							className="kassa-coupon-chips__remove"
							disabled={ isRemoving }
							aria-label={ sprintf(
								/* translators: %s: coupon code */
								__( 'Remove coupon "%s"', 'kassa' ),
								labels[ code ] ?? code
							) }
							onClick={ () => onRemove( code ) }
						>
							<CloseIcon size={ 16 } />
						</button>
					) }
				</li>
			) ) }
		</ul>
	);
}
