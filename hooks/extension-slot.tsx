import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { cartStore } from '@kassa/data';
import { ExtensionSlot } from '@kassa/extensions';

/** The parent block a slot sits in, as fills are told it. */
export type SlotContext = 'kassa/cart' | 'kassa/checkout';

type Props = {
	/** The slot (EXTENSION_SLOTS). */
	slot: string;
	/** The cart or the checkout. */
	context: SlotContext;
	/** The wrapper's class (there is no wrapper without fills). */
	className?: string;
	/** More fill props the slot gives (e.g. the shipping packages' `collapsible`). */
	extraProps?: Record< string, unknown >;
};

/**
 * One of the slots extensions fill (`ExtensionFill`, @kassa/extensions), where a block shows
 * it. Each fill receives the cart (as the store holds it), the cart's extension data
 * (`extensions`), the block it is in (`context`) and the slot's own extra props.
 *
 * @param props            Props.
 * @param props.slot       The slot.
 * @param props.context    The parent block.
 * @param props.className  The wrapper's class.
 * @param props.extraProps More fill props.
 * @return The fills, or nothing.
 */
export default function CartExtensionSlot( {
	slot,
	context,
	className,
	extraProps,
}: Props ) {
	const cart = useSelect(
		( select ) => select( cartStore ).getCartData(),
		[]
	);
	const fillProps = useMemo(
		() => ( {
			...extraProps,
			cart,
			extensions: cart?.extensions ?? {},
			context,
		} ),
		[ cart, context, extraProps ]
	);
	if ( ! cart ) {
		return null;
	}
	return (
		<ExtensionSlot
			slot={ slot }
			fillProps={ fillProps }
			className={ className }
		/>
	);
}
