// How a demo folder in demos/ is laid out, read by both the build script
// (scripts/demos.ts, which writes the Angular routes) and the docs plugin
// (which shows the folder's files next to the live demo).
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {browserKits, type BrowserKitName} from './kits';

/** Roots holding demo folders, relative to demos/src, and the route prefix of each. */
export const demoRoots = [
  {dir: 'examples', routePrefix: ''},
  {dir: 'fields', routePrefix: 'fields/'},
];

/** Every demo folder has these; other files in it are the demo's own extras. */
export const requiredFiles = ['app.ts', 'app.config.ts', 'example.json'];

/** The UI kits a demo can be written for, named after their @ngx-formly package. */
const kitNames: string[] = browserKits.map((kit) => kit.name);

const isKitName = (name: string): name is BrowserKitName => kitNames.includes(name);

export interface DemoFolder {
  /** Route of the demo and `name` of <LiveExample>: `validation/custom-validation`. */
  name: string;
  /** Absolute path of the folder. */
  dir: string;
  /** An example category (`validation`), `examples` for top-level ones, or `fields/<kit>`. */
  section: string;
  title: string;
  /** The Formly UI package that app.config.ts imports. */
  kit: BrowserKitName;
  /** Height in CSS pixels that the docs page reserves for the demo. */
  height: number;
}

/** A problem with a demo folder; the message names the demo and the file. */
export class DemoFolderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DemoFolderError';
  }
}

const namePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/;
const kitImport = /from\s+['"]@ngx-formly\/([a-z-]+)(?:\/[^'"]*)?['"]/g;

/**
 * Folder of the demo called `name`: `fields/<kit>/<field>` lives under
 * demos/src/fields, anything else under demos/src/examples.
 */
export function demoDir(demosDir: string, name: string): string {
  if (!namePattern.test(name)) {
    throw new DemoFolderError(
      `"${name}" is not a demo name: use lowercase words and dashes, like "validation/custom-validation".`,
    );
  }
  const root =
    demoRoots.find((candidate) => candidate.routePrefix && name.startsWith(candidate.routePrefix)) ?? demoRoots[0];
  return path.join(demosDir, 'src', root.dir, name.slice(root.routePrefix.length));
}

function titleFromFolder(folder: string): string {
  const words = folder.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Reads and checks one demo folder. */
export function readDemoFolder(demosDir: string, name: string, section = defaultSection(name)): DemoFolder {
  const dir = demoDir(demosDir, name);
  const shown = path.relative(path.dirname(demosDir), dir);
  if (!existsSync(dir)) {
    throw new DemoFolderError(`demo "${name}" does not exist: there is no folder ${shown}.`);
  }
  for (const file of requiredFiles) {
    if (!existsSync(path.join(dir, file))) {
      throw new DemoFolderError(
        `demo "${name}" is missing ${file} in ${shown} (every demo needs ${requiredFiles.join(', ')}).`,
      );
    }
  }
  let meta: {height?: unknown; title?: unknown};
  try {
    meta = JSON.parse(readFileSync(path.join(dir, 'example.json'), 'utf8'));
  } catch (error) {
    throw new DemoFolderError(`demo "${name}": ${shown}/example.json is not valid JSON (${(error as Error).message}).`);
  }
  const {height} = meta;
  if (typeof height !== 'number' || !Number.isInteger(height) || height <= 0) {
    throw new DemoFolderError(
      `demo "${name}": ${shown}/example.json needs a positive integer "height"; \`node --import tsx scripts/demos.ts measure ${name}\` records it.`,
    );
  }
  const config = readFileSync(path.join(dir, 'app.config.ts'), 'utf8');
  // The shell, the docs and the StackBlitz export all rely on these two names.
  if (!/export\s+const\s+appConfig\b/.test(config)) {
    throw new DemoFolderError(`demo "${name}": ${shown}/app.config.ts must export \`const appConfig\`.`);
  }
  if (!/export\s+class\s+App\b/.test(readFileSync(path.join(dir, 'app.ts'), 'utf8'))) {
    throw new DemoFolderError(`demo "${name}": ${shown}/app.ts must export \`class App\`.`);
  }
  const kits = new Set([...config.matchAll(kitImport)].map((match) => match[1]).filter(isKitName));
  if (kits.size !== 1) {
    throw new DemoFolderError(
      `demo "${name}": ${shown}/app.config.ts must import exactly one Formly UI package (@ngx-formly/${kitNames.join(', @ngx-formly/')}); found ${kits.size ? [...kits].join(', ') : 'none'}.`,
    );
  }
  return {
    name,
    dir,
    section,
    title: typeof meta.title === 'string' ? meta.title : titleFromFolder(path.basename(dir)),
    kit: [...kits][0],
    height,
  };
}

function defaultSection(name: string): string {
  const parts = name.split('/');
  return parts.length === 1 ? 'examples' : parts.slice(0, -1).join('/');
}

function childDirs(dir: string): string[] {
  return existsSync(dir)
    ? readdirSync(dir, {withFileTypes: true})
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];
}

/**
 * Every demo under the demo roots: a folder holding app.ts is a demo, any other
 * folder a section of demos (at most two levels: `fields/<kit>/<field>`).
 */
export function collectDemoFolders(demosDir: string): DemoFolder[] {
  const demos: DemoFolder[] = [];
  const visit = (name: string, depth: number): void => {
    const dir = demoDir(demosDir, name);
    if (existsSync(path.join(dir, 'app.ts'))) {
      demos.push(readDemoFolder(demosDir, name));
    } else if (depth < 3) {
      childDirs(dir).forEach((child) => visit(`${name}/${child}`, depth + 1));
    }
  };
  for (const root of demoRoots) {
    childDirs(path.join(demosDir, 'src', root.dir)).forEach((child) =>
      visit(`${root.routePrefix}${child}`, root.routePrefix ? 2 : 1),
    );
  }
  return demos.sort((a, b) => a.name.localeCompare(b.name));
}

/** Files shown first, in this order; the rest follow alphabetically. */
const leadingFiles = ['app.ts', 'app.html', 'app.config.ts'];

/**
 * The playground's version of a demo's form, when its own code cannot open there as it is:
 * `{fields, model?, options?}` as JSON, the same form with the string expressions Formly's
 * CSP-safe parser reads where the demo writes functions. The playground's starters read it;
 * the demo and its page keep their own code, and a browser test checks both give the same form.
 */
export const playgroundVersionFile = 'playground.json';

/** Files of a demo folder that are not its sources: its settings and the playground's version of its form. */
const notSources = new Set(['example.json', playgroundVersionFile]);

/**
 * Source files of a demo as the docs show them: everything in the folder but
 * example.json and playground.json (sub-folders included, as relative paths).
 */
export function demoSourceFiles(dir: string): string[] {
  const files = readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && !notSources.has(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const rank = (file: string) => {
    const index = leadingFiles.indexOf(file);
    return index === -1 ? leadingFiles.length : index;
  };
  return files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Prism language for each file extension shown in the docs. */
const languages: Record<string, string> = {
  '.ts': 'typescript',
  '.html': 'html',
  '.css': 'css',
  '.scss': 'css',
  '.json': 'json',
};

export interface DemoSource {
  /** Path inside the demo folder: `app.ts`, `panel-wrapper.ts`. */
  name: string;
  language: string;
  code: string;
}

const relativeReference =
  /(?:templateUrl|styleUrl)\s*:\s*['"](\.[^'"]+)['"]|styleUrls\s*:\s*\[([^\]]*)\]|(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * Relative paths a TypeScript file points at: component templates and styles,
 * and relative imports.
 */
export function relativeReferences(code: string): string[] {
  return [...code.matchAll(relativeReference)].flatMap((match) =>
    match[2] !== undefined
      ? [...match[2].matchAll(/['"](\.[^'"]+)['"]/g)].map((inner) => inner[1])
      : [match[1] ?? match[3]],
  );
}

/**
 * The demo's source files, checked: every file a component or import points at
 * exists, and nothing reaches outside the folder, so the files shown in the
 * docs (and sent to StackBlitz) are the complete demo.
 */
export function readDemoSources(demo: DemoFolder): DemoSource[] {
  const names = demoSourceFiles(demo.dir);
  const sources = names.map((name): DemoSource => ({
    name,
    language: languages[path.extname(name)] ?? 'text',
    code: readFileSync(path.join(demo.dir, name), 'utf8'),
  }));
  for (const source of sources.filter((file) => file.name.endsWith('.ts'))) {
    for (const reference of relativeReferences(source.code)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(source.name), reference));
      if (target.startsWith('../')) {
        throw new DemoFolderError(
          `demo "${demo.name}": ${source.name} refers to ${reference}, outside the demo folder; a demo must be self-contained.`,
        );
      }
      // `./app.html` names its file; `./grid-cell` and `./depends-on.extension` leave out `.ts`.
      const candidates = [target, `${target}.ts`, `${target}/index.ts`];
      if (!candidates.some((candidate) => names.includes(candidate))) {
        const expected = path.posix.extname(target) ? target : `${target}.ts`;
        throw new DemoFolderError(
          `demo "${demo.name}": ${source.name} refers to ${reference}, but ${expected} is missing.`,
        );
      }
    }
  }
  return sources;
}

/**
 * Writes `file` only when its text changes, so that watchers (Angular's, the
 * dev server's) stay quiet. Returns whether it wrote.
 */
export function writeIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) {
    return false;
  }
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
  return true;
}
