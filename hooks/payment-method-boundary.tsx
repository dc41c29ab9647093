import { Component, type ErrorInfo, type ReactNode } from 'react';
import { getPaymentMethodErrorMessage } from '@kassa/data';

type Props = {
	/** The method's name, for the log. */
	name: string;
	/** Admins see the error itself (SPEC §6, §8). */
	isAdmin: boolean;
	children: ReactNode;
};

type State = { error: Error | null };

/**
 * Isolates one payment method's content: if it throws, the rest of the page keeps working and
 * the method shows SPEC §8's message instead: shoppers 'We are experiencing difficulties with
 * this payment method…', admins the error (or the configuration hint).
 */
export default class PaymentMethodBoundary extends Component< Props, State > {
	override state: State = { error: null };

	static getDerivedStateFromError( error: Error ): State {
		return { error };
	}

	override componentDidCatch( error: Error, info: ErrorInfo ) {
		// eslint-disable-next-line no-console
		console.error(
			`Kassa: the payment method ${ this.props.name } failed to render.`,
			error,
			info.componentStack
		);
	}

	override render() {
		if ( this.state.error ) {
			return (
				<div
					className="kassa-notice kassa-notice--error kassa-payment-method-error"
					role="alert"
				>
					<p className="kassa-notice__content">
						{ getPaymentMethodErrorMessage(
							this.props.isAdmin,
							this.state.error
						) }
					</p>
				</div>
			);
		}
		return this.props.children;
	}
}
