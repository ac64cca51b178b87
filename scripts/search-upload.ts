/**
 * Pushes the site's search records to the hosted Algolia index, so that a site
 * built with ALGOLIA_* set searches the same records the embedded index holds.
 *
 *   npm run build
 *   ALGOLIA_APP_ID=… ALGOLIA_INDEX_NAME=… ALGOLIA_ADMIN_API_KEY=… npm run search:upload
 *
 * Options:
 *   --dry-run         extract and count the records, upload nothing (needs no credentials)
 *   --build-dir DIR   the `docusaurus build` output to read (default: build)
 *
 * The admin key writes to the index: keep it in the environment of the machine
 * that uploads, never in the site configuration.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import type {IndexSettings} from 'algoliasearch';
import {readSiteEnv} from '../config/env';
import {searchPageRanks} from '../config/search';
import {extractPagesFromBuild} from '../plugins/search-index/extract-html';
import {pagesToRecords, rankPages, type DocSearchRecord} from '../plugins/search-index/records';
import {runMain} from './run-main';

/** Index settings that make Algolia rank and filter these records as DocSearch expects. */
const HOSTED_INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(categories)',
    'content',
  ],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  ignorePlurals: true,
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  advancedSyntax: true,
};

interface UploadTarget {
  appId: string;
  adminApiKey: string;
  indexName: string;
}

function readUploadTarget(env: NodeJS.ProcessEnv): UploadTarget | {missing: string[]} {
  const names = {appId: 'ALGOLIA_APP_ID', adminApiKey: 'ALGOLIA_ADMIN_API_KEY', indexName: 'ALGOLIA_INDEX_NAME'} as const;
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
  const {taskID} = await client.setSettings({indexName: target.indexName, indexSettings: HOSTED_INDEX_SETTINGS});
  await client.waitForTask({indexName: target.indexName, taskID});
}

async function main(): Promise<number> {
  const {values} = parseArgs({
    options: {
      'dry-run': {type: 'boolean', default: false},
      'build-dir': {type: 'string', default: 'build'},
    },
  });
  const site = readSiteEnv();
  const buildDir = path.resolve(values['build-dir']!);
  const pages = await extractPagesFromBuild(buildDir, site.baseUrl).catch((error: unknown) => {
    throw new Error(`Cannot read the build in ${buildDir} (run \`npm run build\` first): ${String(error)}`);
  });
  const records = pagesToRecords(rankPages(pages, searchPageRanks, site.baseUrl), site.url);
  if (records.length === 0) {
    console.error(`No searchable pages found in ${buildDir}.`);
    return 1;
  }

  const target = readUploadTarget(process.env);
  if (values['dry-run']) {
    const destination = 'missing' in target ? 'no index configured' : `index "${target.indexName}"`;
    console.log(`Dry run: ${records.length} records from ${pages.length} pages (${destination}); nothing uploaded.`);
    return 0;
  }
  if ('missing' in target) {
    console.error(`Set ${target.missing.join(', ')} to upload (or pass --dry-run).`);
    return 1;
  }
  await upload(target, records);
  console.log(`Uploaded ${records.length} records from ${pages.length} pages to index "${target.indexName}".`);
  return 0;
}

runMain(main);
