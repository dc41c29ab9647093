import { createInnerBlockEdit } from '../checkout/editor/inner-block-edit';
import Block from './block';

export default createInnerBlockEdit( Block );
