import ts from 'typescript';
import type {Locator, Page} from '@playwright/test';
import {cachedContextTest as test, expect, expectNoSeriousAxeViolations} from '../fixtures';
import {form, openFormInPlayground} from '../playground';
import {formlyFormMain, openJitPage} from '../jit-form';
import {codeInKit} from '../../../lib/kit-code';
import {kitByName} from '../../../lib/kits';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';
import {expectMissingMatControl, productionModeImports} from './mat-form-field-control';

/**
 * Rendering claims of docs/guide/custom-formly-wrapper.mdx in Chromium: Material's own form-field
 * wrapper in the playground's frame, and the page's replacement wrapper, as a Material reader gets
 * it (the block rewritten for Material, lib/kit-code.ts), in a form compiled just in time. Also the
 * page's collapsible panel wrapper with Bootstrap and Material, and the expansion panel wrapper of
 * docs/ui/material.mdx (its claims, ui/material#…, are checked here on the guide's example fields), and
 * that page's section on a wrapper of one's own with `<mat-form-field>`: the failing one and the page's card.
 */

const guide = 'docs/guide/custom-formly-wrapper.mdx';
const nameField = {
  key: 'name',
  type: 'input',
  props: {label: 'Name', required: true, description: 'As on your passport', hintEnd: 'Max. 40 letters'},
};

/** Vertical extent of an element's box. */
async function box(locator: Locator): Promise<{top: number; bottom: number}> {
  const {y, height} = (await locator.boundingBox())!;
  return {top: y, bottom: y + height};
}

test("Material's form-field wrapper, not the input type, draws props.description as a mat-hint under the input, inside mat-form-field [guide/custom-formly-wrapper#material-description-hint-below]", async ({
  page,
}) => {
  await openFormInPlayground(page, 'material', [nameField]);
  const frame = form(page);
  const input = frame.getByRole('textbox', {name: 'Name'});
  const formField = frame.locator('mat-form-field', {has: input});
  const hint = formField.locator('mat-hint', {hasText: 'As on your passport'});
  await expect(hint).toBeVisible();
  // Drawn by the wrapper's template, not by the input type's.
  const description = {hasText: 'As on your passport'};
  await expect(frame.locator('formly-wrapper-mat-form-field mat-hint', description)).toHaveCount(1);
  await expect(frame.locator('formly-field-mat-input mat-hint', description)).toHaveCount(0);
  expect((await box(hint)).top).toBeGreaterThanOrEqual((await box(input)).bottom);
});

test("the page's description-first wrapper, registered after withFormlyMaterial(), replaces Material's: no mat-form-field, a bare matInput named by the wrapper's label, the description above it, the required marker and the error message drawn by the replacement, hintEnd gone [guide/custom-formly-wrapper#form-field-registered-after-replaces, guide/custom-formly-wrapper#material-replacement-draws]", async ({
  page,
}) => {
  const block = codeInKit(pageCodeBlock(guide, 'description-first.wrapper.ts'), 'material');
  expect(block, 'the Material version registers the wrapper after the kit').toMatch(
    /\.\.\.withFormlyMaterial\(\),\s*\{ wrappers: \[\{ name: 'form-field'/,
  );
  await openJitPage(page, {
    local: {wrapper: transpilePageCode(block!, `${guide}#description-first.wrapper.ts`, ts.ModuleKind.ESNext)},
    main: formlyFormMain({
      imports: "import {formlyConfigs} from './wrapper.js';",
      configs: 'formlyConfigs',
      fields: [nameField],
    }),
    stylesheets: ['@angular/material/prebuilt-themes/azure-blue.css'],
  });
  const wrapper = page.locator('app-description-first-wrapper');
  const input = wrapper.getByRole('textbox', {name: 'Name'});
  await expect(input).toHaveClass(/mat-mdc-input-element/);
  await expect(page.locator('mat-form-field')).toHaveCount(0);
  await expect(page.locator('mat-hint')).toHaveCount(0);
  const description = wrapper.getByText('As on your passport');
  expect((await box(description)).bottom).toBeLessThanOrEqual((await box(input)).top);
  await expect(wrapper.locator('label', {hasText: 'Name'}).locator('[aria-hidden="true"]')).toHaveText('*');
  await expect(page.getByText('Max. 40 letters')).toHaveCount(0);
  await input.focus();
  await input.blur();
  await expect(wrapper.getByRole('alert')).toHaveText('This field is required.');
  await expectNoSeriousAxeViolations(page, {within: 'formly-form'});
});

for (const kit of ['bootstrap', 'material'] as const) {
  test(`the page's description-first wrapper, registered after the ${kit} kit, leaves the label out where props.hideLabel is set: a checkbox's label is drawn once, by the checkbox, and still names it; an input keeps the wrapper's label [guide/custom-formly-wrapper#replacement-honours-hide-label]`, async ({
    page,
  }) => {
    const block = codeInKit(pageCodeBlock(guide, 'description-first.wrapper.ts'), kit);
    await openJitPage(page, {
      local: {wrapper: transpilePageCode(block!, `${guide}#description-first.wrapper.ts`, ts.ModuleKind.ESNext)},
      main: formlyFormMain({
        imports: "import {formlyConfigs} from './wrapper.js';",
        configs: 'formlyConfigs',
        fields: [
          {key: 'name', type: 'input', props: {label: 'Name'}},
          {key: 'terms', type: 'checkbox', props: {label: 'I accept the terms', required: true}},
        ],
      }),
      stylesheets: [
        kit === 'bootstrap'
          ? 'bootstrap/dist/css/bootstrap.min.css'
          : '@angular/material/prebuilt-themes/azure-blue.css',
      ],
    });
    const wrappers = page.locator('app-description-first-wrapper');
    await expect(wrappers).toHaveCount(2);
    await expect(page.getByText('I accept the terms')).toHaveCount(1);
    await expect(page.getByRole('checkbox', {name: 'I accept the terms'})).toBeVisible();
    await expect(wrappers.nth(1).locator(':scope > div > label')).toHaveCount(0);
    await expect(page.getByRole('textbox', {name: 'Name'})).toBeVisible();
    await expect(wrappers.nth(0).locator('label', {hasText: 'Name'})).toHaveCount(1);
  });
}

test("with the page's description-first wrapper around Bootstrap's types, a control whose field shows an error is described by it, as with Bootstrap's own wrapper: every type with a component of its own, and the number branch of input [guide/custom-formly-wrapper#bootstrap-error-id-describes-control]", async ({
  page,
}) => {
  const options = [
    {value: 'window', label: 'Window'},
    {value: 'aisle', label: 'Aisle'},
  ];
  const block = codeInKit(pageCodeBlock(guide, 'description-first.wrapper.ts'), 'bootstrap');
  await openJitPage(page, {
    local: {wrapper: transpilePageCode(block!, `${guide}#description-first.wrapper.ts`, ts.ModuleKind.ESNext)},
    main: formlyFormMain({
      imports: "import {formlyConfigs} from './wrapper.js';",
      configs: 'formlyConfigs',
      fields: [
        nameField,
        {key: 'notes', type: 'textarea', props: {label: 'Notes', required: true}},
        {key: 'terms', type: 'checkbox', props: {label: 'I accept the terms', required: true}},
        {key: 'nights', type: 'number', props: {label: 'Nights', required: true}},
        {key: 'seat', type: 'select', props: {label: 'Seat', required: true, options}},
        {key: 'side', type: 'radio', props: {label: 'Side', required: true, options}},
        // Focus and blur do not touch a multicheckbox, so its error is shown from the start.
        {
          key: 'extras',
          type: 'multicheckbox',
          validation: {show: true},
          props: {label: 'Extras', required: true, options},
        },
      ],
    }),
    stylesheets: ['bootstrap/dist/css/bootstrap.min.css'],
  });
  const controls = [
    page.getByRole('textbox', {name: 'Name'}),
    page.getByRole('textbox', {name: 'Notes'}),
    page.getByRole('checkbox', {name: 'I accept the terms'}),
    page.getByRole('spinbutton', {name: 'Nights'}),
    page.getByRole('combobox', {name: 'Seat'}),
    page.getByRole('radio', {name: 'Window'}),
    page.getByRole('checkbox', {name: 'Aisle'}),
  ];
  for (const control of controls) {
    await control.focus();
    await control.blur();
    await expect(control).toHaveAccessibleDescription('This field is required.');
  }
});

/**
 * The page's panel wrapper (or, with `expansionPanel`, the Material page's expansion panel wrapper) and example fields, as a
 * reader of `kit` gets them, in a form of that kit.
 */
async function openPanelForm(page: Page, kit: 'bootstrap' | 'material', {expansionPanel = false} = {}): Promise<void> {
  const blocks = [
    expansionPanel ? ['docs/ui/material.mdx', 'mat-panel.wrapper.ts'] : [guide, 'panel.wrapper.ts'],
    [guide, 'checkout-fields.ts'],
  ];
  const local: Record<string, string> = {};
  for (const [page, title] of blocks) {
    const block = codeInKit(pageCodeBlock(page!, title!), kit);
    local[title!.replace(/\.ts$/, '')] = transpilePageCode(block!, `${page}#${title}`, ts.ModuleKind.ESNext);
  }
  const {package: kitPackage, feature} = kitByName(kit);
  const [module, config] = expansionPanel
    ? ['mat-panel.wrapper', 'matPanelWrapperConfig']
    : ['panel.wrapper', 'panelWrapperConfig'];
  await openJitPage(page, {
    local,
    main: formlyFormMain({
      imports: `import {${config}} from './${module}.js';
import {checkoutFields} from './checkout-fields.js';
import {${feature}} from '${kitPackage}';`,
      configs: `[...${feature}(), ${config}]`,
      fields: {expression: 'checkoutFields'},
      model: {billing: {city: 'Lyon'}},
    }),
    stylesheets: [
      kit === 'bootstrap' ? 'bootstrap/dist/css/bootstrap.min.css' : '@angular/material/prebuilt-themes/azure-blue.css',
    ],
  });
}

/**
 * The keyboard on the billing panel of the page's checkout fields: Tab from the contact panel's Email
 * field reaches the panel's button, Enter opens the panel (its City holds the model's value), Space
 * closes it.
 */
async function toggleBillingByKeyboard(page: Page, billing: Locator, billingRegion: Locator): Promise<void> {
  await page.getByRole('textbox', {name: 'Email'}).focus();
  await page.keyboard.press('Tab');
  await expect(billing).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(billing).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', {name: 'Street'})).toBeVisible();
  await expect(page.getByRole('textbox', {name: 'City'})).toHaveValue('Lyon');
  await page.keyboard.press('Space');
  await expect(billing).toHaveAttribute('aria-expanded', 'false');
  await expect(billingRegion).toBeHidden();
}

/** The closed billing panel: its fields rendered but hidden, out of the accessibility tree; Tab goes from its button to Delivery notes. */
async function expectBillingClosed(page: Page, billing: Locator, billingRegion: Locator): Promise<void> {
  await expect(billing).toHaveAttribute('aria-expanded', 'false');
  await expect(billingRegion).toBeHidden();
  await expect(billingRegion.locator('input')).toHaveCount(2);
  await expect(billingRegion.locator('input').nth(1)).toHaveValue('Lyon');
  await expect(page.getByRole('textbox', {name: 'Street'})).toHaveCount(0);
  await billing.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', {name: 'Delivery notes'})).toBeFocused();
}

/**
 * Waits until what the page has just done is rendered: zoneless Angular runs change detection by the
 * next animation frame at the latest (its scheduler races a timeout against requestAnimationFrame),
 * so a frame requested now comes after it. Without it, a check that a press left a panel open could
 * pass before the press is rendered.
 */
async function rendered(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** A press on the billing panel's button or header, once rendered, leaves the panel open with Street in view. */
async function expectPressLeavesBillingOpen(page: Page, billing: Locator): Promise<void> {
  await billing.click();
  await rendered(page);
  await expect(billing).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('textbox', {name: 'Street'})).toBeVisible();
}

/** The region a disclosure button controls, by its aria-controls. */
async function controlledRegion(page: Page, button: Locator) {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the region it controls').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test("the page's panel wrapper around the page's checkout fields, with Bootstrap: a named button with its state, keyboard toggling, a closed panel's fields hidden but kept and validated, and a submit that opens a panel with errors [guide/custom-formly-wrapper#panel-keyboard-and-name, guide/custom-formly-wrapper#closed-panel-hides-only, guide/custom-formly-wrapper#closed-panel-still-validated, guide/custom-formly-wrapper#panel-opens-on-submit-error]", async ({
  page,
}) => {
  await openPanelForm(page, 'bootstrap');
  const contact = page.getByRole('button', {name: 'Contact details'});
  const billing = page.getByRole('button', {name: 'Billing address'});
  const billingRegion = await controlledRegion(page, billing);
  const form = page.locator('form');

  await test.step('the toggle is a button named by props.label with its expanded state, controlling a region named after it; props.expanded: true starts a panel open, a panel without it starts closed [guide/custom-formly-wrapper#panel-keyboard-and-name]', async () => {
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    // As assistive technology gets them: the role, the name and the state.
    await expect(page.getByRole('button', {name: 'Contact details', expanded: true})).toHaveCount(1);
    await expect(page.getByRole('button', {name: 'Billing address', expanded: false})).toHaveCount(1);
    const contactRegion = page.getByRole('region', {name: 'Contact details'});
    await expect(contactRegion).toHaveAttribute('id', (await contact.getAttribute('aria-controls'))!);
    await expect(contactRegion.getByRole('textbox', {name: 'Email'})).toBeVisible();
  });

  await test.step("a closed panel's fields stay rendered but hidden, out of the accessibility tree, and Tab goes from its button to the next field after it [guide/custom-formly-wrapper#closed-panel-hides-only]", async () => {
    await expectBillingClosed(page, billing, billingRegion);
  });

  await test.step("with every visible field filled in, the empty required Street in the closed panel keeps the form invalid; the model keeps the closed group's values [guide/custom-formly-wrapper#closed-panel-still-validated]", async () => {
    await page.getByRole('textbox', {name: 'Email'}).fill('ada@example.org');
    await page.getByRole('textbox', {name: 'Delivery notes'}).fill('Leave at the door');
    await expect(form).toHaveClass(/\bng-invalid\b/);
    expect(await page.evaluate(() => (window as unknown as {formModel: unknown}).formModel)).toMatchObject({
      contact: {email: 'ada@example.org'},
      billing: {city: 'Lyon'},
      notes: 'Leave at the door',
    });
  });

  await test.step('Tab reaches the button, Enter opens the panel, Space closes it [guide/custom-formly-wrapper#panel-keyboard-and-name]', async () => {
    await toggleBillingByKeyboard(page, billing, billingRegion);
  });

  await test.step('submitting opens the closed panel whose field is invalid and shows the error; it stays open while the error shows and once it is fixed [guide/custom-formly-wrapper#panel-opens-on-submit-error]', async () => {
    await form.evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(billingRegion.getByText('This field is required.')).toBeVisible();
    await billing.click();
    await rendered(page);
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(billingRegion).toBeVisible();
    await page.getByRole('textbox', {name: 'Street'}).fill('1 Rue de la Paix');
    await expect(form).toHaveClass(/\bng-valid\b/);
    await expect(billingRegion.getByText('This field is required.')).toHaveCount(0);
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await billing.click();
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    await expect(billingRegion).toBeHidden();
  });
  await expectNoSeriousAxeViolations(page, {within: 'formly-form'});
});

test("the page's panel wrapper works unchanged with the Material kit: Material's form fields inside, the button's name and state, keyboard toggling [guide/custom-formly-wrapper#panel-material]", async ({
  page,
}) => {
  await openPanelForm(page, 'material');
  const billing = page.getByRole('button', {name: 'Billing address'});
  const billingRegion = await controlledRegion(page, billing);
  await expect(page.getByRole('button', {name: 'Contact details'})).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', {name: 'Contact details'}).locator('mat-form-field')).toHaveCount(1);
  await expect(billingRegion.locator('mat-form-field')).toHaveCount(2);
  await expectBillingClosed(page, billing, billingRegion);
  await toggleBillingByKeyboard(page, billing, billingRegion);
  await expectNoSeriousAxeViolations(page, {within: 'formly-form'});
});

test("the Material page's mat-expansion-panel wrapper around the guide's checkout fields: the header is a button named by the title with aria-expanded and aria-controls, toggled by Enter and Space; props.expanded starts a panel open; closed, the fields stay rendered, inert and hidden, Tab skips them; a submit opens a panel the reader had closed when a field inside is invalid, and it stays open while the error shows [ui/material#mat-panel-keeps-behaviour, ui/material#mat-panel-header-button, ui/material#mat-panel-closed-inert]", async ({
  page,
}) => {
  await openPanelForm(page, 'material', {expansionPanel: true});
  const contact = page.getByRole('button', {name: 'Contact details'});
  const billing = page.getByRole('button', {name: 'Billing address'});
  const billingRegion = await controlledRegion(page, billing);
  await expect(page.locator('mat-expansion-panel')).toHaveCount(2);

  await test.step('props.expanded: true starts the contact panel open, the billing panel starts closed [ui/material#mat-panel-keeps-behaviour]', async () => {
    await expect(page.getByRole('button', {name: 'Contact details', expanded: true})).toHaveCount(1);
    await expect(page.getByRole('button', {name: 'Billing address', expanded: false})).toHaveCount(1);
  });

  await test.step("closed, the billing panel's fields stay rendered but inert and hidden, out of the accessibility tree, and Tab goes from its header to the next field [ui/material#mat-panel-closed-inert]", async () => {
    await expect(billingRegion.locator('mat-form-field')).toHaveCount(2);
    await expect(billingRegion.locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(1);
    await expectBillingClosed(page, billing, billingRegion);
  });

  await test.step('the header is reached by Tab and toggled by Enter and Space [ui/material#mat-panel-header-button]', async () => {
    await toggleBillingByKeyboard(page, billing, billingRegion);
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
  });

  await test.step('a submit opens the billing panel the reader had opened and closed again, whose Street is invalid, and shows the error; pressing the header leaves the panel open while the error shows [ui/material#mat-panel-keeps-behaviour]', async () => {
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
    await page.locator('form').evaluate((element: HTMLFormElement) => element.requestSubmit());
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await expect(billingRegion.getByText('This field is required.')).toBeVisible();
    await expectPressLeavesBillingOpen(page, billing);
  });
  await expectNoSeriousAxeViolations(page, {within: 'formly-form'});
});

test("before a submit, once the reader has left City in the Material page's expansion panel, pressing its header does not close the panel while Street is invalid, though Street shows no error; with Street valid, it closes [ui/material#mat-touched-panel-stays-open]", async ({
  page,
}) => {
  await openPanelForm(page, 'material', {expansionPanel: true});
  const billing = page.getByRole('button', {name: 'Billing address'});
  await billing.click();
  await expect(billing).toHaveAttribute('aria-expanded', 'true');
  const city = page.getByRole('textbox', {name: 'City'});
  await city.focus();
  await city.blur();
  await expect(page.locator('form')).toHaveClass(/\bng-touched\b/);
  await expectPressLeavesBillingOpen(page, billing);
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await page.getByRole('textbox', {name: 'Street'}).fill('1 Rue de la Paix');
  await billing.click();
  await expect(billing).toHaveAttribute('aria-expanded', 'false');
});

const materialPage = 'docs/ui/material.mdx';
/**
 * A wrapper as readers first write one: `<mat-form-field>` around `#fieldComponent`, registered
 * under a name of its own and listed alone in the field's `wrappers`; `inWrapper` is more markup
 * written between the `<mat-form-field>` tags in the wrapper's own template.
 */
const ownMatFormFieldWrapper = (inWrapper = '') => `
import {Component} from '@angular/core';
import {MatFormFieldModule} from '@angular/material/form-field';
import {MatInputModule} from '@angular/material/input';
import {FieldWrapper} from '@ngx-formly/core';
import {withFormlyMaterial} from '@ngx-formly/material';
export class OwnFormField extends FieldWrapper {}
Component({
  selector: 'app-own-form-field',
  imports: [MatFormFieldModule, MatInputModule],
  template: '<mat-form-field><mat-label>{{ props.label }}</mat-label>${inWrapper}<ng-container #fieldComponent></ng-container></mat-form-field>',
})(OwnFormField);
export const formlyConfigs = [...withFormlyMaterial(), {wrappers: [{name: 'own-form-field', component: OwnFormField}]}];
`;

/**
 * Opens a Material form whose `input` field is wrapped by `ownMatFormFieldWrapper(inWrapper)` alone;
 * with `production`, Angular's production mode is enabled before the application starts, as in a
 * production build (ngDevMode false).
 */
const openOwnMatFormFieldWrapper = (
  page: Page,
  {inWrapper, production = false}: {inWrapper?: string; production?: boolean} = {},
) =>
  openJitPage(page, {
    local: {wrapper: ownMatFormFieldWrapper(inWrapper)},
    main: formlyFormMain({
      imports: `import {formlyConfigs} from './wrapper.js';${production ? `\n${productionModeImports}` : ''}`,
      configs: 'formlyConfigs',
      fields: [{key: 'email', type: 'input', wrappers: ['own-form-field'], props: {label: 'Email'}}],
    }),
    stylesheets: ['@angular/material/prebuilt-themes/azure-blue.css'],
  });

test("in development mode, a wrapper of one's own with <ng-container #fieldComponent> inside <mat-form-field> fails on Material's input type with 'mat-form-field must contain a MatFormFieldControl' [ui/material#own-mat-form-field-wrapper-throws]", async ({
  page,
  problems,
}) => {
  await expectMissingMatControl(page, problems, () => openOwnMatFormFieldWrapper(page));
});

test('in a production build, where Material skips its development-mode check, the same wrapper fails with a TypeError on the missing control instead, and the message is never logged [ui/material#own-mat-form-field-wrapper-throws]', async ({
  page,
  problems,
}) => {
  await expectMissingMatControl(page, problems, () => openOwnMatFormFieldWrapper(page, {production: true}), {
    production: true,
  });
});

test("the same <mat-form-field> finds a matInput written between its tags in the wrapper's own template: no error, and that input is its control, not the type's [ui/material#own-mat-form-field-wrapper-throws]", async ({
  page,
}) => {
  await openOwnMatFormFieldWrapper(page, {inWrapper: '<input matInput id="written-in-wrapper" />'});
  await expect(page.locator('formly-field-mat-input input')).toBeAttached();
  const controlId = await page.evaluate(() => {
    const ng = (window as unknown as {ng: {getComponent(element: Element): Record<string, unknown>}}).ng;
    return (ng.getComponent(document.querySelector('mat-form-field')!)['_control'] as {id?: string} | undefined)?.id;
  });
  expect(controlId).toBe('written-in-wrapper');
});

test("the Material page's section-card wrapper listed before form-field surrounds Material's <mat-form-field>: no error, the input is named by its label, and the form-field wrapper's <mat-form-field> has the type's input attached as its control [ui/material#wrapper-outside-material-form-field, ui/material#material-wrapper-attaches-control]", async ({
  page,
}) => {
  const block = pageCodeBlock(materialPage, 'section-card.wrapper.ts');
  await openJitPage(page, {
    local: {wrapper: transpilePageCode(block, `${materialPage}#section-card.wrapper.ts`, ts.ModuleKind.ESNext)},
    main: formlyFormMain({
      imports: "import {formlyConfigs, emailField} from './wrapper.js';",
      configs: 'formlyConfigs',
      fields: {expression: '[emailField]'},
    }),
    stylesheets: ['@angular/material/prebuilt-themes/azure-blue.css'],
  });
  const card = page.locator('app-section-card-wrapper');
  await expect(card.getByRole('heading', {name: 'Contact'})).toBeVisible();
  const formField = card.locator('formly-wrapper-mat-form-field mat-form-field');
  await expect(formField).toHaveClass(/mat-form-field-appearance-outline/);
  const input = formField.getByRole('textbox', {name: /Email/});
  await expect(input).toBeVisible();
  // Angular's development-mode global `ng` reads the components: the type holds the wrapper's
  // <mat-form-field> (handed over through the field), and that <mat-form-field>'s control is this input.
  const attached = await page.evaluate(() => {
    const ng = (window as unknown as {ng: {getComponent(element: Element): Record<string, unknown>}}).ng;
    const matFormField = ng.getComponent(document.querySelector('mat-form-field')!);
    const inputType = ng.getComponent(document.querySelector('formly-field-mat-input')!);
    return {
      typeHoldsFormField: inputType['formField'] === matFormField,
      controlIsInput:
        (matFormField['_control'] as {id?: string})?.id === document.querySelector('mat-form-field input')!.id,
    };
  });
  expect(attached).toEqual({typeHoldsFormField: true, controlIsInput: true});
  await input.focus();
  await input.blur();
  await expect(formField.locator('mat-error')).toHaveText('This field is required.');
});

/**
 * A Bootstrap form of one required `notes` input wrapped by `wrapper` (module source exporting
 * `formlyConfigs`), outside Bootstrap's form-field wrapper. `window.appForm` is the form group.
 */
const openNotesForm = (page: Page, wrapper: string, stylesheet = 'bootstrap/dist/css/bootstrap.min.css') =>
  openJitPage(page, {
    local: {wrapper},
    main:
      formlyFormMain({
        imports: "import {formlyConfigs} from './wrapper.js';",
        configs: 'formlyConfigs',
        fields: [
          {
            key: 'notes',
            type: 'input',
            wrappers: ['outer', 'form-field'],
            props: {label: 'Delivery notes', toggleText: 'Add delivery notes', required: true},
          },
        ],
      }) + "\nwindow.appForm = window.ng.getComponent(document.querySelector('app-root')).form;",
    stylesheets: [stylesheet],
  });

/** Whether the form group has the notes control, and whether it is valid. */
const notesControl = (page: Page) =>
  page.evaluate(() => {
    const form = (window as unknown as {appForm: {contains(name: string): boolean; valid: boolean}}).appForm;
    return {inForm: form.contains('notes'), formValid: form.valid};
  });

/** A test-written wrapper, registered as `outer` after Bootstrap (or Material), with `template` and `imports` (module code). */
const ownWrapper = (template: string, {imports = '', names = '', material = false} = {}) => `
import {Component} from '@angular/core';
import {FieldWrapper} from '@ngx-formly/core';
import {${material ? 'withFormlyMaterial' : 'withFormlyBootstrap'}} from '@ngx-formly/${material ? 'material' : 'bootstrap'}';
${imports}
export class Outer extends FieldWrapper {}
Component({selector: 'app-outer', imports: [${names}], template: ${JSON.stringify(template)}})(Outer);
export const formlyConfigs = [...${material ? 'withFormlyMaterial' : 'withFormlyBootstrap'}(), {wrappers: [{name: 'outer', component: Outer}]}];
`;

/** The page's more-details wrapper, registered as `outer` after Bootstrap's. */
const moreDetailsModule = () => `${transpilePageCode(
  pageCodeBlock(guide, 'more-details.wrapper.ts'),
  `${guide}#more-details.wrapper.ts`,
  ts.ModuleKind.ESNext,
)}
import {withFormlyBootstrap} from '@ngx-formly/bootstrap';
export const formlyConfigs = [...withFormlyBootstrap(), {wrappers: [{name: 'outer', component: MoreDetailsWrapperComponent}]}];`;

test("the page's more-details wrapper, with #fieldComponent in an <ng-template> rendered by ngTemplateOutlet inside an @if: no field until the button opens it, then the field shows, with no error [guide/custom-formly-wrapper#field-component-in-ng-template]", async ({
  page,
}) => {
  await openNotesForm(page, moreDetailsModule());
  const toggle = page.getByRole('button', {name: 'Add delivery notes'});
  await expect(toggle).toBeVisible();
  await expect(page.getByRole('textbox', {name: 'Delivery notes'})).toHaveCount(0);
  await toggle.click();
  await expect(page.getByRole('textbox', {name: 'Delivery notes'})).toBeVisible();
});

test("#fieldComponent in an <ng-template> of the wrapper's template shows the field once the template is rendered, the lazy content of Material's tab included, with no error [guide/custom-formly-wrapper#field-component-in-ng-template]", async ({
  page,
}) => {
  await test.step('rendered at once by *ngTemplateOutlet', async () => {
    await openNotesForm(
      page,
      ownWrapper(
        '<ng-template #later><ng-container #fieldComponent></ng-container></ng-template><ng-container *ngTemplateOutlet="later"></ng-container>',
        {imports: "import {NgTemplateOutlet} from '@angular/common';", names: 'NgTemplateOutlet'},
      ),
    );
    await expect(page.getByRole('textbox', {name: 'Delivery notes'})).toBeVisible();
  });
  await test.step("in a Material tab's matTabContent, rendered when the tab is first opened", async () => {
    await openNotesForm(
      page,
      ownWrapper(
        '<mat-tab-group><mat-tab label="Order">Items</mat-tab><mat-tab label="Delivery"><ng-template matTabContent><ng-container #fieldComponent></ng-container></ng-template></mat-tab></mat-tab-group>',
        {imports: "import {MatTabsModule} from '@angular/material/tabs';", names: 'MatTabsModule', material: true},
      ),
      '@angular/material/prebuilt-themes/azure-blue.css',
    );
    await expect(page.getByRole('tab', {name: 'Order', selected: true})).toBeVisible();
    await expect(page.getByRole('textbox', {name: 'Delivery notes'})).toHaveCount(0);
    await page.getByRole('tab', {name: 'Delivery'}).click();
    await expect(page.getByRole('textbox', {name: 'Delivery notes'})).toBeVisible();
  });
});

test("with the page's more-details wrapper closed, the notes control is in the form and, required and empty, keeps it invalid; closing it after typing removes the field from the page, not the control, and reopening shows the typed value [guide/custom-formly-wrapper#field-component-template-not-rendered]", async ({
  page,
}) => {
  await openNotesForm(page, moreDetailsModule());
  const toggle = page.getByRole('button', {name: 'Add delivery notes'});
  const notes = page.getByRole('textbox', {name: 'Delivery notes'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('input')).toHaveCount(0);
  expect(await notesControl(page)).toEqual({inForm: true, formValid: false});
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await toggle.click();
  await notes.fill('Leave at the door');
  expect(await notesControl(page)).toEqual({inForm: true, formValid: true});
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('input')).toHaveCount(0);
  expect(await notesControl(page)).toEqual({inForm: true, formValid: true});
  expect(await page.evaluate(() => (window as unknown as {formModel: unknown}).formModel)).toEqual({
    notes: 'Leave at the door',
  });
  await toggle.click();
  await expect(notes).toHaveValue('Leave at the door');
});

/** A child component of the wrapper: `template` is its own template; it shows what it renders from the start. */
const childComponent = (template: string) => `
import {ContentChild, TemplateRef} from '@angular/core';
import {NgTemplateOutlet} from '@angular/common';
export class Card {}
Component({selector: 'app-card', imports: [NgTemplateOutlet], template: ${JSON.stringify(template)}})(Card);
ContentChild(TemplateRef)(Card.prototype, 'content');
`;

test('#fieldComponent in the template of a component the wrapper uses: the field never shows, nothing is logged, the control is in the form; the same component rendering an <ng-template> written between its tags in the wrapper shows the field [guide/custom-formly-wrapper#field-component-child-template]', async ({
  page,
}) => {
  await test.step("in the child's own template: no field", async () => {
    await openNotesForm(
      page,
      ownWrapper('<app-card></app-card>', {
        imports: childComponent('<section class="card-body"><ng-container #fieldComponent></ng-container></section>'),
        names: 'Card',
      }),
    );
    await expect(page.locator('app-card section.card-body')).toBeAttached();
    await expect(page.locator('input')).toHaveCount(0);
    expect(await notesControl(page)).toEqual({inForm: true, formValid: false});
  });
  await test.step('declared in the wrapper, between the tags, and rendered by the child: the field shows', async () => {
    await openNotesForm(
      page,
      ownWrapper('<app-card><ng-template><ng-container #fieldComponent></ng-container></ng-template></app-card>', {
        imports: childComponent(
          '<section class="card-body"><ng-container [ngTemplateOutlet]="content"></ng-container></section>',
        ),
        names: 'Card',
      }),
    );
    await expect(
      page.locator('app-card section.card-body').getByRole('textbox', {name: 'Delivery notes'}),
    ).toBeVisible();
  });
});
