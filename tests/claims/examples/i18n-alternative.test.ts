/**
 * Claims of docs/examples/advanced/i18n-alternative.mdx (and the comments of its
 * translate.extension.ts), run against @ngx-formly/core 7.1.0 and @ngx-translate/core with the
 * example's own extension and the demo's own fields (app.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as NgxTranslate from '../../../demos/node_modules/@ngx-translate/core';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import {core, forms, formly, type FormlyFieldConfig, watchField} from '../support/formly';
import {demoApp, translateCore, translateProviders} from '../support/examples-extra';
import {translateExtension} from '../../../demos/src/examples/advanced/i18n-alternative/translate.extension';

const translations: Record<string, Record<string, string>> = {
  en: {'feedback.comment': 'What could we do better?', 'feedback.comment.placeholder': 'Tell us in a few words'},
  es: {'feedback.comment': '¿Qué podríamos mejorar?', 'feedback.comment.placeholder': 'Cuéntenoslo en pocas palabras'},
};

function feedbackForm() {
  let prePopulateRuns = 0;
  const injector = core.createEnvironmentInjector(
    [
      translateProviders(translations),
      formly.provideFormlyCore([{types: [{name: 'input'}, {name: 'textarea'}, {name: 'checkbox'}]}]),
      {
        provide: formly.FORMLY_CONFIG,
        multi: true,
        useFactory: (translate: NgxTranslate.TranslateService) => ({
          extensions: [
            {name: 'translate', extension: translateExtension(translate)},
            {name: 'count', extension: {prePopulate: () => void prePopulateRuns++}},
          ],
        }),
        deps: [translateCore.TranslateService],
      },
      formly.FormlyConfig,
      formly.FormlyFormBuilder,
    ],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  const {fields, model} = demoApp('advanced/i18n-alternative', injector);
  const comment = fields[1]!;
  const root: FormlyFieldConfig = {form: new forms.FormGroup({}), model, options: {}, fieldGroup: fields};
  injector.get(formly.FormlyFormBuilder).build(root);
  return {
    translate: injector.get(translateCore.TranslateService),
    comment,
    root,
    prePopulateRuns: () => prePopulateRuns,
  };
}

test('for a field marked translate: true, the label and placeholder keys become Observable expressions that follow the language [examples/i18n-alternative#extension-works-prepopulate-runs]', () => {
  const {translate, comment} = feedbackForm();
  const disconnect = watchField(comment);
  assert.deepEqual(
    [comment.props!.label, comment.props!.placeholder],
    ['What could we do better?', 'Tell us in a few words'],
  );
  translate.use('es');
  assert.deepEqual(
    [comment.props!.label, comment.props!.placeholder],
    ['¿Qué podríamos mejorar?', 'Cuéntenoslo en pocas palabras'],
  );
  disconnect();
});

test('prePopulate runs again when the form is rebuilt; the mark makes the extension leave a handled field alone [examples/i18n-alternative#extension-works-prepopulate-runs]', () => {
  const {translate, comment, root, prePopulateRuns} = feedbackForm();
  const runsAtBuild = prePopulateRuns();
  const expressions = comment.expressions;
  root.options!.build!(root);
  assert.ok(prePopulateRuns() > runsAtBuild, 'prePopulate ran again');
  assert.equal(comment.props!['translationApplied'], true);
  assert.equal(comment.expressions, expressions, 'the expressions were not replaced');
  const disconnect = watchField(comment);
  translate.use('es');
  assert.equal(comment.props!.label, '¿Qué podríamos mejorar?', 'still translated from the key');
  disconnect();
});
