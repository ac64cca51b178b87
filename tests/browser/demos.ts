import fs from 'node:fs';
import path from 'node:path';
import type {ConsoleMessage, FrameLocator, Locator, Page} from '@playwright/test';
import {collectDemoFolders, type DemoFolder} from '../../lib/demo-folders';
import {docsRoute} from '../../lib/page-routes';
import {browserKits, type BrowserKitName} from '../../lib/kits';
import {colorModeParam, kitParam, type HostColorModeMessage} from '../../lib/host-protocol';
import {test as siteTest, demoTabTest, expect, hostPageIcon, waitForHydration, waitForSectionsInView} from './fixtures';

/**
 * The live demos and the docs pages that embed them, read from the sources: the
 * demo folders under demos/src and the `<LiveExample name="…">` elements of the
 * docs pages. A new demo folder and its page need no test edit.
 */

const siteDir = path.join(__dirname, '..', '..');
const docsDir = path.join(siteDir, 'docs');

export const demos: DemoFolder[] = collectDemoFolders(path.join(siteDir, 'demos'));

/** MDX files under `dir`, as paths relative to docs/. */
function mdxFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map((entry) => path.relative(docsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Route of every page that embeds a demo, by demo name. */
export const demoPages = new Map<string, string[]>();
for (const file of mdxFiles(docsDir)) {
  const source = fs.readFileSync(path.join(docsDir, file), 'utf8');
  for (const [, name] of source.matchAll(/<LiveExample\s[^>]*?\bname="([^"]+)"/g)) {
    demoPages.set(name, [...(demoPages.get(name) ?? []), docsRoute(file)]);
  }
}

/**
 * Kendo UI logs a notice that no licence key is installed from every component,
 * in an evaluation setup like ours. No other warning is expected from a demo.
 */
const kendoLicenceNotice = /Telerik and Kendo UI Licens|Kendo UI License|kendo-ui-license/i;

/**
 * The shared fixture fails a test on console errors and uncaught exceptions in
 * the page and its frames. Demos are held to a stricter rule: no warnings either.
 */
async function failOnDemoWarnings({page}: {page: Page}, use: (warnings: string[]) => Promise<void>): Promise<void> {
  const warnings: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const fromDemo = message.location().url.includes('/demos/');
    if (fromDemo && message.type() === 'warning' && !kendoLicenceNotice.test(message.text())) {
      warnings.push(message.text());
    }
  };
  page.on('console', onConsole);
  await use(warnings);
  page.off('console', onConsole);
  expect(warnings, 'console warnings from the demo').toEqual([]);
}

/** A test with a new browser context, for a demo on its docs page or a test that changes the tab. */
export const test = siteTest.extend<{demoWarnings: string[]}>({
  demoWarnings: [failOnDemoWarnings, {auto: true}],
});

/**
 * A test of demos run alone (openDemoAlone) in the tab its worker shares
 * (demoTabTest): the demos' bundles stay cached and compiled from one demo to the next.
 */
export const aloneDemoTest = demoTabTest.extend<{demoWarnings: string[]}>({
  demoWarnings: [failOnDemoWarnings, {auto: true}],
});

export {expect};

/** The box that holds a demo's frame, and its reserved height before the demo starts (LiveExample's frameBox class). */
export const demoBoxSelector = '[class*="frameBox"]';

/** The demo's iframe on its docs page. */
export const demoFrameSelector = (demo: DemoFolder) => `iframe[data-live-example="${demo.name}"]`;

/** Kits whose demos wait for a click before loading (the kit registry says which). */
const kitsLoadedOnRequest = new Set<string>(browserKits.filter((kit) => kit.loadOnRequest).map((kit) => kit.name));
export const loadsOnRequest = (demo: DemoFolder) => kitsLoadedOnRequest.has(demo.kit);

/**
 * Scrolls the docs page so that the demo's frame sits in the middle of the
 * viewport. Playwright cannot scroll the page to an element of the frame's
 * fixed overlay (a select's options), so an interaction calls this when the
 * page may have moved since the demo opened.
 */
export async function centreInView(frame: FrameLocator): Promise<void> {
  await frame.owner().evaluate((element) => element.scrollIntoView({block: 'center'}));
}

/**
 * Waits until the demo in `iframe` has rendered its form and its box on the docs page has taken
 * the height the demo reported: until then the box grows or shrinks, and whatever sits below it
 * (the example's file tabs) moves under a pointer about to click it.
 */
export async function waitForDemoHeight(iframe: Locator): Promise<void> {
  const frame = iframe.contentFrame();
  await expect(frame.locator('formly-form').first()).toBeVisible({timeout: 30_000});
  await expect
    .poll(() =>
      iframe.evaluate((element: HTMLIFrameElement, boxSelector) => {
        const root = element.contentDocument?.querySelector('.demo-root');
        const box = element.closest<HTMLElement>(boxSelector);
        return root && box ? Math.ceil(root.getBoundingClientRect().height) - box.getBoundingClientRect().height : null;
      }, demoBoxSelector),
    )
    .toBe(0);
}

/** Opens the docs page of a demo and returns the demo once its form has rendered. */
export async function openDemo(page: Page, demo: DemoFolder): Promise<FrameLocator> {
  const [route] = demoPages.get(demo.name) ?? [];
  expect(route, `no docs page embeds <LiveExample name="${demo.name}" />`).toBeDefined();
  const response = await page.goto(route);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  const iframe = page.locator(demoFrameSelector(demo));
  // The demo starts as its box nears the viewport, and the box sits at the top of the example:
  // bring the example's top into view (centring a tall example can leave the box far above).
  await page
    .getByRole('region', {name: `Live example: ${demo.title}`})
    .evaluate((example) => example.scrollIntoView({block: 'start'}));
  if (loadsOnRequest(demo)) {
    await expect(iframe).toHaveCount(0);
    // A section above the example that renders after the jump moves the button; click once none can.
    await waitForSectionsInView(page);
    await page.getByRole('button', {name: 'Load live demo'}).click();
  }
  await expect(iframe).toHaveCount(1);
  await iframe.scrollIntoViewIfNeeded();
  const frame = page.frameLocator(demoFrameSelector(demo));
  await expect(frame.locator('formly-form').first()).toBeVisible({timeout: 30_000});
  // Now that the demo has its own height, centre it: a control right under the sticky navbar
  // makes Playwright scroll it to the viewport's bottom edge, where its overlay would not fit.
  await centreInView(frame);
  // Embedded, the demo shows the form only, without its stand-alone header.
  await expect(frame.locator('.demo-chrome')).toHaveCount(0);
  return frame;
}

/** Width of the docs pages' content column at the tests' default 1280 px viewport, where demos render. */
const contentColumnWidth = 760;

/** A blank page on the site's origin (tests/browser/static), which openDemoAlone writes its host page into. */
const demoHostPage = '/__tests/demo-host/';

/**
 * Opens a demo in a bare host page instead of its docs page: an iframe on the
 * demos app's own route, with the query its docs page would give it (in `kit`,
 * the folder's own unless another is named), and a
 * script that forwards the colour-mode preference to it with the docs pages'
 * message (host-protocol.ts). The demo itself runs exactly as embedded; only the
 * docs page around it, which adds nothing to its checks, is left out. Returns the
 * demo once its form has rendered.
 *
 * The host markup is written into a served blank page rather than answered by a
 * route: a route would turn the tab's HTTP cache off.
 */
export async function openDemoAlone(
  page: Page,
  demo: DemoFolder,
  kit: BrowserKitName = demo.kit,
): Promise<FrameLocator> {
  const query = new URLSearchParams({[colorModeParam]: 'light', [kitParam]: kit});
  const message: Omit<HostColorModeMessage, 'colorMode'> = {type: 'formly-demo:color-mode'};
  const host = `<!doctype html>
<html lang="en" data-theme="light">
<head><title>${demo.title}</title>${hostPageIcon}<style>body { margin: 0; } iframe { display: block; border: 0; width: ${contentColumnWidth}px; height: 100vh; }</style></head>
<body><main>
<iframe title="Live example: ${demo.title}" data-live-example="${demo.name}" src="/demos/?${query}#/${demo.name}"></iframe>
<script>
  const frame = document.querySelector('iframe');
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const send = () => {
    const colorMode = dark.matches ? 'dark' : 'light';
    document.documentElement.dataset.theme = colorMode;
    frame.contentWindow.postMessage({...${JSON.stringify(message)}, colorMode}, location.origin);
  };
  dark.addEventListener('change', send);
  frame.addEventListener('load', send);
</script>
</main></body>
</html>`;
  // A new document each time: the last demo's host and its listeners go with the old one.
  const response = await page.goto(demoHostPage);
  expect(response?.status(), `${demoHostPage} is served (a test build: npm run build:test)`).toBeLessThan(400);
  await page.setContent(host);
  const frame = page.frameLocator(demoFrameSelector(demo));
  await expect(frame.locator('formly-form').first()).toBeVisible({timeout: 30_000});
  await expect(frame.locator('.demo-chrome')).toHaveCount(0);
  return frame;
}

/** The model, printed as JSON under each demo's form. */
export const model = (frame: FrameLocator) => frame.locator('pre');

/**
 * What a reader does with one demo, and what they should see. The demo runs
 * alone (openDemoAlone) unless the interaction is marked with onDocsPage.
 */
export type DemoInteraction = ((frame: FrameLocator, page: Page) => Promise<void>) & {needsDocsPage?: true};

/** Marks an interaction that checks the docs page around the demo (its frame box, its buttons). */
export function onDocsPage(interaction: (frame: FrameLocator, page: Page) => Promise<void>): DemoInteraction {
  return Object.assign(interaction, {needsDocsPage: true as const});
}

/**
 * Checks a checkbox or radio button and waits until it shows as checked. Unlike
 * Playwright's `check()`, it does not expect the state to change during the
 * click: kit components (NG-ZORRO, PrimeNG…) set it in their next change detection.
 */
export async function check(control: Locator): Promise<void> {
  if (!(await control.isChecked())) {
    await control.click();
  }
  await expect(control).toBeChecked();
}

/** Markup only the kit's own components render, one selector per kit. */
export const kitMarkup: Record<BrowserKitName, string> = {
  bootstrap: '.form-control, .form-select, .form-check-input',
  material: '.mat-mdc-form-field, mat-checkbox, mat-radio-group',
  ionic: 'ion-input, ion-select, ion-checkbox, ion-textarea, ion-radio-group',
  primeng: '.p-inputtext, p-select, p-checkbox, p-radiobutton',
  kendo: 'kendo-textbox, kendo-numerictextbox, kendo-dropdownlist, .k-input, .k-checkbox',
  'ng-zorro-antd': '.ant-input, nz-select, .ant-checkbox, .ant-radio-wrapper',
};
