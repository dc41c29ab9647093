/**
 * The shop's classic gateways (a `WC_Payment_Gateway` with no block integration) as Kassa's
 * payment methods, built as `kassa-classic-gateways`. The server lists them, in the page
 * (`kassaClassicGateways`: id, title and icon after the classic filters, place-order text,
 * features) and prints each one's `payment_fields()` as an island; each registers with Kassa's
 * registry, its content that island. Its inputs go with the order in the classic post (the
 * server's $_POST) and, as WooCommerce's Store API passes a gateway's data on, in
 * `payment_data`; a failed payment's message shows beside the payment methods.
 */
import { useEffect } from '@wordpress/element';
import {
	registerPaymentMethod,
	type PaymentMethodOptions,
} from '@kassa/payment-registry';
import { ClassicIsland, collectClassicInputs } from '@kassa/classic';

import { paymentData } from './payment-data';

/** A classic gateway as the server lists it. */
export interface ClassicGateway {
	id: string;
	/** After `woocommerce_gateway_title`, as text. */
	title: string;
	/** `get_icon()` after `woocommerce_gateway_icon`, HTML the server sanitised. */
	icon: string;
	/** Its description after `woocommerce_gateway_description`, for the editor's preview. */
	description: string;
	/** The place-order button's text while it is chosen (`order_button_text`), or ''. */
	orderButtonText: string;
	/** What it `supports()`. */
	supports: string[];
}

declare global {
	interface Window {
		kassaClassicGateways?: ClassicGateway[];
	}
}

/** The part of the payment method interface used here. */
interface ContentProps {
	eventRegistration: {
		onPaymentSetup: ( observer: () => unknown ) => () => void;
		onCheckoutFail: (
			observer: ( data: {
				processingResponse?: {
					paymentDetails?: Record< string, string >;
				};
			} ) => unknown
		) => () => void;
	};
	emitResponse: {
		responseTypes: { SUCCESS: string; FAIL: string };
		noticeContexts: { PAYMENTS: string };
	};
}

/**
 * A classic gateway's content: its `payment_fields()` island. Its inputs go with the payment;
 * a payment it failed with a message shows that message beside the payment methods.
 *
 * @param props           The payment method interface.
 * @param props.gateway   The gateway.
 * @param props.isPreview True in the editor.
 * @return The content.
 */
function GatewayContent( {
	gateway,
	isPreview,
	...props
}: Partial< ContentProps > & {
	gateway: ClassicGateway;
	isPreview?: boolean;
} ) {
	const { eventRegistration, emitResponse } = props;
	useEffect(
		() =>
			eventRegistration?.onPaymentSetup( () => ( {
				type: emitResponse?.responseTypes.SUCCESS,
				meta: {
					paymentMethodData: paymentData( collectClassicInputs() ),
				},
			} ) ),
		[ eventRegistration, emitResponse ]
	);
	useEffect(
		() =>
			eventRegistration?.onCheckoutFail( ( { processingResponse } ) => {
				const message = processingResponse?.paymentDetails?.message;
				return message
					? {
							type: emitResponse?.responseTypes.FAIL,
							message,
							messageContext:
								emitResponse?.noticeContexts.PAYMENTS,
						}
					: true;
			} ),
		[ eventRegistration, emitResponse ]
	);
	if ( isPreview ) {
		return <p>{ gateway.description }</p>;
	}
	return <ClassicIsland islandKey={ `gateway:${ gateway.id }` } />;
}

/**
 * A classic gateway's label: its title and icon, as the classic checkout's list shows them.
 *
 * @param props         Props.
 * @param props.gateway The gateway.
 * @return The label.
 */
function GatewayLabel( { gateway }: { gateway: ClassicGateway } ) {
	return (
		<span className="kassa-classic-gateway__label">
			{ gateway.title }
			{ gateway.icon && (
				<span
					className="kassa-classic-gateway__icon"
					// The server's HTML, sanitised to images and links (wp_kses_post).
					dangerouslySetInnerHTML={ { __html: gateway.icon } }
				/>
			) }
		</span>
	);
}

/**
 * The registration options of a classic gateway.
 *
 * @param gateway The gateway.
 * @return The options.
 */
export function toPaymentMethod(
	gateway: ClassicGateway
): PaymentMethodOptions {
	return {
		name: gateway.id,
		paymentMethodId: gateway.id,
		label: <GatewayLabel gateway={ gateway } />,
		ariaLabel: gateway.title,
		content: <GatewayContent gateway={ gateway } />,
		edit: <GatewayContent gateway={ gateway } isPreview />,
		// The server lists only the gateways available for this cart.
		canMakePayment: () => true,
		placeOrderButtonLabel: gateway.orderButtonText || undefined,
		// Saved cards and "save to account" are the gateway's own fields (payment_fields()).
		supports: {
			features: gateway.supports,
			showSavedCards: false,
			showSaveOption: false,
		},
	};
}

( window.kassaClassicGateways ?? [] ).forEach( ( gateway ) =>
	registerPaymentMethod( toPaymentMethod( gateway ) )
);
