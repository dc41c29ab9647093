import type { ComponentType, ReactElement, ReactNode } from 'react';

import type { Cart } from '../../assets/api/types';

/** A payment icon: one of the 19 ids of SPEC §9, or an image. */
export type PaymentIcon = string | { id: string; src: string; alt: string };

/** The cart with the names WooCommerce's blocks also give its fields (`useStoreCart`). */
export interface GatewayCart extends Cart {
	cartCoupons: Cart[ 'coupons' ];
	cartItems: Cart[ 'items' ];
	cartFees: Cart[ 'fees' ];
	cartItemsCount: number;
	cartItemsWeight: number;
	cartNeedsPayment: boolean;
	cartNeedsShipping: boolean;
	cartItemErrors: unknown[];
	cartTotals: Cart[ 'totals' ];
	cartIsLoading: boolean;
	cartErrors: Cart[ 'errors' ];
	billingData: Cart[ 'billing_address' ];
	billingAddress: Cart[ 'billing_address' ];
	shippingAddress: Cart[ 'shipping_address' ];
	shippingRates: Cart[ 'shipping_rates' ];
	isLoadingRates: boolean;
	cartHasCalculatedShipping: boolean;
	paymentRequirements: string[];
}

/** What `canMakePayment` receives: the cart and what it needs, by WooCommerce's names. */
export interface CanMakePaymentArgument {
	cart: GatewayCart;
	cartTotals: Cart[ 'totals' ];
	cartNeedsShipping: boolean;
	billingAddress: Cart[ 'billing_address' ];
	billingData: Cart[ 'billing_address' ];
	shippingAddress: Cart[ 'shipping_address' ];
	/** Package id => selected rate id. */
	selectedShippingMethods: Record< string, string >;
	paymentMethods: string[];
	paymentRequirements: string[];
}

export type CanMakePaymentResult = boolean | { error: { message: string } };

export type CanMakePayment = (
	argument: CanMakePaymentArgument
) => CanMakePaymentResult | Promise< CanMakePaymentResult >;

export interface PaymentMethodSupports {
	/** Features the gateway supports; must cover the cart's payment_requirements. */
	features?: string[];
	showSavedCards?: boolean;
	showSaveOption?: boolean;
	/** Express button style options the method honours (height, borderRadius). */
	style?: string[];
}

/** `registerPaymentMethod` options: the same object WooCommerce's registry takes. */
export interface PaymentMethodOptions {
	name: string;
	label: ReactNode;
	ariaLabel: string;
	content: ReactElement;
	edit: ReactElement;
	canMakePayment: CanMakePayment;
	paymentMethodId?: string;
	placeOrderButtonLabel?: string;
	/**
	 * The method's own button, shown in place of the Place Order button while the method is
	 * active (not with a saved token), with the payment method interface and
	 * `PlaceOrderButtonProps`.
	 */
	placeOrderButton?: ComponentType< PlaceOrderButtonProps > | null;
	savedTokenComponent?: ReactElement | null;
	icons?: PaymentIcon[] | null;
	supports?: PaymentMethodSupports;
}

/**
 * What a method's `placeOrderButton` gets besides the payment method interface, as in
 * WooCommerce: the checkout's state, whether to disable itself, and `validate`, which checks
 * the checkout and shows its errors before the method starts its payment (then `onSubmit`
 * places the order).
 */
export interface PlaceOrderButtonProps {
	waitingForProcessing: boolean;
	waitingForRedirect: boolean;
	disabled: boolean;
	isEditor: boolean;
	isPreview: boolean;
	validate: () => Promise< { hasError: boolean } >;
	onSubmit: () => void;
	[ key: string ]: unknown;
}

/** `registerExpressPaymentMethod` options (WooCommerce-compatible). */
export interface ExpressPaymentMethodOptions {
	name: string;
	title?: string;
	description?: string;
	gatewayId?: string;
	content: ReactElement;
	edit: ReactElement;
	canMakePayment: CanMakePayment;
	paymentMethodId?: string;
	supports?: PaymentMethodSupports;
}

/** A registered method, options checked and defaults filled in. */
export interface RegisteredPaymentMethod extends Omit<
	PaymentMethodOptions,
	'label' | 'ariaLabel'
> {
	label: ReactNode;
	ariaLabel: string;
	paymentMethodId: string;
	supports: Required< Pick< PaymentMethodSupports, 'features' > > &
		PaymentMethodSupports;
	isExpress: boolean;
}
