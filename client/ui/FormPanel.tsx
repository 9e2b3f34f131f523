import { Panel } from './layout';

/** A Panel that is the form itself (activation, feedback). */
export const FormPanel = Panel.withComponent('form');
