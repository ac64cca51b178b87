/**
 * What the example pages' demos register with Formly (types, wrappers, validators, their validation
 * messages, extensions and presets), so that the playground's frame can register them too, under the
 * examples' own names, and open those examples. Read from each demo's app.config.ts with the
 * TypeScript parser: an entry is copied as it is written, with what it reads: the relative imports
 * (the example's own files), the imports of Angular, Formly and RxJS, and the functions or constants
 * app.config.ts declares itself. A demo qualifies only when everything it registers can be copied that
 * way (nothing built at run time from a service, no `extras`, which would change every form), its
 * files use no package beyond Angular, Formly and RxJS (a data grid would weigh on every form of the
 * playground), and no other demo registers the same name differently. Each example's copy is a module
 * of its own, so names it imports or declares cannot clash with another's. Validation messages the frame has under the same name (`required`, ...) are left to the
 * frame: a playground version of the form gives the example's texts on its fields.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {demoDir, readDemoFolder, readDemoSources, relativeReferences, type DemoFolder} from './demo-folders';
import {examplePages} from './example-pages';
import {demoKits} from './kit-variants';
import {isPlaygroundKit, playgroundKits, type PlaygroundKit} from './playground-protocol';
import type {AppRegistrations} from './field-schema/check';
import {configEntryNames} from './field-schema/source-fields';
import {REPO_ROOT} from './typings/packages';

/** The ConfigOption lists the frame copies, in the order the generated module writes them. */
export const registrationKinds = [
  'types',
  'wrappers',
  'validators',
  'validationMessages',
  'extensions',
  'presets',
] as const;
export type RegistrationKind = (typeof registrationKinds)[number];

export interface RegisteredEntry {
  name: string;
  /** The entry's object literal as app.config.ts writes it. */
  source: string;
}

export interface ExampleRegistration {
  demo: string;
  /** The playground kits the demo runs in. */
  kits: PlaygroundKit[];
  entries: Record<RegistrationKind, RegisteredEntry[]>;
  /**
   * The imported identifiers the entries use: `from` is a package (`@angular/forms`) or a module path
   * relative to demos/src/examples/<demo> (`./list-type`).
   */
  imports: {name: string; from: string}[];
  /** Declarations of app.config.ts the entries use (functions, constants), copied before them. */
  declarations: RegisteredEntry[];
  /** Whether a validator comes from a field's own (answering true/false), wrapped by the frame's fieldRule. */
  usesFieldRule: boolean;
}

/** ConfigOption keys that change every form of the frame, so an example registering them cannot open. */
const notCopied = ['extras'];

/** Packages the frame has anyway: a component importing others (a data grid) would weigh on every form. */
const framePackages = /^(@angular\/|@ngx-formly\/|rxjs(\/|$)|tslib$)/;

/** Names an entry declares itself (parameters, variables): they need nothing from outside. */
function declaredNames(node: ts.Node, found = new Set<string>()): Set<string> {
  if (
    (ts.isParameter(node) || ts.isVariableDeclaration(node) || ts.isBindingElement(node)) &&
    ts.isIdentifier(node.name)
  ) {
    found.add(node.name.text);
  }
  ts.forEachChild(node, (child) => void declaredNames(child, found));
  return found;
}

/** Whether an identifier is a name, not a reference: a property's key or the member after a dot. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent)) &&
      parent.name === node) ||
    ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) &&
      (ts.isPropertyAccessExpression(parent) ? parent.name : parent.right) === node) ||
    ((ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) &&
      parent.name === node) ||
    ((ts.isFunctionDeclaration(parent) || ts.isClassDeclaration(parent)) && parent.name === node)
  );
}

/** A node's text with the indentation of the line it starts on taken off every following line. */
function textOf(node: ts.Node, file: ts.SourceFile): string {
  const {line} = file.getLineAndCharacterOfPosition(node.getStart(file));
  const lineText = file.text.slice(file.getPositionOfLineAndCharacter(line, 0));
  const indent = /^ */.exec(lineText)![0].length;
  return node.getText(file).replace(new RegExp(`\\n {0,${indent}}`, 'g'), '\n');
}

/** The name of an object literal's `name` property, when it is a string literal. */
function entryName(element: ts.Expression): string | null {
  const name = ts.isObjectLiteralExpression(element) ? propertyOf(element, 'name') : undefined;
  return name && ts.isStringLiteral(name) ? name.text : null;
}

/** The names a source file can lend to a copied entry: its imports, and its own top-level declarations. */
interface FileScope {
  file: ts.SourceFile;
  imported: Map<string, string>;
  topLevel: Map<string, ts.Statement>;
}

function readScope(dir: string, fileName: string): FileScope {
  const file = ts.createSourceFile(
    fileName,
    readFileSync(path.join(dir, fileName), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const imported = new Map<string, string>();
  const topLevel = new Map<string, ts.Statement>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        bindings.elements.forEach((element) =>
          imported.set(element.name.text, (statement.moduleSpecifier as ts.StringLiteral).text),
        );
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement)) &&
      statement.name
    ) {
      topLevel.set(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) {
          topLevel.set(declaration.name.text, statement);
        }
      }
    }
  }
  return {file, imported, topLevel};
}

/**
 * Collects what `node` reads from outside itself into `into` (imports, and the declarations of its
 * file, in the file's order); false when it reads anything the frame cannot repeat: a package beyond
 * the frame's, `this`, or a name from nowhere.
 */
function collectReads(
  node: ts.Node,
  scope: FileScope,
  into: Pick<ExampleRegistration, 'imports' | 'declarations'>,
): boolean {
  const local = declaredNames(node);
  let resolved = true;
  const read = (inner: ts.Node): void => {
    if (inner.kind === ts.SyntaxKind.ThisKeyword) {
      resolved = false;
    } else if (ts.isIdentifier(inner) && !isPropertyName(inner) && !local.has(inner.text)) {
      const name = inner.text;
      const from = scope.imported.get(name);
      const declaration = scope.topLevel.get(name);
      if (from !== undefined) {
        if (!from.startsWith('./') && !framePackages.test(from)) {
          resolved = false;
        } else if (!into.imports.some((entry) => entry.name === name)) {
          into.imports.push({name, from});
        }
      } else if (declaration) {
        if (!into.declarations.some((entry) => entry.name === name)) {
          into.declarations.push({name, source: textOf(declaration, scope.file)});
          resolved = collectReads(declaration, scope, into) && resolved;
        }
      } else if (!(name in globalThis)) {
        resolved = false;
      }
    }
    ts.forEachChild(inner, read);
  };
  ts.forEachChild(node, read);
  // A declaration may use another: keep them in the order the file declares them.
  const order = [...scope.topLevel.keys()];
  into.declarations.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return resolved;
}

/** A property's initializer in an object literal, by the property's name. */
function propertyOf(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  return literal.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name,
  )?.initializer;
}

/**
 * The validation messages a source file registers (`validationMessages: [{name, message}]`), by
 * name: the text of a string message, or null for one a function words.
 */
export function registeredMessages(source: string, fileName: string): Map<string, string | null> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true);
  const messages = new Map<string, string | null>();
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'validationMessages' &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      for (const element of node.initializer.elements) {
        const name = entryName(element);
        const message = ts.isObjectLiteralExpression(element) ? propertyOf(element, 'message') : undefined;
        if (name !== null && message) {
          messages.set(name, ts.isStringLiteralLike(message) ? message.text : null);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return messages;
}

/**
 * What a demo registers that the frame can register too, or null when it registers nothing or its
 * app.config.ts registers something the frame cannot copy. `frameMessages` are the validation
 * messages the frame has itself, left out. Besides app.config.ts, the validators app.ts defines on a
 * field (`validators: {weekday: {expression, message}}`, also async ones) are taken as named
 * validators under their keys, with their messages, when what they read can be copied: a playground
 * version of the form then names them (`"validators": {"validation": ["weekday"]}`).
 */
export function readRegistration(
  demo: DemoFolder,
  kits: PlaygroundKit[],
  frameMessages: readonly string[] = [],
): ExampleRegistration | null {
  const config = readScope(demo.dir, 'app.config.ts');
  const entries = Object.fromEntries(registrationKinds.map((kind) => [kind, [] as RegisteredEntry[]])) as Record<
    RegistrationKind,
    RegisteredEntry[]
  >;
  const registration: ExampleRegistration = {
    demo: demo.name,
    kits,
    entries,
    imports: [],
    declarations: [],
    usesFieldRule: false,
  };
  let copyable = true;
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      const key = node.name.text;
      if (notCopied.includes(key)) {
        copyable = false;
      } else if (
        (registrationKinds as readonly string[]).includes(key) &&
        ts.isArrayLiteralExpression(node.initializer)
      ) {
        const kind = key as RegistrationKind;
        for (const element of node.initializer.elements) {
          const name = entryName(element);
          if (name === null) {
            copyable = false;
          } else if (!(kind === 'validationMessages' && frameMessages.includes(name))) {
            copyable = collectReads(element, config, registration) && copyable;
            entries[kind].push({name, source: textOf(element, config.file)});
          }
        }
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(config.file);
  if (!copyable) {
    return null;
  }
  readFieldValidators(demo, registration);
  const heavy = registration.imports
    .filter(({from}) => from.startsWith('./'))
    .flatMap(({from}) => outsidePackages(path.join(demo.dir, from)));
  const registers = registrationKinds.some((kind) => kind !== 'validationMessages' && entries[kind].length > 0);
  return heavy.length === 0 && registers ? registration : null;
}

/** Adds the validators app.ts defines on its fields, named by their keys, that can be copied. */
function readFieldValidators(demo: DemoFolder, registration: ExampleRegistration): void {
  const app = readScope(demo.dir, 'app.ts');
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'validators' || node.name.text === 'asyncValidators') &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (
          !ts.isPropertyAssignment(property) ||
          !ts.isIdentifier(property.name) ||
          property.name.text === 'validation' ||
          !ts.isObjectLiteralExpression(property.initializer)
        ) {
          continue;
        }
        const expression = propertyOf(property.initializer, 'expression');
        if (!expression) {
          continue;
        }
        const name = property.name.text;
        const message = propertyOf(property.initializer, 'message');
        // Taken only whole: what the validator and its message read is copied, or nothing is.
        const reads: Pick<ExampleRegistration, 'imports' | 'declarations'> = {imports: [], declarations: []};
        if (collectReads(expression, app, reads) && (!message || collectReads(message, app, reads))) {
          const indent = (text: string) => text.replace(/\n/g, '\n  ');
          registration.usesFieldRule = true;
          registration.entries.validators.push({
            name,
            source: `{\n  name: '${name}',\n  validation: fieldRule(${indent(textOf(expression, app.file))}),\n}`,
          });
          if (message) {
            registration.entries.validationMessages.push({
              name,
              source: `{\n  name: '${name}',\n  message: ${indent(textOf(message, app.file))},\n}`,
            });
          }
          reads.imports
            .filter((entry) => !registration.imports.some((taken) => taken.name === entry.name))
            .forEach((entry) => registration.imports.push(entry));
          reads.declarations
            .filter((entry) => !registration.declarations.some((taken) => taken.name === entry.name))
            .forEach((entry) => registration.declarations.push(entry));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(app.file);
}

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
 * What the frame registers itself, by list: the types of its JSON Schema mode
 * (demos/playground/json-schema-types.ts) and its named validators and default messages
 * (demos/playground/formly-setup.ts).
 */
export function frameOwnNames(demosDir: string): Record<RegistrationKind, string[]> {
  const files = ['json-schema-types.ts', 'formly-setup.ts'].map((name) =>
    configEntryNames(readFileSync(path.join(demosDir, 'playground', name), 'utf8'), name),
  );
  return Object.fromEntries(
    registrationKinds.map((kind) => [kind, files.flatMap((names) => names.get(kind) ?? [])]),
  ) as Record<RegistrationKind, string[]>;
}

/**
 * The registrations of the example pages' demos that the frame takes, in the sidebar's order: a
 * demo that registers a name an earlier one registers differently, or that the frame registers
 * itself (`own`), is left out, and so cannot open.
 */
export function exampleRegistrations(
  demosDir: string,
  docsDir: string,
  own: Record<RegistrationKind, string[]>,
): ExampleRegistration[] {
  const taken: ExampleRegistration[] = [];
  const entries = new Map<string, string>(
    registrationKinds.flatMap((kind) => own[kind].map((name) => [`${kind}:${name}`, 'the frame'] as const)),
  );
  for (const page of examplePages(docsDir)) {
    const demo = readDemoFolder(demosDir, page.demo);
    const kits = demoKits(demo, readDemoSources(demo)).kits.filter(isPlaygroundKit);
    const registration = kits.length > 0 ? readRegistration(demo, kits, own.validationMessages) : null;
    if (!registration) {
      continue;
    }
    const named = registrationKinds.flatMap((kind) =>
      registration.entries[kind].map(({name, source}) => [`${kind}:${name}`, source] as const),
    );
    // The frame's own types render its JSON Schema mode: an example may not replace them.
    if (named.some(([key, source]) => entries.has(key) && entries.get(key) !== source)) {
      continue;
    }
    named.forEach(([key, source]) => entries.set(key, source));
    taken.push(registration);
  }
  return taken;
}

const frameExamplesCache = new Map<
  string,
  {own: Record<RegistrationKind, string[]>; registrations: ExampleRegistration[]}
>();

/** The frame's own names and the examples' registrations it takes, read once per process and folder. */
function frameExamples(demosDir: string, docsDir: string) {
  const key = `${demosDir}\0${docsDir}`;
  let found = frameExamplesCache.get(key);
  if (!found) {
    const own = frameOwnNames(demosDir);
    found = {own, registrations: exampleRegistrations(demosDir, docsDir, own)};
    frameExamplesCache.set(key, found);
  }
  return found;
}

/** The example demos whose registrations the frame copies. */
export function frameRegisteredDemos(
  demosDir = path.join(REPO_ROOT, 'demos'),
  docsDir = path.join(REPO_ROOT, 'docs'),
): Set<string> {
  return new Set(frameExamples(demosDir, docsDir).registrations.map((entry) => entry.demo));
}

/** Where the frame build writes the examples' registrations, relative to demos/playground/. */
export const exampleTypesDir = 'example-types';

/** The module of one example's registrations, relative to exampleTypesDir. */
const exampleModulePath = (demo: string) => `examples/${demo.replace(/\//g, '--')}.ts`;

/** The name a kit module imports an example's registrations under: `other/input-file` → `otherInputFile`. */
const exampleBinding = (demo: string) =>
  demo.replace(/[^a-zA-Z0-9]+([a-zA-Z0-9])/g, (_match, letter: string) => letter.toUpperCase());

const generatedHeader = `// Written by scripts/playground-frame.ts (lib/example-registrations.ts) from the example pages' code: do not edit.`;

/** Where a module of one example's registrations finds the files it imports. */
interface ModulePaths {
  /** The module path of a file of the example's folder (`./list-type`, relative to that folder). */
  exampleFile(from: string): string;
  /** The module path of the frame's fieldRule. */
  fieldRule: string;
}

/** The frame's modules, in demos/playground/example-types/examples/. */
const framePaths = (demo: string): ModulePaths => ({
  exampleFile: (from) => `../../../src/examples/${path.posix.join(demo, from)}`,
  fieldRule: '../../field-rule',
});

/** One example's module: what it registers, with the imports and declarations that reads. */
function exampleModule(registration: ExampleRegistration, paths: ModulePaths = framePaths(registration.demo)): string {
  const modules = new Map<string, Set<string>>([['@ngx-formly/core', new Set(['ConfigOption'])]]);
  for (const {name, from} of registration.imports) {
    const module = from.startsWith('./') ? paths.exampleFile(from) : from;
    modules.set(module, (modules.get(module) ?? new Set()).add(name));
  }
  if (registration.usesFieldRule) {
    modules.set(paths.fieldRule, new Set(['fieldRule']));
  }
  const lists = registrationKinds.flatMap((kind) =>
    registration.entries[kind].length > 0
      ? [
          `  ${kind}: [`,
          ...registration.entries[kind].map(({source}) => `    ${source.replace(/\n/g, '\n    ')},`),
          '  ],',
        ]
      : [],
  );
  return [
    generatedHeader,
    ...[...modules].map(([module, names]) => `import { ${[...names].join(', ')} } from '${module}';`),
    '',
    ...registration.declarations.map(({source}) => `${source.replace(/^export /, '')}\n`),
    `/** What ${registration.demo} registers with Formly, under its own names. */`,
    'export const registrations: ConfigOption = {',
    ...lists,
    '};',
    '',
  ].join('\n');
}

/**
 * An example's registrations as a project exported from the playground holds them, so that a form
 * using the example's types, wrappers, validators or presets runs there as in the playground.
 */
export interface ExportedRegistration {
  demo: string;
  kits: PlaygroundKit[];
  /**
   * The names a configuration uses them by: types, wrappers, validators, presets as `#name`, and for
   * extensions, which act on every field, the props the example's files read, as `props.<name>`.
   */
  names: string[];
  /** The name app.config.ts imports the registrations under (`advancedRepeatingSection`). */
  binding: string;
  /** Its module, relative to the app folder and without `.ts`: `examples/advanced--repeating-section`. */
  module: string;
  /** The files it needs, by path relative to the app folder: its module, the example files it reads, field-rule.ts. */
  files: Record<string, string>;
}

/** The files of an example's folder that `entry` (a module path relative to it) needs, itself included. */
function exampleFileClosure(demoDir: string, entry: string, into = new Map<string, string>()): Map<string, string> {
  const target = path.posix.normalize(entry);
  const name = [target, `${target}.ts`, `${target}/index.ts`].find((candidate) =>
    existsSync(path.join(demoDir, candidate)),
  );
  if (!name || into.has(name)) {
    return into;
  }
  const code = readFileSync(path.join(demoDir, name), 'utf8');
  into.set(name, code);
  if (name.endsWith('.ts')) {
    for (const reference of relativeReferences(code)) {
      exampleFileClosure(demoDir, path.posix.join(path.posix.dirname(name), reference), into);
    }
  }
  return into;
}

/** The registrations the frame takes, each as an exported playground project holds it. */
export function exportedRegistrations(
  demosDir = path.join(REPO_ROOT, 'demos'),
  docsDir = path.join(REPO_ROOT, 'docs'),
): ExportedRegistration[] {
  return frameExamples(demosDir, docsDir).registrations.map((registration) => {
    const slug = registration.demo.replace(/\//g, '--');
    const folder = demoDir(demosDir, registration.demo);
    const files = new Map<string, string>();
    for (const {from} of registration.imports.filter(({from}) => from.startsWith('./'))) {
      exampleFileClosure(folder, from, files);
    }
    const module = exampleModule(registration, {
      exampleFile: (from) => `./${slug}/${from.slice(2)}`,
      fieldRule: '../field-rule',
    });
    const entries = (kind: RegistrationKind) => registration.entries[kind].map(({name}) => name);
    // An extension acts on every field: the props the example's files read tell the forms that use it.
    const readProps =
      registration.entries.extensions.length > 0
        ? [...files.values()].flatMap((code) =>
            [...code.matchAll(/\bprops\??\.(?:\[['"])?(\w+)/g)].map(([, prop]) => `props.${prop}`),
          )
        : [];
    return {
      demo: registration.demo,
      kits: registration.kits,
      names: [
        ...new Set([
          ...entries('types'),
          ...entries('wrappers'),
          ...entries('validators'),
          ...entries('presets').map((name) => `#${name}`),
          ...readProps,
        ]),
      ],
      binding: exampleBinding(registration.demo),
      module: `examples/${slug}`,
      files: {
        [`examples/${slug}.ts`]: module,
        ...Object.fromEntries([...files].map(([name, code]) => [`examples/${slug}/${name}`, code])),
        ...(registration.usesFieldRule && {
          'field-rule.ts': readFileSync(path.join(demosDir, 'playground', 'field-rule.ts'), 'utf8'),
        }),
      },
    };
  });
}

/** Whether an example runs in every kit of the playground: its registrations are then in every-kit.ts. */
const inEveryKit = (entry: ExampleRegistration) => playgroundKits.every((kit) => entry.kits.includes(kit));

/** A module listing the registrations of `examples`, imported from their own modules. */
function listModule(examples: readonly ExampleRegistration[], what: string, shared: boolean): string {
  const importPath = (demo: string) => `./${exampleModulePath(demo).replace(/\.ts$/, '')}`;
  return [
    generatedHeader,
    `import { ConfigOption } from '@ngx-formly/core';`,
    ...(shared ? [`import { everyKitRegistrations } from './every-kit';`] : []),
    ...examples.map(({demo}) => `import { registrations as ${exampleBinding(demo)} } from '${importPath(demo)}';`),
    '',
    `/** What ${what} register with Formly, under the examples' own names. */`,
    `export const ${shared ? 'exampleRegistrations' : 'everyKitRegistrations'}: ConfigOption[] = [`,
    ...(shared ? ['  ...everyKitRegistrations,'] : []),
    ...examples.map(({demo}) => `  ${exampleBinding(demo)},`),
    '];',
    '',
  ].join('\n');
}

/**
 * The files the frame build writes into demos/playground/example-types/, by path relative to it: one
 * module per example; every-kit.ts, listing those of the examples that run in every kit; and one
 * module per kit, adding those that run in some kits only.
 */
export function registrationFiles(registrations: readonly ExampleRegistration[]): Map<string, string> {
  return new Map([
    ...registrations.map(
      (registration) => [exampleModulePath(registration.demo), exampleModule(registration)] as const,
    ),
    ['every-kit.ts', listModule(registrations.filter(inEveryKit), 'the examples that run in every kit', false)],
    ...playgroundKits.map(
      (kit) =>
        [
          `${kit}.ts`,
          listModule(
            registrations.filter((entry) => !inEveryKit(entry) && entry.kits.includes(kit)),
            `the examples that run in ${kit}`,
            true,
          ),
        ] as const,
    ),
  ]);
}

/**
 * What the frame registers in `kit` besides the kit's own: its JSON Schema types and named validators,
 * and the examples' types (presets as `#name`), wrappers and validators.
 */
export function frameRegistrationsFor(
  kit: PlaygroundKit,
  demosDir = path.join(REPO_ROOT, 'demos'),
  docsDir = path.join(REPO_ROOT, 'docs'),
): Required<Pick<AppRegistrations, 'types' | 'wrappers' | 'validators'>> {
  const {own, registrations} = frameExamples(demosDir, docsDir);
  const examples = registrations.filter((entry) => entry.kits.includes(kit));
  const names = (kind: RegistrationKind) => examples.flatMap((entry) => entry.entries[kind].map(({name}) => name));
  return {
    types: [...own.types, ...names('types'), ...names('presets').map((name) => `#${name}`)],
    wrappers: names('wrappers'),
    validators: [...new Set([...own.validators, ...names('validators')])],
  };
}
