import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest, type Server} from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {prefersMarkdown, serveDirectory} from '../../lib/static-server';

/** A build as Docusaurus writes it: pages as folders with index.html, their Markdown twins beside them. */
const workDir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
const buildDir = path.join(workDir, 'build');
const files: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title>',
  'docs/guide/page/index.html': '<!doctype html><title>Page</title><p>The page as HTML',
  'docs/guide/page.md': '# Page\n\nThe page as Markdown.\n',
  'docs/guide/html-only/index.html': '<!doctype html><title>HTML only</title>',
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(buildDir, file)), {recursive: true});
  writeFileSync(path.join(buildDir, file), content);
}
// Beside the build, not in it: no request may reach it.
writeFileSync(path.join(workDir, 'secret.md'), 'not served');

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const servers: Server[] = [];

async function serve(baseUrl?: string): Promise<string> {
  const {server, origin} = await serveDirectory(buildDir, {baseUrl});
  servers.push(server);
  return origin;
}

let origin = '';
before(async () => {
  origin = await serve();
});

after(() => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(workDir, {recursive: true, force: true});
});

/** A request whose path is sent as written (fetch would resolve `..` first). */
function rawGet(url: string, accept: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    const {port} = new URL(origin);
    httpRequest({host: '127.0.0.1', port, path: url, headers: {accept}}, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({status: response.statusCode ?? 0, body}));
    })
      .on('error', reject)
      .end();
  });
}

test('a page requested without Accept is its HTML, marked as varying with Accept', async () => {
  const response = await fetch(`${origin}/docs/guide/page`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(response.headers.get('vary'), 'Accept');
  assert.match(await response.text(), /The page as HTML/);
});

test('Accept: text/markdown gets the Markdown twin, with or without a trailing slash', async () => {
  for (const route of ['/docs/guide/page', '/docs/guide/page/']) {
    const response = await fetch(`${origin}${route}`, {headers: {accept: 'text/markdown'}});
    assert.equal(response.status, 200, route);
    assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', route);
    assert.equal(response.headers.get('vary'), 'Accept', route);
    assert.equal(await response.text(), files['docs/guide/page.md'], route);
  }
});

test('a browser, and a page without a twin, get HTML', async () => {
  const browser = await fetch(`${origin}/docs/guide/page`, {headers: {accept: browserAccept}});
  assert.equal(browser.headers.get('content-type'), 'text/html; charset=utf-8');
  const htmlOnly = await fetch(`${origin}/docs/guide/html-only`, {headers: {accept: 'text/markdown'}});
  assert.equal(htmlOnly.status, 200);
  assert.equal(htmlOnly.headers.get('content-type'), 'text/html; charset=utf-8');
  assert.equal(htmlOnly.headers.get('vary'), null);
});

test('HEAD with Accept: text/markdown answers with the headers of the twin and no body', async () => {
  const response = await fetch(`${origin}/docs/guide/page`, {method: 'HEAD', headers: {accept: 'text/markdown'}});
  assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
  assert.equal(response.headers.get('content-length'), String(Buffer.byteLength(files['docs/guide/page.md']!)));
  assert.equal(await response.text(), '');
});

test('a path that leaves the build or is malformed never serves a file from outside it', async () => {
  for (const url of ['/..%2fsecret', '/docs/..%2f..%2fsecret', '/%2e%2e/secret', '/docs/%E0%A4%A']) {
    const {status, body} = await rawGet(url, 'text/markdown');
    assert.notEqual(status, 200, url);
    assert.doesNotMatch(body, /not served/, url);
  }
});

test('under a base URL the build is served from there, and other paths redirect to it', async () => {
  const base = await serve('/formly/');
  assert.match(base, /\/formly$/);
  const page = await fetch(`${base}/docs/guide/page`, {headers: {accept: 'text/markdown'}});
  assert.equal(await page.text(), files['docs/guide/page.md']);
  const outside = await fetch(`${new URL(base).origin}/docs/guide/page`, {redirect: 'manual'});
  assert.equal(outside.status, 302);
  assert.equal(outside.headers.get('location'), '/formly/');
});

test('Markdown is preferred when it weighs more than HTML, or as much and is listed first', () => {
  assert.equal(prefersMarkdown('text/markdown'), true);
  assert.equal(prefersMarkdown('text/markdown, text/html, */*'), true);
  assert.equal(prefersMarkdown('text/html;q=0.5, text/markdown;q=0.9'), true);
  assert.equal(prefersMarkdown('text/*'), false);
  assert.equal(prefersMarkdown('text/html, text/markdown'), false);
  assert.equal(prefersMarkdown(browserAccept), false);
  assert.equal(prefersMarkdown('*/*'), false);
  assert.equal(prefersMarkdown('text/markdown;q=0'), false);
  assert.equal(prefersMarkdown('text/markdown;q=oops'), false);
  assert.equal(prefersMarkdown(undefined), false);
});
