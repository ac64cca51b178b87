/**
 * Claims of docs/guide/validation.mdx, run against @ngx-formly/core 7.1.0 and @angular/forms.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AbstractControl} from '../../../demos/node_modules/@angular/forms';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import {
  buildForm,
  core,
  elementAttributes,
  formly,
  forms,
  optionsWithViewContainer,
  renderFormlyField,
  rxjs,
  showsError,
  shownMessage,
  startField,
  watchField,
  type ConfigOption,
  type FormlyFieldConfig,
  type FormlyFormOptions,
} from '../support/formly';
import {runClaimBlock, runPageModule} from '../support/page-code';
import {watchForm} from '../support/guide-extra';
import {formFieldTemplate, kitConfigs, publishedKits} from '../support/kit-configs';
import {browserKits} from '../../../lib/kits';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';

test('required: true accepts an unticked checkbox (false) [guide/validation#required-true-accepts-unticked]', () => {
  const {form} = buildForm([{key: 'acceptTerms', type: 'checkbox', props: {required: true}}], {
    model: {acceptTerms: false},
  });
  assert.equal(form.get('acceptTerms')!.valid, true);
});

test('required: true on an untouched checkbox (no value, in every kit) is an error; a box ticked then unticked (false) passes [guide/validation#checkbox-required-untouched, guide/validation#required-true-accepts-unticked]', () => {
  const built = buildForm([{key: 'acceptTerms', type: 'checkbox', props: {required: true}}]);
  const control = built.form.get('acceptTerms')!;
  assert.equal(control.value, undefined);
  assert.deepEqual(control.errors, {required: true});
  assert.equal(built.form.valid, false);
  control.setValue(true);
  assert.equal(built.form.valid, true);
  control.setValue(false);
  assert.equal(built.form.valid, true);

  // No kit gives its checkbox a value: neither its registration nor its component's defaultOptions has a defaultValue.
  for (const kit of publishedKits) {
    const checkbox = kitConfigs(kit)
      .flatMap((config) => config.types ?? [])
      .find((type) => type.name === 'checkbox');
    assert.ok(checkbox, `${kit.name} registers checkbox`);
    assert.equal(checkbox.defaultOptions?.defaultValue, undefined, kit.name);
    const component = checkbox.component as unknown as new () => {defaultOptions?: {defaultValue?: unknown}};
    const instance = core.runInInjectionContext(core.Injector.create({providers: []}), () => new component());
    assert.equal(instance.defaultOptions?.defaultValue, undefined, `${kit.name}'s component`);
  }
});

test('Validators.requiredTrue rejects false with an error named required, shown with the required message, and accepts true [guide/validation#required-true-accepts-unticked]', () => {
  const built = buildForm(
    [
      {
        key: 'acceptTerms',
        type: 'checkbox',
        defaultValue: false,
        validators: {validation: [forms.Validators.requiredTrue]},
      },
    ],
    {configs: [{validationMessages: [{name: 'required', message: 'This field is required.'}]}]},
  );
  const control = built.form.get('acceptTerms')!;
  assert.deepEqual(control.errors, {required: true});
  assert.equal(shownMessage(built, built.fields[0]!), 'This field is required.');
  control.setValue(true);
  assert.equal(control.valid, true);
});

test('the six props keys switch on Angular validators with these error names and values [api/props#core-formlyfieldprops-placeholder, guide/validation#six-props-switch-angular-validators]', () => {
  const {form} = buildForm(
    [
      {key: 'attendees', type: 'input', props: {type: 'number', required: true, min: 1, max: 12}},
      {key: 'badgeName', type: 'input', props: {minLength: 2, maxLength: 4}},
      {key: 'voucher', type: 'input', props: {pattern: /^[A-Z]{4}-\d{4}$/}},
    ],
    {model: {}},
  );
  const errors = (key: string, value: unknown) => {
    const control = form.get(key)!;
    control.setValue(value);
    return control.errors;
  };
  assert.deepEqual(errors('attendees', null), {required: true});
  assert.deepEqual(errors('attendees', 0), {min: {min: 1, actual: 0}});
  assert.deepEqual(errors('attendees', 13), {max: {max: 12, actual: 13}});
  assert.deepEqual(errors('badgeName', 'A'), {minLength: {requiredLength: 2, actualLength: 1}});
  assert.deepEqual(errors('badgeName', 'ABCDE'), {maxLength: {requiredLength: 4, actualLength: 5}});
  assert.deepEqual(errors('voucher', 'abcd'), {pattern: {requiredPattern: '/^[A-Z]{4}-\\d{4}$/', actualValue: 'abcd'}});
});

test('setting props.required = false later removes the validator and validates again [guide/validation#six-props-switch-angular-validators]', () => {
  const {form, fields} = buildForm([{key: 'attendees', type: 'input', props: {required: true}}]);
  assert.deepEqual(form.get('attendees')!.errors, {required: true});
  fields[0]!.props!.required = false;
  assert.equal(form.get('attendees')!.errors, null);
});

test('a registered validator is called with the control, the field and its options; a string uses the registered options, an object overrides them [guide/validation#registered-validator-called-control]', () => {
  const {stepValidator, sharedValidation} = runPageModule<{
    stepValidator: (...args: unknown[]) => unknown;
    sharedValidation: ConfigOption;
  }>('docs/guide/validation.mdx', 'validators.ts');
  const calls: unknown[][] = [];
  const spy: ConfigOption = {
    validators: [
      {
        name: 'step',
        validation: (...args: unknown[]) => {
          calls.push(args);
          return (stepValidator as (...a: unknown[]) => ReturnType<typeof forms.Validators.required>)(...args);
        },
        options: sharedValidation.validators![0]!.options,
      },
    ],
    validationMessages: sharedValidation.validationMessages,
  };
  const built = buildForm(
    [
      {key: 'boxes', type: 'input', validators: {validation: [{name: 'step', options: {step: 6}}]}},
      {key: 'units', type: 'input', validators: {validation: ['step']}},
    ],
    {model: {boxes: 7, units: 1.5}, configs: [spy]},
  );
  const [boxes, units] = built.fields;
  const boxesCall = calls.find((args) => args[1] === boxes)!;
  assert.equal(boxesCall[0], built.form.get('boxes'));
  assert.deepEqual(boxesCall[2], {step: 6});
  assert.deepEqual(calls.find((args) => args[1] === units)![2], {step: 1});
  assert.deepEqual(built.form.get('boxes')!.errors, {step: {step: 6, actual: 7}});
  assert.deepEqual(built.form.get('units')!.errors, {step: {step: 1, actual: 1.5}});
  built.form.get('boxes')!.markAsTouched();
  assert.equal(shownMessage(built, boxes!), 'Use multiples of 6.');
});

test("a validator in a type's defaultOptions checks every field of the type; a field's own validators.validation array replaces the type's list [guide/validation#validator-declared-type-s]", () => {
  const {ipAddressConfig} = runPageModule<{ipAddressConfig: ConfigOption}>(
    'docs/guide/validation.mdx',
    'ip-address.config.ts',
  );
  const built = buildForm(
    [
      {key: 'gateway', type: 'ip-address'},
      {key: 'own', type: 'ip-address', validators: {validation: [forms.Validators.required]}},
      {
        key: 'named',
        type: 'ip-address',
        validators: {notLoopback: (control: AbstractControl) => control.value !== '127.0.0.1'},
      },
    ],
    {model: {gateway: '300.1.1.1', own: '300.1.1.1', named: '127.0.0.1'}, configs: [ipAddressConfig]},
  );
  assert.deepEqual(built.form.get('gateway')!.errors, {ipAddress: true});
  assert.equal(shownMessage(built, built.fields[0]!), '"300.1.1.1" is not an IPv4 address.');
  assert.equal(built.form.get('own')!.errors, null, "the type's check is gone");
  assert.deepEqual(built.form.get('named')!.errors, {notLoopback: true}, 'a named entry adds to the inherited list');
  built.form.get('named')!.setValue('999.0.0.1');
  assert.deepEqual(built.form.get('named')!.errors, {ipAddress: true});
});

test('a validator on a group without a key receives the control of the form around it; errorPath puts the error on the child control [guide/validation#validator-keyless-group-runs-control]', () => {
  const seen: AbstractControl[] = [];
  const built = buildForm([
    {
      validators: {
        sameAddress: {
          expression: (group: AbstractControl) => {
            seen.push(group);
            const {email, emailRepeat} = group.value as {email?: string; emailRepeat?: string};
            return !emailRepeat || email === emailRepeat;
          },
          message: 'The two addresses differ.',
          errorPath: 'emailRepeat',
        },
      },
      fieldGroup: [
        {key: 'email', type: 'input'},
        {key: 'emailRepeat', type: 'input'},
      ],
    },
  ]);
  assert.ok(seen.length > 0);
  assert.ok(
    seen.every((control) => control === built.form),
    'the form around the group',
  );
  built.form.get('email')!.setValue('a@example.org');
  built.form.get('emailRepeat')!.setValue('b@example.org');
  assert.deepEqual(built.form.get('emailRepeat')!.errors, {sameAddress: {message: 'The two addresses differ.'}});
  const repeat = built.fields[0]!.fieldGroup![1]!;
  assert.equal(shownMessage(built, repeat), 'The two addresses differ.');
});

test('a validator on a group with a key receives the control of that group [guide/validation#validator-keyless-group-runs-control]', () => {
  const seen: AbstractControl[] = [];
  const built = buildForm([
    {
      key: 'contact',
      validators: {
        both: (group: AbstractControl) => {
          seen.push(group);
          return true;
        },
      },
      fieldGroup: [{key: 'email', type: 'input'}],
    },
  ]);
  assert.ok(seen.length > 0);
  assert.ok(seen.every((control) => control === built.form.get('contact')));
});

test('an async validator may return a Promise or an Observable: the control is PENDING, then gets the error [guide/validation#async-validators-accept-promise]', async () => {
  let resolvePromise!: (free: boolean) => void;
  const observableAnswer = new rxjs.Subject<boolean>();
  const built = buildForm([
    {
      key: 'slug',
      type: 'input',
      asyncValidators: {
        slugFree: () =>
          new Promise<boolean>((resolve) => {
            resolvePromise = resolve;
          }),
      },
    },
    {key: 'handle', type: 'input', asyncValidators: {handleFree: () => observableAnswer.pipe(rxjs.take(1))}},
  ]);
  const slug = built.form.get('slug')!;
  const handle = built.form.get('handle')!;
  slug.setValue('docs');
  handle.setValue('admin');
  assert.equal(slug.status, 'PENDING');
  assert.equal(handle.status, 'PENDING');
  assert.equal(built.form.pending, true);
  resolvePromise(false);
  await new Promise<void>((resolve) => slug.statusChanges.pipe(rxjs.take(1)).subscribe(() => resolve()));
  assert.deepEqual(slug.errors, {slugFree: true});
  observableAnswer.next(true);
  assert.equal(handle.status, 'VALID');
});

test("modelOptions.updateOn: 'blur' is passed to the control, so validation runs on blur [guide/validation#async-validators-accept-promise]", () => {
  const built = buildForm([{key: 'slug', type: 'input', modelOptions: {updateOn: 'blur'}, props: {required: true}}]);
  const control = built.form.get('slug')!;
  assert.equal(control.updateOn, 'blur');
  assert.deepEqual(control.errors, {required: true});
});

test('the default showError rule: invalid and (touched, or the parent form submitted, or validation.show) [guide/validation#default-showerror-rule-invalid]', () => {
  const built = buildForm([{key: 'name', type: 'input', props: {required: true}}]);
  const field = built.fields[0]!;
  const control = built.form.get('name')!;
  assert.equal(showsError(built, field), false, 'invalid but untouched');
  control.markAsTouched();
  assert.equal(showsError(built, field), true, 'touched');
  control.setValue('Ada');
  assert.equal(showsError(built, field), false, 'valid');
  control.setValue('');
  control.markAsUntouched();
  built.options.parentForm = {submitted: true} as FormlyFormOptions['parentForm'];
  assert.equal(showsError(built, field), true, 'submitted');
  built.options.parentForm = {submitted: false} as FormlyFormOptions['parentForm'];
  field.validation = {show: true};
  assert.equal(showsError(built, field), true, 'validation.show');
  field.validation = {show: false};
  assert.equal(showsError(built, field), false, 'back to the default rule');
  built.form.markAllAsTouched();
  assert.equal(showsError(built, field), true, 'markAllAsTouched reveals it');
});

test('options.showError replaces the rule for one form, extras.showError for the application [guide/validation#default-showerror-rule-invalid]', () => {
  const own = buildForm([{key: 'name', type: 'input', props: {required: true}}], {
    options: {showError: (field) => !!field.formControl?.invalid},
  });
  assert.equal(showsError(own, own.fields[0]!), true);
  const app = buildForm([{key: 'name', type: 'input', props: {required: true}}], {
    configs: [{extras: {showError: () => true}}],
  });
  assert.equal(showsError(app, app.fields[0]!), true);
});

test('message priority: the field validator message, then validation.messages, then a message in the error value, then the global message; only the first error is shown [guide/validation#message-lookup-order-global-error]', () => {
  const erroring = (value: unknown) => () => ({code: value});
  const make = (field: FormlyFieldConfig) =>
    buildForm([{key: 'x', type: 'input', ...field}], {
      configs: [{validationMessages: [{name: 'code', message: 'global'}]}],
    });
  const shown = (field: FormlyFieldConfig) => {
    const built = make(field);
    return shownMessage(built, built.fields[0]!);
  };
  assert.equal(shown({validators: {validation: [erroring(true)]}}), 'global');
  assert.equal(shown({validators: {validation: [erroring({message: 'in the error'})]}}), 'in the error');
  assert.equal(
    shown({validators: {validation: [erroring({message: 'in the error'})]}, validation: {messages: {code: 'field'}}}),
    'field',
  );
  assert.equal(
    shown({
      validators: {code: {expression: () => false, message: 'validator'}},
      validation: {messages: {code: 'field'}},
    }),
    'validator',
  );
  const two = buildForm([{key: 'y', type: 'input', props: {required: true, minLength: 3}}], {
    configs: [
      {
        validationMessages: [
          {name: 'required', message: 'required'},
          {name: 'minLength', message: 'too short'},
        ],
      },
    ],
  });
  two.form.get('y')!.setValue('a');
  assert.equal(shownMessage(two, two.fields[0]!), 'too short');
  two.form.get('y')!.setErrors({required: true, minLength: {}});
  assert.equal(shownMessage(two, two.fields[0]!), 'required', 'the first error only');
});

test('"Checking…": a control is pending while its async validator runs, the form while any control is, and no error shows meanwhile', async () => {
  const answers: Record<string, (free: boolean) => void> = {};
  const built = buildForm(
    ['username', 'email'].map((key) => ({
      key,
      type: 'input',
      asyncValidators: {
        free: () =>
          new Promise<boolean>((resolve) => {
            answers[key] = resolve;
          }),
      },
    })),
  );
  const [usernameField] = built.fields;
  const username = built.form.get('username')!;
  const email = built.form.get('email')!;
  const settled = (control: AbstractControl) =>
    new Promise<void>((resolve) => control.statusChanges.pipe(rxjs.take(1)).subscribe(() => resolve()));

  // A first answer "taken" leaves an error that shows once the field is touched.
  username.setValue('ada');
  username.markAsTouched();
  assert.equal(usernameField!.formControl!.pending, true);
  answers['username']!(false);
  await settled(username);
  assert.equal(showsError(built, usernameField!), true);

  // A new value starts a new check: pending, neither valid nor invalid, the error hidden.
  username.setValue('grace');
  email.setValue('grace@example.org');
  assert.equal(usernameField!.formControl!.pending, true);
  assert.equal(username.valid, false);
  assert.equal(username.invalid, false);
  assert.equal(showsError(built, usernameField!), false);
  assert.equal(built.form.pending, true);

  // The form stays pending until the last check answers.
  answers['username']!(true);
  await settled(username);
  assert.equal(username.pending, false);
  assert.equal(built.form.pending, true, 'email is still being checked');
  answers['email']!(true);
  await settled(email);
  assert.equal(built.form.pending, false);
  assert.equal(built.form.valid, true);
});

test("the page's help-link wrapper reads its link from the field's props, and hasError('required') tells the one error apart", () => {
  const {HelpLinkWrapperComponent, termsField} = runPageModule<{
    HelpLinkWrapperComponent: new () => {field: FormlyFieldConfig; link: unknown};
    termsField: FormlyFieldConfig;
  }>('docs/guide/validation.mdx', 'help-link.wrapper.ts');
  const built = buildForm([termsField], {model: {acceptTerms: false}});
  const wrapper = new HelpLinkWrapperComponent();
  wrapper.field = built.fields[0]!;
  assert.deepEqual(wrapper.link, {before: 'Please read', href: '/legal/terms', text: 'the terms of service'});
  const control = built.form.get('acceptTerms')!;
  assert.equal(control.hasError('required'), true);
  control.setValue(true);
  assert.equal(control.hasError('required'), false);
});

/** The errors of a control after it takes `value`, as the input would set it. */
function errorsFor(field: FormlyFieldConfig, value: unknown): Record<string, unknown> | null {
  field.formControl!.setValue(value);
  return field.formControl!.errors;
}

test('minLength and maxLength never report an error for a number value, whatever its size; the same digits as a string, and arrays, are counted [guide/validation#length-validators-skip-numbers]', () => {
  const {fields} = buildForm([{key: 'code', type: 'input', props: {type: 'number', minLength: 3, maxLength: 4}}]);
  const field = fields[0]!;
  const numbers = [0, 7, 42, 123, 1234, 99999, 123456789, -12345, 1.5, 12.345, 1e21, Number.MAX_SAFE_INTEGER];
  for (const value of numbers) {
    assert.equal(errorsFor(field, value), null, `the number ${value}`);
  }
  // For contrast, on the same control: strings and arrays have a length, and both validators count it.
  assert.deepEqual(errorsFor(field, '12'), {minLength: {requiredLength: 3, actualLength: 2}});
  assert.deepEqual(errorsFor(field, '99999'), {maxLength: {requiredLength: 4, actualLength: 5}});
  assert.equal(errorsFor(field, '1234'), null);
  assert.deepEqual(errorsFor(field, [1, 2]), {minLength: {requiredLength: 3, actualLength: 2}});
  assert.deepEqual(errorsFor(field, [1, 2, 3, 4, 5]), {maxLength: {requiredLength: 4, actualLength: 5}});
});

/** The fields of the page's booking.fields.ts, built. */
function bookingFields(): Record<string, FormlyFieldConfig> {
  const {bookingFields: page} = runPageModule<{bookingFields: FormlyFieldConfig[]}>(
    'docs/guide/validation.mdx',
    'booking.fields.ts',
  );
  const {fields} = buildForm(page);
  return Object.fromEntries(fields.map((field) => [field.key as string, field]));
}

test("min and max compare the number itself: the page's guests field (min 1, max 250) rejects 0, -5, 251 and 100000 and accepts 1, 1.5 and 250 [guide/validation#min-max-compare-number]", () => {
  const {guests} = bookingFields();
  assert.equal(guests!.props!.type, 'number');
  const outcome = (value: number) => Object.keys(errorsFor(guests!, value) ?? {});
  assert.deepEqual([0, -5, 1, 1.5, 250, 251, 100000].map(outcome), [['min'], ['min'], [], [], [], ['max'], ['max']]);
});

test("the page's PIN field, a text input with a four-digit pattern and maxLength 4, accepts 4 digits with a leading zero and rejects 3 or 5 digits, a letter, and 123 as a number input would give '0123' [guide/validation#pattern-digit-count]", () => {
  const {pin} = bookingFields();
  assert.equal(pin!.props!.type, undefined, 'a text input');
  const outcome = (value: unknown) => Object.keys(errorsFor(pin!, value) ?? {}).sort();
  assert.deepEqual(outcome('0123'), []);
  assert.deepEqual(outcome('123'), ['pattern']);
  assert.deepEqual(outcome('12345'), ['maxLength', 'pattern']);
  assert.deepEqual(outcome('12a4'), ['pattern']);
  assert.deepEqual(outcome(123), ['pattern'], 'the leading zero is gone from a number');
});

/** A stand-in for the page's ReservedNamesService: a plain class the injector can construct. */
class ReservedNamesService {
  readonly calls: string[] = [];
  isReserved(name: unknown): boolean {
    this.calls.push(String(name));
    return name === 'admin' || name === 'root';
  }
}

/**
 * Builds `fields` with the configuration providers of `extra` in an environment injector, as an
 * application's providers would, and returns the form and the service instance the injector made.
 */
function buildWithProviders(fields: FormlyFieldConfig[], extra: AngularCore.Provider[]) {
  const injector = core.createEnvironmentInjector(
    [
      ReservedNamesService,
      formly.provideFormlyCore([{types: [{name: 'input'}]}]),
      formly.FormlyConfig,
      formly.FormlyFormBuilder,
      ...extra,
    ],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  const form = new forms.FormGroup<Record<string, AbstractControl>>({});
  injector.get(formly.FormlyFormBuilder).build({form, model: {}, options: {}, fieldGroup: fields});
  return {form, service: injector.get(ReservedNamesService)};
}

const usernameFields = (): FormlyFieldConfig[] => [
  {key: 'username', type: 'input', validators: {validation: ['notReserved']}},
  {key: 'alias', type: 'input', validators: {validation: ['notReserved']}},
];

test("the page's FORMLY_CONFIG factory provider gives its validator the service: two fields call the one instance, 'admin' is an error, 'ada' passes [guide/validation#factory-validator-sees-service]", () => {
  const {usernameValidationProvider} = runPageModule<{usernameValidationProvider: AngularCore.Provider}>(
    'docs/guide/validation.mdx',
    'username.validation.ts',
    {'./reserved-names.service': {ReservedNamesService}},
  );
  const {form, service} = buildWithProviders(usernameFields(), [usernameValidationProvider]);
  form.get('username')!.setValue('admin');
  form.get('alias')!.setValue('ada');
  assert.deepEqual(form.get('username')!.errors, {notReserved: true});
  assert.equal(form.get('alias')!.errors, null);
  assert.ok(service.calls.includes('admin') && service.calls.includes('ada'), 'both fields asked the same service');
});

test("the page's provider in a route's or component's providers: the FORMLY_CONFIG list there holds only its entry, and a first form built there throws 'missing forRoot()'; built after an application form, it works [guide/validation#factory-provider-app-level-only]", () => {
  const {usernameValidationProvider} = runPageModule<{usernameValidationProvider: AngularCore.Provider}>(
    'docs/guide/validation.mdx',
    'username.validation.ts',
    {'./reserved-names.service': {ReservedNamesService}},
  );
  const application = () =>
    core.createEnvironmentInjector(
      [ReservedNamesService, formly.FormlyConfig, formly.provideFormlyCore([{types: [{name: 'input'}]}])],
      core.Injector.NULL as AngularCore.EnvironmentInjector,
    );
  const buildIn = (injector: AngularCore.EnvironmentInjector, fields = usernameFields()) => {
    const form = new forms.FormGroup<Record<string, AbstractControl>>({});
    injector.get(formly.FormlyFormBuilder).build({form, model: {}, options: {}, fieldGroup: fields});
    return form;
  };
  const app = application();
  const route = core.createEnvironmentInjector([usernameValidationProvider, formly.FormlyFormBuilder], app);
  assert.equal(route.get(formly.FORMLY_CONFIG).length, 1);
  assert.ok(app.get(formly.FORMLY_CONFIG).length > 1);
  assert.throws(() => buildIn(route), /missing `forRoot\(\)` call/);

  const later = application();
  buildIn(core.createEnvironmentInjector([formly.FormlyFormBuilder], later), [{key: 'city', type: 'input'}]);
  const form = buildIn(core.createEnvironmentInjector([usernameValidationProvider, formly.FormlyFormBuilder], later));
  form.get('username')!.setValue('admin');
  assert.deepEqual(form.get('username')!.errors, {notReserved: true});
});

test('a FORMLY_CONFIG factory may call inject() for the service itself [guide/validation#factory-inject-works]', () => {
  const {form} = buildWithProviders(usernameFields(), [
    {
      provide: formly.FORMLY_CONFIG,
      multi: true,
      useFactory: (): ConfigOption => {
        const names = core.inject(ReservedNamesService);
        return {
          validators: [
            {
              name: 'notReserved',
              validation: (c: AbstractControl) => (names.isReserved(c.value) ? {notReserved: true} : null),
            },
          ],
        };
      },
    },
  ]);
  form.get('username')!.setValue('root');
  assert.deepEqual(form.get('username')!.errors, {notReserved: true});
});

test('inject() inside a validator function throws NG0203 when Formly calls it (no injection context) [guide/validation#inject-in-validator-throws]', () => {
  const validatorCallingInject = (c: AbstractControl) =>
    core.inject(ReservedNamesService).isReserved(c.value) ? {notReserved: true} : null;
  assert.throws(
    () =>
      buildWithProviders(usernameFields(), [
        {
          provide: formly.FORMLY_CONFIG,
          multi: true,
          useValue: {validators: [{name: 'notReserved', validation: validatorCallingInject}]},
        },
      ]),
    /NG0203: The `ReservedNamesService` token injection failed\. `inject\(\)` function must be called from an injection context/,
  );
});

test("props.maxLength is written as the control's maxlength attribute by Formly's attributes directive, which sits on the text field's control in every browser kit (<input>, Ionic's ion-input) [guide/validation#maxlength-prop-written-as-attribute]", () => {
  const {fields} = buildForm([{key: 'bio', type: 'input', props: {maxLength: 160}}]);
  assert.equal(elementAttributes(fields[0]!, {doCheck: true})['maxLength'], '160');
  const controls = Object.fromEntries(
    browserKits.map((kit) => [
      kit.name,
      readKitBehaviour(kit.name).types.find((type) => type.type === 'input')?.attributesOn,
    ]),
  );
  assert.deepEqual(
    controls,
    Object.fromEntries(browserKits.map((kit) => [kit.name, kit.name === 'ionic' ? ['ion-input'] : ['input']])),
  );
});

test('with props.maxLength 4, a longer value that comes from code (the loaded model, or setValue) fails the maxLength check and shows its message [guide/validation#maxlength-only-code-value-fails]', () => {
  const built = buildForm([{key: 'pin', type: 'input', props: {maxLength: 4}}], {model: {pin: '123456'}});
  const pin = built.fields[0]!;
  assert.deepEqual(Object.keys(pin.formControl!.errors ?? {}), ['maxLength']);
  pin.formControl!.markAsTouched();
  assert.equal(showsError(built, pin), true);
  pin.formControl!.setValue('1234');
  assert.equal(pin.formControl!.errors, null);
  pin.formControl!.setValue('98765');
  assert.deepEqual(Object.keys(pin.formControl!.errors ?? {}), ['maxLength']);
});

test("the page's bio field checks its length with a validator of its own: no maxlength attribute, the message at 161 characters, none at 160 [guide/validation#own-length-validator-no-attribute]", () => {
  const {bioFields} = runPageModule<{bioFields: FormlyFieldConfig[]}>('docs/guide/validation.mdx', 'bio.fields.ts');
  const built = buildForm(bioFields);
  const bio = built.fields[0]!;
  const attributes = elementAttributes(bio, {doCheck: true});
  assert.deepEqual(
    Object.keys(attributes).filter((name) => name.toLowerCase() === 'maxlength'),
    [],
  );
  bio.formControl!.setValue('x'.repeat(160));
  assert.equal(bio.formControl!.errors, null);
  bio.formControl!.setValue('x'.repeat(161));
  bio.formControl!.markAsTouched();
  assert.deepEqual(Object.keys(bio.formControl!.errors ?? {}), ['bioLength']);
  assert.equal(showsError(built, bio), true);
  assert.equal(shownMessage(built, bio), '161 characters: shorten the bio to 160.');
});

/** A repeat type as a reader writes one: FieldArrayType's own add() and remove(), nothing else. */
class RepeatType extends formly.FieldArrayType {}
const repeatTypeConfig: ConfigOption = {types: [{name: 'repeat', component: RepeatType}]};
const twoContacts = () => ({
  contacts: [
    {name: 'Ada', email: 'ada@example.org'},
    {name: 'Lin', email: 'lin@example.org'},
  ],
});

/**
 * The page's contact list (contact-list.fields.ts), built as <formly-form> builds it, with the controls
 * every uniqueEmails call received, and the repeat type as <formly-field> creates it for the list.
 */
function contactList(configs: ConfigOption[] = [repeatTypeConfig]) {
  const {contactListFields} = runPageModule<{contactListFields: FormlyFieldConfig[]}>(
    'docs/guide/validation.mdx',
    'contact-list.fields.ts',
  );
  const received: AbstractControl[] = [];
  const validator = contactListFields[0]!.validators!['uniqueEmails'] as {expression: (c: AbstractControl) => boolean};
  const expression = validator.expression;
  validator.expression = (control) => {
    received.push(control);
    return expression(control);
  };
  const built = buildForm(contactListFields, {model: twoContacts(), options: optionsWithViewContainer(), configs});
  const field = built.fields[0]!;
  const repeat = new RepeatType();
  repeat.field = field as import('../../../demos/node_modules/@ngx-formly/core').FieldArrayTypeConfig;
  const list = built.form.get('contacts') as import('../../../demos/node_modules/@angular/forms').FormArray;
  return {built, field, repeat, list, received, email: (i: number) => list.at(i).get('email')!};
}

test("a validator on the fieldArray field receives the list's FormArray, whose value is the array of all items without their disabled controls, which getRawValue() keeps; its error is set on the FormArray, not on an item's input [guide/validation#array-validator-gets-formarray]", () => {
  const {list, received, email} = contactList();
  assert.ok(received.length > 0);
  assert.ok(received.every((control) => control === list));
  assert.ok(list instanceof forms.FormArray);
  assert.deepEqual(received.at(-1)!.value, twoContacts().contacts);
  assert.equal(list.errors, null);
  email(1).setValue(' ADA@example.org');
  assert.deepEqual(received.at(-1)!.value, [
    {name: 'Ada', email: 'ada@example.org'},
    {name: 'Lin', email: ' ADA@example.org'},
  ]);
  assert.deepEqual(Object.keys(list.errors ?? {}), ['uniqueEmails']);
  assert.deepEqual([email(0).errors, email(1).errors, list.at(1).errors], [null, null, null]);

  // A disabled control (here Ada's e-mail, as props.disabled would leave it) is not in value.
  const calls = received.length;
  email(0).disable();
  assert.ok(received.length > calls, 'the check runs again');
  assert.deepEqual(list.value, [{name: 'Ada'}, {name: 'Lin', email: ' ADA@example.org'}]);
  assert.deepEqual(list.getRawValue(), [
    {name: 'Ada', email: 'ada@example.org'},
    {name: 'Lin', email: ' ADA@example.org'},
  ]);
  assert.equal(list.errors, null, 'the page validator, reading value, no longer sees the disabled address');
  list.at(0).disable();
  assert.deepEqual(list.value, [{name: 'Lin', email: ' ADA@example.org'}], 'a disabled item is left out');
});

test('the list check runs again when an item changes and when an item is removed [guide/validation#array-validator-reruns]', () => {
  const {list, repeat, email} = contactList();
  email(1).setValue('ada@example.org');
  assert.deepEqual(Object.keys(list.errors ?? {}), ['uniqueEmails']);
  email(1).setValue('lin@example.org');
  assert.equal(list.errors, null);
  email(1).setValue('ada@example.org');
  repeat.remove(1);
  assert.equal(list.length, 1);
  assert.equal(list.errors, null);
});

test("in every kit the list is rendered by the repeat type alone, with no wrapper; the kits' messages are in their form-field wrapper [guide/validation#array-error-no-wrapper]", () => {
  for (const kit of publishedKits) {
    const {built, field} = contactList([...kitConfigs(kit), repeatTypeConfig]);
    assert.deepEqual(renderFormlyField(built, field).created.inside, [RepeatType.name], kit.name);
    assert.match(formFieldTemplate(kit), /<formly-validation-message\b/, kit.name);
  }
});

test('showError of the list turns true once it is invalid and one of its inputs is touched; formly-validation-message given the list field shows its message [guide/validation#array-error-shown-by-type]', () => {
  const {built, field, list, email} = contactList();
  email(1).setValue('ada@example.org');
  assert.equal(list.invalid, true);
  assert.equal(showsError(built, field), false);
  email(1).markAsTouched();
  assert.equal(list.touched, true);
  assert.equal(showsError(built, field), true);
  assert.equal(shownMessage(built, field), 'Each e-mail address may appear only once.');
});

/**
 * A two-date form as <formly-form> runs it: each field started as <formly-field> starts it
 * (its hooks, and its value written into the model) and the form's expressions run after
 * each change. `departure` and `back` are the two fields; `end` destroys the fields.
 */
function runTrip(fields: FormlyFieldConfig[]) {
  const built = buildForm(fields);
  const started = built.fields.map((field) => startField(field));
  const stopWatching = built.fields.map((field) => watchField(field));
  const watching = watchForm(built);
  const [departure, back] = built.fields.map((field) => field.formControl!);
  return {
    built,
    departure: departure!,
    back: back!,
    destroyFields: () => started.forEach((field) => field.destroy()),
    end: () => {
      watching.stop();
      stopWatching.forEach((stop) => stop());
      started.forEach((field) => field.destroy());
    },
  };
}

/** The page's trip fields without the departure's hook: the return date's validator alone. */
function tripWithoutHook(back: Partial<FormlyFieldConfig> = {}): FormlyFieldConfig[] {
  const {tripFields} = runPageModule<{tripFields: FormlyFieldConfig[]}>(
    'docs/guide/validation.mdx',
    'trip-dates.fields.ts',
  );
  const [departure, returnDate] = tripFields;
  return [
    {...departure!, hooks: undefined},
    {...returnDate!, ...back},
  ];
}

test("a validator that reads another field, through field.form, field.model or control.parent, is not run again when only that field changes; the field's own change runs it [guide/validation#dependent-validator-stale]", () => {
  const readers: Record<string, (control: AbstractControl, field: FormlyFieldConfig) => unknown> = {
    'field.form': (_control, field) => field.form?.get('departure')?.value,
    'field.model': (_control, field) => (field.model as {departure?: string}).departure,
    'control.parent': (control) => control.parent?.get('departure')?.value,
  };
  for (const [way, departureOf] of Object.entries(readers)) {
    const notBeforeDeparture = (control: AbstractControl, field: FormlyFieldConfig) =>
      !control.value || control.value >= (departureOf(control, field) as string);
    const trip = runTrip(tripWithoutHook({validators: {notBeforeDeparture}}));
    trip.departure.setValue('2026-07-01');
    trip.back.setValue('2026-07-10');
    assert.equal(trip.back.errors, null, way);
    trip.departure.setValue('2026-07-20');
    assert.equal(trip.back.errors, null, `${way}: still valid after the departure moved past it`);
    trip.back.setValue('2026-07-11');
    assert.deepEqual(Object.keys(trip.back.errors ?? {}), ['notBeforeDeparture'], way);
    trip.end();
  }
});

test("the page's departure hook re-validates the return date on each change of the departure, and stops once the field is destroyed [guide/validation#oninit-hook-revalidates]", () => {
  const {tripFields} = runPageModule<{tripFields: FormlyFieldConfig[]}>(
    'docs/guide/validation.mdx',
    'trip-dates.fields.ts',
  );
  const trip = runTrip(tripFields);
  trip.departure.setValue('2026-07-01');
  trip.back.setValue('2026-07-10');
  assert.equal(trip.back.errors, null);
  trip.departure.setValue('2026-07-20');
  assert.deepEqual(Object.keys(trip.back.errors ?? {}), ['notBeforeDeparture']);
  assert.equal(shownMessage(trip.built, trip.built.fields[1]!), 'The return date cannot be before the departure.');
  trip.departure.setValue('2026-07-05');
  assert.equal(trip.back.errors, null);
  trip.destroyFields();
  trip.departure.setValue('2026-07-30');
  assert.equal(trip.back.errors, null, 'no re-validation after the field is destroyed');
});

test('an expression on the return date that sets props.description or props.label from the departure does not re-run its validators; one that changes any of the six validation props does [guide/validation#expression-validation-prop-revalidates]', () => {
  const late = (field: FormlyFieldConfig) => (field.model as {departure?: string}).departure! > '2026-07-15';
  const cases: [string, (field: FormlyFieldConfig) => unknown, boolean][] = [
    ['props.description', (field) => (field.model as {departure?: string}).departure, false],
    ['props.label', (field) => `Return (departure ${(field.model as {departure?: string}).departure})`, false],
    ['props.required', late, true],
    ['props.pattern', (field) => (late(field) ? '.*' : undefined), true],
    ['props.minLength', (field) => (late(field) ? 1 : undefined), true],
    ['props.maxLength', (field) => (late(field) ? 99 : undefined), true],
    ['props.min', (field) => (late(field) ? 1 : undefined), true],
    ['props.max', (field) => (late(field) ? 1e9 : undefined), true],
  ];
  assert.deepEqual(
    cases.filter(([, , reruns]) => reruns).map(([prop]) => prop.slice('props.'.length)),
    ['required', 'pattern', 'minLength', 'maxLength', 'min', 'max'],
  );
  const results = cases.map(([prop, expression]) => {
    const trip = runTrip(tripWithoutHook({expressions: {[prop]: expression}}));
    trip.departure.setValue('2026-07-01');
    trip.back.setValue('2026-07-10');
    const before = trip.back.errors;
    trip.departure.setValue('2026-07-20');
    const rerun = trip.back.errors !== null;
    trip.end();
    assert.equal(before, null, prop);
    return [prop, rerun];
  });
  assert.deepEqual(
    results,
    cases.map(([prop, , reruns]) => [prop, reruns]),
  );
});

test("the page's group validator runs again when either field changes and moves its error onto emailRepeat [guide/validation#group-validator-reruns-either]", () => {
  const {contactFields} = runClaimBlock<{contactFields: FormlyFieldConfig[]}>(
    'docs/guide/validation.mdx',
    'validator-keyless-group-runs-control',
  );
  const built = buildForm(contactFields);
  const email = built.form.get('email')!;
  const repeat = built.form.get('emailRepeat')!;
  email.setValue('ada@example.org');
  repeat.setValue('ada@example.org');
  assert.equal(repeat.errors, null);
  email.setValue('lin@example.org');
  assert.deepEqual(Object.keys(repeat.errors ?? {}), ['sameAddress']);
  repeat.setValue('lin@example.org');
  assert.equal(repeat.errors, null);
});
