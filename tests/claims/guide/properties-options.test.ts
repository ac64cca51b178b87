/**
 * Claims of docs/guide/properties-options.mdx (and the same answers in the FAQ, the
 * expressions guide and the reset-model example), run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {runPageModule} from '../support/page-code';
import {
  buildForm,
  changeModel,
  core,
  formly,
  forms,
  renderFormlyField,
  rxjs,
  runFormlyForm,
  startField,
  type FormlyFieldConfig,
  withFieldChanges,
  type FormlyFormOptions,
  watchField,
} from '../support/formly';
import {controlElement, watchForm} from '../support/guide-extra';
import {runClaimBlock} from '../support/page-code';
import {attributesDirective, fakeElement} from '../support/api-extra';
import {browserKits} from '../../../lib/kits';
import type {TypeBehaviour} from '../../../lib/kits/behaviour';
import {focusRows, readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';

test('a field without key has no value in the model; with a type it gets a control that never joins the form [guide/properties-options#key-without-model-value-type]', () => {
  const {fields, form, model} = buildForm([{type: 'input', props: {label: 'Notes'}}]);
  assert.ok(fields[0]!.formControl, 'a control exists');
  assert.notEqual(fields[0]!.formControl!.parent, form);
  assert.deepEqual(Object.keys(form.controls), []);
  fields[0]!.formControl!.setValue('typed');
  assert.deepEqual(model, {});
});

test('resetOnHide clears the value of a field that gets hidden [guide/expression-properties#field-already-hidden-form-built]', () => {
  const built = buildForm([{key: 'nickname', type: 'input', expressions: {hide: 'model.anonymous'}}], {
    model: {anonymous: false, nickname: 'Bob'},
  });
  changeModel(built, {anonymous: true});
  assert.equal('nickname' in built.model, false);
});

test('a field already hidden when the form is built keeps its model value [guide/expression-properties#field-already-hidden-form-built, guide/faq#field-hidden-build-reset, guide/properties-options#resetonhide-acts-change-hidden-field]', () => {
  const built = buildForm([{key: 'nickname', type: 'input', expressions: {hide: 'model.anonymous'}}], {
    model: {anonymous: true, nickname: 'Bob'},
  });
  assert.equal(built.model['nickname'], 'Bob');
  changeModel(built, {anonymous: false});
  changeModel(built, {anonymous: true});
  assert.equal('nickname' in built.model, false, 'until it is shown and hidden again');
  const plain = buildForm([{key: 'nickname', type: 'input', hide: true}], {model: {nickname: 'Bob'}});
  assert.equal(plain.model['nickname'], 'Bob', 'hide: true as well');
});

test('every build moves the point resetModel() returns to: after options.build(), the edited values [api/doc-comments#formlyformoptions-members-set-formly, guide/properties-options#updateinitialvalue-runs-build]', () => {
  const built = buildForm([{key: 'name', type: 'input'}], {model: {name: 'first'}});
  built.form.get('name')!.setValue('edited');
  built.model['name'] = 'edited';
  built.options.build!();
  built.options.resetModel!();
  assert.deepEqual(built.model, {name: 'edited'});
});

test('after resetModel(model), resetModel() returns to that model, not to the first one [examples/reset-model#after-resetmodel-model-undo-returns, guide/properties-options#updateinitialvalue-runs-build]', () => {
  const built = buildForm([{key: 'name', type: 'input'}], {model: {name: 'first'}});
  built.options.resetModel!({name: 'loaded'});
  built.model['name'] = 'edited';
  built.options.resetModel!();
  assert.deepEqual(built.model, {name: 'loaded'});
});

test('extras defaults: checkExpressionOn modelChange, lazyRender, resetFieldOnHide, renderFormlyFieldElement [guide/properties-options#extras-defaults-checkexpressionon]', () => {
  const {config} = buildForm([]);
  assert.equal(config.extras.checkExpressionOn, 'modelChange');
  assert.equal(config.extras.lazyRender, true);
  assert.equal(config.extras.resetFieldOnHide, true);
  assert.equal(config.extras.renderFormlyFieldElement, true);
});

test('updateInitialValue() makes the current model the one resetModel() returns to [examples/reset-model#after-resetmodel-model-undo-returns]', () => {
  const built = buildForm([{key: 'name', type: 'input'}], {model: {name: 'first'}});
  built.model['name'] = 'saved';
  built.options.updateInitialValue!();
  built.model['name'] = 'edited';
  built.options.resetModel!();
  assert.deepEqual(built.model, {name: 'saved'});
});

/** A field type for the rendering tests: its component's name is what the stand-ins record. */
class TestType extends formly.FieldType {}

function renderWith(renderFormlyFieldElement: boolean) {
  const built = buildForm([{key: 'city', type: 'test', className: 'col-6'}], {
    configs: [{types: [{name: 'test', component: TestType}], extras: {renderFormlyFieldElement}}],
  });
  return renderFormlyField(built, built.fields[0]!);
}

test('by default the field renders inside <formly-field>, and className goes on that element [api/doc-comments#formlyfieldconfig-classname-goes]', () => {
  const {created, classes} = renderWith(true);
  assert.deepEqual(created, {inside: ['TestType'], besideHost: []});
  assert.deepEqual(classes, {'formly-field': 'col-6'});
});

test('with renderFormlyFieldElement: false the field renders next to <formly-field>, which stays empty, and className goes on the outermost component [guide/properties-options#renderformlyfieldelement-false-field]', () => {
  const {created, classes} = renderWith(false);
  assert.deepEqual(created, {inside: [], besideHost: ['TestType']});
  assert.deepEqual(classes, {TestType: 'col-6'});
});

test("an empty <formly-field> element is hidden by the component's own style [guide/properties-options#renderformlyfieldelement-false-field]", () => {
  const styles = (formly.FormlyField as unknown as {ɵcmp: {styles: string[]}}).ɵcmp.styles.join('\n');
  assert.match(styles, /:empty\s*\{\s*display:\s*none/);
});

test('className is written as the whole class attribute of <formly-field>, and written again when it changes [guide/properties-options#classname-written-whole-class]', () => {
  const built = buildForm([{key: 'city', type: 'test', className: 'col-6'}], {
    configs: [{types: [{name: 'test', component: TestType}]}],
  });
  const field = built.fields[0]!;
  const written: string[] = [];
  const renderer = {
    setAttribute: (_element: unknown, name: string, value: string) => name === 'class' && written.push(value),
    removeAttribute: () => undefined,
    setStyle: () => undefined,
  };
  const component = new formly.FormlyField(
    built.config,
    renderer as unknown as ConstructorParameters<typeof formly.FormlyField>[1],
    new core.ElementRef({}),
    {createComponent: () => ({instance: {}, location: new core.ElementRef({})})} as never,
    null as never,
  );
  component.viewContainerRef = {clear: () => undefined, createComponent: () => ({instance: {}})} as never;
  component.field = field;
  component.ngOnChanges({field: new core.SimpleChange(undefined, field, true)});
  assert.ok(written.length > 0);
  assert.ok(
    written.every((value) => value === 'col-6'),
    'the class attribute is set to the whole className',
  );
  const writes = written.length;
  field.className = 'col-12 highlighted';
  assert.deepEqual(written.slice(writes), ['col-12 highlighted']);
});

test('resetModel() leaves the submitted flag of the surrounding [formGroup] alone (Angular 18.1 and later) [guide/properties-options#resetmodel-leaves-directive-s]', () => {
  assert.ok(Number(core.VERSION.major) >= 21, 'the demos run Angular 21');
  const built = buildForm([{key: 'nights', type: 'input'}], {model: {nights: 2}});
  const parentForm = {submitted: true};
  built.options.parentForm = parentForm as FormlyFormOptions['parentForm'];
  built.model['nights'] = 5;
  built.options.resetModel!();
  assert.equal(parentForm.submitted, true);
  assert.deepEqual(built.model, {nights: 2});
  assert.equal(built.form.get('nights')!.value, 2, 'the controls are reset to the model');
});

test('fieldChanges carries valueChanges, expressionChanges and hidden events, each with its field [guide/properties-options#fieldchanges-carries-valuechanges]', () => {
  const {options, events} = withFieldChanges();
  const built = buildForm(
    [
      {key: 'nights', type: 'input', expressions: {'props.disabled': 'formState.locked'}},
      {key: 'note', type: 'input', expressions: {hide: 'model.nights > 3'}},
    ],
    {model: {nights: 2}, options: {...options, formState: {locked: false}}},
  );
  const [nights, note] = built.fields;
  const stop = watchField(nights!);
  events.length = 0;
  built.form.get('nights')!.setValue(5);
  built.options.checkExpressions!(built.root);
  built.options.formState.locked = true;
  built.options.checkExpressions!(built.root);
  stop();
  const summary = events.map(({type, field, value, property}) => ({type, key: field.key, value, property}));
  const expected = [
    {type: 'valueChanges', key: 'nights', value: 5, property: undefined},
    {type: 'hidden', key: 'note', value: true, property: undefined},
    {type: 'expressionChanges', key: 'note', value: true, property: 'hide'},
    {type: 'expressionChanges', key: 'nights', value: true, property: 'props.disabled'},
    // resetOnHide clears the hidden field's value, which is a value change too.
    {type: 'valueChanges', key: 'note', value: undefined, property: undefined},
  ];
  for (const event of expected) {
    assert.ok(
      summary.some((seen) => JSON.stringify(seen) === JSON.stringify(event)),
      `event ${JSON.stringify(event)}`,
    );
  }
  assert.equal(summary.length, expected.length);
  assert.equal(note!.hide, true);
});

test('formlyAttributes writes the validator props, tabindex, placeholder, readonly, step, name, id and props.attributes to the control element [guide/properties-options#defaultvalue-written-model-value-key, guide/properties-options#props-attributes-written-control]', () => {
  const {fields} = buildForm([
    {
      key: 'quantity',
      type: 'input',
      name: 'qty',
      props: {
        required: true,
        min: 1,
        max: 9,
        minLength: 1,
        maxLength: 2,
        placeholder: 'How many?',
        tabindex: 3,
        readonly: true,
        step: 1,
        attributes: {'data-testid': 'qty', inputmode: 'numeric'},
      },
    },
  ]);
  const element = controlElement(fields[0]!);
  assert.deepEqual(element.attributes, {
    name: 'qty',
    'data-testid': 'qty',
    inputmode: 'numeric',
    id: fields[0]!.id,
    required: 'required',
    min: '1',
    max: '9',
    minLength: '1',
    maxLength: '2',
    placeholder: 'How many?',
    tabindex: '3',
    readonly: 'readonly',
    step: '1',
  });
  assert.match(fields[0]!.id!, /^formly_\d+_input_quantity_0$/, 'the default id: formly_<form>_<type>_<key>_<index>');
  fields[0]!.props!.placeholder = 'Number of boxes';
  fields[0]!.props!.readonly = false;
  element.check();
  assert.equal(element.attributes['placeholder'], 'Number of boxes');
  assert.equal('readonly' in element.attributes, false);
});

test('the props event handlers are attached to the control element and receive the field and the event [guide/properties-options#defaultvalue-written-model-value-key, guide/properties-options#props-attributes-written-control]', () => {
  const calls: unknown[][] = [];
  const record = (name: string) => (field: unknown, event: unknown) => calls.push([name, field, event]);
  const {fields} = buildForm([
    {key: 'note', type: 'input', props: {click: record('click'), keyup: record('keyup'), focus: record('focus')}},
  ]);
  const element = controlElement(fields[0]!);
  assert.deepEqual(element.listened.sort(), ['blur', 'change', 'click', 'focus', 'keyup']);
  element.dispatch('click', 'click-event');
  element.dispatch('keyup', 'keyup-event');
  element.dispatch('focus', 'focus-event');
  assert.deepEqual(calls, [
    ['click', fields[0], 'click-event'],
    ['keyup', fields[0], 'keyup-event'],
    ['focus', fields[0], 'focus-event'],
  ]);
  assert.equal(fields[0]!.focus, true, 'focus also sets field.focus');
  element.dispatch('blur', 'blur-event');
  assert.equal(fields[0]!.focus, false, 'Formly resets it to false on blur');
});

test('changing a property of formState runs the expressions again, with no call from the component [guide/properties-options#formstate-watched-property-property]', () => {
  const built = buildForm([{key: 'nights', type: 'input', expressions: {'props.disabled': 'formState.locked'}}], {
    options: {formState: {locked: false}},
  });
  const {stop} = watchForm(built);
  assert.equal(built.fields[0]!.props!.disabled, false);
  built.options.formState.locked = true;
  stop();
  assert.equal(built.fields[0]!.props!.disabled, true);
});

test('parsers: the result goes into the model and, when it differs, back into the control [guide/properties-options#parsers-results-go-model-they]', () => {
  const built = buildForm([
    {key: 'quantity', type: 'input', parsers: [(value: unknown) => (value === '' ? null : Number(value))]},
  ]);
  const stop = watchField(built.fields[0]!);
  const control = built.form.get('quantity')!;
  control.setValue('12');
  stop();
  assert.equal(built.model['quantity'], 12);
  assert.equal(control.value, 12);
});

test('modelOptions.debounce delays the model update; the control and its validators update at once [guide/properties-options#parsers-results-go-model-they]', (t) => {
  t.mock.timers.enable({apis: ['setTimeout', 'setInterval', 'Date']});
  const built = buildForm([
    {key: 'code', type: 'input', props: {minLength: 3}, modelOptions: {debounce: {default: 300}}},
  ]);
  const stop = watchField(built.fields[0]!);
  const control = built.form.get('code')!;
  control.setValue('ab');
  assert.equal(control.value, 'ab');
  assert.deepEqual(control.errors, {minLength: {requiredLength: 3, actualLength: 2}});
  assert.equal('code' in built.model, false, 'not yet in the model');
  t.mock.timers.tick(299);
  assert.equal('code' in built.model, false);
  t.mock.timers.tick(1);
  assert.equal(built.model['code'], 'ab');
  stop();
});

/** A form of one field `key` with `parsers`, rendered as <formly-form> and <formly-field> watch it, on `model`. */
function parsedForm(key: string, parsers: ((value: unknown) => unknown)[], model: Record<string, unknown> = {}) {
  const running = runFormlyForm([{key, type: 'input', parsers}], {model});
  return {...running, control: running.form.get(key)!};
}

test('parsers run on every change of the control, in array order, each on the result of the one before, with the value and the field; the last result goes into the model [guide/properties-options#parsers-run-in-order-each-change]', () => {
  const calls: [string, unknown, unknown][] = [];
  const trim = (value: unknown, field?: unknown) => (calls.push(['trim', value, field]), String(value).trim());
  const upper = (value: unknown, field?: unknown) => (calls.push(['upper', value, field]), String(value).toUpperCase());
  const {control, model, fields} = parsedForm('code', [trim, upper]);
  control.setValue(' ab ');
  const field = fields[0];
  assert.deepEqual(calls.slice(0, 2), [
    ['trim', ' ab ', field],
    ['upper', 'ab', field],
  ]);
  assert.equal(model['code'], 'AB');
  calls.length = 0;
  control.setValue('cd');
  assert.deepEqual(calls.slice(0, 2), [
    ['trim', 'cd', field],
    ['upper', 'cd', field],
  ]);
  assert.equal(model['code'], 'CD');
});

test('a parser result that differs from the control value is set on the control, which runs the parsers again on it until nothing changes: trim and upper-case run twice, a factor runs away to Infinity [guide/properties-options#parsers-rerun-on-own-result]', () => {
  const seen: unknown[] = [];
  const clean = parsedForm('code', [(value) => (seen.push(value), String(value).trim().toUpperCase())]);
  clean.control.setValue(' ab ');
  assert.deepEqual(seen, [' ab ', 'AB']);
  assert.equal(clean.control.value, 'AB');
  assert.equal(clean.model['code'], 'AB');

  const factorRuns: unknown[] = [];
  const factor = parsedForm('priceCents', [(value) => (factorRuns.push(value), Math.round(Number(value) * 100))]);
  factor.control.setValue('12.5');
  assert.deepEqual(factorRuns.slice(0, 4), ['12.5', 1250, 125000, 12500000]);
  assert.equal(factorRuns.at(-1), Infinity, 'the last run is on Infinity, which the factor leaves as it is');
  assert.equal(factor.control.value, Infinity);
  assert.equal(factor.model['priceCents'], 1250);
});

test('the model value a form is built with is not parsed; a new model object or resetModel(model) reaches the control and is parsed [guide/properties-options#parsers-initial-value-not-parsed]', () => {
  const seen: unknown[] = [];
  const upper = (value: unknown) => (seen.push(value), typeof value === 'string' ? value.toUpperCase() : value);
  const running = parsedForm('code', [upper], {code: ' low '});
  assert.deepEqual(seen, []);
  assert.equal(running.control.value, ' low ');
  assert.equal(running.model['code'], ' low ');

  const model = {code: 'new'};
  running.component.model = model;
  running.component.ngOnChanges({model: new core.SimpleChange(running.model, model, false)});
  assert.equal(running.control.value, 'NEW');
  assert.equal(model.code, 'NEW');

  running.options.resetModel!({code: 'reset'});
  assert.equal(running.control.value, 'RESET');
  assert.equal(running.component.model['code'], 'RESET');
});

test("a value the parser cannot read is what the parser returns for it: Number('abc') puts NaN into the control and the model [guide/properties-options#parsers-unreadable-value]", () => {
  const {control, model} = parsedForm('quantity', [(value) => Number(value)], {quantity: 1});
  control.setValue('abc');
  assert.ok(Number.isNaN(control.value));
  assert.ok(Number.isNaN(model['quantity']));
});

const eurosBlock = () =>
  runPageModule<{
    centsToEuros: (cents: number | null | undefined) => string;
    eurosToCents: (text: string) => number | null;
  }>('docs/guide/properties-options.mdx', 'euros.type.ts');

test("the page's eurosToCents reads whole euros and euros with a point or a comma and up to two decimals, nothing else; it reads back what centsToEuros writes for every whole number of cents from 0 to 10^11 [guide/properties-options#euros-conversions-round-trip]", () => {
  const {centsToEuros, eurosToCents} = eurosBlock();
  const read: [string, number | null][] = [
    ['12', 1200],
    ['0', 0],
    ['12.', 1200],
    ['12,', 1200],
    ['12.5', 1250],
    ['12,5', 1250],
    ['12.05', 1205],
    ['12,50', 1250],
    [' 7,5 ', 750],
    ['007.10', 710],
    ['', null],
    ['abc', null],
    ['12.345', null],
    ['-5', null],
    ['.5', null],
    ['1e3', null],
    ['12.5.0', null],
    ['1 000', null],
    ['12 €', null],
  ];
  for (const [text, cents] of read) {
    assert.equal(eurosToCents(text), cents, JSON.stringify(text));
  }
  assert.equal(centsToEuros(null), '');
  assert.equal(centsToEuros(undefined), '');
  const roundTrip = (cents: number) => {
    const text = centsToEuros(cents);
    assert.match(text, /^\d+\.\d\d$/);
    assert.equal(eurosToCents(text), cents, text);
  };
  for (let cents = 0; cents <= 1_000_000; cents++) {
    roundTrip(cents);
  }
  for (let exponent = 7; exponent <= 11; exponent++) {
    for (let offset = -5000; offset <= 0; offset++) {
      roundTrip(10 ** exponent + offset);
    }
  }
  roundTrip(10 ** 11);
});

test('defaultValue is written into the model when the model has no value for the key, unless the field is hidden [guide/properties-options#defaultvalue-written-model-value-key]', () => {
  const built = buildForm(
    [
      {key: 'quantity', type: 'input', defaultValue: 1},
      {key: 'kept', type: 'input', defaultValue: 1},
      {key: 'nulled', type: 'input', defaultValue: 1},
      {key: 'hidden', type: 'input', defaultValue: 1, hide: true},
    ],
    {model: {kept: 4, nulled: null}},
  );
  assert.deepEqual(built.model, {quantity: 1, kept: 4, nulled: null});
});

test('key forms: a dotted string and bracket notation create nested objects, an array key keeps a dot in a name [guide/properties-options#defaultvalue-written-model-value-key]', () => {
  const built = buildForm([
    {key: 'billing.city', type: 'input', defaultValue: 'Ghent'},
    {key: 'phones[0]', type: 'input', defaultValue: '555'},
    {key: ['v1.2', 'note'], type: 'input', defaultValue: 'first'},
  ]);
  assert.deepEqual(built.model, {billing: {city: 'Ghent'}, phones: ['555'], 'v1.2': {note: 'first'}});
});

test('setting wrappers on a field replaces the wrappers of its type [guide/properties-options#defaultvalue-written-model-value-key]', () => {
  const built = buildForm(
    [
      {key: 'a', type: 'wrapped'},
      {key: 'b', type: 'wrapped', wrappers: ['panel']},
    ],
    {configs: [{types: [{name: 'wrapped', wrappers: ['form-field']}]}]},
  );
  assert.deepEqual(built.fields[0]!.wrappers, ['form-field']);
  assert.deepEqual(built.fields[1]!.wrappers, ['panel']);
});

test('a hidden field that does not reset on hide gets its defaultValue at build; with the default resetOnHide it does not [guide/properties-options#defaultvalue-written-model-value-key]', () => {
  const own = buildForm([{key: 'tier', type: 'input', hide: true, resetOnHide: false, defaultValue: 'basic'}]);
  assert.deepEqual(own.model, {tier: 'basic'});
  const global = buildForm([{key: 'tier', type: 'input', hide: true, defaultValue: 'basic'}], {
    configs: [formly.withFormlyFieldExpression(), {extras: {resetFieldOnHide: false}}],
  });
  assert.deepEqual(global.model, {tier: 'basic'});
  assert.deepEqual(buildForm([{key: 'tier', type: 'input', hide: true, defaultValue: 'basic'}]).model, {});
});

test('the build leaves hide and focus unset [guide/properties-options#focus-default-unset, guide/properties-options#hide-default-unset]', () => {
  const [field] = buildForm([{key: 'city', type: 'input'}]).fields;
  assert.equal(field!.hide, undefined);
  assert.equal(field!.focus, undefined);
  // while the defaults the build does put in place are there:
  assert.deepEqual(field!.validation, {messages: {}});
  assert.equal(field!.resetOnHide, true);
});

/** The props that have a value (Formly also observes the validator keys, as accessors reading undefined). */
const setProps = (props: object | undefined) => JSON.parse(JSON.stringify(props)) as unknown;

test('every field with a form control gets props.disabled = false, a typed keyed field also an empty label and placeholder; a group without a key keeps {} [guide/properties-options#props-default-disabled]', () => {
  const built = buildForm([
    {key: 'address', fieldGroup: [{key: 'city', type: 'input'}]},
    {key: 'untyped'},
    {type: 'input'},
    {key: 'typed', type: 'input'},
  ]);
  const [group, untyped, keyless, typed] = built.fields;
  for (const field of [group, untyped, keyless, typed]) assert.ok(field!.formControl, 'each has a form control');
  assert.deepEqual(setProps(group!.props), {disabled: false});
  assert.deepEqual(setProps(untyped!.props), {disabled: false});
  assert.deepEqual(setProps(keyless!.props), {disabled: false});
  assert.deepEqual(setProps(typed!.props), {label: '', placeholder: '', disabled: false});
  const layout = buildForm([{fieldGroup: [{key: 'x', type: 'input'}]}]).fields[0]!;
  assert.deepEqual(setProps(layout.props), {});
});

test("a top-level field's parent is the root field config <formly-form> builds (type formly-group), not the component [guide/properties-options#parent-root-field-config]", () => {
  const {builder, config} = buildForm([]);
  const FormlyForm = formly.FormlyForm as unknown as new (...args: unknown[]) => {
    form: unknown;
    model: unknown;
    fields: FormlyFieldConfig[];
    field: FormlyFieldConfig;
    ngOnChanges(changes: Record<string, unknown>): void;
    ngOnDestroy(): void;
  };
  const component = new FormlyForm(builder, config, new core.ɵNoopNgZone(), {});
  component.form = new forms.FormGroup({});
  component.model = {};
  component.fields = [{key: 'nights', type: 'input'}];
  component.ngOnChanges({fields: new core.SimpleChange(undefined, component.fields, true)});
  try {
    const parent = component.fields[0]!.parent;
    assert.notEqual(parent, component as unknown);
    assert.equal(parent, component.field);
    assert.equal(parent!.type, 'formly-group');
    assert.equal(parent!.fieldGroup, component.fields);
    assert.equal(parent!.parent, undefined);
  } finally {
    component.ngOnDestroy();
  }
});

// The props rows about the attribute directive, checked against the kit behaviour matrix measured in
// Chromium (lib/kits/<kit>/behaviour.json); the per-type lists are asserted in tests/claims/api/props.test.ts.

const measuredTypes = browserKits.flatMap((kit) =>
  readKitBehaviour(kit.name).types.map((entry) => ({id: `${kit.name} ${entry.type}`, entry})),
);
const handlerCalls = (entry: TypeBehaviour, handler: string) =>
  Object.values(entry.events)
    .flatMap((phase) => phase ?? [])
    .filter((call) => call.startsWith(`${handler}(`));

test('readonly, tabindex and step are written by the attribute directive; readonly stops typing in most kits’ text controls (not all) and never a click on a checkbox, radio or toggle; some kit types carry no readonly or tabindex [guide/properties-options#readonly-tabindex-step-attributes]', () => {
  const field: FormlyFieldConfig = {key: 'n', type: 'input', props: {readonly: true, tabindex: 3, step: 2}};
  buildForm([field]);
  const {attributes, check} = attributesDirective(field);
  check();
  assert.equal(attributes['readonly'], 'readonly');
  assert.equal(attributes['tabindex'], '3');
  assert.equal(attributes['step'], '2');
  const ids = (predicate: (entry: TypeBehaviour) => boolean) =>
    measuredTypes.filter((row) => predicate(row.entry)).map((row) => row.id);
  const refusing = ids((e) => e.family === 'text' && e.readonlyEditable === false);
  const typedIn = ids((e) => e.family === 'text' && e.readonlyEditable === true);
  assert.ok(refusing.includes('bootstrap input'));
  assert.ok(typedIn.length > 0 && refusing.length > typedIn.length, `most, not all: ${typedIn.join(', ')}`);
  const clicked = ids((e) => ['toggle', 'radio', 'multicheckbox'].includes(e.family));
  assert.ok(clicked.length > 0);
  assert.deepEqual(
    clicked.filter((id) => measuredTypes.find((row) => row.id === id)!.entry.readonlyEditable !== true),
    [],
  );
  assert.ok(ids((e) => e.readonly === 'none').length > 0, 'some types carry no readonly');
  assert.ok(ids((e) => e.tabindexOn.length === 0).length > 0, 'some types carry no tabindex');
});

test('the handlers are called for the events of the directive’s element: focus and blur not where another element takes focus, change from some kit components with a value or their own object, nothing from the NG-ZORRO and PrimeNG radio [guide/properties-options#handlers-attribute-directive-element]', () => {
  const focusless = measuredTypes.filter(
    (row) =>
      ['text', 'toggle', 'radio', 'multicheckbox'].includes(row.entry.family) &&
      handlerCalls(row.entry, 'click').length > 0 &&
      handlerCalls(row.entry, 'focus').length === 0,
  );
  assert.ok(focusless.length > 0, 'some clicked controls call no focus');
  const ownChange = measuredTypes.filter((row) =>
    handlerCalls(row.entry, 'change').some((call) => /^change\((value:|object\{)/.test(call)),
  );
  assert.ok(ownChange.length > 0, 'some kit components call change with a value or their own object');
  for (const id of ['ng-zorro-antd radio', 'primeng radio']) {
    const entry = measuredTypes.find((row) => row.id === id)!.entry;
    assert.deepEqual(entry.attributesOn, [], `${id} carries nothing the directive writes`);
    for (const handler of ['focus', 'blur', 'click', 'keydown']) assert.deepEqual(handlerCalls(entry, handler), []);
  }
  // The bare directive: a DOM event on its element calls the handler with the field and the event.
  const seen: unknown[] = [];
  const field: FormlyFieldConfig = {key: 'n', type: 'input', props: {click: (f, event) => seen.push(f, event)}};
  buildForm([field]);
  const {listeners, check} = attributesDirective(field);
  check();
  const event = {type: 'click'};
  listeners['click']!(event);
  assert.deepEqual(seen, [field, event]);
});

const fieldConfigTypings = fs.readFileSync(
  path.resolve(__dirname, '../../../demos/node_modules/@ngx-formly/core/lib/models/fieldconfig.d.ts'),
  'utf8',
);

test('FormlyHookConfig declares onInit, onChanges, afterContentInit, afterViewInit and onDestroy, and no other hook [guide/properties-options#hook-config-five-hooks]', () => {
  const body = /export interface FormlyHookConfig \{([^}]*)\}/.exec(fieldConfigTypings)?.[1];
  assert.ok(body, 'FormlyHookConfig is declared in fieldconfig.d.ts');
  const members = [...body.matchAll(/^\s*(\w+)\?:/gm)].map((match) => match[1]);
  assert.deepEqual(members, ['onInit', 'onChanges', 'afterContentInit', 'afterViewInit', 'onDestroy']);
});

test('FormlyFieldConfig, which extends no other interface, has className and fieldGroupClassName and no member for inline styles [guide/properties-options#no-style-property-classname-grid-item]', () => {
  const source = ts.createSourceFile('fieldconfig.d.ts', fieldConfigTypings, ts.ScriptTarget.Latest);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'FormlyFieldConfig',
  );
  assert.ok(declaration, 'FormlyFieldConfig is declared in fieldconfig.d.ts');
  assert.equal(declaration.heritageClauses, undefined);
  const members = declaration.members.map((member) => member.name?.getText(source) ?? '');
  assert.ok(members.includes('className') && members.includes('fieldGroupClassName'));
  assert.deepEqual(
    members.filter((name) => /style/i.test(name)),
    [],
  );
});

const removedHooks = ['afterViewChecked', 'afterContentChecked', 'doCheck'];

test("<formly-field>'s life cycle, every ng method it has, calls onInit, onChanges, afterContentInit, afterViewInit and onDestroy with the field, and never afterViewChecked, afterContentChecked or doCheck [guide/properties-options#checked-hooks-never-called, guide/properties-options#after-view-init-instead-of-checked]", () => {
  const calls: string[] = [];
  const hookNames = ['onInit', 'onChanges', 'afterContentInit', 'afterViewInit', 'onDestroy', ...removedHooks];
  const {fields} = buildForm([{key: 'notes', type: 'input'}]);
  const notes = fields[0]!;
  notes.hooks = Object.fromEntries(
    hookNames.map((name) => [
      name,
      (field: FormlyFieldConfig) => {
        assert.equal(field, notes);
        calls.push(name);
      },
    ]),
  ) as FormlyFieldConfig['hooks'];
  const {component, destroy} = startField(notes);
  const lifeCycle = Object.getOwnPropertyNames(formly.FormlyField.prototype).filter(
    (name) => /^ng[A-Z]/.test(name) && !['ngOnInit', 'ngOnDestroy'].includes(name),
  );
  assert.deepEqual(lifeCycle.sort(), ['ngAfterContentInit', 'ngAfterViewInit', 'ngDoCheck', 'ngOnChanges']);
  // Rendering the field's type needs a view; the hooks run before it, so the stand-in leaves it out.
  Object.assign(component, {render: () => undefined});
  const methods = component as unknown as Record<string, (changes?: unknown) => void>;
  for (const name of lifeCycle) {
    // A later change of the field input (not the first), so that onChanges reaches the hook.
    methods[name]!.call(component, {field: new core.SimpleChange(notes, notes, false)});
  }
  destroy();
  assert.deepEqual(calls.sort(), ['afterContentInit', 'afterViewInit', 'onChanges', 'onDestroy', 'onInit']);
});

test('an Observable returned from onInit runs at every emission until the <formly-field> that called the hook is destroyed, and no more after [guide/properties-options#oninit-observable-each-emission, guide/properties-options#hook-subscription-until-formly-field-destroyed]', () => {
  const changes = new rxjs.Subject<string>();
  const seen: string[] = [];
  const {fields} = buildForm([
    {key: 'notes', type: 'input', hooks: {onInit: () => changes.pipe(rxjs.tap((value) => seen.push(value)))}},
  ]);
  const started = startField(fields[0]!);
  changes.next('a');
  changes.next('b');
  started.destroy();
  changes.next('c');
  assert.deepEqual(seen, ['a', 'b']);
});

test("of the hooks that return an Observable, onInit's keeps its subscription through the <formly-field>'s later life-cycle calls, a new field config given to it included, until that <formly-field> is destroyed; onChanges' and onDestroy's are never subscribed [guide/properties-options#hook-subscription-until-formly-field-destroyed]", () => {
  const hookNames = ['onInit', 'onChanges', 'afterContentInit', 'afterViewInit', 'onDestroy'] as const;
  const live = new Set<string>();
  const subscribed: string[] = [];
  const hooks = Object.fromEntries(
    hookNames.map((name) => [
      name,
      () =>
        new rxjs.Observable<never>(() => {
          subscribed.push(name);
          live.add(name);
          return () => live.delete(name);
        }),
    ]),
  ) as FormlyFieldConfig['hooks'];
  const {fields} = buildForm([
    {key: 'first', type: 'input', hooks},
    {key: 'second', type: 'input', hooks},
  ]);
  const [first, second] = fields;
  const {component, destroy} = startField(first!);
  assert.deepEqual([...live], ['onInit'], 'subscribed as the <formly-field> initialises');
  // Rendering needs a view; the hooks run before it, so the stand-in leaves it out.
  Object.assign(component, {render: () => undefined, field: second});
  component.ngOnChanges({field: new core.SimpleChange(first, second, false)});
  component.ngAfterContentInit();
  component.ngAfterViewInit();
  assert.ok(live.has('onInit'), 'still subscribed after the element got a new config');
  destroy();
  assert.deepEqual([...live], [], 'every subscription ended with the <formly-field>');
  assert.deepEqual(subscribed.sort(), ['afterContentInit', 'afterViewInit', 'onInit']);
});

test("Formly unsubscribes from an onInit hook's Observable when the <formly-field> that called the hook is destroyed, but does not keep it open: one that completes closes its subscription at once, before then [guide/properties-options#hook-subscription-until-formly-field-destroyed]", () => {
  const teardowns: string[] = [];
  /** An Observable that logs its teardown, and completes at once when `complete` is true. */
  const stream = (name: string, complete: boolean) => () =>
    new rxjs.Observable<never>((subscriber) => {
      if (complete) {
        subscriber.complete();
      }
      return () => teardowns.push(name);
    });
  const {fields} = buildForm([
    {key: 'once', type: 'input', hooks: {onInit: stream('once', true)}},
    {key: 'open', type: 'input', hooks: {onInit: stream('open', false)}},
  ]);
  const started = fields.map((field) => startField(field));
  assert.deepEqual(teardowns, ['once'], 'the completed stream closed as the <formly-field> initialised');
  started.forEach(({destroy}) => destroy());
  assert.deepEqual(
    teardowns,
    ['once', 'open'],
    'the open stream ended with its <formly-field>, the closed one once only',
  );
});

test("the page's block: the note's onInit stream clears the note each time express delivery is switched off, for as long as the <formly-field> that called the hook lives, and no more once it is destroyed [guide/properties-options#hook-subscription-until-formly-field-destroyed]", () => {
  const {deliveryFields} = runClaimBlock<{deliveryFields: FormlyFieldConfig[]}>(
    'docs/guide/properties-options.mdx',
    'hook-subscription-until-formly-field-destroyed',
  );
  const {fields} = buildForm(deliveryFields, {model: {express: true, deliveryNote: 'Ring twice'}});
  const [express, note] = fields.map((field) => field.formControl!);
  const started = startField(fields[1]!);
  express!.setValue(false);
  assert.equal(note!.value, '', 'switched off: cleared');
  note!.setValue('Leave at the door');
  express!.setValue(true);
  assert.equal(note!.value, 'Leave at the door', 'switched on: kept');
  express!.setValue(false);
  assert.equal(note!.value, '', 'switched off again: cleared again');
  started.destroy();
  note!.setValue('Back gate');
  express!.setValue(true);
  express!.setValue(false);
  assert.equal(note!.value, 'Back gate', 'the <formly-field> is destroyed: the stream no longer runs');
});

// Focusing a field from code. The focus cells of lib/kits/<kit>/behaviour.json are measured in
// Chromium with each kit's real components (tests/browser/kit-behaviour.spec.ts, which fails when a
// re-measurement differs): `focus` set on the field's configuration object from a script outside
// Angular, so with no change detection run by the script.
const focusable = measuredTypes.filter((row) => row.entry.focus.fromCode !== 'none');
const idsOf = (rows: typeof measuredTypes) => rows.map((row) => row.id).sort();

test('Formly builds the objects of the fields array themselves, and field.focus = true set later from outside Angular focuses a field in every browser kit [guide/properties-options#focus-set-later-no-change-detection]', () => {
  const email: FormlyFieldConfig = {key: 'email', type: 'input'};
  const {fields, form} = buildForm([{key: 'name', type: 'input'}, email]);
  assert.equal(fields[1], email);
  assert.equal(email.formControl, form.get('email'), 'the kept object is the one Formly built');
  for (const kit of browserKits) {
    assert.ok(
      focusable.some((row) => row.id.startsWith(`${kit.name} `)),
      `${kit.name}: some type takes focus from code`,
    );
  }
});

test('when the control loses focus, field.focus goes back to false, so setting it again focuses again, except in Kendo UI select and enum and NG-ZORRO checkbox and boolean [guide/properties-options#focus-reset-when-left, guide/properties-options#focus-stays-true-kendo-select-ng-zorro-checkbox]', () => {
  const exceptions = ['kendo enum', 'kendo select', 'ng-zorro-antd boolean', 'ng-zorro-antd checkbox'];
  for (const {id, entry} of focusable) {
    if (exceptions.includes(id)) {
      assert.equal(entry.focus.afterLeave, true, `${id}: focus stays true`);
      assert.equal(entry.focus.again, 'none', `${id}: setting true again does nothing`);
    } else {
      assert.equal(entry.focus.afterLeave, false, `${id}: focus back to false`);
      assert.equal(entry.focus.again, entry.focus.fromCode, `${id}: focused again`);
    }
  }
  assert.deepEqual(
    idsOf(focusable.filter((row) => exceptions.includes(row.id))),
    exceptions,
    'the exceptions take focus from code',
  );
  // The directive itself: a blur of its element sets field.focus to false.
  const field: FormlyFieldConfig = {key: 'n', type: 'input'};
  buildForm([field]);
  const {listeners} = attributesDirective(field);
  listeners['focus']!({type: 'focus'});
  assert.equal(field.focus, true);
  listeners['blur']!({type: 'blur'});
  assert.equal(field.focus, false);
});

test('focus set to true while the field is hidden is kept: the field takes focus when it shows again, in every type that takes focus from code [guide/properties-options#focus-kept-while-hidden]', () => {
  assert.ok(focusable.length > 0);
  for (const {id, entry} of focusable) {
    assert.equal(entry.focus.shownAfterHidden, entry.focus.fromCode, id);
  }
});

test('field.focus = true calls focus() on the element of the attribute directive, the first one where each option has its own [guide/properties-options#focus-directive-element]', async () => {
  const field: FormlyFieldConfig = {key: 'pick', type: 'input'};
  buildForm([field]);
  const first = fakeElement();
  const second = fakeElement();
  attributesDirective(field, {element: first});
  attributesDirective(field, {element: second});
  field.focus = true;
  await Promise.resolve();
  assert.deepEqual(first.calls, ['focus']);
  assert.deepEqual(second.calls, []);
});

test('for radio and multicheckbox, what takes focus is the first option’s input, or nothing [guide/properties-options#focus-option-types-first-option]', () => {
  const optionTypes = measuredTypes.filter((row) => ['radio', 'multicheckbox'].includes(row.entry.family));
  assert.ok(optionTypes.length > 0);
  for (const {id, entry} of optionTypes) {
    for (const element of [entry.focus.fromCode, entry.focus.onRender]) {
      assert.match(element, /^(none|<input type=(radio|checkbox)> “Alpha”)$/, id);
    }
  }
  assert.ok(
    optionTypes.some((row) => row.entry.focus.fromCode !== 'none'),
    'some kit focuses an option',
  );
});

test('in Ionic, focus: true in the configuration focuses nothing, and set later only checkbox, boolean and toggle [guide/properties-options#focus-ionic-render-nothing]', () => {
  const ionic = measuredTypes.filter((row) => row.id.startsWith('ionic '));
  assert.ok(ionic.length > 0);
  assert.deepEqual(
    ionic.filter((row) => row.entry.focus.onRender !== 'none'),
    [],
  );
  assert.deepEqual(idsOf(ionic.filter((row) => row.entry.focus.fromCode !== 'none')), [
    'ionic boolean',
    'ionic checkbox',
    'ionic toggle',
  ]);
});

test('outside Ionic, focus: true in the configuration focuses what setting it later focuses [guide/properties-options#focus-render-same-as-later, guide/properties-options#focus-true-first-render]', () => {
  const others = measuredTypes.filter((row) => !row.id.startsWith('ionic '));
  for (const {id, entry} of others) {
    assert.equal(entry.focus.onRender, entry.focus.fromCode, id);
  }
  assert.ok(others.some((row) => row.entry.focus.onRender !== 'none'));
});

test('the focus table has a row for every measured type of every browser kit, with its measured element [guide/properties-options#focus-table-measured]', () => {
  const kits = browserKits.map((kit) => ({label: kit.label, data: readKitBehaviour(kit.name)}));
  const rows = focusRows(kits);
  for (const {label, data} of kits) {
    const listed = rows
      .filter((row) => row[0] === label)
      .flatMap((row) => row[1]!.split(', ').map((type) => type.replaceAll('`', '')));
    assert.deepEqual(listed.sort(), data.types.map((entry) => entry.type).sort(), label);
  }
  const radio = rows.find((row) => row[0] === 'Bootstrap' && row[1] === '`radio`');
  assert.deepEqual(radio?.slice(2), ['`<input type=radio>` of option “Alpha”', 'same', 'same', 'same']);
});

test("the page's quantity parser leaves an emptied box null in the control and the model, from '' or null, and gives numbers for the rest; the same parser without its null check turns an emptied box into 0 [guide/properties-options#quantity-parser-keeps-null]", () => {
  const {keyForms} = runPageModule<{keyForms: FormlyFieldConfig[]}>(
    'docs/guide/properties-options.mdx',
    'key-forms.fields.ts',
  );
  const quantity = keyForms.find((field) => field.key === 'quantity')!;
  for (const emptied of ['', null]) {
    const {control, model} = parsedForm('quantity', quantity.parsers!, {quantity: 4});
    control.setValue(emptied);
    assert.equal(control.value, null, `control after ${JSON.stringify(emptied)}`);
    assert.equal(model['quantity'], null, `model after ${JSON.stringify(emptied)}`);
  }
  const typed = parsedForm('quantity', quantity.parsers!, {quantity: 4});
  typed.control.setValue('12');
  assert.equal(typed.control.value, 12);
  assert.equal(typed.model['quantity'], 12);
  // Without the null check (the page's former parser), the null an emptied number box hands over becomes 0.
  const former = parsedForm('quantity', [(value) => (value === '' ? null : Number(value))], {quantity: 4});
  former.control.setValue(null);
  assert.equal(former.control.value, 0);
  assert.equal(former.model['quantity'], 0);
});

test('with extras.immutable, Formly renders copies of the fields: the kept object gets no control, and setting its focus leaves the rendered field alone [guide/properties-options#focus-immutable-copies]', () => {
  const kept: FormlyFieldConfig = {key: 'email', type: 'input', props: {label: 'E-mail'}};
  const running = runFormlyForm([kept], {configs: [{extras: {immutable: true}}]});
  const rendered = running.component.fields[0]!;
  assert.notEqual(rendered, kept);
  assert.ok(rendered.formControl, 'the rendered copy has the control');
  assert.equal(kept.formControl, undefined);
  kept.focus = true;
  assert.notEqual(rendered.focus, true);
  // Without immutable, the kept object is the one rendered.
  const mutable: FormlyFieldConfig = {key: 'email', type: 'input', props: {label: 'E-mail'}};
  const plain = runFormlyForm([mutable]);
  assert.equal(plain.component.fields[0], mutable);
  assert.ok(mutable.formControl);
});

test('a field with template becomes type formly-template whatever type it had, registered, unregistered, a group or none, and Formly prints nothing [guide/properties-options#template-replaces-type-silently]', () => {
  const printed: unknown[][] = [];
  const {warn, error, log} = console;
  console.warn = (...args: unknown[]) => printed.push(args);
  console.error = (...args: unknown[]) => printed.push(args);
  console.log = (...args: unknown[]) => printed.push(args);
  try {
    for (const type of ['input', 'textarea', 'no-such-type', 'formly-group', undefined]) {
      const {fields} = buildForm([{key: 'intro', type, template: '<p>Welcome</p>'}]);
      assert.equal(fields[0]!.type, 'formly-template', `type ${String(type)}`);
    }
  } finally {
    Object.assign(console, {warn, error, log});
  }
  assert.deepEqual(printed, []);
  const {fields} = buildForm([{key: 'intro', type: 'input'}]);
  assert.equal(fields[0]!.type, 'input', 'without template, the type stays');
});
