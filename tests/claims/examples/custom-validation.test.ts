/**
 * Claims of docs/examples/validation/custom-validation.mdx, run against @ngx-formly/core 7.1.0
 * with the example's own registered validator (validators.ts) and its inline one.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {AbstractControl} from '../../../demos/node_modules/@angular/forms';
import {buildForm, shownMessage, type FormlyFieldConfig} from '../support/formly';
import {slugValidator} from '../../../demos/src/examples/validation/custom-validation/validators';

/** The example's fields (app.ts) and registrations (app.config.ts). */
function blogPostForm(model: Record<string, unknown>) {
  const isWeekday = (isoDate: string) => ![0, 6].includes(new Date(`${isoDate}T12:00:00`).getDay());
  const fields: FormlyFieldConfig[] = [
    {key: 'title', type: 'input', props: {label: 'Title', required: true}},
    {
      key: 'slug',
      type: 'input',
      props: {label: 'URL slug (such as hello-formly)', required: true},
      validators: {validation: ['slug']},
    },
    {
      key: 'publishOn',
      type: 'input',
      props: {type: 'date', label: 'Publish on'},
      validators: {
        weekday: {
          expression: (control: AbstractControl<string>) => !control.value || isWeekday(control.value),
          message: 'Posts go out on weekdays only.',
        },
      },
    },
  ];
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

test("a validator registered by name is switched on with validators: { validation: ['slug'] }, and its error is keyed by that name", () => {
  const built = blogPostForm({title: 'Hello Formly', slug: 'Hello Formly'});
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

test('both validators let an empty value through: only required reports it', () => {
  const built = blogPostForm({});
  assert.deepEqual(built.form.get('slug')!.errors, {required: true});
  assert.equal(built.form.get('publishOn')!.errors, null);
});
