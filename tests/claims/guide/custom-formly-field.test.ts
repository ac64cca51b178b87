/**
 * Claims of docs/guide/custom-formly-field.mdx, run against @ngx-formly/core 7.1.0.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  buildForm,
  core,
  formly,
  formlySelect,
  forms,
  loadPackage,
  optionsWithViewContainer,
  renderFormlyField,
  runFormlyForm,
  rxjs,
  type ConfigOption,
  type FormlyFieldConfig,
  watchField,
} from '../support/formly';
import {demosDir} from '../support/demo-packages';
import {pageCodeBlock, runClaimBlock, runPageModule, withMaterialFieldType} from '../support/page-code';
import {formFieldTemplate, kitConfigs, publishedKits} from '../support/kit-configs';

/** The guide's withShopFields, with a stand-in for the rating component (the builder only stores it). */
class RatingTypeComponent extends formly.FieldType {}
class FormFieldWrapper extends formly.FieldWrapper {}
function withShopFields(): ConfigOption {
  return {
    types: [{name: 'rating', component: RatingTypeComponent, wrappers: ['form-field']}],
    validationMessages: [{name: 'rating', message: 'Pick between one and five stars.'}],
  };
}

test("a library's withX() function, passed to provideFormlyCore, registers its types and messages [guide/custom-formly-field#library-offers-types-withx-function]", () => {
  const {config, fields} = buildForm([{key: 'stars', type: 'rating'}], {
    configs: [{wrappers: [{name: 'form-field', component: FormFieldWrapper}]}, withShopFields()],
  });
  assert.equal(config.getType('rating').component, RatingTypeComponent);
  assert.equal(config.getValidatorMessage('rating'), 'Pick between one and five stars.');
  assert.deepEqual(fields[0]!.wrappers, ['form-field']);
});

test("type defaults fill only what the field leaves undefined, null or ''; props merge key by key and the field's own values win [guide/custom-formly-field#type-defaults-fill-field-leaves]", () => {
  const {fields} = buildForm(
    [
      {
        key: 'stars',
        type: 'difficulty',
        props: {label: '', placeholder: null as unknown as string, stars: 0, description: 'Mine'},
      },
    ],
    {
      configs: [
        {
          types: [
            {
              name: 'difficulty',
              defaultOptions: {props: {label: 'Difficulty', placeholder: 'Pick one', stars: 3, description: 'Default'}},
            },
          ],
        },
      ],
    },
  );
  const props = fields[0]!.props!;
  assert.equal(props.label, 'Difficulty', "'' counts as left out");
  assert.equal(props.placeholder, 'Pick one', 'null counts as left out');
  assert.equal(props['stars'], 0, '0 is a value of the field');
  assert.equal(props.description, 'Mine');
});

test("defaults come from the registration, from the type it extends and from the component's defaultOptions; the registration wins over the component [guide/custom-formly-field#defaults-come-registration-extended]", () => {
  class RatingType extends formly.FieldType {
    override defaultOptions = {props: {stars: 5, label: 'Rating'}, defaultValue: 1};
  }
  const {fields} = buildForm(
    [
      {key: 'rating', type: 'rating'},
      {key: 'difficulty', type: 'difficulty'},
      {key: 'hard', type: 'hard-difficulty'},
    ],
    {
      options: optionsWithViewContainer(),
      configs: [
        {
          types: [
            {name: 'rating', component: RatingType},
            {name: 'difficulty', component: RatingType, defaultOptions: {props: {stars: 3}}},
            {name: 'hard-difficulty', extends: 'difficulty', defaultOptions: {props: {label: 'Hard'}}},
          ],
        },
      ],
    },
  );
  const summary = fields.map((field) => ({
    stars: field.props!['stars'],
    label: field.props!.label,
    value: field.model[field.key as string],
  }));
  assert.deepEqual(summary, [
    {stars: 5, label: 'Rating', value: 1},
    {stars: 3, label: 'Rating', value: 1},
    {stars: 3, label: 'Hard', value: 1},
  ]);
});

test('a type registered with provideFormlyConfig for a lazy route joins the one root FormlyConfig when that route builds a form, and stays [guide/custom-formly-field#application-wide-formlyconfig-types]', () => {
  const root = core.createEnvironmentInjector(
    [formly.provideFormlyCore(), formly.FormlyConfig, formly.FormlyFormBuilder],
    core.Injector.NULL as never,
  );
  const config = root.get(formly.FormlyConfig);
  assert.equal('rating' in config.types, false);
  const route = core.createEnvironmentInjector(
    [formly.provideFormlyConfig({types: [{name: 'rating', component: RatingTypeComponent}]})],
    root,
  );
  assert.equal(route.get(formly.FormlyConfig), config, 'one FormlyConfig for the application');
  assert.equal('rating' in config.types, false, 'not before the route builds a form');
  // <formly-form> provides its own FormlyFormBuilder, which adds the configs it can see.
  const form = core.createEnvironmentInjector([formly.FormlyFormBuilder], route);
  form.get(formly.FormlyFormBuilder);
  assert.equal(config.getType('rating').component, RatingTypeComponent);
  form.destroy();
  route.destroy();
  const field: FormlyFieldConfig = {key: 'stars', type: 'rating'};
  root.get(formly.FormlyFormBuilder).build({form: new forms.FormGroup({}), model: {}, fieldGroup: [field]});
  assert.equal(config.getType('rating').component, RatingTypeComponent, 'still registered after the route is gone');
  assert.ok(field.formControl, 'a form outside the route builds the type');
});

test("Formly marks the field's components for check when its props change or an expression result changes [guide/custom-formly-field#formly-marks-onpush-fields-check]", () => {
  const built = buildForm([
    {key: 'stars', type: 'input', props: {label: 'Stars'}, expressions: {'props.required': 'model.mustRate'}},
  ]);
  const field = built.fields[0]!;
  let marks = 0;
  (field as {_componentRefs?: unknown[]})._componentRefs = [{markForCheck: () => marks++}];
  const stop = watchField(field);
  field.props!.label = 'How many stars?';
  assert.equal(marks, 1, 'a props change');
  built.model['mustRate'] = true;
  built.options.checkExpressions!(built.root);
  assert.equal(field.props!.required, true);
  assert.equal(marks, 2, 'an expression result');
  stop();
});

test('a component class used directly as type needs no registration and gets no wrappers unless the field lists them [guide/custom-formly-field#component-class-used-directly-type]', () => {
  const {fields} = buildForm([
    {key: 'a', type: RatingTypeComponent},
    {key: 'b', type: RatingTypeComponent, wrappers: ['form-field']},
  ]);
  assert.deepEqual(fields[0]!.wrappers, []);
  assert.deepEqual(fields[1]!.wrappers, ['form-field']);
  assert.ok(fields[0]!.formControl);
});

test("the rating example's radios share one name, its radiogroup is named by props.label and each star by starLabel [guide/custom-formly-field#rating-accessible-name]", () => {
  const block = pageCodeBlock('docs/guide/custom-formly-field.mdx', 'rating.type.ts');
  const template = /template: `([\s\S]*?)`/.exec(block)?.[1];
  assert.ok(template, 'the example has an inline template');
  // The group's name comes from the label itself, not from a reference to an id that must exist.
  const group = /<div[^>]*role="radiogroup"[^>]*>/.exec(template)?.[0];
  assert.ok(group, 'the example renders a radiogroup');
  assert.match(group, /\[attr\.aria-label\]="props\.label"/);
  assert.doesNotMatch(template, /aria-labelledby|aria-describedby/);
  // One radio element, repeated by @for, so every star gets the same name binding.
  const radios = [...template.matchAll(/<input[^>]*type="radio"[^>]*\/>/g)].map((match) => match[0]);
  assert.equal(radios.length, 1);
  assert.match(template, /@for \(value of values;/);
  assert.match(radios[0]!, /\[attr\.name\]="field\.name \|\| id"/);
  assert.match(radios[0]!, /\[attr\.aria-label\]="describe\(value\)"/);
  // describe() reads starLabel, whose default gives "3 of 5 stars".
  assert.match(
    block,
    /describe\(value: number\): string \{\s*return this\.props\.starLabel\?\.\(value, this\.props\.stars \?\? 5\)/,
  );
  assert.match(block, /starLabel: \(value: number, stars: number\) => `\$\{value\} of \$\{stars\} stars`/);
});

/** The page's GuestListComponent, its form built as <formly-form> builds it, with a repeat type. */
function guestList() {
  const {GuestListComponent} = runPageModule<{
    GuestListComponent: new () => {
      form: import('../../../demos/node_modules/@angular/forms').FormGroup;
      options: import('../../../demos/node_modules/@ngx-formly/core').FormlyFormOptions;
      model: {guests: {name?: string}[]};
      fields: FormlyFieldConfig[];
      addGuest(): void;
      removeFirstGuest(): void;
    };
  }>('docs/guide/custom-formly-field.mdx', 'guest-list.component.ts');
  class RepeatType extends formly.FieldArrayType {}
  const page = new GuestListComponent();
  Object.assign(page.options, optionsWithViewContainer());
  const built = buildForm(page.fields, {
    model: page.model,
    options: page.options,
    form: page.form,
    configs: [{types: [{name: 'repeat', component: RepeatType}]}],
  });
  const list = () => page.form.get('guests') as import('../../../demos/node_modules/@angular/forms').FormArray;
  return {page, built, list};
}

test("from outside the type: the page's addGuest and removeFirstGuest change the model and call options.build(); the FormArray, controls and item fields follow", () => {
  const {page, built, list} = guestList();
  assert.equal(list().length, 1);
  page.addGuest();
  assert.equal(list().length, 2);
  assert.equal(built.fields[0]!.fieldGroup!.length, 2);
  assert.deepEqual(list().at(1).get('name')!.errors, {required: true}, 'the new item has its validators');
  // What typing does once rendered: the control takes the value and Formly writes it into the model.
  list().at(1).get('name')!.setValue('Grace');
  page.model.guests[1]!.name = 'Grace';
  page.removeFirstGuest();
  assert.deepEqual(page.model.guests, [{name: 'Grace'}]);
  assert.equal(list().length, 1);
  assert.equal(list().at(0).get('name')!.value, 'Grace');
  assert.deepEqual(page.form.value, {guests: [{name: 'Grace'}]});
  assert.equal(list().dirty, false, 'not marked dirty, unlike add() and remove()');
});

test('from outside the type: an array changed in place is not seen until options.build(); an assigned new array is rebuilt too', () => {
  const {page, list} = guestList();
  page.model.guests.push({name: 'Grace'});
  assert.equal(list().length, 1, 'nothing follows before build()');
  page.options.build!();
  assert.equal(list().length, 2);
  page.model.guests = [{name: 'Lin'}, {name: 'Noor'}, {name: 'Rui'}];
  page.options.build!();
  assert.deepEqual(page.form.value, {guests: [{name: 'Lin'}, {name: 'Noor'}, {name: 'Rui'}]});
});

/** The page's picker (a ControlValueAccessor), as an instance sees it. */
interface TagPicker {
  options: {label: string; value?: unknown}[];
  multiple: boolean;
  chosen: unknown[];
  toggle(option: {label: string; value?: unknown}): void;
}

/** The page's tag-select section: its picker, its type and its field, run from the page's own blocks. */
function tagSelectPage() {
  const page = 'docs/guide/custom-formly-field.mdx';
  const picker = runPageModule<{TagPickerComponent: new () => TagPicker}>(page, 'tag-picker.ts');
  const type = runPageModule<{TagSelectTypeComponent: typeof formly.FieldType}>(page, 'tag-select.type.ts', {
    './tag-picker': picker,
  });
  const {skills} = runPageModule<{skills: FormlyFieldConfig}>(page, 'profile.fields.ts', {'./tag-select.type': type});
  const {tagSelectConfig: registration} = runPageModule<{tagSelectConfig: ConfigOption}>(page, 'tag-select.config.ts', {
    './tag-select.type': type,
  });
  return {
    TagPickerComponent: picker.TagPickerComponent,
    skills,
    registration,
    template: pageCodeBlock(page, 'tag-select.type.ts'),
  };
}

/**
 * Builds `field` with the page's tag-select type and connects a picker to its control as the
 * type's template does: the options through the real formlySelectOptions pipe, `multiple` from
 * props, and the control through Angular's own FormControlDirective (what [formControl] is).
 * The model follows the control as <formly-field> makes it follow (watchField).
 */
function connectTagSelect(field: FormlyFieldConfig, model: Record<string, unknown> = {}) {
  const {TagPickerComponent, registration} = tagSelectPage();
  const built = buildForm([field], {model, options: optionsWithViewContainer(), configs: [registration]});
  const built0 = built.fields[0]!;
  const picker = new TagPickerComponent();
  new formlySelect.FormlySelectOptionsPipe()
    .transform(built0.props!.options, built0)
    .subscribe((options) => (picker.options = options));
  picker.multiple = (built0.props!['multiple'] as boolean | undefined) ?? false;
  const directive = new forms.FormControlDirective([], [], [picker as never], null);
  directive.form = built0.formControl as import('../../../demos/node_modules/@angular/forms').FormControl;
  directive.ngOnChanges({form: new core.SimpleChange(undefined, directive.form, true)});
  const stop = watchField(built0);
  const choose = (label: string) => picker.toggle(picker.options.find((option) => option.label === label)!);
  return {built, field: built0, picker, choose, stop};
}

test("the tag-select type binds the picker to the field's control and passes props.options (through formlySelectOptions) and props.multiple; what the picker reports lands in the model under the key, an array when multiple, one value otherwise; a model value reaches the picker when the form is built; options may be an Observable, with labelProp and valueProp [guide/custom-formly-field#third-party-control-value-model, guide/custom-formly-field#tag-select-options-pipe]", () => {
  const {template, skills} = tagSelectPage();
  const element = /<app-tag-picker[\s\S]*?\/>/.exec(template)?.[0];
  assert.ok(element, 'the type renders the picker');
  assert.match(element, /\[formControl\]="formControl"/);
  assert.match(element, /\[formlyAttributes\]="field"/);
  assert.match(element, /\[options\]="\(props\.options \| formlySelectOptions: field \| async\) \?\? \[\]"/);
  assert.match(element, /\[multiple\]="props\.multiple \?\? false"/);

  const multiple = connectTagSelect(structuredClone(skills));
  assert.deepEqual(
    multiple.picker.options.map((option) => option.label),
    ['Angular', 'RxJS', 'CSS'],
  );
  multiple.choose('Angular');
  multiple.choose('RxJS');
  assert.deepEqual(multiple.built.model, {skills: ['angular', 'rxjs']});
  assert.deepEqual(multiple.field.formControl!.value, ['angular', 'rxjs']);
  multiple.stop();

  const single = connectTagSelect({...structuredClone(skills), props: {...skills.props, multiple: false}});
  single.choose('Angular');
  single.choose('RxJS');
  assert.deepEqual(single.built.model, {skills: 'rxjs'}, 'one value, not an array');
  single.stop();

  const fromModel = connectTagSelect(structuredClone(skills), {skills: ['css']});
  assert.deepEqual(fromModel.picker.chosen, ['css'], 'the model value is written into the picker');
  fromModel.choose('Angular');
  assert.deepEqual(fromModel.built.model, {skills: ['css', 'angular']});
  fromModel.stop();

  const languages = [
    {name: 'Go', code: 'go'},
    {name: 'Rust', code: 'rs'},
  ];
  const observed = connectTagSelect({
    key: 'skills',
    type: 'tag-select',
    props: {multiple: true, options: rxjs.of(languages), labelProp: 'name', valueProp: 'code'},
  });
  assert.deepEqual(observed.picker.options, [
    {label: 'Go', value: 'go', disabled: false},
    {label: 'Rust', value: 'rs', disabled: false},
  ]);
  observed.choose('Rust');
  assert.deepEqual(observed.built.model, {skills: ['rs']});
  observed.stop();
});

test('props.required puts the required validator on the tag-select control: nothing chosen, and an empty array after unchoosing, is an error; a choice clears it [guide/custom-formly-field#third-party-control-required]', () => {
  const {skills} = tagSelectPage();
  assert.equal(skills.props!.required, true, "the page's field is required");
  const {field, choose, built, stop} = connectTagSelect(structuredClone(skills));
  assert.deepEqual(field.formControl!.errors, {required: true}, 'nothing chosen');
  choose('CSS');
  assert.equal(field.formControl!.errors, null);
  choose('CSS');
  assert.deepEqual(built.model, {skills: []});
  assert.deepEqual(field.formControl!.errors, {required: true}, 'an empty array counts as no value');
  stop();
  const optional = connectTagSelect({...structuredClone(skills), props: {...skills.props, required: false}});
  optional.choose('CSS');
  optional.choose('CSS');
  assert.equal(optional.field.formControl!.errors, null, 'without required, an empty selection is valid');
  optional.stop();
});

test("registered with wrappers: ['form-field'], the tag-select field renders inside the kit's own form-field wrapper, the one the kit's input renders in, in every kit; Bootstrap's draws the label and the error message [guide/custom-formly-field#third-party-control-form-field]", () => {
  const {skills, registration} = tagSelectPage();
  assert.ok(publishedKits.length > 0);
  for (const kit of publishedKits) {
    const configs = [...kitConfigs(kit), registration];
    const built = buildForm([structuredClone(skills), {key: 'name', type: 'input'}], {configs});
    const kitWrapper = configs
      .flatMap((config) => config.wrappers ?? [])
      .find((wrapper) => wrapper.name === 'form-field')!.component as {name: string};
    assert.equal(built.config.getWrapper('form-field').component, kitWrapper, kit.name);
    const [tagSelect, input] = built.fields.map((field) => renderFormlyField(built, field).created.inside[0]);
    assert.equal(tagSelect, kitWrapper.name, kit.name);
    assert.equal(tagSelect, input, `${kit.name}: the same wrapper as the kit's input`);
  }
  const bootstrap = formFieldTemplate(publishedKits.find((kit) => kit.name === 'bootstrap')!);
  assert.match(bootstrap, /<label[^>]*\[attr\.for\]="id"[\s\S]*?\{\{ props\.label \}\}/);
  assert.match(bootstrap, /<formly-validation-message/);
});

test("every kit's own select type passes props.options through the formlySelectOptions pipe, as the tag-select type does [guide/custom-formly-field#tag-select-options-pipe]", () => {
  assert.ok(publishedKits.length > 0);
  for (const kit of publishedKits) {
    const {config} = buildForm([], {configs: kitConfigs(kit)});
    const component = config.getType('select')?.component as {decorators?: {args?: {template?: string}[]}[]};
    const template = component?.decorators?.[0]?.args?.[0]?.template ?? '';
    assert.match(template, /props\.options \| formlySelectOptions: field/, `${kit.name} select`);
  }
});

test("Material's own radio, checkbox and slider types set floatLabel: 'always' in their default props, its input does not [guide/custom-formly-field#material-form-field-needs-material-fieldtype]", () => {
  const material = loadPackage<{withFormlyMaterial(): ConfigOption[]}>('@ngx-formly/material');
  const slider = loadPackage<{withFormlyFieldSlider(): ConfigOption}>('@ngx-formly/material/slider');
  const configs = [...material.withFormlyMaterial(), slider.withFormlyFieldSlider()];
  const floatLabel = (type: string) =>
    buildForm([{key: 'value', type}], {configs, options: optionsWithViewContainer()}).fields[0]!.props!['floatLabel'];
  for (const type of ['radio', 'checkbox', 'slider']) {
    assert.equal(floatLabel(type), 'always', type);
  }
  assert.equal(floatLabel('input'), undefined);
});

const guidePage = 'docs/guide/custom-formly-field.mdx';

/** A block of the page with `FieldType` imported from @ngx-formly/material, as the page tells Material readers. */
function materialBlock(title: string): string {
  return withMaterialFieldType(pageCodeBlock(guidePage, title));
}

/** `code` with `from` replaced by `to`, which must be there. */
function edit(code: string, from: string, to: string): string {
  assert.ok(code.includes(from), `the block holds ${from}`);
  return code.replace(from, to);
}

/**
 * TypeScript's errors, per variant, for sets of files (name to code) that import each other: one program,
 * checked against the installed typings (demos/node_modules) with the demos' strict options; the files live
 * in memory, each variant in a folder of its own beside demos/src.
 */
function typeErrors(variants: Record<string, Record<string, string>>): Record<string, string[]> {
  const dir = path.join(demosDir, 'src', 'claim-check');
  const files = new Map<string, string>();
  for (const [variant, sources] of Object.entries(variants)) {
    for (const [name, code] of Object.entries(sources)) files.set(path.join(dir, variant, name), code);
  }
  const options: ts.CompilerOptions = {
    strict: true,
    noImplicitOverride: true,
    skipLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => files.has(file) || ts.sys.fileExists(file);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.directoryExists = (directory) => directory.startsWith(dir) || ts.sys.directoryExists(directory);
  host.getSourceFile = (file, language) =>
    files.has(file) ? ts.createSourceFile(file, files.get(file)!, language) : getSourceFile(file, language);
  const program = ts.createProgram([...files.keys()], options, host);
  return Object.fromEntries(
    Object.keys(variants).map((variant) => [
      variant,
      [...files.keys()]
        .filter((file) => file.startsWith(path.join(dir, variant) + path.sep))
        .flatMap((file) => program.getSemanticDiagnostics(program.getSourceFile(file)))
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
    ]),
  );
}

/** The errors of the Material edits both Material sentences describe, computed once for the tests below. */
const materialEditErrors = (() => {
  let errors: Record<string, string[]> | undefined;
  return () => {
    if (errors) return errors;
    const tagSelect = (classBody: string, registration: string) => ({
      'tag-select.type.ts': edit(
        materialBlock('tag-select.type.ts'),
        'extends FieldType<FieldTypeConfig<TagSelectProps>> {}',
        `extends FieldType<FieldTypeConfig<TagSelectProps>> {${classBody}}`,
      ),
      'tag-select.config.ts': edit(
        pageCodeBlock(guidePage, 'tag-select.config.ts'),
        "wrappers: ['form-field'] }",
        `wrappers: ['form-field']${registration} }`,
      ),
      'tag-picker.ts': pageCodeBlock(guidePage, 'tag-picker.ts'),
    });
    errors = typeErrors({
      rating: {
        'rating.type.ts': edit(materialBlock('rating.type.ts'), 'stars: 5,', "stars: 5,\n      floatLabel: 'always',"),
        'shop-fields.ts': pageCodeBlock(guidePage, 'shop-fields.ts'),
        'feedback.fields.ts': pageCodeBlock(guidePage, 'feedback.fields.ts'),
      },
      ratingFloatLabelAlone: {
        'rating.type.ts': edit(
          materialBlock('rating.type.ts'),
          'stars: 5,\n      starLabel: (value: number, stars: number) => `${value} of ${stars} stars`,',
          "floatLabel: 'always',",
        ),
      },
      tagSelectRegistration: tagSelect('', ", defaultOptions: { props: { floatLabel: 'always' } }"),
      tagSelectClassAlone: tagSelect("\n  override defaultOptions = { props: { floatLabel: 'always' } };\n", ''),
      tagSelectClassWithProp: tagSelect(
        "\n  override defaultOptions = { props: { multiple: true, floatLabel: 'always' } };\n",
        '',
      ),
    });
    return errors;
  };
})();

test("on Material, the rating type with FieldType from @ngx-formly/material and floatLabel: 'always' next to stars: 5 in its class's defaultOptions compiles, with the page's registration and fields [guide/custom-formly-field#material-form-field-needs-material-fieldtype]", () => {
  assert.deepEqual(materialEditErrors()['rating'], []);
});

test("on Material, floatLabel: 'always' compiles on tag-select's registration; in the class alone it does not, as it shares no property with TagSelectProps, and it does next to a prop TagSelectProps declares; the rating's class defaults without stars and starLabel fail the same way [guide/custom-formly-field#third-party-control-material-fieldtype]", () => {
  const errors = materialEditErrors();
  assert.equal(errors['ratingFloatLabelAlone']!.length, 1, errors['ratingFloatLabelAlone']!.join('\n'));
  assert.match(errors['ratingFloatLabelAlone']![0]!, /has no properties in common with type 'RatingProps'/);
  assert.deepEqual(errors['tagSelectRegistration'], []);
  assert.deepEqual(errors['tagSelectClassWithProp'], []);
  assert.equal(errors['tagSelectClassAlone']!.length, 1, errors['tagSelectClassAlone']!.join('\n'));
  assert.match(errors['tagSelectClassAlone']![0]!, /has no properties in common with type 'TagSelectProps'/);
});

type FieldArrayTypeConfig = import('../../../demos/node_modules/@ngx-formly/core').FieldArrayTypeConfig;
type FieldArrayType = import('../../../demos/node_modules/@ngx-formly/core').FieldArrayType;
type FormArray = import('../../../demos/node_modules/@angular/forms').FormArray;

/**
 * A guest list of three built as <formly-form> builds it, with the array type `Type` as <formly-field>
 * creates it for the list (its template's buttons call add() and remove(i) on this instance).
 */
function threeGuests<T extends FieldArrayType>(Type: new () => T) {
  const model = {guests: [{name: 'Ada'}, {name: 'Grace'}, {name: 'Lin'}]};
  const built = buildForm(
    [
      {
        key: 'guests',
        type: 'repeat',
        fieldArray: {fieldGroup: [{key: 'name', type: 'input', props: {required: true}}]},
      },
    ],
    {model, options: optionsWithViewContainer(), configs: [{types: [{name: 'repeat', component: Type}]}]},
  );
  const type = new Type();
  type.field = built.fields[0]! as FieldArrayTypeConfig;
  const list = built.form.get('guests') as FormArray;
  const names = () => list.controls.map((item) => item.get('name')!.value as string);
  return {model, built, type, list, names, items: () => built.fields[0]!.fieldGroup!};
}

class PlainRepeatType extends formly.FieldArrayType {}

test('the 7.1.0 typings declare add(i?, initialModel?, { markAsDirty }?) and remove(i, { markAsDirty }?) on FieldArrayType [guide/custom-formly-field#add-remove-signatures]', () => {
  const typings = ts.sys.readFile(
    path.join(demosDir, 'node_modules/@ngx-formly/core/lib/templates/field-array.type.d.ts'),
  )!;
  const squeezed = typings.replace(/\s+/g, ' ');
  assert.ok(
    squeezed.includes('add(i?: number, initialModel?: any, { markAsDirty }?: { markAsDirty: boolean; }): void;'),
  );
  assert.ok(squeezed.includes('remove(i: number, { markAsDirty }?: { markAsDirty: boolean; }): void;'));
});

test("super.remove(i) takes the element out of the same model array, its controls out of the FormArray and its field out of fieldGroup; later items move up; the list is marked dirty unless markAsDirty is false; the page's ConfirmRepeatTypeComponent removes only when confirm() says yes, and sees the item before super [guide/custom-formly-field#super-remove-effects]", (t) => {
  const {ConfirmRepeatTypeComponent} = runPageModule<{ConfirmRepeatTypeComponent: new () => FieldArrayType}>(
    'docs/guide/custom-formly-field.mdx',
    'confirm-repeat.type.ts',
  );
  const asked: string[] = [];
  let answer = false;
  // Node has no window.confirm: the test stands in for the browser's dialog.
  const browser = globalThis as unknown as {confirm?: (message: string) => boolean};
  browser.confirm = (message) => {
    asked.push(message);
    return answer;
  };
  t.after(() => delete browser.confirm);
  const {model, type, list, names, items} = threeGuests(ConfirmRepeatTypeComponent);
  const guests = model.guests;
  const removedControl = list.at(1);
  type.remove(1);
  assert.deepEqual(asked, ['Remove Grace?']);
  assert.deepEqual(names(), ['Ada', 'Grace', 'Lin'], 'a no leaves the list alone');
  assert.equal(list.dirty, false);
  answer = true;
  type.remove(1);
  assert.equal(model.guests, guests, 'the same array');
  assert.deepEqual(guests, [{name: 'Ada'}, {name: 'Lin'}]);
  assert.deepEqual(names(), ['Ada', 'Lin']);
  assert.equal(list.controls.includes(removedControl), false);
  assert.deepEqual(
    items().map((item) => item.key),
    ['0', '1'],
  );
  assert.equal(items()[1]!.formControl, list.at(1));
  assert.equal(list.dirty, true);

  const quiet = threeGuests(PlainRepeatType);
  quiet.type.remove(0, {markAsDirty: false});
  assert.deepEqual(quiet.names(), ['Grace', 'Lin']);
  assert.equal(quiet.list.dirty, false);
});

test('super.add(i, initialModel) inserts a copy of initialModel at i (at the end without i) with its controls, and marks the list dirty unless markAsDirty is false; a falsy initialModel (0, empty string, false) is not copied: the item starts as it does when none is passed [guide/custom-formly-field#super-add-effects]', () => {
  const {model, type, list, names, items} = threeGuests(PlainRepeatType);
  const noor = {name: 'Noor'};
  type.add(1, noor);
  assert.deepEqual(names(), ['Ada', 'Noor', 'Grace', 'Lin']);
  assert.deepEqual(model.guests[1], noor);
  assert.notEqual(model.guests[1], noor, 'a copy');
  assert.equal(items()[1]!.formControl, list.at(1));
  assert.equal(list.dirty, true);
  type.add(undefined, {name: 'Rui'});
  assert.deepEqual(names(), ['Ada', 'Noor', 'Grace', 'Lin', 'Rui']);

  const quiet = threeGuests(PlainRepeatType);
  quiet.type.add(undefined, {name: 'Rui'}, {markAsDirty: false});
  assert.deepEqual(quiet.names(), ['Ada', 'Grace', 'Lin', 'Rui']);
  assert.equal(quiet.list.dirty, false);

  // 0, '' and false are values a reader may start an item with: each starts the item as no
  // initialModel does, across item templates with and without a defaultValue and object items.
  const templates: FormlyFieldConfig[] = [
    {type: 'input'},
    {type: 'input', defaultValue: 'none yet'},
    {fieldGroup: [{key: 'name', type: 'input'}]},
  ];
  for (const fieldArray of templates) {
    const added = (initialModel?: unknown) => {
      const model: {values: unknown[]} = {values: ['kept']};
      const built = buildForm([{key: 'values', type: 'repeat', fieldArray: {...fieldArray}}], {
        model,
        options: optionsWithViewContainer(),
        configs: [{types: [{name: 'repeat', component: PlainRepeatType}]}],
      });
      const type = new PlainRepeatType();
      type.field = built.fields[0]! as FieldArrayTypeConfig;
      type.add(undefined, initialModel);
      assert.equal(model.values.length, 2);
      return {item: model.values[1], control: (built.form.get('values') as FormArray).at(1).value as unknown};
    };
    const withNone = added();
    // The sentence names three; every other falsy value (null, NaN, -0, 0n) does the same.
    for (const initialModel of [0, '', false, null, Number.NaN, -0, 0n]) {
      const context = `${typeof initialModel} ${String(initialModel)} into ${JSON.stringify(fieldArray)}`;
      const withFalsy = added(initialModel);
      assert.deepEqual(withFalsy, withNone, context);
      assert.notEqual(withFalsy.item, initialModel, context);
    }
  }
});

test("the iban type's parser stores an emptied box as null and hands back every other value unchanged, undefined included [guide/custom-formly-field#iban-parser-empty-null]", () => {
  const {inputVariants} = runClaimBlock<{inputVariants: ConfigOption}>(
    'docs/guide/custom-formly-field.mdx',
    'extends-inherits-base-s-own',
  );
  const {fields, model} = buildForm([{key: 'iban', type: 'iban'}], {configs: [inputVariants]});
  const field = fields[0]!;
  const stop = watchField(field);
  try {
    const seen: unknown[] = [];
    field.formControl!.valueChanges.subscribe((value: unknown) => seen.push(value));
    for (const typed of ['de89 3704', 'DE89 3704 0044 0532 0130 00', ' x ']) {
      field.formControl!.setValue(typed);
      // Kept as typed: in the model, and in the control, which no parser result overwrote.
      assert.equal(model['iban'], typed);
      assert.equal(field.formControl!.value, typed);
    }
    field.formControl!.setValue('');
    assert.equal(model['iban'], null);
    field.formControl!.setValue(undefined);
    assert.equal(model['iban'], undefined);
    // Only the emptied box was written back (as null); no typed value was. The null is written while
    // the '' is being emitted, so this subscriber, which came after Formly's, gets it first.
    assert.deepEqual(seen, ['de89 3704', 'DE89 3704 0044 0532 0130 00', ' x ', null, '', undefined]);
  } finally {
    stop();
  }
});

test("of the published kits, only Bootstrap, Material and Kendo export a FieldType of their own (from their form-field entry point, Material's root too); Ionic's directive for its controls is exported only under the name ɵIonFormlyAttributes [guide/custom-formly-field#kits-without-own-fieldtype]", () => {
  // Every entry point of every published kit, from its package's exports map, read as its typings say.
  const entryFiles = publishedKits.flatMap((kit) => {
    const dir = path.join(demosDir, 'node_modules', kit.package);
    const exportsMap = (
      JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {exports: Record<string, {types?: string}>}
    ).exports;
    return Object.entries(exportsMap)
      .filter(([, entry]) => typeof entry === 'object' && entry.types)
      .map(([subpath, entry]) => ({kit: kit.name, subpath, file: path.join(dir, entry.types!)}));
  });
  const program = ts.createProgram({
    rootNames: entryFiles.map(({file}) => file),
    options: {moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, noEmit: true, types: []},
  });
  const checker = program.getTypeChecker();
  const exportsOf = (file: string) =>
    checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(file)!)!).map((s) => s.name);
  const withFieldType = entryFiles.filter(({file}) => exportsOf(file).includes('FieldType'));
  assert.deepEqual(withFieldType.map(({kit, subpath}) => `${kit} ${subpath}`).sort(), [
    'bootstrap ./form-field',
    'kendo ./form-field',
    'material .',
    'material ./form-field',
  ]);
  const ionicNames = entryFiles.filter(({kit}) => kit === 'ionic').flatMap(({file}) => exportsOf(file));
  assert.ok(ionicNames.includes('ɵIonFormlyAttributes'));
  assert.equal(ionicNames.includes('IonFormlyAttributes'), false);
  assert.deepEqual(
    publishedKits
      .map((kit) => kit.name)
      .filter((name) => !withFieldType.some(({kit}) => kit === name))
      .sort(),
    ['ionic', 'ng-zorro-antd', 'primeng'],
  );
});

/** A list of four built as <formly-form> builds it, with the array type `Type` as <formly-field> creates it. */
function fourItems<T extends FieldArrayType>(Type: new () => T, fieldArray: FormlyFieldConfig, values: unknown[]) {
  const model = {items: [...values]};
  const built = buildForm([{key: 'items', type: 'repeat', fieldArray}], {
    model,
    options: optionsWithViewContainer(),
    configs: [{types: [{name: 'repeat', component: Type}]}],
  });
  const type = new Type();
  type.field = built.fields[0]! as FieldArrayTypeConfig;
  return {model, built, type, list: built.form.get('items') as FormArray, fields: () => built.fields[0]!.fieldGroup!};
}

/** Object items and plain values: the two kinds of item a fieldArray holds. */
const ITEM_KINDS = [
  {
    name: 'objects',
    fieldArray: {fieldGroup: [{key: 'name', type: 'input', props: {required: true}}]},
    values: [{name: 'Ada'}, {name: 'Grace'}, {name: ''}, {name: 'Lin'}],
    label: (value: unknown) => (value as {name: string}).name,
  },
  {
    name: 'plain values',
    fieldArray: {type: 'input', props: {required: true}},
    values: ['Ada', 'Grace', '', 'Lin'],
    label: (value: unknown) => value as string,
  },
];

type SortableType = FieldArrayType & {move(from: number, to: number): void};

function sortableRepeatType(transform?: (javaScript: string) => string): new () => SortableType {
  return runPageModule<{SortableRepeatTypeComponent: new () => SortableType}>(
    'docs/guide/custom-formly-field.mdx',
    'sortable-repeat.type.ts',
    {},
    transform,
  ).SortableRepeatTypeComponent;
}

/**
 * Moves every item to every other place, with every set of rows touched and dirty, and returns the
 * moves after which a row's flags, value, control or field do not belong to the item the row shows.
 */
function movesThatLoseState(Type: new () => SortableType): string[] {
  const failures: string[] = [];
  for (const kind of ITEM_KINDS) {
    for (let touched = 0; touched < 16; touched++) {
      for (let from = 0; from < 4; from++) {
        for (let to = 0; to < 4; to++) {
          if (from === to) {
            continue;
          }
          const {model, built, type, list, fields} = fourItems(Type, kind.fieldArray, kind.values);
          const array = model.items;
          const control = (index: number) => (kind.name === 'objects' ? list.at(index).get('name')! : list.at(index));
          const flagged = new Set<string>();
          kind.values.forEach((value, index) => {
            if (touched & (1 << index)) {
              control(index).markAsTouched();
              control(index).markAsDirty();
              flagged.add(kind.label(value));
            }
          });
          // With no row dirty (touched 0), the list is pristine until the move.
          const controls = kind.values.map((_value, index) => list.at(index));
          type.move(from, to);
          const order = kind.values.map(kind.label);
          order.splice(to, 0, ...order.splice(from, 1));
          const movedControls = [...controls];
          movedControls.splice(to, 0, ...movedControls.splice(from, 1));
          const rows = order.map((name, index) => ({
            name,
            value: kind.label(model.items[index]),
            formValue: kind.label((built.form.value as {items: unknown[]}).items[index]),
            own: list.at(index) === movedControls[index],
            field: fields()[index]!.formControl === list.at(index) && String(fields()[index]!.key) === String(index),
            touched: control(index).touched === flagged.has(name),
            dirty: control(index).dirty === flagged.has(name),
            errors: (control(index).errors !== null) === (name === ''),
          }));
          const wrong = rows.filter(
            (row) =>
              row.value !== row.name ||
              row.formValue !== row.name ||
              !row.own ||
              !row.field ||
              !row.touched ||
              !row.dirty ||
              !row.errors,
          );
          if (wrong.length > 0 || model.items !== array || !list.dirty) {
            failures.push(`${kind.name}, touched ${touched.toString(2)}, ${from}→${to}: ${JSON.stringify(wrong)}`);
          }
        }
      }
    }
  }
  return failures;
}

test("the page's SortableRepeatTypeComponent: after move(from, to), in every case, model (the same array), FormArray, form.value and fieldGroup are in the new order, each item keeps its own control with its value, errors, touched and dirty flags, the list is dirty; a move outside the list does nothing; without the renumbering line the fields lose their entries [guide/custom-formly-field#sortable-move-keeps-item-state]", () => {
  assert.deepEqual(movesThatLoseState(sortableRepeatType()), []);

  for (const [from, to] of [
    [0, -1],
    [3, 4],
    [1, 1],
  ] as const) {
    const {model, type, list} = fourItems(sortableRepeatType(), ITEM_KINDS[0]!.fieldArray, ITEM_KINDS[0]!.values);
    type.move(from, to);
    assert.deepEqual(model.items, ITEM_KINDS[0]!.values, `${from}→${to}`);
    assert.equal(list.dirty, false, `${from}→${to}`);
  }

  const withoutRenumbering = sortableRepeatType((javaScript) => {
    const edited = javaScript.replace(/items\.forEach\(\(item, index\) => \(item\.key = `\$\{index\}`\)\);/, '');
    assert.notEqual(edited, javaScript, 'the block still renumbers its items');
    return edited;
  });
  assert.notDeepEqual(movesThatLoseState(withoutRenumbering), []);
});

test('removing an item and adding it back elsewhere puts the values in order, but flags land on other rows: add(i) leaves each control where it was and hands the values on by position [guide/custom-formly-field#remove-add-moves-values-not-flags]', () => {
  const {model, list, type} = fourItems(PlainRepeatType, ITEM_KINDS[1]!.fieldArray, ['Ada', 'Grace', 'Lin', 'Noor']);
  list.at(3).markAsTouched();
  type.remove(0);
  type.add(1, 'Ada');
  assert.deepEqual(model.items, ['Grace', 'Ada', 'Lin', 'Noor']);
  assert.deepEqual(
    list.controls.map((control) => control.value as string),
    ['Grace', 'Ada', 'Lin', 'Noor'],
  );
  assert.deepEqual(
    list.controls.map((control) => control.touched),
    [false, false, true, false],
    "Noor's touched flag is now Lin's",
  );

  const added = fourItems(PlainRepeatType, ITEM_KINDS[1]!.fieldArray, ['Ada', 'Grace', 'Lin', 'Noor']);
  const controls = [...added.list.controls];
  added.type.add(1, 'Rui');
  assert.deepEqual(
    added.list.controls.slice(0, 4).map((control, index) => control === controls[index]),
    [true, true, true, true],
  );
  assert.deepEqual(
    added.list.controls.map((control) => control.value as string),
    ['Ada', 'Rui', 'Grace', 'Lin', 'Noor'],
  );
});

test("the page's move() tells the form as add() does: <formly-form> emits (modelChange) and runs expressions that read the list again; without its fieldChanges line it does neither [guide/custom-formly-field#sortable-move-keeps-item-state]", () => {
  const moveAndWatch = (Type: new () => SortableType) => {
    const fields: FormlyFieldConfig[] = [
      {key: 'guests', type: 'repeat', fieldArray: {fieldGroup: [{key: 'name', type: 'input'}]}},
      {
        key: 'host',
        type: 'input',
        expressions: {hide: (field: FormlyFieldConfig) => field.model.guests?.[0]?.name === 'Lin'},
      },
    ];
    const run = runFormlyForm(fields, {
      model: {guests: [{name: 'Ada'}, {name: 'Lin'}]},
      configs: [{types: [{name: 'repeat', component: Type}]}],
    });
    const type = new Type();
    type.field = fields[0]! as FieldArrayTypeConfig;
    type.move(1, 0);
    return {emitted: run.emitted.length, hostHidden: fields[1]!.hide === true};
  };
  const told = moveAndWatch(sortableRepeatType());
  assert.ok(told.emitted > 0, `${told.emitted} models emitted`);
  assert.equal(told.hostHidden, true);
  const silent = sortableRepeatType((javaScript) => {
    const edited = javaScript.replace(/this\.options\.fieldChanges\?\.next\([^;]*\);/, '');
    assert.notEqual(edited, javaScript, 'the block still has its fieldChanges line');
    return edited;
  });
  assert.deepEqual(moveAndWatch(silent), {emitted: 0, hostHidden: false});
});

test("with an item of the list hidden, the page's move() and Formly's own remove() put controls in the wrong places: a control twice in the FormArray, form.value wrong [guide/custom-formly-field#sortable-move-hidden-item]", () => {
  const withHidden = <T extends FieldArrayType>(Type: new () => T) => {
    const model = {guests: [{name: 'Ada'}, {name: 'Bea', gone: true}, {name: 'Cy'}, {name: 'Di'}]};
    const built = buildForm(
      [
        {
          key: 'guests',
          type: 'repeat',
          fieldArray: {expressions: {hide: 'model.gone'}, fieldGroup: [{key: 'name', type: 'input'}]},
        },
      ],
      {
        model,
        options: optionsWithViewContainer(),
        configs: [formly.withFormlyFieldExpression(), {types: [{name: 'repeat', component: Type}]}],
      },
    );
    const type = new Type();
    type.field = built.fields[0]! as FieldArrayTypeConfig;
    const names = () => (built.form.value as {guests: Array<{name: string}>}).guests.map((guest) => guest.name);
    return {type, names, list: built.form.get('guests') as FormArray};
  };
  const moved = withHidden(sortableRepeatType());
  assert.deepEqual(moved.names(), ['Ada', 'Cy', 'Di']);
  moved.type.move(2, 3);
  assert.equal(moved.list.at(1), moved.list.at(3));
  assert.deepEqual(moved.names(), ['Ada', 'Cy', 'Di', 'Cy']);

  const removed = withHidden(PlainRepeatType);
  removed.type.remove(0);
  assert.notDeepEqual(removed.names(), ['Cy', 'Di']);
});
