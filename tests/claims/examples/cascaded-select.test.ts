/**
 * Claims of docs/examples/other/cascaded-select.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formlySelect, rxjs, startField} from '../support/formly';
import {demoApp} from '../support/examples-extra';

test('Formly subscribes to the Observable an onInit hook returns, and unsubscribes when the field is destroyed [examples/cascaded-select#oninit-hook-returns-observable]', () => {
  const log: string[] = [];
  const built = buildForm([
    {
      key: 'country',
      type: 'select',
      hooks: {
        onInit: () =>
          new rxjs.Observable<never>(() => {
            log.push('subscribed');
            return () => log.push('unsubscribed');
          }),
      },
    },
  ]);
  const field = startField(built.fields[0]!);
  assert.deepEqual(log, ['subscribed']);
  field.destroy();
  assert.deepEqual(log, ['subscribed', 'unsubscribed']);
});

test("what the hook's Observable emits goes nowhere: options returned from a hook do not reach props.options", () => {
  const built = buildForm([
    {key: 'country', type: 'select', hooks: {onInit: () => rxjs.of([{label: 'France', value: 'fr'}])}},
  ]);
  startField(built.fields[0]!);
  assert.equal(built.fields[0]!.props!.options, undefined);
});

test("an Observable assigned to props.options fills the select's options when it emits [examples/cascaded-select#options-server-go-props-options]", () => {
  const teams = new rxjs.Subject<{label: string; value: string}[]>();
  const built = buildForm([{key: 'team', type: 'select', props: {options: teams}}]);
  const field = built.fields[0]!;
  const shown: unknown[] = [];
  new formlySelect.FormlySelectOptionsPipe()
    .transform(field.props!.options, field)
    .subscribe((options) => shown.push(options));
  assert.deepEqual(shown, [], 'nothing before the list arrives');
  teams.next([{label: 'Design', value: 'design'}]);
  assert.deepEqual(shown, [[{label: 'Design', value: 'design', disabled: false}]]);
});

test("the demo's clearWhenChanged hooks: the Observable each returns is subscribed as the field's <formly-field> initialises, clears the field when its parent changes, and stops once the <formly-field> that called the hook is destroyed [examples/cascaded-select#hook-unsubscribes-formly-field-destroyed]", () => {
  const {fields} = buildForm(demoApp('other/cascaded-select').fields, {model: {}});
  const [region, country, office] = fields;
  const started = [country!, office!].map((field) => startField(field));
  country!.formControl!.setValue('ie');
  office!.formControl!.setValue('dub');
  region!.formControl!.setValue('apac');
  assert.equal(country!.formControl!.value, null, 'a new region clears the country');
  assert.equal(office!.formControl!.value, null, 'clearing the country clears the office');
  started.forEach(({destroy}) => destroy());
  country!.formControl!.setValue('sg');
  office!.formControl!.setValue('sin');
  region!.formControl!.setValue('emea');
  assert.equal(country!.formControl!.value, 'sg', 'no clearing once the <formly-field> is destroyed');
  assert.equal(office!.formControl!.value, 'sin');
});
