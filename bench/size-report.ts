/**
 * Compares what a first visit to each kind of page downloads in two production
 * builds, for the size report that CI writes on a pull request:
 *
 *   node --import tsx bench/size-report.ts --head <build dir> --base <base build dir>
 *   node --import tsx bench/size-report.ts --head <build dir> --base-stats <stats file>
 *   node --import tsx bench/size-report.ts --head <build dir> --write-stats <stats file>
 *
 * Prints a Markdown table of the gzipped first-load JavaScript and CSS of each
 * page, base, head and change. The pages and the measuring are those of
 * `npm run bench:weight` (bench/page-weight.ts). A page that one build lacks
 * (a sample added or removed by the pull request) is shown as new or removed.
 *
 * The base is either a build, measured here, or the figures measured earlier from one
 * (`--write-stats` stores a build's figures as JSON; CI stores main's with each push, so
 * that a pull request need not build its base). When the stats file is missing, the
 * table shows the head's figures alone and says why.
 */
import {existsSync, promises as fs} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {measureBuild, samples, type PageSample, type Weight} from './page-weight';
import {kilobytes, resolveFile} from '../lib/static-server';
import {runMain} from '../scripts/run-main';

/** The figures of one page that the comparison shows. */
export type FirstLoad = PageSample & Pick<Weight, 'js' | 'css'>;

const noValue = '—';

function signedBytes(bytes: number): string {
  const sign = bytes > 0 ? '+' : bytes < 0 ? '-' : '';
  return `${sign}${Math.abs(bytes).toLocaleString('en')} B`;
}

/** The change from base to head: exact bytes, since a few bytes hide in the rounding of the KB columns. */
function change(base: number | undefined, head: number | undefined): string {
  if (base === undefined) {
    return 'new page';
  }
  if (head === undefined) {
    return 'removed';
  }
  const difference = head - base;
  if (difference === 0 || base === 0) {
    return signedBytes(difference);
  }
  const percent = (difference / base) * 100;
  return `${signedBytes(difference)} (${percent > 0 ? '+' : ''}${percent.toFixed(1)}%)`;
}

const size = (bytes: number | undefined) => (bytes === undefined ? noValue : kilobytes(bytes));

/** The Markdown comparison of two measurement sets, one row per page path, in head's order then base's. */
export function comparisonTable(base: FirstLoad[], head: FirstLoad[]): string {
  const basePages = new Map(base.map((page) => [page.path, page]));
  const headPages = new Map(head.map((page) => [page.path, page]));
  const pages = [...head, ...base.filter((page) => !headPages.has(page.path))];
  const rows = pages.map(({label, path: pagePath}) => {
    const before = basePages.get(pagePath);
    const after = headPages.get(pagePath);
    return [
      `${label} \`${pagePath}\``,
      size(before?.js),
      size(after?.js),
      change(before?.js, after?.js),
      size(before?.css),
      size(after?.css),
      change(before?.css, after?.css),
    ];
  });
  return [
    '### First-load JavaScript and CSS',
    '',
    "Gzipped bytes that a first visit to each kind of page loads in its own document (a live example's frame loads separately and is not counted), in the base branch and with this pull request.",
    '',
    '| Page | JS base | JS head | JS change | CSS base | CSS head | CSS change |',
    '| :--- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
  ].join('\n');
}

/** The stored figures of one build, as `--write-stats` writes them. */
export interface SizeStats {
  format: typeof statsFormat;
  pages: FirstLoad[];
}

const statsFormat = 'formly-size-stats/1';

export function serializeStats(pages: FirstLoad[]): string {
  const stats: SizeStats = {format: statsFormat, pages};
  return `${JSON.stringify(stats, null, 2)}\n`;
}

/** The figures of a stats file; throws, naming the file and what is wrong, on anything else. */
export function parseStats(text: string, file: string): FirstLoad[] {
  const fail = (what: string): never => {
    throw new Error(`${file}: not a size stats file written by bench/size-report.ts --write-stats (${what})`);
  };
  let stats: unknown;
  try {
    stats = JSON.parse(text);
  } catch {
    return fail('not JSON');
  }
  const {format, pages} = (stats ?? {}) as Partial<SizeStats>;
  if (format !== statsFormat) {
    return fail(`format ${JSON.stringify(format)}, expected "${statsFormat}"`);
  }
  if (!Array.isArray(pages)) {
    return fail('no pages list');
  }
  return pages.map((page: Partial<FirstLoad>, index) => {
    const {label, path: pagePath, js, css} = page ?? {};
    const isSize = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;
    if (
      typeof label !== 'string' ||
      typeof pagePath !== 'string' ||
      !pagePath.startsWith('/') ||
      !isSize(js) ||
      !isSize(css)
    ) {
      return fail(`page ${index} is not {label, path, js, css} with a path from / and byte counts`);
    }
    return {label, path: pagePath, js: js!, css: css!};
  });
}

/** The head's figures alone, when there is no base to compare with, and the reason. */
export function headOnlyTable(head: FirstLoad[], reason: string): string {
  return [
    '### First-load JavaScript and CSS',
    '',
    `Gzipped bytes that a first visit to each kind of page loads in its own document, with this pull request. ${reason}`,
    '',
    '| Page | JS | CSS |',
    '| :--- | ---: | ---: |',
    ...head.map(({label, path: pagePath, js, css}) => `| ${label} \`${pagePath}\` | ${size(js)} | ${size(css)} |`),
    '',
  ].join('\n');
}

/** Measures the sample pages that the build in `buildDir` has. */
async function measurePresentPages(buildDir: string): Promise<FirstLoad[]> {
  const present: PageSample[] = [];
  for (const sample of samples) {
    if (await resolveFile(buildDir, sample.path)) {
      present.push(sample);
    }
  }
  const weights = await measureBuild(buildDir, present);
  // Only the figures the report shows, so that a stored stats file holds nothing else.
  return weights.map(({label, path: pagePath, js, css}) => ({label, path: pagePath, js, css}));
}

const usage =
  'Usage: node --import tsx bench/size-report.ts --head <build dir> [--base <base build dir> | --base-stats <stats file>] [--write-stats <stats file>]';

/** Why the table has no base column: what a reader of the pull request needs to know. */
const missingStats = (file: string) =>
  `The base branch's stored figures (\`${file}\`) were not found, so there is nothing to compare with: CI stores them as the \`size-stats\` artifact of each push to the base branch, and that run may not have finished, may have failed, or its artifact may have expired. Re-running this job once that run has passed compares the two.`;

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      base: {type: 'string'},
      'base-stats': {type: 'string'},
      head: {type: 'string'},
      'write-stats': {type: 'string'},
    },
  });
  const {head: headDir, base: baseDir, 'base-stats': baseStats, 'write-stats': writeStats} = values;
  if (!headDir || (baseDir && baseStats) || (!baseDir && !baseStats && !writeStats)) {
    throw new Error(usage);
  }
  const head = await measurePresentPages(path.resolve(headDir));
  if (writeStats) {
    await fs.writeFile(writeStats, serializeStats(head));
  }
  if (baseDir) {
    process.stdout.write(comparisonTable(await measurePresentPages(path.resolve(baseDir)), head));
  } else if (baseStats) {
    process.stdout.write(
      existsSync(baseStats)
        ? comparisonTable(parseStats(await fs.readFile(baseStats, 'utf8'), baseStats), head)
        : headOnlyTable(head, missingStats(baseStats)),
    );
  }
  return 0;
}

if (require.main === module) runMain(main);
