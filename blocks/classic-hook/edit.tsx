import { useBlockProps } from '@wordpress/block-editor';
import { __, sprintf } from '@wordpress/i18n';
import { getSetting } from '@kassa/settings';

import { classicHookLabel } from './positions';

type EditProps = {
	attributes: { hook?: string };
	isSelected: boolean;
};

/**
 * A classic hook's place in the editor: where a plugin prints at the hook, a dashed box naming
 * the place and the plugins; otherwise nothing until the merchant selects it (in the List View),
 * so the layout looks as shoppers see it.
 *
 * @param props            Props.
 * @param props.attributes The block's attributes (its hook).
 * @param props.isSelected Whether the block is selected.
 * @return The editor view.
 */
export default function Edit( { attributes, isSelected }: EditProps ) {
	const hook = attributes.hook ?? '';
	const plugins = getSetting( 'classicHookPlugins' )?.[ hook ];
	const shown = !! plugins?.length || isSelected;
	const blockProps = useBlockProps( {
		style: shown
			? {
					padding: '0.5em 0.75em',
					border: '1px dashed currentColor',
					fontSize: '0.8125em',
					opacity: 0.8,
				}
			: { minHeight: 0, margin: 0 },
	} );
	return (
		<div { ...blockProps }>
			{ shown && (
				<>
					<strong>{ classicHookLabel( hook ) }</strong>{ ' ' }
					<code>{ hook }</code>
					<br />
					{ plugins?.length
						? sprintf(
								/* translators: %s: names of plugins, comma-separated. */
								__( 'Printed here by %s.', 'kassa' ),
								plugins.join( ', ' )
							)
						: __( 'No plugin prints here.', 'kassa' ) }
				</>
			) }
		</div>
	);
}
