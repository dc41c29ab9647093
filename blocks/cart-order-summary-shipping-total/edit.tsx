import { createInnerBlockEdit } from '../editor/inner-block-edit';
import Block from './block';

export default createInnerBlockEdit( Block );
