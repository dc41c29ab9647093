import { createInnerBlockEdit } from '../editor/inner-block-edit';
import TaxRateControl from '../editor/tax-rate-control';
import Block from './block';

export default createInnerBlockEdit( Block, TaxRateControl );
