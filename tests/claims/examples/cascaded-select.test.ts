/**
 * Claims of docs/examples/other/cascaded-select.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, formlySelect, rxjs, startField} from '../support/formly';

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
