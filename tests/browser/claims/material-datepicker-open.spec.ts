import ts from 'typescript';
import type {Locator, Page} from '@playwright/test';
import {cachedContextTest as test, expect, afterTwoFrames, waitForTransitions} from '../fixtures';
import {applicationMain, evaluateComponent, openJitPage} from '../jit-form';
import {form, openFormInPlayground} from '../playground';
import {pageCodeBlock, transpilePageCode} from '../../claims/support/page-code';

/**
 * Claims of the section "Opening the calendar from the input" of docs/ui/material.mdx, in Chromium with
 * Material's real datepicker (a form compiled just in time on the installed packages) and the page's own
 * `arrival.field.ts`: what a click, Escape, a picked date, Tab and Material's own keys do with and without
 * the block's click handler, the same handler as a focus handler, and PrimeNG's datepicker in the playground.
 */

const materialPage = 'docs/ui/material.mdx';
const blockTitle = 'arrival.field.ts';
const stylesheets = ['@angular/material/prebuilt-themes/azure-blue.css'];

/** The page's block as JavaScript, with `edit` applied to its TypeScript first (a variant a test measures). */
function arrivalModule(edit: (code: string) => string = (code) => code): string {
  return transpilePageCode(edit(pageCodeBlock(materialPage, blockTitle)), blockTitle, ts.ModuleKind.ESNext);
}

/**
 * Opens a form of a plain input `Before`, the page's `Arrival` field (from `module`) and a `Plain`
 * datepicker without handlers, with the native DateAdapter, zoneless or with zone.js.
 */
async function openDatepickerForm(page: Page, {module = arrivalModule(), zone = false} = {}): Promise<void> {
  await openJitPage(page, {
    main: applicationMain({
      imports: `import {FormGroup, ReactiveFormsModule} from '@angular/forms';
import {provideNativeDateAdapter} from '@angular/material/core';
import {FormlyForm} from '@ngx-formly/core';
import {withFormlyMaterial} from '@ngx-formly/material';
import {withFormlyFieldDatepicker} from '@ngx-formly/material/datepicker';
import {arrivalField} from './arrival.field.js';`,
      code: `class App {
  form = new FormGroup({});
  model = window.formModel = {};
  fields = [
    {key: 'before', type: 'input', props: {label: 'Before'}},
    arrivalField,
    {key: 'plain', type: 'datepicker', props: {label: 'Plain'}},
  ];
}
Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  providers: [provideNativeDateAdapter()],
  template: '<form [formGroup]="form"><formly-form [form]="form" [fields]="fields" [model]="model" /></form>',
})(App);`,
      root: 'App',
      configs: '[...withFormlyMaterial(), withFormlyFieldDatepicker()]',
      zone,
    }),
    local: {'arrival.field': module},
    stylesheets,
  });
}

/** The parts of the datepicker field labelled `label`. */
function datepicker(page: Page, label: string): {input: Locator; toggle: Locator} {
  const formField = page.locator('mat-form-field', {has: page.getByRole('textbox', {name: label})});
  return {input: formField.getByRole('textbox'), toggle: formField.getByRole('button', {name: 'Open calendar'})};
}

const calendar = (page: Page) => page.locator('mat-datepicker-content');

/** The calendar is open, its opening animation over (Material ignores Escape while it runs), with the focus inside. */
async function expectOpen(page: Page, toggle: Locator): Promise<void> {
  await expect(calendar(page)).toHaveCount(1);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(calendar(page).locator(':focus')).toHaveCount(1);
  await waitForTransitions(page);
}

/** The calendar is closed and gone from the page. */
async function expectClosed(page: Page, toggle: Locator): Promise<void> {
  await expect(calendar(page)).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/** The model's value for `key`, as an ISO date (the native adapter's Date at local midnight). */
const modelDate = (page: Page, key: string) =>
  page.evaluate((key) => {
    const value = (window as unknown as {formModel: Record<string, unknown>}).formModel[key];
    return value instanceof Date
      ? `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`
      : value;
  }, key);

/** The Arrival field's `props.datepickerOptions.opened`, read from the root component's fields. */
const openedFlag = (page: Page) =>
  evaluateComponent(
    page,
    'app-root',
    (app: {fields: {props: {datepickerOptions: {opened: boolean}}}[]}) => app.fields[1]!.props.datepickerOptions.opened,
  );

test('without a handler, a click in the datepicker input leaves the calendar closed; the toggle opens it [ui/material#input-click-leaves-calendar-closed]', async ({
  page,
}) => {
  await openDatepickerForm(page);
  const {input, toggle} = datepicker(page, 'Plain');
  for (const click of ['first', 'second']) {
    await test.step(`${click} click in the input`, async () => {
      await input.click();
      await expect(input).toBeFocused();
      // Opening is synchronous once the click is handled; two frames later nothing has appeared.
      await afterTwoFrames(page);
      await expectClosed(page, toggle);
    });
  }
  await test.step('the toggle button opens it', async () => {
    await toggle.click();
    await expectOpen(page, toggle);
  });
});

for (const zone of [false, true]) {
  test(`${zone ? 'with zone.js' : 'zoneless'}: the page's click handler opens the calendar on every click, after Escape, a picked date and a click outside too; Escape puts the focus back in the input, where a typed date is read [ui/material#click-handler-opens-every-click, ui/material#escape-returns-focus-to-input]`, async ({
    page,
  }) => {
    await openDatepickerForm(page, {zone});
    const {input, toggle} = datepicker(page, 'Arrival');

    await test.step('opened from the toggle, the calendar takes the focus too (Escape returns it to the toggle)', async () => {
      expect(await openedFlag(page)).toBe(false);
      await toggle.click();
      await expectOpen(page, toggle);
      await page.keyboard.press('Escape');
      await expectClosed(page, toggle);
      await expect(toggle).toBeFocused();
    });
    await test.step('first click: the calendar opens and takes the focus; the flag is true', async () => {
      await input.click();
      await expectOpen(page, toggle);
      expect(await openedFlag(page)).toBe(true);
    });
    await test.step('Escape closes it, sets the flag back to false and puts the focus back in the input, where the reader types a date', async () => {
      await page.keyboard.press('Escape');
      await expectClosed(page, toggle);
      await expect.poll(() => openedFlag(page)).toBe(false);
      await expect(input).toBeFocused();
      await input.pressSequentially('3/16/2026');
      await expect.poll(() => modelDate(page, 'arrival')).toBe('2026-03-16');
      await expectClosed(page, toggle);
    });
    await test.step('second click, on the focused input: the calendar opens again', async () => {
      await input.click();
      await expectOpen(page, toggle);
    });
    await test.step('picking a date with Enter closes it and sets the value', async () => {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expectClosed(page, toggle);
      await expect.poll(() => modelDate(page, 'arrival')).toBe('2026-03-17');
      await expect.poll(() => openedFlag(page)).toBe(false);
      await expect(input).toBeFocused();
    });
    await test.step('third click, after a picked date: it opens again', async () => {
      await input.click();
      await expectOpen(page, toggle);
    });
    await test.step('a click outside the calendar closes it; fourth click: it opens again', async () => {
      await page.locator('.cdk-overlay-backdrop').click({position: {x: 5, y: 5}});
      await expectClosed(page, toggle);
      await waitForTransitions(page);
      await input.click();
      await expectOpen(page, toggle);
      await page.keyboard.press('Escape');
      await expectClosed(page, toggle);
    });
  });
}

for (const guarded of [true, false]) {
  test(`on a read-only field, ${guarded ? "the page's handler leaves the calendar closed at a click" : 'the handler without its readonly check opens the calendar at a click, and a picked date changes the value'} [ui/material#readonly-needs-guard]`, async ({
    page,
  }) => {
    const readOnly = (code: string) => {
      const edited = code.replace("label: 'Arrival',", "label: 'Arrival',\n    readonly: true,");
      expect(edited, 'the block labels its field Arrival').not.toBe(code);
      if (guarded) return edited;
      const unguarded = edited.replace('if (!field.props?.readonly) {', 'if (true) {');
      expect(unguarded, 'the block checks readonly').not.toBe(edited);
      return unguarded;
    };
    await openDatepickerForm(page, {module: arrivalModule(readOnly)});
    const {input, toggle} = datepicker(page, 'Arrival');
    await expect(input).toHaveAttribute('readonly');
    await input.click();
    if (guarded) {
      await afterTwoFrames(page);
      await expectClosed(page, toggle);
      expect(await openedFlag(page)).toBe(false);
      return;
    }
    await expectOpen(page, toggle);
    await page.keyboard.press('Enter');
    await expectClosed(page, toggle);
    await expect.poll(() => modelDate(page, 'arrival')).not.toBeUndefined();
  });
}

test('with the click handler, tabbing into the input leaves the calendar closed; typing, Alt+Down Arrow and the toggle work as on a datepicker without it [ui/material#tab-leaves-calendar-closed]', async ({
  page,
}) => {
  await openDatepickerForm(page);
  const before = page.getByRole('textbox', {name: 'Before'});
  /** Each field measured the same way: the page's Arrival, with the handler, and Plain, without; the value each ends with. */
  const measured: Record<string, unknown> = {};
  for (const [label, key, previous] of [
    ['Arrival', 'arrival', before],
    ['Plain', 'plain', datepicker(page, 'Arrival').toggle],
  ] as const) {
    const {input, toggle} = datepicker(page, label);
    await test.step(`${label}: Tab into the input, Enter and typing leave the calendar closed`, async () => {
      await previous.focus();
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
      await afterTwoFrames(page);
      await expectClosed(page, toggle);
      await page.keyboard.press('Enter');
      await input.pressSequentially('5/4/2026');
      await expect.poll(() => modelDate(page, key)).toBe('2026-05-04');
      await afterTwoFrames(page);
      await expectClosed(page, toggle);
      await expect(input).toBeFocused();
    });
    await test.step(`${label}: Alt+Down Arrow opens the calendar, Escape closes it`, async () => {
      await page.keyboard.press('Alt+ArrowDown');
      await expectOpen(page, toggle);
      await page.keyboard.press('Escape');
      await expectClosed(page, toggle);
      await expect(input).toBeFocused();
    });
    await test.step(`${label}: Tab reaches the toggle button, and Enter on it opens the calendar`, async () => {
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expectOpen(page, toggle);
      await page.keyboard.press('Escape');
      await expectClosed(page, toggle);
      await expect(toggle).toBeFocused();
    });
    measured[label] = await modelDate(page, key);
  }
  expect(measured).toEqual({Arrival: '2026-05-04', Plain: '2026-05-04'});
});

test('the same handler as a focus handler opens the calendar and moves the focus into it each time the reader tabs into the field [ui/material#focus-handler-opens-on-tab]', async ({
  page,
}) => {
  const asFocusHandler = (code: string) => {
    const edited = code.replace('click: (field) =>', 'focus: (field) =>');
    if (edited === code) throw new Error(`${blockTitle} has no click handler to turn into a focus handler`);
    return edited;
  };
  await openDatepickerForm(page, {module: arrivalModule(asFocusHandler)});
  const {input, toggle} = datepicker(page, 'Arrival');
  await page.getByRole('textbox', {name: 'Before'}).focus();

  await test.step('Tab into the input: the calendar opens and has the focus', async () => {
    await page.keyboard.press('Tab');
    await expectOpen(page, toggle);
    await expect(input).not.toBeFocused();
    await page.keyboard.press('Escape');
    await expectClosed(page, toggle);
    await expect(input).toBeFocused();
  });
  await test.step('Tab on to the toggle, Shift+Tab back into the input: it opens again', async () => {
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await expectClosed(page, toggle);
    await page.keyboard.press('Shift+Tab');
    await expectOpen(page, toggle);
    await expect(input).not.toBeFocused();
  });
});

test("PrimeNG's datepicker type opens its calendar when its input is clicked, on every click, or receives the focus by Tab [ui/material#primeng-opens-from-input]", async ({
  page,
  problems,
}) => {
  // The panel autofocuses a button; Chromium refuses that in the playground's sandboxed (cross-origin) frame.
  problems.allow(/Blocked autofocusing on a <button> element in a cross-origin subframe/);
  await openFormInPlayground(page, 'primeng', [
    {key: 'before', type: 'input', props: {label: 'Before'}},
    {key: 'arrival', type: 'datepicker', props: {label: 'Arrival'}},
  ]);
  const frame = form(page);
  const input = frame.locator('p-datepicker input');
  const panel = frame.locator('.p-datepicker-panel');
  await expect(panel).toHaveCount(0);
  for (const click of ['first', 'second']) {
    await test.step(`${click} click in the input opens the calendar; Escape closes it`, async () => {
      await input.click();
      await expect(panel).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    });
  }
  await test.step('Tab from the field before into the input opens it', async () => {
    await frame.getByRole('textbox', {name: 'Before'}).focus();
    await page.keyboard.press('Tab');
    await expect(input).toBeFocused();
    await expect(panel).toHaveCount(1);
  });
});
