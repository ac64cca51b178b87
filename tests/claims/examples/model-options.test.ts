/**
 * Claims of docs/examples/field-options/model-options.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields (app.ts). What the input does on blur or submit needs a browser.
 */
import {test, mock} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, watchField} from '../support/formly';
import {demoApp} from '../support/examples-extra';

/** The demo's own fields (app.ts). */
const searchFields = () => demoApp('field-options/model-options').fields;

test("updateOn uses Angular's own updateOn option of the form control; without it the control updates on change", () => {
  const {form} = buildForm(searchFields());
  assert.deepEqual(
    ['instant', 'debounced', 'onBlur', 'onSubmit'].map((key) => form.get(key)!.updateOn),
    ['change', 'change', 'blur', 'submit'],
  );
});

test('a field that updates on blur is validated on blur: its validators use the same control [examples/model-options#updateon-passed-control]', () => {
  const {form} = buildForm([{key: 'onBlur', type: 'input', modelOptions: {updateOn: 'blur'}, props: {required: true}}]);
  assert.equal(form.get('onBlur')!.updateOn, 'blur');
  assert.deepEqual(form.get('onBlur')!.errors, {required: true});
});

test('debounce: the control (and its validators) take every keystroke; the model is written 700 ms after the last one [examples/model-options#debounce-delays-model-write-control]', () => {
  mock.timers.enable({apis: ['setTimeout', 'setInterval', 'Date']});
  try {
    const built = buildForm([{...searchFields()[1]!, props: {minLength: 4}}, searchFields()[0]!]);
    const disconnect = [watchField(built.fields[0]!), watchField(built.fields[1]!)];
    const debounced = built.form.get('debounced')!;
    debounced.setValue('for');
    assert.deepEqual(Object.keys(debounced.errors!), ['minLength'], 'validated at once');
    mock.timers.tick(400);
    debounced.setValue('form');
    assert.equal(debounced.errors, null);
    assert.equal(built.model['debounced'], undefined, 'not in the model yet');
    mock.timers.tick(699);
    assert.equal(built.model['debounced'], undefined);
    mock.timers.tick(1);
    assert.equal(built.model['debounced'], 'form', 'once, after the pause');
    built.form.get('instant')!.setValue('f');
    assert.equal(built.model['instant'], 'f', 'the default field writes on every change');
    disconnect.forEach((end) => end());
  } finally {
    mock.timers.reset();
  }
});
