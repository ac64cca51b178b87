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

const withOrientation = (orientation?: string) => ({...field, props: {...field.props, orientation}});

test("outside a k-form-horizontal element the label sits above the control whatever the orientation, 'horizontal' included [api/props#kendo-orientation-horizontal-takes, api/ui/kendo/form-field#orientation-horizontal-puts-label, ui/kendo#orientation-sample-puts-horizontal]", async ({
  page,
}) => {
  for (const orientation of ['horizontal', 'vertical', undefined]) {
    await openFormInPlayground(page, 'kendo', [withOrientation(orientation)]);
    expect(await labelPlacement(page), `orientation: ${orientation}`).toBe('above');
  }
});

test("inside a k-form-horizontal ancestor the label sits beside the control whatever the orientation, 'vertical' and unset included [api/props#kendo-orientation-horizontal-takes, api/ui/kendo/form-field#orientation-horizontal-puts-label, ui/kendo#orientation-sample-puts-horizontal]", async ({
  page,
}) => {
  for (const orientation of ['horizontal', 'vertical', undefined]) {
    const group = {fieldGroupClassName: 'k-form-horizontal', fieldGroup: [withOrientation(orientation)]};
    await openFormInPlayground(page, 'kendo', [group]);
    expect(await labelPlacement(page), `orientation: ${orientation}`).toBe('beside');
  }
});
