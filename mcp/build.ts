/**
 * Builds the MCP server package (mcp/dist/, published as formly-docs-mcp):
 *
 *   npm run mcp:build [-- --site <a production build of the site, default build>]
 *
 * Writes dist/data.json (what the tools answer from, collected by data.ts) and bundles the server
 * with its dependencies into dist/index.js, so that the package has no runtime dependency.
 */
import {mkdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {build} from 'esbuild';
import {collectDocsData} from './data';

const mcpDir = __dirname;
const distDir = path.join(mcpDir, 'dist');

async function main(): Promise<void> {
  const {values} = parseArgs({options: {site: {type: 'string', default: 'build'}}});
  const siteDir = path.resolve(values.site!);
  const data = collectDocsData({siteDir});

  rmSync(distDir, {recursive: true, force: true});
  mkdirSync(distDir, {recursive: true});
  const dataFile = path.join(distDir, 'data.json');
  writeFileSync(dataFile, JSON.stringify(data));
  const serverFile = path.join(distDir, 'index.js');
  await build({
    entryPoints: [path.join(mcpDir, 'src', 'index.ts')],
    outfile: serverFile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    minify: true,
    legalComments: 'none',
    banner: {js: '#!/usr/bin/env node'},
    logLevel: 'warning',
  });

  const kilobytes = (file: string) => `${Math.round(statSync(file).size / 1024)} KB`;
  console.log(
    `mcp/dist from ${siteDir} (${data.siteUrl}): ${data.pages.length} pages, ${data.examples.length} examples, ${Object.keys(data.kits).length} kits; data.json ${kilobytes(dataFile)}, index.js ${kilobytes(serverFile)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
