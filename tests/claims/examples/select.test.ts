/**
 * Claims of docs/examples/bootstrap-formly/select.mdx, run against @ngx-formly/core 7.1.0: the
 * formlySelectOptions pipe that the Bootstrap select reads its options through, on the example's fields.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formlySelect, rxjs, type FormlyFieldConfig} from '../support/formly';

const beans = [
  {id: 1, name: 'Yirgacheffe', origin: 'Africa'},
  {id: 2, name: 'Sidamo', origin: 'Africa', soldOut: true},
  {id: 3, name: 'Huila', origin: 'Americas'},
  {id: 4, name: 'Antigua', origin: 'Americas'},
  {id: 5, name: 'Toraja', origin: 'Asia'},
];

/** Every list the select would show for `field`, in order. */
function shownOptions(field: FormlyFieldConfig): unknown[] {
  const shown: unknown[] = [];
  new formlySelect.FormlySelectOptionsPipe()
    .transform(field.props!.options, field)
    .subscribe((options) => shown.push(options));
  return shown;
}

const beanField = (props: FormlyFieldConfig['props']) =>
  buildForm([{key: 'beanId', type: 'select', props: {label: 'Beans', options: beans, ...props}}]).fields[0]!;

test('valueProp, labelProp, groupProp and disabledProp say where to find value, label, group and disabled flag', () => {
  const field = beanField({valueProp: 'id', labelProp: 'name', groupProp: 'origin', disabledProp: 'soldOut'});
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

test('each of them can also be a function of the option', () => {
  const field = beanField({
    valueProp: (bean: (typeof beans)[number]) => `bean-${bean.id}`,
    labelProp: (bean: (typeof beans)[number]) => bean.name.toUpperCase(),
    disabledProp: (bean: (typeof beans)[number]) => bean.origin === 'Asia',
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

test('options may be an Observable: the select fills in as soon as it emits', () => {
  const extras$ = new rxjs.Subject<{value: string; label: string}[]>();
  const field = buildForm([{key: 'extras', type: 'select', props: {multiple: true, options: extras$}}]).fields[0]!;
  const shown = shownOptions(field);
  assert.deepEqual(shown, []);
  extras$.next([{value: 'oat', label: 'Oat milk'}]);
  assert.deepEqual(shown, [[{label: 'Oat milk', value: 'oat', disabled: false}]]);
});
