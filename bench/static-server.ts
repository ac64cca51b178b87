/**
 * Static serving of a production build, shared by the benchmarks. `serveDirectory`
 * serves the way `docusaurus serve` does, with the same serve-handler options.
 * serve-handler cannot compress, so the Lighthouse benchmark, which must see the
 * gzipped transfer a production host sends, resolves files itself with
 * `resolveFile` (the same route rules) and gzips them.
 */
import {promises as fs} from 'node:fs';
import {createServer, type Server} from 'node:http';
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

/** The file a route resolves to in a build, the way `docusaurus serve` resolves it; null when none. */
export async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const base = path.join(root, decodeURIComponent(pathname));
  for (const candidate of [base, path.join(base, 'index.html'), `${base}.html`]) {
    if (!candidate.startsWith(root)) {
      return null;
    }
    const stat = await fs.stat(candidate).catch(() => null);
    if (stat?.isFile()) {
      return candidate;
    }
  }
  return null;
}

/** Serves `root` on `port` (a free one when 0): a build whose links name its origin needs a known port. */
export async function serveDirectory(root: string, port = 0): Promise<{server: Server; origin: string}> {
  const server = createServer((request, response) => {
    void serveHandler(request, response, {public: root, cleanUrls: true, directoryListing: false});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {server, origin: `http://localhost:${(server.address() as AddressInfo).port}`};
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
