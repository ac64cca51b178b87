/**
 * `npm run api`: regenerates the API reference under docs/api from the typings of the
 * @ngx-formly packages installed in demos/node_modules.
 *
 *   node --import tsx scripts/api/generate.ts [--out <dir>] [--live-examples]
 *
 * --out writes somewhere else (the drift test uses a temporary directory);
 * --live-examples overrides `apiDocsSettings.liveExamples` for a trial run.
 */
import path from 'node:path';
import {API_DOCS_DIR, apiDocsSettings, type ApiDocsSettings} from './config';
import {generateApiDocs, writeApiDocs} from './pipeline';

function parseArgs(argv: string[]): {outDir: string; settings: ApiDocsSettings} {
  let outDir = API_DOCS_DIR;
  const settings = {...apiDocsSettings};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') outDir = path.resolve(argv[++i] ?? '');
    else if (arg === '--live-examples') settings.liveExamples = true;
    else throw new Error(`Unknown argument ${arg}`);
  }
  return {outDir, settings};
}

function main(): void {
  const started = performance.now();
  const {outDir, settings} = parseArgs(process.argv.slice(2));
  const files = generateApiDocs(settings);
  const {written, removed} = writeApiDocs(outDir, files);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pages = [...files.keys()].filter((f) => f.endsWith('.mdx')).length;
  console.log(
    `API reference: ${pages} generated pages in ${path.relative(process.cwd(), outDir) || '.'}; ` +
      `${written.length} file(s) changed, ${removed.length} removed, ${seconds}s.`,
  );
  for (const f of [...written, ...removed]) console.log(`  ${f}`);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
