import { __ } from '@wordpress/i18n';

import { createTextEdit } from '../../assets/editor/inner-block-edit';
import Block, { defaultLabel } from './block';

export default createTextEdit(
	Block,
	'checkoutButtonLabel',
	() => __( 'Button text', 'kassa' ),
	defaultLabel
);
