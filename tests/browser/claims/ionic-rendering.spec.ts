import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions, liveRegionOf} from './sample-options';

/**
 * Rendering claims of docs/ui/ionic.mdx and the Ionic API notes (scripts/api/notes/ui/ionic), run with
 * Ionic's real components in the playground's frame: one form, one claim per step. The select's OK and
 * Cancel texts have their own tests in ionic.spec.ts.
 */

const options = contactOptions;

const fields = [
  {key: 'name', type: 'input', props: {label: 'Full name', required: true, labelPosition: 'stacked'}},
  {key: 'count', type: 'number', props: {label: 'Count', labelPosition: 'stacked', itemLines: 'full'}},
  {key: 'agree', type: 'checkbox', props: {label: 'I agree'}},
  {key: 'dark', type: 'toggle', props: {label: 'Dark mode'}},
  {key: 'contact', type: 'radio', props: {label: 'Contact', options}},
  {key: 'topic', type: 'select', props: {label: 'Topic', labelPosition: 'floating', options}},
  {key: 'channel', type: 'select', props: {label: 'Channel', options}},
  {key: 'notes', type: 'textarea', props: {label: 'Notes', rows: 4, cols: 30}},
  {key: 'month', type: 'datetime', props: {label: 'Month', placeholder: 'No month yet'}},
];

test('ionic: what the UI page and the API notes say the kit renders [api/props#sample-bootstrap-formcheck-values]', async ({
  page,
}) => {
  await openFormInPlayground(page, 'ionic', fields);
  const frame = form(page);
  const model = page.getByTestId('model-output');
  const control = (tag: string, label: string) => frame.locator(tag, {hasText: label});

  await test.step('input: an ion-input placed by labelPosition through labelPlacement, type text when unset', async () => {
    const name = frame.locator('ion-input').nth(0);
    await expect(name).toHaveJSProperty('label', 'Full name');
    await expect(name).toHaveJSProperty('labelPlacement', 'stacked');
    await expect(name).toHaveJSProperty('type', 'text');
  });

  await test.step('input: the number variant is a numeric ion-input that does not pass labelPosition on [api/ui/ionic/input#numeric-variant-pass-labelposition, ui/ionic#number-variant-input-pass]', async () => {
    const count = frame.locator('ion-input').nth(1);
    await expect(count).toHaveJSProperty('label', 'Count');
    await expect(count).toHaveJSProperty('type', 'number');
    expect(await count.evaluate((el) => (el as HTMLElement & {labelPlacement?: string}).labelPlacement)).not.toBe(
      'stacked',
    );
  });

  await test.step('form-field: each field in an ion-item with itemLines as its lines; a shown error follows in a second item, lines none, in the danger color [api/ui/ionic/form-field#error-item-danger-colour-attributes]', async () => {
    const native = frame.getByRole('textbox', {name: 'Full name'});
    await expect(frame.locator('ion-item', {has: native})).toHaveCount(1);
    await expect(frame.locator('ion-item', {has: frame.getByRole('spinbutton', {name: 'Count'})})).toHaveJSProperty(
      'lines',
      'full',
    );
    await native.focus();
    await native.blur();
    const errorItem = frame.locator('ion-item[lines="none"]', {hasText: 'This field is required.'});
    await expect(errorItem).toHaveCount(1);
    await expect(errorItem.locator('[color="danger"]')).toHaveText('This field is required.');
  });

  await test.step('the required message appears in no live region, so a screen reader does not announce it [examples/multi-step-form#messages-announced-except-ionic-primeng]', async () => {
    const message = frame.locator('formly-validation-message', {hasText: 'This field is required.'}).first();
    await expect(message).toBeVisible();
    expect(await liveRegionOf(message)).toBeNull();
  });

  await test.step('checkbox: an ion-checkbox with the label as its content; the model holds true once checked [api/ui/ionic/checkbox#renders-ion-checkbox-boolean-alias]', async () => {
    await expect(control('ion-checkbox', 'I agree')).toHaveCount(1);
    await control('ion-checkbox', 'I agree').click();
    await expect(model).toContainText('"agree": true');
  });

  await test.step('toggle: an ion-toggle with the label as its content; the model holds true once switched on [api/ui/ionic/toggle#renders-ion-toggle]', async () => {
    await expect(control('ion-toggle', 'Dark mode')).toHaveCount(1);
    await control('ion-toggle', 'Dark mode').click();
    await expect(model).toContainText('"dark": true');
  });

  await test.step('radio: an ion-list headed by the label, an ion-radio-group with an item and ion-radio per option; the item of a disabled option is disabled [api/ui/ionic/radio#ion-list-header-ion-radio]', async () => {
    const list = frame.locator('ion-list', {has: frame.locator('ion-list-header', {hasText: 'Contact'})});
    const group = list.locator('ion-radio-group');
    await expect(group.locator('ion-item ion-radio')).toHaveCount(3);
    await expect(group.locator('ion-item', {hasText: 'Post'})).toHaveJSProperty('disabled', true);
    await expect(group.locator('ion-item', {hasText: 'Post'})).toHaveClass(/item-disabled/);
    await expect(group.locator('ion-item', {hasText: 'SMS'})).toHaveJSProperty('disabled', false);
  });

  await test.step("select: an ion-select with one ion-select-option per option; labelPosition 'floating' stretches it [api/ui/ionic/select#interface-oktext-canceltext-floating]", async () => {
    const topic = frame.locator('ion-select').nth(0);
    await expect(topic).toHaveJSProperty('label', 'Topic');
    await expect(topic.locator('ion-select-option')).toHaveCount(3);
    expect(await topic.evaluate((el) => (el as HTMLElement).style.maxWidth)).toBe('100%');
    expect(
      await frame
        .locator('ion-select')
        .nth(1)
        .evaluate((el) => (el as HTMLElement).style.maxWidth),
    ).toBe('');
  });

  await test.step('textarea: an ion-textarea with the label, rows and cols bound [api/ui/ionic/textarea#rows-cols-bound]', async () => {
    const notes = frame.locator('ion-textarea');
    await expect(notes).toHaveJSProperty('label', 'Notes');
    await expect(notes).toHaveJSProperty('rows', 4);
    await expect(notes).toHaveJSProperty('cols', 30);
  });

  await test.step("datetime: an item shows the placeholder; tapping it opens an ion-modal with an ion-datetime, presentation 'month-year' [api/ui/ionic/datetime#ion-modal-ion-datetime-presentation, ui/ionic#datetime-defaults-presentation-month]", async () => {
    const item = frame.locator('formly-field-ion-datetime ion-item', {hasText: 'No month yet'});
    await item.click();
    const picker = frame.locator('ion-modal ion-datetime');
    await expect(picker).toHaveJSProperty('presentation', 'month-year');
  });
});
