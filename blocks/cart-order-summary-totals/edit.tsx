import { createInnerBlockEdit } from '../../assets/editor/inner-block-edit';
import CartTotalsFooterBlock from './block';

export default createInnerBlockEdit( CartTotalsFooterBlock );
