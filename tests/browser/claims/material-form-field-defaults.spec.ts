import type {Locator} from '@playwright/test';
import {test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';

/**
 * Claim of the "Theming" section of docs/ui/material.mdx about `MAT_FORM_FIELD_DEFAULT_OPTIONS`, in
 * Chromium with Material's real form field (a form compiled just in time on the installed packages):
 * every type the kit wraps in `<mat-form-field>` takes the provided appearance, floatLabel and
 * subscriptSizing when its props leave them unset, and keeps its own when they set them.
 */

const stylesheets = ['@angular/material/prebuilt-themes/azure-blue.css'];
const options = [
  {value: 'email', label: 'Email'},
  {value: 'phone', label: 'Phone'},
];

/** Every type of the kit that sits in the form-field wrapper (the slider aside: 7.1.0's does not build with Material 21). */
const types = [
  {type: 'input'},
  {type: 'textarea'},
  {type: 'select', props: {options}},
  {type: 'native-select', props: {options}},
  {type: 'datepicker'},
  {type: 'checkbox'},
  {type: 'multicheckbox', props: {options}},
  {type: 'radio', props: {options}},
  {type: 'toggle'},
];
/** The opposite of each default, set on a field's props. */
const own = {appearance: 'fill', floatLabel: 'auto', subscriptSizing: 'fixed'};

const fields = types.flatMap(({type, props = {}}) => [
  {key: `${type.replace('-', '_')}_default`, type, props: {label: `${type} default`, ...props}},
  {key: `${type.replace('-', '_')}_own`, type, props: {label: `${type} own`, ...props, ...own}},
]);

/** What the form field shows of the three options: its appearance, whether its label floats, its subscript sizing. */
async function formFieldState(formField: Locator) {
  return formField.evaluate((element) => {
    const label = element.querySelector('.mdc-floating-label');
    return {
      appearance: element.classList.contains('mat-form-field-appearance-outline')
        ? 'outline'
        : element.classList.contains('mat-form-field-appearance-fill')
          ? 'fill'
          : 'none',
      labelFloats: label ? label.classList.contains('mdc-floating-label--float-above') : null,
      subscriptSizing: element.querySelector('.mat-mdc-form-field-subscript-dynamic-size') ? 'dynamic' : 'fixed',
    };
  });
}

test('MAT_FORM_FIELD_DEFAULT_OPTIONS: every wrapped type that leaves appearance, floatLabel and subscriptSizing unset takes the defaults, and a field that sets them keeps its own [ui/material#form-field-default-options-apply]', async ({
  page,
}) => {
  await openJitPage(page, {
    main: formlyFormMain({
      imports: `import {MAT_FORM_FIELD_DEFAULT_OPTIONS} from '@angular/material/form-field';
import {provideNativeDateAdapter} from '@angular/material/core';
import {withFormlyMaterial} from '@ngx-formly/material';
import {withFormlyFieldDatepicker} from '@ngx-formly/material/datepicker';
import {withFormlyFieldNativeSelect} from '@ngx-formly/material/native-select';
import {withFormlyFieldToggle} from '@ngx-formly/material/toggle';`,
      configs:
        '[...withFormlyMaterial(), withFormlyFieldDatepicker(), withFormlyFieldNativeSelect(), withFormlyFieldToggle()]',
      providers: `[provideNativeDateAdapter(), {provide: MAT_FORM_FIELD_DEFAULT_OPTIONS, useValue: {appearance: 'outline', floatLabel: 'always', subscriptSizing: 'dynamic'}}]`,
      fields,
    }),
    stylesheets,
  });
  const formFields = page.locator('mat-form-field');
  await expect(formFields).toHaveCount(fields.length);

  for (const [index, {type}] of types.entries()) {
    await test.step(type, async () => {
      // The fields render in order, two of each type: the one that leaves the props unset, then its own.
      await expect(formFields.nth(2 * index)).toContainText(`${type} default`);
      const defaults = await formFieldState(formFields.nth(2 * index));
      const owned = await formFieldState(formFields.nth(2 * index + 1));
      expect(defaults.appearance, 'the provided appearance').toBe('outline');
      expect(owned.appearance, "the field's own appearance").toBe('fill');
      expect(defaults.subscriptSizing, 'the provided subscript sizing').toBe('dynamic');
      expect(owned.subscriptSizing, "the field's own subscript sizing").toBe('fixed');
      // The checkbox and the toggle show no form-field label (hideLabel); every other type's floats.
      if (defaults.labelFloats !== null) {
        expect(defaults.labelFloats, 'the empty field floats its label').toBe(true);
        // A native select shows its first option's text, so Material floats its label over it anyway.
        expect(owned.labelFloats, "floatLabel: 'auto' leaves the empty field's label in the control").toBe(
          type === 'native-select',
        );
      }
    });
  }

  await test.step("the empty input that sets floatLabel: 'auto' keeps its label in the control, and floats it once typed in", async () => {
    const input = page.getByRole('textbox', {name: 'input own'});
    const formField = page.locator('mat-form-field', {has: input});
    expect((await formFieldState(formField)).labelFloats).toBe(false);
    await input.fill('x');
    await input.blur();
    await expect(formField.locator('.mdc-floating-label')).toHaveClass(/mdc-floating-label--float-above/);
  });
});
