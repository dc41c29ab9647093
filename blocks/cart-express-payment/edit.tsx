import ExpressButtonStyleControls from '../editor/express-button-style-controls';
import { createInnerBlockEdit } from '../editor/inner-block-edit';
import CartExpressPaymentBlock from './block';

export default createInnerBlockEdit(
	CartExpressPaymentBlock,
	ExpressButtonStyleControls
);
