/**
 * The types and wrappers the example pages' demos register themselves, so that the playground's
 * frame can register them too, under the example's own names, and open those examples. Read from
 * each demo's app.config.ts with the TypeScript parser: an entry is copied as it is written, with the
 * relative imports of the components it names. A demo qualifies only when everything it registers
 * can be copied that way (no validators, extensions or presets, no entry built at run time), its
 * components use no package beyond Angular, Formly and RxJS (a data grid would weigh on every form
 * of the playground), and no other demo registers the same name, or imports the same local name,
 * differently.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {readDemoFolder, readDemoSources, type DemoFolder} from './demo-folders';
import {examplePages} from './example-pages';
import {demoKits} from './kit-variants';
import {isPlaygroundKit, type PlaygroundKit} from './playground-protocol';
import {registrationsOf} from './field-schema/source-fields';
import type {AppRegistrations} from './field-schema/check';
import {REPO_ROOT} from './typings/packages';

export interface RegisteredEntry {
  name: string;
  /** The entry's object literal as app.config.ts writes it. */
  source: string;
}

export interface ExampleRegistration {
  demo: string;
  /** The playground kits the demo runs in. */
  kits: PlaygroundKit[];
  types: RegisteredEntry[];
  wrappers: RegisteredEntry[];
  /** The identifiers the entries use, each with its module's path relative to demos/src/examples/<demo>. */
  imports: {name: string; from: string}[];
}

/** Config keys an example may register that the frame cannot take from it. */
const notCopied = ['validators', 'extensions', 'presets', 'extras'];

/** What a demo's app.config.ts registers, or null when it registers nothing or something the frame cannot copy. */
export function readRegistration(demo: DemoFolder, kits: PlaygroundKit[]): ExampleRegistration | null {
  const source = readFileSync(path.join(demo.dir, 'app.config.ts'), 'utf8');
  const file = ts.createSourceFile('app.config.ts', source, ts.ScriptTarget.Latest, true);
  const relativeImports = new Map<string, string>();
  for (const statement of file.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith('./')
    ) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        bindings.elements.forEach((element) =>
          relativeImports.set(element.name.text, statement.moduleSpecifier.getText(file).slice(1, -1)),
        );
      }
    }
  }
  const registration: ExampleRegistration = {demo: demo.name, kits, types: [], wrappers: [], imports: []};
  let copyable = true;
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const key = node.name.text;
      if (notCopied.includes(key)) {
        copyable = false;
      } else if ((key === 'types' || key === 'wrappers') && ts.isArrayLiteralExpression(node.initializer)) {
        for (const element of node.initializer.elements) {
          const name = ts.isObjectLiteralExpression(element)
            ? element.properties.find(
                (property): property is ts.PropertyAssignment =>
                  ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'name',
              )?.initializer
            : undefined;
          if (!name || !ts.isStringLiteral(name)) {
            copyable = false;
            continue;
          }
          // Every identifier the entry reads (not a key) must be a relative import the frame can repeat.
          const read = (inner: ts.Node): void => {
            if (ts.isIdentifier(inner) && !(ts.isPropertyAssignment(inner.parent) && inner.parent.name === inner)) {
              const from = relativeImports.get(inner.text);
              if (!from) {
                copyable = false;
              } else if (!registration.imports.some((entry) => entry.name === inner.text)) {
                registration.imports.push({name: inner.text, from});
              }
            }
            ts.forEachChild(inner, read);
          };
          ts.forEachChild(element, read);
          registration[key].push({name: name.text, source: element.getText(file)});
        }
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const heavy = registration.imports.flatMap(({from}) => outsidePackages(path.join(demo.dir, from)));
  return copyable && heavy.length === 0 && registration.types.length + registration.wrappers.length > 0
    ? registration
    : null;
}

/** Packages the frame has anyway: a component importing others (a data grid) would weigh on every form. */
const framePackages = /^(@angular\/|@ngx-formly\/|rxjs(\/|$)|tslib$)/;

/** The packages a module and the relative modules it imports use beyond the frame's own. */
function outsidePackages(modulePath: string, seen = new Set<string>()): string[] {
  const file = `${modulePath}.ts`;
  if (seen.has(file)) {
    return [];
  }
  seen.add(file);
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.')
      ? outsidePackages(path.join(path.dirname(file), specifier), seen)
      : framePackages.test(specifier)
        ? []
        : [specifier],
  );
}

/**
 * The registrations of the example pages' demos that the frame takes, in the sidebar's order: a
 * demo whose name or import clashes with an earlier one's, or with a type the frame registers itself
 * (`reserved`), is left out, and so cannot open.
 */
export function exampleRegistrations(
  demosDir: string,
  docsDir: string,
  reserved: readonly string[],
): ExampleRegistration[] {
  const taken: ExampleRegistration[] = [];
  const entries = new Map<string, string>(reserved.map((name) => [name, 'the frame']));
  const imports = new Map<string, string>();
  for (const page of examplePages(docsDir)) {
    const demo = readDemoFolder(demosDir, page.demo);
    const kits = demoKits(demo, readDemoSources(demo)).kits.filter(isPlaygroundKit);
    const registration = kits.length > 0 ? readRegistration(demo, kits) : null;
    if (!registration) {
      continue;
    }
    const modules = registration.imports.map(({name, from}) => [name, path.posix.join(demo.name, from)] as const);
    const named = [...registration.types, ...registration.wrappers].map(({name, source}) => [name, source] as const);
    const clashes =
      modules.some(([name, module]) => imports.has(name) && imports.get(name) !== module) ||
      named.some(([name, source]) => entries.has(name) && entries.get(name) !== source);
    // The frame's own types render its JSON Schema mode: an example may not replace them.
    if (clashes) {
      continue;
    }
    modules.forEach(([name, module]) => imports.set(name, module));
    named.forEach(([name, source]) => entries.set(name, source));
    taken.push(registration);
  }
  return taken;
}

/** The frame's own type names: those of demos/playground/json-schema-types.ts. */
export function frameTypeNames(demosDir: string): string[] {
  return [...registrationsOf(readFileSync(path.join(demosDir, 'playground', 'json-schema-types.ts'), 'utf8')).types];
}

const frameExamplesCache = new Map<string, {reserved: string[]; registrations: ExampleRegistration[]}>();

/** The frame's own type names and the examples' registrations it takes, read once per process and folder. */
function frameExamples(demosDir: string, docsDir: string) {
  const key = `${demosDir}\0${docsDir}`;
  let found = frameExamplesCache.get(key);
  if (!found) {
    const reserved = frameTypeNames(demosDir);
    found = {reserved, registrations: exampleRegistrations(demosDir, docsDir, reserved)};
    frameExamplesCache.set(key, found);
  }
  return found;
}

/** The example demos the frame registers types or wrappers for. */
export function frameRegisteredDemos(
  demosDir = path.join(REPO_ROOT, 'demos'),
  docsDir = path.join(REPO_ROOT, 'docs'),
): Set<string> {
  return new Set(frameExamples(demosDir, docsDir).registrations.map((entry) => entry.demo));
}

/** The module of a kit's example registrations, as the frame build writes it into demos/playground/example-types/. */
export function registrationModule(kit: PlaygroundKit, registrations: readonly ExampleRegistration[]): string {
  const forKit = registrations.filter((entry) => entry.kits.includes(kit));
  const imports = forKit.flatMap((entry) =>
    entry.imports.map(
      ({name, from}) => `import { ${name} } from '../../src/examples/${path.posix.join(entry.demo, from)}';`,
    ),
  );
  const list = (key: 'types' | 'wrappers') =>
    forKit.flatMap((entry) =>
      entry[key].map(({source}) => `    // ${entry.demo}\n    ${source.replace(/\n/g, '\n    ')},`),
    );
  return [
    `// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' app.config.ts: do not edit.`,
    `import { ConfigOption } from '@ngx-formly/core';`,
    ...[...new Set(imports)],
    '',
    `/** The types and wrappers of the examples that run in this kit, under the examples' own names. */`,
    'export const exampleRegistrations: ConfigOption = {',
    '  types: [',
    ...list('types'),
    '  ],',
    '  wrappers: [',
    ...list('wrappers'),
    '  ],',
    '};',
    '',
  ].join('\n');
}

/** What the frame registers in `kit` besides the kit's own: its JSON Schema types and the examples' types and wrappers. */
export function frameRegistrationsFor(
  kit: PlaygroundKit,
  demosDir = path.join(REPO_ROOT, 'demos'),
  docsDir = path.join(REPO_ROOT, 'docs'),
): Required<AppRegistrations> {
  const {reserved, registrations} = frameExamples(demosDir, docsDir);
  const examples = registrations.filter((entry) => entry.kits.includes(kit));
  return {
    types: [...reserved, ...examples.flatMap((entry) => entry.types.map(({name}) => name))],
    wrappers: examples.flatMap((entry) => entry.wrappers.map(({name}) => name)),
  };
}
