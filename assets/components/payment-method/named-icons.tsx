/**
 * The icons a payment method's label may name (WooCommerce's `PaymentMethodLabel` takes `icon:
 * 'bank' | 'bill' | 'card' | 'checkPayment'`), drawn here. Decorative: the label's text names
 * the method.
 */
import type { ReactElement } from 'react';

const stroke = {
	fill: 'none',
	stroke: 'currentColor',
	strokeWidth: 1.5,
	strokeLinecap: 'round',
	strokeLinejoin: 'round',
} as const;

/** The named icons' shapes, in a 24 × 24 box. */
const SHAPES: Record< string, ReactElement > = {
	bank: (
		<g { ...stroke }>
			<path d="M3.5 9.5 12 5l8.5 4.5zM5.5 12v5M10 12v5M14 12v5M18.5 12v5M3.5 19.5h17" />
		</g>
	),
	bill: (
		<g { ...stroke }>
			<rect x="2.75" y="6.75" width="18.5" height="10.5" rx="1" />
			<circle cx="12" cy="12" r="2.5" />
			<path d="M6 9.5v5M18 9.5v5" />
		</g>
	),
	card: (
		<g { ...stroke }>
			<rect x="3" y="6" width="18" height="12" rx="1.5" />
			<path d="M3 10h18M6.5 14.5h4" />
		</g>
	),
	checkPayment: (
		<g { ...stroke }>
			<rect x="2.75" y="6.25" width="18.5" height="11.5" rx="1" />
			<path d="M6 10h8M6 13h4.5M13.5 14.5c1.2-1.8 2-1.8 2.5 0s1.5 1 2.5-.5" />
		</g>
	),
};

/**
 * The icon a label names, or null when `name` is none of them.
 *
 * @param name The icon's name.
 * @return The icon.
 */
export function getNamedPaymentIcon( name: string ): ReactElement | null {
	if ( ! Object.prototype.hasOwnProperty.call( SHAPES, name ) ) {
		return null;
	}
	return (
		<svg
			className="kassa-payment-method-label__icon"
			xmlns="http://www.w3.org/2000/svg"
			viewBox="0 0 24 24"
			width={ 24 }
			height={ 24 }
			aria-hidden
			focusable={ false }
		>
			{ SHAPES[ name ] }
		</svg>
	);
}
