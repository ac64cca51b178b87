import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions, expectRadiosWithoutName, groupedOptions, liveRegionOf} from './sample-options';

/**
 * Rendering claims of docs/ui/bootstrap.mdx and the Bootstrap API notes (scripts/api/notes/ui/bootstrap),
 * run with the kit's real components in the playground's frame: one form, one claim per step.
 */

const options = contactOptions;

const fields = [
  {key: 'agree', type: 'checkbox', props: {label: 'I agree'}},
  {key: 'plain', type: 'checkbox', props: {label: 'Plain box', indeterminate: false}},
  {key: 'dark', type: 'checkbox', props: {label: 'Dark mode', formCheck: 'switch'}},
  {
    key: 'bare',
    type: 'checkbox',
    props: {label: 'Bare box', formCheck: 'nolabel', attributes: {'aria-label': 'Bare box'}},
  },
  {key: 'notes', type: 'textarea', props: {label: 'Notes'}},
  {key: 'name', type: 'input', props: {label: 'Full name', required: true}},
  {key: 'count', type: 'number', props: {label: 'Count'}},
  {key: 'whole', type: 'integer', props: {label: 'Whole'}},
  {key: 'site', type: 'input', props: {label: 'Website', addonRight: {text: 'Open', onClick: 'open'}}},
  {key: 'city', type: 'input', props: {label: 'City', placeholder: ' ', labelPosition: 'floating'}},
  {key: 'channels', type: 'multicheckbox', props: {label: 'Channels', type: 'array', options}},
  {key: 'contact', type: 'radio', props: {label: 'Contact', options}},
  {
    key: 'topic',
    type: 'select',
    props: {
      label: 'Topic',
      placeholder: 'Pick one',
      options: groupedOptions,
    },
  },
  {
    key: 'tags',
    type: 'select',
    props: {label: 'Tags', placeholder: 'Pick some', multiple: true, options: [{value: 'a', label: 'Angular'}]},
  },
  {key: 'plan', type: 'select', props: {label: 'Plan', options: [{value: {id: 1}, label: 'Basic'}]}},
  {key: 'level', type: 'select', props: {label: 'Level', options: [{value: 'high', label: 'High'}]}},
];

test('bootstrap: what the UI page and the API notes say the kit renders', async ({page}) => {
  await openFormInPlayground(page, 'bootstrap', fields, {plan: {id: 1}, level: 'high'});
  const frame = form(page);

  await test.step('checkbox: one form-check carrying its own label, the wrapper label hidden, not a switch [ui/bootstrap#checkbox-defaults-indeterminate-true]', async () => {
    const box = frame.getByRole('checkbox', {name: 'I agree'});
    await expect(box).toBeVisible();
    const check = frame.locator('.form-check', {has: box});
    await expect(check).not.toHaveClass(/form-switch|form-check-inline/);
    await expect(check.locator('label.form-check-label')).toHaveText('I agree');
    await expect(frame.locator('label.form-label', {hasText: 'I agree'})).toHaveCount(0);
  });

  await test.step("checkbox: formCheck 'switch' gives a form-switch, 'nolabel' a bare box without label", async () => {
    const dark = frame.getByRole('checkbox', {name: 'Dark mode'});
    await expect(frame.locator('.form-check', {has: dark})).toHaveClass(/form-switch/);
    const bare = frame.getByRole('checkbox', {name: 'Bare box'});
    await expect(bare).toHaveClass(/position-static/);
    await expect(frame.locator('.form-check', {has: bare}).locator('label')).toHaveCount(0);
  });

  await test.step('checkbox: indeterminate while the value is empty, unless indeterminate: false [api/ui/bootstrap/checkbox#hidelabel-true-default-formcheck]', async () => {
    const state = (name: string) =>
      frame.getByRole('checkbox', {name}).evaluate((el) => (el as HTMLInputElement).indeterminate);
    expect(await state('I agree')).toBe(true);
    expect(await state('Plain box')).toBe(false);
  });

  await test.step('textarea: a textarea.form-control whose rows and cols are 1 by default [api/ui/bootstrap/textarea#rows-cols-preset-1, ui/bootstrap#textarea-rows-cols-default-1]', async () => {
    const area = frame.getByRole('textbox', {name: 'Notes'});
    await expect(area).toHaveClass(/form-control/);
    await expect(area).toHaveJSProperty('rows', 1);
    await expect(area).toHaveJSProperty('cols', 1);
  });

  await test.step('input: props.type unset gives type text; number and integer give type number [api/ui/bootstrap/input#number-integer-aliases-preset-type]', async () => {
    await expect(frame.getByRole('textbox', {name: 'Full name'})).toHaveAttribute('type', 'text');
    await expect(frame.getByRole('spinbutton', {name: 'Count'})).toHaveAttribute('type', 'number');
    await expect(frame.getByRole('spinbutton', {name: 'Whole'})).toHaveAttribute('type', 'number');
  });

  await test.step('errors: is-invalid on the control, invalid-feedback with role alert linked by aria-describedby [api/ui/bootstrap/form-field#role-alert-message-floating-labels, ui/bootstrap#errors-invalid-feedback-role-alert]', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    await name.focus();
    await name.blur();
    await expect(name).toHaveClass(/is-invalid/);
    const describedBy = await name.getAttribute('aria-describedby');
    const message = frame.locator(`[id="${describedBy}"]`);
    await expect(message).toHaveAttribute('role', 'alert');
    expect(await message.evaluate((el) => !!el.closest('.invalid-feedback'))).toBe(true);
    await expect(message).toContainText('This field is required.');
  });

  await test.step('the required message appears in a live region (alert), so a screen reader announces it [examples/multi-step-form#messages-announced-except-ionic-primeng]', async () => {
    const message = frame.locator('formly-validation-message', {hasText: 'This field is required.'}).first();
    await expect(message).toBeVisible();
    expect(await liveRegionOf(message)).toBe('alert');
  });

  await test.step('add-ons: the input sits in an input-group; a clickable add-on is a div, out of the tab order [api/ui/bootstrap/addons#extension-adds-addons-wrapper-fields, ui/bootstrap#clickable-add-div-button]', async () => {
    const site = frame.getByRole('textbox', {name: 'Website'});
    const group = frame.locator('.input-group', {has: site});
    const addon = group.locator('.input-group-btn');
    await expect(addon).toHaveText('Open');
    expect(await addon.evaluate((el) => [el.tagName, el.tabIndex, el.getAttribute('role')])).toEqual(['DIV', -1, null]);
  });

  await test.step("floating label: labelPosition 'floating' puts the label after the control in .form-floating [ui/bootstrap#floating-labels-form-floating-label]", async () => {
    const city = frame.getByRole('textbox', {name: 'City'});
    const floating = frame.locator('.form-floating', {has: city});
    await expect(floating).toHaveCount(1);
    const labelFollows = await city.evaluate(
      (input) =>
        !!input.closest('.form-floating')!.querySelector('label') &&
        !!(
          input.compareDocumentPosition(input.closest('.form-floating')!.querySelector('label')!) &
          Node.DOCUMENT_POSITION_FOLLOWING
        ),
    );
    expect(labelFollows).toBe(true);
  });

  await test.step('spacing: each formly-wrapper-form-field has a bottom margin of 1rem [ui/bootstrap#wrapper-margin-1rem-component-style]', async () => {
    const margin = await frame
      .locator('formly-wrapper-form-field')
      .first()
      .evaluate((el) => getComputedStyle(el).marginBottom);
    expect(margin).toBe('16px');
  });

  await test.step("multicheckbox: props.type 'array' stores the checked values as an array; a disabled option cannot be toggled [api/ui/bootstrap/multicheckbox#props-type-array-stores-array]", async () => {
    await expect(frame.getByRole('checkbox', {name: 'Post'})).toBeDisabled();
    await frame.getByRole('checkbox', {name: 'E-mail'}).check();
    await expect(page.getByTestId('model-output')).toContainText('"channels": [\n    "email"\n  ]');
  });

  await test.step('radio: a disabled option is disabled while the others stay active [api/ui/bootstrap/radio#disabled-options-bound-disabled-copy]', async () => {
    const radios = frame.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(frame.getByRole('radio', {name: 'Post'})).toBeDisabled();
    await expect(frame.getByRole('radio', {name: 'SMS'})).toBeEnabled();
  });

  await test.step('radio: the inputs carry no name attribute, so Tab stops at each radio; choosing one still unchecks the other [api/ui/bootstrap/radio#radios-carry-no-name]', async () => {
    await expectRadiosWithoutName(page);
  });

  await test.step('select: a native select.form-select; the first option shows the placeholder text and stands for undefined, a multiple select has none, groups are optgroups [api/ui/bootstrap/select#placeholder-first-option, ui/bootstrap#select-placeholder-first-option]', async () => {
    const select = frame.getByRole('combobox', {name: 'Topic'});
    await expect(select).toHaveClass(/form-select/);
    const first = await select.evaluate((el) => {
      const option = (el as HTMLSelectElement).options[0];
      return [option.text.trim(), option.value];
    });
    expect(first[0]).toBe('Pick one');
    await expect(select.locator('optgroup')).toHaveCount(2);
    await expect(select.locator('optgroup').first()).toHaveAttribute('label', 'Frameworks');
    // Choosing a real option writes it; choosing the placeholder again leaves the key undefined,
    // which the model's JSON leaves out.
    const model = page.getByTestId('model-output');
    await select.selectOption({index: 1});
    await expect(model).toContainText('"topic":');
    await select.selectOption({index: 0});
    await expect(model).not.toContainText('"topic"');
    // A multiple select has no placeholder option.
    const tags = frame.getByRole('listbox', {name: 'Tags'});
    await expect(tags.locator('option')).toHaveText(['Angular']);
  });

  await test.step('select: compareWith defaults to ===, so an equal but distinct object selects no option [api/ui/bootstrap/select#comparewith-defaults]', async () => {
    const selected = (name: string) =>
      frame.getByRole('combobox', {name}).evaluate((el) => (el as HTMLSelectElement).selectedIndex);
    expect(await selected('Level')).toBe(0);
    expect(await selected('Plan')).toBe(-1);
  });
});
