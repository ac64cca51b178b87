/**
 * Pushes the site's search records to the hosted Algolia index, with the index
 * settings and synonyms that make it answer like the embedded index
 * (plugins/search-index/hosted-settings.ts), so that a site built with
 * ALGOLIA_* set finds what the embedded search finds.
 *
 *   npm run build
 *   ALGOLIA_APP_ID=… ALGOLIA_INDEX_NAME=… ALGOLIA_ADMIN_API_KEY=… npm run search:upload
 *
 * Options:
 *   --dry-run         extract and count the records and print the settings and synonyms
 *                     that would be sent; upload nothing (needs no credentials)
 *   --build-dir DIR   the `docusaurus build` output to read (default: build)
 *   --docs-dir DIR    the docs the build was made of, whose front matter holds the
 *                     pages' search keywords (default: docs)
 *
 * The admin key writes to the index: keep it in the environment of the machine
 * that uploads, never in the site configuration.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readSiteEnv} from '../config/env';
import {
  attachExampleCode,
  attachKeywords,
  DEFAULT_DEMOS_SRC_DIR,
  docsFolderSources,
  extractPagesFromBuild,
  HOSTED_INDEX_SETTINGS,
  hostedSynonyms,
  pagesToRecords,
  keywordsOfSources,
  withSearchOrder,
  type DocSearchRecord,
} from '../plugins/search-index';
import {runMain} from './run-main';

interface UploadTarget {
  appId: string;
  adminApiKey: string;
  indexName: string;
}

function readUploadTarget(env: NodeJS.ProcessEnv): UploadTarget | {missing: string[]} {
  const names = {
    appId: 'ALGOLIA_APP_ID',
    adminApiKey: 'ALGOLIA_ADMIN_API_KEY',
    indexName: 'ALGOLIA_INDEX_NAME',
  } as const;
  const missing = Object.values(names).filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    return {missing};
  }
  return {
    appId: env[names.appId]!.trim(),
    adminApiKey: env[names.adminApiKey]!.trim(),
    indexName: env[names.indexName]!.trim(),
  };
}

async function upload(target: UploadTarget, records: DocSearchRecord[]): Promise<void> {
  const {algoliasearch} = await import('algoliasearch');
  const client = algoliasearch(target.appId, target.adminApiKey);
  // Builds a temporary index and swaps it in, so searches never see a half-filled index.
  await client.replaceAllObjects({
    indexName: target.indexName,
    objects: records as unknown as Array<Record<string, unknown>>,
    batchSize: 1000,
  });
  const settings = await client.setSettings({indexName: target.indexName, indexSettings: HOSTED_INDEX_SETTINGS});
  await client.waitForTask({indexName: target.indexName, taskID: settings.taskID});
  // The list in the repository is the whole truth: synonyms added elsewhere are replaced.
  const synonyms = await client.saveSynonyms({
    indexName: target.indexName,
    synonymHit: hostedSynonyms(),
    replaceExistingSynonyms: true,
  });
  await client.waitForTask({indexName: target.indexName, taskID: synonyms.taskID});
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      'dry-run': {type: 'boolean', default: false},
      'build-dir': {type: 'string', default: 'build'},
      // Where the pages' search keywords are read from: the docs the build was made of.
      'docs-dir': {type: 'string', default: 'docs'},
    },
  });
  const site = readSiteEnv();
  const buildDir = path.resolve(values['build-dir']!);
  const pages = await extractPagesFromBuild(buildDir, site.baseUrl).catch((error: unknown) => {
    throw new Error(`Cannot read the build in ${buildDir} (run \`npm run build\` first): ${String(error)}`);
  });
  const withCode = attachKeywords(
    await attachExampleCode(pages, path.join(__dirname, '..', DEFAULT_DEMOS_SRC_DIR)),
    await keywordsOfSources(await docsFolderSources(path.resolve(values['docs-dir']!), site.baseUrl)),
  );
  const records = pagesToRecords(withSearchOrder(withCode, site.baseUrl), site.url);
  if (records.length === 0) {
    console.error(`No searchable pages found in ${buildDir}.`);
    return 1;
  }

  const target = readUploadTarget(process.env);
  if (values['dry-run']) {
    const destination = 'missing' in target ? 'no index configured' : `index "${target.indexName}"`;
    console.log(`Dry run: ${records.length} records from ${pages.length} pages (${destination}); nothing uploaded.`);
    console.log(`Index settings:\n${JSON.stringify(HOSTED_INDEX_SETTINGS, null, 2)}`);
    console.log(`Synonyms (replacing any others):\n${JSON.stringify(hostedSynonyms(), null, 2)}`);
    return 0;
  }
  if ('missing' in target) {
    console.error(`Set ${target.missing.join(', ')} to upload (or pass --dry-run).`);
    return 1;
  }
  await upload(target, records);
  console.log(
    `Uploaded ${records.length} records from ${pages.length} pages to index "${target.indexName}", ` +
      `with its settings and ${hostedSynonyms().length} synonym sets.`,
  );
  return 0;
}

runMain(main);
