/**
 * Claims of docs/examples/other/observable-select.mdx, run against @ngx-formly/core 7.1.0 with
 * the demo's own fields and model (app.ts); the team directory answers through Subjects the test controls.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Observable} from '../../../demos/node_modules/rxjs';
import {buildForm, formlySelect, rxjs, startField, type FormlyFieldConfig} from '../support/formly';
import {demoApp} from '../support/examples-extra';
import {TeamDirectory} from '../../../demos/src/examples/other/observable-select/team-directory';

interface Person {
  id: number;
  name: string;
  teamId: string;
}

/** The demo's own fields and model (app.ts), its TeamDirectory replaced by Subjects. */
function ticketForm() {
  const teams$ = new rxjs.Subject<{id: string; name: string}[]>();
  const answers = new Map<string, import('../../../demos/node_modules/rxjs').Subject<Person[]>>();
  const members = (teamId: string) => {
    const answer = new rxjs.Subject<Person[]>();
    answers.set(teamId, answer);
    return answer;
  };
  const directory = {teams: () => teams$, members};
  const {fields, model} = demoApp('other/observable-select', [{provide: TeamDirectory, useValue: directory}]);
  const built = buildForm(fields, {model});
  return {built, teams$, answers};
}

/** Every list the select would show for `field`, in order, through formlySelectOptions. */
function shownOptions(field: FormlyFieldConfig): {label: string; value: unknown}[][] {
  const shown: {label: string; value: unknown}[][] = [];
  (new formlySelect.FormlySelectOptionsPipe().transform(field.props!.options, field) as Observable<never>).subscribe(
    (options) => shown.push(options),
  );
  return shown;
}

test('an Observable is a valid options list: the select fills in when it emits, with valueProp id and labelProp name [examples/observable-select#select-types-accept-observable]', () => {
  const {built, teams$} = ticketForm();
  const shown = shownOptions(built.fields[1]!);
  assert.deepEqual(shown, []);
  teams$.next([
    {id: 'web', name: 'Web platform'},
    {id: 'mobile', name: 'Mobile apps'},
  ]);
  assert.deepEqual(shown.at(-1), [
    {label: 'Web platform', value: 'web', disabled: false},
    {label: 'Mobile apps', value: 'mobile', disabled: false},
  ]);
});

test("the assignee's options start with the current team and follow every later choice; a new team clears the assignee", () => {
  const {built, answers} = ticketForm();
  const assignee = built.fields[2]!;
  startField(assignee);
  const shown = shownOptions(assignee);
  answers.get('mobile')!.next([{id: 3, name: 'Mei Tanaka', teamId: 'mobile'}]);
  assert.deepEqual(
    shown.at(-1)!.map((option) => option.label),
    ['Mei Tanaka'],
  );
  assignee.formControl!.setValue(3);
  built.form.get('teamId')!.setValue('web');
  assert.equal(assignee.formControl!.value, undefined, 'the previous assignee no longer applies');
  answers.get('web')!.next([{id: 1, name: 'Amara Okafor', teamId: 'web'}]);
  assert.deepEqual(
    shown.at(-1)!.map((option) => option.label),
    ['Amara Okafor'],
  );
});

test('switchMap drops the answer of a request that a newer choice has overtaken [examples/observable-select#select-types-accept-observable]', () => {
  const {built, answers} = ticketForm();
  const assignee = built.fields[2]!;
  startField(assignee);
  const shown = shownOptions(assignee);
  built.form.get('teamId')!.setValue('web');
  built.form.get('teamId')!.setValue('data');
  answers.get('web')!.next([{id: 1, name: 'Amara Okafor', teamId: 'web'}]);
  assert.equal(shown.length, 0, 'the outdated answer is dropped');
  answers.get('data')!.next([{id: 5, name: 'Priya Raman', teamId: 'data'}]);
  assert.deepEqual(
    shown.map((options) => options.map((option) => option.label)),
    [['Priya Raman']],
  );
});

test('tap comes before startWith, so the current team at start clears nothing: an assignee the model already holds stays; a later team change clears it [examples/observable-select#tap-before-startwith-keeps-assignee]', () => {
  const teams$ = new rxjs.Subject<{id: string; name: string}[]>();
  const answers = new Map<string, import('../../../demos/node_modules/rxjs').Subject<Person[]>>();
  const members = (teamId: string) => answers.set(teamId, new rxjs.Subject<Person[]>()).get(teamId)!;
  const {fields, model} = demoApp('other/observable-select', [
    {provide: TeamDirectory, useValue: {teams: () => teams$, members}},
  ]);
  const built = buildForm(fields, {model: {...model, assigneeId: 4}});
  const assignee = built.fields[2]!;
  startField(assignee);
  const shown = shownOptions(assignee);
  answers.get('mobile')!.next([{id: 4, name: 'Lucas Moreau', teamId: 'mobile'}]);
  assert.equal(assignee.formControl!.value, 4, 'the starting team keeps the assignee');
  assert.deepEqual(
    shown.at(-1)!.map((option) => option.label),
    ['Lucas Moreau'],
  );
  built.form.get('teamId')!.setValue('web');
  assert.equal(assignee.formControl!.value, undefined, 'a change of team clears it');
  // The order matters: with startWith first, tap would see the starting team too.
  const cleared: string[] = [];
  new rxjs.Subject<string>()
    .pipe(
      rxjs.startWith('mobile'),
      rxjs.tap((team) => cleared.push(team)),
    )
    .subscribe();
  assert.deepEqual(cleared, ['mobile']);
});
