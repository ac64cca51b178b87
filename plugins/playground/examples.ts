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
import {frameRegisteredDemos, registeredMessages, registrationKinds} from '../../lib/example-registrations';
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

/** The frame's own validation messages (demos/playground/formly-setup.ts), by name. */
export function frameMessages(demosDir: string): Map<string, string | null> {
  const file = path.join(demosDir, 'playground', 'formly-setup.ts');
  return registeredMessages(readFileSync(file, 'utf8'), file);
}

/** The names of the messages a form's fields word themselves (`validation: {messages: {…}}`), at any depth. */
function fieldMessageNames(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    value.forEach((item) => fieldMessageNames(item, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      const messages = key === 'validation' && typeof inner === 'object' && inner !== null && 'messages' in inner;
      if (messages) {
        Object.keys((inner as {messages: object}).messages).forEach((name) => found.add(name));
      }
      fieldMessageNames(inner, found);
    }
  }
  return found;
}

/**
 * What a reader of the starter should know of its validation messages: where the example
 * registers a message under a name the frame words itself, and the starter's fields do not
 * word it, the frame's message shows.
 */
export function messagesNote(
  demo: DemoFolder,
  fields: unknown[],
  frame: ReadonlyMap<string, string | null>,
): string | undefined {
  const config = path.join(demo.dir, 'app.config.ts');
  const worded = fieldMessageNames(fields);
  const differing = [...registeredMessages(readFileSync(config, 'utf8'), config)].filter(
    ([name, text]) => frame.has(name) && frame.get(name) !== text && !worded.has(name),
  );
  if (!differing.length) {
    return undefined;
  }
  const pairs = differing.map(
    ([name, text]) =>
      `${name}: "${frame.get(name)}" ${text === null ? '(the example words it with a function)' : `for the example's "${text}"`}`,
  );
  return `The playground words these validation messages itself, the same for every form, so they differ from the example's: ${pairs.join('; ')}.`;
}

/** The starter of an example page's demo, or null when the playground cannot open its form. */
export function exampleStarter(
  demo: DemoFolder,
  page: Pick<ExamplePage, 'title' | 'category'>,
  frame: ReadonlyMap<string, string | null> = new Map(),
): Starter | null {
  const form = playgroundForm(demo);
  if (!form) {
    return null;
  }
  const note = [form.data.note, messagesNote(demo, form.data.fields, frame)].filter(Boolean).join(' ');
  return {
    id: demo.name,
    title: page.title,
    group: page.category,
    mode: 'fields',
    kits: form.kits,
    config: json(form.data.fields),
    model: json(form.data.model),
    options: json(form.data.options),
    ...(note ? {note} : {}),
  };
}

/** The starters of the example pages, in the sidebar's order and grouped by its categories. */
export function collectExampleStarters(demosDir: string, docsDir: string): Starter[] {
  const frame = frameMessages(demosDir);
  return examplePages(docsDir).flatMap(
    (page) => exampleStarter(readDemoFolder(demosDir, page.demo), page, frame) ?? [],
  );
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
