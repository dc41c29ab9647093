import { createInnerBlockEdit } from '../../assets/editor/inner-block-edit';
import Block from './block';

export default createInnerBlockEdit( Block );
