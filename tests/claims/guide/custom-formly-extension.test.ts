/**
 * Claims of docs/guide/custom-formly-extension.mdx, run against @ngx-formly/core 7.1.0
 * (and the Bootstrap kit's add-ons, @ngx-formly/bootstrap 7.1.0).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  buildForm,
  formly,
  loadPackage,
  optionsWithViewContainer,
  type ConfigOption,
  type FormlyFieldConfig,
} from '../support/formly';
import {runPageModule} from '../support/page-code';
import type * as BootstrapAddons from '../../../demos/node_modules/@ngx-formly/bootstrap/addons';

type Hook = 'prePopulate' | 'onPopulate' | 'postPopulate';

/** An extension that logs `name.hook(field key)` for every keyed field. */
function logging(name: string, log: string[]) {
  const entry = (hook: Hook) => (field: FormlyFieldConfig) => {
    if (field.key) {
      log.push(`${name}.${hook}(${String(field.key)})`);
    }
  };
  return {prePopulate: entry('prePopulate'), onPopulate: entry('onPopulate'), postPopulate: entry('postPopulate')};
}

test('for each field: prePopulate of all extensions, then onPopulate of all, then the children, then postPopulate of all; lowest priority first [guide/custom-formly-extension#build-order-prepopulate-extensions]', () => {
  const log: string[] = [];
  buildForm([{key: 'address', fieldGroup: [{key: 'city', type: 'input'}]}], {
    configs: [
      {
        extensions: [
          {name: 'second', extension: logging('second', log), priority: 5},
          {name: 'first', extension: logging('first', log)},
        ],
      },
    ],
  });
  assert.deepEqual(log, [
    'first.prePopulate(address)',
    'second.prePopulate(address)',
    'first.onPopulate(address)',
    'second.onPopulate(address)',
    'first.prePopulate(city)',
    'second.prePopulate(city)',
    'first.onPopulate(city)',
    'second.onPopulate(city)',
    'first.postPopulate(city)',
    'second.postPopulate(city)',
    'first.postPopulate(address)',
    'second.postPopulate(address)',
  ]);
});

test('what each hook sees: prePopulate the config as written, onPopulate (default priority) the id, type defaults, control and expressions [guide/custom-formly-extension#hook-sees-prepopulate-config-written]', () => {
  const seen: Record<string, unknown> = {};
  const probe = {
    prePopulate: (field: FormlyFieldConfig) => {
      if (field.key === 'city') {
        seen['pre'] = {id: field.id, label: field.props?.label, control: !!field.formControl, parent: !!field.parent};
      }
    },
    onPopulate: (field: FormlyFieldConfig) => {
      if (field.key === 'city') {
        seen['on'] = {
          id: typeof field.id,
          label: field.props?.label,
          control: !!field.formControl,
          expressions: Object.keys((field as {_expressions?: object})._expressions ?? {}),
        };
      }
    },
  };
  buildForm([{key: 'city', type: 'city', expressions: {'props.disabled': 'false'}}], {
    configs: [
      formly.withFormlyFieldExpression(),
      {
        types: [{name: 'city', defaultOptions: {props: {label: 'City'}}}],
        extensions: [{name: 'probe', extension: probe}],
      },
    ],
  });
  assert.deepEqual(seen, {
    pre: {id: undefined, label: undefined, control: false, parent: true},
    on: {id: 'string', label: 'City', control: true, expressions: ['props.disabled']},
  });
});

test('an onPopulate below priority -250 runs before the type defaults are applied [guide/custom-formly-extension#hook-sees-prepopulate-config-written]', () => {
  const labels: unknown[] = [];
  buildForm([{key: 'city', type: 'city'}], {
    configs: [
      {
        types: [{name: 'city', defaultOptions: {props: {label: 'City'}}}],
        extensions: [
          {
            name: 'early',
            priority: -260,
            extension: {onPopulate: (field: FormlyFieldConfig) => field.key && labels.push(field.props?.label)},
          },
          {
            name: 'late',
            priority: -240,
            extension: {onPopulate: (field: FormlyFieldConfig) => field.key && labels.push(field.props?.label)},
          },
        ],
      },
    ],
  });
  assert.deepEqual(labels, [undefined, 'City']);
});

test('the built-in extensions and their priorities: core -250, field-validation -200, field-form -150, field-expression -100 [guide/custom-formly-extension#built-priorities-300-preset-250]', () => {
  const {config} = buildForm([]);
  const byPriority = (config as unknown as {extensionsByPriority: Record<string, Record<string, unknown>>})
    .extensionsByPriority;
  const names = Object.fromEntries(
    Object.entries(byPriority).map(([priority, extensions]) => [priority, Object.keys(extensions)]),
  );
  assert.deepEqual(names, {
    '-250': ['core'],
    '-200': ['field-validation'],
    '-150': ['field-form'],
    '-100': ['field-expression'],
  });
});

test('an extension registered with the name of another replaces it: at the same priority the later one runs [guide/custom-formly-extension#same-name-priority-replace-other]', () => {
  const runs: string[] = [];
  const named = (label: string) => ({onPopulate: (field: FormlyFieldConfig) => field.key && runs.push(label)});
  buildForm([{key: 'x', type: 'input'}], {
    configs: [
      {extensions: [{name: 'tag', extension: named('one')}]},
      {extensions: [{name: 'tag', extension: named('two')}]},
    ],
  });
  assert.deepEqual(runs, ['two']);
});

test('with another priority the same name still replaces: one runs, the higher priority one, in the place of the lower [guide/custom-formly-extension#same-name-priority-replace-other]', () => {
  const runs: string[] = [];
  const named = (label: string) => ({onPopulate: (field: FormlyFieldConfig) => field.key && runs.push(label)});
  buildForm([{key: 'x', type: 'input'}], {
    configs: [
      {extensions: [{name: 'tag', extension: named('priority 1')}]},
      {extensions: [{name: 'other', extension: named('other, priority 5'), priority: 5}]},
      {extensions: [{name: 'tag', extension: named('priority 10')}].map((e) => ({...e, priority: 10}))},
    ],
  });
  assert.deepEqual(runs, ['priority 10', 'other, priority 5']);
});

test('withFormlyFieldExpression() replaces the field-expression extension, by name and priority [guide/getting-started#withformlyfieldexpression-part]', () => {
  type ByPriority = {extensionsByPriority: Record<string, Record<string, object>>};
  const expressionExtension = (configs: ConfigOption[]) => {
    const {config} = buildForm([], {configs});
    return (config as unknown as ByPriority).extensionsByPriority['-100']!['field-expression']!;
  };
  const parser = formly.withFormlyFieldExpression().extensions![0]!.extension;
  assert.equal(expressionExtension([formly.withFormlyFieldExpression()]).constructor, parser.constructor);
  assert.notEqual(expressionExtension([]).constructor, parser.constructor, 'the compiler by default');
});

test("a type component's hooks run right after the core extension's hook of the same name [guide/custom-formly-extension#type-component-s-hooks-run]", () => {
  const log: string[] = [];
  class CurrencyType extends formly.FieldType {
    prePopulate(field: FormlyFieldConfig) {
      log.push(`component.prePopulate(${String(field.key)})`);
    }
    onPopulate(field: FormlyFieldConfig) {
      log.push(`component.onPopulate(${String(field.key)})`);
    }
    postPopulate(field: FormlyFieldConfig) {
      log.push(`component.postPopulate(${String(field.key)})`);
    }
  }
  const around = (name: string, priority: number) => ({
    name,
    priority,
    extension: logging(name, log),
  });
  buildForm([{key: 'price', type: 'currency'}], {
    options: optionsWithViewContainer(),
    configs: [
      {
        types: [{name: 'currency', component: CurrencyType}],
        extensions: [around('before-core', -260), around('after-core', -240)],
      },
    ],
  });
  assert.deepEqual(log, [
    'before-core.prePopulate(price)',
    'component.prePopulate(price)',
    'after-core.prePopulate(price)',
    'before-core.onPopulate(price)',
    'component.onPopulate(price)',
    'after-core.onPopulate(price)',
    'before-core.postPopulate(price)',
    'component.postPopulate(price)',
    'after-core.postPopulate(price)',
  ]);
});

test("the page's autocomplete extension: address.postalCode gets autocomplete postal-code, a field's own value wins [guide/custom-formly-extension#hook-sees-prepopulate-config-written]", () => {
  const {autocompleteExtension} = runPageModule<{autocompleteExtension: object}>(
    'docs/guide/custom-formly-extension.mdx',
    'autocomplete.extension.ts',
  );
  const config: ConfigOption = {extensions: [{name: 'autocomplete', extension: autocompleteExtension}]};
  const {fields} = buildForm(
    [
      {key: 'address.postalCode', type: 'input'},
      {key: 'email', type: 'input', props: {attributes: {autocomplete: 'off'}}},
      {key: 'address', fieldGroup: [{key: 'city', type: 'input'}]},
    ],
    {configs: [config]},
  );
  assert.deepEqual(fields[0]!.props!.attributes, {autocomplete: 'postal-code'});
  assert.deepEqual(fields[1]!.props!.attributes, {autocomplete: 'off'});
  assert.equal(fields[2]!.props?.attributes, undefined, 'a group gets none');
  assert.deepEqual(fields[2]!.fieldGroup![0]!.props!.attributes, {autocomplete: 'address-level2'});
});

test('the hooks run again on a rebuild: an idempotent extension gives the same result twice [guide/custom-formly-extension#hook-sees-prepopulate-config-written]', () => {
  let runs = 0;
  const built = buildForm([{key: 'x', type: 'input'}], {
    configs: [{extensions: [{name: 'count', extension: {onPopulate: (f: FormlyFieldConfig) => f.key && runs++}}]}],
  });
  built.options.build!();
  assert.equal(runs, 2);
});

test("Bootstrap's add-ons are a postPopulate extension that appends the addons wrapper when addonLeft or addonRight is set [guide/custom-formly-extension#bootstrap-add-ons-postpopulate]", () => {
  const addons = loadPackage<typeof BootstrapAddons>('@ngx-formly/bootstrap/addons');
  const config = addons.withFormlyWrapperAddons();
  assert.deepEqual(Object.keys(config.extensions![0]!.extension), ['postPopulate']);
  const {fields} = buildForm(
    [
      {key: 'price', type: 'input', wrappers: ['form-field'], props: {addonLeft: {text: '€'}}},
      {key: 'plain', type: 'input', wrappers: ['form-field']},
    ],
    {configs: [{wrappers: [{name: 'form-field', component: formly.FieldWrapper as never}]}, config]},
  );
  assert.deepEqual(fields[0]!.wrappers, ['form-field', 'addons']);
  assert.deepEqual(fields[1]!.wrappers, ['form-field']);
});
