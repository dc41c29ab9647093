import { RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Props = {
	value: string;
	onChange: ( icon: string ) => void;
};

/**
 * The choice of cart icon the Mini-Cart and the Cart Link offer.
 *
 * @param props          Props.
 * @param props.value    The chosen icon.
 * @param props.onChange Called with the new choice.
 * @return The control.
 */
export default function CartIconControl( { value, onChange }: Props ) {
	return (
		<RadioControl
			label={ __( 'Icon', 'kassa' ) }
			selected={ value }
			options={ [
				{ value: 'cart', label: __( 'Cart', 'kassa' ) },
				{ value: 'bag', label: __( 'Bag', 'kassa' ) },
				{ value: 'bag-alt', label: __( 'Bag, filled', 'kassa' ) },
			] }
			onChange={ onChange }
		/>
	);
}
