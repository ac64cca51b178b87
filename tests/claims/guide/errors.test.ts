/**
 * Claims of docs/guide/errors.mdx: each error and warning @ngx-formly/core 7.1.0 can print,
 * triggered the way a reader's code triggers it, with the text the page quotes. The UI kit
 * packages print none of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  changeModel,
  core,
  formly,
  forms,
  loadPackage,
  optionsWithViewContainer,
  renderFormlyField,
  type FormlyFieldConfig,
} from '../support/formly';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import type * as IonicKit from '../../../demos/node_modules/@ngx-formly/ionic';
import type * as JsonSchemaEntry from '../../../demos/node_modules/@ngx-formly/core/json-schema';
import type * as PresetEntry from '../../../demos/node_modules/@ngx-formly/core/preset';
import {runPageModule} from '../support/page-code';

const formlyDir = path.join(__dirname, '..', '..', '..', 'demos', 'node_modules', '@ngx-formly');

const {FormlyJsonschema} = loadPackage<typeof JsonSchemaEntry>('@ngx-formly/core/json-schema');

/** Runs `run` with console.error and console.warn recorded instead of printed; returns what each got. */
function consoleOutput(run: () => void): {errors: unknown[][]; warnings: unknown[][]} {
  const errors: unknown[][] = [];
  const warnings: unknown[][] = [];
  const {error, warn} = console;
  console.error = (...args: unknown[]) => errors.push(args);
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    run();
  } finally {
    console.error = error;
    console.warn = warn;
  }
  return {errors, warnings};
}

/** The text of everything printed in one console call, as the console would show it. */
const printed = (args: unknown[]) => args.map(String).join(' ');

class DateField extends formly.FieldType {}

test('an unregistered type builds, and throws "The type … could not be found" when the field renders [guide/errors#unregistered-type-builds-formly]', () => {
  const built = buildForm([{key: 'birthday', type: 'datepicker'}]);
  assert.ok(built.form.get('birthday'), 'the build gives the field its control');
  assert.throws(
    () => renderFormlyField(built, built.fields[0]!),
    new Error(
      '[Formly Error] The type "datepicker" could not be found. Please make sure that is registered through the FormlyModule declaration.',
    ),
  );
});

test('registering the type (a kit feature, or a type of your own) makes the same field render [guide/errors#unregistered-type-builds-formly]', () => {
  const built = buildForm([{key: 'birthday', type: 'datepicker'}], {
    configs: [{types: [{name: 'datepicker', component: DateField}]}],
  });
  assert.deepEqual(renderFormlyField(built, built.fields[0]!).created.inside, ['DateField']);
});

test("in an Ionic app, withFormlyIonic() registers the type input, and its field renders Ionic's input type [guide/errors#unregistered-type-builds-formly]", () => {
  const ionic = loadPackage<typeof IonicKit>('@ngx-formly/ionic');
  const built = buildForm([{key: 'email', type: 'input'}], {configs: ionic.withFormlyIonic()});
  assert.equal((built.config.getType('input', true).component as {name: string}).name, 'FormlyFieldInput');
  // The kit puts its form-field wrapper around its input type: the wrapper is what renders first.
  assert.deepEqual(renderFormlyField(built, built.fields[0]!).created.inside, ['FormlyWrapperFormField']);
});

test('an unregistered wrapper throws "The wrapper … could not be found" when the field renders [guide/errors#kits-register-form-field-wrapper]', () => {
  const built = buildForm([{key: 'city', type: 'input', wrappers: ['panel']}]);
  assert.throws(
    () => renderFormlyField(built, built.fields[0]!),
    new Error(
      '[Formly Error] The wrapper "panel" could not be found. Please make sure that is registered through the FormlyModule declaration.',
    ),
  );
});

test('an unregistered validator named in validators.validation throws "The validator … could not be found" while the form is built', () => {
  assert.throws(
    () => buildForm([{key: 'ip', type: 'input', validators: {validation: ['ip']}}]),
    new Error(
      '[Formly Error] The validator "ip" could not be found. Please make sure that is registered through the FormlyModule declaration.',
    ),
  );
});

test('validators.validation also takes the validator function itself, which needs no registration [api/doc-comments#formlyfieldconfig-validators, guide/errors#unregistered-validator-name-throws]', () => {
  const noSpaces = (control: {value: unknown}) => (/\s/.test(String(control.value ?? '')) ? {spaces: true} : null);
  const built = buildForm([{key: 'login', type: 'input', validators: {validation: [noSpaces]}}], {
    model: {login: 'a b'},
  });
  assert.equal(built.form.get('login')!.hasError('spaces'), true);
});

test('building with no core configuration throws the "missing forRoot() call" error [guide/errors#formlyconfig-formlyformbuilder]', () => {
  // FormlyFormBuilder and FormlyConfig are provided in root: without provideFormlyCore() or
  // FormlyModule.forRoot() they exist, but nothing has registered Formly's core extension.
  const injector = core.createEnvironmentInjector(
    [formly.FormlyConfig, formly.FormlyFormBuilder],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  const builder = injector.get(formly.FormlyFormBuilder);
  assert.throws(
    () => builder.build({fieldGroup: [{key: 'name', type: 'input'}], model: {}, options: {}}),
    new Error('NgxFormly: missing `forRoot()` call. use `forRoot()` when registering the `FormlyModule`.'),
  );
});

/** A type whose ngOnDestroy assumes ngOnInit ran: it ends a subscription that only ngOnInit starts. */
class TickerField extends formly.FieldType {
  private ticks?: {unsubscribe(): void};
  ngOnDestroy(): void {
    this.ticks!.unsubscribe();
  }
}

test('a type whose ngOnDestroy throws logs "An error occurred while destroying the Formly component type …" the first time a form uses it [guide/errors#formly-creates-destroys-instance]', () => {
  // Formly creates the type's component to read its defaultOptions, then destroys it at once.
  const options = optionsWithViewContainer();
  const {errors} = consoleOutput(() => {
    buildForm([{key: 'price', type: 'ticker'}], {
      configs: [{types: [{name: 'ticker', component: TickerField}]}],
      options,
    });
  });
  assert.equal(errors.length, 1);
  assert.equal(errors[0]![0], 'An error occurred while destroying the Formly component type "ticker"');
  assert.ok(errors[0]![1] instanceof TypeError);
});

test('the throw-away instance of a type is created, and its destroy error logged, again after any <formly-form> is destroyed [guide/errors#formly-creates-destroys-instance]', () => {
  // The instances live in the application-wide FormlyConfig; FormlyForm.ngOnDestroy empties that store (config.clearRefs()).
  let built: ReturnType<typeof buildForm> | undefined;
  const first = consoleOutput(() => {
    built = buildForm([{key: 'price', type: 'ticker'}], {
      configs: [{types: [{name: 'ticker', component: TickerField}]}],
      options: optionsWithViewContainer(),
    });
  });
  assert.equal(first.errors.length, 1);
  // Another build with the same configuration uses the kept instance: nothing more is logged.
  assert.equal(consoleOutput(() => built!.builder.build(built!.root)).errors.length, 0);
  // A <formly-form> of the application is destroyed (the real ngOnDestroy, on a stand-in that has what it reads).
  formly.FormlyForm.prototype.ngOnDestroy.call({
    valueChangesUnsubscribe: () => undefined,
    config: built!.config,
  } as never);
  const again = consoleOutput(() => built!.builder.build(built!.root));
  assert.equal(again.errors.length, 1);
  assert.equal(again.errors[0]![0], 'An error occurred while destroying the Formly component type "ticker"');
});

test('an expression that throws is rethrown with "[Formly Error] [Expression …]" and the property in front [guide/errors#throwing-expression-nested-path]', () => {
  assert.throws(
    () =>
      buildForm(
        [{key: 'city', type: 'input', expressions: {'props.disabled': () => (null as never as {x: boolean}).x}}],
        {
          configs: [],
        },
      ),
    (error: Error) =>
      error.message.startsWith('[Formly Error] [Expression "props.disabled"] ') && error instanceof TypeError,
  );
});

test('an expression on a nested path whose parent object is missing fails the build with that prefix, printed twice [guide/errors#throwing-expression-nested-path]', () => {
  assert.throws(
    () => buildForm([{key: 'city', type: 'input', expressions: {'props.attributes.autocomplete': () => 'off'}}]),
    new TypeError(
      '[Formly Error] [Expression "props.attributes.autocomplete"] [Formly Error] [Expression "props.attributes.autocomplete"] ' +
        "Cannot set properties of undefined (setting 'autocomplete')",
    ),
  );
});

test('an expression that throws gets the prefix once [guide/errors#throwing-expression-nested-path]', () => {
  assert.throws(
    () =>
      buildForm([
        {key: 'city', type: 'input', expressions: {'props.disabled': () => (null as never as {x: boolean}).x}},
      ]),
    new TypeError('[Formly Error] [Expression "props.disabled"] ' + "Cannot read properties of null (reading 'x')"),
  );
});

test('with withFormlyFieldExpression(), a string the CSP-safe parser cannot read logs "Expression parse error:" and the expression gives false [guide/errors#withformlyfieldexpression-unreadable]', () => {
  let built: ReturnType<typeof buildForm> | undefined;
  const {errors} = consoleOutput(() => {
    built = buildForm([{key: 'tags', type: 'input', expressions: {'props.label': "model.tags || ['none']"}}], {
      model: {},
    });
  });
  assert.equal(errors.length, 1);
  assert.equal(errors[0]![0], 'Expression parse error:');
  assert.match(printed(errors[0]!), /^Expression parse error: Error: /);
  assert.equal(built!.fields[0]!.props!.label, false);
});

test('without withFormlyFieldExpression(), a string that is not valid JavaScript logs the SyntaxError and the expression gives false [guide/errors#withformlyfieldexpression-unreadable]', () => {
  let built: ReturnType<typeof buildForm> | undefined;
  const {errors} = consoleOutput(() => {
    built = buildForm([{key: 'city', type: 'input', expressions: {'props.label': 'model.city ==='}}], {configs: []});
  });
  assert.equal(errors.length, 1);
  assert.equal(errors[0]!.length, 1, 'the SyntaxError alone, with no field or key');
  assert.ok(errors[0]![0] instanceof SyntaxError);
  assert.equal(built!.fields[0]!.props!.label, false);
});

/** The two compilers a string expression can go through, each with a string it cannot compile. */
const compilers = [
  {
    name: 'withFormlyFieldExpression()',
    configs: [formly.withFormlyFieldExpression()],
    broken: "model.tags || ['none']",
  },
  {name: 'the default compiler', configs: [], broken: 'model.city ==='},
];

/** Every way a field can carry a string expression, by the key Formly files it under. */
const expressionKeys: {
  name: string;
  key: string;
  field: (broken: string) => FormlyFieldConfig;
}[] = [
  {name: 'expressions.hide', key: 'hide', field: (broken) => ({key: 'a', type: 'input', expressions: {hide: broken}})},
  {name: 'hideExpression', key: 'hide', field: (broken) => ({key: 'a', type: 'input', hideExpression: broken})},
  {
    name: 'expressions.hide on a group',
    key: 'hide',
    field: (broken) => ({fieldGroup: [{key: 'a', type: 'input'}], expressions: {hide: broken}}),
  },
  {
    name: "expressions['props.disabled']",
    key: 'props.disabled',
    field: (broken) => ({key: 'a', type: 'input', expressions: {'props.disabled': broken}}),
  },
  {
    name: "expressionProperties['props.disabled']",
    key: 'props.disabled',
    field: (broken) => ({key: 'a', type: 'input', expressionProperties: {'props.disabled': broken}}),
  },
  {
    name: "expressionProperties['templateOptions.disabled']",
    key: 'templateOptions.disabled',
    field: (broken) => ({key: 'a', type: 'input', expressionProperties: {'templateOptions.disabled': broken}}),
  },
  {
    name: "expressions['props.required']",
    key: 'props.required',
    field: (broken) => ({key: 'a', type: 'input', expressions: {'props.required': broken}}),
  },
  {
    name: "expressions['props.label']",
    key: 'props.label',
    field: (broken) => ({key: 'a', type: 'input', expressions: {'props.label': broken}}),
  },
  {
    name: 'expressions.className',
    key: 'className',
    field: (broken) => ({key: 'a', type: 'input', expressions: {className: broken}}),
  },
  {
    name: "expressions['model.a']",
    key: 'model.a',
    field: (broken) => ({key: 'a', type: 'input', expressions: {'model.a': broken}}),
  },
];

/** The value Formly wrote for `key` on `field` (or in the model, for a model.* key). */
function writtenValue(built: ReturnType<typeof buildForm>, field: FormlyFieldConfig, key: string): unknown {
  if (key.startsWith('model.')) {
    return built.model[key.slice('model.'.length)];
  }
  return key.split('.').reduce<unknown>((target, part) => (target as Record<string, unknown>)[part], field);
}

test('a string that fails to compile under hide or props.disabled stops the build with "[Formly Error] [Expression …] expr is not a function"; under any other key it gives false [guide/errors#withformlyfieldexpression-unreadable, guide/expression-properties#csp-safe-parser-reads-array]', () => {
  for (const compiler of compilers) {
    for (const entry of expressionKeys) {
      const label = `${entry.name}, ${compiler.name}`;
      let built: ReturnType<typeof buildForm> | undefined;
      let thrown: unknown;
      const {errors} = consoleOutput(() => {
        try {
          built = buildForm([entry.field(compiler.broken)], {configs: compiler.configs});
        } catch (error) {
          thrown = error;
        }
      });
      assert.equal(errors.length, 1, `${label}: the compile error is logged once`);
      if (['hide', 'props.disabled'].includes(entry.key)) {
        assert.ok(thrown instanceof TypeError, `${label}: the build throws a TypeError`);
        assert.equal(thrown.message, `[Formly Error] [Expression "${entry.key}"] expr is not a function`, label);
      } else {
        assert.equal(thrown, undefined, `${label}: the build goes on`);
        assert.equal(writtenValue(built!, built!.fields[0]!, entry.key), false, label);
      }
    }
  }
});

test('under a hidden (or disabled) group, a hide (or props.disabled) expression that failed to compile throws only once the group shows (or is enabled) [guide/errors#withformlyfieldexpression-unreadable]', () => {
  for (const compiler of compilers) {
    for (const key of ['hide', 'props.disabled'] as const) {
      const label = `${key}, ${compiler.name}`;
      let built: ReturnType<typeof buildForm> | undefined;
      consoleOutput(() => {
        built = buildForm(
          [
            {
              expressions: {[key]: '!model.open'},
              fieldGroup: [{key: 'a', type: 'input', expressions: {[key]: compiler.broken}}],
            },
          ],
          {configs: compiler.configs, model: {open: false}},
        );
      });
      const inner = built!.fields[0]!.fieldGroup![0]!;
      assert.equal(key === 'hide' ? inner.hide : inner.props!.disabled, true, label);
      assert.throws(
        () => changeModel(built!, {open: true}),
        new TypeError(`[Formly Error] [Expression "${key}"] expr is not a function`),
        label,
      );
    }
  }
});

test('props.required that is not a boolean logs "Invalid prop \'required\'", and a non-empty string still makes the field required [guide/errors#non-boolean-props-required-warns]', () => {
  let built: ReturnType<typeof buildForm> | undefined;
  const {warnings} = consoleOutput(() => {
    built = buildForm([{key: 'email', type: 'input', props: {required: 'yes' as unknown as boolean}}]);
  });
  assert.deepEqual(warnings.map(printed), [
    "Formly: Invalid prop 'required' of type 'string', expected 'boolean' (Field:email).",
  ]);
  assert.equal(built!.form.get('email')!.hasError('required'), true);
});

test('the lower-case validation message keys minlength and maxlength log a deprecation warning and still apply, copied to minLength in development mode [guide/errors#keys-minlength-maxlength-warn-stored, guide/errors#minlength-key-production]', () => {
  let built: ReturnType<typeof buildForm> | undefined;
  const {warnings} = consoleOutput(() => {
    built = buildForm([{key: 'code', type: 'input', props: {minLength: 3}}], {
      configs: [{validationMessages: [{name: 'minlength', message: 'Too short'}]}],
    });
  });
  assert.deepEqual(warnings.map(printed), [
    "Formly deprecation: passing validation messages key 'minlength' is deprecated since v6.0, use 'minLength' instead.",
  ]);
  assert.equal(built!.config.getValidatorMessage('minLength'), 'Too short');
});

test('in a production build (ngDevMode false) a minlength message is neither warned about nor copied to minLength, and still shows under the minlength error [guide/errors#minlength-key-production]', () => {
  const global = globalThis as {ngDevMode?: unknown};
  const saved = global.ngDevMode;
  global.ngDevMode = false;
  try {
    let built: ReturnType<typeof buildForm> | undefined;
    const {warnings} = consoleOutput(() => {
      built = buildForm([{key: 'nickname', type: 'input', props: {minLength: 3}}], {
        model: {nickname: 'ab'},
        configs: [
          formly.withFormlyFieldExpression(),
          {validationMessages: [{name: 'minlength', message: 'Too short.'}]},
        ],
      });
    });
    assert.equal(warnings.length, 0);
    assert.equal(built!.config.getValidatorMessage('minLength'), undefined);
    assert.equal(built!.config.getValidatorMessage('minlength'), 'Too short.');
    assert.deepEqual(Object.keys(built!.form.get('nickname')!.errors!), ['minlength']);
  } finally {
    global.ngDevMode = saved;
  }
});

test('JSON Schema: a $ref to another document, a $ref to a missing definition and an empty allOf throw [guide/errors#json-schema-remote-ref-missing, guide/json-schema#remote-refs-throw]', () => {
  const toFieldConfig = (schema: object) =>
    new FormlyJsonschema().toFieldConfig(schema as Parameters<JsonSchemaEntry.FormlyJsonschema['toFieldConfig']>[0]);
  assert.throws(
    () => toFieldConfig({type: 'object', properties: {address: {$ref: 'https://example.com/address.json'}}}),
    new Error('Remote schemas for https://example.com/address.json not supported yet.'),
  );
  assert.throws(
    () => toFieldConfig({type: 'object', properties: {address: {$ref: '#/definitions/address'}}}),
    new Error('Cannot find a definition for #/definitions/address.'),
  );
  assert.throws(() => toFieldConfig({allOf: []}), new Error('allOf array can not be empty .'));
});

test('a $ref to a definition of the same document resolves [guide/errors#json-schema-remote-ref-missing]', () => {
  const field = new FormlyJsonschema().toFieldConfig({
    definitions: {address: {type: 'object', properties: {city: {type: 'string'}}}},
    type: 'object',
    properties: {address: {$ref: '#/definitions/address'}},
  });
  assert.equal(field.fieldGroup![0]!.fieldGroup![0]!.key, 'city');
});

test('the UI kit packages print nothing and throw nothing of their own: no console call, no throw in their bundles [guide/errors#message-quoted-7-1-0]', () => {
  const kits = fs.readdirSync(formlyDir).filter((name) => !['core', 'schematics'].includes(name));
  assert.ok(kits.length >= 6, `kits found: ${kits.join(', ')}`);
  for (const kit of kits) {
    const bundleDir = path.join(formlyDir, kit, 'fesm2022');
    for (const file of fs.readdirSync(bundleDir).filter((name) => name.endsWith('.mjs'))) {
      const source = fs.readFileSync(path.join(bundleDir, file), 'utf8');
      assert.doesNotMatch(source, /console\.(error|warn|log)|\bthrow\b|new Error\(/, `${kit}/${file}`);
    }
  }
});

/** The page's fallback for unregistered types: its provider function, from the page's own block. */
function unknownTypeFallback(
  transform?: (javaScript: string) => string,
): (inlineTemplates?: readonly string[]) => AngularCore.Provider {
  return runPageModule<{provideUnknownTypeFallback: (inlineTemplates?: readonly string[]) => AngularCore.Provider}>(
    'docs/guide/errors.mdx',
    'unknown-type.fallback.ts',
    {},
    transform,
  ).provideUnknownTypeFallback;
}

/** A field array type, registered by the tests that need the fallback to meet repeated items. */
class RepeatType extends formly.FieldArrayType {}

/** The fields the fallback meets: registered, unregistered, nested, in repeated items, presets. */
const FALLBACK_FIELDS: FormlyFieldConfig[] = [
  {key: 'name', type: 'input', props: {label: 'Name'}},
  {key: 'signature', type: 'signature-pad', props: {label: 'Signature', required: true}},
  {key: 'address', fieldGroup: [{key: 'colour', type: 'colour-wheel'}]},
  {key: 'phones', type: 'repeat', fieldArray: {type: 'phone-input'}},
  {type: '#email'},
  {key: 'rating', type: '#stars'},
];

/** A form built with the page's fallback (and presets, and a repeat type) from `fields`. */
function formWithFallback(
  provideFallback: () => AngularCore.Provider,
  model: Record<string, unknown> = {},
  fields: FormlyFieldConfig[] = structuredClone(FALLBACK_FIELDS),
) {
  const {provideFormlyPreset} = loadPackage<typeof PresetEntry>('@ngx-formly/core/preset');
  return buildForm(fields, {
    model,
    options: optionsWithViewContainer(),
    configs: [
      formly.withFormlyFieldExpression(),
      {types: [{name: 'repeat', component: RepeatType}]},
      {presets: [{name: 'email', config: {key: 'email', type: 'input', props: {label: 'Email'}}}]},
    ],
    providers: [provideFormlyPreset(), provideFallback()],
  });
}

test("the page's fallback: every field of an unregistered type, nested too, renders UnknownTypeComponent with the name in props.unknownType; registered types and presets keep theirs [guide/errors#fallback-type-replaces-unknown]", () => {
  const built = formWithFallback(unknownTypeFallback(), {phones: ['0123', '0456']});
  const [name, signature, address, phones, email, rating] = built.fields as Required<FormlyFieldConfig>[];
  const colour = address!.fieldGroup[0]!;
  assert.equal(phones!.type, 'repeat');
  assert.equal(phones!.fieldGroup.length, 2);
  for (const [field, asked] of [
    [signature, 'signature-pad'],
    [colour, 'colour-wheel'],
    [phones!.fieldGroup[0], 'phone-input'],
    [phones!.fieldGroup[1], 'phone-input'],
    [rating, '#stars'],
  ] as const) {
    assert.equal(field!.type, 'unknown-type');
    assert.equal(field!.props?.['unknownType'], asked);
    assert.deepEqual(renderFormlyField(built, field!).created.inside, ['UnknownTypeComponent'], asked);
  }
  assert.equal(name!.type, 'input');
  assert.equal(name!.props['unknownType'], undefined);
  assert.equal(email!.key, 'email', 'the preset was applied');
  assert.equal(email!.type, 'input');
  assert.equal(address!.type, 'formly-group');

  // Without the fallback the same form stops at the first unregistered field.
  const {provideFormlyPreset} = loadPackage<typeof PresetEntry>('@ngx-formly/core/preset');
  const bare = buildForm([{key: 'signature', type: 'signature-pad'}], {providers: [provideFormlyPreset()]});
  assert.throws(() => renderFormlyField(bare, bare.fields[0]!), /The type "signature-pad" could not be found/);
});

test("apart from its type and props.unknownType, the page's fallback leaves the field as it was: key, model value and validators stay, so an empty required one keeps the form invalid; removing required in the extension lets the form be valid [guide/errors#fallback-keeps-key-value-validators]", () => {
  const filled = formWithFallback(unknownTypeFallback(), {
    signature: 'data:image/png;base64,AAAA',
    address: {colour: 'teal'},
  });
  assert.deepEqual(filled.form.value, {
    name: undefined,
    signature: 'data:image/png;base64,AAAA',
    address: {colour: 'teal'},
    phones: [],
    email: undefined,
    rating: undefined,
  });
  assert.equal(filled.fields[1]!.key, 'signature');
  assert.equal(filled.form.valid, true);

  const empty = formWithFallback(unknownTypeFallback());
  assert.deepEqual(empty.form.get('signature')!.errors, {required: true});
  assert.equal(empty.form.valid, false);

  const lenient = formWithFallback(
    unknownTypeFallback((javaScript) => {
      const edited = javaScript.replace(
        "field.type = 'unknown-type';",
        "field.type = 'unknown-type'; field.props.required = false;",
      );
      assert.notEqual(edited, javaScript, 'the block still sets the type where the test adds its line');
      return edited;
    }),
  );
  assert.equal(lenient.form.get('signature')!.errors, null);
  assert.equal(lenient.form.valid, true);
});

test("under the page's fallback, the children of a fieldGroup of an unknown type keep their controls and validators: a required empty child keeps the form invalid [guide/errors#fallback-keeps-key-value-validators]", () => {
  const fields = (): FormlyFieldConfig[] => [
    {key: 'billing', type: 'address-block', fieldGroup: [{key: 'street', type: 'input', props: {required: true}}]},
  ];
  const empty = formWithFallback(unknownTypeFallback(), {}, fields());
  assert.equal(empty.fields[0]!.type, 'unknown-type');
  assert.deepEqual(empty.form.get('billing.street')!.errors, {required: true});
  assert.equal(empty.form.valid, false);
  const filled = formWithFallback(unknownTypeFallback(), {billing: {street: 'Quay 1'}}, fields());
  assert.deepEqual(filled.form.value, {billing: {street: 'Quay 1'}});
  assert.equal(filled.form.valid, true);
});

test("under the page's fallback, a fieldArray field of an unknown type gets no control: required and its validators do not run, its value is not in form.value, the model keeps it; with its array type registered it has a FormArray [guide/errors#fallback-field-array-no-control]", () => {
  const fields = (type: string): FormlyFieldConfig[] => [
    {
      key: 'tags',
      type,
      props: {required: true},
      validators: {atLeastTwo: {expression: (control: {value: unknown[] | null}) => (control.value ?? []).length >= 2}},
      fieldArray: {type: 'input'},
    },
  ];
  for (const model of [{}, {tags: ['urgent']}] as Array<Record<string, unknown>>) {
    const context = JSON.stringify(model);
    const unknown = formWithFallback(unknownTypeFallback(), model, fields('tag-list'));
    assert.equal(unknown.fields[0]!.type, 'unknown-type', context);
    assert.equal(unknown.fields[0]!.formControl, undefined, context);
    assert.equal(unknown.form.get('tags'), null, context);
    assert.deepEqual(unknown.form.value, {}, context);
    assert.equal(unknown.form.valid, true, context);
    assert.deepEqual(unknown.model, model, context);

    const known = formWithFallback(unknownTypeFallback(), structuredClone(model), fields('repeat'));
    assert.ok(known.form.get('tags') instanceof forms.FormArray, context);
    assert.equal(known.form.valid, false, context);
  }
});

test("a type that only an inline <ng-template formlyTemplate> defines is not registered: the page's fallback gives that field the placeholder and <formly-field> renders it, not the template; named in provideUnknownTypeFallback([...]) the field keeps its type and the template renders, while other unknown types still get the placeholder [guide/errors#fallback-keeps-inline-templates]", () => {
  const fields = (): FormlyFieldConfig[] => [
    {key: 'home', type: 'address-card'},
    {key: 'signature', type: 'signature-pad'},
  ];
  const templates = ['address-card'];
  const {provideFormlyPreset} = loadPackage<typeof PresetEntry>('@ngx-formly/core/preset');

  // Without the fallback, <formly-field> finds the form's template by the field's type.
  const bare = buildForm(fields(), {providers: [provideFormlyPreset()]});
  assert.deepEqual(renderFormlyField(bare, bare.fields[0]!, templates).created.inside, ['template:address-card']);

  const replaced = formWithFallback(unknownTypeFallback(), {}, fields());
  const [home] = replaced.fields;
  assert.equal(home!.type, 'unknown-type');
  assert.equal(home!.props?.['unknownType'], 'address-card');
  assert.deepEqual(renderFormlyField(replaced, home!, templates).created.inside, ['UnknownTypeComponent']);

  const kept = formWithFallback(() => unknownTypeFallback()(templates), {}, fields());
  const [keptHome, signature] = kept.fields;
  assert.equal(keptHome!.type, 'address-card');
  assert.equal(keptHome!.props?.['unknownType'], undefined);
  assert.deepEqual(renderFormlyField(kept, keptHome!, templates).created.inside, ['template:address-card']);
  assert.equal(signature!.type, 'unknown-type');
  assert.deepEqual(renderFormlyField(kept, signature!, templates).created.inside, ['UnknownTypeComponent']);

  // The block's check of the names is what keeps them.
  const unchecked = unknownTypeFallback((javaScript) => {
    const edited = javaScript.replace(/ && !inlineTemplates\.includes\(type\)/, '');
    assert.notEqual(edited, javaScript, 'the block still checks the inline templates');
    return edited;
  });
  assert.equal(formWithFallback(() => unchecked(templates), {}, fields()).fields[0]!.type, 'unknown-type');
});
