import {
	getColorObjectByColorValue,
	InspectorControls,
	PanelColorSettings,
	useSettings,
} from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';

import type { ColorValue, MiniCartColorName } from './colors';

type Props = {
	attributes: Partial< Record< MiniCartColorName, ColorValue > >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
};

/**
 * The Styles tab's colour settings of the button's price, icon and item count, from the
 * theme's palette or custom. A palette colour keeps its slug, so the saved block follows the
 * palette.
 *
 * @param props               Props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Changes them.
 * @return The panel.
 */
export default function ColorSettings( { attributes, setAttributes }: Props ) {
	const [ palette ] = useSettings( 'color.palette' );
	const setting = ( name: MiniCartColorName, label: string ) => ( {
		label,
		value: attributes[ name ]?.color,
		onChange: ( color?: string ) => {
			const slug = getColorObjectByColorValue( palette, color )?.slug;
			setAttributes( {
				[ name ]: color
					? { color, ...( slug && { slug } ) }
					: undefined,
			} );
		},
	} );
	return (
		<InspectorControls group="styles">
			<PanelColorSettings
				title={ __( 'Button colors', 'kassa' ) }
				colorSettings={ [
					setting( 'priceColor', __( 'Price', 'kassa' ) ),
					setting( 'iconColor', __( 'Icon', 'kassa' ) ),
					setting( 'productCountColor', __( 'Item count', 'kassa' ) ),
				] }
			/>
		</InspectorControls>
	);
}
