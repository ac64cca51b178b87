/**
 * Claims of the NG-ZORRO and PrimeNG API notes (scripts/api/notes/ui/{ng-zorro-antd,primeng}), and
 * of the native selects' placeholder in the Bootstrap and Material notes, about what a kit renders
 * and calls, read from the matrix measured in Chromium
 * (lib/kits/<kit>/behaviour.json, tests/browser/kit-behaviour.spec.ts) and from the templates the
 * installed packages ship (@ngx-formly/ng-zorro-antd 7.0.1, @ngx-formly/primeng 7.1.0).
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {TypeBehaviour} from '../../../lib/kits/behaviour';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import {demosDir} from '../support/demo-packages';

/** The matrix cell of `type` in `kit`. */
function cell(kit: string, type: string): TypeBehaviour {
  const found = readKitBehaviour(kit).types.find((entry) => entry.type === type);
  assert.ok(found, `${kit}: the matrix has no ${type}`);
  return found;
}

/** The template of a type component as the package ships it (its class metadata). */
function template(kit: string, type: string): string {
  const file = path.join(demosDir, 'node_modules/@ngx-formly', kit, 'fesm2022', `ngx-formly-${kit}-${type}.mjs`);
  const match = /args: \[\{[\s\S]*?template: `([^`]*)`/.exec(fs.readFileSync(file, 'utf8'));
  assert.ok(match, `${kit}/${type}: the template is readable`);
  return match[1]!;
}

/** Asserts the matrix of `kit` shows the group names of `types` but lets no grouped option be chosen. */
function groupsShownNotSelectable(kit: string, types: string[]): void {
  for (const type of types) {
    const options = cell(kit, type).options;
    assert.ok(options, `${kit} ${type} has options`);
    assert.equal(options.groupsShown, true, `${kit} ${type}: the group name is shown`);
    assert.equal(options.groupedSelectable, false, `${kit} ${type}: a grouped option cannot be chosen`);
  }
}

test('ng-zorro-antd radio: group names are shown, but an option inside a group cannot be chosen [api/ui/ng-zorro-antd/radio#grouped-options-not-selectable]', () => {
  groupsShownNotSelectable('ng-zorro-antd', ['radio']);
});

test('primeng radio, select and enum: group names are shown, but an option inside a group cannot be chosen [api/ui/primeng/radio#grouped-options-not-selectable, api/ui/primeng/select#grouped-options-not-selectable]', () => {
  groupsShownNotSelectable('primeng', ['radio', 'select', 'enum']);
});

test('ng-zorro-antd radio: one nz-radio per entry of the formlySelectOptions pipe, with no branch for a group entry [api/ui/ng-zorro-antd/radio#grouped-options-not-selectable]', () => {
  const radio = template('ng-zorro-antd', 'radio');
  assert.match(radio, /nz-radio\s+\*ngFor="let option of props\.options \| formlySelectOptions: field \| async"/);
  assert.doesNotMatch(radio, /\.group\b/);
});

test('primeng radio: one p-radioButton per entry of the formlySelectOptions pipe, with no branch for a group entry [api/ui/primeng/radio#grouped-options-not-selectable]', () => {
  const radio = template('primeng', 'radio');
  assert.match(radio, /\*ngFor="let option of props\.options \| formlySelectOptions: field \| async/);
  assert.doesNotMatch(radio, /\.group\b/);
});

test('primeng select: the p-select gets the pipe output as flat options and no group input [api/ui/primeng/select#grouped-options-not-selectable]', () => {
  const select = template('primeng', 'select');
  assert.match(select, /\[options\]="props\.options \| formlySelectOptions: field \| async"/);
  assert.doesNotMatch(select, /\[group\]|optionGroup/);
});

test('primeng radio: a click on an option, then Tab, calls none of the handlers in props; the template binds neither formlyAttributes nor a change output [api/ui/primeng/radio#change-never-called]', () => {
  const events = cell('primeng', 'radio').events;
  assert.deepEqual(events.pointer, []);
  assert.deepEqual(events.leave, []);
  const radio = template('primeng', 'radio');
  assert.doesNotMatch(radio, /formlyAttributes|\(onClick\)|\(change\)|props\.change/);
});

test('primeng checkbox and boolean: one click calls change once, with the DOM Event, not the value [api/ui/primeng/checkbox#change-called-with-dom-event]', () => {
  for (const type of ['checkbox', 'boolean']) {
    const changes = cell('primeng', type).events.pointer!.filter((call) => call.startsWith('change('));
    assert.deepEqual(changes, ['change(Event)'], `${type}: ${changes.join(', ')}`);
  }
  assert.doesNotMatch(template('primeng', 'checkbox'), /props\.change/);
});

test('ng-zorro-antd select and enum: the first control (the search box) has no accessible name [api/ui/ng-zorro-antd/select#control-has-no-accessible-name]', () => {
  for (const type of ['select', 'enum']) {
    assert.deepEqual(cell('ng-zorro-antd', type).control, {role: 'textbox', name: null}, type);
  }
});

test('primeng form-field: the label names the input types and the textarea; the select and the datepicker are named by their placeholder [api/ui/primeng/form-field#label-names-input-not-select]', () => {
  for (const type of ['input', 'string', 'number', 'integer', 'textarea']) {
    assert.equal(cell('primeng', type).control.name, `M: ${type}`, `${type} is named by its label`);
  }
  for (const type of ['select', 'enum', 'datepicker']) {
    assert.equal(cell('primeng', type).control.name, `Ph ${type}`, `${type} is named by its placeholder`);
  }
  // The id formlyAttributes writes sits on the PrimeNG host element; inputId, which would put it on the control, is not bound.
  for (const type of ['select', 'datepicker']) {
    const shipped = template('primeng', type);
    assert.match(shipped, new RegExp(`<p-${type}[^>]*\\[formlyAttributes\\]="field"`));
    assert.doesNotMatch(shipped, /inputId/);
  }
});

test("native selects: the placeholder adds a first option showing its text and standing for undefined, in Bootstrap's select (its single branch only: a multiple select gets none) and Material's native-select [api/ui/bootstrap/select#placeholder-first-option, api/ui/material/native-select#placeholder-first-option, ui/bootstrap#select-placeholder-first-option]", () => {
  const placeholderOption = /<option \[ngValue\]="undefined">\{\{ props\.placeholder \}\}<\/option>/;
  const [multiple, single] = template('bootstrap', 'select').split('<ng-template #singleSelect>');
  assert.ok(single, 'bootstrap: a multiple branch and a single branch');
  assert.match(multiple!, /<select\s+\*ngIf="props\.multiple; else singleSelect"/);
  assert.doesNotMatch(multiple!, /placeholder/, 'bootstrap: no placeholder option in a multiple select');
  assert.match(
    single,
    /<select[^>]*>\s*<option \*ngIf="props\.placeholder" \[ngValue\]="undefined">\{\{ props\.placeholder \}\}<\/option>/,
  );
  const native = template('material', 'native-select');
  assert.match(native, new RegExp(`<select[^>]*>\\s*@if \\(props\\.placeholder\\) \\{\\s*${placeholderOption.source}`));
  assert.doesNotMatch(native, /multiple/, 'material: the native select binds no multiple');
});
