import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures';
import {form, openFormInPlayground, playgroundModel} from '../playground';
import {browserKits} from '../../../lib/kits';
import {runPageModule} from '../../claims/support/page-code';

/**
 * docs/guide/faq.mdx, "Why is no radio button checked when the model holds an object?", in Chromium
 * with each web kit's radio type in the playground's frame: options whose values are objects, with a
 * copy of one in the model (as JSON gives it), and the page's contact-field.ts, whose options carry ids.
 */

const objectOptions = [
  {value: {id: 1, channel: 'email'}, label: 'Email'},
  {value: {id: 2, channel: 'phone'}, label: 'Phone'},
];

const {contactField} = runPageModule<{contactField: {key: string; props: {options: unknown[]}}}>(
  'docs/guide/faq.mdx',
  'contact-field.ts',
);

/** Whether each radio button is checked, by its own state or its aria-checked. */
const checkedStates = (page: Page) =>
  form(page)
    .getByRole('radio')
    .evaluateAll((radios) =>
      radios.map((radio) =>
        radio instanceof HTMLInputElement ? radio.checked : radio.getAttribute('aria-checked') === 'true',
      ),
    );

for (const kit of browserKits.map((candidate) => candidate.name)) {
  test(`${kit}: a model holding a copy of an option's object checks no radio button, and a click checks one and writes the option's fields; the page's options with ids check the model's one and a click writes the id [guide/faq#radio-object-copy-checks-none, guide/faq#radio-primitive-value-checked]`, async ({
    page,
  }) => {
    await test.step('object values, a copy in the model', async () => {
      await openFormInPlayground(
        page,
        kit,
        [{key: 'contact', type: 'radio', props: {label: 'Contact', options: objectOptions}}],
        {contact: {id: 2, channel: 'phone'}},
      );
      await expect(form(page).getByRole('radio')).toHaveCount(2);
      expect(await checkedStates(page)).toEqual([false, false]);
      await form(page).getByRole('radio').nth(0).click({force: true});
      await expect.poll(() => playgroundModel(page)).toEqual({contact: {id: 1, channel: 'email'}});
      await expect.poll(() => checkedStates(page)).toEqual([true, false]);
    });

    await test.step("the page's contact-field.ts, { contactId: 2 } in the model", async () => {
      await openFormInPlayground(page, kit, [contactField], {contactId: 2});
      await expect(form(page).getByRole('radio')).toHaveCount(2);
      await expect.poll(() => checkedStates(page)).toEqual([false, true]);
      await form(page).getByRole('radio').nth(0).click({force: true});
      await expect.poll(() => playgroundModel(page)).toEqual({contactId: 1});
      await expect.poll(() => checkedStates(page)).toEqual([true, false]);
    });
  });
}
