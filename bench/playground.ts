/**
 * How fast the playground's form follows the editor, in Chromium, against a
 * production build:
 *
 *   npm run build && npm run bench:playground [-- --build-dir build --edits 20]
 *
 * Each edit types one character into a field's label in the Fields editor; the
 * time runs from that keystroke (a keydown on the page) until the sandboxed
 * frame's document shows the new label. Prints each time and the median, and
 * exits with 1 when the median exceeds the 150 ms target.
 *
 * It also prints the JavaScript (gzipped) /playground loads up to its load
 * event, next to a plain docs page's, and what it loads after (the editor);
 * each kit's frame document (one file holding its script), gzipped; and, for
 * each kit, the median time from opening /playground?kit=… to the form's first
 * field in the frame, over --visits fresh visits.
 */
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser} from '@playwright/test';
import {chromiumLaunchOptions} from '../scripts/chromium';
import {kilobytes, serveDirectory} from '../lib/static-server';
import {runMain} from '../scripts/run-main';
import {median} from './stats';
import {frameDocument, playgroundFrameDir, playgroundKits} from '../lib/playground-protocol';

const targetMs = 150;
const baseLabel = 'Label';
const fields = `[{"key": "name", "type": "input", "props": {"label": "${baseLabel}"}}]`;

declare global {
  interface Window {
    lastKeydownAt?: number;
    labelShownAt?: Promise<number>;
  }
}

/** Gzipped JavaScript the page's own document loads before and after its load event. */
async function scriptWeight(browser: Browser, url: string): Promise<{beforeLoad: number; afterLoad: number}> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(
    (address) => address.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const weight = {beforeLoad: 0, afterLoad: 0};
  let loaded = false;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.frame() !== page.mainFrame() || response.request().resourceType() !== 'script') {
      return;
    }
    const phase = loaded ? 'afterLoad' : 'beforeLoad';
    pending.push(
      response.body().then(
        (body) => void (weight[phase] += gzipSync(body, {level: 9}).length),
        () => undefined,
      ),
    );
  });
  page.on('load', () => (loaded = true));
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return weight;
}

/** Milliseconds from starting to open /playground in `kit` until the frame shows the starter's first field. */
async function timeToForm(browser: Browser, origin: string, kit: string): Promise<number> {
  const context = await browser.newContext({viewport: {width: 1400, height: 900}});
  const page = await context.newPage();
  await page.route(
    (address) => address.hostname !== 'localhost',
    (route) => route.abort(),
  );
  const started = Date.now();
  await page.goto(`${origin}/playground?kit=${kit}`);
  await page
    .frameLocator('iframe[title^="Form preview"]')
    .locator('formly-field input, formly-field textarea')
    .first()
    .waitFor();
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      'build-dir': {type: 'string', default: 'build'},
      edits: {type: 'string', default: '20'},
      visits: {type: 'string', default: '3'},
    },
  });
  const buildDir = path.resolve(values['build-dir'] ?? 'build');
  const edits = Number(values.edits);
  const visits = Number(values.visits);
  await fs.access(path.join(buildDir, playgroundFrameDir, frameDocument(playgroundKits[0]), 'index.html')).catch(() => {
    throw new Error(`No production build with the playground in ${buildDir}: run npm run build first.`);
  });
  const {server, origin} = await serveDirectory(buildDir);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times: number[] = [];
  try {
    const docs = await scriptWeight(browser, `${origin}/docs/guide/validation`);
    const playground = await scriptWeight(browser, `${origin}/playground`);
    console.log(
      `JavaScript up to the load event: /playground ${kilobytes(playground.beforeLoad)}, a docs page ${kilobytes(docs.beforeLoad)}; ` +
        `loaded after it by /playground (editor, field schema): ${kilobytes(playground.afterLoad)}`,
    );
    const documents: string[] = [];
    for (const kit of playgroundKits) {
      const document = await fs.readFile(path.join(buildDir, playgroundFrameDir, frameDocument(kit), 'index.html'));
      documents.push(`${kit} ${kilobytes(gzipSync(document, {level: 9}).length)}`);
    }
    console.log(`The frame's document with its script, gzipped: ${documents.join(', ')}`);
    const firstForm: string[] = [];
    for (const kit of playgroundKits) {
      const samples: number[] = [];
      for (let visit = 0; visit < visits; visit++) {
        samples.push(await timeToForm(browser, origin, kit));
      }
      firstForm.push(`${kit} ${median(samples)}`);
    }
    console.log(
      `Opening /playground to the form's first field, median of ${visits} visits (ms): ${firstForm.join(', ')}`,
    );
    const page = await browser.newPage({viewport: {width: 1400, height: 900}});
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.abort(),
    );
    await page.goto(`${origin}/playground`);
    const editor = page.locator('#playground-panel-config .cm-content');
    await editor.waitFor();
    const frameElement = await page.locator('iframe[title^="Form preview"]').elementHandle();
    const frame = await frameElement!.contentFrame();
    await frame!.waitForSelector('formly-form');
    await page.evaluate(() => {
      document.addEventListener('keydown', () => (window.lastKeydownAt = Date.now()), {capture: true});
    });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(fields);
    await frame!.getByText(baseLabel, {exact: true}).waitFor();
    // The caret goes just after the label's text: before `"}}]`.
    await page.keyboard.press('ControlOrMeta+End');
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('ArrowLeft');
    }
    for (let edit = 1; edit <= edits; edit++) {
      const expected = `${baseLabel}${'x'.repeat(edit)}`;
      // A string, not a function: tsx would wrap named functions in a helper the frame does not have.
      await frame!.evaluate(`(window.labelShownAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (Array.from(document.querySelectorAll('label')).some((element) => element.textContent.trim() === ${JSON.stringify(expected)})) {
            observer.disconnect();
            resolve(Date.now());
          }
        });
        observer.observe(document.body, {subtree: true, childList: true, characterData: true});
      }), 0)`);
      await page.keyboard.press('x');
      const shownAt = await frame!.evaluate(() => window.labelShownAt!);
      const typedAt = await page.evaluate(() => window.lastKeydownAt!);
      times.push(shownAt - typedAt);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`Keystroke to form, ${times.length} edits (ms): ${times.join(', ')}`);
  const result = median(times);
  console.log(`Median: ${result} ms (target < ${targetMs} ms): ${result < targetMs ? 'within target' : 'OVER TARGET'}`);
  return result < targetMs ? 0 : 1;
}

runMain(main);
