import { __ } from '@wordpress/i18n';

import { createTextEdit } from '../../assets/editor/inner-block-edit';
import Block, { defaultLabel } from './block';

export default createTextEdit(
	Block,
	'label',
	() => __( 'Title text', 'kassa' ),
	defaultLabel
);
