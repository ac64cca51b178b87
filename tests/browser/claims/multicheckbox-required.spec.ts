import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect} from '../fixtures';
import {form, openFormInPlayground, playgroundModel} from '../playground';
import {browserKits} from '../../../lib/kits';
import {runPageModule} from '../../claims/support/page-code';
import {demosDir} from '../../claims/support/demo-packages';

/**
 * docs/guide/validation.mdx, "At least one box of a multicheckbox", in Chromium with each kit's own
 * multicheckbox type in the playground's frame: a required multicheckbox with the default object value,
 * and the page's channels.fields.ts (props.type 'array'), each ticked and unticked again.
 */

/** The kits whose package has a multicheckbox entry point, read from the installed packages. */
const kitsWithMulticheckbox = browserKits
  .map((kit) => kit.name)
  .filter((kit) => fs.existsSync(path.join(demosDir, 'node_modules', '@ngx-formly', kit, 'multicheckbox')));

const {channelsFields} = runPageModule<{channelsFields: unknown[]}>('docs/guide/validation.mdx', 'channels.fields.ts');

/** Ticks the box named `label`, then unticks it, checking the form's validity and model after each. */
async function tickAndUntick(page: Page, label: string) {
  const box = form(page).getByRole('checkbox', {name: label});
  const formElement = form(page).locator('form').first();
  await expect(formElement, 'nothing ticked yet: no value').toHaveClass(/ng-invalid/);
  await box.click();
  await expect(box).toBeChecked();
  await expect(formElement, 'one box ticked').toHaveClass(/ng-valid/);
  const ticked = await playgroundModel(page);
  await box.click();
  await expect(box).not.toBeChecked();
  return {ticked, formElement};
}

test('the kits that have a multicheckbox are Bootstrap and Material [guide/validation#multicheckbox-object-required-gap]', () => {
  expect(kitsWithMulticheckbox).toEqual(['bootstrap', 'material']);
});

for (const kit of kitsWithMulticheckbox) {
  test(`${kit}: a required multicheckbox with the default object value is valid once a box is ticked and unticked, holding false; the page's type 'array' field holds the ticked values in the order ticked and is invalid again once the last box is unticked [guide/validation#multicheckbox-object-required-gap, guide/validation#multicheckbox-array-required]`, async ({
    page,
  }) => {
    await test.step('the default object value', async () => {
      const options = [
        {value: 'email', label: 'Email'},
        {value: 'phone', label: 'Phone'},
      ];
      await openFormInPlayground(page, kit, [
        {key: 'channels', type: 'multicheckbox', props: {label: 'Channels', required: true, options}},
      ]);
      const {ticked, formElement} = await tickAndUntick(page, 'Email');
      expect(ticked).toEqual({channels: {email: true}});
      await expect.poll(() => playgroundModel(page)).toEqual({channels: {email: false}});
      await expect(formElement, 'no box ticked, and still valid').toHaveClass(/ng-valid/);
    });

    await test.step("the page's channels.fields.ts", async () => {
      await openFormInPlayground(page, kit, channelsFields);
      const {ticked, formElement} = await tickAndUntick(page, 'Email');
      expect(ticked).toEqual({channels: ['email']});
      await expect.poll(() => playgroundModel(page)).toEqual({channels: []});
      await expect(formElement, 'no box ticked: invalid').toHaveClass(/ng-invalid/);
      // In the order they were ticked, not the options' order.
      await form(page).getByRole('checkbox', {name: 'Post'}).click();
      await form(page).getByRole('checkbox', {name: 'Email'}).click();
      await expect.poll(() => playgroundModel(page)).toEqual({channels: ['post', 'email']});
      await expect(formElement).toHaveClass(/ng-valid/);
    });
  });
}
