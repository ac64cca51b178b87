import {test, expect} from '../fixtures';
import {addFrameStyle, form, openFormInPlayground} from '../playground';
import {sectionCssBlock} from '../../claims/support/page-code';

/**
 * docs/guide/properties-options.mdx, "A style of its own on one field's <formly-field>": the page's
 * CSS block run on a group of three fields in the playground's frame (Bootstrap), one page load.
 */

const fields = [
  {
    fieldGroupClassName: 'contact-grid',
    fieldGroup: [
      {key: 'note', type: 'input', className: 'contact-note', props: {label: 'Note'}},
      {key: 'name', type: 'input', props: {label: 'Name'}},
      {key: 'email', type: 'input', props: {label: 'E-mail'}},
    ],
  },
];

test("className is the class of the field's <formly-field>, a grid item of its <formly-group>; the page's grid-row-start rule puts it, first in fieldGroup, in the second row [guide/properties-options#no-style-property-classname-grid-item, guide/properties-options#grid-row-start-class-moves-field]", async ({
  page,
}) => {
  await openFormInPlayground(page, 'bootstrap', fields);
  const frame = form(page);
  const note = frame.locator('formly-field.contact-note');
  const top = async (label: string) =>
    (await frame
      .locator('formly-group.contact-grid > formly-field', {
        has: frame.getByRole('textbox', {name: label, exact: true}),
      })
      .boundingBox())!.y;

  await expect(note).toHaveAttribute('class', 'contact-note');
  expect(await note.evaluate((element) => element.parentElement!.matches('formly-group.contact-grid'))).toBe(true);
  expect(await top('Note')).toBeLessThan(await top('Name'));

  const css = sectionCssBlock(
    'docs/guide/properties-options.mdx',
    "A style of its own on one field's `<formly-field>`",
  );
  await addFrameStyle(page, css);
  await expect(note).toHaveCSS('grid-row-start', '2');
  expect(await top('Name')).toBe(await top('E-mail'));
  expect(await top('Note')).toBeGreaterThan(await top('Name'));
});
