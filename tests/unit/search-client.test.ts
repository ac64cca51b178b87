import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createEmbeddedSearchClient} from '../../plugins/search-index/client/searchClient';
import {EMBEDDED_INDEX_FORMAT, type EmbeddedIndexFile, type ExtractedPage} from '../../plugins/search-index/records';

const pages = JSON.parse(readFileSync(path.join(__dirname, 'fixtures/search/pages.json'), 'utf8')) as ExtractedPage[];
const MANIFEST_URL = 'https://docs.example/search-index/manifest.json';
const INDEX_URL = 'https://docs.example/search-index/index.abc123.json';

/** A fetch that serves the manifest and the index, counts requests and can be made to fail. */
function fakeServer() {
  const requests: string[] = [];
  const server = {
    requests,
    offline: false,
    fetch: (async (input: string | URL | Request) => {
      const url = String(input);
      requests.push(url);
      if (server.offline) {
        throw new TypeError('Failed to fetch');
      }
      if (url === MANIFEST_URL) {
        return Response.json({
          format: EMBEDDED_INDEX_FORMAT,
          file: 'index.abc123.json',
          pages: pages.length,
          records: 0,
        });
      }
      if (url === INDEX_URL) {
        const file: EmbeddedIndexFile = {format: EMBEDDED_INDEX_FORMAT, pages};
        return Response.json(file);
      }
      return new Response('not found', {status: 404});
    }) as typeof fetch,
  };
  return server;
}

test('DocSearch request shape: {requests}, one result per request, index loaded once', async () => {
  const server = fakeServer();
  const client = createEmbeddedSearchClient({
    manifestUrl: MANIFEST_URL,
    origin: 'https://docs.example',
    fetch: server.fetch,
  });
  assert.deepEqual(server.requests, [], 'nothing loads before the first use');

  const {results} = await client.search({
    requests: [
      {indexName: 'formly-docs', query: 'validation', facetFilters: ['language:en'], hitsPerPage: 5},
      {indexName: 'formly-docs', query: 'datepicker'},
    ],
  });
  assert.equal(results.length, 2);
  assert.equal(results[0]?.hits[0]?.hierarchy.lvl1, 'Validation');
  assert.equal(results[1]?.hits[0]?.hierarchy.lvl1, 'Datepicker');

  await client.search({requests: [{indexName: 'formly-docs', query: 'migration'}]});
  assert.deepEqual(server.requests, [MANIFEST_URL, INDEX_URL], 'manifest and index fetched once');
});

test('legacy algoliasearch-helper shape: [{indexName, params}]', async () => {
  const server = fakeServer();
  const client = createEmbeddedSearchClient({
    manifestUrl: MANIFEST_URL,
    origin: 'https://docs.example',
    fetch: server.fetch,
  });
  const {results} = await client.search([
    {indexName: 'formly-docs', params: {query: 'validation', hitsPerPage: 15, facetFilters: [['language:fr']]}},
  ]);
  assert.equal(results[0]?.hitsPerPage, 15);
  assert.deepEqual(
    results[0]?.hits.map((hit) => hit.language),
    ['fr'],
  );
});

test('an unreachable index rejects as RetryError, and the next query tries again', async () => {
  const server = fakeServer();
  server.offline = true;
  const client = createEmbeddedSearchClient({
    manifestUrl: MANIFEST_URL,
    origin: 'https://docs.example',
    fetch: server.fetch,
  });
  await assert.rejects(client.search({requests: [{indexName: 'formly-docs', query: 'validation'}]}), {
    name: 'RetryError',
  });
  server.offline = false;
  const {results} = await client.search({requests: [{indexName: 'formly-docs', query: 'validation'}]});
  assert.ok((results[0]?.nbHits ?? 0) > 0);
});

test('an HTTP error status counts as a failure too', async () => {
  const client = createEmbeddedSearchClient({
    manifestUrl: 'https://docs.example/missing/manifest.json',
    origin: 'https://docs.example',
    fetch: fakeServer().fetch,
  });
  await assert.rejects(client.search({requests: [{indexName: 'formly-docs', query: 'x'}]}), {name: 'RetryError'});
});
