import {demoSourceFiles} from '../../plugins/live-examples/demo-folders.mjs';
import type {Page} from '@playwright/test';
import {expectNoSeriousAxeViolations, switchColorScheme, untilPageIdle, waitForHydration} from './fixtures';
import {
  test,
  expect,
  demos,
  demoBoxSelector,
  demoFrameSelector,
  demoPages,
  loadsOnRequest,
  openDemo,
  type DemoInteraction,
} from './demos';
import {exampleInteractions} from './demo-interactions/examples';
import {fieldInteractions} from './demo-interactions/fields';

/**
 * Every live demo, booted once on its docs page: it renders in its iframe with
 * no console error or warning, passes axe in light and dark mode (following the
 * page's colour mode), shows its source files with a StackBlitz button, and then
 * gets the interaction written for it, if any. pages.spec.ts leaves the demos
 * out of its page checks, since booting one takes seconds.
 */

const interactions: Record<string, DemoInteraction> = {...exampleInteractions, ...fieldInteractions};

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

for (const demo of demos) {
  test(demo.name, async ({page}) => {
    const frame = await openDemo(page, demo);
    const example = page.getByRole('region', {name: `Live example: ${demo.title}`});
    // Examples shown in several kits also have a tab list of kits around the file tabs.
    const fileTabs = example.getByRole('tablist').filter({has: page.getByRole('tab', {name: 'app.ts', exact: true})});
    await expect(fileTabs.getByRole('tab')).toHaveText(demoSourceFiles(demo.dir));
    await expect(example.locator('[role="tabpanel"]:not([hidden]) pre').first()).toContainText('export class App');
    await expect(example.getByRole('button', {name: 'Open in StackBlitz'})).toBeVisible();

    await expectNoSeriousAxeViolations(page, {frame});
    await switchColorScheme(page, 'dark');
    await expect(frame.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectNoSeriousAxeViolations(page, {frame, colourRulesOnly: true});

    await interactions[demo.name]?.(frame, page);
  });
}

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
