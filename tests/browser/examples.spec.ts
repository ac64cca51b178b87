import fs from 'node:fs';
import path from 'node:path';
import type {FrameLocator, Page} from '@playwright/test';
import {test as siteTest, expect, waitForHydration} from './fixtures';

/**
 * Every example page of the production build: the live demo must load inside
 * its iframe without a console error or warning (in the page or the frame), and
 * each category gets at least one real interaction with its demo.
 */

const examplesDir = path.join(__dirname, '..', '..', 'docs', 'examples');

/** Example names as used by <LiveExample name=…>, read from docs/examples. */
function exampleNames(dir = examplesDir, prefix = ''): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) =>
      entry.isDirectory()
        ? exampleNames(path.join(dir, entry.name), `${prefix}${entry.name}/`)
        : entry.name.endsWith('.mdx')
          ? [`${prefix}${entry.name.slice(0, -'.mdx'.length)}`]
          : [],
    )
    .sort();
}

const examples = exampleNames();

/**
 * The shared fixture fails a test on console errors and uncaught exceptions in
 * the page and its frames. Demos are held to a stricter rule: no warnings
 * either. (No example uses Kendo UI, whose licence notice would be the one
 * warning to tolerate.)
 */
const test = siteTest.extend<{demoWarnings: string[]}>({
  demoWarnings: [
    async ({page}, use) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.location().url.includes('/demos/')) {
          warnings.push(message.text());
        }
      });
      await use(warnings);
      expect(warnings, 'console warnings from the demo').toEqual([]);
    },
    {auto: true},
  ],
});

/** Opens an example page and returns its demo once the form has rendered. */
async function openDemo(page: Page, name: string): Promise<FrameLocator> {
  await page.goto(`/docs/examples/${name}`);
  await waitForHydration(page);
  const iframe = page.locator('iframe[data-live-example]');
  await expect(iframe).toHaveCount(1);
  await expect(iframe).toHaveAttribute('data-live-example', name);
  await expect(iframe).toHaveAttribute('loading', 'lazy');
  // The iframe loads lazily: bring it into view first.
  await iframe.scrollIntoViewIfNeeded();
  const demo = page.frameLocator('iframe[data-live-example]');
  await expect(demo.locator('formly-form').first()).toBeVisible({timeout: 20_000});
  return demo;
}

test.describe('every example page shows its live demo and its sources', () => {
  test('all 44 example pages are covered', () => {
    expect(examples).toHaveLength(44);
    expect(examples).toContain('introduction');
    expect(examples).toContain('validation/built-in-validations');
  });

  for (const name of examples) {
    test(name, async ({page}) => {
      const demo = await openDemo(page, name);
      // The demo renders without the chrome it shows when opened on its own.
      await expect(demo.locator('.demo-chrome')).toHaveCount(0);
      // Source tabs: the component is there, with a copy button.
      const tabs = page.getByRole('tab');
      await expect(tabs.filter({hasText: /^app\.ts$/})).toHaveCount(1);
      await expect(tabs.filter({hasText: /^app\.config\.ts$/})).toHaveCount(1);
      const visibleCode = page.locator('[role="tabpanel"]:not([hidden]) pre').first();
      await expect(visibleCode).toContainText('export class App');
      await expect(page.getByRole('button', {name: /copy/i}).first()).toBeAttached();
      await expect(page.getByRole('button', {name: 'Open in StackBlitz'})).toBeVisible();
    });
  }
});

test.describe('the embedding', () => {
  test('the iframe takes the height the demo reports', async ({page}) => {
    const demo = await openDemo(page, 'advanced/repeating-section');
    const frameBox = page.locator('iframe[data-live-example]').locator('..');
    const before = await frameBox.evaluate((element) => element.getBoundingClientRect().height);
    await demo.getByRole('button', {name: 'Add a traveller'}).click();
    await demo.getByRole('button', {name: 'Add a traveller'}).click();
    // Two more sections: the demo grows, and the host follows its message.
    await expect
      .poll(() => frameBox.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(before + 150);
    const contentHeight = await demo.locator('.demo-root').evaluate((element) => element.getBoundingClientRect().height);
    const boxHeight = await frameBox.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(boxHeight - contentHeight)).toBeLessThanOrEqual(2);
  });

  test('the demo follows the site colour mode', async ({page}) => {
    const demo = await openDemo(page, 'introduction');
    await expect(demo.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /dark mode|light mode|system mode|switch between/i}).first().click();
    const siteMode = await page.locator('html').getAttribute('data-theme');
    await expect(demo.locator('html')).toHaveAttribute('data-theme', siteMode ?? 'light');
    await expect(demo.locator('html')).toHaveAttribute('data-bs-theme', siteMode ?? 'light');
  });

  test('a dark page starts its demo in dark mode', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/docs/examples/other/material-prefix-suffix');
    await waitForHydration(page);
    await page.locator('iframe[data-live-example]').scrollIntoViewIfNeeded();
    await expect(page.locator('iframe[data-live-example]')).toHaveAttribute('src', /theme=dark/);
    const demo = page.frameLocator('iframe[data-live-example]');
    await expect(demo.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('Open in StackBlitz posts a complete project with the pinned versions', async ({page, context}) => {
    await openDemo(page, 'advanced/tabs');
    let posted = '';
    await context.route('https://stackblitz.com/**', async (route) => {
      posted = route.request().postData() ?? '';
      await route.fulfill({status: 200, contentType: 'text/html', body: '<title>StackBlitz</title>'});
    });
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', {name: 'Open in StackBlitz'}).click();
    await (await popup).waitForLoadState();
    const form = new URLSearchParams(posted);
    const demosPackage = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'demos', 'package.json'), 'utf8'));
    const projectPackage = JSON.parse(form.get('project[files][package.json]') ?? '{}');
    expect(projectPackage.dependencies['@ngx-formly/core']).toBe(demosPackage.dependencies['@ngx-formly/core']);
    expect(projectPackage.dependencies['@ngx-formly/bootstrap']).toBe(demosPackage.dependencies['@ngx-formly/bootstrap']);
    expect(projectPackage.devDependencies['@angular/cli']).toBe(demosPackage.devDependencies['@angular/cli']);
    for (const file of ['angular.json', 'src/main.ts', 'src/index.html', 'src/app/app.ts', 'src/app/app.config.ts', 'src/app/tabs-type.ts']) {
      expect(form.get(`project[files][${file}]`), file).toBeTruthy();
    }
    expect(form.get('project[files][src/app/tabs-type.ts]')).toContain('export class TabsType');
  });
});

test.describe('interacting with the demos', () => {
  test('introduction: an invalid e-mail is reported, a complete form is accepted', async ({page}) => {
    const demo = await openDemo(page, 'introduction');
    await demo.getByLabel('E-mail').fill('ada@');
    await demo.getByLabel('E-mail').blur();
    await expect(demo.getByText('That does not look like an e-mail address.')).toBeVisible();
    await demo.getByLabel('Full name').fill('Ada Lovelace');
    await demo.getByLabel('E-mail').fill('ada@example.org');
    await demo.getByLabel('Workshop track').selectOption({label: 'Testing dynamic forms'});
    await demo.getByRole('button', {name: 'Book my seat'}).click();
    await expect(demo.getByRole('status')).toHaveText('Thanks, Ada Lovelace! Your seat is booked.');
    await expect(demo.locator('pre')).toContainText('"track": "testing"');
  });

  test('validation: clearing a required field shows its message', async ({page}) => {
    const demo = await openDemo(page, 'validation/built-in-validations');
    const handle = demo.getByLabel('Team handle');
    await handle.fill('ab');
    await handle.blur();
    await expect(demo.getByText('Use at least 3 characters (you typed 2).')).toBeVisible();
    await handle.fill('');
    await expect(demo.getByText('This field cannot be left empty.')).toBeVisible();
    await demo.getByLabel('Team size').fill('12');
    await demo.getByLabel('Team size').blur();
    await expect(demo.getByText('The highest accepted value is 8.')).toBeVisible();
  });

  test('validation: the async check runs once, when the field is left', async ({page}) => {
    const demo = await openDemo(page, 'validation/async-validation-update-on');
    await demo.getByLabel('Username').pressSequentially('admin');
    await expect(demo.getByText('Lookups so far: 0')).toBeVisible();
    await demo.getByLabel('Username').blur();
    await expect(demo.getByText('"admin" is already taken.')).toBeVisible();
    await expect(demo.getByText('Lookups so far: 1')).toBeVisible();
  });

  test('validation: two e-mail fields must match', async ({page}) => {
    const demo = await openDemo(page, 'validation/matching-two-fields');
    await demo.getByLabel('New e-mail address').fill('kim@example.org');
    await demo.getByLabel('Type it again').fill('kim@example.com');
    await demo.getByLabel('Type it again').blur();
    await expect(demo.getByText('The two addresses differ.')).toBeVisible();
    await demo.getByLabel('Type it again').fill('kim@example.org');
    await expect(demo.getByText('The two addresses differ.')).toHaveCount(0);
  });

  test('field options: hiding a group removes its fields', async ({page}) => {
    const demo = await openDemo(page, 'field-options/hide-fields');
    await expect(demo.getByLabel('Landlord or agency')).toBeVisible();
    await demo.getByLabel('I own it').check();
    await expect(demo.getByLabel('Landlord or agency')).toHaveCount(0);
    await demo.getByLabel('I already have pets').check();
    await demo.getByLabel('Cat').check();
    await expect(demo.locator('pre')).toContainText('"cat": true');
    await demo.getByLabel('I already have pets').uncheck();
    await expect(demo.locator('pre')).not.toContainText('otherPetKinds');
  });

  test('form options: undo restores the model, save moves the starting point', async ({page}) => {
    const demo = await openDemo(page, 'form-options/reset-model');
    const nickname = demo.getByLabel('Nickname');
    await nickname.fill('samira');
    await expect(demo.locator('pre')).toContainText('"nickname": "samira"');
    await demo.getByRole('button', {name: 'Undo changes'}).click();
    await expect(nickname).toHaveValue('sam');
    await nickname.fill('sami');
    await demo.getByRole('button', {name: 'Save'}).click();
    await nickname.fill('x');
    await demo.getByRole('button', {name: 'Undo changes'}).click();
    await expect(nickname).toHaveValue('sami');
  });

  test('form options: form state locks the fields from outside the form', async ({page}) => {
    const demo = await openDemo(page, 'form-options/form-state');
    await demo.getByLabel('Invoice sent (lock editing)').check();
    await expect(demo.getByLabel('Customer')).toBeDisabled();
    await demo.getByLabel('Currency').selectOption('JPY');
    await expect(demo.getByLabel('Amount in JPY')).toBeVisible();
  });

  test('advanced: a repeating section gains and loses items', async ({page}) => {
    const demo = await openDemo(page, 'advanced/repeating-section');
    await expect(demo.getByRole('region', {name: /^Traveller \d$/})).toHaveCount(1);
    await demo.getByRole('button', {name: 'Add a traveller'}).click();
    await expect(demo.getByRole('region', {name: /^Traveller \d$/})).toHaveCount(2);
    await demo.getByLabel('Full name').nth(1).fill('Omar Haddad');
    await expect(demo.locator('pre')).toContainText('"name": "Omar Haddad"');
    await demo.getByRole('button', {name: 'Remove'}).first().click();
    await expect(demo.getByRole('region', {name: /^Traveller \d$/})).toHaveCount(1);
    await expect(demo.locator('pre')).not.toContainText('Noor Haddad');
  });

  test('advanced: the multi-step form only moves on from a valid step', async ({page}) => {
    const demo = await openDemo(page, 'advanced/multi-step-form');
    await demo.getByRole('button', {name: 'Next'}).click();
    await expect(demo.getByText('Please fill this in to continue.').first()).toBeVisible();
    await expect(demo.getByLabel('Full name')).toBeVisible();
    await demo.getByLabel('Full name').fill('Rui Costa');
    await demo.getByLabel('Date of birth').fill('1990-04-12');
    await demo.getByRole('button', {name: 'Next'}).click();
    // By role: the last step also has a "Statements by e-mail only" checkbox.
    await expect(demo.getByRole('textbox', {name: 'E-mail'})).toBeVisible();
    await demo.getByRole('textbox', {name: 'E-mail'}).fill('rui@example.org');
    await demo.getByRole('button', {name: 'Next'}).click();
    await demo.getByLabel('Monthly deposit (€)').fill('50');
    await demo.getByRole('button', {name: 'Open the account'}).click();
    await expect(demo.getByRole('status')).toContainText('your savings account is on its way');
  });

  test('advanced: translations switch language, messages included', async ({page}) => {
    const demo = await openDemo(page, 'advanced/i18n');
    await demo.getByRole('button', {name: 'Français'}).click();
    await expect(demo.getByLabel('Nom')).toBeVisible();
    await demo.getByLabel('Nom').focus();
    await demo.getByLabel('Nom').blur();
    await expect(demo.getByText('Ce champ est obligatoire.')).toBeVisible();
  });

  test('bootstrap formly: a table row is added and totals follow', async ({page}) => {
    const demo = await openDemo(page, 'bootstrap-formly/table-rows');
    await expect(demo.locator('tbody tr')).toHaveCount(2);
    await demo.getByRole('button', {name: 'Add a line'}).click();
    await expect(demo.locator('tbody tr')).toHaveCount(3);
    await demo.getByLabel('Item').nth(2).fill('Travel');
    await demo.getByLabel('Unit price (€)').nth(2).fill('60');
    await expect(demo.getByText('Total: €1,200.00')).toBeVisible();
  });

  test('bootstrap specific: an add-on fills in its field', async ({page}) => {
    const demo = await openDemo(page, 'bootstrap-specific/input-add-ons');
    await demo.getByText('Generate', {exact: true}).click();
    await expect(demo.getByLabel('Coupon code')).toHaveValue(/^SAVE-[A-Z0-9]{6}$/);
  });

  test('other: a cascaded select follows and resets with its parent', async ({page}) => {
    const demo = await openDemo(page, 'other/cascaded-select');
    await expect(demo.getByLabel('Country')).toBeDisabled();
    await demo.getByLabel('Region').selectOption({label: 'Asia-Pacific'});
    await demo.getByLabel('Country').selectOption({label: 'Australia'});
    await demo.getByLabel('Office').selectOption({label: 'Sydney, Barangaroo'});
    await expect(demo.locator('pre')).toContainText('"office": "syd"');
    await demo.getByLabel('Region').selectOption({label: 'Americas'});
    await expect(demo.locator('pre')).toContainText('"country": null');
    await expect(demo.getByLabel('Country').locator('option')).toContainText(['Brazil', 'Canada']);
  });

  test('other: the Material autocomplete suggests, fills in and rejects unknown text', async ({page}) => {
    const demo = await openDemo(page, 'other/material-autocomplete');
    const to = demo.getByRole('combobox', {name: 'To'});
    await to.pressSequentially('pra');
    await demo.getByRole('option', {name: 'Prague (PRG)'}).click();
    await expect(to).toHaveValue('Prague (PRG)');
    await expect(demo.locator('pre')).toContainText('"to": "Prague (PRG)"');
    await to.fill('Atlantis');
    await to.press('Escape');
    await to.blur();
    await expect(demo.getByText('Pick one of the suggestions.')).toBeVisible();
  });

  test('other: the Material suffix button clears the field', async ({page}) => {
    const demo = await openDemo(page, 'other/material-prefix-suffix');
    const trackingCode = demo.getByRole('textbox', {name: 'Tracking code'});
    await expect(trackingCode).toHaveValue('PKG-2024-0042');
    await demo.getByRole('button', {name: 'Clear the tracking code'}).click();
    await expect(trackingCode).toHaveValue('');
  });
});
