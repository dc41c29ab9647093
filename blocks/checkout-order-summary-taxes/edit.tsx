import { createInnerBlockEdit } from '../../assets/editor/inner-block-edit';
import TaxRateControl from '../../assets/editor/tax-rate-control';
import Block from './block';

export default createInnerBlockEdit( Block, TaxRateControl );
