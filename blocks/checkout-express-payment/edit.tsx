import ExpressButtonStyleControls from '../editor/express-button-style-controls';
import { createInnerBlockEdit } from '../editor/inner-block-edit';
import Block from './block';

export default createInnerBlockEdit( Block, ExpressButtonStyleControls );
