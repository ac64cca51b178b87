/**
 * Starters from the docs' example pages, in the sidebar's categories and order:
 * every example page whose demo has a playground version of its form
 * (playground.json), or fields, model and options that are plain data (literals
 * only, no functions, no references) and an app.config.ts that registers no
 * types, wrappers, validators or extensions of its own. Read with the
 * TypeScript parser (lib/field-schema/source-fields.ts), so nothing is evaluated.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {
  playgroundVersionFile,
  readDemoFolder,
  readDemoSources,
  requiredFiles,
  type DemoFolder,
} from '../../lib/demo-folders';
import {examplePages, type ExamplePage} from '../../lib/example-pages';
import {frameRegisteredDemos, registrationKinds} from '../../lib/example-registrations';
import {demoKits} from '../../lib/kit-variants';
import {isPlaygroundKit, type PlaygroundKit} from '../../lib/playground-protocol';
import {initializersOf, isPlainData} from '../../lib/field-schema/source-fields';
import {json, type Starter} from './starters';

/** The literal initializers of the class properties `fields`, `model` and `options` in `source`, when all are plain data. */
export function plainFormData(
  source: string,
  fileName = 'app.ts',
): {fields: unknown[]; model: unknown; options: unknown} | null {
  const found = initializersOf(source, ['fields', 'model', 'options'], fileName);
  const fields = found.get('fields');
  // A form the class builds later (`this.fields = …` in a hook) is not the one its initializer holds.
  const assignedLater = /\bthis\.(fields|model|options)\s*=/.test(source);
  if (!Array.isArray(fields) || assignedLater || ![...found.values()].every(isPlainData)) {
    return null;
  }
  return {fields, model: found.get('model') ?? {}, options: found.get('options') ?? {}};
}

/** A key that registers something of the app's own (validation messages alone leave the fields as they are). */
const registersOwnConfig = new RegExp(
  `\\b(${registrationKinds.filter((kind) => kind !== 'validationMessages').join('|')})\\s*:`,
);

/**
 * The form of a demo as the playground can open it, with the kits it runs in that the playground
 * has: its playground.json when it has one, or else its own fields, model and options when they are
 * plain data and its app registers no types, wrappers, validators or extensions of its own; null
 * otherwise.
 */
export function playgroundForm(demo: DemoFolder): {kits: PlaygroundKit[]; data: PlaygroundVersion} | null {
  const kits = demoKits(demo, readDemoSources(demo)).kits.filter(isPlaygroundKit);
  const data = playgroundVersion(demo) ?? ownPlainForm(demo);
  return data && kits.length > 0 ? {kits, data} : null;
}

/**
 * The form of the demo's own code, when it is plain data and needs nothing registered of its own,
 * or only types and wrappers the frame registers for it (lib/example-registrations.ts).
 */
function ownPlainForm(demo: DemoFolder): ReturnType<typeof plainFormData> {
  const extraCode = readdirSync(demo.dir).some((file) => file.endsWith('.ts') && !requiredFiles.includes(file));
  const config = readFileSync(path.join(demo.dir, 'app.config.ts'), 'utf8');
  if ((extraCode || registersOwnConfig.test(config)) && !frameRegisteredDemos().has(demo.name)) {
    return null;
  }
  return plainFormData(readFileSync(path.join(demo.dir, 'app.ts'), 'utf8'));
}

/** The demo's playground.json (lib/demo-folders.ts); null when it has none. */
function playgroundVersion(demo: DemoFolder): PlaygroundVersion | null {
  const file = path.join(demo.dir, playgroundVersionFile);
  return existsSync(file) ? readPlaygroundVersion(file) : null;
}

type PlaygroundVersion = NonNullable<ReturnType<typeof plainFormData>> & {note?: string};

/** A playground.json, checked for its shape: a clear error naming the file otherwise. */
export function readPlaygroundVersion(file: string): PlaygroundVersion {
  const where = path.relative(process.cwd(), file);
  let version: unknown;
  try {
    version = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where} is not valid JSON: ${(error as Error).message}`);
  }
  const {fields, model = {}, options = {}, note, ...rest} = (version ?? {}) as Record<string, unknown>;
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);
  if (
    !Array.isArray(fields) ||
    fields.length === 0 ||
    !isObject(model) ||
    !isObject(options) ||
    !(note === undefined || (typeof note === 'string' && note.trim() !== '')) ||
    Object.keys(rest).length > 0
  ) {
    throw new Error(
      `${where} must be {"fields": [a field at least], "model": {…}, "options": {…}, "note": "…"} (model, options and note optional, nothing else).`,
    );
  }
  return note === undefined ? {fields, model, options} : {fields, model, options, note: note as string};
}

/** The starter of an example page's demo, or null when the playground cannot open its form. */
export function exampleStarter(demo: DemoFolder, page: Pick<ExamplePage, 'title' | 'category'>): Starter | null {
  const form = playgroundForm(demo);
  if (!form) {
    return null;
  }
  return {
    id: demo.name,
    title: page.title,
    group: page.category,
    mode: 'fields',
    kits: form.kits,
    config: json(form.data.fields),
    model: json(form.data.model),
    options: json(form.data.options),
    ...(form.data.note ? {note: form.data.note} : {}),
  };
}

/** The starters of the example pages, in the sidebar's order and grouped by its categories. */
export function collectExampleStarters(demosDir: string, docsDir: string): Starter[] {
  return examplePages(docsDir).flatMap((page) => exampleStarter(readDemoFolder(demosDir, page.demo), page) ?? []);
}

/** The id of the starter holding the home page's code sample ("Try it live"). */
export const homeStarterId = 'home';

/**
 * The form of the home page's code sample (the TypeScript block of
 * src/pages/_home-sample.mdx) as a starter, so its "Try it live" link opens that
 * very form. Null when the sample is gone or no longer plain data.
 */
export function collectHomeStarter(homeSampleFile: string): Starter | null {
  const source = existsSync(homeSampleFile) ? readFileSync(homeSampleFile, 'utf8') : '';
  const sample = /^```ts\b[^\n]*\n([\s\S]*?)^```$/m.exec(source)?.[1] ?? null;
  const data = sample === null ? null : plainFormData(sample, 'home-sample.ts');
  return data
    ? {
        id: homeStarterId,
        title: 'The home page form',
        group: 'Start',
        mode: 'fields',
        config: json(data.fields),
        model: json(data.model),
        options: json(data.options),
      }
    : null;
}
