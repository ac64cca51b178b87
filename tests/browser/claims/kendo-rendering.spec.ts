import {test, expect} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {contactOptions, expectRadiosWithoutName, liveRegionOf} from './sample-options';

/**
 * Rendering claims of docs/ui/kendo.mdx and the Kendo API notes (scripts/api/notes/ui/kendo), run with
 * Kendo UI's real components in the playground's frame: one form, one claim per step. The orientation
 * claims have their own tests in kendo.spec.ts.
 */

const options = contactOptions;
const sizes = [
  {value: 's', label: 'Small'},
  {value: 'm', label: 'Medium'},
];

const fields = [
  {key: 'agree', type: 'checkbox', props: {label: 'I agree', required: true}},
  {key: 'name', type: 'input', props: {label: 'Full name', required: true, description: 'As on your passport'}},
  {key: 'count', type: 'number', props: {label: 'Count'}},
  {key: 'quantity', type: 'number', props: {label: 'Quantity', placeholder: 'How many', readonly: true, maxLength: 2}},
  {key: 'contact', type: 'radio', props: {label: 'Contact', options}},
  {key: 'size', type: 'select', props: {label: 'Size', options: sizes}},
  {key: 'sizeOption', type: 'select', props: {label: 'Size option', primitive: false, options: sizes}},
  {key: 'notes', type: 'textarea', props: {label: 'Notes'}},
  {key: 'remark', type: 'textarea', props: {label: 'Remark', attributes: {rows: 4}}},
];

test('kendo: what the UI page and the API notes say the kit renders [api/props#sample-bootstrap-formcheck-values]', async ({
  page,
}) => {
  await openFormInPlayground(page, 'kendo', fields);
  const frame = form(page);
  const model = page.getByTestId('model-output');
  /** The kendo-formfield holding `control`. */
  const formfield = (control: ReturnType<typeof frame.getByRole>) => frame.locator('kendo-formfield', {has: control});

  await test.step('checkbox: a kendoCheckBox input followed by its own label with k-required; no wrapper label [api/ui/kendo/checkbox#kendocheckbox-own-label-k-required]', async () => {
    const box = frame.getByRole('checkbox', {name: 'I agree'});
    await expect(box).toHaveClass(/k-checkbox/);
    const label = frame.locator(`label[for="${await box.getAttribute('id')}"]`);
    await expect(label.locator('.k-required')).toHaveCount(1);
    expect(await box.evaluate((el, text) => el.nextElementSibling?.textContent?.includes(text), 'I agree')).toBe(true);
    await expect(formfield(box).locator('label')).toHaveCount(1);
  });

  await test.step('form-field: a kendo-formfield whose label has k-required; description as a kendo-formhint [api/ui/kendo/form-field#kendo-formhint-description-kendo, ui/kendo#wrapper-shows-description-kendo]', async () => {
    const field = formfield(frame.getByRole('textbox', {name: 'Full name'}));
    await expect(field.locator('.k-required')).toHaveCount(1);
    await expect(field.locator('kendo-formhint')).toHaveText('As on your passport');
  });

  await test.step('form-field: the validation message is a kendo-formerror once Formly shows it', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    const field = formfield(name);
    await expect(field.locator('kendo-formerror')).toHaveCount(0);
    await name.focus();
    await name.blur();
    await expect(field.locator('kendo-formerror')).toHaveText('This field is required.');
  });

  await test.step('the required message appears in a live region (alert), so a screen reader announces it [examples/multi-step-form#messages-announced-except-ionic-primeng]', async () => {
    const message = frame.locator('formly-validation-message', {hasText: 'This field is required.'}).first();
    await expect(message).toBeVisible();
    expect(await liveRegionOf(message)).toBe('alert');
  });

  await test.step('input: kendoTextBox for text (type text when unset); number renders a kendo-numerictextbox storing a number [api/ui/kendo/input#numbers-use-kendo-numerictextbox]', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    await expect(name).toHaveAttribute('type', 'text');
    await expect(name).toHaveClass(/k-textbox/);
    const numeric = frame.locator('kendo-formfield', {hasText: 'Count'}).locator('kendo-numerictextbox');
    await expect(numeric).toHaveCount(1);
    const count = numeric.locator('input');
    await count.fill('42');
    await count.blur();
    await expect(model).toContainText('"count": 42');
  });

  await test.step('input: for number, placeholder, readonly and maxLength land on the kendo-numerictextbox element, not the box inside: no placeholder shows and typing is not limited [api/ui/kendo/input#numeric-props-stay-on-host]', async () => {
    const host = frame.locator('kendo-formfield', {hasText: 'Quantity'}).locator('kendo-numerictextbox');
    await expect(host).toHaveAttribute('placeholder', 'How many');
    await expect(host).toHaveAttribute('readonly', 'readonly');
    await expect(host).toHaveAttribute('maxlength', '2');
    const box = host.getByRole('spinbutton');
    await expect(box).not.toHaveAttribute('placeholder');
    await expect(box).not.toHaveAttribute('readonly');
    await expect(box).not.toHaveAttribute('maxlength');
    await box.fill('1234');
    await box.blur();
    await expect(model).toContainText('"quantity": 1234');
  });

  await test.step('radio: one kendoRadioButton per option; a disabled option is disabled, the others not [api/ui/kendo/radio#kendoradiobutton-per-option-disabled]', async () => {
    const radios = frame.getByRole('radio');
    await expect(radios).toHaveCount(3);
    await expect(radios.first()).toHaveClass(/k-radio/);
    await expect(frame.getByRole('radio', {name: 'Post'})).toBeDisabled();
    await expect(frame.getByRole('radio', {name: 'SMS'})).toBeEnabled();
  });

  await test.step('radio: the inputs carry no name attribute, so Tab moves from one radio to the next; choosing one still unchecks the other [api/ui/kendo/radio#radios-carry-no-name]', async () => {
    await expectRadiosWithoutName(page);
  });

  await test.step('textarea: kendoTextArea binds neither rows nor cols; attributes.rows sizes it [api/ui/kendo/textarea#neither-rows-nor-cols-bound]', async () => {
    const notes = frame.getByRole('textbox', {name: 'Notes'});
    await expect(notes).not.toHaveAttribute('rows');
    await expect(notes).not.toHaveAttribute('cols');
    await expect(frame.getByRole('textbox', {name: 'Remark'})).toHaveAttribute('rows', '4');
  });

  await test.step('select: a kendo-dropdownlist; the model gets the value, or with primitive: false the whole option [api/ui/kendo/select#kendo-dropdownlist-primitive-chooses, ui/kendo#select-primitive-chooses-value-whole]', async () => {
    for (const name of ['Size', 'Size option']) {
      const field = frame
        .locator('kendo-formfield')
        .filter({has: frame.locator('label').getByText(name, {exact: true})});
      await field.locator('kendo-dropdownlist').click();
      await frame.getByRole('option', {name: 'Medium'}).click();
    }
    await expect(model).toContainText('"size": "m"');
    await expect(model).toContainText('"sizeOption": {\n    "label": "Medium",\n    "value": "m"');
  });
});
