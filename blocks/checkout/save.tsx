import { useBlockProps } from '@wordpress/block-editor';

/**
 * The static shell the front end renders into, with a skeleton so nothing jumps.
 *
 * @return The saved markup.
 */
export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<div className="kassa-checkout__skeleton" aria-hidden="true" />
		</div>
	);
}
