import { createLeafEdit } from '../mini-cart/leaf-edit';
import Block from './block';

export default createLeafEdit( Block );
