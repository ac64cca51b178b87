/**
 * Claims of docs/examples/other/input-file.mdx and its demo's label, run against
 * @ngx-formly/core 7.1.0 with the demo's own fields (app.ts). Choosing files needs a
 * browser; here the control receives file-like values, as the value accessor writes them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly} from '../support/formly';
import {demoApp} from '../support/examples-extra';

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
