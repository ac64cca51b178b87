#!/usr/bin/env node
// Builds the sandboxed frame of the /playground page (demos/playground/) into
// demos/dist/static/playground-frame/, served at /playground-frame/.
//
//   node scripts/playground-frame.mjs build [--force] [--development]
//
// The frame runs in <iframe sandbox="allow-scripts allow-forms">: its origin is
// opaque, so a <script type="module" src> would be fetched in CORS mode and fail
// on hosts that send no Access-Control-Allow-Origin header (docusaurus serve
// does not; GitHub Pages does). The build is therefore one bundle without lazy
// chunks, and this script moves it into index.html as an inline module script,
// which needs no fetch. A Content-Security-Policy allowing only that script (by
// its hash) keeps eval and new Function out of the frame. Stylesheets are
// fetched in no-cors mode and load from an opaque origin as they are.
//
// Ionic's packages hold dynamic imports that Angular's build turns into lazy
// chunks; joinChunks() folds them back into the main script with Rolldown.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const demosDir = path.join(siteDir, 'demos');
const frameSourceDir = path.join(demosDir, 'playground');
const outputDir = path.join(demosDir, 'dist', 'static', 'playground-frame');
const stampFile = path.join(demosDir, 'dist', 'playground-frame-stamp.json');
const isWindows = process.platform === 'win32';

class FrameBuildError extends Error {}

function log(message) {
  console.log(`[playground-frame] ${message}`);
}

/** Everything that shapes the frame's output, including the demos files it imports. */
function sourceHash(configuration) {
  const files = [
    ...readdirSync(frameSourceDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name)),
    ...['src/app/color-mode.ts', 'src/app/kit-stylesheet.ts', 'src/app/kits.ts', 'src/kits/ionic.css', 'src/kits/material.scss', 'src/kits/primeng.css'],
    ...['package-lock.json', 'tsconfig.json'],
  ]
    .map((file) => path.resolve(demosDir, file))
    .filter((file) => existsSync(file))
    .sort();
  const hash = createHash('sha256').update(`configuration:${configuration}\n`).update(readFileSync(fileURLToPath(import.meta.url)));
  for (const file of files) {
    hash.update(`${path.relative(siteDir, file)}\n`).update(readFileSync(file)).update('\n');
  }
  return hash.digest('hex');
}

const moduleScriptTag = /<script src="([^"]+)" type="module"><\/script>/g;

/** The file of the one module script that Angular's build puts in index.html. */
function mainScript(html) {
  const tags = [...html.matchAll(moduleScriptTag)];
  if (tags.length !== 1) {
    throw new FrameBuildError(`expected one module script in the frame's index.html, found ${tags.length}`);
  }
  return tags[0][1];
}

/** Replaces the module script tag by the script's code and adds the CSP that allows only it. */
export function inlineModuleScript(html, script) {
  // "</script" inside the code would end the element early; "<\/script" means the same in JavaScript.
  const code = script.replace(/<\/script/gi, '<\\/script');
  const digest = createHash('sha256').update(code).digest('base64');
  const policy = `script-src 'sha256-${digest}'; object-src 'none'`;
  const inlined = html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<meta charset="utf-8"\/?>/, (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`)
    .replace(moduleScriptTag, () => `<script type="module">${code}</script>`);
  if (!inlined.includes('Content-Security-Policy')) {
    throw new FrameBuildError('the frame\'s index.html has no <meta charset="utf-8"> to put the Content-Security-Policy after');
  }
  return inlined;
}

/**
 * Ionic's lazy loader (@ionic/core/dist), reached through IonicModule.forRoot(), which the frame
 * does not call: it defines Ionic's elements from the custom-elements build instead
 * (demos/playground/ionic-elements.ts). Its chunks become modules that fail with this message.
 */
const unusedLazyEntry = /node_modules\/@ionic\/core\/dist\/esm\/[^/]+\.entry\.js$/;

/**
 * Rewrites the main script so that it holds its lazy chunks: each dynamic import becomes a
 * promise of a module in the same script. `metafile` is esbuild's (ng build --stats-json); it
 * names the source file each chunk was made from.
 */
export async function joinChunks(mainFile, metafile, readChunk) {
  const require = createRequire(path.join(demosDir, 'package.json'));
  const { rolldown } = await import(pathToFileURL(require.resolve('rolldown')).href);
  const unused = new Set(
    Object.entries(metafile.outputs)
      .filter(([, output]) => output.entryPoint && unusedLazyEntry.test(output.entryPoint))
      .map(([file]) => file),
  );
  const bundle = await rolldown({
    input: mainFile,
    logLevel: 'silent',
    plugins: [
      {
        name: 'playground-frame-chunks',
        resolveId: (source) => source.replace(/^\.\//, ''),
        load: (file) =>
          unused.has(file)
            ? `throw new Error(${JSON.stringify(`The playground frame has no lazy chunk ${file}: Ionic's lazy loader does not run in it.`)});`
            : readChunk(file),
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: 'es', codeSplitting: false, minify: true });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

async function build({ force = false, configuration = 'production' } = {}) {
  const hash = sourceHash(configuration);
  const indexFile = path.join(outputDir, 'index.html');
  if (!force && existsSync(stampFile) && existsSync(indexFile)) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
    if (stamp.hash === hash) {
      log('build is up to date');
      return;
    }
  }
  log(`building (${configuration})`);
  const started = Date.now();
  rmSync(stampFile, { force: true });
  const ng = path.join(demosDir, 'node_modules', '.bin', isWindows ? 'ng.cmd' : 'ng');
  // The frame is its own Angular workspace (demos/playground/angular.json) next to the demos one.
  const result = spawnSync(ng, ['build', 'playground-frame', '--configuration', configuration, '--progress=false', '--stats-json'], {
    cwd: frameSourceDir,
    stdio: 'inherit',
    shell: isWindows,
    env: { ...process.env, NG_CLI_ANALYTICS: 'false' },
  });
  if (result.status !== 0) {
    throw new FrameBuildError(`ng build playground-frame exited with ${result.status ?? result.signal}`);
  }
  const scriptFiles = readdirSync(outputDir).filter((file) => file.endsWith('.js'));
  const readChunk = (file) => readFileSync(path.join(outputDir, file), 'utf8');
  const html = readFileSync(indexFile, 'utf8');
  const mainFile = mainScript(html);
  const metafile = JSON.parse(readFileSync(path.join(outputDir, 'stats.json'), 'utf8'));
  const script = scriptFiles.length > 1 ? await joinChunks(mainFile, metafile, readChunk) : readChunk(mainFile);
  writeFileSync(indexFile, inlineModuleScript(html, script));
  for (const file of [...scriptFiles, 'stats.json', 'prerendered-routes.json']) {
    rmSync(path.join(outputDir, file), { force: true });
  }
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ hash, configuration, builtAt: new Date().toISOString() }, null, 2)}\n`);
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'build') {
    console.error('usage: node scripts/playground-frame.mjs build [--force] [--development]');
    process.exitCode = 2;
    return;
  }
  await build({ force: args.includes('--force'), configuration: args.includes('--development') ? 'development' : 'production' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error(`[playground-frame] ${error instanceof FrameBuildError ? error.message : error.stack}`);
    process.exitCode = 1;
  }
}
