/**
 * Code written for one UI kit, made another kit's: what the examples' kit variants
 * (lib/kit-variants.ts) and each kit's llms file (plugins/llms-markdown) show, so that a
 * reader of one kit never gets another kit's package, feature, NgModule or CSS classes.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {browserKits, kitByName, kits, type KitName, type KitSpec} from './kits';
import {kitFacts} from './kits/facts';
import {configForKit} from './kit-variants';
import {REPO_ROOT} from './typings/packages';

const classesByKit = new Map<KitName, ReadonlySet<string>>();

/**
 * The class names a stylesheet's selectors name. Comments and declaration blocks (the innermost
 * braces, once) are left out; the selectors inside an at-rule's block stay.
 */
export function stylesheetClasses(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\{[^{}]*\}/g, ' ');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

/**
 * The CSS framework classes of `kit`: those its framework stylesheet defines, read from the
 * installed package (lib/kits/<kit>/facts.ts names it), and those with one of its prefixes.
 */
export function kitClasses(kit: KitName, demosDir = path.join(REPO_ROOT, 'demos')): ReadonlySet<string> {
  let classes = classesByKit.get(kit);
  if (!classes) {
    const stylesheet = kitFacts[kit].frameworkClasses?.stylesheet;
    classes = stylesheet
      ? stylesheetClasses(readFileSync(path.join(demosDir, 'node_modules', stylesheet), 'utf8'))
      : new Set<string>();
    classesByKit.set(kit, classes);
  }
  return classes;
}

/** Whether `name` is one of `kit`'s CSS framework classes. */
export function isKitClass(name: string, kit: KitName): boolean {
  return kitClasses(kit).has(name) || (kitFacts[kit].frameworkClasses?.prefixes ?? []).some((p) => name.startsWith(p));
}

/**
 * Where code names CSS classes: `class="…"` attributes of templates (in .html files and in
 * inline templates) and the `className` and `fieldGroupClassName` of field configurations.
 * Group 2 or 3 holds the names (double or single quotes).
 */
const classLists = /(\bclass=|\b(?:fieldGroupClassName|className)\s*:\s*)(?:"([^"{}]*)"|'([^'{}]*)')/g;

/** Every class name `code` puts in a class attribute or a className, with its line. */
export function classNamesIn(code: string): {name: string; line: number}[] {
  return [...code.matchAll(classLists)].flatMap((match) => {
    const line = code.slice(0, match.index).split('\n').length;
    return (match[2] ?? match[3] ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => ({name, line}));
  });
}

/**
 * `code` without the classes of `from`'s CSS framework that `to`'s lacks: in `to` they style
 * nothing, so the code says what the reader sees. A class list left empty goes with its
 * attribute or property. Classes the code's own styles define stay.
 */
export function withoutKitClasses(code: string, from: KitName, to: KitName, ownStyles = ''): string {
  const own = stylesheetClasses(ownStyles);
  const foreign = (name: string) => isKitClass(name, from) && !isKitClass(name, to) && !own.has(name);
  let result = '';
  let done = 0;
  for (const match of code.matchAll(classLists)) {
    const names = (match[2] ?? match[3] ?? '').split(/\s+/).filter(Boolean);
    const kept = names.filter((name) => !foreign(name));
    if (kept.length === names.length) {
      continue;
    }
    let start = match.index;
    let end = start + match[0].length;
    if (kept.length) {
      const quote = match[2] === undefined ? "'" : '"';
      result += code.slice(done, start) + match[1] + quote + kept.join(' ') + quote;
      done = end;
      continue;
    }
    const lineStart = code.lastIndexOf('\n', start - 1) + 1;
    const lineEnd = code.indexOf('\n', end) === -1 ? code.length : code.indexOf('\n', end);
    const before = code.slice(lineStart, start);
    const after = /^,?[ \t]*/.exec(code.slice(end))![0];
    if (!before.trim() && end + after.length === lineEnd) {
      // Alone on its line: the line goes.
      start = lineStart;
      end = Math.min(lineEnd + 1, code.length);
    } else if (match[1].startsWith('class=')) {
      start -= /[ \t]*$/.exec(before)![0].length;
    } else if (after.startsWith(',')) {
      end += after.length;
    } else {
      start -= /,\s*$/.exec(code.slice(0, start))?.[0].length ?? 0;
    }
    result += code.slice(done, start);
    done = end;
  }
  return result + code.slice(done);
}

/**
 * A package as code uses it: imported (`from`, `import`, `require`, with or without an entry
 * point), as a dependency key of a package.json, or in an npm command. A string that only
 * names it (`uiTheme: 'primeng'`) is no use of it.
 */
function packageUse(name: string): RegExp {
  const escaped = name.replace(/[/.]/g, '\\$&');
  const quoted = `['"]${escaped}(?:/[^'"]*)?['"]`;
  return new RegExp(
    `(?:\\bfrom\\s+|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*)${quoted}|['"]${escaped}['"]\\s*:|^\\s*(?:npm|npx|yarn|pnpm)\\b.*\\s${escaped}(?:@\\S*)?(?=\\s|$)`,
    'm',
  );
}

/**
 * Code written for kit `from`, for kit `to`: an app.config.ts gets `to`'s feature and set-up
 * (configForKit); everywhere, `from`'s package and entry points, feature function and NgModule
 * become `to`'s, and `from`'s CSS framework classes go.
 */
export function codeForKit(code: string, from: KitSpec, to: KitSpec): string {
  if (from.name === to.name) {
    return code;
  }
  let result = code;
  const browserTo = browserKits.some((kit) => kit.name === to.name);
  if (
    browserTo &&
    /export\s+const\s+appConfig\b[^=]*=\s*\{\s*providers\s*:\s*\[/.test(code) &&
    code.includes(`${from.feature}(`)
  ) {
    result = configForKit(result, from, to);
  }
  result = result
    .replace(new RegExp(`${from.package.replace(/[/.]/g, '\\$&')}(?![\\w-])`, 'g'), to.package)
    .replace(new RegExp(`\\b${from.feature}\\b`, 'g'), to.feature)
    .replace(new RegExp(`\\b${from.ngModule}\\b`, 'g'), to.ngModule)
    .replace(new RegExp(`(--ui-theme[= ])${from.name}\\b`, 'g'), `$1${to.name}`);
  return withoutKitClasses(result, from.name as KitName, to.name as KitName);
}

/** Whether `code` uses `kit`'s package, feature function or NgModule. */
function usesKit(code: string, kit: KitSpec): boolean {
  return (
    packageUse(kit.package).test(code) ||
    new RegExp(`\\b(?:${kit.feature}|${kit.ngModule})\\b|--ui-theme[= ]${kit.name}\\b`).test(code)
  );
}

/**
 * The kit a docs code block is written for, when it is not `kit`: the kit whose package,
 * feature or NgModule it uses, or else whose CSS classes its templates use.
 */
export function foreignKitOf(code: string, kit: KitName): KitSpec | undefined {
  const others = kits.filter((other) => other.name !== kit);
  return (
    others.find((other) => usesKit(code, other)) ??
    others.find((other) => classNamesIn(code).some(({name}) => isKitClass(name, other.name) && !isKitClass(name, kit)))
  );
}

/**
 * A docs code block as a reader of `kit` needs it: written for another kit, it becomes
 * `kit`'s (codeForKit); for a kit with no browser package there is no such code, so
 * undefined tells the caller to say so instead.
 */
export function codeInKit(code: string, kit: KitName): string | undefined {
  const from = foreignKitOf(code, kit);
  if (!from) {
    return code;
  }
  const to = kitByName(kit);
  return to.browser ? codeForKit(code, from, to) : undefined;
}

/** What in `code` belongs to a kit other than `kit`: its packages, feature, NgModule or CSS classes. */
export function otherKitsCode(code: string, kit: KitName): string[] {
  const found: string[] = [];
  for (const other of kits.filter((candidate) => candidate.name !== kit)) {
    const names = [other.package, ...other.peerPackages.filter((pkg) => !isSharedPackage(pkg))];
    for (const name of names) {
      if (packageUse(name).test(code)) {
        found.push(`${other.label}'s package ${name}`);
      }
    }
    if (new RegExp(`--ui-theme[= ]${other.name}\\b`).test(code)) {
      found.push(`--ui-theme=${other.name}`);
    }
    for (const identifier of [other.feature, other.ngModule]) {
      if (new RegExp(`\\b${identifier}\\b`).test(code)) {
        found.push(`${other.label}'s ${identifier}`);
      }
    }
  }
  for (const {name, line} of classNamesIn(code)) {
    const owner = kits.find((other) => other.name !== kit && isKitClass(name, other.name) && !isKitClass(name, kit));
    if (owner) {
      found.push(`${owner.label}'s CSS class ${name} (line ${line})`);
    }
  }
  return found;
}

/** A peer package several kits need (Angular's CDK): no one kit's. */
function isSharedPackage(pkg: string): boolean {
  return kits.filter((kit) => (kit.peerPackages as readonly string[]).includes(pkg)).length > 1;
}
