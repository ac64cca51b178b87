/**
 * Claims of docs/examples/other/input-file.mdx and its demo's label, run against
 * @ngx-formly/core 7.1.0 with the demo's own fields (app.ts). Choosing files needs a
 * browser; here the control receives file-like values, as the value accessor writes them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly} from '../support/formly';
import {demoApp, exampleKits} from '../support/examples-extra';
import {firstTemplate, shippedBundles} from '../support/kit-configs';

const megabyte = 1024 * 1024;
const file = (name: string, size: number) => ({name, size}) as File;

function ticketForm() {
  const {fields} = demoApp('other/input-file');
  return buildForm(fields, {configs: [formly.withFormlyFieldExpression(), {types: [{name: 'file'}]}]});
}

test('the label\'s "2 MB in total": files adding up to 2 MB pass, more fail with the totalSize message', () => {
  const built = ticketForm();
  const attachments = built.form.get('attachments')!;
  attachments.setValue([file('a.png', megabyte), file('b.pdf', megabyte)]);
  assert.equal(attachments.errors, null);
  attachments.setValue([file('a.png', megabyte), file('b.pdf', megabyte + 1)]);
  assert.deepEqual(Object.keys(attachments.errors ?? {}), ['totalSize']);
});

test('the label\'s "images, PDF or text" is the accept list the field gives the file input', () => {
  const {fields} = ticketForm();
  const accept = String(fields.find((field) => field.key === 'attachments')!.props!['accept']);
  assert.deepEqual(accept.split(','), ['image/*', '.pdf', '.txt', '.log']);
});

/** The kits the page's kit switcher offers, with each kit's version of the demo's files. */
const example = exampleKits('other/input-file');

test("in every kit the page offers, the file type gets the kit's form-field wrapper: it shows the error message everywhere, the label everywhere but Ionic, the description everywhere but Ionic and PrimeNG; nothing else labels the Ionic file input [examples/input-file#form-field-wrapper-label-except-ionic]", () => {
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    assert.match(
      example.file(kit, 'app.config.ts'),
      /\{ name: 'file', component: FileType, wrappers: \['form-field'\] \}/,
      `${kit}: the file type is registered with form-field`,
    );
    const wrapper = firstTemplate(shippedBundles(kit).get('form-field'));
    assert.match(wrapper, /formly-validation-message/, `${kit}: the error message`);
    assert.equal(/props\.label/.test(wrapper), kit !== 'ionic', `${kit}: the label`);
    assert.equal(/props\.description/.test(wrapper), !['ionic', 'primeng'].includes(kit), `${kit}: the description`);
  }
  const fileType = example.file('ionic', 'file-type.ts');
  assert.doesNotMatch(fileType, /props\.label|aria-label|<label/, 'the Ionic file type names its input nowhere');
});
