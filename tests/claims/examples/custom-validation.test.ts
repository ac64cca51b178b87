/**
 * Claims of docs/examples/validation/custom-validation.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields (app.ts): its registered validator (validators.ts) and its inline one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, shownMessage} from '../support/formly';
import {demoApp} from '../support/examples-extra';
import {slugValidator} from '../../../demos/src/examples/validation/custom-validation/validators';

/** The demo's own fields and model (app.ts), or `model` instead, with its registrations (app.config.ts). */
function blogPostForm(model?: Record<string, unknown>) {
  const app = demoApp('validation/custom-validation');
  const fields = app.fields;
  model ??= app.model;
  return buildForm(fields, {
    model,
    configs: [
      {
        validators: [{name: 'slug', validation: slugValidator}],
        validationMessages: [
          {name: 'required', message: 'This field is required.'},
          {name: 'slug', message: 'Use lowercase letters and digits, separated by single dashes.'},
        ],
      },
    ],
  });
}

test("a validator registered by name is switched on with validators: { validation: ['slug'] }, and its error is keyed by that name [examples/custom-validation#key-inline-validator-becomes-error]", () => {
  const built = blogPostForm();
  const slug = built.form.get('slug')!;
  assert.deepEqual(slug.errors, {slug: true}, 'the slug starts out invalid');
  assert.equal(shownMessage(built, built.fields[1]!), 'Use lowercase letters and digits, separated by single dashes.');
  slug.setValue('hello-formly');
  assert.equal(slug.errors, null);
});

test("an inline validator's key (weekday) becomes the error key; its expression returns true when the value is acceptable", () => {
  const built = blogPostForm({});
  const publishOn = built.form.get('publishOn')!;
  publishOn.setValue('2026-11-28');
  assert.deepEqual(Object.keys(publishOn.errors ?? {}), ['weekday'], 'a Saturday');
  assert.equal(shownMessage(built, built.fields[2]!), 'Posts go out on weekdays only.');
  publishOn.setValue('2026-11-26');
  assert.equal(publishOn.errors, null, 'a Thursday');
});

test('both validators let an empty value through: only required reports it [examples/custom-validation#key-inline-validator-becomes-error]', () => {
  const built = blogPostForm({});
  assert.deepEqual(built.form.get('slug')!.errors, {required: true});
  assert.equal(built.form.get('publishOn')!.errors, null);
});

test("the sample value the slug's label gives (hello-formly) passes the registered validator [examples/custom-validation#slug-s-label-offers-hello]", () => {
  const built = blogPostForm({title: 'Hello Formly', slug: 'hello-formly'});
  assert.equal(built.form.get('slug')!.errors, null);
});
