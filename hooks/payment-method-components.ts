/**
 * The components WooCommerce gives every payment method in `props.components`, so a gateway's
 * unchanged blocks script renders its label, icons, loading state and field errors with them.
 */
import LoadingMask from '../assets/components/payment-method/loading-mask';
import PaymentMethodIcons from '../assets/components/payment-method/payment-method-icons';
import PaymentMethodLabel from '../assets/components/payment-method/payment-method-label';
import Skeleton from '../assets/components/payment-method/skeleton';
import ValidationInputError from './validation-input-error';

export const PAYMENT_METHOD_COMPONENTS = {
	LoadingMask,
	PaymentMethodIcons,
	PaymentMethodLabel,
	Skeleton,
	ValidationInputError,
};
