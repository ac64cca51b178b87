import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions, groupedOptions, liveRegionOf} from './sample-options';

/**
 * Rendering claims of docs/ui/ng-zorro-antd.mdx and the NG-ZORRO API notes (scripts/api/notes/ui/ng-zorro-antd),
 * run with NG-ZORRO's real components in the playground's frame: one form, one claim per step.
 */

const options = contactOptions;

const fields = [
  {key: 'agree', type: 'checkbox', props: {label: 'I agree'}},
  {key: 'plain', type: 'checkbox', props: {label: 'Plain box', indeterminate: false}},
  {key: 'name', type: 'input', props: {label: 'Full name', required: true, description: 'As on your passport'}},
  {key: 'nick', type: 'input', props: {label: 'Nickname', required: true, hideRequiredMarker: true}},
  {key: 'notes', type: 'textarea', props: {label: 'Notes'}},
  {key: 'remark', type: 'textarea', props: {label: 'Remark', attributes: {rows: 4}}},
  {key: 'count', type: 'number', props: {label: 'Count'}},
  {key: 'contact', type: 'radio', props: {label: 'Contact', options}},
  {
    key: 'topics',
    type: 'select',
    props: {
      label: 'Topics',
      multiple: true,
      placeholder: 'Pick some',
      options: groupedOptions,
    },
  },
];

test('ng-zorro-antd: what the UI page and the API notes say the kit renders', async ({page}) => {
  await openFormInPlayground(page, 'ng-zorro-antd', fields);
  const frame = form(page);
  /** The nz-form-item whose label, or checkbox text, reads `label`. */
  const item = (label: string) => frame.locator('nz-form-item', {hasText: label});

  await test.step('checkbox: an nz-checkbox with the label as its text, no wrapper label; indeterminate while empty unless indeterminate: false [api/ui/ng-zorro-antd/checkbox#indeterminate-while-value-empty, ui/ng-zorro-antd#checkbox-indeterminate-while-value]', async () => {
    await expect(item('I agree').locator('nz-form-label')).toHaveCount(0);
    await expect(item('I agree').locator('[nz-checkbox] .ant-checkbox')).toHaveClass(/ant-checkbox-indeterminate/);
    await expect(item('Plain box').locator('[nz-checkbox] .ant-checkbox')).not.toHaveClass(
      /ant-checkbox-indeterminate/,
    );
  });

  await test.step('form-field: nzRequired marks the label of a required field unless hideRequiredMarker; description is the extra text [api/ui/ng-zorro-antd/form-field#nzrequired-unless-hiderequiredmarker, ui/ng-zorro-antd#description-control-s-nzextra-change]', async () => {
    await expect(item('Full name').locator('nz-form-label label')).toHaveClass(/ant-form-item-required/);
    await expect(item('Nickname').locator('nz-form-label label')).not.toHaveClass(/ant-form-item-required/);
    await expect(item('Full name').locator('.ant-form-item-extra')).toHaveText('As on your passport');
  });

  await test.step('form-field: once Formly shows the error, the validate status is error and the message is the error tip', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    await expect(item('Full name')).not.toHaveClass(/ant-form-item-has-error/);
    await name.focus();
    await name.blur();
    await expect(item('Full name')).toHaveClass(/ant-form-item-has-error/);
    await expect(item('Full name').locator('.ant-form-item-explain-error')).toHaveText('This field is required.');
  });

  await test.step('the required message appears in a live region (alert), so a screen reader announces it [examples/multi-step-form#messages-announced-except-ionic-primeng]', async () => {
    const message = frame.locator('formly-validation-message', {hasText: 'This field is required.'}).first();
    await expect(message).toBeVisible();
    expect(await liveRegionOf(message)).toBe('alert');
  });

  await test.step('input: nz-input for text (type text when unset); number renders an nz-input-number [api/ui/ng-zorro-antd/input#numbers-use-nz-input-number]', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    await expect(name).toHaveAttribute('nz-input', '');
    await expect(name).toHaveAttribute('type', 'text');
    await expect(item('Count').locator('nz-input-number')).toHaveCount(1);
  });

  await test.step('textarea: an nz-input textarea binding neither rows nor cols; attributes.rows sizes it [api/ui/ng-zorro-antd/textarea#neither-rows-nor-cols-bound]', async () => {
    const notes = frame.getByRole('textbox', {name: 'Notes'});
    await expect(notes).toHaveAttribute('nz-input', '');
    await expect(notes).not.toHaveAttribute('rows');
    await expect(notes).not.toHaveAttribute('cols');
    await expect(frame.getByRole('textbox', {name: 'Remark'})).toHaveAttribute('rows', '4');
  });

  await test.step('radio: an nz-radio-group with one nz-radio per option; a disabled option cannot be chosen [api/ui/ng-zorro-antd/radio#nz-radio-group]', async () => {
    const group = item('Contact').locator('nz-radio-group');
    await expect(group.locator('[nz-radio]')).toHaveCount(3);
    await expect(frame.getByRole('radio', {name: 'Post'})).toBeDisabled();
    await expect(frame.getByRole('radio', {name: 'SMS'})).toBeEnabled();
  });

  await test.step('select: an nz-select showing the placeholder; grouped options in nz-option-groups; multiple stores an array [api/ui/ng-zorro-antd/select#nz-option-group-grouped-options]', async () => {
    const select = item('Topics').locator('nz-select');
    await expect(select).toHaveClass(/ant-select-multiple/);
    await expect(select.locator('.ant-select-selection-placeholder')).toHaveText('Pick some');
    await select.click();
    const groups = frame.locator('.ant-select-item-group');
    await expect(groups).toHaveText(['Frameworks', 'Libraries']);
    await frame.locator('.ant-select-item-option', {hasText: 'RxJS'}).click();
    await expect(page.getByTestId('model-output')).toContainText('"topics": [\n    "rx"\n  ]');
    await page.keyboard.press('Escape');
  });
});
