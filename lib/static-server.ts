/**
 * Static serving of a production build, shared by `npm run serve` (scripts/serve.ts) and
 * the benchmarks. `serveDirectory` serves the way `docusaurus serve` does, with the same
 * serve-handler options, and also negotiates Markdown: a request that prefers
 * `text/markdown` to `text/html` gets the page's `.md` twin, the rule ARCHITECTURE.md gives for
 * hosts that can negotiate. serve-handler cannot compress, so the Lighthouse benchmark,
 * which must see the gzipped transfer a production host sends, resolves files itself with
 * `resolveFile` (the same route rules) and gzips them.
 */
import {promises as fs} from 'node:fs';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

/**
 * How long an idle kept-alive connection stays open. Node's default of 5 s is shorter than the
 * pauses of a client that computes between requests: afdocs parses every sampled page on its
 * one thread, its HTTP client cannot notice meanwhile that the server closed the idle
 * connection, and its next request on it fails with "other side closed". Hosts keep idle
 * connections open for a minute or more.
 */
const idleConnectionTimeoutMs = 65_000;

/** A file of the build, or null when the path is malformed or leaves `root`. */
function fileUnder(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const base = path.resolve(root);
  const file = path.join(base, decoded);
  return file === base || file.startsWith(base + path.sep) ? file : null;
}

async function isFile(file: string | null): Promise<boolean> {
  return file !== null && (await fs.stat(file).catch(() => null))?.isFile() === true;
}

/** The file a route resolves to in a build, the way `docusaurus serve` resolves it; null when none. */
export async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const base = fileUnder(root, pathname);
  if (base === null) {
    return null;
  }
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (await isFile(candidate)) {
      return candidate;
    }
  }
  return null;
}

/** The Markdown twin of the page at `pathname` (`/docs/x` or `/docs/x/` → `/docs/x.md`); null when it has none. */
async function markdownTwin(root: string, pathname: string): Promise<string | null> {
  const page = pathname.replace(/\/+$/, '');
  if (page === '') {
    return null;
  }
  const twin = fileUnder(root, `${page}.md`);
  return (await isFile(twin)) ? twin : null;
}

/**
 * The weight and position of the `Accept` range that applies to `type`: the most specific of
 * the type itself, its family (`text/*`) and any type; weight 0 when none does.
 */
function acceptance(ranges: {range: string; q: number}[], type: string): {q: number; index: number} {
  const [major] = type.split('/');
  let best = {q: 0, index: -1, specificity: 0};
  ranges.forEach(({range, q}, index) => {
    const specificity = range === type ? 3 : range === `${major}/*` ? 2 : range === '*/*' ? 1 : 0;
    if (specificity > best.specificity) {
      best = {q, index, specificity};
    }
  });
  return best;
}

/**
 * Whether an `Accept` header asks for Markdown rather than HTML: `text/markdown` weighs more
 * than `text/html`, or as much and is listed first. Ranges with a malformed weight are ignored.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  const ranges = (accept ?? '').split(',').flatMap((part) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const weight = parameters.find((parameter) => parameter.startsWith('q='))?.slice(2);
    const q = weight === undefined ? 1 : Number(weight);
    return range && Number.isFinite(q) && q >= 0 && q <= 1 ? [{range, q}] : [];
  });
  const markdown = acceptance(ranges, 'text/markdown');
  const html = acceptance(ranges, 'text/html');
  return markdown.q > 0 && (markdown.q > html.q || (markdown.q === html.q && markdown.index < html.index));
}

/**
 * Answers a request for a page that has a Markdown twin: with the twin when the request
 * prefers Markdown, else it only marks the response as depending on `Accept`. Returns
 * whether the response was sent.
 */
async function negotiate(root: string, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return false;
  }
  const twin = await markdownTwin(root, new URL(request.url ?? '/', 'http://localhost').pathname);
  if (twin === null) {
    return false;
  }
  response.setHeader('Vary', 'Accept');
  if (!prefersMarkdown(request.headers.accept)) {
    return false;
  }
  const [body, stat] = await Promise.all([fs.readFile(twin), fs.stat(twin)]);
  response.writeHead(200, {
    'Content-Type': 'text/markdown; charset=utf-8',
    'Content-Length': body.length,
    'Last-Modified': stat.mtime.toUTCString(),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}

/** One request: the Markdown twin when it is asked for, else the file `docusaurus serve` would send. */
async function respond(root: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (!(await negotiate(root, request, response))) {
    await serveHandler(request, response, {public: root, cleanUrls: true, directoryListing: false});
  }
}

export interface ServeOptions {
  /** Port to listen on; a free one when 0 (a build whose links name its origin needs a known port). */
  port?: number;
  /** Interface to listen on. */
  host?: string;
  /** Path the build was made for (BASE_URL): served from there, and every other path redirects to it. */
  baseUrl?: string;
}

/** Serves the build in `root`; `origin` is where its home page is. */
export async function serveDirectory(
  root: string,
  {port = 0, host = '127.0.0.1', baseUrl = '/'}: ServeOptions = {},
): Promise<{server: Server; origin: string}> {
  const publicDir = path.resolve(root);
  const server = createServer((request, response) => {
    // As docusaurus serve does: the build holds the site's files at its root, not under baseUrl.
    if (!request.url?.startsWith(baseUrl)) {
      response.writeHead(302, {Location: baseUrl});
      response.end();
      return;
    }
    request.url = `/${request.url.slice(baseUrl.length)}`;
    respond(publicDir, request, response).catch((error: unknown) => {
      console.error(`Serving ${request.url} failed:`, error);
      if (!response.headersSent) {
        response.writeHead(500);
      }
      response.end();
    });
  });
  server.keepAliveTimeout = idleConnectionTimeoutMs;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {server, origin: `http://localhost:${(server.address() as AddressInfo).port}${baseUrl.replace(/\/$/, '')}`};
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
