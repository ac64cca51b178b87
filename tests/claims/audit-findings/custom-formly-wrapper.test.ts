/**
 * Audit findings (h/aud2) on docs/guide/custom-formly-wrapper.mdx and one sentence of
 * docs/guide/custom-formly-field.mdx: each test asserts what @ngx-formly/* 7.1.0 really do,
 * which the quoted sentence contradicts. They pass against the installed packages.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formly} from '../support/formly';
import {formFieldTemplate, kitConfigs, publishedKits} from '../support/kit-configs';

class CharBudgetWrapper extends formly.FieldWrapper {}

/*
 * Contradicts custom-formly-wrapper.mdx:201-202: "A wrapper added to a type through the `types`
 * option of its registration is appended to that type's list, so it ends up innermost, right
 * around the control."
 * True: for a type that extends another and declares no wrappers of its own (every kit's JSON
 * Schema types `string`, `number`, … extend `input`), the `types` option gives it a list of its
 * own holding only the new wrapper, so the inherited 'form-field' (label and error message) is
 * gone. Only a type with its own `wrappers` (here `textarea`) gets the wrapper appended.
 */
test("a wrapper's `types` on a type that extends another replaces the inherited wrappers, in every kit", () => {
  assert.ok(publishedKits.length > 0);
  for (const kit of publishedKits) {
    const built = buildForm(
      [
        {key: 'plain', type: 'input'},
        {key: 'extending', type: 'string'},
        {key: 'textual', type: 'textarea'},
      ],
      {
        configs: [
          ...kitConfigs(kit),
          formly.withFormlyFieldExpression(),
          {wrappers: [{name: 'char-budget', component: CharBudgetWrapper, types: ['string', 'textarea']}]},
        ],
      },
    );
    const [plain, extending, textual] = built.fields;
    assert.equal(built.config.getType('string')?.extends, 'input', `${kit.name}: string extends input`);
    assert.deepEqual(plain!.wrappers, ['form-field'], `${kit.name}: input keeps its own wrapper`);
    assert.deepEqual(textual!.wrappers, ['form-field', 'char-budget'], `${kit.name}: textarea gets it appended`);
    // The page's rule would give ['form-field', 'char-budget'] here too.
    assert.deepEqual(extending!.wrappers, ['char-budget'], `${kit.name}: string loses form-field`);
  }
});

/*
 * Contradicts custom-formly-wrapper.mdx:208: "Every kit registers a `form-field` wrapper (label,
 * required marker and error message) and attaches it to its field types."
 * and custom-formly-wrapper.mdx:10-11: "the label, hint and error message of every UI kit come
 * from a wrapper called `form-field`."
 * and custom-formly-field.mdx:101: "'form-field' is the wrapper every UI kit registers for label,
 * description and error message."
 * True: Ionic's form-field wrapper renders only the control's ion-item and the error message:
 * no label (Ionic's types pass props.label to the Ionic component themselves), no required
 * marker, no description. PrimeNG's renders the label and the marker but no description.
 */
test("Ionic's form-field wrapper renders no label, no required marker and no description; PrimeNG's no description", () => {
  const byName = Object.fromEntries(publishedKits.map((kit) => [kit.name, kit]));
  const ionic = formFieldTemplate(byName['ionic']!);
  assert.match(ionic, /formly-validation-message/);
  assert.doesNotMatch(ionic, /props\.label/);
  assert.doesNotMatch(ionic, /props\.required/);
  assert.doesNotMatch(ionic, /props\.description/);
  const primeng = formFieldTemplate(byName['primeng']!);
  assert.match(primeng, /props\.label/);
  assert.doesNotMatch(primeng, /props\.description/);
  // The other kits' wrappers do render the required marker and the message, read the same way.
  for (const name of ['bootstrap', 'material', 'kendo', 'ng-zorro-antd']) {
    const template = formFieldTemplate(byName[name]!);
    assert.match(template, /props\.required/, name);
    assert.match(template, /formly-validation-message/, name);
  }
});
