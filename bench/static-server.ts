/**
 * A plain static server for a production build, resolving routes the way
 * `docusaurus serve` does, shared by the benchmarks.
 */
import {createReadStream, promises as fs} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

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

export async function serveDirectory(root: string): Promise<{server: Server; origin: string}> {
  const server = createServer(async (request, response) => {
    const file = await resolveFile(root, new URL(request.url ?? '/', 'http://localhost').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://localhost:${(server.address() as AddressInfo).port}`};
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
