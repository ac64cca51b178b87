/**
 * Claims of docs/ui/ionic.mdx ("OK and Cancel in the select's alert", "ion-select inputs the kit does not bind") and of the Ionic API notes
 * (scripts/api/notes/ui/ionic/*.md) that need no browser, run against @ngx-formly/core and
 * @ngx-formly/ionic 7.1.0, and against the cells of the behaviour matrix measured in Chromium
 * (lib/kits/ionic/behaviour.json). What the alert shows runs in Chromium:
 * tests/browser/claims/ionic.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  buildForm,
  elementAttributes,
  loadPackage,
  optionsWithViewContainer,
  renderFormlyField,
  type ConfigOption,
  type FormlyFieldConfig,
} from '../support/formly';
import {pageCodeBlock, runPageModule} from '../support/page-code';
import {assertGroupedOptionsOneEntry, firstTemplate, shippedBundles} from '../support/kit-configs';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';
import type {BehaviourPhase, TypeBehaviour} from '../../../lib/kits/behaviour';
import type * as IonicKit from '../../../demos/node_modules/@ngx-formly/ionic';

const ionic = loadPackage<typeof IonicKit>('@ngx-formly/ionic');

/** The page's set-up: the kit, then a type default that names both buttons of every select. */
const configs = [
  ...ionic.withFormlyIonic(),
  {types: [{name: 'select', defaultOptions: {props: {okText: 'OK', cancelText: 'Cancel'}}}]},
];

test("the type default keeps the kit's select type and gives every select both texts [ui/ionic#select-type-binds-oktext-canceltext]", () => {
  const built = buildForm([{key: 'size', type: 'select', props: {options: []}}], {configs});
  assert.equal((built.config.getType('select', true).component as {name: string}).name, 'FormlyFieldSelect');
  assert.equal(built.fields[0]!.props!['okText'], 'OK');
  assert.equal(built.fields[0]!.props!['cancelText'], 'Cancel');
});

test("a field's own okText and cancelText win over the type default [ui/ionic#select-type-binds-oktext-canceltext]", () => {
  const built = buildForm([{key: 'size', type: 'select', props: {options: [], okText: 'Choose', cancelText: 'Back'}}], {
    configs,
  });
  assert.equal(built.fields[0]!.props!['okText'], 'Choose');
  assert.equal(built.fields[0]!.props!['cancelText'], 'Back');
});

/** The template of each Ionic type component, by type file (input, textarea, …), read from the 7.1.0 bundles. */
function ionicTemplates(): Map<string, string> {
  return new Map(
    [...shippedBundles('ionic')]
      .filter(([, bundle]) => /template: `/.test(bundle))
      .map(([entry, bundle]) => [entry, firstTemplate(bundle)]),
  );
}

test('label and labelPosition in every Ionic template: which bind label and labelPlacement, which put the label in content, and datetime, which uses neither [api/ui/ionic/form-field#wrapper-prints-label-types-show, api/ui/ionic/form-field#types-place-label-by-position, api/ui/ionic/index#types-print-labels-except-datetime, guide/migration#ionic-labelposition-reaches, ui/ionic#label-input-textarea-select-slider, ui/ionic#labelposition-honoured-input-number]', () => {
  const templates = ionicTemplates();
  const types = [...templates.keys()].filter((name) => name !== 'form-field').sort();
  assert.deepEqual(types, ['checkbox', 'datetime', 'input', 'radio', 'select', 'slider', 'textarea', 'toggle']);
  const bindsLabel = types.filter((name) => /\[label\]="props\.label"/.test(templates.get(name)!));
  const placesLabel = types.filter((name) => /\[labelPlacement\]="props\.labelPosition"/.test(templates.get(name)!));
  const labelAsContent = types.filter((name) => /\{\{\s*props\.label\s*\}\}/.test(templates.get(name)!));
  assert.deepEqual(bindsLabel, ['input', 'select', 'slider', 'textarea']);
  assert.deepEqual(placesLabel, ['input', 'select', 'slider', 'textarea']);
  assert.deepEqual(labelAsContent, ['checkbox', 'radio', 'toggle']);
  assert.doesNotMatch(templates.get('datetime')!, /props\.label\b/);
  // The input template's number branch binds label but not labelPlacement.
  const numberBranch = /<ng-template #numberTmp>([\s\S]*?)<\/ng-template>/.exec(templates.get('input')!)![1]!;
  assert.match(numberBranch, /\[label\]="props\.label"/);
  assert.doesNotMatch(numberBranch, /labelPlacement/);
});

/** The Ionic behaviour matrix, measured in Chromium (lib/kits/ionic/behaviour.json). */
const matrix = readKitBehaviour('ionic');
const cell = (type: string): TypeBehaviour => {
  const found = matrix.types.find((entry) => entry.type === type);
  assert.ok(found, `the ionic matrix has a ${type} row`);
  return found;
};
/** The calls of one handler in a measured phase, by the kind of event each got. */
const callsOf = (type: string, phase: BehaviourPhase, handler: string): string[] =>
  (cell(type).events[phase] ?? []).filter((call) => call.startsWith(`${handler}(`));

test("ɵIonFormlyAttributes adds Ionic's events to core's, so one action can call change, focus or blur twice, and a datetime tap calls none [api/ui/ionic/form-field#ionic-handlers-called-more-than-once]", () => {
  const formField = loadPackage<Record<string, unknown>>('@ngx-formly/ionic/form-field');
  const directive = formField['ɵIonFormlyAttributes'] as {decorators: {args: {host: Record<string, string>}[]}[]};
  assert.deepEqual(Object.keys(directive.decorators[0]!.args[0]!.host).sort(), [
    '(ionBlur)',
    '(ionChange)',
    '(ionFocus)',
    '(ionInput)',
  ]);
  // Every type that renders an ion-input or ion-textarea: change on each key, and twice on leaving.
  const textTypes = matrix.types.filter((entry) => /FormlyField(Input|TextArea)$/.test(entry.component));
  assert.deepEqual(textTypes.map((entry) => entry.type).sort(), ['input', 'integer', 'number', 'string', 'textarea']);
  for (const {type} of textTypes) {
    assert.deepEqual(callsOf(type, 'key', 'change'), ['change(CustomEvent)'], type);
    assert.deepEqual(callsOf(type, 'leave', 'change'), ['change(CustomEvent)', 'change(Event)'], type);
  }
  // Checkbox, toggle and select (with their aliases): focus and blur once per kind of event.
  const twice = matrix.types.filter((entry) => /FormlyField(Checkbox|Toggle|Select)$/.test(entry.component));
  assert.deepEqual(twice.map((entry) => entry.type).sort(), ['boolean', 'checkbox', 'enum', 'select', 'toggle']);
  for (const {type} of twice) {
    const focus = callsOf(type, 'pointer', 'focus');
    const blur = [...callsOf(type, 'pointer', 'blur'), ...callsOf(type, 'leave', 'blur')];
    for (const calls of [focus, blur]) {
      const ionic = calls.filter((call) => call.endsWith('(CustomEvent)'));
      assert.ok(ionic.length > 0 && ionic.length * 2 === calls.length, `${type}: ${calls.join(', ')}`);
    }
  }
  assert.deepEqual(cell('datetime').events.pointer, []);
});

test('the Ionic wrapper shows no description and no required marker; a required field has the required attribute (except datetime) and its message [api/ui/ionic/form-field#no-description-no-required-marker]', () => {
  assert.doesNotMatch(ionicTemplates().get('form-field')!, /description|required/);
  for (const entry of matrix.types) {
    assert.equal(entry.descriptionShown, false, entry.type);
    assert.equal(entry.required.marker, 'none', entry.type);
    assert.equal(entry.required.message, true, entry.type);
    assert.equal(entry.required.attribute, entry.type !== 'datetime', entry.type);
  }
});

test('select: grouped options become one option per group, named after it, whose options cannot be chosen [api/ui/ionic/select#grouped-options-one-option]', () => {
  assertGroupedOptionsOneEntry('ionic', 'select', ionicTemplates().get('select')!);
});

test('radio: grouped options become one radio per group, named after it, whose options cannot be chosen [api/ui/ionic/radio#grouped-options-one-radio]', () => {
  assertGroupedOptionsOneEntry('ionic', 'radio', ionicTemplates().get('radio')!);
});

test('radio: the ion-radio-group has no accessible name (the header is not linked to it), and props.attributes land on it [api/ui/ionic/radio#radio-group-no-accessible-name]', () => {
  assert.deepEqual(cell('radio').control, {role: 'radiogroup', name: null});
  assert.deepEqual(cell('radio').attributesOn, ['ion-radio-group']);
  const group = /<ion-radio-group[^>]*>/.exec(ionicTemplates().get('radio')!)![0];
  assert.doesNotMatch(group, /aria-label/);
  assert.match(group, /\[ionFormlyAttributes\]="field"/);
  assert.equal(elementAttributes({props: {attributes: {'aria-label': 'Size'}}})['aria-label'], 'Size');
});

test('datetime: disabled does not disable the item, a button that opens the modal on any tap [api/ui/ionic/datetime#disabled-item-still-opens]', () => {
  const item = /<ion-item[^>]*>/.exec(ionicTemplates().get('datetime')!)![0];
  assert.match(item, /\[button\]="true"/);
  assert.match(item, /\(click\)="isOpen = true"/);
  assert.doesNotMatch(item, /disabled/);
  assert.equal(cell('datetime').control.role, 'button');
  assert.equal(cell('datetime').disabled, false);
});

test('toggle: until switched, the model keeps its own value; a new model gets no key [api/ui/ionic/toggle#model-set-once-switched]', () => {
  const formField = loadPackage<{withFormlyFormField(): ConfigOption}>('@ngx-formly/ionic/form-field');
  const toggle = loadPackage<{withFormlyFieldToggle(): ConfigOption}>('@ngx-formly/ionic/toggle');
  const configs = [formField.withFormlyFormField(), toggle.withFormlyFieldToggle()];
  const model: Record<string, unknown> = {};
  const built = buildForm([{key: 'on', type: 'toggle', props: {label: 'On'}}], {
    model,
    configs,
    options: optionsWithViewContainer(),
  });
  assert.equal('on' in model, false);
  assert.equal(built.fields[0]!.formControl!.value, undefined);
  const kept = buildForm([{key: 'on', type: 'toggle'}], {
    model: {on: 'yes'},
    configs,
    options: optionsWithViewContainer(),
  });
  assert.equal(kept.model['on'], 'yes');
});

test('datetime: the item shows the formatted value when there is one and the placeholder only while it is empty; nothing else labels it [api/ui/ionic/datetime#chosen-date-replaces-placeholder]', () => {
  const item = /<ion-item[^>]*>([\s\S]*?)<\/ion-item>/.exec(ionicTemplates().get('datetime')!)![1]!;
  const shown = /\{\{([\s\S]*?)\}\}/g;
  const expressions = [...item.matchAll(shown)].map((match) => match[1]!.replace(/\s+/g, ' ').trim());
  assert.deepEqual(expressions, [
    'formControl.value ? (formControl.value | date: displayFormat()) : props.placeholder',
  ]);
  assert.doesNotMatch(item, /aria-label|props\.label/);
  // Measured at rest, with the placeholder shown: it is the item's whole accessible name.
  assert.deepEqual(cell('datetime').control, {role: 'button', name: 'Ph datetime'});
});

/** A file of Ionic's installed components (@ionic/core's collection build). */
const ionicSource = (file: string) =>
  fs.readFileSync(
    path.resolve(__dirname, '../../../demos/node_modules/@ionic/core/dist/collection/components', file),
    'utf8',
  );
/** Each input of ion-select (its Stencil properties) and the HTML attribute Ionic reads it from. */
function ionSelectAttributes(): Map<string, string> {
  const source = ionicSource('select/select.js');
  const properties = source.slice(source.indexOf('static get properties()'), source.indexOf('static get states()'));
  const names = [...properties.matchAll(/^ {12}"(\w+)": \{/gm)].map((match) => match[1]!);
  const attributes = [...properties.matchAll(/"attribute": "([\w-]+)"/g)].map((match) => match[1]!);
  assert.equal(attributes.length, names.length, 'every input of ion-select has an attribute');
  return new Map(names.map((name, index) => [name, attributes[index]!]));
}

test("the kit's select binds only the control, compareWith, multiple, interface, okText, cancelText, label and labelPlacement on <ion-select>; interfaceOptions is not among them [ui/ionic#ion-select-bound-inputs]", () => {
  const openingTag = /<ion-select\b([^>]*)>/.exec(ionicTemplates().get('select')!)![1]!;
  const inputs = [...openingTag.matchAll(/\[([\w.%-]+)\]=/g)]
    .map((match) => match[1])
    .filter((name) => !name!.startsWith('style.'));
  assert.deepEqual(inputs, [
    'formControl',
    'compareWith',
    'ionFormlyAttributes',
    'multiple',
    'interface',
    'okText',
    'cancelText',
    'label',
    'labelPlacement',
  ]);
  assert.doesNotMatch(openingTag, /interfaceOptions|selectedText|fill|shape|toggleIcon/);
});

test("of the props core's attributes directive writes as attributes, placeholder, required and disabled name inputs of ion-select, which Ionic reads from them; Ionic renders the placeholder only with no text chosen, and under a floating label hides it unless the select has focus or is open (what Ionic makes of them measured in tests/browser/claims/ionic.spec.ts) [ui/ionic#attributes-directive-reaches-ion-select]", () => {
  // Every prop core's attributes directive writes as an attribute (its validators and UI attributes).
  const props = {
    ...{placeholder: 'Pick a seat', required: true, disabled: true, readonly: true, tabindex: 0, step: 1},
    ...{pattern: 'a', minLength: 1, maxLength: 2, min: 1, max: 2, options: []},
  };
  const {fields} = buildForm([{key: 'seat', type: 'select', props}], {configs});
  const written = elementAttributes(fields[0]!, {doCheck: true});
  assert.equal(Object.keys(written).length, 12, 'the id and the eleven props');
  // Those that name an input of ion-select.
  const inputAttributes = [...ionSelectAttributes().values()];
  const reaching = Object.keys(written).filter((attribute) => inputAttributes.includes(attribute));
  assert.deepEqual(reaching.sort(), ['disabled', 'placeholder', 'required']);
  assert.deepEqual(
    {placeholder: written['placeholder'], required: written['required'], disabled: written['disabled']},
    {placeholder: 'Pick a seat', required: 'required', disabled: 'disabled'},
  );
  // Ionic's select marks its button with the required input.
  assert.match(ionicSource('select/select.js'), /"aria-required": `\$\{required\}`/);
  // Measured in Chromium: the select shows the placeholder's text.
  assert.equal(cell('select').placeholder, 'text');
  // Only while nothing is chosen; under a floating label, in both modes, only with focus or open.
  assert.match(
    ionicSource('select/select.js'),
    /if \(selectText === '' && placeholder !== undefined\) \{\s*selectText = placeholder;/,
  );
  for (const mode of ['md', 'ios']) {
    const css = ionicSource(`select/select.${mode}.css`);
    assert.match(
      css,
      /:host\(\.select-label-placement-floating:not\(\.label-floating\)\) \.native-wrapper \.select-placeholder \{\s*opacity: 0;/,
    );
    assert.match(
      css,
      /:host\(\.select-expanded\.select-label-placement-floating\) \.native-wrapper \.select-placeholder,\s*:host\(\.has-focus\.select-label-placement-floating\) \.native-wrapper \.select-placeholder,\s*:host\(\.has-value\.select-label-placement-floating\) \.native-wrapper \.select-placeholder \{\s*opacity: 1;/,
    );
  }
});

test("props.attributes writes each value as text: Ionic reads each input of ion-select (fill, shape, selectedText, …) from its kebab-case attribute, and interfaceOptions arrives as [object Object] (the inputs' values measured in tests/browser/claims/ionic.spec.ts) [ui/ionic#attributes-carry-text-inputs-only]", () => {
  const attributes = {fill: 'outline', shape: 'round', 'selected-text': 'Chosen', 'interface-options': {size: 'cover'}};
  const {fields} = buildForm([{key: 'seat', type: 'select', props: {attributes: attributes as never, options: []}}], {
    configs,
  });
  assert.deepEqual(elementAttributes(fields[0]!), {
    id: fields[0]!.id!,
    fill: 'outline',
    shape: 'round',
    'selected-text': 'Chosen',
    'interface-options': '[object Object]',
  });
  // Every input of ion-select is read from the attribute of its name in kebab case.
  const inputs = ionSelectAttributes();
  assert.ok(['fill', 'shape', 'selectedText', 'toggleIcon', 'interfaceOptions'].every((name) => inputs.has(name)));
  for (const [name, attribute] of inputs) {
    assert.equal(
      attribute,
      name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
      name,
    );
  }
});

test("the page's popover-select extends select: the kit's form-field wrapper around its own component, whose <ion-select> binds interfaceOptions from props and calls change from (ionChange); it gets the defaultOptions registered for select but not the compareWith the kit's component sets, and Ionic compares with === without one [ui/ionic#own-ion-select-extends-select]", () => {
  const page = 'docs/ui/ionic.mdx';
  const {popoverSelect, seatField, PopoverSelectComponent} = runPageModule<{
    popoverSelect: ConfigOption;
    seatField: FormlyFieldConfig;
    PopoverSelectComponent: unknown;
  }>(page, 'popover-select.type.ts');
  const built = buildForm([seatField], {configs: [...configs, popoverSelect], options: optionsWithViewContainer()});
  const field = built.fields[0]!;
  const kitWrapper = (built.config.getWrapper('form-field').component as {name: string}).name;
  assert.deepEqual(renderFormlyField(built, field).created.inside, [kitWrapper]);
  assert.equal(built.config.getType('popover-select').component, PopoverSelectComponent);
  assert.deepEqual(field.props!['interfaceOptions'], {header: 'Choose a seat'});
  assert.equal(field.props!['okText'], 'OK', "the page's defaultOptions for select reach the field");
  // The kit's own select gets a compareWith from its component's defaultOptions; the page's type does not.
  const kitSelect = buildForm([{key: 'seat', type: 'select', props: {options: []}}], {
    configs,
    options: optionsWithViewContainer(),
  }).fields[0]!;
  const compareWith = kitSelect.props!['compareWith'] as (a: unknown, b: unknown) => boolean;
  assert.deepEqual([compareWith({}, {}), compareWith(1, 1), compareWith(1, '1')], [false, true, false]);
  assert.equal(field.props!['compareWith'], undefined);
  // Ionic, given no compareWith, compares a value (or each of a multiple select's values) with ===.
  assert.match(
    ionicSource('../utils/forms/compare-with-utils.js'),
    /else \{\s*return Array\.isArray\(compareValue\) \? compareValue\.includes\(currentValue\) : currentValue === compareValue;/,
  );
  assert.match(
    pageCodeBlock(page, 'popover-select.type.ts'),
    /<ion-select[^>]*\[interfaceOptions\]="props\['interfaceOptions'\]"\s*\(ionChange\)="props\.change\?\.\(field, \$event\)"/,
  );
});

test("the kit's select component has the style :host { display: inherit }, which the page's type repeats (widths measured in tests/browser/claims/ionic.spec.ts) [ui/ionic#own-select-host-display]", () => {
  const select = [...shippedBundles('ionic')].find(([entry]) => entry === 'select')![1];
  assert.match(
    select,
    /type: FormlyFieldSelect, selector: "formly-field-ion-select"[\s\S]*styles: \[":host\{display:inherit\}\\n"\]/,
  );
  assert.match(pageCodeBlock('docs/ui/ionic.mdx', 'popover-select.type.ts'), /styles: ':host \{ display: inherit; \}'/);
});

test("ion-select hands interfaceOptions' header, subHeader and message to the popover it opens, which shows the header and the subHeader [ui/ionic#interface-options-header]", () => {
  const popover = ionicSource('select/select.js');
  assert.match(
    popover,
    /componentProps: \{\s*header: interfaceOptions\.header,\s*subHeader: interfaceOptions\.subHeader,\s*message: interfaceOptions\.message,/,
  );
  assert.match(
    ionicSource('select-popover/select-popover.js'),
    /header !== undefined && h\("ion-list-header", \{[^}]*\}, header\)/,
  );
  assert.match(
    ionicSource('select-popover/select-popover.js'),
    /subHeader !== undefined && h\("h3", \{[^}]*\}, subHeader\)/,
  );
});

test("the kit's select calls change once per choice, from Ionic's ionChange only: ion-select fires no DOM change event that core's listener would get (measured; the page's type in tests/browser/claims/ionic.spec.ts) [ui/ionic#own-select-change-from-ionchange]", () => {
  for (const type of ['select', 'enum']) {
    assert.deepEqual(callsOf(type, 'pointer', 'change'), ['change(CustomEvent)'], type);
    assert.deepEqual(callsOf(type, 'leave', 'change'), [], type);
  }
});

test("ion-select spreads props' interfaceOptions over the popover options it picks itself: size 'auto', or 'cover' for a stacked or floating label or a fill in md mode; otherwise it hands the popover its value area (ionShadowTarget), which holds the text the select shows and whose width size 'cover' takes (widths measured in tests/browser/claims/ionic.spec.ts) [ui/ionic#interface-options-size-cover]", () => {
  const source = ionicSource('select/select.js');
  const popover = source.slice(source.indexOf('async openPopover('), source.indexOf("component: 'ion-select-popover'"));
  assert.match(popover, /let size = 'auto';/);
  // The two label positions that make Ionic pick 'cover' (only the stacked one is measured in Chromium).
  assert.match(
    popover,
    /const \{ fill, labelPlacement \} = this;[^]*const hasFloatingOrStackedLabel = labelPlacement === 'floating' \|\| labelPlacement === 'stacked';/,
  );
  // The 'auto' size is the popover's --width of each mode (250 px measured in Chromium, Material Design mode).
  for (const [mode, width] of [
    ['md', '250px'],
    ['ios', '200px'],
  ]) {
    assert.match(ionicSource(`popover/popover.${mode}.css`), new RegExp(`:host \\{\\s*--width: ${width};`));
  }
  // With a start or fixed label the popover's reference is the select's value area, not the whole select.
  assert.match(popover, /ionShadowTarget: this\.nativeWrapperEl/);
  // The value area holds the text the select shows: selectedText if set, else the chosen options', else the placeholder.
  assert.match(
    source,
    /class: "native-wrapper", ref: \(el\) => \(this\.nativeWrapperEl = el\)[^}]*\}, this\.renderSelectText\(\), this\.renderListbox\(\)\)/,
  );
  assert.match(
    source,
    /getText\(\) \{\s*const selectedText = this\.selectedText;\s*if \(selectedText != null && selectedText !== ''\) \{\s*return selectedText;\s*\}\s*return generateText\(this\.childOpts, this\.value, this\.compareWith\);/,
  );
  assert.match(
    source,
    /const displayValue = this\.getText\(\);[^]*?if \(selectText === '' && placeholder !== undefined\) \{\s*selectText = placeholder;/,
  );
  for (const mode of ['md', 'ios']) {
    const enter = fs.readFileSync(
      path.resolve(
        __dirname,
        `../../../demos/node_modules/@ionic/core/dist/collection/components/popover/animations/${mode}.enter.js`,
      ),
      'utf8',
    );
    assert.match(enter, /const referenceSizeEl = trigger \|\| .*ionShadowTarget\) \|\|/);
    assert.match(enter, /getPopoverDimensions\(size, contentEl, referenceSizeEl\)/);
  }
  // A stacked or floating label, or a fill in md mode: 'cover', and the reference is the whole select (the event's).
  assert.match(
    popover,
    /if \(hasFloatingOrStackedLabel \|\| \(mode === 'md' && fill !== undefined\)\) \{\s*size = 'cover';[^}]*\}\s*else \{\s*event = Object\.assign\(Object\.assign\(\{\}, ev\), \{ detail: \{\s*ionShadowTarget: this\.nativeWrapperEl,/,
  );
  assert.match(popover, /event, alignment: 'center', size,\s*showBackdrop \}, interfaceOptions\)/);
});
