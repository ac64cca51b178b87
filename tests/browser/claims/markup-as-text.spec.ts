import {test, expect} from '../fixtures';
import {browserKits} from '../../../lib/kits';
import {form, openFormInPlayground} from '../playground';

/**
 * docs/guide/validation.mdx, "HTML or a link in a message or label": every kit puts a
 * field's label and its validation message on the page as text. Markup in either string
 * shows as its characters and creates no element, in each kit's real components.
 */
const labelMarkup = 'I accept the <a href="/terms">terms</a>';
const messageMarkup = 'Please read <a href="/terms">the terms</a> first.';

test('the frame does make a link from markup Formly is told to render as HTML (a template field), so the checks below can see one', async ({
  page,
}) => {
  await openFormInPlayground(page, 'bootstrap', [{template: labelMarkup}]);
  await expect(form(page).locator('a[href="/terms"]')).toHaveCount(1);
});

for (const kit of browserKits) {
  test(`${kit.name}: a label and a validation message with markup render as text, with no link`, async ({page}) => {
    const fields = [
      {
        key: 'code',
        type: 'input',
        props: {label: labelMarkup, required: true},
        validation: {show: true, messages: {required: messageMarkup}},
      },
    ];
    await openFormInPlayground(page, kit.name, fields);
    const frame = form(page);
    await expect(frame.getByText(messageMarkup, {exact: true})).toBeVisible();
    await expect(frame.getByText(labelMarkup).first()).toBeAttached();
    await expect(frame.locator('a[href="/terms"]')).toHaveCount(0);
  });
}
