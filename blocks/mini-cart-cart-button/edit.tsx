import { __ } from '@wordpress/i18n';

import { createTextEdit } from '../editor/inner-block-edit';
import Block, { defaultLabel } from './block';

export default createTextEdit(
	Block,
	'cartButtonLabel',
	() => __( 'Button text', 'kassa' ),
	defaultLabel
);
