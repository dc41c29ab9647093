import { __ } from '@wordpress/i18n';

import { createTextEdit } from '../editor/inner-block-edit';
import Block, { defaultLabel } from './block';

export default createTextEdit(
	Block,
	'label',
	() => __( 'Title text', 'kassa' ),
	defaultLabel
);
