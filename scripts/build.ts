/**
 * `npm run build`: the site and the two Angular apps it serves, side by side.
 *
 *   demos → playground frame   ┐ side by side
 *   docusaurus build            ┘
 *   the apps copied into build/, then checked
 *   the MCP server built from build/ and packed into build/mcp/
 *
 * Docusaurus needs nothing of the apps but their files in the build, and each of the three
 * builds leaves a core idle at times. So Docusaurus runs without the apps' folder among its
 * static directories (FORMLY_APPS_COPIED_AFTER, read by config/env.ts), and their output is
 * copied in once both lines are done. The frame follows the demos, whose Angular cache it reuses.
 */
import fs from 'node:fs';
import path from 'node:path';
import {appsStaticDir} from '../config/site';
import {missingDemosApp} from '../plugins/live-examples';
import {missingFrameDocuments} from '../plugins/playground';
import {buildMcpPackage, MCP_TARBALL_DIR, packMcpPackage} from '../mcp/package-build';
import {nodeScript, runLines, siteDir, summarize} from './run-lines';
import {runMain} from './run-main';

const buildDir = path.join(siteDir, 'build');

async function main(): Promise<number> {
  const started = Date.now();
  const apps = [
    nodeScript('demos', 'scripts/demos.ts', 'build'),
    nodeScript('playground-frame', 'scripts/playground-frame.ts', 'build'),
  ];
  const site = {
    name: 'docusaurus',
    command: process.execPath,
    args: [require.resolve('@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    env: {FORMLY_APPS_COPIED_AFTER: '1'},
  };
  const results = await runLines([apps, [site]]);
  const failed = summarize('npm run build', results, started);
  if (failed) {
    throw new Error(
      `npm run build failed at ${failed.name}: its output is above, each line starting "${failed.name} │".`,
    );
  }
  fs.cpSync(path.join(siteDir, appsStaticDir), buildDir, {recursive: true});
  const problems = [missingDemosApp(buildDir), missingFrameDocuments(buildDir)].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(problems.join('\n'));
  }
  console.log(`The demos and the playground frame are copied into ${path.relative(siteDir, buildDir)}/.`);
  // The MCP server answers from the built pages and search index; the site serves its package, so that
  // `npx -y <site>/mcp/formly-docs-mcp-<version>.tgz` works before (and besides) the npm registry.
  await buildMcpPackage(buildDir);
  packMcpPackage(path.join(buildDir, MCP_TARBALL_DIR));
  return 0;
}

runMain(main);
