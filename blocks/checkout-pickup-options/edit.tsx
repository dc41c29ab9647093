import { createStepEdit } from '../editor/step-edit';
import Block from './block';

export default createStepEdit( Block );
