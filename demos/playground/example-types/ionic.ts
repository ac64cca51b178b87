// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' app.config.ts: do not edit.
import { ConfigOption } from '@ngx-formly/core';
import { RepeatType } from '../../src/examples/advanced/repeating-section/repeat-type';
import { ListType } from '../../src/examples/advanced/repeating-section-input/list-type';
import { TabsType } from '../../src/examples/advanced/tabs/tabs-type';
import { StepsType } from '../../src/examples/advanced/multi-step-form/steps-type';
import { ButtonType } from '../../src/examples/other/button/button-type';
import { FileType } from '../../src/examples/other/input-file/file-type';
import { CardWrapper } from '../../src/examples/other/nested-formly-forms/card-wrapper';

/** The types and wrappers of the examples that run in this kit, under the examples' own names. */
export const exampleRegistrations: ConfigOption = {
  types: [
    // advanced/repeating-section
    { name: 'repeat', component: RepeatType },
    // advanced/repeating-section-input
    { name: 'list', component: ListType },
    // advanced/tabs
    { name: 'tabs', component: TabsType },
    // advanced/multi-step-form
    { name: 'steps', component: StepsType },
    // other/button
    { name: 'button', component: ButtonType, wrappers: [] },
    // other/input-file
    { name: 'file', component: FileType, wrappers: ['form-field'] },
  ],
  wrappers: [
    // other/nested-formly-forms
    { name: 'card', component: CardWrapper },
  ],
};
