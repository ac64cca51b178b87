/**
 * Claims of docs/examples/bootstrap-formly/select.mdx, run against @ngx-formly/core 7.1.0: the
 * formlySelectOptions pipe that the Bootstrap select reads its options through, on the demo's own fields.
 */
import {mock, test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formlySelect, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';
import {kitConfigs, publishedKits} from '../support/kit-configs';

type Bean = {id: number; name: string; origin: string; soldOut?: boolean};

/** The demo's own fields (app.ts). */
const demoFields = () => demoApp('bootstrap-formly/select').fields;

/** Every list the select would show for `field`, in order. */
function shownOptions(field: FormlyFieldConfig): unknown[] {
  const shown: unknown[] = [];
  new formlySelect.FormlySelectOptionsPipe()
    .transform(field.props!.options, field)
    .subscribe((options) => shown.push(options));
  return shown;
}

/** The demo's beans field as it is, or with only its label and options and then `props`. */
function beanField(props?: FormlyFieldConfig['props']) {
  const fields = demoFields();
  if (props) {
    const {label, options} = fields[1]!.props!;
    fields[1]!.props = {label, options, ...props};
  }
  return buildForm(fields).fields[1]!;
}

test('valueProp, labelProp, groupProp and disabledProp say where to find value, label, group and disabled flag [examples/select#valueprop-labelprop-groupprop]', () => {
  const field = beanField();
  assert.deepEqual(shownOptions(field), [
    [
      {
        label: 'Africa',
        group: [
          {label: 'Yirgacheffe', value: 1, disabled: false},
          {label: 'Sidamo', value: 2, disabled: true},
        ],
      },
      {
        label: 'Americas',
        group: [
          {label: 'Huila', value: 3, disabled: false},
          {label: 'Antigua', value: 4, disabled: false},
        ],
      },
      {label: 'Asia', group: [{label: 'Toraja', value: 5, disabled: false}]},
    ],
  ]);
});

test('each of them can also be a function of the option [examples/select#valueprop-labelprop-groupprop]', () => {
  const field = beanField({
    valueProp: (bean: Bean) => `bean-${bean.id}`,
    labelProp: (bean: Bean) => bean.name.toUpperCase(),
    disabledProp: (bean: Bean) => bean.origin === 'Asia',
  });
  const [options] = shownOptions(field) as {label: string; value: string; disabled: boolean}[][];
  assert.deepEqual(options!.at(-1), {label: 'TORAJA', value: 'bean-5', disabled: true});
});

test('plain { value, label } options take disabled: true and a group name', () => {
  const field = buildForm([
    {
      key: 'size',
      type: 'select',
      props: {
        options: [
          {value: 'small', label: 'Small', group: 'Cups', disabled: true},
          {value: 'large', label: 'Large'},
        ],
      },
    },
  ]).fields[0]!;
  assert.deepEqual(shownOptions(field), [
    [
      {label: 'Cups', group: [{label: 'Small', value: 'small', disabled: true}]},
      {label: 'Large', value: 'large', disabled: false},
    ],
  ]);
});

test('options may be an Observable: the select fills in as soon as it emits [examples/select#valueprop-labelprop-groupprop]', () => {
  // The demo's extras arrive 300 ms after subscription.
  mock.timers.enable({apis: ['setTimeout', 'setInterval', 'Date']});
  try {
    const field = buildForm(demoFields()).fields[2]!;
    const shown = shownOptions(field);
    assert.deepEqual(shown, []);
    mock.timers.tick(300);
    assert.deepEqual(shown, [
      [
        {label: 'Oat milk', value: 'oat', disabled: false},
        {label: 'Vanilla syrup', value: 'vanilla', disabled: false},
        {label: 'Extra shot', value: 'shot', disabled: false},
      ],
    ]);
  } finally {
    mock.timers.reset();
  }
});

test('placeholder adds a first option showing its text and standing for no value (undefined), shown while no beans are chosen; a multiple select gets none [examples/select#placeholder-first-option-no-value]', () => {
  const bootstrap = publishedKits.find((kit) => kit.name === 'bootstrap')!;
  const select = kitConfigs(bootstrap)
    .flatMap((config) => config.types ?? [])
    .find((type) => type.name === 'select')?.component as unknown as {decorators?: {args?: {template?: string}[]}[]};
  const template = select?.decorators?.[0]?.args?.[0]?.template ?? '';
  const [multiple, single] = template.split('<ng-template #singleSelect>');
  assert.ok(single, 'the template has a multiple and a single branch');
  assert.match(multiple!, /\*ngIf="props\.multiple; else singleSelect"/);
  assert.doesNotMatch(multiple!, /placeholder/, 'no placeholder option in a multiple select');
  assert.match(
    single,
    /<select[^>]*>\s*<option \*ngIf="props\.placeholder" \[ngValue\]="undefined">\{\{ props\.placeholder \}\}<\/option>/,
    'the first option, with the placeholder text and no value',
  );
  const beans = buildForm(demoFields(), {model: demoApp('bootstrap-formly/select').model}).fields[1]!;
  assert.equal(beans.props!.placeholder, 'Choose the beans');
  assert.equal(beans.formControl!.value, undefined, 'no beans chosen: the value the first option stands for');
});
