/**
 * Claims of the Bootstrap API notes (scripts/api/notes/ui/bootstrap/*.md) that need no browser, run
 * against @ngx-formly/core and @ngx-formly/bootstrap 7.1.0: the kit's registrations and templates as
 * the package ships them, Formly's attribute directive, the formlySelectOptions pipe, and the cells of
 * the behaviour matrix measured in Chromium (lib/kits/bootstrap/behaviour.json).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  elementAttributes,
  loadPackage,
  optionsWithViewContainer,
  type FormlyFieldConfig,
} from '../support/formly';
import {assertGroupedOptionsOneEntry} from '../support/kit-configs';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import type {TypeBehaviour} from '../../../lib/kits/behaviour';
import type * as BootstrapKit from '../../../demos/node_modules/@ngx-formly/bootstrap';
import type * as BootstrapAddons from '../../../demos/node_modules/@ngx-formly/bootstrap/addons';

const bootstrap = loadPackage<typeof BootstrapKit>('@ngx-formly/bootstrap');
const addons = loadPackage<typeof BootstrapAddons>('@ngx-formly/bootstrap/addons');
const configs = bootstrap.withFormlyBootstrap();
const matrix = readKitBehaviour('bootstrap');

/** The measured cell of `type`. */
function cell(type: string): TypeBehaviour {
  const found = matrix.types.find((entry) => entry.type === type);
  assert.ok(found, `the bootstrap matrix has a ${type} row`);
  return found;
}

/** The template a component class is declared with, as the package ships it. */
function templateOf(component: unknown): string {
  const template = (component as {decorators?: {args?: {template?: string}[]}[]}).decorators?.[0]?.args?.[0]?.template;
  assert.equal(typeof template, 'string', 'the template is readable');
  return template!;
}

/** The component a type or wrapper is registered with by withFormlyBootstrap(). */
function registered(kind: 'types' | 'wrappers', name: string): unknown {
  const found = configs.flatMap((config) => config[kind] ?? []).find((entry) => entry.name === name);
  assert.ok(found?.component, `withFormlyBootstrap() registers ${kind} ${name} with a component`);
  return found.component;
}

test('an onClick add-on is a div without role, tabindex or key handler, and clicking it calls onClick(field, event) [api/ui/bootstrap/addons#onclick-addon-not-keyboard-reachable]', () => {
  const component = registered('wrappers', 'addons') as new (host: unknown) => {
    field: FormlyFieldConfig;
    addonLeftClick(event: unknown): void;
  };
  const template = templateOf(component);
  for (const side of ['Left', 'Right']) {
    const element = new RegExp(`<(\\w+)([^>]*)\\(click\\)="addon${side}Click\\(\\$event\\)"[^>]*>`).exec(template);
    assert.ok(element, `the ${side} add-on has a click handler`);
    assert.equal(element[1], 'div');
    assert.doesNotMatch(element[0], /tabindex|role=|\(key/i);
  }
  const calls: unknown[][] = [];
  const wrapper = new component(null);
  const field: FormlyFieldConfig = {props: {addonLeft: {text: '@', onClick: (...args: unknown[]) => calls.push(args)}}};
  wrapper.field = field;
  wrapper.addonLeftClick('the event');
  assert.deepEqual(calls, [[field, 'the event']]);
});

test('withFormlyBootstrap() and FormlyBootstrapModule include the addons wrapper and extension [api/ui/bootstrap/addons#addons-in-kit-wide-feature]', () => {
  assert.equal(registered('wrappers', 'addons'), addons.withFormlyWrapperAddons().wrappers![0]!.component);
  const extensions = configs.flatMap((config) => config.extensions ?? []).map((extension) => extension.name);
  assert.ok(extensions.includes('addons'));
  const moduleImports = (bootstrap.FormlyBootstrapModule as unknown as {decorators: {args: {imports: unknown[]}[]}[]})
    .decorators[0]!.args[0]!.imports;
  assert.ok(moduleImports.includes(addons.FormlyBootstrapAddonsModule));
  // The kit-wide feature adds the wrapper to a field with an add-on, with no wrappers listed.
  const built = buildForm([{key: 'mail', type: 'input', props: {addonLeft: {text: '@'}}}], {configs});
  assert.ok(built.fields[0]!.wrappers!.includes('addons'));
});

test("formCheck 'nolabel' drops the checkbox's label element and the input has no other name; attributes['aria-label'] reaches the input [api/ui/bootstrap/checkbox#nolabel-no-accessible-name]", () => {
  const template = templateOf(registered('types', 'checkbox'));
  assert.match(template, /<label \*ngIf="props\.formCheck !== 'nolabel'"/);
  const input = /<input[^>]*>/.exec(template)![0];
  assert.doesNotMatch(input, /aria-label|title/);
  // The wrapper's own label is hidden for the checkbox type, so no other label names the box.
  const built = buildForm([{key: 'agree', type: 'checkbox', props: {label: 'I agree', formCheck: 'nolabel'}}], {
    configs,
    options: optionsWithViewContainer(),
  });
  assert.equal(built.fields[0]!.props!.hideLabel, true);
  // The component's input carries formlyAttributes, which writes props.attributes onto it.
  assert.match(input, /\[formlyAttributes\]="field"/);
  assert.deepEqual(cell('checkbox').attributesOn, ['input']);
  const attributes = elementAttributes({props: {attributes: {'aria-label': 'I agree'}}});
  assert.equal(attributes['aria-label'], 'I agree');
});

test('the floating label changes every type whose label the wrapper prints, and not the checkbox, which hides it [api/ui/bootstrap/form-field#floating-leaves-checkbox-unchanged]', () => {
  const floating = matrix.theme.filter((entry) => entry.prop === 'labelPosition' && entry.value === 'floating');
  assert.deepEqual(floating.map((entry) => entry.type).sort(), matrix.types.map((entry) => entry.type).sort());
  for (const entry of floating) {
    const built = buildForm([{key: 'x', type: entry.type, props: {label: 'X', options: []}}], {
      configs,
      options: optionsWithViewContainer(),
    });
    const hidesLabel = built.fields[0]!.props!.hideLabel === true;
    assert.equal(entry.differs.length === 0, hidesLabel, `${entry.type}: measured ${entry.differs.length} differences`);
  }
});

test('a RegExp pattern is written onto the element as its text with the slashes; a string pattern as given [api/ui/bootstrap/input#regexp-pattern-attribute-slashes]', () => {
  assert.equal(elementAttributes({props: {pattern: /^\d+$/}}, {doCheck: true})['pattern'], '/^\\d+$/');
  assert.equal(elementAttributes({props: {pattern: '\\d+'}}, {doCheck: true})['pattern'], '\\d+');
  // The validator of the string form anchors it, as the browser's pattern attribute does.
  const built = buildForm([{key: 'code', type: 'input', props: {pattern: '\\d+'}}], {configs});
  const control = built.fields[0]!.formControl!;
  control.setValue('12a');
  assert.ok(control.hasError('pattern'));
  control.setValue('12');
  assert.equal(control.valid, true);
});

test('multicheckbox: grouped options show one box per group, named after it, and the options in it cannot be checked [api/ui/bootstrap/multicheckbox#grouped-options-one-box]', () => {
  assertGroupedOptionsOneEntry('bootstrap', 'multicheckbox', templateOf(registered('types', 'multicheckbox')));
});

test('radio: grouped options show one radio per group, named after it, and the options in it cannot be chosen [api/ui/bootstrap/radio#grouped-options-one-radio]', () => {
  assertGroupedOptionsOneEntry('bootstrap', 'radio', templateOf(registered('types', 'radio')));
});

test('only select groups options (an optgroup per group, grouped options selectable); radio and multicheckbox show one entry per group whose options cannot be chosen [ui/bootstrap#only-select-groups-options]', () => {
  const select = templateOf(registered('types', 'select'));
  assert.match(select, /<optgroup \[label\]="opt\.label">/);
  for (const type of ['select', 'enum']) {
    assert.deepEqual(
      {groupsShown: cell(type).options?.groupsShown, groupedSelectable: cell(type).options?.groupedSelectable},
      {groupsShown: true, groupedSelectable: true},
      type,
    );
  }
  for (const type of ['radio', 'multicheckbox']) {
    assertGroupedOptionsOneEntry('bootstrap', type, templateOf(registered('types', type)));
  }
});
