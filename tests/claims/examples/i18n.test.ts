/**
 * Claims of docs/examples/advanced/i18n.mdx (and the comments of its app.ts and app.config.ts),
 * run against @ngx-formly/core 7.1.0 and @ngx-translate/core as the demo installs them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as NgxTranslate from '../../../demos/node_modules/@ngx-translate/core';
import {
  core,
  forms,
  formly,
  shownMessage,
  type ConfigOption,
  type FormlyFieldConfig,
  watchField,
} from '../support/formly';
import {demoApp, translateCore, translateProviders} from '../support/examples-extra';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';

const translations: Record<string, Record<string, Record<string, string>>> = {
  en: {FORM: {NAME: 'Name'}, VALIDATION: {REQUIRED: 'This field is required.'}},
  fr: {FORM: {NAME: 'Nom'}, VALIDATION: {REQUIRED: 'Ce champ est obligatoire.'}},
};

/** app.config.ts: the messages need TranslateService, so they come from a FORMLY_CONFIG factory. */
function translatedMessages(translate: NgxTranslate.TranslateService): ConfigOption {
  return {validationMessages: [{name: 'required', message: () => translate.stream('VALIDATION.REQUIRED')}]};
}

/** The example's providers, in one injector, and the demo's own fields (app.ts) built there. */
function translatedForm() {
  const injector = core.createEnvironmentInjector(
    [
      translateProviders(translations),
      formly.provideFormlyCore([{types: [{name: 'input'}, {name: 'multicheckbox'}]}]),
      {
        provide: formly.FORMLY_CONFIG,
        multi: true,
        useFactory: translatedMessages,
        deps: [translateCore.TranslateService],
      },
      formly.FormlyConfig,
      formly.FormlyFormBuilder,
    ],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  const translate = injector.get(translateCore.TranslateService);
  const {fields} = demoApp('advanced/i18n', injector);
  const name = fields[0]!;
  const root: FormlyFieldConfig = {form: new forms.FormGroup({}), model: {}, options: {}, fieldGroup: fields};
  injector.get(formly.FormlyFormBuilder).build(root);
  const config = injector.get(formly.FormlyConfig);
  return {translate, name, root, config};
}

test('an Observable expression keeps the label translated: it updates whenever translate.stream() emits, on each language change [examples/i18n#observable-expression-keeps-label]', () => {
  const {translate, name} = translatedForm();
  const disconnect = watchField(name);
  assert.equal(name.props!.label, 'Name');
  translate.use('fr');
  assert.equal(name.props!.label, 'Nom');
  disconnect();
});

test('validation messages may be Observables, and registered through a FORMLY_CONFIG factory they follow the language [examples/i18n#observable-expression-keeps-label]', () => {
  const {translate, name, root, config} = translatedForm();
  const message = shownMessage({config, options: root.options} as Parameters<typeof shownMessage>[0], name);
  const shown: string[] = [];
  (message as import('../../../demos/node_modules/rxjs').Observable<string>).subscribe((text) => shown.push(text));
  translate.use('fr');
  assert.deepEqual(shown, ['This field is required.', 'Ce champ est obligatoire.']);
});
