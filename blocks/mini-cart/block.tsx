import CartIcon from '../../assets/components/cart-icon';
import { getMiniCartButtonText, type MiniCartSummary } from './button-text';
import { isBadgeVisible, type MiniCartButtonSettings } from './settings';

type Props = {
	summary: MiniCartSummary | null;
	settings: MiniCartButtonSettings;
	/** Where clicking goes, or null when it opens the drawer. */
	href: string | null;
};

/**
 * The mini-cart button as the editor shows it: the same markup and texts the server renders for
 * shoppers (includes/mini-cart-button.php), which button.ts keeps up to date without React.
 * Used only in the editor.
 *
 * @param props          Props.
 * @param props.summary  The cart's count and total, or null while unknown.
 * @param props.settings The block's settings.
 * @param props.href     Where clicking goes, or null.
 * @return The button.
 */
export default function MiniCartButton( { summary, settings, href }: Props ) {
	const text = getMiniCartButtonText( summary, settings.hasHiddenPrice );
	const contents = (
		<>
			{ ! settings.hasHiddenPrice && (
				<span className="kassa-mini-cart__amount">{ text.amount }</span>
			) }
			<span className="kassa-mini-cart__quantity-badge">
				<CartIcon
					icon={ settings.miniCartIcon }
					className="kassa-mini-cart__icon"
				/>
				{ settings.productCountVisibility !== 'never' && (
					<span
						className="kassa-mini-cart__badge"
						hidden={
							! isBadgeVisible(
								summary?.itemsCount ?? null,
								settings.productCountVisibility
							)
						}
					>
						{ text.count }
					</span>
				) }
			</span>
		</>
	);
	return href ? (
		<a
			className="kassa-mini-cart__button"
			href={ href }
			aria-label={ text.label }
			// The editor shows the link; following it would leave the editor.
			onClick={ ( event ) => event.preventDefault() }
		>
			{ contents }
		</a>
	) : (
		<button
			type="button"
			className="kassa-mini-cart__button"
			aria-label={ text.label }
			aria-haspopup="dialog"
		>
			{ contents }
		</button>
	);
}
