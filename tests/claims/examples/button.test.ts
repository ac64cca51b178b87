/**
 * Claims of docs/examples/other/button.mdx (and the comments of its app.ts and app.config.ts),
 * run against @ngx-formly/core 7.1.0 with the demo's own fields and its button type registration.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildForm, changeModel} from '../support/formly';
import {demoApp, exampleKits, RenderedType} from '../support/examples-extra';
import {isKitClass, stylesheetClasses} from '../../../lib/kit-code';

/** The demo's own fields, built with its button type registration (wrappers: []). */
function passwordForm() {
  const {fields} = demoApp('other/button');
  const built = buildForm(fields, {
    configs: [
      {wrappers: [{name: 'form-field', component: RenderedType}]},
      {types: [{name: 'button', component: RenderedType, wrappers: []}]},
    ],
  });
  const [generate, clear] = fields[2]!.fieldGroup!;
  return {built, passwordField: fields[1]!, generate: generate!, clear: clear!};
}

test('registered with wrappers: [], the button type gets no form-field wrapper; a type that extends nothing gets none anyway [examples/button#button-type-registered-wrappers, examples/button#wrappers-button-type-states-intent]', () => {
  const {generate} = passwordForm();
  assert.deepEqual(generate.wrappers, []);
  const plain = buildForm([{type: 'plain-button'}], {
    configs: [{types: [{name: 'plain-button', component: RenderedType}]}],
  });
  assert.deepEqual(plain.fields[0]!.wrappers, []);
});

test('the empty list matters for a type that extends one with wrappers, such as input [examples/button#button-type-registered-wrappers, examples/button#wrappers-button-type-states-intent]', () => {
  const configs = (wrappers?: string[]) => [
    {wrappers: [{name: 'form-field', component: RenderedType}]},
    {types: [{name: 'input', component: RenderedType, wrappers: ['form-field']}]},
    {types: [{name: 'link-button', extends: 'input', ...(wrappers ? {wrappers} : {})}]},
  ];
  assert.deepEqual(buildForm([{type: 'link-button'}], {configs: configs()}).fields[0]!.wrappers, ['form-field']);
  assert.deepEqual(buildForm([{type: 'link-button'}], {configs: configs([])}).fields[0]!.wrappers, []);
});

test('the buttons have no key and no value: they add nothing to the form or the model', () => {
  const {built} = passwordForm();
  assert.deepEqual(Object.keys(built.form.controls), ['account', 'password']);
  assert.deepEqual(Object.keys(built.model), []);
});

test('passwordField.formControl is filled in by Formly when it builds the form, so the callbacks reach it [examples/button#button-type-registered-wrappers]', () => {
  const {built, passwordField, generate} = passwordForm();
  assert.equal(passwordField.formControl, built.form.get('password'));
  (generate.props!['onClick'] as () => void)();
  assert.match(built.form.get('password')!.value as string, /^.{14}$/, 'a generated 14-character password');
});

test("custom types take part in expressions: '!model.password' disables Clear while there is nothing to clear [examples/button#button-type-registered-wrappers]", () => {
  const {built, clear} = passwordForm();
  assert.equal(clear.props!.disabled, true);
  changeModel(built, {password: 'maple-orbit-lantern'});
  assert.equal(clear.props!.disabled, false);
});

test("the variant becomes a Bootstrap btn- class, btn-primary when unset: a class of Bootstrap's stylesheet, and of no other kit's the page offers nor of the demos' base styles, so it styles the button in the Bootstrap version only [examples/button#variant-styles-bootstrap-only]", () => {
  const example = exampleKits('other/button');
  const baseClasses = stylesheetClasses(readFileSync(path.join(__dirname, '../../../demos/src/styles.css'), 'utf8'));
  const variants = demoApp('other/button')
    .fields.flatMap((field) => [field, ...(field.fieldGroup ?? [])])
    .filter((field) => field.type === 'button')
    .map((field) => (field.props as {variant?: string}).variant ?? 'primary');
  assert.ok(variants.length > 1, 'the demo has buttons');
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    assert.match(
      example.file(kit, 'button-type.ts'),
      /\[class\]="'btn-' \+ \(props\.variant \?\? 'primary'\)"/,
      `${kit}: the button's class is 'btn-' and the variant`,
    );
    for (const variant of variants) {
      const name = `btn-${variant}`;
      assert.equal(isKitClass(name, kit), kit === 'bootstrap', `${kit}: ${name} in the kit's stylesheet`);
      assert.equal(baseClasses.has(name), false, `${name} in demos/src/styles.css`);
    }
  }
});
