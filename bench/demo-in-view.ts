/**
 * How soon a live demo shows its form once a reader brings it into view, in
 * Chromium at a phone's viewport, unthrottled, on a served production build.
 * Part of `npm run bench:lighthouse`, which serves the build.
 *
 * Each page is opened fresh, left to settle (hydrated, then an idle moment, as
 * a reader reads its top), and the demo is then brought into view two ways:
 * - scroll: the page scrolls down 100 px every 50 ms, a quick skim; the time
 *   runs from the moment the demo's box enters the viewport (0 when its form
 *   was already there);
 * - jump: the demo's box is scrolled straight into view, as a link to it does;
 *   the time runs from that scroll.
 * A demo already in view when the page loads (an example page's) is timed from
 * the load event instead, and both ways give that one figure.
 */
import {chromium, type Page} from '@playwright/test';
import {chromiumLaunchOptions} from '../scripts/chromium';
import {median} from './stats';

/** One page of each kind that embeds a demo: an example, an API field page and a UI kit page. */
export const demoPages = [
  '/docs/examples/validation/built-in-validations',
  '/docs/api/ui/bootstrap/input',
  '/docs/ui/bootstrap',
];

type Way = 'scroll' | 'jump';

const viewport = {width: 412, height: 823};
const frame = 'iframe[data-live-example]';

/** Resolves (in the page) with the time at which the demo's form shows. */
const formShown = (page: Page) =>
  page
    .waitForFunction(
      (selector) => {
        const form = document.querySelector<HTMLIFrameElement>(selector)?.contentDocument?.querySelector('formly-form');
        return form && form.getBoundingClientRect().height > 0 ? performance.now() : 0;
      },
      frame,
      {timeout: 30_000},
    )
    .then((handle) => handle.jsonValue());

async function timeOnce(page: Page, url: string, way: Way): Promise<{ms: number; inViewAtLoad: boolean}> {
  await page.goto(url, {waitUntil: 'load'});
  // The box the demo's frame fills; it is there, at its reserved height, before the frame is.
  const box = page.locator('section[aria-label^="Live example"] [class*="frameBox"]').first();
  // Before hydration ends the box can be in a tab panel not yet shown, with an all-zero
  // rectangle that would read as "in view"; its position counts once hydration is over.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const inViewAtLoad = await box.evaluate((element) => {
    const {top, bottom} = element.getBoundingClientRect();
    return bottom > 0 && top < innerHeight;
  });
  if (inViewAtLoad) {
    const shown = await formShown(page);
    const loaded = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    );
    return {ms: shown - loaded, inViewAtLoad};
  }
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  if (way === 'jump') {
    const started = await box.evaluate((element) => {
      element.scrollIntoView({block: 'center'});
      return performance.now();
    });
    return {ms: (await formShown(page)) - started, inViewAtLoad};
  }
  // Skim down until the box enters the viewport, noting when it did (in the page's clock).
  const entered = await box.evaluate(
    (element) =>
      new Promise<number>((resolve) => {
        const step = setInterval(() => {
          if (element.getBoundingClientRect().top < innerHeight) {
            clearInterval(step);
            resolve(performance.now());
          } else {
            scrollBy(0, 100);
          }
        }, 50);
      }),
  );
  return {ms: Math.max(0, (await formShown(page)) - entered), inViewAtLoad};
}

/** Prints, per page, the median time from the demo coming into view to its form showing. */
export async function benchDemoInView(origin: string, rounds: number): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows = [];
  try {
    for (const path of demoPages) {
      const times: Record<Way, number[]> = {scroll: [], jump: []};
      let atLoad = false;
      for (let round = 0; round < rounds; round += 1) {
        for (const way of ['scroll', 'jump'] as const) {
          const page = await browser.newPage({viewport});
          const {ms, inViewAtLoad} = await timeOnce(page, `${origin}${path}`, way);
          times[way].push(ms);
          atLoad = inViewAtLoad;
          await page.close();
        }
      }
      rows.push({
        page: path,
        'in view at load': atLoad ? 'yes' : 'no',
        'scroll: form after': `${Math.round(median(times.scroll))} ms`,
        'jump: form after': `${Math.round(median(times.jump))} ms`,
      });
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nLive demo, time from coming into view to the form showing (medians of ${rounds}, ${viewport.width}×${viewport.height}, unthrottled):`,
  );
  console.table(rows);
}
