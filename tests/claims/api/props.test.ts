/**
 * Claims of scripts/api/notes/props.json about what the kits do with the props that Formly's attribute
 * directive handles (tabindex, readonly and the event handlers) and with label and labelPosition. What
 * a kit renders and calls comes from the behaviour matrix measured in Chromium
 * (lib/kits/<kit>/behaviour.json, tests/browser/kit-behaviour.spec.ts); which templates carry the
 * directive, and how the Ionic types show the label, from the kits' 7.1.0 bundles. The core entries
 * that need no kit run in tests/claims/api/core-notes.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {browserKits} from '../../../lib/kits';
import type {BehaviourHandler, TypeBehaviour} from '../../../lib/kits/behaviour';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import {demosDir} from '../support/demo-packages';

/** Every measured type of every browser kit, as `kit type`. */
const measured = browserKits.flatMap((kit) =>
  readKitBehaviour(kit.name).types.map((entry) => ({id: `${kit.name} ${entry.type}`, entry})),
);
const cell = (id: string): TypeBehaviour => {
  const found = measured.find((row) => row.id === id);
  assert.ok(found, `the matrix has no ${id}`);
  return found.entry;
};
const calls = (entry: TypeBehaviour, handler: BehaviourHandler): string[] =>
  Object.values(entry.events)
    .flatMap((phase) => phase ?? [])
    .filter((call) => call.startsWith(`${handler}(`));
/** The measured types for which `predicate` holds, sorted. */
const where = (predicate: (entry: TypeBehaviour) => boolean): string[] =>
  measured
    .filter((row) => predicate(row.entry))
    .map((row) => row.id)
    .sort();

/** The type components of every kit, by `kit file` (form-field and other wrappers left out), with their templates. */
function kitTemplates(): Map<string, string> {
  const templates = new Map<string, string>();
  for (const kit of browserKits) {
    const dir = path.join(demosDir, 'node_modules', '@ngx-formly', kit.name, 'fesm2022');
    const prefix = `ngx-formly-${kit.name}-`;
    for (const file of fs.readdirSync(dir).filter((name) => name.startsWith(prefix) && name.endsWith('.mjs'))) {
      const match = /template: [`"]([^`]*)[`"]/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      const name = file.slice(prefix.length, -'.mjs'.length);
      if (match && !['form-field', 'addons'].includes(name)) templates.set(`${kit.name} ${name}`, match[1]!);
    }
  }
  return templates;
}

const withoutDirective = ['ng-zorro-antd radio', 'primeng radio'];
const numberInputs = ['kendo integer', 'kendo number', 'ng-zorro-antd integer', 'ng-zorro-antd number'];
/** Kit selects the measurement opens with a click (a native select is chosen from without one), which put no focus in the element with the directive. */
const clickedSelects = ['kendo enum', 'kendo select', 'ng-zorro-antd enum', 'ng-zorro-antd select'];
const focusless = [
  ...numberInputs,
  ...clickedSelects,
  'material multicheckbox',
  'material radio',
  'material toggle',
  'ng-zorro-antd boolean',
  'ng-zorro-antd checkbox',
  'primeng boolean',
  'primeng checkbox',
  'primeng datepicker',
  'ionic datetime',
].sort();

/** Types that call `handler` both with the DOM FocusEvent and with the kit's own event (Ionic's CustomEvent). */
const twiceOver = (handler: BehaviourHandler) => (entry: TypeBehaviour) => {
  const found = calls(entry, handler);
  return found.includes(`${handler}(FocusEvent)`) && found.includes(`${handler}(CustomEvent)`);
};
const ionicTwice = ['ionic boolean', 'ionic checkbox', 'ionic enum', 'ionic select', 'ionic toggle'];

test('the NG-ZORRO and PrimeNG radio are the only kit types whose template carries no attribute directive (formlyAttributes, or Ionic’s ionFormlyAttributes) [api/props#core-keyup-called, api/props#core-keydown-called, api/props#core-keypress-called, api/props#core-wheel-called, api/props#core-click-called, api/props#core-focus-called, api/props#core-blur-called]', () => {
  const templates = kitTemplates();
  assert.ok(templates.size > 30, `read ${templates.size} templates`);
  const without = [...templates]
    .filter(([, template]) => !/\[(ion)?formlyAttributes\]/i.test(template))
    .map(([id]) => id);
  assert.deepEqual(without.sort(), withoutDirective);
  // Measured: their controls carry nothing the directive writes, and they call no handler but their own change binding.
  for (const id of withoutDirective) {
    assert.deepEqual(cell(id).attributesOn, []);
    for (const handler of ['focus', 'blur', 'click', 'keydown'] as const)
      assert.deepEqual(calls(cell(id), handler), [], id);
  }
});

test('focus: clicking or typing in Kendo’s and NG-ZORRO’s number inputs and select, PrimeNG’s checkbox and datepicker, NG-ZORRO’s checkbox, Material’s multicheckbox, radio and toggle, and the click that opens Ionic’s datetime call no focus; Material’s checkbox calls it without an event; Ionic’s checkbox, toggle and select call it twice, with the FocusEvent and Ionic’s own (the datetime picker in tests/browser/claims/ionic.spec.ts) [api/props#core-focus-called]', () => {
  // The measured actions that put the pointer on the control: a click and keys, a click on a toggle, a choice by
  // click, a click on a date; and a kit select opened by a click (a native select is chosen from without one).
  const focusing = (entry: TypeBehaviour) =>
    ['text', 'toggle', 'radio', 'multicheckbox', 'date'].includes(entry.family) ||
    (entry.family === 'select' && calls(entry, 'click').length > 0);
  assert.deepEqual(
    where((entry) => focusing(entry) && calls(entry, 'focus').length === 0),
    [...focusless, ...withoutDirective].sort(),
  );
  assert.deepEqual(calls(cell('material checkbox'), 'focus'), ['focus(none)']);
  assert.deepEqual(where(twiceOver('focus')), ionicTwice);
  // Elsewhere it does get the event, e.g. a native input.
  assert.deepEqual(calls(cell('bootstrap input'), 'focus'), ['focus(FocusEvent)']);
});

test('blur: the same types call no blur when the reader leaves them, Ionic’s datetime none outside its picker; Material’s checkbox calls it without an event; Ionic’s checkbox, toggle and select call it twice [api/props#core-blur-called]', () => {
  for (const id of focusless) assert.deepEqual(calls(cell(id), 'blur'), [], id);
  assert.deepEqual(calls(cell('material checkbox'), 'blur'), ['blur(none)']);
  assert.deepEqual(where(twiceOver('blur')), ionicTwice);
  assert.deepEqual(calls(cell('bootstrap input'), 'blur'), ['blur(FocusEvent)']);
});

test('click: NG-ZORRO’s checkbox and the click that opens Ionic’s datetime do not call it, and neither do the radio types without the directive; a click on the other controls does [api/props#core-click-called]', () => {
  const clicked = (entry: TypeBehaviour) => ['text', 'toggle', 'radio', 'multicheckbox', 'date'].includes(entry.family);
  assert.deepEqual(
    where((entry) => clicked(entry) && calls(entry, 'click').length === 0),
    ['ionic datetime', 'ng-zorro-antd boolean', 'ng-zorro-antd checkbox', ...withoutDirective].sort(),
  );
});

test('change: Ionic’s own events; the new value from Kendo’s select and NG-ZORRO’s checkbox, radio and select; a change object from Material’s checkbox, multicheckbox, radio, select and toggle and PrimeNG’s select; PrimeNG’s radio never calls it; one action calls it twice: a click on Material’s checkbox, multicheckbox, radio and toggle or NG-ZORRO’s checkbox, and leaving Ionic’s input or textarea after typing [api/props#core-change-called]', () => {
  const kindOf = (call: string) =>
    call === 'change(Event)'
      ? 'dom'
      : call === 'change(CustomEvent)'
        ? 'ionic'
        : call.startsWith('change(value:')
          ? 'value'
          : call.startsWith('change(object{')
            ? 'object'
            : call;
  const reporting = (kind: string) =>
    where((entry) => calls(entry, 'change').some((call) => kindOf(call) === kind)).filter(
      (id) => !/ (boolean|enum)$/.test(id),
    );
  assert.deepEqual(reporting('value'), [
    'kendo select',
    'ng-zorro-antd checkbox',
    'ng-zorro-antd radio',
    'ng-zorro-antd select',
  ]);
  assert.deepEqual(reporting('object'), [
    'material checkbox',
    'material multicheckbox',
    'material radio',
    'material select',
    'material toggle',
    'primeng select',
  ]);
  // Every other call is the DOM change event or, in Ionic only, Ionic's own event.
  assert.deepEqual(
    measured.flatMap((row) =>
      calls(row.entry, 'change')
        .map(kindOf)
        .filter(
          (kind) => !['dom', 'value', 'object'].includes(kind) && !(kind === 'ionic' && row.id.startsWith('ionic ')),
        )
        .map((kind) => `${row.id}: ${kind}`),
    ),
    [],
  );
  assert.deepEqual(calls(cell('bootstrap checkbox'), 'change'), ['change(Event)']);
  // PrimeNG's radio: chosen (the model holds the option's value), yet no call; its template binds no change.
  assert.equal(cell('primeng radio').valueShape, 'string');
  assert.deepEqual(calls(cell('primeng radio'), 'change'), []);
  assert.doesNotMatch(kitTemplates().get('primeng radio')!, /change|formlyAttributes/i);
  const twice = (phase: 'pointer' | 'key' | 'leave') =>
    where((entry) => (entry.events[phase] ?? []).filter((call) => call.startsWith('change(')).length > 1);
  assert.deepEqual(twice('pointer'), [
    'material boolean',
    'material checkbox',
    'material multicheckbox',
    'material radio',
    'material toggle',
    'ng-zorro-antd boolean',
    'ng-zorro-antd checkbox',
  ]);
  assert.deepEqual(twice('key'), []);
  assert.deepEqual(twice('leave'), ['ionic input', 'ionic integer', 'ionic number', 'ionic string', 'ionic textarea']);
});

test('tabindex: Ionic’s input and textarea carry it on their inner input or textarea; Ionic’s checkbox and datetime, Kendo’s select and the NG-ZORRO and PrimeNG radio carry no tabindex from it [api/props#core-tabindex-written]', () => {
  assert.deepEqual(
    where((entry) => entry.tabindexOn.length === 0),
    ['ionic boolean', 'ionic checkbox', 'ionic datetime', 'kendo enum', 'kendo select', ...withoutDirective].sort(),
  );
  for (const id of ['ionic input', 'ionic integer', 'ionic number', 'ionic string']) {
    assert.deepEqual(cell(id).tabindexOn, ['input'], id);
  }
  assert.deepEqual(cell('ionic textarea').tabindexOn, ['textarea']);
  // ion-checkbox renders its host with a tabindex of its own (0, or none when disabled), over the one Formly wrote.
  const checkbox = fs
    .readdirSync(path.join(demosDir, 'node_modules/@ionic/core/components'))
    .map((file) => fs.readFileSync(path.join(demosDir, 'node_modules/@ionic/core/components', file), 'utf8'))
    .find((source) => source.includes('"aria-required"') && source.includes('checkbox-icon'));
  assert.match(checkbox ?? '', /tabindex:\w+\?void 0:0/, 'ion-checkbox sets its own tabindex');
});

test('readonly: NG-ZORRO’s text input and textarea, Kendo’s select, the NG-ZORRO and PrimeNG radio and Ionic’s datetime show no readonly attribute [api/props#core-readonly-written]', () => {
  assert.deepEqual(
    where((entry) => entry.readonly === 'none'),
    [
      'ionic datetime',
      'kendo enum',
      'kendo select',
      'ng-zorro-antd input',
      'ng-zorro-antd string',
      'ng-zorro-antd textarea',
      ...withoutDirective,
    ].sort(),
  );
  // NG-ZORRO's number input keeps it on the nz-input-number element, not on the box typed into.
  assert.equal(cell('ng-zorro-antd number').readonly, 'inert');
  // The nz-input directive binds the attribute to its own readonly input, which Formly does not set.
  const nzInput = fs.readFileSync(
    path.join(demosDir, 'node_modules', 'ng-zorro-antd', 'fesm2022', 'ng-zorro-antd-input.mjs'),
    'utf8',
  );
  assert.match(nzInput, /'\[attr\.readonly\]': 'readonly\(\) \|\| null'/);
});

test('readonly: a text control with the attribute refuses typing, except Kendo’s and NG-ZORRO’s number inputs, NG-ZORRO’s input and textarea and PrimeNG’s datepicker; a click still changes every checkbox, radio, multicheckbox and toggle type and Bootstrap’s select [api/props#core-readonly-written]', () => {
  assert.deepEqual(
    where((entry) => entry.family === 'text' && entry.readonlyEditable === true),
    [...numberInputs, 'ng-zorro-antd input', 'ng-zorro-antd string', 'ng-zorro-antd textarea'].sort(),
  );
  // The other text controls were typed in and kept their value, with the attribute on them.
  assert.deepEqual(
    where((entry) => entry.family === 'text' && entry.readonlyEditable !== true).filter(
      (id) => cell(id).readonlyEditable !== false || cell(id).readonly !== 'attribute',
    ),
    [],
  );
  const clicked = where((entry) => ['toggle', 'radio', 'multicheckbox'].includes(entry.family));
  assert.ok(clicked.length > 0);
  assert.deepEqual(
    clicked.filter((id) => cell(id).readonlyEditable !== true),
    [],
  );
  // Date controls with a text box: Material's refuses typing; PrimeNG's carries the attribute on its host, not its input.
  assert.deepEqual(
    where((entry) => entry.family === 'date' && entry.readonlyEditable === true),
    ['primeng datepicker'],
  );
  assert.equal(cell('material datepicker').readonlyEditable, false);
  assert.deepEqual(
    where((entry) => entry.family === 'select' && entry.readonlyEditable === true),
    ['bootstrap enum', 'bootstrap select'],
  );
});

test('groupProp: Bootstrap’s, Material’s and NG-ZORRO’s select render the groups, with options to choose; Ionic’s, Kendo’s and PrimeNG’s show each group as one entry, its options not to be chosen; Material’s native-select renders optgroups [api/props#groupprop-name-puts-option-group]', () => {
  const selects = where((entry) => entry.type === 'select');
  assert.equal(selects.length, browserKits.length);
  for (const id of selects) assert.equal(cell(id).options?.groupsShown, true, id);
  assert.deepEqual(
    selects.filter((id) => cell(id).options?.groupedSelectable),
    ['bootstrap select', 'material select', 'ng-zorro-antd select'],
  );
  // The templates that read an option's group: those three, and Material's native-select (not in the frame).
  const templates = kitTemplates();
  const grouping = [...templates].filter(([, t]) => /\.group\b/.test(t)).map(([id]) => id);
  assert.deepEqual(grouping.sort(), [
    'bootstrap select',
    'material native-select',
    'material select',
    'ng-zorro-antd select',
  ]);
  assert.match(templates.get('material native-select')!, /<optgroup \[label\]="opt\.label">/);
});

test('label: every kit’s form-field wrapper prints it except Ionic’s, checkbox-like types print it themselves, and Ionic’s types show it in their own way, datetime not at all [api/props#core-label-rendered-by]', () => {
  for (const kit of browserKits) {
    const file = path.join(
      demosDir,
      'node_modules',
      '@ngx-formly',
      kit.name,
      'fesm2022',
      `ngx-formly-${kit.name}-form-field.mjs`,
    );
    const printsLabel = /props\.label/.test(fs.readFileSync(file, 'utf8'));
    assert.equal(printsLabel, kit.name !== 'ionic', `${kit.name}'s form-field wrapper`);
  }
  const templates = kitTemplates();
  const ionic = [...templates].filter(([id]) => id.startsWith('ionic '));
  const binds = ionic.filter(([, t]) => /\[label\]="props\.label"/.test(t)).map(([id]) => id);
  const content = ionic.filter(([, t]) => /\{\{\s*props\.label\s*\}\}/.test(t)).map(([id]) => id);
  assert.deepEqual(binds.sort(), ['ionic input', 'ionic select', 'ionic slider', 'ionic textarea']);
  assert.deepEqual(content.sort(), ['ionic checkbox', 'ionic radio', 'ionic toggle']);
  assert.match(templates.get('ionic radio')!, /<ion-list-header>\{\{ props\.label \}\}<\/ion-list-header>/);
  assert.doesNotMatch(templates.get('ionic datetime')!, /props\.label/);
  assert.equal(cell('ionic datetime').labelShown, false);
});

test('Ionic labelPosition: input, select, textarea and range pass it as labelPlacement; the numeric input passes the label but not its position [api/props#ionic-labelposition-number]', () => {
  const templates = kitTemplates();
  const places = [...templates]
    .filter(([id, t]) => id.startsWith('ionic ') && /\[labelPlacement\]="props\.labelPosition"/.test(t))
    .map(([id]) => id);
  assert.deepEqual(places.sort(), ['ionic input', 'ionic select', 'ionic slider', 'ionic textarea']);
  assert.match(templates.get('ionic slider')!, /<ion-range/);
  const numberBranch = /<ng-template #numberTmp>([\s\S]*?)<\/ng-template>/.exec(templates.get('ionic input')!)![1]!;
  assert.match(numberBranch, /\[label\]="props\.label"/);
  assert.doesNotMatch(numberBranch, /labelPlacement/);
});
