/**
 * Claims of docs/guide/faq.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  formly,
  forms,
  optionsWithViewContainer,
  shownMessage,
  showsError,
  withFieldChanges,
  type FormlyFieldConfig,
} from '../support/formly';

const fields = () => [
  {key: 'title', type: 'input'},
  {key: 'copies', type: 'input', defaultValue: 3},
];

test('form.disable() before the build is lost: the build enables the form group again', () => {
  const form = new forms.FormGroup({});
  form.disable();
  const built = buildForm(fields(), {form});
  assert.equal(built.form.disabled, false);
  assert.equal(built.form.get('title')!.disabled, false);
});

test('disabled after the build, the form stays disabled, even when options.build() runs again', () => {
  const built = buildForm(fields());
  built.form.disable();
  built.options.build!();
  assert.equal(built.form.disabled, true);
  assert.equal(built.form.get('title')!.disabled, true);
});

test("form.valueChanges emits once when the form is built, with the model's values and the defaults", () => {
  const form = new forms.FormGroup({});
  const values: unknown[] = [];
  form.valueChanges.subscribe((value) => values.push(value));
  const built = buildForm(fields(), {form, model: {title: 'Dune'}});
  assert.deepEqual(values, [{title: 'Dune', copies: 3}]);
  built.options.build!();
  assert.equal(values.length, 1, 'a rebuild that changes no value adds nothing');
});

test("the build puts no 'valueChanges' event on options.fieldChanges", () => {
  const {options, events} = withFieldChanges();
  buildForm(fields(), {options, model: {title: 'Dune'}});
  assert.deepEqual(
    events.filter((event) => event.type === 'valueChanges'),
    [],
  );
});

/** The FAQ's showServerError, as the page writes it. */
function showServerError(fields: FormlyFieldConfig[], problem: {key: string; message: string}): void {
  const field = fields.find((candidate) => candidate.key === problem.key);
  field?.formControl?.setErrors({server: {message: problem.message}});
  field?.formControl?.markAsTouched();
}

test('a server error whose value has a message shows that text, with no message registered, once the field is touched', () => {
  const built = buildForm([{key: 'username', type: 'input'}], {model: {username: 'ana'}});
  const username = built.fields[0]!;
  username.formControl!.setErrors({server: {message: 'This username is taken.'}});
  assert.equal(showsError(built, username), false, 'not before the field is touched');
  showServerError(built.fields, {key: 'username', message: 'This username is taken.'});
  assert.equal(showsError(built, username), true);
  assert.equal(shownMessage(built, username), 'This username is taken.');
});

test('the server error clears when the reader changes the value', () => {
  const built = buildForm([{key: 'username', type: 'input'}], {model: {username: 'ana'}});
  showServerError(built.fields, {key: 'username', message: 'This username is taken.'});
  built.fields[0]!.formControl!.setValue('ana.b');
  assert.equal(built.fields[0]!.formControl!.errors, null);
  assert.equal(showsError(built, built.fields[0]!), false);
});

test('a server error also shows, untouched, once the surrounding form is submitted', () => {
  const built = buildForm([{key: 'username', type: 'input'}], {model: {username: 'ana'}});
  const username = built.fields[0]!;
  username.formControl!.setErrors({server: {message: 'This username is taken.'}});
  built.options.parentForm = {submitted: true} as NonNullable<typeof built.options.parentForm>;
  assert.equal(showsError(built, username), true);
});

/** An array type as a reader writes one: FieldArrayType gives each model item a field from fieldArray. */
class PhoneListType extends formly.FieldArrayType {}

test("an item's key is its position in the array: an expression on fieldArray numbers the items, and they are numbered again after a removal", () => {
  const built = buildForm(
    [
      {
        key: 'phones',
        type: 'phones',
        fieldArray: {type: 'input', expressions: {'props.label': (field) => `Phone ${Number(field.key) + 1}`}},
      },
    ],
    {
      model: {phones: ['0101', '0202', '0303']},
      options: optionsWithViewContainer(),
      configs: [{types: [{name: 'phones', component: PhoneListType}]}],
    },
  );
  const items = () => built.fields[0]!.fieldGroup!;
  assert.deepEqual(
    items().map((item) => [item.key, item.props!.label]),
    [
      ['0', 'Phone 1'],
      ['1', 'Phone 2'],
      ['2', 'Phone 3'],
    ],
  );
  // What FieldArrayType.remove(1) does: take the item out of the model and build the array again.
  (built.model['phones'] as string[]).splice(1, 1);
  built.options.build!();
  assert.deepEqual(
    items().map((item) => [item.key, item.props!.label, item.formControl!.value]),
    [
      ['0', 'Phone 1', '0101'],
      ['1', 'Phone 2', '0303'],
    ],
  );
});

test('when fieldArray is a group, a field of an item reads the number from the item, its parent', () => {
  const built = buildForm(
    [
      {
        key: 'phones',
        type: 'phones',
        fieldArray: {
          fieldGroup: [
            {
              key: 'number',
              type: 'input',
              expressions: {'props.label': (field) => `Phone ${Number(field.parent?.key) + 1}`},
            },
          ],
        },
      },
    ],
    {
      model: {phones: [{number: '0101'}, {number: '0202'}]},
      options: optionsWithViewContainer(),
      configs: [{types: [{name: 'phones', component: PhoneListType}]}],
    },
  );
  assert.deepEqual(
    built.fields[0]!.fieldGroup!.map((item) => item.fieldGroup![0]!.props!.label),
    ['Phone 1', 'Phone 2'],
  );
});
