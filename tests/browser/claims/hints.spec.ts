import fs from 'node:fs';
import path from 'node:path';
import {browserKits, type BrowserKitName} from '../../../lib/kits';
import {aloneDemoTest as test, expect, demos, openDemoAlone} from '../demos';
import {kitExamples} from '../../../scripts/kit-examples';

/**
 * Field hints in every kit: docs/ui/ionic.mdx and docs/ui/primeng.mdx say their
 * 7.1.0 form fields render no `description`, so the kit-agnostic examples put what
 * a reader needs to try them where every kit shows it, in a label or in the
 * example's own template. The kits without hints are read from their bundles.
 */
const formlyPackages = path.join(__dirname, '..', '..', '..', 'demos', 'node_modules', '@ngx-formly');

function rendersDescription(kit: BrowserKitName): boolean {
  const bundles = path.join(formlyPackages, kit, 'fesm2022');
  return fs
    .readdirSync(bundles)
    .filter((file) => file.endsWith('.mjs'))
    .some((file) => fs.readFileSync(path.join(bundles, file), 'utf8').includes('props.description'));
}

const kitsWithoutHints = browserKits.map((kit) => kit.name).filter((kit) => !rendersDescription(kit));
const demo = (name: string) => demos.find((candidate) => candidate.name === name)!;

/** What a reader of each example needs to see to try it, and the kits that example is offered in. */
const instructions = [
  {name: 'validation/async-validation-update-on', text: 'Try "admin" or "guest": both are taken.'},
  {name: 'field-options/model-options', text: 'After a 0.7 s pause in typing'},
  {name: 'validation/custom-validation-parameters', text: 'Headline (at most 8 words)'},
].map((instruction) => ({
  ...instruction,
  kits: kitExamples().find((example) => example.name === instruction.name)!.kits,
}));

test('the bundles name the kits without hints: Ionic and PrimeNG [guide/custom-formly-wrapper#bootstrap-material-kendo-ng-zorro, ui/ionic#description-used-ionic-templates, ui/primeng#errors-small-p-error-description]', () => {
  expect(kitsWithoutHints.sort()).toEqual(['ionic', 'primeng']);
});

test('a kit with hints shows the same description, so the checks below can see one [ui/ionic#description-used-ionic-templates]', async ({
  page,
}) => {
  const kit = browserKits.map((candidate) => candidate.name).find(rendersDescription)!;
  const frame = await openDemoAlone(page, demo('validation/built-in-validations'), kit);
  await expect(frame.getByText('Required, 3 to 12 characters.')).toBeVisible();
});

for (const kit of kitsWithoutHints) {
  test(`${kit}: a field's description is not shown, and the examples' instructions are [ui/ionic#description-used-ionic-templates, ui/primeng#errors-small-p-error-description]`, async ({
    page,
  }) => {
    // built-in-validations keeps its hints, which the error messages repeat.
    const withHints = await openDemoAlone(page, demo('validation/built-in-validations'), kit);
    await expect(withHints.getByLabel('Team handle')).toBeVisible();
    await expect(withHints.getByText('Required, 3 to 12 characters.')).toHaveCount(0);
    for (const instruction of instructions.filter((candidate) => candidate.kits.includes(kit))) {
      const frame = await openDemoAlone(page, demo(instruction.name), kit);
      await expect(frame.getByText(instruction.text), `${instruction.name} in ${kit}`).toBeVisible();
    }
  });
}
