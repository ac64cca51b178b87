/**
 * Audit findings (h/aud2) on docs/guide/properties-options.mdx: each test asserts what
 * @ngx-formly/core 7.1.0 really does, which the quoted sentence contradicts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, core, formly, forms, type FormlyFieldConfig} from '../support/formly';

/*
 * Contradicts properties-options.mdx:47 (`defaultValue`): "Written into the model when the field
 * is built and the model has no value (`undefined`) for its key, unless the field is hidden."
 * True: a hidden field gets its defaultValue too when it does not reset on hide
 * (`resetOnHide: false`, or `extras.resetFieldOnHide: false` for every field).
 */
test('a hidden field that does not reset on hide gets its defaultValue at build', () => {
  const own = buildForm([{key: 'tier', type: 'input', hide: true, resetOnHide: false, defaultValue: 'basic'}]);
  assert.deepEqual(own.model, {tier: 'basic'});
  const global = buildForm([{key: 'tier', type: 'input', hide: true, defaultValue: 'basic'}], {
    configs: [formly.withFormlyFieldExpression(), {extras: {resetFieldOnHide: false}}],
  });
  assert.deepEqual(global.model, {tier: 'basic'});
  // The sentence holds with the default resetOnHide: true.
  assert.deepEqual(buildForm([{key: 'tier', type: 'input', hide: true, defaultValue: 'basic'}]).model, {});
});

/*
 * Contradicts properties-options.mdx:39-40 ("Defaults are the values Formly's core extension puts
 * in place while building the form") with the Default column of `hide` (line 167: `false`) and
 * `focus` (line 92: `false`).
 * True: the build leaves both undefined; Formly puts no value in place (a missing value acts as false).
 */
test('the build leaves hide and focus undefined', () => {
  const built = buildForm([{key: 'city', type: 'input'}]);
  const [field] = built.fields;
  assert.equal(field!.hide, undefined);
  assert.equal(field!.focus, undefined);
  // while the defaults the build does put in place are there:
  assert.deepEqual(field!.validation, {messages: {}});
  assert.equal(field!.resetOnHide, true);
});

/*
 * Contradicts properties-options.mdx:83, the Default of `props`: "`{}`; typed fields with a key
 * get `label: ''`, `placeholder: ''`, `disabled: false`".
 * True: every field that gets a control (a keyed group, a keyed field without a type, a typed
 * field without a key) gets `disabled: false` too; only typed keyed fields get label/placeholder.
 */
/** The props that have a value (Formly also observes the validator keys, as accessors reading undefined). */
const setProps = (props: object | undefined) => JSON.parse(JSON.stringify(props)) as unknown;

test('every field with a control gets props.disabled = false, not {}', () => {
  const built = buildForm([
    {key: 'address', fieldGroup: [{key: 'city', type: 'input'}]},
    {key: 'untyped'},
    {type: 'input'},
    {key: 'typed', type: 'input'},
  ]);
  const [group, untyped, keyless, typed] = built.fields;
  assert.deepEqual(setProps(group!.props), {disabled: false});
  assert.deepEqual(setProps(untyped!.props), {disabled: false});
  assert.deepEqual(setProps(keyless!.props), {disabled: false});
  assert.deepEqual(setProps(typed!.props), {label: '', placeholder: '', disabled: false});
  // A group without a key has no control of its own: its props stay {}.
  const layout = buildForm([{fieldGroup: [{key: 'x', type: 'input'}]}]).fields[0]!;
  assert.deepEqual(setProps(layout.props), {});
});

/*
 * Contradicts properties-options.mdx:211, `parent`: "The parent field config (the root is the
 * `<formly-form>` itself)."
 * True: a top-level field's parent is the root field config that <formly-form> builds
 * ({type: 'formly-group', fieldGroup: fields, form, model, options}), an object the component
 * holds in its `field` property, not the FormlyForm component.
 */
test("a top-level field's parent is <formly-form>'s root field config, not the component", () => {
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
