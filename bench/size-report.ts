/**
 * Compares what a first visit to each kind of page downloads in two production
 * builds, for the size comment that CI writes on a pull request:
 *
 *   node --import tsx bench/size-report.ts --base <base build dir> --head <head build dir>
 *
 * Prints a Markdown table of the gzipped first-load JavaScript and CSS of each
 * page, base, head and change. The pages and the measuring are those of
 * `npm run bench:weight` (bench/page-weight.ts). A page that one build lacks
 * (a sample added or removed by the pull request) is shown as new or removed.
 */
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

/** Measures the sample pages that the build in `buildDir` has. */
async function measurePresentPages(buildDir: string): Promise<FirstLoad[]> {
  const present: PageSample[] = [];
  for (const sample of samples) {
    if (await resolveFile(buildDir, sample.path)) {
      present.push(sample);
    }
  }
  return measureBuild(buildDir, present);
}

async function main(): Promise<number> {
  const {values} = parseArgs({options: {base: {type: 'string'}, head: {type: 'string'}}});
  if (!values.base || !values.head) {
    throw new Error('Usage: node --import tsx bench/size-report.ts --base <base build dir> --head <head build dir>');
  }
  const base = await measurePresentPages(path.resolve(values.base));
  const head = await measurePresentPages(path.resolve(values.head));
  process.stdout.write(comparisonTable(base, head));
  return 0;
}

if (require.main === module) runMain(main);
