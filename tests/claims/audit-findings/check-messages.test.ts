/**
 * Audit findings (h/aud2) on the playground's configuration check (lib/field-schema/check.ts,
 * expressionProblem): each test asserts what @ngx-formly/core 7.1.0's expression parser
 * (withFormlyFieldExpression(), which the playground uses) really does with a string the check
 * flags, which the message's statement contradicts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, type FormlyFieldConfig} from '../support/formly';
import {expressionProblem} from '../../../lib/field-schema/check';

/** Builds one field with `expressions[key] = expression`; returns what Formly logged, threw and set. */
function runExpression(key: string, expression: string) {
  const logged: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args[0]);
  try {
    const field: FormlyFieldConfig = {key: 'x', type: 'input', expressions: {[key]: expression}};
    const built = buildForm([field], {model: {agreed: false, total: 3}});
    return {logged, thrown: undefined, field: built.fields[0]!};
  } catch (error) {
    return {logged, thrown: (error as Error).message, field: undefined};
  } finally {
    console.error = original;
  }
}

/*
 * Contradicts check.ts:61 for a string that only contains the word `function` as a name: the
 * message says it "is a function, which Formly's expression parser (withFormlyFieldExpression)
 * cannot read: it logs "Expression parse error"; a hide or props.disabled expression then stops
 * the form ("expr is not a function"), and any other gives false."
 * True: the parser reads `function` as a name (undefined): nothing is logged, the form builds,
 * and the value is computed (here `!function` is true, so the field is hidden and disabled).
 */
test('an expression with `function` as a name is read without a parse error', () => {
  for (const expression of ['!function', 'model.agreed || function']) {
    assert.match(expressionProblem(expression) ?? '', /is a function.*logs "Expression parse error"/);
    for (const key of ['hide', 'props.disabled', 'props.label']) {
      const {logged, thrown} = runExpression(key, expression);
      assert.equal(thrown, undefined, `${expression} on ${key} builds`);
      assert.deepEqual(logged, [], `${expression} on ${key} logs nothing`);
    }
  }
  assert.equal(runExpression('hide', '!function').field!.hide, true);
  assert.equal(runExpression('props.disabled', '!function').field!.props!.disabled, true);
  assert.equal(runExpression('props.label', 'model.agreed || function').field!.props!.label, undefined);
});

/*
 * Contradicts check.ts:98 for a call on the model: "calls isValid(…), which Formly's expression
 * parser does not do: it drops the call and gives the function itself, which counts as true."
 * True: the parser gives whatever the path holds; a model (data) holds no function there, so the
 * value is undefined and counts as false: `hide: 'model.isValid()'` leaves the field shown and
 * `props.disabled: 'model.isValid()'` leaves it enabled.
 */
test("a call on a model path gives the path's value, undefined for a data model: it counts as false", () => {
  assert.match(expressionProblem('model.isValid()') ?? '', /gives the function itself, which counts as true/);
  const hidden = runExpression('hide', 'model.isValid()');
  assert.equal(hidden.thrown, undefined);
  assert.ok(!hidden.field!.hide, 'the field is not hidden');
  assert.equal(hidden.field!.formControl!.parent !== null, true, 'its control stays in the form');
  const disabled = runExpression('props.disabled', 'model.isValid()');
  assert.equal(disabled.field!.props!.disabled, false);
  assert.equal(disabled.field!.formControl!.enabled, true);
});

/*
 * Contradicts the same message (check.ts:46), as a general statement: "a hide or props.disabled
 * expression then stops the form ("expr is not a function")".
 * True: Formly evaluates a field's hide (props.disabled) expression only when no ancestor is
 * hidden (disabled); inside a hidden (disabled) group the unreadable expression is not called,
 * the form builds, and the field takes the group's state.
 */
test('an unreadable hide or props.disabled expression inside a hidden or disabled group does not stop the form', () => {
  const expression = 'model.a?.b';
  assert.match(expressionProblem(expression) ?? '', /a hide or props\.disabled expression then stops the form/);
  const original = console.error;
  console.error = () => undefined;
  try {
    const hidden = buildForm([
      {key: 'g', hide: true, fieldGroup: [{key: 'x', type: 'input', expressions: {hide: expression}}]},
    ]);
    assert.equal(hidden.fields[0]!.fieldGroup![0]!.hide, true);
    const disabled = buildForm([
      {
        key: 'g',
        props: {disabled: true},
        fieldGroup: [{key: 'x', type: 'input', expressions: {'props.disabled': expression}}],
      },
    ]);
    assert.equal(disabled.fields[0]!.fieldGroup![0]!.props!.disabled, true);
    // At the top level the same expression does stop the build, as the message says.
    assert.throws(
      () => buildForm([{key: 'x', type: 'input', expressions: {hide: expression}}]),
      /expr is not a function/,
    );
  } finally {
    console.error = original;
  }
});
