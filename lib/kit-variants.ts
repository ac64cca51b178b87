/**
 * The kits an example runs in, and its app.config.ts for each of them.
 *
 * An example whose fields use only types that other kits provide as well is
 * kit-agnostic: its files stay as written, and for each other kit only
 * app.config.ts changes, by the kit's feature, its import and the providers the
 * kit needs (all from the kit registry). The demos build compiles exactly these
 * generated files, and the docs show and export them, so no file exists twice
 * by hand.
 */
import ts from 'typescript';
import {browserKits, kitByName, type BrowserKitName, type KitSpec} from './kits';
import {importStatement, kitSetups} from './kit-setups';
import {withoutKitClasses} from './kit-code';
import {mainFeatureNames} from './kit-features';
import {importedPackages} from './imported-packages';
import type {DemoFolder, DemoSource} from './demo-folders';

export interface DemoKits {
  /** The kits the demo runs in, in registry order; the folder's own kit is one of them. */
  kits: BrowserKitName[];
  /**
   * For each kit other than the folder's own, the files that differ from the folder's, by name:
   * app.config.ts always, and the files whose templates or field classes use the folder kit's
   * CSS framework classes, which that kit goes without (lib/kit-code.ts).
   */
  files: Partial<Record<BrowserKitName, Record<string, string>>>;
  /** One line saying why an example runs in its own kit only; none for kit and field pages. */
  fixedReason?: string;
  /** Lines about kits left out because a field type is missing there. */
  notes: string[];
}

const configFile = 'app.config.ts';

/** Sections whose pages are about one kit: the kit pages and the API field pages. */
function isKitPage(demo: DemoFolder): boolean {
  return demo.section === 'kits' || demo.section.startsWith('fields/');
}

function kitOwning(pkg: string): KitSpec | undefined {
  return browserKits.find((kit) => kit.package === pkg || (kit.peerPackages as readonly string[]).includes(pkg));
}

/** Formly type and wrapper names an example's files use or extend. */
function usedNames(sources: DemoSource[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources) {
    for (const match of source.code.matchAll(/["']?(?:type|extends)["']?\s*:\s*["']([\w-]+)["']/g)) {
      names.add(match[1]);
    }
    for (const match of source.code.matchAll(/["']?wrappers["']?\s*:\s*\[([^\]]*)\]/g)) {
      for (const inner of match[1].matchAll(/["']([\w-]+)["']/g)) {
        names.add(inner[1]);
      }
    }
  }
  return names;
}

/** Type and wrapper names an example registers itself (`{ name: 'rating', component: … }`). */
function ownNames(sources: DemoSource[]): Set<string> {
  const names = new Set<string>();
  for (const source of sources.filter((file) => file.name.endsWith('.ts'))) {
    for (const match of source.code.matchAll(/\bname\s*:\s*['"]([\w-]+)['"]\s*,\s*(?:component|extends|wrappers)\b/g)) {
      names.add(match[1]);
    }
  }
  return names;
}

/**
 * Custom types of the example that bring their own component and sit in the
 * kit's `form-field` wrapper: `{ name, component, wrappers: ['form-field'] }`,
 * or `{ name, component, extends: 'input' }`, which inherits the wrappers of a
 * kit type.
 */
function customTypesInFormField(sources: DemoSource[], kitTypes: Set<string>): string[] {
  const found: string[] = [];
  for (const source of sources.filter((file) => file.name.endsWith('.ts'))) {
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        const props = new Map(
          node.properties
            .filter(ts.isPropertyAssignment)
            .map((property) => [property.name.getText(), property.initializer]),
        );
        const name = props.get('name');
        const wrappers = props.get('wrappers');
        const parent = props.get('extends');
        const wrapped =
          (wrappers &&
            ts.isArrayLiteralExpression(wrappers) &&
            wrappers.elements.some((element) => ts.isStringLiteral(element) && element.text === 'form-field')) ||
          (wrappers === undefined && parent !== undefined && ts.isStringLiteral(parent) && kitTypes.has(parent.text));
        if (name && ts.isStringLiteral(name) && props.has('component') && wrapped) {
          found.push(name.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(source.name, source.code, ts.ScriptTarget.ES2022, true));
  }
  return found;
}

const kitNamesPattern = browserKits.map((kit) => kit.name).join('|');

/** The kit an example's category or folder is named after (`bootstrap-specific/…`, `other/material-…`). */
function kitInName(demo: DemoFolder): KitSpec | undefined {
  const match = new RegExp(`(?:^|/)(${kitNamesPattern})-`).exec(demo.name);
  return match ? kitByName(match[1] as BrowserKitName) : undefined;
}

function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Why the example is tied to its kit, or undefined when nothing ties it. */
function tieToKit(demo: DemoFolder, sources: DemoSource[], own: KitSpec): string | undefined {
  const named = kitInName(demo);
  if (named) {
    return `This example is about a feature of ${named.label} (${named.package}).`;
  }
  for (const source of sources) {
    const kitImports = importedPackages(source.code).filter((pkg) => kitOwning(pkg));
    if (source.name !== configFile && kitImports.length) {
      return `${source.name} imports ${kitImports[0]}, part of ${own.label}.`;
    }
  }
  const config = sources.find((file) => file.name === configFile)?.code ?? '';
  const featureImport = new RegExp(`import\\s*\\{\\s*${own.feature}\\s*\\}\\s*from\\s*['"]${own.package}['"];?`);
  const other = importedPackages(config.replace(featureImport, '')).find((pkg) => kitOwning(pkg));
  if (!featureImport.test(config) || other) {
    return `Its app.config.ts uses ${other ?? own.package} beyond ${own.feature}(), so it is written for ${own.label}.`;
  }
  return undefined;
}

/** Adds names to an existing `import { … } from 'module'`, or returns undefined when there is none. */
function mergeNamedImport(code: string, from: string, names: readonly string[]): string | undefined {
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${from.replace(/[/.]/g, '\\$&')}';`);
  const match = pattern.exec(code);
  if (!match) {
    return undefined;
  }
  const existing = match[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const merged = [...existing, ...names.filter((name) => !existing.includes(name))];
  return code.replace(pattern, `import { ${merged.join(', ')} } from '${from}';`);
}

/**
 * app.config.ts of an example for another kit: the feature and its import
 * swapped, the kit's set-up imports merged in and its providers added first.
 */
export function configForKit(config: string, from: KitSpec, to: KitSpec): string {
  const featureImport = new RegExp(`import\\s*\\{\\s*${from.feature}\\s*\\}\\s*from\\s*['"]${from.package}['"];`);
  let code = config.replace(new RegExp(`\\b${from.feature}\\(`, 'g'), `${to.feature}(`);
  const newImports: string[] = [];
  const setup = kitSetups[to.name as BrowserKitName];
  for (const entry of setup.imports) {
    if (entry.names && !entry.default) {
      const merged = mergeNamedImport(code, entry.from, entry.names);
      if (merged !== undefined) {
        code = merged;
        continue;
      }
    }
    newImports.push(importStatement(entry));
  }
  newImports.push(`import { ${to.feature} } from '${to.package}';`);
  code = code.replace(featureImport, newImports.join('\n'));

  const providers = setup.providers.filter(
    (provider) => !code.includes(provider.code.slice(0, provider.code.indexOf('(') + 1)),
  );
  if (providers.length) {
    const opening = /(export\s+const\s+appConfig[^=]*=\s*\{\s*providers\s*:\s*\[)(\n?)([ \t]*)/.exec(code);
    if (!opening) {
      throw new Error(`${configFile} has no \`providers: [\` in appConfig to add ${to.label}'s providers to.`);
    }
    const indent = opening[2] ? opening[3] : '    ';
    const added = providers.map((provider) => `${indent}// ${provider.comment}\n${indent}${provider.code},\n`).join('');
    const at = opening.index + opening[1].length;
    code = opening[2]
      ? `${code.slice(0, at)}\n${added}${code.slice(at + 1)}`
      : `${code.slice(0, at)}\n${added}${indent.slice(2)}${code.slice(at)}`;
  }
  return code;
}

/** The files of a kit-agnostic example that change in kit `to`: its app.config.ts, and any using `from`'s classes. */
function variantSources(sources: DemoSource[], from: KitSpec, to: KitSpec): Record<string, string> {
  const styles = sources
    .filter((file) => file.language === 'css')
    .map((file) => file.code)
    .join('\n');
  const files: Record<string, string> = {};
  for (const source of sources) {
    const code =
      source.name === configFile
        ? configForKit(source.code, from, to)
        : /\.(ts|html)$/.test(source.name)
          ? withoutKitClasses(
              source.code,
              from.name as BrowserKitName,
              to.name as BrowserKitName,
              styles + inlineStyles(source.code),
            )
          : source.code;
    if (code !== source.code || source.name === configFile) {
      files[source.name] = code;
    }
  }
  return files;
}

/** The CSS of a component's inline `styles`, whose classes are its own. */
function inlineStyles(code: string): string {
  return [...code.matchAll(/\bstyles\s*:\s*(?:\[\s*)?`([^`]*)`/g)].map((match) => match[1]).join('\n');
}

/** Which kits `demo` runs in, with the reasons for the ones it does not. */
export function demoKits(demo: DemoFolder, sources: DemoSource[]): DemoKits {
  const own = kitByName(demo.kit);
  if (isKitPage(demo)) {
    return {kits: [demo.kit], files: {}, notes: []};
  }
  const tie = tieToKit(demo, sources, own);
  if (tie) {
    return {kits: [demo.kit], files: {}, notes: [], fixedReason: `Shown in ${own.label} only. ${tie}`};
  }
  const defined = ownNames(sources);
  const known = new Set(browserKits.flatMap((kit) => [...mainFeatureNames(kit)]));
  const needed = [...usedNames(sources)].filter((name) => known.has(name) && !defined.has(name)).sort();
  const inFormField = customTypesInFormField(sources, known);
  const result: DemoKits = {kits: [], files: {}, notes: []};
  /** Kits left out, grouped by the reason (`{have}` agrees with the number of kits). */
  const leftOut = new Map<string, string[]>();
  for (const kit of browserKits) {
    const provided = mainFeatureNames(kit);
    const missing = needed.filter((name) => !provided.has(name));
    if (missing.length) {
      const key = `which {have} no ${list(missing)} ${missing.length > 1 ? 'types' : 'type'}`;
      leftOut.set(key, [...(leftOut.get(key) ?? []), kit.label]);
      continue;
    }
    const control = kitSetups[kit.name].formFieldControl;
    if (control && inFormField.length) {
      const key = `whose form-field wrapper needs its field components to extend FieldType from ${control}, which the ${list(inFormField)} ${inFormField.length > 1 ? 'types do' : 'type does'} not`;
      leftOut.set(key, [...(leftOut.get(key) ?? []), kit.label]);
      continue;
    }
    result.kits.push(kit.name);
    if (kit.name !== demo.kit) {
      result.files[kit.name] = variantSources(sources, own, kit);
    }
  }
  result.notes = [...leftOut].map(
    ([reason, labels]) =>
      `Not available in ${list(labels)}, ${reason.replace('{have}', labels.length > 1 ? 'have' : 'has')}.`,
  );
  if (result.kits.length === 1) {
    return {
      kits: [demo.kit],
      files: {},
      notes: [],
      fixedReason: `Shown in ${own.label} only. ${result.notes.join(' ')}`,
    };
  }
  return result;
}
