/**
 * Claims of docs/guide/faq.mdx, run against @ngx-formly/core 7.1.0.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  core,
  formly,
  forms,
  optionsWithViewContainer,
  runFormlyForm,
  shownMessage,
  showsError,
  watchField,
  withFieldChanges,
  type FieldChangeEvent,
  type ConfigOption,
  type FormlyFieldConfig,
  type FormlyFormOptions,
  loadPackage,
} from '../support/formly';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import type * as JsonSchemaEntry from '../../../demos/node_modules/@ngx-formly/core/json-schema';
import {runPageModule} from '../support/page-code';
import {packageTypings} from '../support/demo-packages';
import {kits} from '../../../lib/kits';

const fields = () => [
  {key: 'title', type: 'input'},
  {key: 'copies', type: 'input', defaultValue: 3},
];

test('form.disable() before the build is lost: the build enables the form group again [guide/faq#form-disable-before-build-lost]', () => {
  const form = new forms.FormGroup({});
  form.disable();
  const built = buildForm(fields(), {form});
  assert.equal(built.form.disabled, false);
  assert.equal(built.form.get('title')!.disabled, false);
});

test('disabled after the build, the form stays disabled, even when options.build() runs again [guide/faq#form-disable-before-build-lost]', () => {
  const built = buildForm(fields());
  built.form.disable();
  built.options.build!();
  assert.equal(built.form.disabled, true);
  assert.equal(built.form.get('title')!.disabled, true);
});

test("form.valueChanges emits once when the form is built, with the model's values and the defaults [guide/faq#form-valuechanges-emits-once-form]", () => {
  const form = new forms.FormGroup({});
  const values: unknown[] = [];
  form.valueChanges.subscribe((value) => values.push(value));
  const built = buildForm(fields(), {form, model: {title: 'Dune'}});
  assert.deepEqual(values, [{title: 'Dune', copies: 3}]);
  built.options.build!();
  assert.equal(values.length, 1, 'a rebuild that changes no value adds nothing');
});

test("the build puts no 'valueChanges' event on options.fieldChanges [guide/faq#form-valuechanges-emits-once-form]", () => {
  const {options, events} = withFieldChanges();
  buildForm(fields(), {options, model: {title: 'Dune'}});
  assert.deepEqual(
    events.filter((event) => event.type === 'valueChanges'),
    [],
  );
});

/** The FAQ's showServerError, as the page writes it. */
function showServerError(fields: FormlyFieldConfig[], problem: {key: string; message: string}): void {
  const field = fields.find((candidate) => candidate.key === problem.key);
  field?.formControl?.setErrors({server: {message: problem.message}});
  field?.formControl?.markAsTouched();
}

test('a server error whose value has a message shows that text, with no message registered, once the field is touched [guide/faq#server-error-set-seterrors-server]', () => {
  const built = buildForm([{key: 'username', type: 'input'}], {model: {username: 'ana'}});
  const username = built.fields[0]!;
  username.formControl!.setErrors({server: {message: 'This username is taken.'}});
  assert.equal(showsError(built, username), false, 'not before the field is touched');
  showServerError(built.fields, {key: 'username', message: 'This username is taken.'});
  assert.equal(showsError(built, username), true);
  assert.equal(shownMessage(built, username), 'This username is taken.');
});

test('the server error clears when the reader changes the value [guide/faq#server-error-set-seterrors-server]', () => {
  const built = buildForm([{key: 'username', type: 'input'}], {model: {username: 'ana'}});
  showServerError(built.fields, {key: 'username', message: 'This username is taken.'});
  built.fields[0]!.formControl!.setValue('ana.b');
  assert.equal(built.fields[0]!.formControl!.errors, null);
  assert.equal(showsError(built, built.fields[0]!), false);
});

test('a server error also shows, untouched, once the surrounding form is submitted [guide/faq#server-error-set-seterrors-server]', () => {
  const built = buildForm([{key: 'username', type: 'input'}], {model: {username: 'ana'}});
  const username = built.fields[0]!;
  username.formControl!.setErrors({server: {message: 'This username is taken.'}});
  built.options.parentForm = {submitted: true} as NonNullable<typeof built.options.parentForm>;
  assert.equal(showsError(built, username), true);
});

/** An array type as a reader writes one: FieldArrayType gives each model item a field from fieldArray. */
class PhoneListType extends formly.FieldArrayType {}

test("an item's key is its position in the array: an expression on fieldArray numbers the items, and they are numbered again after a removal [guide/faq#item-fieldarraytype-position-key]", () => {
  const built = buildForm(
    [
      {
        key: 'phones',
        type: 'phones',
        fieldArray: {type: 'input', expressions: {'props.label': (field) => `Phone ${Number(field.key) + 1}`}},
      },
    ],
    {
      model: {phones: ['0101', '0202', '0303']},
      options: optionsWithViewContainer(),
      configs: [{types: [{name: 'phones', component: PhoneListType}]}],
    },
  );
  const items = () => built.fields[0]!.fieldGroup!;
  assert.deepEqual(
    items().map((item) => [item.key, item.props!.label]),
    [
      ['0', 'Phone 1'],
      ['1', 'Phone 2'],
      ['2', 'Phone 3'],
    ],
  );
  // What FieldArrayType.remove(1) does: take the item out of the model and build the array again.
  (built.model['phones'] as string[]).splice(1, 1);
  built.options.build!();
  assert.deepEqual(
    items().map((item) => [item.key, item.props!.label, item.formControl!.value]),
    [
      ['0', 'Phone 1', '0101'],
      ['1', 'Phone 2', '0303'],
    ],
  );
});

test('when fieldArray is a group, a field of an item reads the number from the item, its parent [guide/faq#item-fieldarraytype-position-key]', () => {
  const built = buildForm(
    [
      {
        key: 'phones',
        type: 'phones',
        fieldArray: {
          fieldGroup: [
            {
              key: 'number',
              type: 'input',
              expressions: {'props.label': (field) => `Phone ${Number(field.parent?.key) + 1}`},
            },
          ],
        },
      },
    ],
    {
      model: {phones: [{number: '0101'}, {number: '0202'}]},
      options: optionsWithViewContainer(),
      configs: [{types: [{name: 'phones', component: PhoneListType}]}],
    },
  );
  assert.deepEqual(
    built.fields[0]!.fieldGroup!.map((item) => item.fieldGroup![0]!.props!.label),
    ['Phone 1', 'Phone 2'],
  );
});

/**
 * A reader's edit, as Angular's forms deliver it: through the real FormControlDirective and its
 * value-accessor pipeline (the accessor here stands for the input element).
 */
function attachReader(control: unknown): (value: unknown) => void {
  let onChange: (value: unknown) => void = () => undefined;
  const accessor = {
    writeValue: () => undefined,
    registerOnChange: (fn: (value: unknown) => void) => (onChange = fn),
    registerOnTouched: () => undefined,
  };
  const directive = new forms.FormControlDirective([], [], [accessor], null, undefined);
  directive.form = control as InstanceType<typeof forms.FormControl>;
  directive.ngOnChanges({form: new core.SimpleChange(undefined, control, true)});
  return (value) => onChange(value);
}

test("once the fields render, the reader's edits, resetModel(), a new model and setValue() in code all put 'valueChanges' on fieldChanges, and a control the reader edited is still dirty when resetModel() reports its new value [guide/faq#form-valuechanges-emits-once-form]", () => {
  const {options} = withFieldChanges();
  /** The 'valueChanges' events as they arrive: [key, value, whether the control is dirty at that moment]. */
  const arrived: unknown[][] = [];
  options.fieldChanges!.subscribe((event) => {
    if (event.type === 'valueChanges') {
      arrived.push([event.field.key, event.value, event.field.formControl!.dirty]);
    }
  });
  const built = buildForm(fields(), {options, model: {title: 'Dune'}});
  built.fields.forEach((field) => watchField(field));
  const taken = () => arrived.splice(0);
  assert.deepEqual(taken(), [], 'rendering the built form adds none');
  attachReader(built.form.get('title'))('Emma');
  assert.deepEqual(taken(), [['title', 'Emma', true]], 'the reader types');
  built.options.resetModel!({title: 'Ulysses'});
  assert.deepEqual(taken(), [
    ['title', 'Ulysses', true],
    ['copies', 3, false],
  ]);
  assert.equal(built.form.get('title')!.dirty, false, 'pristine only afterwards');
  // What <formly-form> does with a new [model]: build the fields again on it.
  (built.root as {model: unknown}).model = {title: 'Kim', copies: 1};
  built.builder.build(built.root);
  assert.deepEqual(taken(), [
    ['title', 'Kim', false],
    ['copies', 1, false],
  ]);
  built.form.get('copies')!.setValue(9);
  assert.deepEqual(taken(), [['copies', 9, false]], 'setValue in code');
});

/** The page's reader-edits.ts block, run afresh (its flag and its options are its own). */
function readerEditsPage() {
  return runPageModule<{
    options: FormlyFormOptions;
    readerEdits: import('../../../demos/node_modules/rxjs').Observable<FieldChangeEvent>;
    changeInCode(change: () => void): void;
  }>('docs/guide/faq.mdx', 'reader-edits.ts');
}

test("the page's readerEdits keeps the reader's edits and drops what changeInCode() runs: resetModel() and setValue() [guide/faq#form-valuechanges-emits-once-form]", () => {
  const page = readerEditsPage();
  const kept: unknown[] = [];
  page.readerEdits.subscribe((event) => kept.push([event.field.key, event.value]));
  const built = buildForm(fields(), {options: page.options, model: {title: 'Dune'}});
  built.fields.forEach((field) => watchField(field));
  const typeTitle = attachReader(built.form.get('title'));
  typeTitle('Emma');
  page.changeInCode(() => built.options.resetModel!({title: 'Ulysses'}));
  page.changeInCode(() => built.form.get('copies')!.setValue(9));
  typeTitle('Middlemarch');
  assert.deepEqual(kept, [
    ['title', 'Emma'],
    ['title', 'Middlemarch'],
  ]);
});

test('with modelOptions.debounce, an event from changeInCode() arrives after the flag is down, and readerEdits keeps it [guide/faq#form-valuechanges-emits-once-form, guide/faq#change-in-code-set-value-follows]', async () => {
  const page = readerEditsPage();
  const built = buildForm([{key: 'title', type: 'input', modelOptions: {debounce: {default: 5}}}], {
    options: page.options,
  });
  built.fields.forEach((field) => watchField(field));
  const kept: FieldChangeEvent[] = [];
  const arrived = new Promise<FieldChangeEvent>((resolve) =>
    page.readerEdits.subscribe((event) => {
      kept.push(event);
      resolve(event);
    }),
  );
  page.changeInCode(() => built.form.get('title')!.setValue('Emma'));
  assert.deepEqual(kept, [], 'nothing yet when changeInCode returns');
  const event = await arrived;
  assert.equal(event.value, 'Emma');
});

const coreBundles = path.join(__dirname, '..', '..', '..', 'demos', 'node_modules', '@ngx-formly', 'core', 'fesm2022');

test('the core bundles name no browser global except the document the json-schema number parser reads, guarded by typeof document [guide/faq#core-uses-window-globals-window]', () => {
  // A browser global used as such: the name, not a property (".document") or part of another name.
  const global = /(?<![.\w$])(window|document|navigator|localStorage|sessionStorage|location|self)(?![\w$:])/g;
  const uses: string[] = [];
  for (const file of fs.readdirSync(coreBundles).filter((name) => name.endsWith('.mjs'))) {
    const lines = fs.readFileSync(path.join(coreBundles, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (/^\s*(\/\/|\*)/.test(line)) return;
      for (const match of line.matchAll(global)) uses.push(`${file}:${index + 1}: ${match[1]}: ${line.trim()}`);
    });
  }
  assert.equal(uses.length, 2, uses.join('\n'));
  assert.ok(uses.every((use) => use.startsWith('ngx-formly-core-json-schema.mjs:') && use.includes(': document: ')));
  assert.ok(uses.some((use) => use.includes("typeof document !== 'undefined'")));
});

test('the number parser of a generated field looks its input up in the global document when the value is empty, and skips that without one [guide/faq#core-uses-window-globals-window]', (t) => {
  const {FormlyJsonschema} = loadPackage<typeof JsonSchemaEntry>('@ngx-formly/core/json-schema');
  const field = new FormlyJsonschema().toFieldConfig({type: 'number'});
  const parse = field.parsers![0]! as (value: unknown, field: unknown) => unknown;
  const page = globalThis as {document?: unknown};
  assert.equal(page.document, undefined);
  // Without a document (on the server) the empty value stays null and nothing is looked up.
  assert.equal(parse(null, {id: 'formly_1_number_amount_0', formControl: new forms.FormControl(null)}), null);
  const queried: string[] = [];
  page.document = {
    querySelector: (selector: string) => {
      queried.push(selector);
      return {validity: {badInput: false}};
    },
  };
  t.after(() => delete page.document);
  assert.equal(parse(null, {id: 'formly_1_number_amount_0', formControl: new forms.FormControl(null)}), undefined);
  assert.deepEqual(queried, ['#formly_1_number_amount_0']);
});

const coreModels = path.resolve(__dirname, '../../../demos/node_modules/@ngx-formly/core/lib/models');

test("immutable is declared only in ConfigOption's extras: no other typing of @ngx-formly/core's models names it [guide/faq#immutable-only-in-extras]", () => {
  const declaring = fs
    .readdirSync(coreModels)
    .filter(
      (file) => file.endsWith('.d.ts') && /\bimmutable\b/.test(fs.readFileSync(path.join(coreModels, file), 'utf8')),
    );
  assert.deepEqual(declaring, ['config.d.ts']);
  const config = fs.readFileSync(path.join(coreModels, 'config.d.ts'), 'utf8');
  assert.match(config, /extras\?: \{\s*immutable\?: boolean;/);
});

/** An input type with defaults, as a kit registers it, and a validator the application names. */
const namedInput: ConfigOption = {
  types: [{name: 'input', defaultOptions: {wrappers: ['form-field'], props: {kitDefault: true}}}],
  validators: [{name: 'reserved', validation: () => null}],
};

/** An application's injector, as provideFormlyCore sets it up (FormlyConfig and the builder are root services). */
function appInjector(
  configs: ConfigOption[] = [namedInput],
  providers: AngularCore.Provider[] = [],
): AngularCore.EnvironmentInjector {
  return core.createEnvironmentInjector(
    [formly.FormlyConfig, formly.FormlyFormBuilder, formly.provideFormlyCore(configs), ...providers],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
}

/**
 * Runs the real <formly-form> class in `injector` (a component's providers, or the application's
 * own) on a model with a name and a field with a defaultValue; returns the bound model and the form's.
 */
function formlyFormIn(injector: AngularCore.Injector, validation: string[] = []) {
  const component = new formly.FormlyForm(
    injector.get(formly.FormlyFormBuilder),
    injector.get(formly.FormlyConfig),
    new core.ɵNoopNgZone() as AngularCore.NgZone,
    {} as never,
  );
  const bound = {name: 'Ada'};
  const form = new forms.FormGroup({});
  const fields: FormlyFieldConfig[] = [
    {key: 'name', type: 'input', validators: {validation}},
    {key: 'country', type: 'input', defaultValue: 'PT'},
  ];
  Object.assign(component, {form, model: bound, fields, options: {}});
  component.ngOnChanges({
    form: new core.SimpleChange(undefined, form, true),
    model: new core.SimpleChange(undefined, bound, true),
    fields: new core.SimpleChange(undefined, fields, true),
  });
  const built = (component as unknown as {field: FormlyFieldConfig}).field.fieldGroup ?? [];
  return {bound, formModel: component.model, name: built[0]};
}

test("provideFormlyConfig({extras: {immutable: true}}) in one component's providers appends to the application's configurations: the next form elsewhere turns immutable on for the whole application [guide/faq#component-provide-formly-config-leaks-immutable]", () => {
  const app = appInjector();
  const configurations = app.get(formly.FORMLY_CONFIG).length;
  const component = core.createEnvironmentInjector(
    [formly.FormlyFormBuilder, formly.provideFormlyConfig({extras: {immutable: true}})],
    app,
  );
  component.get(formly.FormlyFormBuilder);
  assert.equal(app.get(formly.FORMLY_CONFIG).length, configurations + 1);
  const elsewhere = core.createEnvironmentInjector([formly.FormlyFormBuilder], app);
  elsewhere.get(formly.FormlyFormBuilder);
  assert.equal(app.get(formly.FormlyConfig).extras.immutable, true);
});

test("the page's FormlyConfig provider makes one form immutable: it works on a copy of the bound model (the defaultValue stays out of it), while a form without it writes into its model and the application's config stays mutable [guide/faq#component-formly-config-immutable-one-form]", () => {
  const {immutableFormly} = runPageModule<{immutableFormly: AngularCore.Provider}>(
    'docs/guide/faq.mdx',
    'order-form.providers.ts',
  );
  const app = appInjector();
  const configurations = app.get(formly.FORMLY_CONFIG).length;
  const component = core.createEnvironmentInjector([immutableFormly, formly.FormlyFormBuilder], app);
  const immutable = formlyFormIn(component);
  assert.deepEqual(immutable.bound, {name: 'Ada'});
  assert.notEqual(immutable.formModel, immutable.bound);
  assert.deepEqual(immutable.formModel, {name: 'Ada', country: 'PT'});

  const other = formlyFormIn(core.createEnvironmentInjector([formly.FormlyFormBuilder], app));
  assert.equal(other.formModel, other.bound);
  assert.deepEqual(other.bound, {name: 'Ada', country: 'PT'});
  assert.equal(app.get(formly.FormlyConfig).extras.immutable, undefined);
  assert.equal(app.get(formly.FORMLY_CONFIG).length, configurations);
});

test("a component's own FormlyConfig needs the application's configuration filled first: as the first form, a bare one loses the type's default wrappers and props and a named validator throws; the page's provider keeps both [guide/faq#own-formly-config-first-form-needs-app-config]", () => {
  const bare: AngularCore.Provider = {
    provide: formly.FormlyConfig,
    useFactory: () => {
      const config = new formly.FormlyConfig();
      config.addConfig({extras: {immutable: true}});
      return config;
    },
  };
  const first = formlyFormIn(core.createEnvironmentInjector([bare, formly.FormlyFormBuilder], appInjector()));
  assert.deepEqual(first.name?.wrappers, []);
  assert.equal(first.name?.props?.['kitDefault'], undefined);
  assert.throws(
    () => formlyFormIn(core.createEnvironmentInjector([bare, formly.FormlyFormBuilder], appInjector()), ['reserved']),
    /The validator "reserved" could not be found/,
  );

  const {immutableFormly} = runPageModule<{immutableFormly: AngularCore.Provider}>(
    'docs/guide/faq.mdx',
    'order-form.providers.ts',
  );
  const page = formlyFormIn(
    core.createEnvironmentInjector([immutableFormly, formly.FormlyFormBuilder], appInjector()),
    ['reserved'],
  );
  assert.deepEqual(page.name?.wrappers, ['form-field']);
  assert.equal(page.name?.props?.['kitDefault'], true);
  assert.notEqual(page.formModel, page.bound);
});

const signupPage = () =>
  runPageModule<{
    signupFields: () => FormlyFieldConfig[];
    SignupCheck: AngularCore.Type<{errorsOf(model: object): object}>;
  }>('docs/guide/faq.mdx', 'signup-check.ts');
const bootstrap = loadPackage<{withFormlyBootstrap(): ConfigOption[]}>('@ngx-formly/bootstrap');

test("the page's SignupCheck service builds the form with FormlyFormBuilder in an application injector with Bootstrap's types, no component created: form.valid and each control's errors are set when buildForm returns [guide/faq#builder-validates-without-component]", () => {
  const {signupFields, SignupCheck} = signupPage();
  const app = appInjector(bootstrap.withFormlyBootstrap(), [SignupCheck]);
  const check = app.get(SignupCheck);
  assert.deepEqual(check.errorsOf({email: 'ada@', age: 15}), {
    email: {pattern: {requiredPattern: String(/^\S+@\S+\.\S+$/), actualValue: 'ada@'}},
    age: {min: {min: 18, actual: 15}},
  });
  assert.deepEqual(check.errorsOf({age: 30}), {email: {required: true}});
  assert.deepEqual(check.errorsOf({email: 'ada@example.org', age: 30}), {});

  const form = new forms.UntypedFormGroup({});
  app.get(formly.FormlyFormBuilder).buildForm(form, signupFields(), {email: 'ada@', age: 30}, {});
  assert.equal(form.valid, false);
  form.get('email')!.setValue('ada@example.org');
  assert.equal(form.valid, true);
});

test('buildForm gives each keyed field that is not hidden a control with its validators, set when it returns; a hidden field (hide: true or a hide expression) gets none, and an async validator leaves its control and the form pending [guide/faq#builder-validates-without-component]', () => {
  const form = new forms.FormGroup({});
  appInjector()
    .get(formly.FormlyFormBuilder)
    .buildForm(
      form,
      [
        {key: 'name', type: 'input', props: {required: true}},
        {
          key: 'code',
          type: 'input',
          validators: {short: {expression: (control: {value: string}) => control.value.length < 3}},
        },
        {key: 'plan', fieldGroup: [{key: 'seats', type: 'input', props: {min: 2}}]},
        {key: 'secret', type: 'input', hide: true, props: {required: true}},
        {key: 'coupon', type: 'input', expressions: {hide: () => true}, props: {required: true}},
        {
          key: 'username',
          type: 'input',
          // An answer that has not come back yet, as from a server.
          asyncValidators: {free: {expression: () => new Promise<boolean>(() => {})}},
        },
      ],
      {code: 'ABCD', plan: {seats: 1}, username: 'ada'},
      {},
    );
  assert.deepEqual(Object.keys(form.controls), ['name', 'code', 'plan', 'username']);
  assert.deepEqual(form.get('name')!.errors, {required: true});
  assert.deepEqual(form.get('code')!.errors, {short: true});
  assert.deepEqual(form.get('plan.seats')!.errors, {min: {min: 2, actual: 1}});
  assert.equal(form.get('username')!.status, 'PENDING');
  assert.equal(form.get('username')!.errors, null);
  assert.equal(form.status, 'PENDING');
  assert.equal(form.valid, false);
});

test('FormlyFormBuilder builds and validates from an injector with provideFormlyCore or FormlyModule.forRoot(), and without either throws "NgxFormly: missing forRoot() call" [guide/faq#builder-needs-formly-config]', () => {
  const injectorWith = (providers: (AngularCore.Provider | AngularCore.EnvironmentProviders)[]) =>
    core.createEnvironmentInjector(
      [formly.FormlyConfig, formly.FormlyFormBuilder, ...providers],
      core.Injector.NULL as AngularCore.EnvironmentInjector,
    );
  const build = (injector: AngularCore.EnvironmentInjector) => {
    const form = new forms.FormGroup({});
    injector
      .get(formly.FormlyFormBuilder)
      .buildForm(form, [{key: 'email', type: 'input', props: {required: true}}], {}, {});
    return form.get('email')?.errors;
  };
  assert.deepEqual(build(injectorWith([formly.provideFormlyCore([namedInput])])), {required: true});
  assert.deepEqual(build(injectorWith([core.importProvidersFrom(formly.FormlyModule.forRoot(namedInput))])), {
    required: true,
  });
  assert.throws(() => build(injectorWith([])), /^Error: NgxFormly: missing `forRoot\(\)` call/);
});

test("built from an application injector, a repeating section (FieldArrayType) gets no control and a type component's defaultOptions are not applied; with a view container, as <formly-form> has, both are, and so are later builds without one until a <formly-form> is destroyed [guide/faq#builder-without-view-skips-type-components]", () => {
  class RepeatType extends formly.FieldArrayType {}
  class RequiredInput extends formly.FieldType {
    override defaultOptions = {props: {required: true}};
  }
  const app = appInjector([
    {
      types: [
        {name: 'repeat', component: RepeatType},
        {name: 'required-input', component: RequiredInput},
        {name: 'input'},
      ],
    },
  ]);
  const build = (options: FormlyFormOptions) => {
    const form = new forms.FormGroup({});
    const model = {phones: [{number: '1'}, {number: '2'}]};
    app.get(formly.FormlyFormBuilder).buildForm(
      form,
      [
        {key: 'phones', type: 'repeat', fieldArray: {fieldGroup: [{key: 'number', type: 'input'}]}},
        {key: 'nickname', type: 'required-input'},
      ],
      model,
      options,
    );
    return form;
  };
  const withoutView = build({});
  assert.equal(withoutView.get('phones'), null);
  assert.equal(withoutView.get('nickname')!.errors, null);
  const inView = build(optionsWithViewContainer());
  assert.deepEqual(inView.get('phones')!.value, [{number: '1'}, {number: '2'}]);
  assert.deepEqual(inView.get('nickname')!.errors, {required: true});

  // The components a rendered form created stay in the application's FormlyConfig: built without
  // a view now, both fields get them, until a <formly-form> (the real class) is destroyed.
  const afterRendered = build({});
  assert.deepEqual(afterRendered.get('phones')!.value, [{number: '1'}, {number: '2'}]);
  assert.deepEqual(afterRendered.get('nickname')!.errors, {required: true});
  new formly.FormlyForm(
    app.get(formly.FormlyFormBuilder),
    app.get(formly.FormlyConfig),
    new core.ɵNoopNgZone() as AngularCore.NgZone,
    {} as never,
  ).ngOnDestroy();
  const afterDestroyed = build({});
  assert.equal(afterDestroyed.get('phones'), null);
  assert.equal(afterDestroyed.get('nickname')!.errors, null);
});

/**
 * A form of a city and a note whose label and hiding read the city, rendered by <formly-form>
 * with the model { city: 'Porto' }, and the city's control values that a listener of the reader's own saw.
 */
function cityForm(options: FormlyFormOptions = {}) {
  const run = runFormlyForm(
    [
      {key: 'city', type: 'input'},
      {
        key: 'note',
        type: 'input',
        expressions: {'props.label': "'Note about ' + model.city", hide: "model.city === 'Atlantis'"},
      },
      {key: 'address', fieldGroup: [{key: 'street', type: 'input'}]},
    ],
    {model: {city: 'Porto'}, options},
  );
  const city = run.fields[0]!.formControl!;
  const note = run.fields[1]!;
  const heard: unknown[] = [];
  city.valueChanges.subscribe((value) => heard.push(value));
  return {...run, city, note, heard};
}

/** The three ways a reader sets a value with emitEvent: false. */
const silentSets: Record<string, (form: ReturnType<typeof cityForm>, city: string) => void> = {
  'control.setValue': ({city: control}, city) => control.setValue(city, {emitEvent: false}),
  'control.patchValue': ({city: control}, city) => control.patchValue(city, {emitEvent: false}),
  'form.patchValue': ({form}, city) => form.patchValue({city, address: {street: 'Rua Nova'}}, {emitEvent: false}),
};

test('after setValue(x, {emitEvent: false}), patchValue(x, {emitEvent: false}) on the control or form.patchValue(…, {emitEvent: false}), the control and form.value hold x, the model keeps the old value, (modelChange) does not emit and expressions (also when checked again) read the old value [guide/faq#emit-event-false-model-unchanged]', () => {
  for (const [way, set] of Object.entries(silentSets)) {
    for (const city of ['Lisbon', 'Atlantis']) {
      const context = `${way} ${city}`;
      const run = cityForm();
      set(run, city);
      assert.equal(run.city.value, city, context);
      assert.equal((run.form.value as {city: string}).city, city, context);
      assert.deepEqual(run.model, {city: 'Porto'}, context);
      run.options.checkExpressions!(run.fields[0]!.parent!);
      assert.deepEqual(run.emitted, [], context);
      assert.equal(run.note.props!.label, 'Note about Porto', context);
      assert.equal(run.note.hide, false, context);
    }
  }
});

test("after a value set with emitEvent: false, the next options.build() puts the model's old value back into the control [guide/faq#emit-event-false-build-restores]", () => {
  for (const [way, set] of Object.entries(silentSets)) {
    const run = cityForm();
    set(run, 'Lisbon');
    run.options.build!();
    assert.equal(run.city.value, 'Porto', way);
    assert.deepEqual(run.model, {city: 'Porto'}, way);
  }
});

test("writing the model and calling options.build() sets the control's value, and the control's valueChanges emits it to the reader's own listener [guide/faq#model-build-emits-valuechanges]", () => {
  const run = cityForm();
  run.model.city = 'Lisbon';
  run.options.build!();
  assert.equal(run.city.value, 'Lisbon');
  assert.deepEqual(run.heard, ['Lisbon']);
});

test("with the page's reader-edits.ts, changeInCode(() => control.setValue(x)) updates the model, (modelChange) and the expressions, and readerEdits carries no event for it [guide/faq#change-in-code-set-value-follows]", () => {
  const page = readerEditsPage();
  const run = cityForm(page.options);
  const edits: unknown[] = [];
  page.readerEdits.subscribe((event) => edits.push(event.value));
  page.changeInCode(() => run.city.setValue('Atlantis'));
  assert.deepEqual(run.model, {city: 'Atlantis'});
  // Without a zone <formly-form> emits once per event (hiding the note adds its own); the last is the model.
  assert.deepEqual(run.emitted.at(-1), {city: 'Atlantis'});
  assert.equal(run.note.props!.label, 'Note about Atlantis');
  assert.equal(run.note.hide, true);
  assert.deepEqual(edits, []);
  run.city.setValue('Lisbon');
  assert.deepEqual(edits, ['Lisbon'], 'a value set outside changeInCode is in readerEdits');
});

test("no type, prop or option in the typings of @ngx-formly/core or of any kit's package mentions a mask [guide/faq#no-mask-option]", () => {
  const packages = ['@ngx-formly/core', ...kits.filter((kit) => kit.published).map((kit) => kit.package)];
  for (const name of packages) {
    const files = packageTypings(name);
    assert.ok(files.length > 0, `${name} has typings`);
    for (const file of files) {
      assert.doesNotMatch(fs.readFileSync(file, 'utf8'), /mask/i, file);
    }
  }
});

/** The page's first-warehouse.ts, evaluated afresh: its field and the function the list is handed to. */
function firstWarehouse() {
  return runPageModule<{warehouseField: FormlyFieldConfig; showWarehouses: (names: string[]) => void}>(
    'docs/guide/faq.mdx',
    'first-warehouse.ts',
  );
}

test("the page's showWarehouses on a built form: an empty model (no key, undefined, null, '') gets the first name in the control and the model, any other value is kept; the control stays pristine and untouched [guide/faq#first-option-model-kept-pristine]", () => {
  const names = ['Leeds', 'York', 'Bristol'];
  const empty: Array<Record<string, unknown>> = [{}, {warehouse: undefined}, {warehouse: null}, {warehouse: ''}];
  const chosen: unknown[] = ['York', 'Hull', 0, false, ['Leeds']];
  for (const model of [...empty, ...chosen.map((warehouse) => ({warehouse}))]) {
    const {warehouseField, showWarehouses} = firstWarehouse();
    const before = model['warehouse'];
    const run = runFormlyForm([warehouseField], {model});
    showWarehouses(names);
    const expected = empty.includes(model) ? 'Leeds' : before;
    const context = JSON.stringify(before) ?? 'no key';
    assert.deepEqual(
      warehouseField.props!.options,
      names.map((name) => ({value: name, label: name})),
      context,
    );
    assert.deepEqual(warehouseField.formControl!.value, expected, context);
    assert.deepEqual(run.model['warehouse'], expected, context);
    assert.equal(warehouseField.formControl!.pristine, true, context);
    assert.equal(warehouseField.formControl!.touched, false, context);
  }
});

test("the page's showWarehouses before the form is built sets the options and chooses nothing: on a new field (no formControl yet) and on a field an earlier form built, the model and the control stay empty once the form is built [guide/faq#first-option-before-build]", () => {
  const {warehouseField, showWarehouses} = firstWarehouse();
  assert.equal(warehouseField.formControl, undefined);
  showWarehouses(['Leeds', 'York']);
  assert.deepEqual(warehouseField.props!.options, [
    {value: 'Leeds', label: 'Leeds'},
    {value: 'York', label: 'York'},
  ]);
  const run = runFormlyForm([warehouseField], {model: {}});
  assert.equal(run.model['warehouse'], undefined);
  assert.equal(warehouseField.formControl!.value, undefined);

  // The same config object built again by a second form (the component created anew).
  const reused = firstWarehouse();
  runFormlyForm([reused.warehouseField], {model: {}});
  reused.showWarehouses(['Hull']);
  const again = runFormlyForm([reused.warehouseField], {model: {}});
  assert.equal(again.model['warehouse'], undefined);
  assert.equal(reused.warehouseField.formControl!.value, undefined);
});

test("a new model given to the form after the page's showWarehouses chose the first warehouse sets the choice to the new model's warehouse, in the list or not, and empties it (model and control) when the model has none; calling showWarehouses again with the list then chooses the first in the new model and keeps a warehouse it holds [guide/faq#first-option-new-model]", () => {
  const names = ['Leeds', 'York'];
  for (const held of [undefined, 'York', 'Oslo']) {
    const {warehouseField, showWarehouses} = firstWarehouse();
    const run = runFormlyForm([warehouseField], {model: {}});
    showWarehouses(names);
    assert.equal(run.model['warehouse'], 'Leeds');

    // What <formly-form> does when its model input changes.
    const fresh: Record<string, unknown> = held === undefined ? {} : {warehouse: held};
    run.component.model = fresh;
    run.component.ngOnChanges({model: new core.SimpleChange(run.model, fresh, false)});
    assert.equal(fresh['warehouse'], held, String(held));
    assert.equal(warehouseField.formControl!.value, held, String(held));

    showWarehouses(names);
    assert.equal(fresh['warehouse'], held ?? 'Leeds', String(held));
    assert.equal(warehouseField.formControl!.value, held ?? 'Leeds', String(held));
  }
});

test("defaultValue is not watched: set on the page's field before the build it fills the model; set on the shown field afterwards it chooses nothing (until a rebuild) [guide/faq#default-value-read-at-build]", () => {
  const early = firstWarehouse().warehouseField;
  early.defaultValue = 'Leeds';
  assert.equal(runFormlyForm([early], {model: {}}).model['warehouse'], 'Leeds');

  const late = firstWarehouse().warehouseField;
  const run = runFormlyForm([late], {model: {}});
  late.defaultValue = 'Leeds';
  run.form.updateValueAndValidity();
  assert.equal(run.model['warehouse'], undefined);
  assert.equal(late.formControl!.value, undefined);
  run.options.build!();
  assert.equal(run.model['warehouse'], 'Leeds');
});
