import { createStepEdit } from '../editor/step-edit';
import Block from './block';
import Inspector from './inspector';

export default createStepEdit( Block, Inspector );
