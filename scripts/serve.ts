/**
 * Serves a production build locally, as `docusaurus serve` does, and also answers
 * `Accept: text/markdown` with a page's `.md` twin (lib/static-server.ts):
 *
 *   npm run serve [-- --dir build --port 3000 --host localhost]
 *
 * The site is served under BASE_URL, the base path the build was made for.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readSiteEnv} from '../config/env';
import {serveDirectory} from '../lib/static-server';
import {runMain} from './run-main';

const usage = 'Usage: npm run serve [-- --dir build --port 3000 --host localhost]';

const options = {
  dir: {type: 'string', default: 'build'},
  port: {type: 'string', default: '3000'},
  host: {type: 'string', default: 'localhost'},
  help: {type: 'boolean', default: false},
} as const;

/** The command line's options; an unknown or malformed one fails with the usage. */
function readOptions() {
  try {
    return parseArgs({options}).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`);
  }
}

async function main(): Promise<number> {
  const values = readOptions();
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a port number from 0 to 65535; got "${values.port}".\n${usage}`);
  }
  const dir = path.resolve(values.dir);
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} holds no build (no index.html): run \`npm run build\` first, or pass --dir.`);
  }
  const {baseUrl} = readSiteEnv();
  const {origin} = await serveDirectory(dir, {port, host: values.host, baseUrl}).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      throw new Error(`Port ${port} is in use: pass another with --port.`);
    }
    throw new Error(`Cannot listen on ${values.host}:${port} (${(error as Error).message}): check --host.`);
  });
  console.log(`Serving ${dir} at ${origin}/ (Ctrl+C to stop).`);
  return 0;
}

runMain(main);
