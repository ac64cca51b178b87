/**
 * A static server for a production build, shared by the benchmarks. It serves the
 * way `docusaurus serve` does, with the same serve-handler options.
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import serveHandler from 'serve-handler';

export async function serveDirectory(root: string): Promise<{server: Server; origin: string}> {
  const server = createServer((request, response) => {
    void serveHandler(request, response, {public: root, cleanUrls: true, directoryListing: false});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {server, origin: `http://localhost:${(server.address() as AddressInfo).port}`};
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
