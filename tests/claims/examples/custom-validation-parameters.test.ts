/**
 * Claims of docs/examples/validation/custom-validation-parameters.mdx, run against
 * @ngx-formly/core 7.1.0 with the demo's own fields (app.ts), validator and message (validators.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, shownMessage, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';
import {
  wordCountMessage,
  wordCountValidator,
} from '../../../demos/src/examples/validation/custom-validation-parameters/validators';

/** The demo's own three fields (app.ts), with `validation` as the registered wordCount function. */
function articleForm(validation: typeof wordCountValidator = wordCountValidator) {
  const {fields} = demoApp('validation/custom-validation-parameters');
  return buildForm(fields, {
    configs: [
      {
        validators: [{name: 'wordCount', validation}],
        validationMessages: [
          {name: 'required', message: 'This field is required.'},
          {name: 'wordCount', message: wordCountMessage},
        ],
      },
    ],
  });
}

test('Formly calls the registered function with three arguments: the control, the field and the options given where it is used [examples/custom-validation-parameters#registered-validator-receives]', () => {
  const calls: unknown[][] = [];
  const built = articleForm((...args) => {
    calls.push(args);
    return wordCountValidator(...args);
  });
  const teaser = built.fields[1]!;
  calls.length = 0;
  teaser.formControl!.setValue('one two three');
  assert.equal(calls.length, 1);
  const [control, field, options] = calls[0]!;
  assert.equal(control, teaser.formControl);
  assert.equal(field, teaser);
  assert.deepEqual(options, {min: 5, max: 25});
});

test('the three fields share the one validator but enforce different limits, and the message quotes them [examples/custom-validation-parameters#registered-validator-receives]', () => {
  const built = articleForm();
  const [headline, teaser, body] = built.fields as [FormlyFieldConfig, FormlyFieldConfig, FormlyFieldConfig];
  headline.formControl!.setValue('one two three four five six seven eight nine');
  assert.deepEqual(headline.formControl!.errors, {wordCount: {words: 9, min: 0, max: 8}});
  assert.equal(shownMessage(built, headline), 'Stay within 8 words (now 9).');
  teaser.formControl!.setValue('one two three');
  assert.equal(shownMessage(built, teaser), 'Write at least 5 words (now 3).');
  teaser.formControl!.setValue('one two three four five');
  assert.equal(teaser.formControl!.errors, null);
  body.formControl!.setValue(
    'nineteen words is not yet enough for the article field which needs twenty words or more than just that',
  );
  assert.equal(shownMessage(built, body), 'Write at least 20 words (now 19).');
});
