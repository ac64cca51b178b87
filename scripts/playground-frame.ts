// Builds the sandboxed frame of the /playground page (demos/playground/) into
// demos/dist/static/playground-frame/, served at /playground-frame/.
//
//   node --import tsx scripts/playground-frame.ts build [--force] [--development]
//
// The frame runs in <iframe sandbox="allow-scripts allow-forms">: its origin is
// opaque, so a <script type="module" src> would be fetched in CORS mode and fail
// on hosts that send no Access-Control-Allow-Origin header (docusaurus serve
// does not; GitHub Pages does). Each frame document therefore holds all its code
// in one inline module script, which needs no fetch; a Content-Security-Policy
// allowing only that script (by its hash) keeps eval and new Function out of the
// frame. Stylesheets are fetched in no-cors mode and load from an opaque origin
// as they are: the kits' are the demos app's own (/demos/kit-*.css), not built here.
//
// The frame loads each kit's providers with a dynamic import (kit-providers.ts),
// so Angular's build puts every kit in a lazy chunk of its own. joinChunks()
// then writes one document per kit, <kit>/index.html: Rolldown folds the main script
// and the chunks it reaches into one script, with the other kits' chunks left
// out. A form in one kit thus loads no other kit's code.
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {hashFiles, listFiles} from './build-stamp';
import {pathToFileURL} from 'node:url';
import {playgroundFrameDir} from '../lib/playground-protocol';
import {exampleRegistrations, exampleTypesDir, frameOwnNames, registrationFiles} from '../lib/example-registrations';
import {writeIfChanged} from '../lib/demo-folders';

const siteDir = path.resolve(__dirname, '..');
const demosDir = path.join(siteDir, 'demos');
const frameSourceDir = path.join(demosDir, 'playground');
const libDir = path.join(siteDir, 'lib');
const outputDir = path.join(demosDir, 'dist', 'static', playgroundFrameDir);
const stampFile = path.join(demosDir, 'dist', 'playground-frame-stamp.json');
const isWindows = process.platform === 'win32';

class FrameBuildError extends Error {}

function log(message: string): void {
  console.log(`[playground-frame] ${message}`);
}

/**
 * Everything that shapes the frame's output: its sources, the demos' app code it imports, and the
 * shared code in lib/ that those re-export (the kit registry, the host protocol).
 */
function sourceHash(configuration: string): string {
  const files = [
    ...listFiles(frameSourceDir),
    // The demos' shared app code the frame imports (colour mode, kit stylesheet, re-exports): the
    // whole folder, so that a file the frame starts to import cannot be left out of the hash.
    ...listFiles(path.join(demosDir, 'src', 'app')),
    // The examples whose types and wrappers the frame registers (example-types/ imports their files).
    ...listFiles(path.join(demosDir, 'src', 'examples')),
    ...['angular.json', 'package-lock.json', 'tsconfig.json'].map((file) => path.join(demosDir, file)),
    ...listFiles(libDir),
    __filename,
  ];
  return hashFiles(
    files.filter((file) => existsSync(file)),
    configuration,
  );
}

const moduleScriptTag = /<script src="([^"]+)" type="module"><\/script>/g;

/** The file of the one module script that Angular's build puts in index.html. */
function mainScript(html: string): string {
  const tags = [...html.matchAll(moduleScriptTag)];
  if (tags.length !== 1) {
    throw new FrameBuildError(`expected one module script in the frame's index.html, found ${tags.length}`);
  }
  return tags[0][1];
}

/** Replaces the module script tag by the script's code and adds the CSP that allows only it. */
function inlineModuleScript(html: string, script: string): string {
  // "</script" inside the code would end the element early; "<\/script" means the same in JavaScript.
  const code = script.replace(/<\/script/gi, '<\\/script');
  const digest = createHash('sha256').update(code).digest('base64');
  const policy = `script-src 'sha256-${digest}'; object-src 'none'`;
  const inlined = html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<meta charset="utf-8"\/?>/,
      (charset) => `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}">`,
    )
    .replace(moduleScriptTag, () => `<script type="module">${code}</script>`);
  if (!inlined.includes('Content-Security-Policy')) {
    throw new FrameBuildError(
      'the frame\'s index.html has no <meta charset="utf-8"> to put the Content-Security-Policy after',
    );
  }
  return inlined;
}

/**
 * Ionic's lazy loader (@ionic/core/dist), reached through IonicModule.forRoot(), which the frame
 * does not call: it defines Ionic's elements from the custom-elements build instead
 * (demos/playground/ionic-elements.ts). Its chunks become modules that fail with this message.
 */
const unusedLazyEntry = /node_modules\/@ionic\/core\/dist\/esm\/[^/]+\.entry\.js$/;

/** A kit's module in the frame's sources (demos/playground/kits/<kit>.ts), as the metafile names it. */
const kitModule = /^playground\/kits\/([\w-]+)\.ts$/;

/** The part of the metafile that lazyChunks reads. */
interface Metafile {
  outputs: Record<string, {entryPoint?: string}>;
}

/**
 * Which chunk each kit's module became, and the chunks of Ionic's lazy loader. `metafile` is
 * esbuild's (ng build --stats-json); it names the source file each lazy chunk was made from.
 */
function lazyChunks(metafile: Metafile): {kits: Map<string, string>; unusedLoader: string[]} {
  const kits = new Map<string, string>();
  const unusedLoader: string[] = [];
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const kit = output.entryPoint?.match(kitModule)?.[1];
    if (kit) {
      kits.set(kit, file);
    } else if (output.entryPoint && unusedLazyEntry.test(output.entryPoint)) {
      unusedLoader.push(file);
    }
  }
  return {kits, unusedLoader};
}

/**
 * Folds the main script and the lazy chunks it reaches into one script: each dynamic import
 * becomes a promise of a module in the same script. The chunks in `leftOut` (file to reason)
 * become modules that fail with that reason, and what only they import is not included.
 * `rolldown` is the function of the demos' Rolldown (see loadRolldown).
 */
async function joinChunks(
  rolldown: Rolldown,
  mainFile: string,
  readChunk: (file: string) => string,
  leftOut: Map<string, string>,
): Promise<string> {
  const bundle = await rolldown({
    input: mainFile,
    logLevel: 'silent',
    plugins: [
      {
        name: 'playground-frame-chunks',
        resolveId: (source) => source.replace(/^\.\//, ''),
        load: (file) =>
          leftOut.has(file) ? `throw new Error(${JSON.stringify(leftOut.get(file))});` : readChunk(file),
      },
    ],
  });
  try {
    const {output} = await bundle.generate({format: 'es', codeSplitting: false, minify: true});
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/** The part of Rolldown's API that joinChunks uses (Rolldown is installed in demos/ only). */
type Rolldown = (options: {
  input: string;
  logLevel: 'silent';
  plugins: {name: string; resolveId: (source: string) => string; load: (file: string) => string}[];
}) => Promise<{
  generate: (options: {format: 'es'; codeSplitting: boolean; minify: boolean}) => Promise<{output: [{code: string}]}>;
  close: () => Promise<void>;
}>;

/** Rolldown as the demos install it (a devDependency there, and what @angular/build uses). */
async function loadRolldown(): Promise<Rolldown> {
  const demosRequire = createRequire(path.join(demosDir, 'package.json'));
  return ((await import(pathToFileURL(demosRequire.resolve('rolldown')).href)) as {rolldown: Rolldown}).rolldown;
}

/** The kits the frame has a module for: one document each. */
function frameKits(): string[] {
  return readdirSync(path.join(frameSourceDir, 'kits'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
}

/** The frame target's output folder in demos/angular.json must be the one the site serves the frame from. */
function checkOutputPath(): void {
  const angular = JSON.parse(readFileSync(path.join(demosDir, 'angular.json'), 'utf8')) as {
    projects: {demos: {architect: Record<string, {options: {outputPath: {base: string}}}>}};
  };
  const base = angular.projects.demos.architect['playground-frame']?.options.outputPath.base;
  const expected = path.relative(demosDir, outputDir).split(path.sep).join('/');
  if (base !== expected) {
    throw new FrameBuildError(
      `demos/angular.json builds the frame into ${base}, but the site serves it from ${expected} (playgroundFrameDir in lib/playground-protocol.ts)`,
    );
  }
}

/**
 * Writes demos/playground/example-types/: what the example pages' demos register with Formly, one
 * module per example and one per kit listing those that run in it (lib/example-registrations.ts),
 * which the kit's providers add, so that the playground opens those examples. Only changed files
 * are written, and a module of an example that no longer qualifies is removed; the hash then sees them.
 */
function writeExampleRegistrations(): void {
  const files = registrationFiles(exampleRegistrations(demosDir, path.join(siteDir, 'docs'), frameOwnNames(demosDir)));
  const dir = path.join(frameSourceDir, exampleTypesDir);
  mkdirSync(path.join(dir, 'examples'), {recursive: true});
  for (const [file, text] of files) {
    writeIfChanged(path.join(dir, file), text);
  }
  for (const file of readdirSync(path.join(dir, 'examples'))) {
    if (!files.has(`examples/${file}`)) {
      rmSync(path.join(dir, 'examples', file));
    }
  }
}

async function build({force = false, configuration = 'production'} = {}): Promise<void> {
  checkOutputPath();
  writeExampleRegistrations();
  const hash = sourceHash(configuration);
  const kits = frameKits();
  const documents = kits.map((kit) => path.join(outputDir, kit, 'index.html'));
  if (!force && existsSync(stampFile) && documents.every((file) => existsSync(file))) {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as {hash?: string};
    if (stamp.hash === hash) {
      log('build is up to date');
      return;
    }
  }
  log(`building (${configuration})`);
  const started = Date.now();
  rmSync(stampFile, {force: true});
  const ng = path.join(demosDir, 'node_modules', '.bin', isWindows ? 'ng.cmd' : 'ng');
  // The frame is a second build target of the demos project (demos/angular.json): Angular keeps
  // its build cache per project, so the frame, built after the demos, reuses their compiled kit
  // libraries (from a clean clone: 28 s instead of 50 s on 2 cores).
  const result = spawnSync(ng, ['run', `demos:playground-frame:${configuration}`, '--progress=false', '--stats-json'], {
    cwd: demosDir,
    stdio: 'inherit',
    shell: isWindows,
    env: {...process.env, NG_CLI_ANALYTICS: 'false'},
  });
  if (result.status !== 0) {
    throw new FrameBuildError(`ng run demos:playground-frame exited with ${result.status ?? result.signal}`);
  }
  const indexFile = path.join(outputDir, 'index.html');
  const scriptFiles = readdirSync(outputDir).filter((file) => file.endsWith('.js'));
  const readChunk = (file: string) => readFileSync(path.join(outputDir, file), 'utf8');
  const html = readFileSync(indexFile, 'utf8');
  const mainFile = mainScript(html);
  const chunks = lazyChunks(JSON.parse(readFileSync(path.join(outputDir, 'stats.json'), 'utf8')) as Metafile);
  const missing = kits.filter((kit) => !chunks.kits.has(kit));
  if (missing.length > 0) {
    throw new FrameBuildError(
      `no lazy chunk for demos/playground/kits/${missing.join('.ts, ')}.ts: kit-providers.ts must import each kit's module dynamically`,
    );
  }
  // A folder per kit, so that every static server serves the document at its address as it is
  // (docusaurus serve would redirect <kit>.html and drop the query); the stylesheets stay one level up.
  const kitHtml = html.replace(/<base href="\.\/"\s*\/?>/, '<base href="../">');
  if (kitHtml === html) {
    throw new FrameBuildError('the frame\'s index.html has no <base href="./"> to point one level up');
  }
  const rolldown = await loadRolldown();
  const loaderReason = (file: string) =>
    `The playground frame has no lazy chunk ${file}: Ionic's lazy loader does not run in it.`;
  for (const kit of kits) {
    const leftOut = new Map(chunks.unusedLoader.map((file) => [file, loaderReason(file)]));
    for (const [other, file] of chunks.kits) {
      if (other !== kit) {
        leftOut.set(file, `This playground frame document holds the ${kit} kit only; open ../${other}/ for ${other}.`);
      }
    }
    mkdirSync(path.join(outputDir, kit), {recursive: true});
    writeFileSync(
      path.join(outputDir, kit, 'index.html'),
      inlineModuleScript(kitHtml, await joinChunks(rolldown, mainFile, readChunk, leftOut)),
    );
  }
  for (const file of [...scriptFiles, 'index.html', 'stats.json', 'prerendered-routes.json']) {
    rmSync(path.join(outputDir, file), {force: true});
  }
  mkdirSync(path.dirname(stampFile), {recursive: true});
  writeFileSync(
    stampFile,
    `${JSON.stringify({hash, configuration, kits, builtAt: new Date().toISOString()}, null, 2)}\n`,
  );
  log(`built ${kits.length} documents (${kits.join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'build') {
    console.error('usage: node --import tsx scripts/playground-frame.ts build [--force] [--development]');
    process.exitCode = 2;
    return;
  }
  await build({
    force: args.includes('--force'),
    configuration: args.includes('--development') ? 'development' : 'production',
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`[playground-frame] ${error instanceof FrameBuildError ? error.message : (error as Error).stack}`);
    process.exitCode = 1;
  });
}
