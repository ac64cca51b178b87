/**
 * Lighthouse, mobile, default simulated throttling, over the page types of the
 * site and the intro page of a default Docusaurus site (bench/reference), both
 * production builds served gzipped, interleaved so that both see the same load
 * on the machine, each run in a new Chrome:
 *
 *   npm run build && npm run bench:lighthouse [-- --rounds 3] [-- --pages /,/docs/api/core]
 *
 * Absolute times on a shared machine swing from run to run; the ratios to the
 * reference measured in the same run are the figures to compare. Prints medians,
 * then how soon a live demo shows its form once it comes into view
 * (bench/demo-in-view.ts), on the same server.
 * A benchmark, not a test: it exits with 1 only when it cannot run.
 */
import {execFile, execFileSync} from 'node:child_process';
import {existsSync, promises as fs} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {parseArgs, promisify} from 'node:util';
import {gzipSync} from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import {chromiumLaunchOptions} from '../scripts/chromium';
import {runMain} from '../scripts/run-main';
import {benchDemoInView} from './demo-in-view';
import {median} from './stats';
import {CONTENT_TYPES, resolveFile} from '../lib/static-server';

/** The page types of issue 9, one page each. */
const sitePages = [
  '/',
  '/docs/guide/getting-started',
  '/docs/guide/validation',
  '/docs/api/core',
  '/docs/api/ui/bootstrap/input',
  '/docs/api/ui/material/datepicker',
  '/docs/examples/validation/built-in-validations',
  '/docs/examples/advanced/multi-step-form',
  '/blog/welcome',
];
const referencePage = '/docs/intro';
const referenceDir = path.resolve('bench/reference');

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  dom: number;
  /** Accessibility, best-practices and SEO audits that did not pass, with the elements they name. */
  failed: string[];
}

/**
 * One gzip-serving server for both builds, as a production host serves them:
 * requests to `localhost` get the site, requests to `127.0.0.1` the reference.
 */
async function serveBuilds(siteDir: string, port: number): Promise<Server> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const root = request.headers.host?.startsWith('127.0.0.1') ? path.join(referenceDir, 'build') : siteDir;
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const resolved = await resolveFile(root, pathname);
    const file = resolved ?? path.join(root, '404.html');
    if (!gzipped.has(file)) {
      gzipped.set(file, gzipSync(await fs.readFile(file)));
    }
    response.writeHead(resolved ? 200 : 404, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': pathname.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(gzipped.get(file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

interface LighthouseResult {
  categories: Record<string, {score: number | null; auditRefs: Array<{id: string; weight: number}>}>;
  audits: Record<
    string,
    {score: number | null; numericValue?: number; details?: {items?: Array<{node?: {selector?: string}}>}}
  >;
  runtimeError?: {code: string; message: string};
}

/**
 * One Lighthouse run through its command line, in its own Node process: under
 * tsx, functions Lighthouse sends into the page would carry tsx's helpers.
 */
async function audit(url: string, chromePort: number): Promise<Sample> {
  const {stdout} = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/lighthouse/cli/index.js',
      url,
      `--port=${chromePort}`,
      '--output=json',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
    ],
    {maxBuffer: 256 * 1024 * 1024},
  );
  const lhr = JSON.parse(stdout) as LighthouseResult;
  const {categories, audits, runtimeError} = lhr;
  if (runtimeError) {
    throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    dom: value('dom-size-insight'),
    failed: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          const nodes = (audits[ref.id].details?.items ?? []).flatMap((item) => item.node?.selector ?? []);
          return nodes.length ? `${ref.id} (${nodes.join('; ')})` : ref.id;
        }),
    ),
  };
}

/**
 * Each run in a Chrome of its own, as Lighthouse's command line does by
 * default and as a new reader arrives: in one shared Chrome, a page reuses the
 * renderer of the previous same-site page, whose V8 and ICU are already warm
 * (a page's first Intl.DateTimeFormat took 27.8 ms in a new tab, 0.2 ms after a
 * same-site navigation in the same tab).
 */
async function auditInNewBrowser(url: string): Promise<Sample> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    return await audit(url, chrome.port);
  } finally {
    chrome.kill();
  }
}

function medianSample(samples: Sample[]): Sample {
  const keys = (Object.keys(samples[0]) as Array<keyof Sample>).filter((key) => key !== 'failed');
  const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key] as number))]));
  return {...medians, failed: [...new Set(samples.flatMap((sample) => sample.failed))]} as Sample;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (value: number, reference: number) => (reference > 0 ? `${(value / reference).toFixed(2)}×` : '—');

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      'build-dir': {type: 'string', default: 'build'},
      rounds: {type: 'string', default: '3'},
      pages: {type: 'string'},
      port: {type: 'string', default: '3209'},
      'skip-reference-build': {type: 'boolean', default: false},
    },
  });
  const siteDir = path.resolve(values['build-dir'] ?? 'build');
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) {
    throw new Error(`--rounds must be a positive whole number, got "${values.rounds}".`);
  }
  const pages = values.pages ? values.pages.split(',').map((page) => page.trim()) : sitePages;
  await fs.access(path.join(siteDir, 'index.html')).catch(() => {
    throw new Error(`No production build in ${siteDir}: run npm run build first.`);
  });
  // The test build (npm run build:test, which npm test leaves in build/) loads an analytics script
  // that cannot be fetched offline: its failed request is an error in the console, and Lighthouse
  // marks best practices down for it on every page.
  if (existsSync(path.join(siteDir, '__tests'))) {
    throw new Error(
      `${siteDir} is the test build (it has __tests/ and a test analytics id): run npm run build first, so that ` +
        'Lighthouse measures what readers are served.',
    );
  }
  if (!values['skip-reference-build']) {
    console.log('Building the reference site (bench/reference)…');
    execFileSync('npx', ['docusaurus', 'build', referenceDir], {stdio: ['ignore', 'ignore', 'inherit']});
  }

  const port = Number(values.port);
  const server = await serveBuilds(siteDir, port);
  const targets = [
    {label: `reference ${referencePage}`, url: `http://127.0.0.1:${port}${referencePage}`},
    ...pages.map((page) => ({label: page, url: `http://localhost:${port}${page}`})),
  ];
  const samples = new Map<string, Sample[]>(targets.map((target) => [target.label, []]));
  try {
    for (let round = 1; round <= rounds; round += 1) {
      // Interleaved: each round visits the reference and every page once.
      for (const target of targets) {
        // On a loaded machine a run can time out; it is reported and left out of the medians.
        const sample = await auditInNewBrowser(target.url).catch((error: unknown) => {
          console.log(
            `round ${round}/${rounds} ${target.label}: run failed, left out: ${error instanceof Error ? error.message.split('\n').filter(Boolean).at(-1) : error}`,
          );
          return null;
        });
        if (!sample) {
          continue;
        }
        samples.get(target.label)!.push(sample);
        console.log(
          `round ${round}/${rounds} ${target.label}: perf ${sample.performance}, TBT ${Math.round(sample.tbt)} ms, LCP ${seconds(sample.lcp)}`,
        );
      }
    }
  } finally {
    server.close();
  }

  const medians = new Map(
    [...samples].filter(([, list]) => list.length).map(([label, list]) => [label, medianSample(list)]),
  );
  const reference = medians.get(targets[0].label);
  if (!reference) {
    throw new Error('Every run of the reference page failed: no ratios to print.');
  }
  console.log(`\nLighthouse ${rounds === 1 ? '(1 run)' : `medians of ${rounds} runs`}, mobile, simulated throttling:`);
  console.table(
    [...medians].map(([label, sample]) => ({
      page: label,
      runs: samples.get(label)!.length,
      perf: sample.performance,
      a11y: sample.accessibility,
      'best pr.': sample.bestPractices,
      seo: sample.seo,
      FCP: seconds(sample.fcp),
      LCP: seconds(sample.lcp),
      TBT: `${Math.round(sample.tbt)} ms`,
      CLS: sample.cls.toFixed(3),
      DOM: sample.dom,
      'TBT / ref': ratio(sample.tbt, reference.tbt),
      'LCP / ref': ratio(sample.lcp, reference.lcp),
      'perf - ref': sample.performance - reference.performance,
    })),
  );
  for (const [label, sample] of medians) {
    if (sample.failed.length) {
      console.log(`${label}: failing audits: ${sample.failed.join(', ')}`);
    }
  }

  const demoServer = await serveBuilds(siteDir, port);
  try {
    await benchDemoInView(`http://localhost:${port}`, rounds);
  } finally {
    demoServer.close();
  }
  return 0;
}

runMain(main);
