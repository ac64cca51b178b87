/**
 * Claims of docs/examples/advanced/repeating-section.mdx, run against @ngx-formly/core 7.1.0
 * with the demo's own fields and model and a type that extends FieldArrayType, as repeat-type.ts does.
 */
import {test} from 'node:test';
import type * as FormlyCore from '../../../demos/node_modules/@ngx-formly/core';
import assert from 'node:assert/strict';
import {buildForm, formly, optionsWithViewContainer} from '../support/formly';
import {demoApp, demoSource, exampleKits} from '../support/examples-extra';
import {isKitClass} from '../../../lib/kit-code';

class RepeatType extends formly.FieldArrayType {}

/** The demo's own fields and model (app.ts). */
function bookingForm() {
  const {fields, model} = demoApp('advanced/repeating-section');
  const built = buildForm(fields, {
    model,
    options: optionsWithViewContainer(),
    configs: [{types: [{name: 'repeat', component: RepeatType}]}],
  });
  /** The type as <formly-field> creates it for the list, whose buttons call add() and remove(i). */
  const repeat = new RepeatType();
  repeat.field = built.fields[1]! as FormlyCore.FieldArrayTypeConfig;
  return {
    built,
    repeat,
    list: () => built.form.get('travellers') as import('../../../demos/node_modules/@angular/forms').FormArray,
  };
}

test('fieldArray is the template for one item: Formly builds a copy of it for every element of the array [examples/repeating-section#fieldarraytype-builds-child-per]', () => {
  const {built, list} = bookingForm();
  assert.equal(built.fields[1]!.fieldGroup!.length, 1);
  assert.equal(list().length, 1);
  assert.deepEqual(list().at(0).value, {name: 'Noor Haddad', birthYear: 1988, meal: 'standard'});
});

test("add() appends an element with the template's defaultValues (the standard meal), and the controls follow", () => {
  const {built, repeat, list} = bookingForm();
  repeat.add();
  assert.equal(list().length, 2);
  assert.deepEqual((built.model['travellers'] as unknown[])[1], {meal: 'standard'});
  assert.deepEqual(list().at(1).errors, null);
  assert.deepEqual(list().at(1).get('name')!.errors, {required: true});
});

test('remove(i) takes one element out of the model, and its controls out of the form [examples/repeating-section#fieldarraytype-builds-child-per]', () => {
  const {built, repeat, list} = bookingForm();
  repeat.add();
  list().at(1).get('name')!.setValue('Rui Costa');
  (built.model['travellers'] as {name?: string}[])[1]!.name = 'Rui Costa';
  repeat.remove(0);
  assert.deepEqual(built.model['travellers'], [{name: 'Rui Costa', meal: 'standard'}]);
  assert.equal(list().length, 1);
  assert.equal(list().at(0).get('name')!.value, 'Rui Costa');
});

test('props such as addText and itemLabel are free-form: the type reads them from props', () => {
  const {repeat} = bookingForm();
  assert.equal(repeat.props['addText'], 'Add a traveller');
  assert.equal(repeat.props['itemLabel'], 'Traveller');
});

test("RepeatType renders each item's fields with <formly-field> inside a <section> of its own (bordered in Bootstrap), and calls add() and remove(index) from its buttons [examples/repeating-section#repeat-type-section-per-item]", () => {
  // The demo's own type; its files in other kits differ only by the Bootstrap classes they
  // leave out (lib/kit-variants.ts), so each item keeps its section in every kit.
  const template = demoSource('advanced/repeating-section', 'repeat-type.ts');
  assert.match(
    template,
    /@for \(item of field\.fieldGroup;[^)]*\) \{\s*<section class="border[^"]*"[^>]*>[\s\S]*?\(click\)="remove\(index\)"[\s\S]*?<formly-field \[field\]="item" \/>\s*<\/section>/,
  );
  assert.match(template, /\(click\)="add\(\)"/);
  assert.match(template, /export class RepeatType extends FieldArrayType/);
  // Every kit the page offers keeps a section per item; its border is Bootstrap's class.
  const example = exampleKits('advanced/repeating-section');
  assert.ok(example.kits.length > 1, 'the page offers several kits');
  for (const kit of example.kits) {
    const code = example.file(kit, 'repeat-type.ts');
    const section =
      /@for \(item of field\.fieldGroup;[^)]*\) \{\s*<section([^>]*)>[\s\S]*?\(click\)="remove\(index\)"[\s\S]*?<formly-field \[field\]="item" \/>\s*<\/section>/.exec(
        code,
      );
    assert.ok(section, `${kit}: a section per item`);
    assert.equal(/class="border\b/.test(section[1]!), kit === 'bootstrap', `${kit}: bordered`);
    assert.equal(isKitClass('border', kit), kit === 'bootstrap', `${kit}: border in the kit's stylesheet`);
  }
  const {built} = bookingForm();
  assert.equal(built.fields[1]!.fieldGroup!.length, 1, 'one item, so one section, for the one traveller');
});
