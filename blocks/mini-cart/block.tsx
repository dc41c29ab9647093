import {
	getMiniCartButtonText,
	MINI_CART_ICON_PATH,
	type MiniCartSummary,
} from './button-text';

type Props = {
	summary: MiniCartSummary | null;
	hidePrice?: boolean;
};

/**
 * The mini-cart button as the editor shows it: the same markup and texts the front end's
 * plain-DOM button (button.ts) renders, which shoppers get without React.
 *
 * @param props           Props.
 * @param props.summary   The cart's count and total, or null while unknown.
 * @param props.hidePrice Leave the total out.
 * @return The button.
 */
export default function MiniCartButton( {
	summary,
	hidePrice = false,
}: Props ) {
	const text = getMiniCartButtonText( summary, hidePrice );
	return (
		<button
			type="button"
			className="kassa-mini-cart__button"
			aria-label={ text.label }
			aria-haspopup="dialog"
		>
			<span className="kassa-mini-cart__amount">{ text.amount }</span>
			<span className="kassa-mini-cart__quantity-badge">
				<svg
					className="kassa-mini-cart__icon"
					viewBox="0 0 24 24"
					width={ 24 }
					height={ 24 }
					aria-hidden="true"
					focusable="false"
				>
					<path fill="currentColor" d={ MINI_CART_ICON_PATH } />
				</svg>
				<span className="kassa-mini-cart__badge">{ text.count }</span>
			</span>
		</button>
	);
}
