/**
 * Ionic's elements for the playground frame, defined eagerly from Ionic's custom-elements build.
 *
 * IonicModule.forRoot() registers every Ionic element through Ionic's lazy loader: each element
 * fetches its code from a separate chunk the first time it is used. The frame is sandboxed with an
 * opaque origin and runs only its one inline script, so those fetches would fail. The frame sets
 * Ionic up as a standalone application does instead (provideIonicAngular) and defines the elements
 * that Formly's Ionic types render here; each definition also defines the elements that one uses
 * (ion-select brings its alert, popover and action sheet).
 */
import { defineCustomElement as defineButton } from '@ionic/core/components/ion-button.js';
import { defineCustomElement as defineButtons } from '@ionic/core/components/ion-buttons.js';
import { defineCustomElement as defineCheckbox } from '@ionic/core/components/ion-checkbox.js';
import { defineCustomElement as defineDatetime } from '@ionic/core/components/ion-datetime.js';
import { defineCustomElement as defineInput } from '@ionic/core/components/ion-input.js';
import { defineCustomElement as defineItem } from '@ionic/core/components/ion-item.js';
import { defineCustomElement as defineLabel } from '@ionic/core/components/ion-label.js';
import { defineCustomElement as defineList } from '@ionic/core/components/ion-list.js';
import { defineCustomElement as defineListHeader } from '@ionic/core/components/ion-list-header.js';
import { defineCustomElement as defineModal } from '@ionic/core/components/ion-modal.js';
import { defineCustomElement as defineNote } from '@ionic/core/components/ion-note.js';
import { defineCustomElement as defineRadio } from '@ionic/core/components/ion-radio.js';
import { defineCustomElement as defineRadioGroup } from '@ionic/core/components/ion-radio-group.js';
import { defineCustomElement as defineRange } from '@ionic/core/components/ion-range.js';
import { defineCustomElement as defineSelect } from '@ionic/core/components/ion-select.js';
import { defineCustomElement as defineSelectOption } from '@ionic/core/components/ion-select-option.js';
import { defineCustomElement as defineText } from '@ionic/core/components/ion-text.js';
import { defineCustomElement as defineTextarea } from '@ionic/core/components/ion-textarea.js';
import { defineCustomElement as defineToggle } from '@ionic/core/components/ion-toggle.js';

/** Every element the templates of @ngx-formly/ionic 7.1.0 use. */
const definitions = [
  defineButton,
  defineButtons,
  defineCheckbox,
  defineDatetime,
  defineInput,
  defineItem,
  defineLabel,
  defineList,
  defineListHeader,
  defineModal,
  defineNote,
  defineRadio,
  defineRadioGroup,
  defineRange,
  defineSelect,
  defineSelectOption,
  defineText,
  defineTextarea,
  defineToggle,
];

/** Defines each element once; a second call finds them defined and does nothing. */
export function defineIonicElements(): void {
  for (const define of definitions) {
    define();
  }
}
