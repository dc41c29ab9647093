import { olderAttributesDeprecation } from '../editor/deprecations';
import { registerBlockFromMetadata } from '../../assets/utils/register-block';
import metadata from './block.json';
import Edit from './edit';
import save from './save';

registerBlockFromMetadata( metadata, {
	edit: Edit,
	save,
	deprecated: [
		olderAttributesDeprecation(
			metadata,
			[
				'placeOrderButtonLabel',
				'returnToCartButtonLabel',
				'showReturnToCart',
				'lock',
			],
			save
		),
	],
} );
