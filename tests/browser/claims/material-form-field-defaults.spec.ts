import type {Locator} from '@playwright/test';
import {cachedContextTest as test, expect} from '../fixtures';
import {formlyFormMain, openJitPage} from '../jit-form';

/**
 * Claims of the "Theming" section of docs/ui/material.mdx about `MAT_FORM_FIELD_DEFAULT_OPTIONS`, in
 * Chromium with Material's real form field (a form compiled just in time on the installed packages):
 * every type the kit wraps in `<mat-form-field>`, measured with each value of the three options
 * provided, once left unset on the field and once set on it to the other value.
 */

const stylesheets = ['@angular/material/prebuilt-themes/azure-blue.css'];
const options = [
  {value: 'email', label: 'Email'},
  {value: 'phone', label: 'Phone'},
];

/**
 * Every type the kit registers in the form-field wrapper, its JSON Schema aliases included (the slider
 * aside: 7.1.0's does not build with Material 21). `ownFloat`: the type sets floatLabel 'always' itself.
 */
const types = [
  {type: 'input'},
  {type: 'string'},
  {type: 'number'},
  {type: 'integer'},
  {type: 'textarea'},
  {type: 'select', props: {options}},
  {type: 'enum', props: {options}},
  {type: 'native-select', props: {options}},
  {type: 'datepicker'},
  {type: 'checkbox', ownFloat: true},
  {type: 'boolean', ownFloat: true},
  {type: 'multicheckbox', props: {options}, ownFloat: true},
  {type: 'radio', props: {options}, ownFloat: true},
  {type: 'toggle', ownFloat: true},
];

interface FormFieldOptions {
  appearance: 'outline' | 'fill';
  floatLabel: 'always' | 'auto';
  subscriptSizing: 'dynamic' | 'fixed';
}

const always: FormFieldOptions = {appearance: 'outline', floatLabel: 'always', subscriptSizing: 'dynamic'};
const auto: FormFieldOptions = {appearance: 'fill', floatLabel: 'auto', subscriptSizing: 'fixed'};

/** What the form field resolved the three options to, and whether its label (when it has one) sits above the control. */
async function formFieldState(formField: Locator) {
  return formField.evaluate((element) => {
    const label = element.querySelector('.mdc-floating-label');
    return {
      options: {
        appearance: element.classList.contains('mat-form-field-appearance-outline') ? 'outline' : 'fill',
        floatLabel: element.classList.contains('mat-mdc-form-field-label-always-float') ? 'always' : 'auto',
        subscriptSizing: element.querySelector('.mat-mdc-form-field-subscript-dynamic-size') ? 'dynamic' : 'fixed',
      },
      labelAbove: label ? label.classList.contains('mdc-floating-label--float-above') : null,
    };
  });
}

/** A form of every type twice, under `provided`: a field that leaves the options unset, then one that sets `own`. */
async function openForm(page: import('@playwright/test').Page, provided: FormFieldOptions, own: FormFieldOptions) {
  const fields = types.flatMap(({type, props = {}}) => [
    {key: `${type.replace('-', '_')}_default`, type, props: {label: `${type} default`, ...props}},
    {key: `${type.replace('-', '_')}_own`, type, props: {label: `${type} own`, ...props, ...own}},
  ]);
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
      providers: `[provideNativeDateAdapter(), {provide: MAT_FORM_FIELD_DEFAULT_OPTIONS, useValue: ${JSON.stringify(provided)}}]`,
      fields,
    }),
    stylesheets,
  });
  const formFields = page.locator('mat-form-field');
  await expect(formFields).toHaveCount(fields.length);
  // The fields render in order, two of each type: the one that leaves the options unset, then its own.
  return async (index: number) => {
    await expect(formFields.nth(2 * index)).toContainText(`${types[index]!.type} default`);
    return {
      default: await formFieldState(formFields.nth(2 * index)),
      own: await formFieldState(formFields.nth(2 * index + 1)),
    };
  };
}

test("MAT_FORM_FIELD_DEFAULT_OPTIONS: every wrapped type that leaves appearance, floatLabel and subscriptSizing unset takes the defaults, the checkbox family keeps floatLabel 'always', and a field that sets them keeps its own [ui/material#form-field-default-options-apply]", async ({
  page,
}) => {
  for (const [provided, own] of [
    [always, auto],
    [auto, always],
  ] as const) {
    await test.step(`provided ${JSON.stringify(provided)}, set on the field ${JSON.stringify(own)}`, async () => {
      const measure = await openForm(page, provided, own);
      for (const [index, {type, ownFloat}] of types.entries()) {
        const measured = await measure(index);
        expect(measured.default.options, `${type}: the provided options`).toEqual({
          ...provided,
          ...(ownFloat && {floatLabel: 'always'}),
        });
        expect(measured.own.options, `${type}: the field's own options`).toEqual(own);
        if (provided.floatLabel === 'always' && measured.default.labelAbove !== null) {
          expect(measured.default.labelAbove, `${type}: the empty field's label sits above its control`).toBe(true);
        }
      }
    });
  }
});
