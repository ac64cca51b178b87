/**
 * Claims of the Material API notes (scripts/api/notes/ui/material/*.md) about what the kit renders
 * and calls, read from the kit behaviour matrix (lib/kits/material/behaviour.json), which
 * tests/browser/kit-behaviour.spec.ts measures in Chromium with Angular Material's real components
 * and re-measures on drift. Claims that need the packages themselves are in
 * tests/claims/ui/material.test.ts, single elements in tests/browser/claims/material-rendering.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import type {TypeBehaviour} from '../../../lib/kits/behaviour';

const material = readKitBehaviour('material');
const cell = (type: string): TypeBehaviour => {
  const found = material.types.find((entry) => entry.type === type);
  assert.ok(found, `lib/kits/material/behaviour.json has no ${type}`);
  return found;
};
/** The `change` calls of one click or choice (the matrix's pointer action). */
const changeCalls = (type: string) => (cell(type).events.pointer ?? []).filter((call) => call.startsWith('change('));

test("one click on a checkbox, a box of a multicheckbox or a toggle calls change twice, both times with Material's change event {checked, source} [api/ui/material/checkbox#change-called-twice, api/ui/material/multicheckbox#change-called-twice, api/ui/material/toggle#change-called-twice]", () => {
  for (const type of ['checkbox', 'boolean', 'multicheckbox', 'toggle']) {
    assert.deepEqual(changeCalls(type), ['change(object{checked,source})', 'change(object{checked,source})'], type);
  }
});

test("radio: choosing an option calls change twice with Material's change event {source, value}; a grouped option's value never reaches the model, though the group name shows [api/ui/material/radio#change-twice-grouped-not-chosen]", () => {
  assert.deepEqual(changeCalls('radio'), ['change(object{source,value})', 'change(object{source,value})']);
  assert.equal(cell('radio').options?.groupsShown, true);
  assert.equal(cell('radio').options?.groupedSelectable, false);
});

test('multicheckbox: the group name of grouped options shows, but ticking the option inside does not reach the model [api/ui/material/multicheckbox#grouped-option-not-ticked]', () => {
  assert.equal(cell('multicheckbox').options?.groupsShown, true);
  assert.equal(cell('multicheckbox').options?.groupedSelectable, false);
});

test('radio: Chromium computes no accessible name for the radiogroup, and attributes land on the mat-radio-group [api/ui/material/radio#radiogroup-no-accessible-name]', () => {
  assert.deepEqual(cell('radio').control, {role: 'radiogroup', name: null});
  assert.deepEqual(cell('radio').attributesOn, ['mat-radio-group']);
});

test('toggle: required shows no asterisk, while the control is marked required and the label stays visible [api/ui/material/toggle#required-toggle-no-asterisk]', () => {
  assert.deepEqual(cell('toggle').required, {marker: 'none', attribute: true, message: true});
  assert.equal(cell('toggle').labelShown, true);
  assert.equal(cell('toggle').control.role, 'switch');
});
