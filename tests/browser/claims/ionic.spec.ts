import type {FrameLocator, Locator} from '@playwright/test';
import {demos, expect, openDemoAlone, test} from '../demos';
import {form, openFormInPlayground} from '../playground';

/**
 * Claims of docs/ui/ionic.mdx ("OK and Cancel in the select's alert") and the Ionic select notes
 * (scripts/api/notes), run with Ionic's real components: in a live demo, where a select can
 * be on the page as the application starts, and in the playground's frame, which creates
 * the form after it has started.
 */

const demo = (name: string) => demos.find((candidate) => candidate.name === name)!;

/** Opens the select's alert and returns its two buttons, cancel first. */
async function alertButtons(scope: FrameLocator, select: Locator): Promise<Locator> {
  await select.click();
  const buttons = scope.locator('ion-alert .alert-button-group button');
  await expect(buttons).toHaveCount(2);
  return buttons;
}

test("a select on the page as the application starts keeps Ionic's own Cancel when cancelText is unset [api/ui/ionic/select#oktext-canceltext-bound-ion-select, ui/ionic#select-type-binds-oktext-canceltext]", async ({
  page,
}) => {
  // Its Subtitles select sets okText only.
  const frame = await openDemoAlone(page, demo('fields/ionic/select'));
  const buttons = await alertButtons(frame, frame.locator('ion-select').nth(1));
  await expect(buttons).toHaveText(['Cancel', 'Apply']);
});

test('a select created after start-up, with okText and cancelText unset, opens an alert with two blank buttons [api/ui/ionic/select#oktext-canceltext-bound-ion-select, ui/ionic#select-type-binds-oktext-canceltext]', async ({
  page,
}) => {
  const select = {
    key: 'meal',
    type: 'select',
    props: {label: 'Meal', options: [{value: 'standard', label: 'Standard'}]},
  };
  await openFormInPlayground(page, 'ionic', [select]);
  const buttons = await alertButtons(form(page), form(page).locator('ion-select'));
  await expect(buttons).toHaveText(['', '']);
});

test("with the type default of the site's Ionic examples, a select in a row added later names its buttons [ui/ionic#select-type-binds-oktext-canceltext]", async ({
  page,
}) => {
  const frame = await openDemoAlone(page, demo('advanced/repeating-section'), 'ionic');
  await frame.getByRole('button', {name: 'Add a traveller'}).click();
  await expect(frame.locator('ion-select')).toHaveCount(2);
  const buttons = await alertButtons(frame, frame.locator('ion-select').nth(1));
  await expect(buttons).toHaveText(['Cancel', 'OK']);
});
