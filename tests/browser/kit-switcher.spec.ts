import fs from 'node:fs';
import path from 'node:path';
import type {FrameLocator, Page} from '@playwright/test';
import {otherKitsCode} from '../../lib/kit-code';
import {browserKits, kitByName, type BrowserKitName} from '../../lib/kits';
import {test, expect, readStorage, waitForHydration} from './fixtures';
import {aloneDemoTest, demoBoxSelector, demos, kitMarkup, openDemoAlone} from './demos';
import {firstSwitchableOfEachCategory, kitExamples} from '../../scripts/kit-examples';

/**
 * The kit switcher of the example pages: each kit renders the demo with its own
 * markup, the app.config.ts tab shows that kit's import, and the choice is
 * shared (the address), remembered (local storage, across pages and reloads)
 * and synced with the kit tabs of the guides.
 */
const buildDir = path.join(__dirname, '..', '..', 'build');
const examples = kitExamples();
const samples = firstSwitchableOfEachCategory(examples);

function kitTab(page: Page, kit: BrowserKitName) {
  return page.getByRole('tab', {name: kitByName(kit).label, exact: true});
}

/** The demo iframe of the page once its form has rendered in `kit`. */
async function demoIn(page: Page, name: string, kit: BrowserKitName): Promise<FrameLocator> {
  const iframe = page.locator(`iframe[data-live-example="${name}"]`);
  // A demo starts once its box is in view: bring the shown kit's box there.
  await page.locator(`${demoBoxSelector}:visible`).first().scrollIntoViewIfNeeded();
  await expect(iframe).toHaveAttribute('data-kit', kit);
  await expect(iframe).toHaveAttribute('src', new RegExp(`[?&]kit=${kit}\\b`));
  const demo = page.frameLocator(`iframe[data-live-example="${name}"]`);
  await expect(demo.locator('formly-form').first()).toBeVisible({timeout: 20_000});
  return demo;
}

test('every category with kit-agnostic examples is sampled, and every browser kit is offered', () => {
  expect(samples.length).toBeGreaterThan(1);
  const offered = new Set(samples.flatMap((example) => example.kits));
  expect([...offered].sort()).toEqual(browserKits.map((kit) => kit.name).sort());
});

/** Fails unless the demo shows `kit`'s markup and no other kit's. */
async function expectKitMarkup(demo: FrameLocator, kit: BrowserKitName): Promise<void> {
  await expect(demo.locator(kitMarkup[kit]).first()).toBeAttached();
  // Bootstrap's markup is plain classes, which an example's own template may
  // use too; the other kits' markup comes only from their components.
  for (const [other, selector] of Object.entries(kitMarkup)) {
    if (other !== kit && other !== 'bootstrap') {
      await expect(demo.locator(selector), `${other} markup in the ${kit} demo`).toHaveCount(0);
    }
  }
}

// The switcher itself is one component: it is driven through every kit on the first sample.
// Each other sample's kit variants are apps of their own, each booted once, alone.
const [switcherSample, ...otherSamples] = samples;

test(`${switcherSample.name}: the switcher shows every kit it offers, with its own markup and its own app.config.ts`, async ({
  page,
  problems,
}) => {
  const example = switcherSample;
  // Kendo UI logs a licence notice in an evaluation set-up like ours.
  problems.allow(/Kendo UI|Telerik/i);
  test.setTimeout(30_000 + example.kits.length * 20_000);
  await page.goto(`/docs/examples/${example.name}`);
  await waitForHydration(page);
  const switcher = page.getByRole('tablist').filter({has: kitTab(page, example.kits[0])});
  await expect(switcher.getByRole('tab')).toHaveText(example.kits.map((kit) => kitByName(kit).label));
  // Kits left out are named next to the switcher.
  for (const kit of browserKits.filter((candidate) => !example.kits.includes(candidate.name))) {
    await expect(page.getByText(new RegExp(`Not available in [^.]*${kit.label}`))).toBeVisible();
  }
  // The page opens on the folder's own kit; visit the others, then come back to it.
  for (const kit of [...example.kits.slice(1), example.kits[0]]) {
    await kitTab(page, kit).click();
    await expect(kitTab(page, kit)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]kit=${kit}\\b`));
    await expectKitMarkup(await demoIn(page, example.name, kit), kit);
    const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
    await panel.getByRole('tab', {name: 'app.config.ts', exact: true}).click();
    const pkg = kitByName(kit).package;
    const config = panel.locator('[role="tabpanel"]:not([hidden]) pre');
    await expect(config).toContainText(`from '${pkg}'`);
    // Another kit's file is known only in the browser, and highlighted there.
    await expect(config.locator('.token.keyword').first()).toBeVisible();
    // Every file the reader sees in this kit is this kit's: no other kit's package, feature or CSS classes.
    const files = panel.getByRole('tablist').first().getByRole('tab');
    for (let index = 0; index < (await files.count()); index++) {
      await files.nth(index).click();
      const shown = await config.innerText();
      expect(otherKitsCode(shown, kit), `${await files.nth(index).innerText()} in ${kit}`).toEqual([]);
    }
  }
});

test('the choice is shared by the address, remembered across pages and reloads, and selects the guides tab', async ({
  page,
}) => {
  const [first, second] = samples;
  await page.goto(`/docs/examples/${first.name}?kit=material`);
  await waitForHydration(page);
  await expect(kitTab(page, 'material')).toHaveAttribute('aria-selected', 'true');
  await demoIn(page, first.name, 'material');

  await kitTab(page, 'ionic').click();
  await expect.poll(() => readStorage(page, 'docusaurus.tab.kit')).toBe('ionic');

  // Another example, reached without the query parameter: the stored choice applies.
  await page.goto(`/docs/examples/${second.name}`);
  await waitForHydration(page);
  await expect(kitTab(page, 'ionic')).toHaveAttribute('aria-selected', 'true');
  await demoIn(page, second.name, 'ionic');

  await page.reload();
  await waitForHydration(page);
  await expect(kitTab(page, 'ionic')).toHaveAttribute('aria-selected', 'true');
  await demoIn(page, second.name, 'ionic');

  // The guides' kit tabs read the same choice.
  await page.goto('/docs/guide/getting-started');
  await waitForHydration(page);
  await expect(kitTab(page, 'ionic')).toHaveAttribute('aria-selected', 'true');
});

test('a kit-specific example keeps its kit and says why', async ({page}) => {
  const fixed = examples.find((example) => example.kits.length === 1 && example.section.endsWith('-specific'))!;
  const label = kitByName(fixed.kits[0]).label;
  await page.goto(`/docs/examples/${fixed.name}?kit=ionic`);
  await waitForHydration(page);
  await expect(page.getByText(new RegExp(`^Shown in ${label} only\\. .+`))).toBeVisible();
  await expect(page.getByRole('tab', {name: kitByName('ionic').label, exact: true})).toHaveCount(0);
  await demoIn(page, fixed.name, fixed.kits[0]);
});

test('every link of the kit matrix resolves', async ({page}) => {
  await page.goto('/docs/ui/overview');
  await waitForHydration(page);
  const table = page.getByRole('table', {name: 'Field types and wrappers of each UI kit'});
  await expect(table).toBeVisible();
  const hrefs = await table
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    expect(await response.text(), href).toContain('<h1');
  }
});

// Last in the file: run alone in the tab their worker shares (aloneDemoTest), these tests
// stay on the workers made for them.
for (const example of otherSamples) {
  aloneDemoTest(
    `${example.name}: every kit it offers renders its own markup, and has its own app.config.ts`,
    async ({page, problems}) => {
      // Kendo UI logs a licence notice in an evaluation set-up like ours.
      problems.allow(/Kendo UI|Telerik/i);
      const demo = demos.find((candidate) => candidate.name === example.name)!;
      // The page's switcher fetches the files the other kits change from the demos build.
      const changed = JSON.parse(
        fs.readFileSync(path.join(buildDir, 'demos', 'kit-sources', `${example.name}.json`), 'utf8'),
      );
      for (const kit of example.kits) {
        await expectKitMarkup(await openDemoAlone(page, demo, kit), kit);
        if (kit !== demo.kit) {
          expect(changed[kit]['app.config.ts'], `app.config.ts of ${example.name} in ${kit}`).toContain(
            `from '${kitByName(kit).package}'`,
          );
        }
      }
    },
  );
}
