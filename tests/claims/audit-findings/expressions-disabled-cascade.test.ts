/**
 * Audit finding (docs/guide/expression-properties.mdx, docs/guide/faq.mdx), run against
 * @ngx-formly/core 7.1.0: a group WITHOUT a key that is disabled by a `props.disabled`
 * expression does disable those of its children that have a `props.disabled` expression of
 * their own (Formly consults the parents for that key, whatever their key), while it leaves the
 * children without one enabled.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, type FormlyFieldConfig} from '../support/formly';

function keylessGroup(): FormlyFieldConfig[] {
  return [
    {key: 'locked', type: 'checkbox'},
    {
      // No key: the group only groups the layout.
      expressions: {'props.disabled': (field) => field.parent?.model?.locked === true},
      fieldGroup: [
        // A child with a props.disabled expression of its own, which says "enabled".
        {key: 'withOwnExpression', type: 'input', expressions: {'props.disabled': () => false}},
        {key: 'withoutExpression', type: 'input'},
      ],
    },
  ];
}

test('a keyless group disables the children that have a props.disabled expression of their own, and only those', () => {
  // expression-properties.mdx:229-230 says: "a group without a key only groups the layout and does
  // not disable its children, so put the `props.disabled` expression on the fields themselves".
  // faq.mdx:93-94 says: "A group *with a key* passes its disabled state on to its children, [...];
  // a group without a key does not."
  const built = buildForm(keylessGroup(), {model: {locked: false}});
  const [withOwn, without] = built.fields[1]!.fieldGroup!;
  assert.equal(withOwn!.formControl!.disabled, false);
  assert.equal(without!.formControl!.disabled, false);

  changeModel(built, {locked: true});
  // The child's own expression returns false, yet the keyless parent disables it.
  assert.equal(withOwn!.props!.disabled, true);
  assert.equal(withOwn!.formControl!.disabled, true);
  // The child without an expression stays enabled: the page is right about that one.
  assert.equal(without!.props!.disabled, false);
  assert.equal(without!.formControl!.disabled, false);

  changeModel(built, {locked: false});
  assert.equal(withOwn!.formControl!.disabled, false);
});
