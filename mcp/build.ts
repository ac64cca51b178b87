/**
 * `npm run mcp:build [-- --site <a production build of the site, default build>]`: writes mcp/dist
 * from that build (package-build.ts). `npm run build` does this for build/ itself.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {buildMcpPackage} from './package-build';

const {values} = parseArgs({options: {site: {type: 'string', default: 'build'}}});
buildMcpPackage(path.resolve(values.site!)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
