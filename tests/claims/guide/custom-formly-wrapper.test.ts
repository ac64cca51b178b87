/**
 * Claims of docs/guide/custom-formly-wrapper.mdx, run against @ngx-formly/core 7.1.0.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  formly,
  loadPackage,
  optionsWithViewContainer,
  renderFormlyField,
  type ConfigOption,
  type FormlyFieldConfig,
} from '../support/formly';
import {attributesDirective, fakeElement} from '../support/api-extra';
import {pageCodeBlock, runPageModule} from '../support/page-code';
import {kits} from '../../../lib/kits';
import {renderWithContainers} from '../support/guide-extra';
import {formFieldTemplate, kitConfigs, publishedKits, shippedBundles} from '../support/kit-configs';

class LegendBoxWrapper extends formly.FieldWrapper {}
class CharBudgetWrapper extends formly.FieldWrapper {}
class TextareaType extends formly.FieldType {}

test("wrappers render from the outside in: each inside the previous one's fieldComponent, the type innermost [guide/custom-formly-wrapper#wrappers-render-outside]", () => {
  const built = buildForm([{key: 'bio', type: 'bio', wrappers: ['legend-box', 'char-budget']}], {
    configs: [
      {
        types: [{name: 'bio', component: TextareaType}],
        wrappers: [
          {name: 'legend-box', component: LegendBoxWrapper},
          {name: 'char-budget', component: CharBudgetWrapper},
        ],
      },
    ],
  });
  const {log, instances, container} = renderWithContainers(built, built.fields[0]!);
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper']);
  instances['LegendBoxWrapper']!.fieldComponent = container('legend-box #fieldComponent');
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper', 'legend-box #fieldComponent > CharBudgetWrapper']);
  instances['CharBudgetWrapper']!.fieldComponent = container('char-budget #fieldComponent');
  assert.deepEqual(log, [
    'formly-field > LegendBoxWrapper',
    'legend-box #fieldComponent > CharBudgetWrapper',
    'char-budget #fieldComponent > TextareaType',
  ]);
});

test('the container does not have to exist from the start: the wrapped content is rendered when fieldComponent appears [guide/custom-formly-wrapper#wrappers-render-outside]', () => {
  const built = buildForm([{key: 'bio', type: 'bio', wrappers: ['legend-box']}], {
    configs: [
      {
        types: [{name: 'bio', component: TextareaType}],
        wrappers: [{name: 'legend-box', component: LegendBoxWrapper}],
      },
    ],
  });
  const {log, instances, container} = renderWithContainers(built, built.fields[0]!);
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper'], 'nothing inside while there is no container');
  instances['LegendBoxWrapper']!.fieldComponent = container('inside @if');
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper', 'inside @if > TextareaType']);
});

test("a wrapper registered with types is appended to the type's own list; a type registered after it with its own wrappers replaces the list [guide/custom-formly-wrapper#wrapper-set-through-type-option]", () => {
  const wrapperFirst = buildForm(
    [
      {key: 'a', type: 'textarea'},
      {key: 'b', type: 'later'},
    ],
    {
      configs: [
        {types: [{name: 'textarea', component: TextareaType, wrappers: ['form-field']}]},
        {
          wrappers: [
            {name: 'form-field', component: LegendBoxWrapper},
            {name: 'char-budget', component: CharBudgetWrapper, types: ['textarea', 'later']},
          ],
        },
        {types: [{name: 'later', component: TextareaType, wrappers: ['form-field']}]},
      ],
    },
  );
  assert.deepEqual(wrapperFirst.fields[0]!.wrappers, ['form-field', 'char-budget'], 'innermost, around the control');
  assert.deepEqual(wrapperFirst.fields[1]!.wrappers, ['form-field'], "the later type's declaration replaced it");
});

test("wrappers on the field replace the type's; a wrapper class works without registration [guide/custom-formly-wrapper#wrappers-field-replaces-type-s]", () => {
  const built = buildForm(
    [
      {key: 'a', type: 'textarea', wrappers: ['legend-box']},
      {key: 'b', type: 'textarea', wrappers: [LegendBoxWrapper]},
    ],
    {
      configs: [
        {
          types: [{name: 'textarea', component: TextareaType, wrappers: ['form-field']}],
          wrappers: [
            {name: 'form-field', component: CharBudgetWrapper},
            {name: 'legend-box', component: LegendBoxWrapper},
          ],
        },
      ],
    },
  );
  assert.deepEqual(built.fields[0]!.wrappers, ['legend-box']);
  const {log, instances, container} = renderWithContainers(built, built.fields[1]!);
  instances['LegendBoxWrapper']!.fieldComponent = container('legend-box #fieldComponent');
  assert.deepEqual(log, ['formly-field > LegendBoxWrapper', 'legend-box #fieldComponent > TextareaType']);
});

test("in every kit, a wrapper's types on a type that extends another and declares no wrappers replaces the inherited wrappers; a type with its own list gets it appended [guide/custom-formly-wrapper#wrapper-set-through-type-option]", () => {
  assert.ok(publishedKits.length > 0);
  for (const kit of publishedKits) {
    const built = buildForm(
      [
        {key: 'plain', type: 'input'},
        {key: 'extending', type: 'string'},
        {key: 'textual', type: 'textarea'},
      ],
      {
        configs: [
          ...kitConfigs(kit),
          formly.withFormlyFieldExpression(),
          {wrappers: [{name: 'char-budget', component: CharBudgetWrapper, types: ['string', 'textarea']}]},
        ],
      },
    );
    const [plain, extending, textual] = built.fields;
    assert.equal(built.config.getType('string')?.extends, 'input', `${kit.name}: string extends input`);
    assert.deepEqual(plain!.wrappers, ['form-field'], `${kit.name}: input keeps its own wrapper`);
    assert.deepEqual(textual!.wrappers, ['form-field', 'char-budget'], `${kit.name}: textarea gets it appended`);
    assert.deepEqual(extending!.wrappers, ['char-budget'], `${kit.name}: string loses form-field`);
  }
});

test("every kit's form-field wrapper shows the error message; all but Ionic's the label and required marker; Bootstrap, Material, Kendo and NG-ZORRO the description [guide/custom-formly-wrapper#kits-form-field-wrapper-shows, guide/custom-formly-wrapper#kits-form-field-wrapper-parts, guide/custom-formly-field#kits-register-form-field]", () => {
  const withDescription = ['bootstrap', 'material', 'kendo', 'ng-zorro-antd'];
  assert.ok(publishedKits.length > 0);
  for (const kit of publishedKits) {
    const template = formFieldTemplate(kit);
    assert.match(template, /formly-validation-message/, kit.name);
    if (kit.name === 'ionic') {
      assert.match(template, /<ion-item/);
      assert.doesNotMatch(template, /props\.label/);
      assert.doesNotMatch(template, /props\.required/);
      assert.doesNotMatch(template, /props\.description/);
    } else {
      assert.match(template, /props\.label/, kit.name);
      assert.match(template, /props\.required/, kit.name);
      assert.equal(/props\.description/.test(template), withDescription.includes(kit.name), kit.name);
    }
  }
  // Most kits (more than half) show the label and the description in it.
  const kitCount = publishedKits.length;
  assert.ok(kitCount - 1 > kitCount / 2 && withDescription.length > kitCount / 2);
  // Ionic's input type gives the label to ion-input itself.
  const ionic =
    loadPackage<Record<string, () => {types?: {name: string; component?: unknown}[]}[]>>('@ngx-formly/ionic');
  const input = [ionic['withFormlyIonic']!()]
    .flat()
    .flatMap((config) => config.types ?? [])
    .find((type) => type.name === 'input');
  const inputTemplate = (input!.component as {decorators?: {args?: {template?: string}[]}[]}).decorators?.[0]?.args?.[0]
    ?.template;
  assert.match(inputTemplate ?? '', /<ion-input[\s\S]*\[label\]="props\.label"/);
});

/** The template a registered component was declared with, as the kit ships it. */
function declaredTemplate(component: unknown): string | undefined {
  return (component as {decorators?: {args?: {template?: string}[]}[]} | undefined)?.decorators?.[0]?.args?.[0]
    ?.template;
}

/** A template draws the field's own label: `props.label` (not `labelProp` or `labelPosition`). */
const drawsFieldLabel = /props\.label(?![\w$])/;

/** Every configuration `kit`'s package ships: the withFormly… function of each of its entry points, the ones its feature leaves out (Material's toggle) too. */
function everyKitConfig(kit: (typeof publishedKits)[number]): ConfigOption[] {
  return [...shippedBundles(kit.name).keys()].flatMap((entry) => {
    const entryPoint = loadPackage<Record<string, unknown>>(`${kit.package}/${entry}`);
    return Object.entries(entryPoint)
      .filter(([name]) => name.startsWith('withFormly'))
      .flatMap(([, feature]) => [(feature as () => ConfigOption | ConfigOption[])()].flat());
  });
}

test("for most types the kit's form-field wrapper draws the label; a checkbox, and Material's toggle, draw their own and set props.hideLabel, which the kit's wrapper honours; Ionic's wrapper draws no label and its types draw theirs [guide/custom-formly-wrapper#wrapper-places-label-except-checkbox]", () => {
  const ownLabel: string[] = [];
  assert.ok(publishedKits.length > 0);
  for (const kit of publishedKits) {
    const wrapper = formFieldTemplate(kit);
    const configs = everyKitConfig(kit);
    const {config} = buildForm([], {configs});
    // Types of their own (an alias such as `boolean` extends one and renders its component).
    const registered = new Set(configs.flatMap((option) => option.types ?? []).map((type) => type.name));
    const types = Object.entries(config.types).filter(
      ([name, type]) => registered.has(name) && type.component && !type.extends,
    );
    assert.ok(types.length >= 5, `${kit.name}: its types`);
    if (kit.name === 'ionic') {
      assert.doesNotMatch(wrapper, drawsFieldLabel, 'Ionic: the wrapper draws no label');
    } else {
      assert.match(wrapper, /props\.label && props\.hideLabel !== true/, `${kit.name}: the wrapper honours hideLabel`);
    }
    for (const [name, type] of types) {
      assert.ok(type.wrappers?.includes('form-field'), `${kit.name} ${name}: rendered in form-field`);
      const template = declaredTemplate(type.component);
      assert.ok(template, `${kit.name} ${name}: its template is readable`);
      // With a view container the builder creates the type's component and merges its defaultOptions.
      const built = buildForm([{key: 'value', type: name, props: {label: 'Label'}}], {
        configs,
        options: optionsWithViewContainer(),
      });
      if (built.fields[0]!.props!.hideLabel === true) {
        ownLabel.push(`${kit.name} ${name}`);
        assert.match(template, drawsFieldLabel, `${kit.name} ${name}: sets hideLabel and draws the label itself`);
      } else if (kit.name !== 'ionic') {
        assert.doesNotMatch(template, drawsFieldLabel, `${kit.name} ${name}: leaves the label to the wrapper`);
      }
    }
  }
  assert.deepEqual(ownLabel.sort(), [
    'bootstrap checkbox',
    'kendo checkbox',
    'material checkbox',
    'material toggle',
    'ng-zorro-antd checkbox',
    'primeng checkbox',
  ]);
});

/** Every type `configs` registers whose own wrappers include form-field, and the wrapper each renders first. */
function firstRendered(configs: ConfigOption[]): Record<string, string> {
  const {config} = buildForm([], {configs});
  const shown: Record<string, string> = {};
  for (const [name, type] of Object.entries(config.types)) {
    if (type.wrappers?.includes('form-field')) {
      const built = buildForm([{key: 'value', type: name}], {configs});
      shown[name] = renderFormlyField(built, built.fields[0]!).created.inside[0]!;
    }
  }
  return shown;
}

test("a form-field wrapper registered after a kit replaces the kit's around every type of the kit, for every kit; registered before, the kit's stays [guide/custom-formly-wrapper#form-field-registered-after-replaces]", () => {
  class MyFormField extends formly.FieldWrapper {}
  const mine: ConfigOption = {wrappers: [{name: 'form-field', component: MyFormField}]};
  const published = kits.filter((kit) => kit.published);
  assert.ok(published.length >= 6);
  for (const kit of published) {
    const feature = loadPackage<Record<string, () => ConfigOption[]>>(kit.package)[kit.feature]!;
    const kitWrapper = (buildForm([], {configs: feature()}).config.getWrapper('form-field').component as {name: string})
      .name;
    const after = firstRendered([...feature(), mine]);
    assert.ok(Object.keys(after).length >= 3, `${kit.name}: its types use form-field`);
    for (const [type, shown] of Object.entries(after)) {
      assert.equal(shown, 'MyFormField', `${kit.name} ${type}, registered after`);
    }
    for (const [type, shown] of Object.entries(firstRendered([mine, ...feature()]))) {
      assert.equal(shown, kitWrapper, `${kit.name} ${type}, registered before`);
    }
  }
});

test("the page's formlyConfigs render its DescriptionFirstWrapperComponent around Bootstrap's input, select and checkbox", () => {
  const {formlyConfigs} = runPageModule<{formlyConfigs: ConfigOption[]}>(
    'docs/guide/custom-formly-wrapper.mdx',
    'description-first.wrapper.ts',
  );
  const shown = firstRendered(formlyConfigs);
  for (const type of ['input', 'select', 'checkbox']) {
    assert.equal(shown[type], 'DescriptionFirstWrapperComponent', type);
  }
});

test("every Bootstrap type with a component of its own points aria-describedby at the field's id + '-formly-validation-error', the id Bootstrap's wrapper gives its error message; the page's replacement gives its message that id too [guide/custom-formly-wrapper#bootstrap-error-id-describes-control]", () => {
  const bootstrap = publishedKits.find((kit) => kit.name === 'bootstrap')!;
  const templateOf = (component: unknown) =>
    (component as {decorators?: {args?: {template?: string}[]}[]}).decorators?.[0]?.args?.[0]?.template ?? '';
  const types = kitConfigs(bootstrap)
    .flatMap((config) => config.types ?? [])
    .filter((type) => type.component);
  assert.ok(types.length >= 6, 'the kit registers its types');
  for (const type of types) {
    assert.match(
      templateOf(type.component),
      /\[attr\.aria-describedby\]="id \+ '-formly-validation-error'"/,
      type.name,
    );
  }
  assert.match(formFieldTemplate(bootstrap), /<formly-validation-message\s+id="\{\{ id \}\}-formly-validation-error"/);
  const block = pageCodeBlock('docs/guide/custom-formly-wrapper.mdx', 'description-first.wrapper.ts');
  assert.match(block, /<formly-validation-message \[id\]="id \+ '-formly-validation-error'" \[field\]="field" \/>/);
});

/** The real formlyAttributes directive for `field` on a stand-in element, with focus and blur as a reader causes them. */
function controlElement(field: FormlyFieldConfig, document: {activeElement: unknown}) {
  const element = fakeElement();
  const {listeners} = attributesDirective(field, {element, document});
  return {
    element,
    focusIn: () => {
      document.activeElement = element;
      listeners['focus']!({});
    },
    focusOut: () => {
      document.activeElement = null;
      listeners['blur']!({});
    },
  };
}

test('field.focus follows the focus of a control with formlyAttributes; setting it to true focuses the control', async () => {
  const built = buildForm([{key: 'city', type: 'input'}]);
  const field = built.fields[0]!;
  const control = controlElement(field, {activeElement: null});
  assert.equal(field.focus, undefined);
  control.focusIn();
  assert.equal(field.focus, true);
  control.focusOut();
  assert.equal(field.focus, false);
  field.focus = true;
  await Promise.resolve();
  assert.deepEqual(control.element.calls, ['focus']);
});

test('with one formlyAttributes element per option (radio, multicheckbox), only the first option updates field.focus', () => {
  const built = buildForm([{key: 'size', type: 'input'}]);
  const field = built.fields[0]!;
  const document = {activeElement: null as unknown};
  const [first, second] = [controlElement(field, document), controlElement(field, document)];
  second!.focusIn();
  assert.equal(field.focus, undefined, 'the second option does not set it');
  first!.focusIn();
  assert.equal(field.focus, true);
});

test('which kits put formlyAttributes on every option of their radio and multicheckbox types, and which on none', () => {
  const formlyDir = path.join(__dirname, '..', '..', '..', 'demos', 'node_modules', '@ngx-formly');
  const perOption: string[] = [];
  const none: string[] = [];
  for (const kit of kits.filter((candidate) => candidate.published)) {
    const bundles = path.join(formlyDir, kit.name, 'fesm2022');
    const radio = fs.readdirSync(bundles).find((file) => file.endsWith('-radio.mjs'));
    if (!radio) {
      continue;
    }
    const source = fs.readFileSync(path.join(bundles, radio), 'utf8');
    (source.includes('[formlyAttributes]') ? perOption : none).push(kit.name);
  }
  assert.deepEqual(perOption, ['bootstrap', 'material', 'kendo']);
  assert.deepEqual(none, ['ionic', 'primeng', 'ng-zorro-antd']);
});

test("Ionic's checkbox, input, radio, select, slider, textarea and toggle types draw their own labels and none sets props.hideLabel, so a replacement wrapper that draws props.label when hideLabel is unset shows their labels twice; datetime draws none [guide/custom-formly-wrapper#ionic-replacement-draws-no-label]", () => {
  const ionic = publishedKits.find((kit) => kit.name === 'ionic');
  assert.ok(ionic, 'Ionic is a published kit');
  const configs = everyKitConfig(ionic);
  const {config} = buildForm([], {configs});
  const drawOwnLabel: string[] = [];
  for (const [name, type] of Object.entries(config.types)) {
    if (!type.component || type.extends || !drawsFieldLabel.test(declaredTemplate(type.component) ?? '')) {
      continue;
    }
    drawOwnLabel.push(name);
    const built = buildForm([{key: 'value', type: name, props: {label: 'Label'}}], {
      configs,
      options: optionsWithViewContainer(),
    });
    assert.notEqual(built.fields[0]!.props!.hideLabel, true, `ionic ${name}: sets no hideLabel`);
    assert.ok(
      built.fields[0]!.wrappers?.includes('form-field'),
      `ionic ${name}: rendered in the form-field wrapper a replacement takes over`,
    );
  }
  assert.deepEqual(drawOwnLabel.sort(), ['checkbox', 'input', 'radio', 'select', 'slider', 'textarea', 'toggle']);
  assert.ok('datetime' in config.types, 'datetime is registered, and draws no label of its own');
});

test("no kit registers a collapsible wrapper: each kit's entry points register form-field, Bootstrap's addons as well [guide/custom-formly-wrapper#no-kit-panel-wrapper]", () => {
  assert.ok(publishedKits.length >= 6);
  for (const kit of publishedKits) {
    const names = everyKitConfig(kit)
      .flatMap((option) => option.wrappers ?? [])
      .map((wrapper) => wrapper.name);
    const expected = kit.name === 'bootstrap' ? ['addons', 'form-field'] : ['form-field'];
    assert.deepEqual([...new Set(names)].sort(), expected, kit.name);
  }
});

interface PanelPage {
  PanelWrapperComponent: new () => InstanceType<typeof formly.FieldWrapper> & {expanded: boolean; ngDoCheck(): void};
  panelWrapperConfig: ConfigOption;
}

/** The page's panel wrapper and its example fields, as the page shows them. */
function panelPage(): PanelPage & {checkoutFields: FormlyFieldConfig[]} {
  const wrapper = runPageModule<PanelPage>('docs/guide/custom-formly-wrapper.mdx', 'panel.wrapper.ts');
  const {checkoutFields} = runPageModule<{checkoutFields: FormlyFieldConfig[]}>(
    'docs/guide/custom-formly-wrapper.mdx',
    'checkout-fields.ts',
  );
  return {...wrapper, checkoutFields};
}

test("the page's panels leave their groups' controls in the form with the model's values; an empty required field in the closed billing panel keeps the form invalid once every other field is filled [guide/custom-formly-wrapper#closed-panel-still-validated]", () => {
  const {panelWrapperConfig, checkoutFields} = panelPage();
  const built = buildForm(checkoutFields, {
    configs: [formly.withFormlyFieldExpression(), panelWrapperConfig],
    model: {billing: {city: 'Lyon'}},
  });
  const billing = built.fields.find((field) => field.key === 'billing')!;
  assert.deepEqual(billing.wrappers, ['panel']);
  assert.notEqual(billing.props!['expanded'], true, 'the billing panel starts closed');
  assert.equal(built.form.get('billing.city')?.value, 'Lyon');
  built.form.get('contact.email')!.setValue('ada@example.org');
  built.form.get('notes')!.setValue('Leave at the door');
  assert.equal(built.form.get('contact')!.valid, true);
  assert.deepEqual(built.form.get('billing.street')!.errors, {required: true});
  assert.equal(built.form.valid, false);
  built.form.get('billing.street')!.setValue('1 Rue de la Paix');
  assert.equal(built.form.valid, true);
});

test("the panel opens on its group's showError: a keyed group's own, while a group without a key shares its parent's form group and opens for an error elsewhere in the form [guide/custom-formly-wrapper#unkeyed-group-shows-form-errors]", () => {
  const {PanelWrapperComponent, panelWrapperConfig} = panelPage();
  const built = buildForm(
    [
      {wrappers: ['panel'], props: {label: 'Unkeyed'}, fieldGroup: [{key: 'a', type: 'input'}]},
      {key: 'keyed', wrappers: ['panel'], props: {label: 'Keyed'}, fieldGroup: [{key: 'b', type: 'input'}]},
      {key: 'elsewhere', type: 'input', props: {required: true}},
    ],
    {configs: [formly.withFormlyFieldExpression(), panelWrapperConfig]},
  );
  const [unkeyed, keyed] = built.fields;
  assert.equal(unkeyed!.formControl, built.form, "the unkeyed group's control is the form itself");
  /** Whether the page's wrapper around `field` is open after a change detection. */
  const opensAfterCheck = (field: FormlyFieldConfig) => {
    const panel = Object.assign(new PanelWrapperComponent(), {field});
    panel.ngDoCheck();
    return panel.expanded;
  };
  assert.deepEqual([opensAfterCheck(unkeyed!), opensAfterCheck(keyed!)], [false, false]);
  built.form.get('elsewhere')!.markAsTouched();
  assert.deepEqual([opensAfterCheck(unkeyed!), opensAfterCheck(keyed!)], [true, false]);
  // With an error inside it, the keyed group's panel opens as well.
  keyed!.fieldGroup![0]!.props!.required = true;
  built.form.get('keyed.b')!.markAsTouched();
  assert.equal(opensAfterCheck(keyed!), true);
});

test("a group's showError is true while it is invalid and the form is submitted or any of its fields touched: once a field of the page's billing panel is touched, pressing its button does not close it while a field in it is invalid, even one that shows no error yet [guide/custom-formly-wrapper#touched-group-stays-open]", () => {
  const {PanelWrapperComponent, panelWrapperConfig, checkoutFields} = panelPage();
  /** The page's billing panel in a form built anew (Formly keeps a built field's controls): open, as if the reader had opened it. */
  const openBilling = () => {
    const built = buildForm(structuredClone(checkoutFields), {
      configs: [formly.withFormlyFieldExpression(), panelWrapperConfig],
      model: {billing: {city: 'Lyon'}},
    });
    const billing = built.fields.find((field) => field.key === 'billing')!;
    const panel = Object.assign(new PanelWrapperComponent(), {field: billing, expanded: true});
    /** What the button's click does, then a change detection: whether the panel is still open. */
    const press = () => {
      panel.expanded = !panel.expanded;
      panel.ngDoCheck();
      return panel.expanded;
    };
    return {built, billing, panel, press};
  };
  // Touching a field outside the group, or submitting a form whose group is valid, leaves it closable.
  const outside = openBilling();
  outside.built.form.get('contact.email')!.markAsTouched();
  assert.equal(outside.panel.showError, false);
  assert.equal(outside.press(), false);
  // Submitted: the invalid group's showError is true with no field touched.
  const submitted = openBilling();
  submitted.built.options.parentForm = {submitted: true} as never;
  assert.equal(submitted.panel.showError, true);
  assert.equal(submitted.press(), true);
  for (const key of ['street', 'city']) {
    const {built, billing, panel, press} = openBilling();
    built.form.get(`billing.${key}`)!.markAsTouched();
    assert.equal(panel.showError, true, `touching ${key} with Street invalid`);
    assert.equal(press(), true, `after leaving ${key}, the button leaves the panel open`);
    // Street, the invalid field, shows no error when only City was touched.
    const street = billing.fieldGroup!.find((field) => field.key === 'street')!;
    const streetShowsError = Object.assign(new CharBudgetWrapper(), {field: street}).showError;
    assert.equal(streetShowsError, key === 'street', `Street shows an error after touching ${key}`);
    built.form.get('billing.street')!.setValue('1 Rue de la Paix');
    assert.equal(press(), false, 'with every field valid, the button closes it');
  }
});
