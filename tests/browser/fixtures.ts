import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Frame,
  type FrameLocator,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import {DEFERRED_SECTION_CLASS} from '../../plugins/deferred-sections/className';
import {testHosts} from '../../scripts/chromium';
import {playgroundFrameDir} from '../../lib/playground-protocol';
import {siteIcon} from '../../config/site-icon';

/**
 * The icon declaration of a host page a test writes itself. A document that declares no
 * icon makes the browser ask for /favicon.ico, and a test should not depend on that file
 * by accident (routes.spec.ts checks it on purpose).
 */
export const hostPageIcon = `<link rel="icon" href="/${siteIcon}" />`;

/**
 * Shared fixture for every browser test:
 * - no request leaves the machine: the test browser resolves no host name but
 *   the local server's (testChromiumLaunchOptions), so a request elsewhere (the
 *   analytics tag) fails at once, and its failure is not a problem of the page;
 * - console errors and uncaught page errors are collected, and a test fails on
 *   any it did not expect.
 */
export interface PageProblems {
  messages: string[];
  /** Declares a message as expected; matching messages are not reported. */
  allow(pattern: RegExp): void;
}

/** A request the tests keep from leaving the machine (testHosts). */
function isOffMachine(message: ConsoleMessage): boolean {
  const {url} = message.location();
  return (
    /net::ERR_NAME_NOT_RESOLVED/.test(message.text()) && URL.canParse(url) && !testHosts.includes(new URL(url).hostname)
  );
}

/** Collects the page's console errors and uncaught exceptions while `use` runs, and fails on any not allowed. */
async function failOnProblems(page: Page, use: (problems: PageProblems) => Promise<void>): Promise<void> {
  const allowed: RegExp[] = [];
  const messages: string[] = [];
  const record = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) {
      messages.push(text);
    }
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !isOffMachine(message)) {
      record(`console.error: ${message.text()}`);
    }
  };
  const onPageError = (error: Error) => record(`uncaught: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await use({messages, allow: (pattern) => allowed.push(pattern)});
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  expect(messages, 'console errors or uncaught exceptions on the page').toEqual([]);
}

export const test = base.extend<{problems: PageProblems}>({
  problems: [async ({page}, use) => failOnProblems(page, use), {auto: true}],
});

/** Options of the tab a worker shares between its tests (tabPerWorker). */
type SharedTabOptions = Pick<BrowserContextOptions, 'locale' | 'timezoneId'>;

/**
 * A worker-scoped fixture: one tab, in a browser context of its own, that every
 * test of the worker navigates instead of getting a new browser context. The
 * browser then keeps the site's scripts, the demos' bundles and axe cached and
 * compiled between tests. The tab starts in light mode with reduced motion.
 */
function tabPerWorker(
  options: SharedTabOptions = {},
): [
  (args: {browser: Browser}, use: (page: Page) => Promise<void>, workerInfo: WorkerInfo) => Promise<void>,
  {scope: 'worker'},
] {
  return [
    async ({browser}: {browser: Browser}, use: (page: Page) => Promise<void>, workerInfo: WorkerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        colorScheme: 'light',
        reducedMotion: 'reduce',
        ...options,
      });
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ];
}

/** The shared tab, back in light mode: a test that changed the colour scheme does not pass it on. */
async function lightTab(tab: Page, use: (page: Page) => Promise<void>): Promise<void> {
  await tab.emulateMedia({colorScheme: 'light'});
  await use(tab);
}

/**
 * For a suite that loads many pages and checks each the same way (pages.spec.ts):
 * one tab per worker (tabPerWorker), which made a page's checks a quarter faster.
 * Each test still fails on its own page's console errors.
 */
export const sharedTabTest = base.extend<{problems: PageProblems}, {sharedTab: Page}>({
  sharedTab: tabPerWorker(),
  page: async ({sharedTab}, use) => lightTab(sharedTab, use),
  problems: [async ({page}, use) => failOnProblems(page, use), {auto: true}],
});

/**
 * For the live demos run alone (demos.ts, openDemoAlone): a tab per worker of its
 * own, under another fixture name than pages.spec.ts's, whose tab keeps the demos
 * from loading. Dates typed into and shown by the demos depend on the locale and
 * time zone, so both are fixed.
 */
export const demoTabTest = base.extend<{problems: PageProblems}, {demoTab: Page}>({
  demoTab: tabPerWorker({locale: 'en-US', timezoneId: 'UTC'}),
  page: async ({demoTab}, use) => lightTab(demoTab, use),
  problems: [async ({page}, use) => failOnProblems(page, use), {auto: true}],
});

/**
 * For the claim tests that compile forms just in time (jit-form.ts): each test gets a new tab of its
 * own, in a browser context its worker shares, so that the package modules a form imports (some 300)
 * come from the browser's cache, already compiled, after the worker's first form, rather than over the
 * network and through the parser each time: beside four other suites, the fifth boot of a Material
 * form took 0.7 s instead of 4.2 s. A tab's routes, init scripts and listeners end with it; what the
 * context keeps (storage, cookies) none of these tests writes.
 */
export const cachedContextTest = base.extend<{problems: PageProblems}, {cachedContext: BrowserContext}>({
  cachedContext: [
    async ({browser}, use, workerInfo) => {
      const context = await browser.newContext({baseURL: workerInfo.project.use.baseURL, colorScheme: 'light'});
      await use(context);
      await context.close();
    },
    {scope: 'worker'},
  ],
  page: async ({cachedContext}, use) => {
    const page = await cachedContext.newPage();
    await use(page);
    await page.close();
  },
  problems: [async ({page}, use) => failOnProblems(page, use), {auto: true}],
});

export {expect};

/**
 * Answers every request under `pathPrefix` (a frame's documents) with an empty
 * document titled `title`, so that a test scans the page around a frame, frame
 * included, without booting the application the frame would hold.
 */
export async function emptyFrames(page: Page, pathPrefix: string, title: string): Promise<void> {
  const body = `<!doctype html><html lang="en"><head><title>${title}</title>${hostPageIcon}</head><body></body></html>`;
  await page.route(
    (url) => url.pathname.startsWith(pathPrefix),
    (route) => route.fulfill({status: 200, contentType: 'text/html', body}),
  );
}

/** The documents of the site's two kinds of frame: a live demo's (`/demos/?kit=…`) and the playground's form. */
const skippedFrameDocuments = ['/demos/?', `/${playgroundFrameDir}/`];

/** Whether `url` is the document of a frame that skipFrames keeps from loading. */
export const isSkippedFrame = (url: string) => skippedFrameDocuments.some((prefix) => url.includes(prefix));

/**
 * Keeps the live demos and the playground's form from loading in a tab: an
 * iframe given one of their addresses gets about:blank instead, so a test scans
 * the page around them (without its frames) and boots no application. The page's
 * components create these frames in the browser, with setAttribute('src') or the
 * src property; both are caught. Unlike a route, this costs no round trip to Node
 * per request and leaves the HTTP cache on.
 */
export async function skipFrames(page: Page): Promise<void> {
  await page.addInitScript((prefixes: string[]) => {
    const skipped = (value: unknown) => prefixes.some((prefix) => String(value).includes(prefix));
    const srcProperty = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'src')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'src', {
      ...srcProperty,
      set(value: string) {
        srcProperty.set!.call(this, skipped(value) ? 'about:blank' : value);
      },
    });
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name: string, value: string) {
      const blank = this instanceof HTMLIFrameElement && name.toLowerCase() === 'src' && skipped(value);
      setAttribute.call(this, name, blank ? 'about:blank' : value);
    };
  }, skippedFrameDocuments);
}

/**
 * Presses the page's "Open in StackBlitz" button and returns the form the page
 * posted to StackBlitz, which the popup it opens gets answered locally.
 */
export async function openInStackBlitz(page: Page): Promise<URLSearchParams> {
  const stackBlitz = 'https://stackblitz.com/**';
  let posted = '';
  await page.context().route(stackBlitz, async (route) => {
    posted = route.request().postData() ?? '';
    await route.fulfill({status: 200, contentType: 'text/html', body: '<title>StackBlitz</title>'});
  });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', {name: 'Open in StackBlitz'}).click();
  await (await popup).waitForLoadState();
  await page.context().unroute(stackBlitz);
  return new URLSearchParams(posted);
}

/** The files of a project posted to StackBlitz, by path, as the project's files hold them. */
export function postedFiles(form: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    [...form].flatMap(([key, value]) => {
      const file = /^project\[files\]\[(.+)\]$/.exec(key)?.[1];
      // A form submission sends line breaks as CRLF (HTML's form encoding); the project's files have LF.
      return file ? [[file, value.replace(/\r\n/g, '\n')]] : [];
    }),
  );
}

/** A mid-range phone's viewport, as Lighthouse's mobile run emulates it. */
export const phoneViewport = {width: 412, height: 823};

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  // The server-rendered <html> already carries data-has-hydrated="false"; React sets it to "true".
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

/**
 * Waits until the browser has rendered every deferred section that the viewport
 * shows (plugins/deferred-sections). After a jump, such a section renders a frame
 * or two later and takes its real height, which moves what follows it: a click
 * made meanwhile can press on one element and release on another.
 */
export async function waitForSectionsInView(page: Page): Promise<void> {
  await page.waitForFunction(
    (sectionClass) =>
      Array.from(document.getElementsByClassName(sectionClass)).every((section) => {
        const {top, bottom} = section.getBoundingClientRect();
        const inView = bottom > 0 && top < window.innerHeight;
        return !inView || section.firstElementChild!.checkVisibility({contentVisibilityAuto: true});
      }),
    DEFERRED_SECTION_CLASS,
  );
}

/**
 * Resolves once the page has loaded and the browser has then had an idle
 * moment: by then, work a page defers until it is idle (a live demo in view)
 * has been started.
 */
export async function untilPageIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = () => requestIdleCallback(() => resolve());
        if (document.readyState === 'complete') {
          idle();
        } else {
          window.addEventListener('load', idle, {once: true});
        }
      }),
  );
}

/** The HTML the last build wrote for a route, such as `/docs/guide/validation`. */
export function builtPage(route: string): string {
  return fs.readFileSync(path.join(__dirname, '..', '..', 'build', route, 'index.html'), 'utf8');
}

/** Reads a JSON file that the last `docusaurus build` generated in .docusaurus/. */
export function readGenerated<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', '.docusaurus', file), 'utf8')) as T;
}

/**
 * The theme namespaces its local storage keys per site URL (Docusaurus v4
 * behaviour); this gives the full key for one of its base names, such as `theme`.
 */
export function storageKey(baseName: string): string {
  return `${baseName}${readGenerated<{namespace: string}>('site-storage.json').namespace}`;
}

export async function readStorage(page: Page, baseName: string): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), storageKey(baseName));
}

/** Seeds local storage before any page script runs (in the page itself: a sandboxed frame has no storage). */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  const namespaced = Object.fromEntries(Object.entries(entries).map(([name, value]) => [storageKey(name), value]));
  await page.addInitScript((values) => {
    if (window !== window.top) {
      return;
    }
    for (const [key, value] of Object.entries(values)) {
      localStorage.setItem(key, value);
    }
  }, namespaced);
}

/** The axe rules whose outcome depends on colours: the only ones worth running again in the other colour mode. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The lines of highlighted code blocks, which the scans leave out. What the
 * colour rules would check there, accessibility.spec.ts checks once for all:
 * the token colours come from one stylesheet, and it checks every token colour
 * the built pages use on its line background in both modes. Run on each of the
 * pages' 50,000 token spans, the same check took a third of axe's time. The
 * lines hold only the tokenizer's spans: no other rule has anything to check on them.
 */
const codeLines = '.prism-code .token-line';

/**
 * Merges the token spans of every highlighted code line into the line's text,
 * keeping its line break. The scans leave the lines out (codeLines), but axe
 * still walks every node of the page to find what a rule applies to, and the
 * spans are half the nodes of a page with code (3,400 of 7,400 on /docs/api/core):
 * merged, a structure scan there took 0.8 s instead of 1.7 s. The lines hold only
 * spans with a class and a <br> (checked here), so no rule loses anything to check.
 * It changes the page for good: call it when nothing but axe reads the page afterwards.
 */
export async function mergeCodeTokens(page: Page): Promise<void> {
  const unexpected = await page.evaluate((selector) => {
    const found = new Set<string>();
    for (const line of Array.from(document.querySelectorAll(selector))) {
      for (const element of Array.from(line.querySelectorAll('*'))) {
        const plainSpan =
          element.tagName === 'SPAN' && Array.from(element.attributes).every(({name}) => name === 'class');
        if (!plainSpan && element.tagName !== 'BR') {
          found.add(element.outerHTML.slice(0, 80));
        }
      }
      const lineBreak = line.querySelector(':scope > br');
      const text = line.textContent;
      line.textContent = text;
      if (lineBreak) {
        line.append(lineBreak);
      }
    }
    return [...found];
  }, codeLines);
  expect(unexpected, 'code lines hold only token spans and a line break').toEqual([]);
}

/**
 * The chrome every page of a template shares: the navbar, the docs sidebar and
 * the footer. A `structure` scan leaves it out, since the page of the template
 * whose colours are checked scans it with every rule (see templates.ts).
 */
const templateChrome = ['nav.navbar', '.theme-doc-sidebar-container', 'footer.footer'];

/**
 * Resolves two animation frames on in the page or frame: long enough for a render that something
 * scheduled to have run, zoneless change detection included (it runs in the frame after the next).
 * A test that expects nothing to change waits this long before it reads the page.
 */
export async function afterTwoFrames(target: Page | Frame): Promise<void> {
  await target.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until no CSS transition, and no animation that ends, runs in the page or
 * its frames, shadow trees included: colours read halfway through a colour-mode
 * switch, a hover or a fade-in (Material's error messages fade in over 300 ms)
 * would make axe's contrast check depend on timing. An animation that repeats
 * forever (a spinner) is not waited for. A document's getAnimations() leaves
 * out its shadow trees, where Ionic's components fade their label colour
 * (150 ms, reduced motion or not); each shadow root is asked itself.
 */
export async function waitForTransitions(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    // Two frames first: a change just made (a blur that shows an error message) is rendered, and its
    // animation started, by then.
    await afterTwoFrames(frame);
    // The predicate is synchronous: waitForFunction does not wait for a promise, which is always true.
    await frame.waitForFunction(() => {
      const roots: (Document | ShadowRoot)[] = [document];
      for (let index = 0; index < roots.length; index += 1) {
        roots[index]!.querySelectorAll('*').forEach((element) => {
          if (element.shadowRoot) {
            roots.push(element.shadowRoot);
          }
        });
      }
      return roots.every((root) =>
        root
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              (!(animation instanceof CSSTransition) && animation.effect?.getTiming().iterations === Infinity),
          ),
      );
    });
  }
}

/**
 * Violations in markup that a published UI kit package renders and the demos
 * cannot change (each checked in the package source under demos/node_modules).
 * Only the named rule on elements matching `selector` is let through; every
 * other rule still runs on them, and the same rule still runs everywhere else.
 */
export interface ThirdPartyMarkupException {
  /** `<package> <installed version> (<where>)`: tests/unit/kit-registry.test.ts checks the package is a kit's, at that version. */
  kit: string;
  rule: string;
  selector: string;
  reason: string;
}

export const thirdPartyMarkupExceptions: readonly ThirdPartyMarkupException[] = [
  {
    kit: '@progress/kendo-angular-dropdowns 23.4.0 (kendo-multiselect, in the multiple-select type of docs/ui/kendo.mdx)',
    rule: 'aria-input-field-name',
    selector: 'kendo-multiselect kendo-taglist',
    reason:
      'Kendo UI renders the chosen items as <kendo-taglist role="listbox"> with no name and no input to give it one; ' +
      'the combobox next to it, which the label names, is the control a reader operates.',
  },
  {
    kit: '@ngx-formly/kendo 7.1.0 (input, type number)',
    rule: 'label',
    selector: 'kendo-numerictextbox input',
    reason:
      'The template puts formlyAttributes (and so the field id the label points at) on the <kendo-numerictextbox> host; ' +
      'the <input> Kendo renders inside gets its own generated id, so no label is associated with it.',
  },
  {
    kit: '@ngx-formly/ng-zorro-antd 7.0.1 (input, type number)',
    rule: 'label',
    selector: 'nz-input-number input',
    reason:
      'The template puts formlyAttributes (and the field id the label points at) on the <nz-input-number> host, ' +
      'not on the <input> NG-ZORRO renders inside it.',
  },
  {
    kit: '@ngx-formly/ng-zorro-antd 7.0.1 (select)',
    rule: 'label',
    selector: 'nz-select nz-select-search input',
    reason:
      'The field id the label points at is on the <nz-select> host; the search <input> NG-ZORRO renders inside it has none.',
  },
  {
    kit: '@ngx-formly/kendo 7.1.0 (select)',
    rule: 'aria-input-field-name',
    selector: 'kendo-dropdownlist, kendo-dropdownlist *, .k-popup [role="listbox"]',
    reason:
      'The template puts formlyAttributes (and the field id the label points at) on the <kendo-dropdownlist> host; ' +
      'the combobox element Kendo renders inside it gets a generated id that no label names.',
  },
  {
    kit: '@ngx-formly/ionic 7.1.0 (radio)',
    rule: 'aria-required-children',
    selector: 'ion-list',
    reason:
      'The template wraps <ion-radio-group> in <ion-list>, which Ionic gives role="list"; a radio group is not a list item.',
  },
];

/** Whether the element axe reported (`target`: frame selectors, then the element's) is covered by an exception for `rule`. */
async function isThirdPartyException(scope: Page | FrameLocator, rule: string, target: string[]): Promise<boolean> {
  const selectors = thirdPartyMarkupExceptions
    .filter((exception) => exception.rule === rule)
    .map((exception) => exception.selector);
  if (selectors.length === 0) {
    return false;
  }
  let container: Page | FrameLocator = scope;
  for (const frameSelector of target.slice(0, -1)) {
    container = container.frameLocator(frameSelector);
  }
  return container
    .locator(target.at(-1)!)
    .first()
    .evaluate((element, candidates) => candidates.some((selector) => element.matches(selector)), selectors);
}

/** What one axe run reports; only violations are collected. */
type AxeViolations = axe.Result[];

/**
 * Which axe rules a scan runs: every one; only those whose outcome depends on
 * colours (`colour`); or every other one (`structure`), the scan a page gets when
 * another page of its template has its colours checked (see templates.ts),
 * without the chrome the template's pages share (templateChrome).
 */
export type AxeRules = 'all' | 'colour' | 'structure';

/**
 * Rules axe leaves off by default that the scans turn on: label in name (WCAG
 * 2.5.3), so that a link's or button's accessible name contains the text it shows.
 */
const extraRules = ['label-content-name-mismatch'];

/** axe's run options for a set of rules. */
function axeRunOptions(rules: AxeRules): axe.RunOptions {
  const enabled = (ids: string[], on: boolean) => Object.fromEntries(ids.map((id) => [id, {enabled: on}]));
  const base: axe.RunOptions = {resultTypes: ['violations']};
  switch (rules) {
    case 'colour':
      return {...base, runOnly: {type: 'rule', values: colourRules}};
    case 'structure':
      return {...base, rules: {...enabled(extraRules, true), ...enabled(colourRules, false)}};
    case 'all':
      return {...base, rules: enabled(extraRules, true)};
  }
}

/**
 * axe's minified build: half the size of `axe.source`, the unminified one, and
 * so about half the time to send to the page and compile there, which every
 * scanned page pays once.
 */
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe into a frame's document unless it is there already. Loading it
 * takes about as long as a scan, and @axe-core/playwright's AxeBuilder loads it
 * again on every run, twice into the top document.
 */
async function loadAxe(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => 'axe' in window))) {
    await frame.evaluate(axeSource);
  }
}

/**
 * Runs axe in `frame`'s document, and through axe's own frame messaging in the
 * same-origin frames inside it, which need axe loaded too (as AxeBuilder's
 * legacy mode does). Only violations are collected: collecting every passing
 * node is most of axe's time on a long page. Code lines are left out (see codeLines).
 */
async function runAxe(frame: Frame, innerFrames: Frame[], rules: AxeRules, within?: string): Promise<AxeViolations> {
  await loadAxe(frame);
  // A frame that goes away meanwhile (a demo reloading) is simply not scanned, as with AxeBuilder.
  await Promise.all(innerFrames.map((inner) => loadAxe(inner).catch(() => undefined)));
  const exclude = rules === 'structure' ? [codeLines, ...templateChrome] : [codeLines];
  // Without inner frames to scan, axe need not ask each frame on the page for results.
  const options = {...axeRunOptions(rules), iframes: innerFrames.length > 0};
  const context: {include?: string[]; exclude: string[]} = within ? {include: [within], exclude} : {exclude};
  return frame.evaluate(
    ([options, context]) =>
      (window as unknown as {axe: typeof axe}).axe
        .run(context as axe.ElementContext, options)
        .then((results) => results.violations),
    [options, context] as const,
  );
}

/** Runs axe in one frame's own document (a live demo's), not in the docs page around it. */
async function frameViolations(frame: FrameLocator, rules: AxeRules): Promise<AxeViolations> {
  const contentFrame = await (await frame.owner().elementHandle())!.contentFrame();
  expect(contentFrame, 'the frame has a document').toBeTruthy();
  return runAxe(contentFrame!, contentFrame!.childFrames(), rules);
}

/** Runs axe on the whole page, its same-origin frames included. */
async function pageViolations(
  page: Page,
  rules: AxeRules,
  withFrames: boolean,
  within?: string,
): Promise<AxeViolations> {
  return runAxe(page.mainFrame(), withFrames ? page.frames().slice(1) : [], rules, within);
}

/**
 * Runs axe on the page, or only in `frame`, and fails on serious and critical
 * violations, naming each rule and element, but for the third-party markup
 * listed in thirdPartyMarkupExceptions. `rules` says which rules run (AxeRules);
 * `withFrames: false` leaves the page's frames out (stubbed ones, see emptyFrames);
 * `within` (a selector) scans only that part of the page.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  {
    frame,
    rules = 'all',
    withFrames = true,
    within,
  }: {frame?: FrameLocator; rules?: AxeRules; withFrames?: boolean; within?: string} = {},
): Promise<void> {
  // Colours read halfway through a transition would make the colour rules depend on timing.
  if (rules !== 'structure') {
    await waitForTransitions(page);
  }
  const violations = frame
    ? await frameViolations(frame, rules)
    : await pageViolations(page, rules, withFrames, within);
  const blocking: string[] = [];
  for (const violation of violations.filter(({impact}) => impact === 'serious' || impact === 'critical')) {
    const targets: string[] = [];
    for (const node of violation.nodes) {
      const target = node.target.map(String);
      if (!(await isThirdPartyException(frame ?? page, violation.id, target))) {
        targets.push(target.join(' '));
      }
    }
    if (targets.length > 0) {
      blocking.push(`${violation.id}: ${targets.join(', ')}`);
    }
  }
  const colorMode = await page.locator('html').getAttribute('data-theme');
  const where = frame ? `the frame ${await frame.owner().getAttribute('src')} of ${page.url()}` : page.url();
  expect(
    blocking,
    `serious or critical axe violations in ${where} in ${colorMode} mode (markup that a UI kit's package renders ` +
      "and the demos cannot change, such as a new kit's, goes into thirdPartyMarkupExceptions in " +
      'tests/browser/fixtures.ts: the package and version whose source shows it, the rule, a selector, the reason)',
  ).toEqual([]);
}

/**
 * Switches the system colour preference and waits until the page (which follows
 * it while the reader has chosen nothing) shows that mode.
 */
export async function switchColorScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({colorScheme});
  await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
}
