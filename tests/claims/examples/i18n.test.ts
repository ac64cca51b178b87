/**
 * Claims of docs/examples/advanced/i18n.mdx (and the comments of its app.ts and app.config.ts),
 * run against @ngx-formly/core 7.1.0 and @ngx-translate/core as the demo installs them, and of its
 * `$localize` section, run with @angular/localize's runtime translation.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as NgxTranslate from '../../../demos/node_modules/@ngx-translate/core';
import {
  buildForm,
  core,
  forms,
  formly,
  loadPackage,
  shownMessage,
  showsError,
  type ConfigOption,
  type FormlyFieldConfig,
  watchField,
} from '../support/formly';
import {demoApp, translateCore, translateProviders} from '../support/examples-extra';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import type * as AngularLocalize from '../../../demos/node_modules/@angular/localize';
import type * as LocalizeTools from '../../../demos/node_modules/@angular/localize/tools';
import {runPageModule} from '../support/page-code';

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

/** What the test uses of @babel/core (installed for the CLI's i18n inliner; its typings live under demos). */
type BabelCore = {
  transformSync(
    code: string,
    options: {configFile: false; babelrc: false; plugins: unknown[]},
  ): {code?: string | null} | null;
};

/** The translations of the page's `$localize` block (contact-form.ts), by its custom IDs. */
const french = {
  'form.required': 'Veuillez remplir ce champ.',
  'contact.name': 'Votre nom',
  'contact.email': 'Courriel',
  'contact.emailHint': 'vous@exemple.fr',
  'contact.emailRequired': 'Il nous faut votre courriel pour répondre.',
};

loadPackage('@angular/localize/init');
const localize = loadPackage<typeof AngularLocalize>('@angular/localize');
localize.clearTranslations();
/** The page's block, evaluated as a module before any translation is loaded (as at application start). */
const contactForm = runPageModule<{
  localizedMessages: ConfigOption;
  ContactForm: new () => {fields: FormlyFieldConfig[]};
}>('docs/examples/advanced/i18n.mdx', 'contact-form.ts');

/**
 * The page's component created now, its fields built with the page's messages; the texts readers see.
 * `block` is the page's block as evaluated (by default as written, without a build step).
 */
function contactTexts(block: typeof contactForm = contactForm) {
  const {fields} = new block.ContactForm();
  const built = buildForm(fields, {configs: [formly.withFormlyFieldExpression(), block.localizedMessages]});
  const [name, email] = built.fields;
  return {
    labels: [name!.props!.label, email!.props!.label],
    placeholder: email!.props!.placeholder,
    messages: [shownMessage(built, name!), shownMessage(built, email!)],
  };
}

test('with translations loaded at run time by loadTranslations, a $localize string is translated when the code creating it runs: the fields of a component created after loadTranslations show the translated label, placeholder and message; fields created before keep the source text after the translations arrive [examples/i18n#localize-translated-when-created]', (t) => {
  t.after(() => localize.clearTranslations());
  const before = new contactForm.ContactForm();
  localize.loadTranslations(french);
  const after = contactTexts();
  assert.deepEqual(after.labels, ['Votre nom', 'Courriel']);
  assert.equal(after.placeholder, 'vous@exemple.fr');
  assert.equal(after.messages[1], 'Il nous faut votre courriel pour répondre.');
  assert.deepEqual(
    before.fields.map((field) => field.props!.label),
    ['Your name', 'Email'],
  );
  assert.equal(before.fields[1]!.validation!.messages!.required, 'We need your email to reply.');
});

test("a validation message written as a function is called when the error is shown: the page's application-wide message, created before loadTranslations, shows the translation [examples/i18n#message-function-translated-when-shown]", (t) => {
  t.after(() => localize.clearTranslations());
  assert.equal(contactTexts().messages[0], 'Please fill in this field.');
  localize.loadTranslations(french);
  assert.equal(contactTexts().messages[0], 'Veuillez remplir ce champ.');
});

test("a build made with ng build --localize writes the translations into the locale's bundle: the page's block, run through @angular/localize's compile-time translation (the Babel plugin the CLI's i18n inliner uses), shows the French label, placeholder and both messages with no translation loaded at run time [examples/i18n#localize-build-inlines]", () => {
  localize.clearTranslations();
  const tools = loadPackage<typeof LocalizeTools>('@angular/localize/tools');
  const babel = loadPackage<BabelCore>('@babel/core');
  const parsed = Object.fromEntries(Object.entries(french).map(([id, text]) => [id, localize.ɵparseTranslation(text)]));
  let built = '';
  const inlined = runPageModule<typeof contactForm>(
    'docs/examples/advanced/i18n.mdx',
    'contact-form.ts',
    {},
    (javaScript) => {
      built = babel.transformSync(javaScript, {
        configFile: false,
        babelrc: false,
        plugins: [tools.makeEs2015TranslatePlugin(new tools.Diagnostics(), parsed, {missingTranslation: 'error'})],
      })!.code!;
      return built;
    },
  );
  // Every tagged string is replaced, wherever it stands (in the component or in a module constant).
  assert.doesNotMatch(built, /\$localize\s*`/);
  assert.deepEqual(contactTexts(inlined), {
    labels: ['Votre nom', 'Courriel'],
    placeholder: 'vous@exemple.fr',
    messages: ['Veuillez remplir ce champ.', 'Il nous faut votre courriel pour répondre.'],
  });
});

test("the page's lengthMessages: a minLength error shows, once the field is left, the translation with the error's requiredLength filled in, in English and after translate.use('fr') and translate.use('de') in French and German [examples/i18n#message-params-interpolated]", () => {
  const {lengthMessages, lengthTranslations} = runPageModule<{
    lengthMessages: (translate: NgxTranslate.TranslateService) => ConfigOption;
    lengthTranslations: Record<string, object>;
  }>('docs/examples/advanced/i18n.mdx', 'length-messages.ts');
  for (const minLength of [3, 8]) {
    const built = buildForm([{key: 'name', type: 'input', props: {minLength}}], {
      model: {name: 'A'},
      providers: [
        translateProviders(lengthTranslations),
        {
          provide: formly.FORMLY_CONFIG,
          multi: true,
          useFactory: lengthMessages,
          deps: [translateCore.TranslateService],
        },
      ],
    });
    const field = built.fields[0]!;
    assert.deepEqual(field.formControl!.errors, {minLength: {requiredLength: minLength, actualLength: 1}});
    assert.equal(showsError(built, field), false, 'not while the reader is still in the field');
    field.formControl!.markAsTouched();
    assert.equal(showsError(built, field), true, 'once the reader leaves it');
    const shown: string[] = [];
    const message = shownMessage(built, field) as import('../../../demos/node_modules/rxjs').Observable<string>;
    message.subscribe((text) => shown.push(text));
    const translate = built.injector.get(translateCore.TranslateService);
    translate.use('fr');
    translate.use('de');
    assert.deepEqual(shown, [
      `Please type at least ${minLength} characters.`,
      `Saisissez au moins ${minLength} caractères.`,
      `Bitte geben Sie mindestens ${minLength} Zeichen ein.`,
    ]);
  }
});
