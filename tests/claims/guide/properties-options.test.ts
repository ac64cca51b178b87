/**
 * Claims of docs/guide/properties-options.mdx (and the same answers in the FAQ, the
 * expressions guide and the reset-model example), run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, formly, renderFormlyField} from '../support/formly';

test('a field without key has no value in the model; with a type it gets a control that never joins the form', () => {
  const {fields, form, model} = buildForm([{type: 'input', props: {label: 'Notes'}}]);
  assert.ok(fields[0]!.formControl, 'a control exists');
  assert.notEqual(fields[0]!.formControl!.parent, form);
  assert.deepEqual(Object.keys(form.controls), []);
  fields[0]!.formControl!.setValue('typed');
  assert.deepEqual(model, {});
});

test('resetOnHide clears the value of a field that gets hidden', () => {
  const built = buildForm([{key: 'nickname', type: 'input', expressions: {hide: 'model.anonymous'}}], {
    model: {anonymous: false, nickname: 'Bob'},
  });
  changeModel(built, {anonymous: true});
  assert.equal('nickname' in built.model, false);
});

test('a field already hidden when the form is built keeps its model value', () => {
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

test('every build moves the point resetModel() returns to: after options.build(), the edited values', () => {
  const built = buildForm([{key: 'name', type: 'input'}], {model: {name: 'first'}});
  built.form.get('name')!.setValue('edited');
  built.model['name'] = 'edited';
  built.options.build!();
  built.options.resetModel!();
  assert.deepEqual(built.model, {name: 'edited'});
});

test('after resetModel(model), resetModel() returns to that model, not to the first one', () => {
  const built = buildForm([{key: 'name', type: 'input'}], {model: {name: 'first'}});
  built.options.resetModel!({name: 'loaded'});
  built.model['name'] = 'edited';
  built.options.resetModel!();
  assert.deepEqual(built.model, {name: 'loaded'});
});

test('extras defaults: checkExpressionOn modelChange, lazyRender, resetFieldOnHide, renderFormlyFieldElement', () => {
  const {config} = buildForm([]);
  assert.equal(config.extras.checkExpressionOn, 'modelChange');
  assert.equal(config.extras.lazyRender, true);
  assert.equal(config.extras.resetFieldOnHide, true);
  assert.equal(config.extras.renderFormlyFieldElement, true);
});

test('updateInitialValue() makes the current model the one resetModel() returns to', () => {
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

test('by default the field renders inside <formly-field>, and className goes on that element', () => {
  const {created, classes} = renderWith(true);
  assert.deepEqual(created, {inside: ['TestType'], besideHost: []});
  assert.deepEqual(classes, {'formly-field': 'col-6'});
});

test('with renderFormlyFieldElement: false the field renders next to <formly-field>, which stays empty, and className goes on the outermost component', () => {
  const {created, classes} = renderWith(false);
  assert.deepEqual(created, {inside: [], besideHost: ['TestType']});
  assert.deepEqual(classes, {TestType: 'col-6'});
});

test("an empty <formly-field> element is hidden by the component's own style", () => {
  const styles = (formly.FormlyField as unknown as {ɵcmp: {styles: string[]}}).ɵcmp.styles.join('\n');
  assert.match(styles, /:empty\s*\{\s*display:\s*none/);
});
