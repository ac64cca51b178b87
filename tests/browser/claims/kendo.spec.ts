import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';

/**
 * Rendering claims of docs/ui/kendo.mdx and the Kendo API notes (scripts/api/notes),
 * run with Kendo UI's real components in the playground's frame.
 */

/** Where the label sits against the control: 'above' or 'beside'. */
async function labelPlacement(page: Parameters<typeof form>[0]): Promise<'above' | 'beside'> {
  const label = (await form(page).locator('kendo-formfield label').first().boundingBox())!;
  const control = (await form(page).getByRole('textbox', {name: 'Article number'}).boundingBox())!;
  return label.y + label.height <= control.y + 1 ? 'above' : 'beside';
}

const field = {key: 'sku', type: 'input', props: {label: 'Article number', orientation: 'horizontal'}};

test("orientation: 'horizontal' alone leaves the label above the control", async ({page}) => {
  await openFormInPlayground(page, 'kendo', [field]);
  expect(await labelPlacement(page)).toBe('above');
});

test("inside a k-form-horizontal ancestor, orientation: 'horizontal' puts the label beside the control [api/props#kendo-orientation-horizontal-takes, api/ui/kendo/form-field#orientation-horizontal-puts-label, ui/kendo#orientation-sample-puts-horizontal]", async ({
  page,
}) => {
  const group = {fieldGroupClassName: 'k-form-horizontal', fieldGroup: [field]};
  await openFormInPlayground(page, 'kendo', [group]);
  expect(await labelPlacement(page)).toBe('beside');
});
