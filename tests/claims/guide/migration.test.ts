/**
 * Claims of docs/guide/migration.mdx about behaviour that changed or stayed in v7, run
 * against @ngx-formly/core 7.1.0.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, changeModel, formly, shownMessage, startField, type FormlyFieldConfig} from '../support/formly';
import {runPageModule} from '../support/page-code';
import {controlElement} from '../support/guide-extra';

/** Every fesm2022 bundle of every installed @ngx-formly package: core and the UI kits. */
function formlyBundles(): string[] {
  const formlyDir = path.join(__dirname, '..', '..', '..', 'demos', 'node_modules', '@ngx-formly');
  return fs.readdirSync(formlyDir).flatMap((name) => {
    const dir = path.join(formlyDir, name, 'fesm2022');
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.mjs'))
          .map((file) => path.join(dir, file))
      : [];
  });
}

test('the underscore helpers _markForCheck, _buildForm and _checkField are gone from the form options; detectChanges, build and checkExpressions replace them [guide/migration#v6-underscore-helpers-gone-form]', () => {
  const {options} = buildForm([{key: 'coupon', type: 'input'}]);
  const members = options as Record<string, unknown>;
  assert.deepEqual(
    ['_markForCheck', '_buildForm', '_checkField'].filter((name) => name in members),
    [],
  );
  assert.deepEqual(
    ['detectChanges', 'build', 'checkExpressions'].map((name) => typeof members[name]),
    ['function', 'function', 'function'],
  );
});

test('the v6 deprecations still work: templateOptions, hideExpression and expressionProperties (which receives model, formState, field) [guide/ai-assistants#validator-accepts-deprecated-keys, guide/migration#v6-underscore-helpers-gone-form, guide/migration#angular-formly-renames-still-read]', () => {
  const received: unknown[][] = [];
  const built = buildForm(
    [
      {key: 'hasDiscount', type: 'checkbox'},
      {
        key: 'code',
        type: 'input',
        templateOptions: {label: 'Discount code'},
        hideExpression: '!model.hasDiscount',
        expressionProperties: {
          'templateOptions.required': (
            model: Record<string, unknown>,
            formState: unknown,
            field: FormlyFieldConfig,
          ) => {
            received.push([model, formState, field]);
            return model['hasDiscount'] === true;
          },
        },
      } as FormlyFieldConfig,
    ],
    {model: {hasDiscount: false}, options: {formState: {shop: 'eu'}}},
  );
  const code = built.fields[1]!;
  assert.equal(code.props!.label, 'Discount code', 'templateOptions is props');
  assert.equal(code.hide, true);
  changeModel(built, {hasDiscount: true});
  assert.equal(code.hide, false);
  assert.equal(code.props!.required, true);
  const [model, formState, field] = received.at(-1)!;
  assert.equal(model, built.model);
  assert.deepEqual(formState, {shop: 'eu'});
  assert.equal(field, code);
});

test('a function in expressions receives the field [guide/migration#v6-underscore-helpers-gone-form]', () => {
  let received: unknown;
  const built = buildForm([
    {
      key: 'code',
      type: 'input',
      expressions: {
        'props.required': (field: FormlyFieldConfig) => {
          received = field;
          return field.model?.hasDiscount === true;
        },
      },
    },
  ]);
  assert.equal(received, built.fields[0]);
});

test('props.wheel is a DOM event handler like the others: attached to the control element, called with the field and the event [guide/migration#v6-underscore-helpers-gone-form]', () => {
  const calls: unknown[][] = [];
  const {fields} = buildForm([
    {
      key: 'amount',
      type: 'input',
      props: {wheel: (field: FormlyFieldConfig, event: unknown) => calls.push([field, event])},
    },
  ]);
  const element = controlElement(fields[0]!);
  assert.ok(element.listened.includes('wheel'));
  element.dispatch('wheel', 'wheel-event');
  assert.deepEqual(calls, [[fields[0], 'wheel-event']]);
});

test('props.minlength and props.maxlength are no longer read: no validator, no attribute from formlyAttributes, and no kit template binds them [guide/migration#props-minlength-props-maxlength]', () => {
  const built = buildForm([{key: 'code', type: 'input', props: {minlength: 3, maxlength: 4}}], {model: {code: 'a'}});
  const code = built.form.get('code')!;
  assert.equal(code.errors, null, 'too short, yet valid');
  code.setValue('abcdef');
  assert.equal(code.errors, null, 'too long, yet valid');
  const {attributes} = controlElement(built.fields[0]!);
  assert.deepEqual(
    Object.keys(attributes).filter((name) => /length/i.test(name)),
    [],
  );
  const bundles = formlyBundles();
  assert.ok(bundles.length > 20, `bundles read: ${bundles.length}`);
  for (const bundle of bundles) {
    assert.doesNotMatch(
      fs.readFileSync(bundle, 'utf8'),
      /\b(props|to|templateOptions)\??\.(minlength|maxlength)\b/,
      bundle,
    );
  }
});

test('the camel-case props minLength and maxLength are the ones Formly reads [guide/migration#props-minlength-props-maxlength]', () => {
  const built = buildForm([{key: 'code', type: 'input', props: {minLength: 3, maxLength: 4}}], {model: {code: 'a'}});
  const code = built.form.get('code')!;
  assert.deepEqual(Object.keys(code.errors ?? {}), ['minLength']);
  code.setValue('abcdef');
  assert.deepEqual(Object.keys(code.errors ?? {}), ['maxLength']);
  const {attributes} = controlElement(built.fields[0]!);
  assert.deepEqual(
    Object.entries(attributes).filter(([name]) => /length/i.test(name)),
    [
      ['minLength', '3'],
      ['maxLength', '4'],
    ],
  );
});

/** A fresh copy of the page's newsletter-fields.ts fields. */
const pageNewsletterFields = () =>
  runPageModule<{newsletterFields: FormlyFieldConfig[]}>('docs/guide/migration.mdx', 'newsletter-fields.ts')
    .newsletterFields;

test("the page's newsletter fields, moved from angular-formly: the '!model.subscribe' string hides the e-mail field until the box is ticked; the validator gets the control, and its message is the error while the address ends with @example.com; the Observable onInit returns is subscribed to as the field starts, each change reaches the tap, and none after the field is destroyed [guide/migration#angular-formly-field-carries-over]", () => {
  const newsletterFields = pageNewsletterFields();
  // Record what the validator is given.
  const validator = (newsletterFields[1]!.validators as {notExample: {expression: (c: unknown, f: unknown) => boolean}})
    .notExample;
  const seen: unknown[] = [];
  const expression = validator.expression;
  validator.expression = (c, f) => (seen.push(c), expression(c, f));
  const built = buildForm(newsletterFields);
  const email = built.fields[1];
  assert.equal(email!.hide, true, 'hidden while the box is not ticked');
  changeModel(built, {subscribe: true});
  assert.equal(email!.hide, false, 'shown once it is ticked');
  changeModel(built, {subscribe: false});
  assert.equal(email!.hide, true, 'hidden again once it is unticked');
  changeModel(built, {subscribe: true});

  const control = email!.formControl!;
  control.setValue('ada@example.com');
  assert.ok(control.errors?.['notExample'], 'an @example.com address is refused');
  assert.equal(shownMessage(built, email!), 'Use an address of your own.');
  control.setValue('ada@lovelace.dev');
  assert.equal(control.errors, null, 'an address of her own passes');
  assert.equal(seen.at(-1), control, 'the validator is given the Angular control itself');

  const logged: unknown[][] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void logged.push(args);
  try {
    control.setValue('before@start.dev');
    assert.deepEqual(logged, [], 'nothing before the field starts');
    const started = startField(email!);
    control.setValue('grace@hopper.dev');
    control.setValue('grace@navy.mil');
    assert.deepEqual(logged, [
      ['e-mail', 'grace@hopper.dev'],
      ['e-mail', 'grace@navy.mil'],
    ]);
    started.destroy();
    control.setValue('after@end.dev');
    assert.equal(logged.length, 2, 'nothing after the field is destroyed');
  } finally {
    console.log = log;
  }
});

test("angular-formly's names Formly 7 still reads: optionsTypes merges the named types' defaultOptions into a typed field, as templateOptions, hideExpression and expressionProperties still work (test above); a validation message string is shown as written, not evaluated; a field's own model is set by Formly from the form's model and the key, whatever the configuration gave [guide/migration#angular-formly-renames-still-read]", () => {
  const built = buildForm(
    [
      {key: 'nick', type: 'input', optionsTypes: ['labelled']},
      {
        key: 'name',
        type: 'input',
        props: {required: true},
        validation: {messages: {required: '$viewValue + " is not valid"'}},
      },
      {key: 'address', fieldGroup: [{key: 'city', type: 'input', model: {city: 'Lyon'}} as FormlyFieldConfig]},
    ],
    {
      model: {address: {city: 'Oslo'}},
      providers: [
        {
          provide: formly.FORMLY_CONFIG,
          multi: true,
          useValue: {types: [{name: 'labelled', defaultOptions: {props: {label: 'From optionsTypes'}}}]},
        },
      ],
    },
  );
  const [nick, name, address] = built.fields;
  assert.equal(nick!.props!.label, 'From optionsTypes');
  name!.formControl!.markAsTouched();
  assert.equal(shownMessage(built, name!), '$viewValue + " is not valid"');
  const city = address!.fieldGroup![0]!;
  assert.equal(city.model, (built.model as {address: unknown}).address, "the group's model, not the configured one");
  assert.equal(city.formControl!.value, 'Oslo');
});

test("hide still hides a field, but when a shown field becomes hidden Formly 7 takes its value out of the model (the page's newsletter fields: unticking the box drops the e-mail address), while a field hidden from the start keeps its value; resetOnHide: false on the field and on a keyed group around it, or extras.resetFieldOnHide: false, keeps it [guide/migration#angular-formly-hide-resets-value]", () => {
  const newsletter = pageNewsletterFields;
  const address = {subscribe: true, email: 'ada@lovelace.dev'};
  const built = buildForm(newsletter(), {model: {...address}});
  assert.equal(built.fields[1]!.hide, false);
  changeModel(built, {subscribe: false});
  assert.equal(built.fields[1]!.hide, true);
  assert.deepEqual(built.model, {subscribe: false}, 'the address is gone from the model');

  // Hidden from the start, by the expression or by hide: true, the value stays.
  const hiddenAtStart = buildForm(newsletter(), {model: {subscribe: false, email: 'keep@lovelace.dev'}});
  changeModel(hiddenAtStart, {});
  assert.deepEqual(hiddenAtStart.model, {subscribe: false, email: 'keep@lovelace.dev'});
  const plain = buildForm([{key: 'id', type: 'input', hide: true}], {model: {id: 'c-17'}});
  changeModel(plain, {});
  assert.deepEqual(plain.model, {id: 'c-17'});

  // resetOnHide: false on the field keeps it.
  const fields = newsletter();
  fields[1] = {...fields[1]!, resetOnHide: false};
  const kept = buildForm(fields, {model: {...address}});
  changeModel(kept, {subscribe: false});
  assert.deepEqual(kept.model, {subscribe: false, email: 'ada@lovelace.dev'}, 'kept with resetOnHide: false');

  // Inside a group with a key that hides, the field and the group both need it.
  const grouped = (onGroup: boolean, onField: boolean) => {
    const form = buildForm(
      [
        {key: 'subscribe', type: 'checkbox'},
        {
          key: 'contact',
          // A keyed group's expressions read the group's own model: reach the form's through the parent.
          expressions: {hide: (group: FormlyFieldConfig) => !group.parent!.model.subscribe},
          ...(onGroup && {resetOnHide: false}),
          fieldGroup: [{key: 'email', type: 'input', ...(onField && {resetOnHide: false})}],
        },
      ],
      {model: {subscribe: true, contact: {email: 'ada@lovelace.dev'}}},
    );
    changeModel(form, {subscribe: false});
    return form.model;
  };
  assert.deepEqual(grouped(true, true), {subscribe: false, contact: {email: 'ada@lovelace.dev'}});
  assert.deepEqual(grouped(false, true), {subscribe: false}, 'on the field only: the group is taken out');
  assert.deepEqual(grouped(true, false), {subscribe: false, contact: {}}, 'on the group only: the field is emptied');
  assert.deepEqual(grouped(false, false), {subscribe: false});

  // extras.resetFieldOnHide: false keeps every value.
  const app = buildForm(newsletter(), {
    model: {...address},
    configs: [formly.withFormlyFieldExpression(), {extras: {resetFieldOnHide: false}}],
  });
  changeModel(app, {subscribe: false});
  assert.deepEqual(app.model, {subscribe: false, email: 'ada@lovelace.dev'}, 'kept with resetFieldOnHide: false');
});
