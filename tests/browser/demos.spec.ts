import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {demoSourceFiles, type DemoFolder} from '../../lib/demo-folders';
import type {Page} from '@playwright/test';
import {builtPage, expectNoSeriousAxeViolations, switchColorScheme, untilPageIdle, waitForHydration} from './fixtures';
import {
  test,
  aloneDemoTest,
  expect,
  demos,
  demoBoxSelector,
  demoFrameSelector,
  demoPages,
  loadsOnRequest,
  openDemo,
  openDemoAlone,
  type DemoInteraction,
} from './demos';
import type {HostColorModeMessage} from '../../lib/host-protocol';
import {exampleInteractions} from './demo-interactions/examples';
import {oneOfEachKind} from './matrix';
import {fieldInteractions} from './demo-interactions/fields';

/**
 * Every live demo, booted once: it renders with no console error or warning,
 * passes axe, and then gets the interaction written for it, if any. A demo runs
 * in a bare host page (openDemoAlone) unless its interaction checks the docs page
 * around it; pages.spec.ts scans the docs pages with their demos left out.
 *
 * axe's colour rules, in light and dark mode, run on the demos that bring
 * colours of their own: each kit's field demos and kit demos (a kit component's
 * palette), and any demo whose sources set a colour. An example built from the
 * same kit components as those adds none: it gets the other rules only.
 */

const interactions: Record<string, DemoInteraction> = {...exampleInteractions, ...fieldInteractions};

/** A CSS colour or background declaration, or a kit's colour input (`color: 'warn'`), in a source file. */
const setsColour = /(^|[\s{;'"])(color|background(-color)?)\s*:/m;

/** Whether the demo's colours are its own, rather than those of kit components another demo already shows. */
function bringsOwnColours(demo: DemoFolder): boolean {
  return (
    demo.section.startsWith('fields/') ||
    demo.section === 'kits' ||
    demoSourceFiles(demo.dir).some((file) => setsColour.test(fs.readFileSync(path.join(demo.dir, file), 'utf8')))
  );
}

// Dates typed into and shown by the demos depend on the locale and time zone. With reduced
// motion the page's colour transitions take no time, so the dark scan does not wait them out;
// the kits' own transitions that ignore it (Ionic's labels) are still waited for.
test.use({locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce'});
// Booting a demo and scanning it takes seconds on a busy machine.
test.describe.configure({timeout: 120_000});

test('every demo is on a docs page, every field demo has an interaction, every interaction has a demo', () => {
  const names = demos.map((demo) => demo.name);
  expect(
    names.filter((name) => !demoPages.has(name)),
    'demos no page embeds',
  ).toEqual([]);
  expect(
    [...demoPages.keys()].filter((name) => !names.includes(name)),
    'pages embedding a missing demo',
  ).toEqual([]);
  expect(
    names.filter((name) => name.startsWith('fields/') && !interactions[name]),
    'field demos without an interaction',
  ).toEqual([]);
  expect(
    Object.keys(interactions).filter((name) => !names.includes(name)),
    'interactions for no demo',
  ).toEqual([]);
});

test("every demo's docs page shows its source files, the app first, and a StackBlitz button", () => {
  for (const demo of demos) {
    for (const route of demoPages.get(demo.name) ?? []) {
      const $ = cheerio.load(builtPage(route));
      const example = $(`section[aria-label="Live example: ${demo.title}"]`);
      expect(example, `the live example ${demo.name} on ${route}`).toHaveLength(1);
      const fileTabs = example
        .find('[role="tablist"]')
        .filter((_, list) => $(list).children('[role="tab"]').first().text() === 'app.ts');
      expect(
        fileTabs
          .first()
          .children('[role="tab"]')
          .map((_, tab) => $(tab).text())
          .get(),
        `the file tabs of ${demo.name} on ${route}`,
      ).toEqual(demoSourceFiles(demo.dir));
      expect(example.find('[role="tabpanel"]:not([hidden]) pre').first().text()).toContain('export class App');
      expect(example.find('button:contains("Open in StackBlitz")'), `${demo.name} on ${route}`).toHaveLength(1);
    }
  }
});

/** Boots the demo, scans it (in both colour modes when its colours are its own) and runs its interaction. */
async function checkDemo(page: Page, demo: DemoFolder): Promise<void> {
  const interaction = interactions[demo.name];
  const ownColours = bringsOwnColours(demo);
  const frame = interaction?.needsDocsPage ? await openDemo(page, demo) : await openDemoAlone(page, demo);
  await expectNoSeriousAxeViolations(page, {frame, rules: ownColours ? 'all' : 'structure'});
  if (ownColours) {
    await switchColorScheme(page, 'dark');
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSeriousAxeViolations(page, {frame, rules: 'colour'});
  }
  await interaction?.(frame, page);
}

const testName = (demo: DemoFolder) => (bringsOwnColours(demo) ? `${demo.name} (with its colours)` : demo.name);

// The demos run alone share their worker's tab (aloneDemoTest); those checked on their docs
// page get a new context each. Declared in two runs, each kind stays on the workers made for it.
// A demo with an interaction checks claims of its page: each runs. Of those that only render and
// scan, npm test runs one per kit and the pull-request workflow all (tests/browser/matrix.ts).
const scanned = [
  ...demos.filter((candidate) => interactions[candidate.name]),
  ...oneOfEachKind(
    demos.filter((candidate) => !interactions[candidate.name]),
    (demo) => demo.kit,
  ),
];
for (const demo of demos.filter(
  (candidate) => scanned.includes(candidate) && !interactions[candidate.name]?.needsDocsPage,
)) {
  aloneDemoTest(testName(demo), async ({page}) => checkDemo(page, demo));
}
for (const demo of demos.filter((candidate) => interactions[candidate.name]?.needsDocsPage)) {
  test(testName(demo), async ({page}) => checkDemo(page, demo));
}

test("PrimeNG's components follow the site's colour mode with no darkModeSelector in the app.config.ts readers copy", async ({
  page,
}) => {
  const demo = demos.find((candidate) => candidate.name === 'fields/primeng/input')!;
  const frame = await openDemoAlone(page, demo);
  const background = () =>
    frame
      .locator('.p-inputtext')
      .first()
      .evaluate((input) => getComputedStyle(input).backgroundColor);
  const light = await background();
  // The site turns dark while the system stays light, as when a reader picks dark mode on the site:
  // PrimeNG's default selector (the system preference) would keep the light palette.
  const message: HostColorModeMessage = {type: 'formly-demo:color-mode', colorMode: 'dark'};
  await page
    .locator(demoFrameSelector(demo))
    .evaluate((iframe: HTMLIFrameElement, data) => iframe.contentWindow!.postMessage(data, location.origin), message);
  await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(background).not.toBe(light);
  const config = fs.readFileSync(path.join(demo.dir, 'app.config.ts'), 'utf8');
  expect(config, "the file readers copy keeps PrimeNG's default").not.toContain('darkModeSelector');
});

test.describe('with a dark system preference', () => {
  test.use({colorScheme: 'dark'});

  test('a demo starts in dark mode, without a light first frame', async ({page}) => {
    const demo = demos.find((candidate) => !loadsOnRequest(candidate))!;
    await page.goto(demoPages.get(demo.name)![0]);
    await waitForHydration(page);
    await page.getByRole('region', {name: `Live example: ${demo.title}`}).scrollIntoViewIfNeeded();
    await expect(page.locator(demoFrameSelector(demo))).toHaveAttribute('src', /theme=dark/);
    await expect(page.frameLocator(demoFrameSelector(demo)).locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('when a demo starts', () => {
  const demo = demos.find((candidate) => !loadsOnRequest(candidate))!;
  const box = (page: Page) =>
    page
      .getByRole('region', {name: `Live example: ${demo.title}`})
      .locator(demoBoxSelector)
      .first();

  /** Opens the demo's page, in a viewport whose bottom edge is `below` pixels above the demo's box, and lets it idle. */
  async function openAbove(page: Page, below: number): Promise<void> {
    const route = demoPages.get(demo.name)![0];
    await page.goto(route);
    await waitForHydration(page);
    const top = await box(page).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    await page.setViewportSize({width: page.viewportSize()!.width, height: Math.round(top - below)});
    // Loaded again in that viewport: the first load may have started the demo already.
    await page.goto(route);
    await waitForHydration(page);
    await untilPageIdle(page);
  }

  test('a demo below the first screen waits for the reader to scroll, and starts before it is reached', async ({
    page,
  }) => {
    await openAbove(page, 100);
    // The page is loaded and idle: the demo would have started by now, had it been in view.
    await expect(page.locator(demoFrameSelector(demo))).toHaveCount(0);
    await page.evaluate(() => window.scrollBy(0, 20));
    await expect(page.locator(demoFrameSelector(demo))).toHaveCount(1);
    expect(
      await box(page).evaluate((element) => element.getBoundingClientRect().top - window.innerHeight),
      'the box is still below the viewport',
    ).toBeGreaterThan(0);
  });

  test('a demo in the first screen starts once the page is idle, without a scroll', async ({page}) => {
    await openAbove(page, -200);
    await expect(page.locator(demoFrameSelector(demo))).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
