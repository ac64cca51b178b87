import {test, expect} from '../fixtures';
import {addFrameStyle, form, openFormInPlayground} from '../playground';
import {contactOptions, groupedOptions, liveRegionOf} from './sample-options';
import {sectionCssBlock} from '../../claims/support/page-code';

/**
 * Rendering claims of docs/ui/material.mdx and the Material API notes (scripts/api/notes/ui/material),
 * run with Angular Material's real components in the playground's frame: one form, one claim per step.
 */

const options = contactOptions;

const fields = [
  {key: 'agree', type: 'checkbox', props: {label: 'I agree'}},
  {
    key: 'name',
    type: 'input',
    props: {
      label: 'Full name',
      required: true,
      placeholder: 'As on your passport',
      tabindex: 3,
      description: 'Start hint',
      hintEnd: 'End hint',
      hideFieldUnderline: true,
    },
  },
  {key: 'code', type: 'input', props: {label: 'Code', readonly: true}},
  {key: 'notes', type: 'textarea', props: {label: 'Notes', autosize: true}},
  {key: 'remark', type: 'textarea', props: {label: 'Remark'}},
  {key: 'channels', type: 'multicheckbox', props: {label: 'Channels', type: 'array', options}},
  // The aria-label names the radio group, which the form-field label does not (the matrix measures it unnamed).
  // className is the one the UI page's "Radio options stacked vertically" gives its rule.
  {
    key: 'contact',
    type: 'radio',
    className: 'radio-vertical',
    props: {label: 'Contact', options, attributes: {'aria-label': 'Preferred contact'}},
  },
  {
    key: 'topics',
    type: 'select',
    props: {
      label: 'Topics',
      multiple: true,
      selectAllOption: 'Select all',
      options: groupedOptions,
    },
  },
  {key: 'dark', type: 'toggle', props: {label: 'Dark mode'}},
];

test('material: what the UI page and the API notes say the kit renders [api/props#sample-bootstrap-formcheck-values]', async ({
  page,
}) => {
  await openFormInPlayground(page, 'material', fields);
  const frame = form(page);
  const formField = (control: ReturnType<typeof frame.getByRole>) => frame.locator('mat-form-field', {has: control});

  await test.step('checkbox: a mat-checkbox in the accent palette, indeterminate while the value is empty, no wrapper label [api/ui/material/checkbox#hidefieldunderline-true-default, ui/material#checkbox-indeterminate-defaults-true]', async () => {
    const box = frame.getByRole('checkbox', {name: 'I agree'});
    await expect(box).toHaveJSProperty('indeterminate', true);
    await expect(frame.locator('mat-checkbox', {has: box})).toHaveClass(/mat-accent/);
    await expect(frame.locator('mat-label', {hasText: 'I agree'})).toHaveCount(0);
  });

  await test.step('input: type text when unset; placeholder, readonly, required and tabindex are on the element [api/ui/material/input#placeholder-readonly-required]', async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    await expect(name).toHaveAttribute('type', 'text');
    await expect(name).toHaveAttribute('placeholder', 'As on your passport');
    await expect(name).toHaveJSProperty('required', true);
    await expect(name).toHaveAttribute('tabindex', '3');
    await expect(frame.getByRole('textbox', {name: 'Code'})).toHaveJSProperty('readOnly', true);
  });

  await test.step('form-field: description is the start hint, hintEnd is aligned to the other side [api/ui/material/form-field#mat-error-messages-hintend-other]', async () => {
    const field = formField(frame.getByRole('textbox', {name: 'Full name'}));
    const start = field.locator('mat-hint', {hasText: 'Start hint'});
    const end = field.locator('mat-hint', {hasText: 'End hint'});
    await expect(start).not.toHaveClass(/mat-mdc-form-field-hint-end/);
    await expect(end).toHaveClass(/mat-mdc-form-field-hint-end/);
    expect((await end.boundingBox())!.x).toBeGreaterThan((await start.boundingBox())!.x);
  });

  await test.step('hideFieldUnderline: true, set or by a type default, has no effect: the mdc-line-ripple stays [api/props#hidefieldunderline-material-form, ui/material#hidefieldunderline-looks-pre-mdc-mat]', async () => {
    const ripple = formField(frame.getByRole('textbox', {name: 'Full name'})).locator('.mdc-line-ripple');
    await expect(ripple).toHaveCount(1);
    expect(await ripple.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
    // The checkbox, multicheckbox, radio and toggle types set it by default: their form fields keep the line too.
    for (const type of ['checkbox', 'multicheckbox', 'radio', 'toggle']) {
      const field = frame.locator('mat-form-field', {has: frame.locator(`formly-field-mat-${type}`)});
      await expect(field.locator('.mdc-line-ripple')).toHaveCount(1);
    }
  });

  await test.step("errors: the error state follows Formly's showError, shown as mat-error once touched [ui/material#errors-follow-formly-s-showerror]", async () => {
    const name = frame.getByRole('textbox', {name: 'Full name'});
    const field = formField(name);
    await expect(field).not.toHaveClass(/mat-form-field-invalid/);
    await expect(field.locator('mat-error')).toHaveCount(0);
    await name.focus();
    await name.blur();
    await expect(field).toHaveClass(/mat-form-field-invalid/);
    await expect(field.locator('mat-error')).toHaveText('This field is required.');
  });

  await test.step('the required message appears in a live region (aria-live=polite), so a screen reader announces it [examples/multi-step-form#messages-announced-except-ionic-primeng]', async () => {
    const message = frame.locator('formly-validation-message', {hasText: 'This field is required.'}).first();
    await expect(message).toBeVisible();
    expect(await liveRegionOf(message)).toBe('aria-live=polite');
  });

  await test.step('textarea: rows and cols preset to 1; with autosize: true the box grows with its content [api/ui/material/textarea#cdktextareaautosize-autosize-set]', async () => {
    const remark = frame.getByRole('textbox', {name: 'Remark'});
    const notes = frame.getByRole('textbox', {name: 'Notes'});
    await expect(remark).toHaveJSProperty('rows', 1);
    await expect(remark).toHaveJSProperty('cols', 1);
    const height = (area: typeof notes) => area.evaluate((el) => el.getBoundingClientRect().height);
    const [remarkBefore, notesBefore] = [await height(remark), await height(notes)];
    const lines = 'one\ntwo\nthree\nfour\nfive';
    await remark.fill(lines);
    await notes.fill(lines);
    await expect.poll(() => height(notes)).toBeGreaterThan(notesBefore + 40);
    expect(await height(remark)).toBe(remarkBefore);
  });

  await test.step("multicheckbox: one mat-checkbox per option, a disabled option cannot be toggled, type 'array' stores an array [api/ui/material/multicheckbox#mat-checkbox-per-option-underline]", async () => {
    const group = frame.locator('formly-field-mat-multicheckbox');
    await expect(group.locator('mat-checkbox')).toHaveCount(3);
    await expect(group.getByRole('checkbox', {name: 'Post'})).toBeDisabled();
    await group.getByRole('checkbox', {name: 'E-mail'}).check();
    await expect(page.getByTestId('model-output')).toContainText('"channels": [\n    "email"\n  ]');
  });

  await test.step('radio: a mat-radio-group taken out of the tab order (tabindex -1), a disabled option disabled [api/ui/material/radio#tabindex-1-group-default]', async () => {
    const group = frame.locator('mat-radio-group');
    await expect(group).toHaveAttribute('tabindex', '-1');
    await expect(group.locator('mat-radio-button')).toHaveCount(3);
    await expect(group.getByRole('radio', {name: 'Post'})).toBeDisabled();
  });

  await test.step("radio: attributes: { 'aria-label' } lands on the mat-radio-group and names it [api/ui/material/radio#radiogroup-no-accessible-name]", async () => {
    await expect(frame.getByRole('radiogroup', {name: 'Preferred contact'})).toHaveCount(1);
    await expect(frame.locator('mat-radio-group')).toHaveAttribute('aria-label', 'Preferred contact');
  });

  await test.step("radio: the options sit side by side by default, one above the other with the page's rule for className 'radio-vertical' [ui/material#radio-options-side-by-side, ui/material#radio-vertical-class-stacks]", async () => {
    const boxes = async () => {
      const buttons = await frame.locator('formly-field.radio-vertical mat-radio-button').all();
      return Promise.all(buttons.map(async (button) => (await button.boundingBox())!));
    };
    const before = await boxes();
    expect(before).toHaveLength(3);
    const displays = await frame
      .locator('formly-field.radio-vertical mat-radio-button')
      .evaluateAll((buttons) => buttons.map((button) => getComputedStyle(button).display));
    expect(displays).toEqual(['inline', 'inline', 'inline']);
    for (const [previous, next] of before.slice(0, -1).map((box, i) => [box, before[i + 1]!] as const)) {
      expect(next.y).toBe(previous.y);
      expect(next.x).toBeGreaterThanOrEqual(previous.x + previous.width);
    }
    const css = sectionCssBlock('docs/ui/material.mdx', 'Radio options stacked vertically');
    const removeRule = await addFrameStyle(page, css);
    const after = await boxes();
    for (const [previous, next] of after.slice(0, -1).map((box, i) => [box, after[i + 1]!] as const)) {
      expect(next.x).toBe(previous.x);
      expect(next.y).toBeGreaterThanOrEqual(previous.y + previous.height);
    }
    await removeRule();
  });

  await test.step('toggle: a mat-slide-toggle with the label next to it, no wrapper label [api/ui/material/toggle#mat-slide-toggle-underline-default]', async () => {
    const toggle = frame.getByRole('switch', {name: 'Dark mode'});
    await expect(frame.locator('mat-slide-toggle', {has: toggle})).toHaveCount(1);
    await expect(frame.locator('mat-label', {hasText: 'Dark mode'})).toHaveCount(0);
  });

  await test.step('select: a mat-select with mat-optgroups; with multiple, selectAllOption adds a first entry that selects all [api/ui/material/select#mat-optgroup-selectalloption]', async () => {
    await frame.getByRole('combobox', {name: 'Topics'}).click();
    const panel = frame.getByRole('listbox');
    await expect(panel.getByRole('option').first()).toHaveText('Select all');
    await expect(panel.locator('mat-optgroup')).toHaveCount(2);
    await panel.getByRole('option', {name: 'Select all'}).click();
    await expect(page.getByTestId('model-output')).toContainText('"topics": [\n    "ng",\n    "rx"\n  ]');
    await page.keyboard.press('Escape');
  });
});
