/**
 * Claims of docs/ui/ionic.mdx ("OK and Cancel in the select's alert") that need no browser,
 * run against @ngx-formly/core and @ngx-formly/ionic 7.1.0. What the alert shows runs in
 * Chromium: tests/browser/claims/ionic.spec.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildForm, loadPackage} from '../support/formly';
import {firstTemplate, shippedBundles} from '../support/kit-configs';
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
