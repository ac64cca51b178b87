/**
 * The MCP server package (mcp/dist/, the package formly-docs-mcp), built from a production build
 * of the site. buildMcpPackage writes dist/data.json (what the tools answer from, collected by
 * data.ts), bundles the server with its dependencies into dist/index.js, and Angular and
 * @ngx-formly/core 7.1.0 from demos/node_modules, which validate_config builds forms with, into
 * dist/formly-packages.js, so that the package has no runtime dependency, and writes the licence notices of what the bundle holds
 * (dist/THIRD-PARTY-NOTICES.txt).
 * `npm run mcp:build` (build.ts) calls buildMcpPackage; `npm run build` calls it too and packs the
 * package into the site (packMcpPackage), so that readers can run it from the site's own address.
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build, type Metafile} from 'esbuild';
import {collectDocsData, defaultDemosDir} from './data';
import {FORMLY_PACKAGES_FILE} from './src/formly-runtime';

const mcpDir = __dirname;
const distDir = path.join(mcpDir, 'dist');

/** The package's name and version (mcp/package.json): the version is the Formly version the docs describe. */
export const mcpPackage = JSON.parse(readFileSync(path.join(mcpDir, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
};

/** Where the site serves the packed package: `/mcp/formly-docs-mcp-<version>.tgz`, and its stable alias. */
export const MCP_TARBALL_DIR = 'mcp';
export const mcpTarballs = {
  versioned: `${mcpPackage.name}-${mcpPackage.version}.tgz`,
  latest: `${mcpPackage.name}.tgz`,
};

const kilobytes = (file: string) => `${Math.round(statSync(file).size / 1024)} KB`;

/** The folder of the npm package a bundled file belongs to (the innermost node_modules/<name>), if any. */
function packageDirOf(file: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file.split(path.sep).join('/'));
  return match?.[1];
}

/** The licence notices of every package the bundle holds: name, version, licence and its text. */
function thirdPartyNotices(metafile: Metafile): string {
  const packageDirs = [...new Set(Object.keys(metafile.inputs).flatMap((input) => packageDirOf(input) ?? []))].sort();
  const sections = packageDirs.map((dir) => {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
      license?: string;
    };
    const licenceFile = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
    if (!pkg.license && !licenceFile) {
      throw new Error(`${pkg.name}@${pkg.version} is bundled into the MCP server but states no licence (${dir})`);
    }
    const text = licenceFile ? readFileSync(path.join(dir, licenceFile), 'utf8').trim() : `License: ${pkg.license}`;
    return `${pkg.name}@${pkg.version} (${pkg.license ?? 'see below'})\n\n${text}`;
  });
  return `${mcpPackage.name} bundles the following packages into dist/index.js and dist/${FORMLY_PACKAGES_FILE}.\n\n${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`;
}

/** Writes mcp/dist from the production build of the site in `siteDir`. */
export async function buildMcpPackage(siteDir: string): Promise<void> {
  const data = collectDocsData({siteDir});
  rmSync(distDir, {recursive: true, force: true});
  mkdirSync(distDir, {recursive: true});
  const dataFile = path.join(distDir, 'data.json');
  writeFileSync(dataFile, JSON.stringify(data));
  const serverFile = path.join(distDir, 'index.js');
  const shared = {
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // The notices go into a file of their own (thirdPartyNotices) rather than the minified code.
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  } as const;
  const server = await build({
    ...shared,
    entryPoints: [path.join(mcpDir, 'src', 'index.ts')],
    outfile: serverFile,
    minify: true,
    banner: {js: '#!/usr/bin/env node'},
  });
  // validate_config's packages, in a file of their own that the server loads on the first check
  // (src/formly-runtime.ts). Identifiers keep their names: Formly's and Angular's messages, which
  // validate_config quotes, name them.
  const formlyFile = path.join(distDir, FORMLY_PACKAGES_FILE);
  const formly = await build({
    ...shared,
    entryPoints: [path.join(mcpDir, 'src', 'formly-packages.ts')],
    outfile: formlyFile,
    minifyWhitespace: true,
    minifySyntax: true,
    nodePaths: [path.join(defaultDemosDir, 'node_modules')],
  });
  const metafile: Metafile = {
    inputs: {...server.metafile.inputs, ...formly.metafile.inputs},
    outputs: {...server.metafile.outputs, ...formly.metafile.outputs},
  };
  writeFileSync(path.join(distDir, 'THIRD-PARTY-NOTICES.txt'), thirdPartyNotices(metafile));
  console.log(
    `mcp/dist from ${siteDir} (${data.siteUrl}): ${data.pages.length} pages, ${data.examples.length} examples, ${Object.keys(data.kits).length} kits; data.json ${kilobytes(dataFile)}, index.js ${kilobytes(serverFile)}, ${FORMLY_PACKAGES_FILE} ${kilobytes(formlyFile)}`,
  );
}

/** Packs mcp/ as npm publishes it into `outDir` under both tarball names; returns the versioned file. */
export function packMcpPackage(outDir: string): string {
  if (!existsSync(path.join(distDir, 'index.js'))) {
    throw new Error('mcp/dist is missing: buildMcpPackage (npm run mcp:build) writes it before it is packed');
  }
  mkdirSync(outDir, {recursive: true});
  // npm pack names the file itself; --json says which.
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], {cwd: mcpDir, encoding: 'utf8'}),
  ) as {filename: string}[];
  const versioned = path.join(outDir, mcpTarballs.versioned);
  if (path.join(outDir, packed!.filename) !== versioned) {
    throw new Error(`npm pack wrote ${packed!.filename}, not ${mcpTarballs.versioned}`);
  }
  copyFileSync(versioned, path.join(outDir, mcpTarballs.latest));
  console.log(
    `${path.relative(process.cwd(), versioned)} (${kilobytes(versioned)}), and ${mcpTarballs.latest} beside it`,
  );
  return versioned;
}
