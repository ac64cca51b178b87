/**
 * Claims of the Kendo API notes (scripts/api/notes/ui/kendo/*.md) about what the kit renders and
 * calls, read from the kit behaviour matrix (lib/kits/kendo/behaviour.json), which
 * tests/browser/kit-behaviour.spec.ts measures in Chromium with Kendo UI's real components and
 * re-measures on drift. What the notes say about single elements is checked in
 * tests/browser/claims/kendo-rendering.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import type {TypeBehaviour} from '../../../lib/kits/behaviour';

const kendo = readKitBehaviour('kendo');
const cell = (type: string): TypeBehaviour => {
  const found = kendo.types.find((entry) => entry.type === type);
  assert.ok(found, `lib/kits/kendo/behaviour.json has no ${type}`);
  return found;
};

test('number and integer: Chromium computes no accessible name for the spin box, while the text types are named by their label [api/ui/kendo/input#numeric-box-no-accessible-name]', () => {
  for (const type of ['number', 'integer']) {
    assert.deepEqual(cell(type).control, {role: 'spinbutton', name: null}, type);
  }
  for (const type of ['input', 'string']) {
    assert.deepEqual(cell(type).control, {role: 'textbox', name: `M: ${type}`}, type);
  }
});

test('radio: the group name of grouped options is shown, but choosing the option inside does not reach the model [api/ui/kendo/radio#grouped-option-not-chosen]', () => {
  assert.equal(cell('radio').options?.groupsShown, true);
  assert.equal(cell('radio').options?.groupedSelectable, false);
});

test('select and enum: an option with disabled: true is not rendered disabled, and an option inside a group cannot be chosen though the group name is listed [api/ui/kendo/select#disabled-and-grouped-options]', () => {
  for (const type of ['select', 'enum']) {
    const options = cell(type).options;
    assert.ok(options, type);
    assert.equal(options.disabledOption, false, type);
    assert.equal(options.groupsShown, true, type);
    assert.equal(options.groupedSelectable, false, type);
  }
});

test('select and enum: Chromium computes no accessible name for the drop-down list [api/ui/kendo/select#dropdownlist-no-accessible-name]', () => {
  for (const type of ['select', 'enum']) {
    assert.deepEqual(cell(type).control, {role: 'combobox', name: null}, type);
  }
});

test('number and integer: placeholder and readonly sit only where they do nothing, while the text types carry them on the input typed into [api/ui/kendo/input#numeric-props-stay-on-host]', () => {
  for (const type of ['number', 'integer']) {
    assert.deepEqual([cell(type).placeholder, cell(type).readonly], ['inert', 'inert'], type);
  }
  for (const type of ['input', 'string', 'textarea']) {
    assert.deepEqual([cell(type).placeholder, cell(type).readonly], ['attribute', 'attribute'], type);
  }
});
