/**
 * Claims of docs/examples/advanced/grid-integration.mdx, run against the demo's own fields
 * (app.ts), the shipped templates of the kits the page offers and the kit behaviour matrix
 * (lib/kits/<kit>/behaviour.json, measured in Chromium).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {FormlyFieldConfig} from '../support/formly';
import {demoApp, exampleKits} from '../support/examples-extra';
import {firstTemplate, shippedBundles} from '../support/kit-configs';
import {readKitBehaviour} from '../../../plugins/kit-matrix/behaviour-table';

test("each cell field sets hideLabel and an aria-label; every kit's form-field wrapper but Ionic's leaves a hideLabel label out, and Ionic's input shows the label inside the control, which names it [examples/grid-integration#hidelabel-hides-cell-labels-except-ionic]", () => {
  const {fields} = demoApp('advanced/grid-integration');
  const cells = (fields[0]!.fieldArray as FormlyFieldConfig).fieldGroup ?? [];
  assert.ok(cells.length > 0);
  for (const cell of cells) {
    assert.equal(cell.props?.['hideLabel'], true, `${String(cell.key)}: hideLabel`);
    assert.equal(cell.props?.attributes?.['aria-label'], cell.props?.label, `${String(cell.key)}: aria-label`);
  }
  const {kits} = exampleKits('advanced/grid-integration');
  assert.ok(kits.length > 1, 'the page offers several kits');
  for (const kit of kits) {
    const bundles = shippedBundles(kit);
    if (kit === 'ionic') {
      assert.ok(
        [...bundles.values()].every((bundle) => !bundle.includes('hideLabel')),
        'no Ionic bundle reads hideLabel',
      );
      assert.match(firstTemplate(bundles.get('input')), /<ion-input[\s\S]*\[label\]="props\.label"/);
      const input = readKitBehaviour('ionic').types.find((entry) => entry.type === 'input')!;
      assert.equal(input.labelShown, true, 'measured: the label is shown');
      assert.equal(input.control?.name, 'M: input', 'measured: the label names the control');
    } else {
      assert.match(
        firstTemplate(bundles.get('form-field')),
        /props\.label && props\.hideLabel !== true/,
        `${kit}: the wrapper leaves the label out when hideLabel is true`,
      );
    }
  }
});

test("the aria-label goes on the element the kit's input type renders: the input itself, except a number field in Kendo UI (kendo-numerictextbox) and NG-ZORRO (nz-input-number), components whose inner input it does not reach, so there the On hand inputs have no accessible name [examples/grid-integration#number-cell-unnamed-kendo-ng-zorro]", () => {
  const {fields} = demoApp('advanced/grid-integration');
  const cells = (fields[0]!.fieldArray as FormlyFieldConfig).fieldGroup ?? [];
  const onHand = cells.find((cell) => cell.props?.type === 'number');
  assert.equal(onHand?.props?.label, 'On hand', 'the number column');
  assert.equal(onHand?.type, 'input');
  const {kits} = exampleKits('advanced/grid-integration');
  const unnamed: string[] = [];
  for (const kit of kits) {
    const template = firstTemplate(shippedBundles(kit).get('input'));
    // The number branch (`<ng-template #numberTmp>`, or `@else` in Material): the element that takes the field's attributes.
    const numberBranch = template.slice(Math.max(template.lastIndexOf('#numberTmp>'), template.lastIndexOf('@else {')));
    const carrier = /<([\w-]+)\b[^>]*\[(?:ion)?[fF]ormlyAttributes\]="field"/.exec(numberBranch)?.[1];
    assert.ok(carrier, `${kit}: the element with formlyAttributes in the number branch`);
    if (!['input', 'ion-input'].includes(carrier)) {
      unnamed.push(`${kit}:${carrier}`);
    }
  }
  // Measured in Chromium on the built demos (the accessibility tree of each kit's version):
  // spinbutton "On hand" in Bootstrap, Material, Ionic and PrimeNG, a spinbutton without a name in these.
  assert.deepEqual(unnamed, ['kendo:kendo-numerictextbox', 'ng-zorro-antd:nz-input-number']);
});
