import { createStepEdit } from '../../assets/editor/step-edit';
import Block from './block';

export default createStepEdit( Block );
