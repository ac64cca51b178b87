/**
 * Claims of the hand-written notes on the core API pages (docs/api/core/**), run against
 * @ngx-formly/core 7.1.0: scripts/api/notes/doc-comments.json, the @ngx-formly/core entries of
 * scripts/api/notes/props.json, scripts/api/notes/setup-exclusions.json,
 * scripts/api/notes/schematics.md and scripts/api/notes/core/{json-schema,preset,select}.md.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type * as JsonSchemaEntry from '../../../demos/node_modules/@ngx-formly/core/json-schema';
import type * as BootstrapKit from '../../../demos/node_modules/@ngx-formly/bootstrap';
import type * as PresetEntry from '../../../demos/node_modules/@ngx-formly/core/preset';
import type * as AngularCore from '../../../demos/node_modules/@angular/core';
import type {AbstractControl} from '../../../demos/node_modules/@angular/forms';
import {
  buildForm,
  changeModel,
  core,
  formly,
  formlySelect,
  forms,
  loadPackage,
  rxjs,
  showsError,
  withFieldChanges,
  type FormlyFieldConfig,
  watchField,
} from '../support/formly';
import {
  attributesDirective,
  fakeElement,
  formGroupDirective,
  formlyFormComponent,
  formlyInjector,
  withoutPackage,
} from '../support/api-extra';
import {ngAddFormly} from '../support/schematics';
import {demosDir} from '../support/demo-packages';

// doc-comments.json: registration

test('provideFormlyCore registers formly-group, formly-template and the core, field-validation, field-form and field-expression extensions, then configs [api/doc-comments#provideformlycore-registers-formly]', () => {
  const {config} = buildForm([], {configs: [{types: [{name: 'first'}]}, {types: [{name: 'second'}]}]});
  assert.ok(config.types['formly-group']);
  assert.ok(config.types['formly-template']);
  assert.deepEqual(Object.keys(config.extensions), ['core', 'field-validation', 'field-form', 'field-expression']);
  assert.ok(config.types['first'] && config.types['second'], 'one ConfigOption or an array of them');
  class OwnGroup extends formly.FieldType {}
  const later = buildForm([], {configs: [{types: [{name: 'formly-group', component: OwnGroup}]}]}).config;
  assert.equal(later.types['formly-group']!.component, OwnGroup, 'configs come after the defaults');
});

test('provideFormlyConfig appends configs to the parent injector’s, and they reach the one FormlyConfig when a form under that injector is built [api/doc-comments#provideformlyconfig-appends-parent]', () => {
  const root = formlyInjector();
  root.get(formly.FormlyFormBuilder);
  const config = root.get(formly.FormlyConfig);
  const child = core.createEnvironmentInjector(
    [formly.provideFormlyConfig([{types: [{name: 'lazy'}]}]), formly.FormlyFormBuilder],
    root,
  );
  const parentConfigs = root.get(formly.FORMLY_CONFIG) as unknown[];
  const before = parentConfigs.length;
  const childConfigs = child.get(formly.FORMLY_CONFIG) as unknown[][];
  assert.equal(childConfigs[0], parentConfigs, "the parent's own list…");
  assert.equal(parentConfigs.length, before + 1, '…with configs appended');
  assert.equal(config.types['lazy'], undefined, 'not yet applied');
  child.get(formly.FormlyFormBuilder);
  assert.equal(child.get(formly.FormlyConfig), config);
  assert.ok(config.types['lazy'], 'applied to the application-wide FormlyConfig');
});

test('provideFormlyConfig without provideFormlyCore above it: building a form throws the missing forRoot() error [api/doc-comments#provideformlyconfig-appends-parent]', () => {
  const injector = core.createEnvironmentInjector(
    [formly.provideFormlyConfig([{types: [{name: 'input'}]}]), formly.FormlyConfig, formly.FormlyFormBuilder],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  assert.throws(() => injector.get(formly.FormlyFormBuilder).build({fieldGroup: []}), /missing `forRoot\(\)` call/);
});

test('withFormlyFieldExpression replaces the field-expression extension; strings read, compare and combine values but do not call functions [api/doc-comments#withformlyfieldexpression-replaces]', () => {
  const defaults = buildForm([], {configs: []}).config.extensions['field-expression'];
  const replaced = buildForm([], {configs: [formly.withFormlyFieldExpression()]}).config.extensions['field-expression'];
  assert.notEqual(replaced!.constructor, defaults!.constructor);
  const calls: string[] = [];
  const original = console.error;
  console.error = () => undefined;
  try {
    const {fields} = buildForm(
      [
        {key: 'a', expressions: {'props.label': 'model.age >= 18 && !model.blocked'}},
        {key: 'b', expressions: {'props.label': 'model.call()'}},
      ],
      {model: {age: 20, blocked: false, call: () => (calls.push('called'), 'result')}},
    );
    assert.equal(fields[0]!.props!.label, true);
    assert.notEqual(fields[1]!.props!.label, 'result');
  } finally {
    console.error = original;
  }
  assert.deepEqual(calls, []);
});

// doc-comments.json: FormlyFormOptions

test('updateInitialValue records the model, or the model passed in, as the value resetModel() goes back to [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const built = buildForm([{key: 'name', type: 'input'}], {model: {name: 'first'}});
  built.options.updateInitialValue!({name: 'given'});
  built.model['name'] = 'edited';
  built.options.resetModel!();
  assert.deepEqual(built.model, {name: 'given'});
});

test('resetModel replaces the content of the same model object with a copy, rebuilds and resets the controls to those values [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const built = buildForm([{key: 'address', fieldGroup: [{key: 'city', type: 'input'}]}], {
    model: {address: {city: 'Oslo'}},
  });
  const model = built.model;
  const given = {address: {city: 'Bergen'}};
  built.form.get('address.city')!.markAsDirty();
  built.options.resetModel!(given);
  assert.equal(built.model, model, 'the same object');
  assert.deepEqual(model, given);
  assert.notEqual(model['address'], given.address, 'a copy');
  assert.equal(built.form.get('address.city')!.value, 'Bergen');
  assert.equal(built.form.get('address.city')!.dirty, false);
});

test('formState defaults to {} [api/doc-comments#formlyformoptions-formstate-defaults]', () => {
  const {options} = buildForm([]);
  assert.deepEqual(options.formState, {});
});

test('<formly-form> watches the formState properties it holds when the form is built, nested ones included: assigning one re-runs the expressions [api/doc-comments#formlyformoptions-formstate-defaults]', () => {
  const fields: FormlyFieldConfig[] = [
    {
      key: 'name',
      type: 'input',
      expressions: {'props.disabled': 'formState.readOnly', 'props.label': 'formState.ui.label'},
    },
  ];
  const formState: Record<string, unknown> = {readOnly: false, ui: {label: 'Name'}};
  const component = formlyFormComponent(fields, {options: {formState}});
  const field = component.fields[0]!;
  formState['readOnly'] = true;
  assert.equal(field.props!.disabled, true);
  (formState['ui'] as Record<string, unknown>)['label'] = 'Full name';
  assert.equal(field.props!.label, 'Full name');
  formState['added'] = 'later';
  field.props!.label = 'stale';
  formState['added'] = 'again';
  assert.equal(field.props!.label, 'stale', 'a property added after the build is not watched');
  component.ngOnDestroy();
});

test('fieldChanges: Formly creates the Subject during the build unless one is supplied [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const created = buildForm([]);
  assert.ok(created.options.fieldChanges instanceof rxjs.Subject);
  const {options} = withFieldChanges();
  const supplied = options.fieldChanges;
  assert.equal(buildForm([], {options}).options.fieldChanges, supplied);
});

test('showError: Formly fills in extras.showError when it is missing; the rule is invalid and touched, submitted or validation.show [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const built = buildForm([{key: 'name', type: 'input', props: {required: true}}]);
  assert.equal(built.options.showError, built.config.extras.showError);
  const field = built.fields[0]!;
  assert.equal(showsError(built, field), false, 'invalid, untouched');
  field.formControl!.markAsTouched();
  assert.equal(showsError(built, field), true, 'invalid and touched');
  field.formControl!.setValue('Ada');
  assert.equal(showsError(built, field), false, 'valid and touched');
  const shown = buildForm([{key: 'name', type: 'input', props: {required: true}, validation: {show: true}}]);
  assert.equal(showsError(shown, shown.fields[0]!), true, 'validation.show');
  const own = () => true;
  assert.equal(buildForm([], {options: {showError: own}}).options.showError, own, 'a given rule is kept');
});

test('build builds field again, or the whole form without an argument, after its configuration was changed by hand, and returns it [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const built = buildForm([{key: 'name', type: 'input'}]);
  built.fields.push({key: 'email', type: 'input'});
  assert.equal(built.form.get('email'), null);
  assert.equal(built.options.build!(), built.root);
  assert.ok(built.form.get('email'));
  const field = built.fields[0]!;
  field.props!.required = true;
  assert.equal(built.options.build!(field), field);
  assert.deepEqual(field.formControl!.errors, {required: true});
});

test('checkExpressions evaluates the expressions of field and of all its children again and applies the results that changed [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const built = buildForm(
    [{key: 'address', fieldGroup: [{key: 'city', type: 'input', expressions: {'props.label': 'model.label'}}]}],
    {model: {address: {}}},
  );
  const city = built.fields[0]!.fieldGroup![0]!;
  (built.model as {address: Record<string, unknown>}).address['label'] = 'City';
  built.options.checkExpressions!(built.fields[0]!);
  assert.equal(city.props!.label, 'City');
});

test('detectChanges evaluates the expressions again and marks the components of the field and its children for check [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const built = buildForm(
    [{key: 'address', fieldGroup: [{key: 'city', type: 'input', expressions: {'props.label': 'model.label'}}]}],
    {model: {address: {}}},
  );
  const city = built.fields[0]!.fieldGroup![0]!;
  const marked: string[] = [];
  Object.defineProperty(city, '_componentRefs', {value: [{markForCheck: () => marked.push('city')}]});
  (built.model as {address: Record<string, unknown>}).address['label'] = 'City';
  built.options.detectChanges!(built.root);
  assert.equal(city.props!.label, 'City');
  assert.deepEqual(marked, ['city']);
});

test('parentForm is the FormGroupDirective around the form; its submitted flag counts for showing errors, and resetModel() leaves it untouched [api/doc-comments#formlyformoptions-members-set-formly]', () => {
  const injector = formlyInjector();
  injector.get(formly.FormlyFormBuilder);
  const form = new forms.FormGroup({});
  const directive = formGroupDirective(form);
  const builder = new formly.FormlyFormBuilder(
    injector.get(formly.FormlyConfig),
    injector,
    undefined as never,
    directive,
    [],
  );
  const field = {key: 'name', type: 'input', props: {required: true}};
  const root: FormlyFieldConfig = {form, model: {}, options: {}, fieldGroup: [field]};
  builder.build(root);
  assert.equal(root.options!.parentForm, directive);
  const component = {field, formControl: form.get('name'), options: root.options};
  assert.equal(root.options!.showError!(component as never), false);
  directive.onSubmit({target: null} as unknown as Event);
  assert.equal(root.options!.showError!(component as never), true, 'untouched, but submitted');
  root.options!.resetModel!();
  assert.equal(directive.submitted, true, 'resetModel() does not reset it (Angular 18.1 and later)');
});

// doc-comments.json: FormlyFieldConfig members

test('key: a dotted path such as address.city, or an array of path segments, nests the value in the model [api/doc-comments#formlyfieldconfig-key-dotted-path]', () => {
  const {form, model, fields} = buildForm([
    {key: 'address.city', type: 'input'},
    {key: ['address', 'zip'], type: 'input'},
  ]);
  fields.forEach(watchField);
  form.get('address.city')!.setValue('Oslo');
  form.get('address.zip')!.setValue('0150');
  assert.deepEqual(model, {address: {city: 'Oslo', zip: '0150'}});
});

test('id: Formly generates a unique id when none is given [api/doc-comments#formlyfieldconfig-id-formly]', () => {
  const {fields} = buildForm([
    {key: 'a', type: 'input'},
    {key: 'b', type: 'input'},
    {key: 'c', type: 'input', id: 'mine'},
  ]);
  const other = buildForm([{key: 'a', type: 'input'}]).fields[0]!;
  assert.ok(fields[0]!.id && fields[1]!.id);
  assert.notEqual(fields[0]!.id, fields[1]!.id);
  assert.notEqual(fields[0]!.id, other.id, 'another form, the same key');
  assert.equal(fields[2]!.id, 'mine');
});

test('defaultValue is written at the build while the model value is undefined; a hidden field that resets on hide gets it once shown, one with resetOnHide: false while still hidden [api/doc-comments#formlyfieldconfig-defaultvalue]', () => {
  const built = buildForm(
    [
      {key: 'missing', type: 'input', defaultValue: 'd'},
      {key: 'empty', type: 'input', defaultValue: 'd'},
      {key: 'hidden', type: 'input', defaultValue: 'd', hide: true},
      {key: 'kept', type: 'input', defaultValue: 'd', hide: true, resetOnHide: false},
    ],
    {model: {empty: null}},
  );
  assert.equal(built.fields[2]!.resetOnHide, true, 'resetOnHide is on by default');
  assert.deepEqual(built.model, {missing: 'd', empty: null, kept: 'd'});
  built.fields[2]!.hide = false;
  changeModel(built, {});
  assert.equal((built.model as Record<string, unknown>)['hidden'], 'd', 'the hidden field gets its default once shown');
  // Turned off for the whole form, a hidden field gets its default at the build too.
  const everyField = buildForm([{key: 'hidden', type: 'input', defaultValue: 'd', hide: true}], {
    configs: [formly.withFormlyFieldExpression(), {extras: {resetFieldOnHide: false}}],
  });
  assert.deepEqual(everyField.model, {hidden: 'd'});
});

test('defaultValue with a hide expression: written when the expression turns false (at the build too), not while it gives another falsy value (undefined, null, 0, the empty string), though the field shows; the same for a field inside a group with one; resetOnHide: false writes it at the build [api/doc-comments#formlyfieldconfig-defaultvalue]', () => {
  const built = buildForm(
    [
      {key: 'now', type: 'input', defaultValue: 'd', expressions: {hide: () => false}},
      {key: 'old', type: 'input', defaultValue: 'd', hideExpression: 'model.off === true'},
      {key: 'later', type: 'input', defaultValue: 'd', expressions: {hide: 'model.flag'}},
      {key: 'zero', type: 'input', defaultValue: 'd', expressions: {hide: 'model.count'}},
      {key: 'nothing', type: 'input', defaultValue: 'd', expressions: {hide: 'model.none'}},
      {key: 'blank', type: 'input', defaultValue: 'd', expressions: {hide: 'model.text'}},
      {key: 'again', type: 'input', defaultValue: 'd', expressions: {hide: 'model.back'}},
      {expressions: {hide: 'model.closed'}, fieldGroup: [{key: 'child', type: 'input', defaultValue: 'd'}]},
      {
        expressions: {hide: 'model.closed'},
        fieldGroup: [{key: 'kept', type: 'input', defaultValue: 'd', resetOnHide: false}],
      },
    ],
    {model: {closed: true, count: 0, none: null, text: '', back: true}},
  );
  const model = built.model as Record<string, unknown>;
  assert.equal(model['now'], 'd', 'an expression that gives false at the build');
  assert.equal(model['old'], 'd', 'hideExpression, false at the build');
  assert.equal(built.fields[2]!.hide, undefined);
  assert.ok(built.form.get('later'), 'shown, its control in the form');
  assert.equal(model['later'], undefined, 'no default while the expression gives undefined');
  assert.equal(model['zero'], undefined, 'nor while it gives 0');
  assert.equal(model['nothing'], undefined, 'nor null');
  assert.equal(model['blank'], undefined, "nor ''");
  assert.ok(built.form.get('nothing') && built.form.get('blank'), 'both shown');
  assert.equal(built.fields[7]!.hide, true);
  assert.equal(model['child'], undefined, 'inside a hidden group: not at the build');
  assert.equal(model['kept'], 'd', 'resetOnHide: false: written at the build, hidden');
  changeModel(built, {flag: false, closed: false, back: null});
  assert.equal(built.fields[6]!.hide, null, 'hidden at the build, then shown by a null');
  assert.equal(model['again'], undefined, 'turning from true to null shows it without its default');
  assert.equal(model['later'], 'd', 'written once the expression gives false');
  assert.equal(model['child'], 'd', 'written once its group shows');
});

test('hide is left unset by the build, which counts as false: the field is shown and its control is in the form [api/doc-comments#formlyfieldconfig-hide-hides-field]', () => {
  const built = buildForm([{key: 'name', type: 'input'}]);
  assert.equal(built.fields[0]!.hide, undefined);
  assert.ok(!built.fields[0]!.props!.hidden);
  assert.ok(built.form.get('name'));
});

test('hide: the field is hidden while true (props.hidden mirrors it, its control leaves the form) [api/doc-comments#formlyfieldconfig-hide-hides-field]', () => {
  const built = buildForm([{key: 'name', type: 'input', hide: true}]);
  const field = built.fields[0]!;
  assert.equal(field.props!.hidden, true);
  assert.equal(built.form.get('name'), null);
  field.hide = false;
  changeModel(built, {});
  assert.equal(field.props!.hidden, false);
  assert.ok(built.form.get('name'));
});

test('expressions: a function, a string or an Observable (once <formly-field> subscribes to it), whose result is assigned to the path [api/doc-comments#formlyfieldconfig-expressions]', () => {
  const label = new rxjs.BehaviorSubject('first');
  const {fields} = buildForm([
    {
      key: 'name',
      type: 'input',
      expressions: {
        'props.label': label,
        'props.placeholder': (field: FormlyFieldConfig) => `${field.key}!`,
        'props.description': 'model.hint',
      },
    },
  ]);
  watchField(fields[0]!);
  const props = fields[0]!.props!;
  assert.deepEqual([props.label, props.placeholder, props.description], ['first', 'name!', undefined]);
  label.next('second');
  assert.equal(props.label, 'second');
});

test('expressionProperties: functions receive the model, the form state and the field [api/doc-comments#formlyfieldconfig-expressions]', () => {
  const seen: unknown[][] = [];
  const formState = {mode: 'edit'};
  const {fields, model} = buildForm(
    [
      {
        key: 'name',
        type: 'input',
        expressionProperties: {
          'props.label': (m: unknown, s: unknown, f?: FormlyFieldConfig) => (seen.push([m, s, f]), 'x'),
        },
      },
    ],
    {model: {name: 'Ada'}, options: {formState}},
  );
  assert.deepEqual(seen[0], [model, formState, fields[0]]);
  assert.equal(seen[0]![0], model);
  assert.equal(fields[0]!.props!.label, 'x');
});

test("fieldGroup: a group with a key nests the children's values under one property of the model [api/doc-comments#formlyfieldconfig-fieldgroup-group]", () => {
  const {form, model, fields} = buildForm([
    {fieldGroup: [{key: 'first', type: 'input'}]},
    {key: 'address', fieldGroup: [{key: 'city', type: 'input'}]},
  ]);
  fields.forEach((group) => group.fieldGroup!.forEach(watchField));
  form.get('first')!.setValue('Ada');
  form.get('address.city')!.setValue('Oslo');
  assert.deepEqual(model, {first: 'Ada', address: {city: 'Oslo'}});
});

test('focus: true moves focus to the control, false moves it away, and Formly updates it as the control gains and loses focus [api/doc-comments#formlyfieldconfig-focus-true-false]', async () => {
  const {fields} = buildForm([{key: 'name', type: 'input'}]);
  const field = fields[0]!;
  const element = fakeElement();
  const {listeners, document} = attributesDirective(field, {element});
  field.focus = true;
  await Promise.resolve();
  assert.deepEqual(element.calls, ['focus']);
  document.activeElement = element;
  field.focus = false;
  await Promise.resolve();
  assert.deepEqual(element.calls, ['focus', 'blur']);
  listeners['focus']!({});
  assert.equal(field.focus, true);
  listeners['blur']!({});
  assert.equal(field.focus, false);
});

test('parsers apply in turn to every new value of the control; when the result differs, it replaces the control’s value [api/doc-comments#formlyfieldconfig-parsers-apply-turn]', () => {
  const {fields, model} = buildForm([
    {key: 'code', type: 'input', parsers: [(v: string) => v.trim(), (v: string) => v.toUpperCase()]},
  ]);
  const stop = watchField(fields[0]!);
  fields[0]!.formControl!.setValue('  ab1 ');
  assert.equal(model['code'], 'AB1');
  assert.equal(fields[0]!.formControl!.value, 'AB1');
  stop();
});

test('validators: a function of the control and the field returning true, an { expression, message } object, or the validation array [api/doc-comments#formlyfieldconfig-validators]', () => {
  const seen: unknown[] = [];
  const {fields, form} = buildForm(
    [
      {
        key: 'code',
        type: 'input',
        validators: {
          even: (control: AbstractControl, field: FormlyFieldConfig) => (
            seen.push(control, field),
            control.value % 2 === 0
          ),
          small: {expression: (control: AbstractControl) => control.value < 10, message: 'Too big'},
          validation: ['positive'],
        },
      },
    ],
    {
      model: {code: 11},
      configs: [{validators: [{name: 'positive', validation: (c) => (c.value > 0 ? null : {positive: true})}]}],
    },
  );
  const control = form.get('code')!;
  assert.equal(seen[0], control);
  assert.equal(seen[1], fields[0]);
  assert.deepEqual(Object.keys(control.errors ?? {}).sort(), ['even', 'small']);
  control.setValue(-2);
  assert.deepEqual(Object.keys(control.errors ?? {}), ['positive']);
  control.setValue(4);
  assert.equal(control.errors, null);
});

test('asyncValidators: functions return a Promise or an Observable of true (valid) or false [api/doc-comments#formlyfieldconfig-validators]', async () => {
  const {form} = buildForm(
    [
      {
        key: 'user',
        type: 'input',
        asyncValidators: {
          free: (control: AbstractControl) => Promise.resolve(control.value !== 'taken'),
          known: (control: AbstractControl) => rxjs.of(control.value !== 'unknown'),
        },
      },
    ],
    {model: {user: 'taken'}},
  );
  const control = form.get('user')!;
  const settled = () => rxjs.firstValueFrom(control.statusChanges.pipe(rxjs.filter((s) => s !== 'PENDING')));
  const first = settled();
  control.updateValueAndValidity();
  await first;
  assert.deepEqual(control.errors, {free: true});
  const second = settled();
  control.setValue('unknown');
  await second;
  assert.deepEqual(control.errors, {known: true});
});

test('wrappers listed in the type registration are applied to every field of that type [api/doc-comments#formlyfieldconfig-wrappers-wrappers]', () => {
  const {fields} = buildForm(
    [
      {key: 'a', type: 'framed'},
      {key: 'b', type: 'framed', wrappers: ['own']},
    ],
    {
      configs: [{types: [{name: 'framed', wrappers: ['panel']}], wrappers: [{name: 'panel'}, {name: 'own'}] as never}],
    },
  );
  assert.deepEqual(fields[0]!.wrappers, ['panel']);
  assert.deepEqual(fields[1]!.wrappers, ['own'], "a field's own list replaces the type's");
});

test('FormlyConfig.setType registers a field type, or several at once [api/doc-comments#formlyfieldconfig-wrappers-wrappers]', () => {
  const {config} = buildForm([]);
  config.setType([{name: 'one'}, {name: 'two'}]);
  config.setType({name: 'three'});
  assert.ok(config.types['one'] && config.types['two'] && config.types['three']);
});

test("name: the value of the control's name attribute [api/doc-comments#formlyfieldconfig-name-value-control]", () => {
  const {fields} = buildForm([{key: 'email', type: 'input', name: 'customer-email'}]);
  assert.equal(attributesDirective(fields[0]!).attributes['name'], 'customer-email');
});

// props.json: @ngx-formly/core FormlyFieldProps

test('props placeholder, tabindex, readonly, step, min, max, minLength and maxLength are written to the control element [api/props#core-formlyfieldprops-placeholder]', () => {
  const {fields} = buildForm([
    {
      key: 'n',
      type: 'input',
      props: {placeholder: 'Age', tabindex: 2, readonly: true, step: 5, min: 1, max: 99, minLength: 1, maxLength: 2},
    },
  ]);
  const {attributes, check} = attributesDirective(fields[0]!);
  check();
  const lowerCased = Object.fromEntries(
    Object.entries(attributes)
      .filter(([name]) => name !== 'id')
      .map(([name, value]) => [name.toLowerCase(), value]),
  );
  assert.deepEqual(
    lowerCased,
    {
      placeholder: 'Age',
      tabindex: '2',
      readonly: 'readonly',
      step: '5',
      min: '1',
      max: '99',
      minlength: '1',
      maxlength: '2',
    },
    'HTML attribute names are case-insensitive: minLength is the minlength attribute',
  );
});

test('props minlength and maxlength (the old spellings) are not read: no validator, no attribute [api/props#core-minlength-maxlength-deprecated]', () => {
  const {fields, form} = buildForm([{key: 'code', type: 'input', props: {minlength: 3, maxlength: 4}}], {
    model: {code: 'a'},
  });
  assert.equal(form.get('code')!.errors, null);
  form.get('code')!.setValue('abcdef');
  assert.equal(form.get('code')!.errors, null);
  const {attributes, check} = attributesDirective(fields[0]!);
  check();
  assert.deepEqual(Object.keys(attributes), ['id']);
});

test('props.pattern: a regular expression or its source as a string turns on the pattern validator; a string gets ^ and $ added (an alternation is anchored only at its ends), a regular expression is used as written [api/props#core-formlyfieldprops-placeholder]', () => {
  const {form} = buildForm(
    [
      {key: 'r', type: 'input', props: {pattern: /^[0-9]+$/}},
      {key: 's', type: 'input', props: {pattern: '[0-9]+'}},
      {key: 'loose', type: 'input', props: {pattern: /[0-9]+/}},
      {key: 'either', type: 'input', props: {pattern: 'a|b'}},
      {key: 'grouped', type: 'input', props: {pattern: '(a|b)'}},
    ],
    {model: {r: 'x1', s: 'x1', loose: 'x1', either: 'apple', grouped: 'apple'}},
  );
  assert.ok(form.get('r')!.errors?.['pattern']);
  assert.deepEqual(form.get('s')!.errors, {pattern: {requiredPattern: '^[0-9]+$', actualValue: 'x1'}});
  assert.equal(form.get('loose')!.errors, null, 'a value that holds a digit passes /[0-9]+/');
  assert.equal(form.get('either')!.errors, null, "'a|b' is ^a|b$: 'apple' starts with a");
  form.get('either')!.setValue('zzb');
  assert.equal(form.get('either')!.errors, null, "'zzb' ends with b");
  assert.deepEqual(Object.keys(form.get('grouped')!.errors ?? {}), ['pattern'], "'(a|b)' refuses 'apple'");
  form.setValue({r: '12', s: '12', loose: 'none', either: 'a', grouped: 'b'});
  assert.deepEqual(Object.keys(form.get('loose')!.errors ?? {}), ['pattern'], 'no digit: refused');
  form.get('loose')!.setValue('12');
  assert.equal(form.valid, true);
});

test('props.disabled disables the control while true, and Formly keeps the control in sync when it changes through expressions [api/props#core-disabled-keeps-control-s]', () => {
  const built = buildForm([
    {key: 'locked', type: 'input', props: {disabled: true}},
    {key: 'name', type: 'input', expressions: {'props.disabled': 'model.readOnly'}},
  ]);
  assert.equal(built.form.get('locked')!.disabled, true);
  assert.equal(built.form.get('name')!.disabled, false);
  changeModel(built, {readOnly: true});
  assert.equal(built.form.get('name')!.disabled, true);
  changeModel(built, {readOnly: false});
  assert.equal(built.form.get('name')!.disabled, false);
});

test('props.attributes: each entry is written to the control element as an attribute [api/props#core-disabled-keeps-control-s]', () => {
  const {fields} = buildForm([
    {key: 'email', type: 'input', props: {attributes: {autocomplete: 'email', 'aria-label': 'Email'}}},
  ]);
  const {attributes} = attributesDirective(fields[0]!);
  assert.equal(attributes['autocomplete'], 'email');
  assert.equal(attributes['aria-label'], 'Email');
});

test('props event handlers (focus, blur, keyup, keydown, click, change, keypress, wheel) are called with the field and the event [api/props#core-disabled-keeps-control-s]', () => {
  const calls: unknown[][] = [];
  const handler =
    (name: string) =>
    (...args: unknown[]) =>
      calls.push([name, ...args]);
  const names = ['focus', 'blur', 'keyup', 'keydown', 'click', 'change', 'keypress', 'wheel'];
  const {fields} = buildForm([
    {key: 'name', type: 'input', props: Object.fromEntries(names.map((name) => [name, handler(name)]))},
  ]);
  const field = fields[0]!;
  const {listeners} = attributesDirective(field);
  const event = {type: 'test'};
  for (const name of names) {
    listeners[name]!(event);
  }
  assert.deepEqual(
    calls,
    names.map((name) => [name, field, event]),
  );
});

// props.json and select.md: @ngx-formly/core/select

const selectOptions = (options: unknown, props: Record<string, unknown> = {}) => {
  const pipe = new formlySelect.FormlySelectOptionsPipe();
  let result: unknown;
  pipe.transform(options as never, {props} as FormlyFieldConfig).subscribe((value) => (result = value));
  pipe.ngOnDestroy();
  return result;
};

test('the formlySelectOptions pipe takes an array or an Observable and returns normalized label, value and disabled [api/core/select#pipe-accepts-array-observable, api/props#formlyfieldselectprops-labelprop]', () => {
  const options = [
    {label: 'Red', value: 'r'},
    {label: 'Blue', value: 'b', disabled: 1},
  ];
  const expected = [
    {label: 'Red', value: 'r', disabled: false},
    {label: 'Blue', value: 'b', disabled: true},
  ];
  assert.deepEqual(selectOptions(options), expected);
  assert.deepEqual(selectOptions(rxjs.of(options)), expected);
});

test('labelProp, valueProp and disabledProp take a property name or a function, and default to label, value and disabled [api/core/select#pipe-accepts-array-observable, api/props#formlyfieldselectprops-labelprop]', () => {
  const records = [{displayName: 'Ada', id: 7, inactive: true}];
  assert.deepEqual(selectOptions(records, {labelProp: 'displayName', valueProp: 'id', disabledProp: 'inactive'}), [
    {label: 'Ada', value: 7, disabled: true},
  ]);
  assert.deepEqual(
    selectOptions(records, {
      labelProp: (o: {displayName: string}) => o.displayName.toUpperCase(),
      valueProp: () => 'v',
    }),
    [{label: 'ADA', value: 'v', disabled: false}],
  );
});

test('groupProp: a name puts the option into the group of that name; an array makes the option a group labelled by labelProp; groups with the same label are merged [api/props#groupprop-name-puts-option-group, api/core/select#grouped-options-one-entry-per-group, api/core/select#pre-grouped-options-kept]', () => {
  assert.deepEqual(
    selectOptions([
      {label: 'Apple', value: 'a', group: 'Fruit'},
      {label: 'Leek', value: 'l', group: 'Veg'},
      {label: 'Pear', value: 'p', group: 'Fruit'},
    ]),
    [
      {
        label: 'Fruit',
        group: [
          {label: 'Apple', value: 'a', disabled: false},
          {label: 'Pear', value: 'p', disabled: false},
        ],
      },
      {label: 'Veg', group: [{label: 'Leek', value: 'l', disabled: false}]},
    ],
  );
  const options = [
    {label: 'Fruit', group: [{label: 'Apple', value: 'a'}]},
    {label: 'Fruit', group: [{label: 'Pear', value: 'p'}]},
    {name: 'Veg', items: [{name: 'Leek', value: 'l'}]},
  ];
  assert.deepEqual(selectOptions(options.slice(0, 2)), [
    {
      label: 'Fruit',
      group: [
        {label: 'Apple', value: 'a', disabled: false},
        {label: 'Pear', value: 'p', disabled: false},
      ],
    },
  ]);
  assert.deepEqual(selectOptions(options.slice(2), {groupProp: 'items', labelProp: 'name'}), [
    {label: 'Veg', group: [{label: 'Leek', value: 'l', disabled: false}]},
  ]);
});

// core/index.md

test("FormlyForm, FormlyField, FormlyAttributes and FormlyValidationMessage have exported Legacy twins, subclasses with the same selector; FormlyTemplate's twin is exported only as ɵFormlyTemplate; FormlyModule declares and exports all five [api/core/index#standalone-component-legacy-twin]", () => {
  const exported = formly as unknown as Record<string, {ɵcmp?: {standalone?: boolean}; ɵdir?: {standalone?: boolean}}>;
  const standalone = (name: string) => (exported[name]!.ɵcmp ?? exported[name]!.ɵdir)?.standalone;
  const pieces = Object.keys(exported).filter(
    (name) => !name.startsWith('Legacy') && !name.startsWith('ɵ') && standalone(name) === true,
  );
  assert.deepEqual(pieces.sort(), [
    'FormlyAttributes',
    'FormlyField',
    'FormlyForm',
    'FormlyTemplate',
    'FormlyValidationMessage',
  ]);
  const twins = pieces.map((name) =>
    Object.keys(exported).find(
      (other) => exported[other] !== exported[name] && Object.getPrototypeOf(exported[other]) === exported[name],
    ),
  );
  assert.deepEqual(twins, [
    'LegacyFormlyAttributes',
    'LegacyFormlyField',
    'LegacyFormlyForm',
    'ɵFormlyTemplate',
    'LegacyFormlyValidationMessage',
  ]);
  for (const twin of twins) {
    assert.equal(standalone(twin!), false, `${twin} is not standalone`);
  }
  const selector = (name: string) =>
    (exported[name] as unknown as {ɵcmp?: {selectors: unknown}; ɵdir?: {selectors: unknown}}).ɵcmp?.selectors ??
    (exported[name] as unknown as {ɵdir: {selectors: unknown}}).ɵdir.selectors;
  for (const [index, twin] of twins.entries()) {
    assert.notEqual(exported[twin!], exported[pieces[index]!], `${twin} is a class of its own`);
    assert.deepEqual(selector(twin!), selector(pieces[index]!), `${twin} has the selector of ${pieces[index]}`);
  }
  const module = (
    formly.FormlyModule as unknown as {ɵmod: Record<'declarations' | 'exports', unknown[] | (() => unknown[])>}
  ).ɵmod;
  for (const list of ['declarations', 'exports'] as const) {
    const listed = typeof module[list] === 'function' ? module[list]() : module[list];
    for (const twin of twins) {
      assert.ok(listed.includes(exported[twin!]), `FormlyModule ${list} has ${twin}`);
    }
  }
});

// core/json-schema.md

const {FormlyJsonschema} = loadPackage<typeof JsonSchemaEntry>('@ngx-formly/core/json-schema');
type Schema = Parameters<JsonSchemaEntry.FormlyJsonschema['toFieldConfig']>[0];

test('json-schema: FormlyJsonschema is root-provided, and the map callback sees every field with the schema node it came from [api/core/json-schema#formlyjsonschema-root-provided-map]', () => {
  const root = core.createEnvironmentInjector(
    [{provide: core.ɵINJECTOR_SCOPE, useValue: 'root'}],
    core.Injector.NULL as AngularCore.EnvironmentInjector,
  );
  const service = core.createEnvironmentInjector([], root).get(FormlyJsonschema);
  assert.equal(service, root.get(FormlyJsonschema), 'one instance, from the root injector');
  const seen: [string | undefined, string | undefined][] = [];
  service.toFieldConfig(
    {
      type: 'object',
      title: 'root',
      properties: {name: {type: 'string', title: 'Name'}, age: {type: 'integer', title: 'Age'}},
    },
    {map: (field, node) => (seen.push([field.props?.label, (node as {title?: string}).title]), field)},
  );
  assert.deepEqual(seen.sort(), [
    ['Age', 'Age'],
    ['Name', 'Name'],
    ['root', 'root'],
  ]);
});

test('json-schema: the fields carry the schema types, enum for enumerations and multischema for oneOf/anyOf [api/core/json-schema#generated-type-names-string-null]', () => {
  const field = new FormlyJsonschema().toFieldConfig({
    type: 'object',
    properties: {
      s: {type: 'string'},
      n: {type: 'number'},
      i: {type: 'integer'},
      b: {type: 'boolean'},
      z: {type: 'null'},
      a: {type: 'array', items: {type: 'string'}},
      e: {type: 'string', enum: ['x', 'y']},
      m: {oneOf: [{type: 'string'}, {type: 'number'}]},
    },
  } as Schema);
  assert.equal(field.type, 'object');
  const types = field.fieldGroup!.map((f) => f.type ?? f.fieldGroup![0]!.type);
  assert.deepEqual(types, ['string', 'number', 'integer', 'boolean', 'null', 'array', 'enum', 'multischema']);
});

test('json-schema: a UI kit registers string, number, integer, boolean and enum as its input, checkbox and select; object, array, null and multischema are left to you [api/core/json-schema#generated-type-names-string-null]', () => {
  const bootstrap = loadPackage<typeof BootstrapKit>('@ngx-formly/bootstrap');
  const {config} = buildForm([], {configs: bootstrap.withFormlyBootstrap()});
  const extended = Object.fromEntries(
    ['string', 'number', 'integer', 'boolean', 'enum'].map((name) => [name, config.types[name]?.extends]),
  );
  assert.deepEqual(extended, {string: 'input', number: 'input', integer: 'input', boolean: 'checkbox', enum: 'select'});
  assert.deepEqual(
    ['object', 'array', 'null', 'multischema'].filter((name) => config.types[name]),
    [],
  );
});

test('json-schema: minimum, maximum, minLength and pattern become props and validators; widget.formlyConfig is merged into the field [api/core/json-schema#minimum-maximum-minlength-pattern]', () => {
  const field = new FormlyJsonschema().toFieldConfig({
    type: 'object',
    properties: {
      n: {type: 'number', minimum: 1, maximum: 5},
      s: {
        type: 'string',
        minLength: 2,
        pattern: '^[a-z]+$',
        widget: {formlyConfig: {props: {placeholder: 'lower case'}}},
      },
    },
  } as Schema);
  const {form, fields} = buildForm([field], {
    model: {n: 9, s: 'A'},
    configs: [{types: ['object', 'number', 'string'].map((name) => ({name}))}],
  });
  const [n, s] = fields[0]!.fieldGroup!;
  assert.deepEqual([n!.props!.min, n!.props!.max], [1, 5]);
  assert.deepEqual([s!.props!.minLength, s!.props!.pattern, s!.props!.placeholder], [2, '^[a-z]+$', 'lower case']);
  assert.deepEqual(Object.keys(form.get('n')!.errors ?? {}), ['max']);
  assert.deepEqual(Object.keys(form.get('s')!.errors ?? {}).sort(), ['minLength', 'pattern']);
});

// core/preset.md

const {provideFormlyPreset} = loadPackage<typeof PresetEntry>('@ngx-formly/core/preset');

test("preset: the preset's configuration is merged into a field of type #name, and the field's own properties win [api/core/preset#field-s-own-properties-win]", () => {
  const injector = formlyInjector(
    [provideFormlyPreset()],
    [
      {
        presets: [
          {name: 'email', config: {key: 'email', type: 'input', props: {label: 'Email', type: 'email'}}},
          {name: 'lazy', config: {getConfiguration: () => ({key: 'lazy', type: 'input', props: {label: 'Lazy'}})}},
        ],
      },
    ],
  );
  const fields: FormlyFieldConfig[] = [{type: '#email', props: {label: 'Billing email'}}, {type: '#lazy'}];
  injector.get(formly.FormlyFormBuilder).build({model: {}, fieldGroup: fields});
  assert.deepEqual(
    [fields[0]!.key, fields[0]!.type, fields[0]!.props!.label, fields[0]!.props!['type']],
    ['email', 'input', 'Billing email', 'email'],
  );
  assert.deepEqual([fields[1]!.key, fields[1]!.props!.label], ['lazy', 'Lazy'], 'an object with getConfiguration()');
});

// setup-exclusions.json

test('the Material slider entry point does not load with Material 21: @angular/material/core no longer exports MatCommonModule [api/setup-exclusions#whole-kit-material-snippets-leave]', () => {
  assert.equal('MatCommonModule' in loadPackage<object>('@angular/material/core'), false);
  // Node's own ES module loader links the imports as a bundler does (tsx, which runs these
  // tests, would turn the module into CommonJS and hide the missing export).
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', "import '@ngx-formly/material/slider';"], {
    cwd: demosDir,
    encoding: 'utf8',
  });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /does not provide an export named 'MatCommonModule'/);
});

// schematics.md

test("ng add without @angular/cdk stops with Cannot find module '@angular/cdk/schematics', whatever the options [api/schematics#ng-add-needs-angular-cdk]", async () => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(demosDir, 'node_modules/@ngx-formly/schematics/package.json'), 'utf8'),
  ) as Record<string, Record<string, string> | undefined>;
  const declared = ['dependencies', 'peerDependencies', 'optionalDependencies'].flatMap((k) =>
    Object.keys(manifest[k] ?? {}),
  );
  assert.equal(declared.includes('@angular/cdk'), false, 'not among the dependencies');
  for (const options of [{}, {uiTheme: 'bootstrap'}, {skipPackageJson: true, uiTheme: 'material'}]) {
    await assert.rejects(
      withoutPackage('@angular/cdk/schematics', '@ngx-formly/schematics/', () => ngAddFormly(options)),
      /Cannot find module '@angular\/cdk\/schematics'/,
    );
  }
  assert.ok((await ngAddFormly({})).appModule.includes('FormlyModule.forRoot()'), 'with the CDK it runs');
});
