/**
 * Renders a Formly form in Chromium with registrations a test writes itself (a wrapper or a type
 * the playground's frame does not have), on the installed packages (demos/node_modules) compiled
 * just in time: the page imports them as ES modules through an import map, served by a route, so
 * no build is needed. The form runs with the kit's real components and its prebuilt stylesheet.
 */
import fs from 'node:fs';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {Page} from '@playwright/test';
import ts from 'typescript';
import {expect, hostPageIcon} from './fixtures';
import {REPO_ROOT} from '../../lib/typings/packages';
import {transpilePageCode} from '../claims/support/page-code';

const modules = path.join(REPO_ROOT, 'demos', 'node_modules');

/** The files of the pages opened so far, by path under /__jit/: each page's index.html and its own modules. */
const pageFiles = new Map<string, {type: string; body: string}>();
let pagesOpened = 0;

/**
 * The worker's own server: the pages under /__jit/ and, beside them, demos/node_modules. A form
 * loads some 300 package files; answered by a Playwright route, each crossed the protocol and a
 * page took five seconds to start. The page is served here too, not by a route: Chromium counts a
 * routed document as public and refuses its requests to a localhost server.
 */
let serverOrigin: Promise<string> | undefined;
function jitServer(): Promise<string> {
  serverOrigin ??= new Promise((resolve) => {
    const server = createServer((request, response) => {
      const requested = decodeURIComponent(new URL(request.url ?? '/', 'http://jit').pathname.slice(1));
      const own = pageFiles.get(requested);
      if (own) {
        response.writeHead(200, {'Content-Type': own.type}).end(own.body);
        return;
      }
      const file = withExtension(path.join(modules, requested));
      if (!file.startsWith(modules + path.sep) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        response.writeHead(404).end();
        return;
      }
      // The packages do not change while the tests run: a tab of a shared context (cachedContextTest)
      // takes them from the browser's cache, compiled.
      response.writeHead(200, {
        'Content-Type': file.endsWith('.css') ? 'text/css' : 'text/javascript',
        'Cache-Control': 'max-age=86400, immutable',
      });
      response.end(fs.readFileSync(file));
    });
    // The worker ends when its tests do, whatever the server still holds open.
    server.unref();
    // On localhost, as the site's test server, so that a page's requests stay in its address space.
    server.listen(0, () => resolve(`http://localhost:${(server.address() as AddressInfo).port}/`));
  });
  return serverOrigin;
}

/** An exports entry's file: a string, or the first browser condition, followed into nested conditions (Kendo's licensing package nests `types` and `default` under `import`). */
type ExportsEntry = string | {[condition: string]: ExportsEntry} | undefined;
function browserEntry(entry: ExportsEntry): string | undefined {
  if (typeof entry !== 'object') return entry;
  // rxjs's `default` is its ES5 build, which imports tslib; its `es2015` build does not need to.
  const condition = ['es2015', 'import', 'default'].find((name) => entry[name] !== undefined);
  return condition === undefined ? undefined : browserEntry(entry[condition]);
}

/**
 * A subpath's file by an exports pattern with one star (the `./` + star key of @primeuix's packages), the
 * star of the target replaced by what it matched in the subpath.
 */
function patternEntry(exports: Record<string, ExportsEntry>, subpath: string): string | undefined {
  for (const [pattern, entry] of Object.entries(exports)) {
    const [head, tail, ...more] = pattern.split('*');
    if (tail === undefined || more.length || !subpath.startsWith(head!) || !subpath.endsWith(tail)) continue;
    const matched = subpath.slice(head!.length, subpath.length - tail.length);
    return browserEntry(entry)?.replaceAll('*', matched);
  }
  return undefined;
}

/** The package a bare specifier names: `@angular/core` for `@angular/core/primitives/signals`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The file a bare specifier (`@angular/core/primitives/signals`, `rxjs/operators`) resolves to, by its package's exports. */
function resolveSpecifier(specifier: string): string {
  const name = packageName(specifier);
  const subpath = `.${specifier.slice(name.length)}`;
  const packageDir = path.join(modules, name);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports?: Record<string, ExportsEntry>;
    module?: string;
  };
  if (name === 'tslib') {
    return path.join(packageDir, 'tslib.es6.mjs');
  }
  if (!manifest.exports) {
    // A package without an exports map (@ionic/core): its `module`, or the subpath's index.js.
    return path.join(packageDir, subpath === '.' ? (manifest.module ?? 'index.js') : path.join(subpath, 'index.js'));
  }
  const file = browserEntry(manifest.exports[subpath]) ?? patternEntry(manifest.exports, subpath);
  if (!file) {
    throw new Error(`jit-form: ${specifier} has no browser entry in ${name}'s exports`);
  }
  return path.join(packageDir, file);
}

/**
 * `file`, or `file.js` where the package's imports leave the extension out (rxjs's do), or
 * `file/index.js` where they name a directory (Kendo's packages do).
 */
function withExtension(file: string): string {
  if (fs.existsSync(`${file}.js`) && !fs.existsSync(file)) return `${file}.js`;
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
    return fs.existsSync(`${file}.js`) ? `${file}.js` : path.join(file, 'index.js');
  }
  return file;
}

/**
 * The module specifiers a module's source imports or re-exports, by its top-level statements: at the start
 * of a line, or after a `;` or `}` in minified code (@primeuix's packages put several on one line).
 */
function importedSpecifiers(source: string): string[] {
  const statements = /(?:^|[;}])\s*(?:import|export)\s*(?:[\p{L}\p{N}_$\s{},*]*?\bfrom\s*)?['"]([^'"]+)['"]/gmu;
  return [...new Set([...source.matchAll(statements)].map((match) => match[1]!))];
}

/** The URL the page loads a file of demos/node_modules from, on the server at `origin`. */
const urlOf = (origin: string, file: string) => origin + path.relative(modules, file).split(path.sep).join('/');

/**
 * The import map of everything `sources` reach: each bare specifier they import, and those the
 * packages' files import in turn, mapped to the file its package's exports name.
 */
function importMap(origin: string, sources: string[]): Record<string, string> {
  const imports: Record<string, string> = {};
  const isRelative = (specifier: string) => specifier.startsWith('.');
  const pending = sources.flatMap(importedSpecifiers).filter((specifier) => !isRelative(specifier));
  const readFiles = new Set<string>();
  const visit = (file: string) => {
    file = withExtension(file);
    if (readFiles.has(file)) return;
    readFiles.add(file);
    for (const specifier of importedSpecifiers(fs.readFileSync(file, 'utf8'))) {
      if (isRelative(specifier)) {
        const target = path.resolve(path.dirname(file), specifier);
        const resolved = withExtension(target);
        // A directory's index.js gets its own URL, so that its relative imports resolve inside the directory.
        if (path.basename(resolved) === 'index.js' && resolved !== target) {
          imports[urlOf(origin, target)] = urlOf(origin, resolved);
        }
        visit(target);
      } else pending.push(specifier);
    }
  };
  while (pending.length) {
    const specifier = pending.pop()!;
    if (specifier in imports) continue;
    // Import-like text that imports nothing: AG Grid's bundle spells out an import of ag-grid-enterprise in
    // an error message. Were it a real import, the browser would report the missing mapping.
    if (!fs.existsSync(path.join(modules, packageName(specifier), 'package.json'))) continue;
    const file = resolveSpecifier(specifier);
    imports[specifier] = urlOf(origin, file);
    visit(file);
  }
  return imports;
}

export interface JitPage {
  /** The page's module script: it imports the packages by name and `./<name>.js` for `local`. */
  main: string;
  /** Modules of the test's own (JavaScript), by name. */
  local?: Record<string, string>;
  /** Stylesheets, as files under demos/node_modules. */
  stylesheets?: string[];
}

/**
 * Opens a blank page of the worker's server that runs `main` and resolves once it has set
 * `document.body.dataset.ready` (after bootstrapApplication, say). Package files come from
 * demos/node_modules, so the page needs no build.
 */
export async function openJitPage(page: Page, {main, local = {}, stylesheets = []}: JitPage): Promise<void> {
  const origin = await jitServer();
  const imports = importMap(origin, [main, ...Object.values(local)]);
  const dir = `__jit/${++pagesOpened}/`;
  pageFiles.set(`${dir}index.html`, {
    type: 'text/html',
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Formly form</title>${hostPageIcon}
${stylesheets.map((sheet) => `<link rel="stylesheet" href="${origin}${sheet}">`).join('\n')}
<script type="importmap">${JSON.stringify({imports})}</script></head>
<body class="mat-typography"><app-root></app-root><script type="module">${main}</script></body></html>`,
  });
  for (const [name, source] of Object.entries(local)) {
    // `main` imports a module of the test's own as `./name.js` or, as Angular sources do, `./name`.
    for (const file of [name, `${name}.js`]) pageFiles.set(`${dir}${file}`, {type: 'text/javascript', body: source});
  }
  await page.goto(`${origin}${dir}index.html`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true', {timeout: 30_000});
}

/**
 * The module script of a page whose root component is `root`: `imports` are import statements and
 * `code` the module's own statements (`Component` is imported already), and the application starts
 * zoneless (or with zone.js, `zone`) with provideFormlyCore(`configs`), an expression for its list of configurations. It sets
 * `document.body.dataset.ready` once started; a bootstrap that fails logs its error to the console
 * (which the test fixture reports unless allowed).
 */
export function applicationMain({
  imports,
  code = '',
  root,
  configs,
  zone = false,
}: {
  imports: string;
  code?: string;
  root: string;
  configs: string;
  /** Start with zone.js and its change detection instead of zoneless. */
  zone?: boolean;
}): string {
  const changeDetection = zone ? 'provideZoneChangeDetection' : 'provideZonelessChangeDetection';
  return `
import '@angular/compiler';${zone ? "\nimport 'zone.js';" : ''}
import {Component, ${changeDetection}} from '@angular/core';
import {bootstrapApplication} from '@angular/platform-browser';
import {provideFormlyCore} from '@ngx-formly/core';
${imports}
${code}
await bootstrapApplication(${root}, {
  providers: [${changeDetection}(), provideFormlyCore(${configs})],
}).catch((error) => console.error(String(error)));
document.body.dataset.ready = 'true';
`;
}

/** The class and the selector of the one component a page block declares with `@Component`. */
function declaredComponent(title: string, code: string): {component: string; selector: string} {
  const found = [...code.matchAll(/@Component\(\{[\s\S]*?\bselector: '([^']+)'[\s\S]*?\}\)\s*export class (\w+)/g)];
  if (found.length !== 1) {
    throw new Error(`jit-form: ${title} should declare one @Component with a selector; found ${found.length}`);
  }
  return {selector: found[0]![1]!, component: found[0]![2]!};
}

/**
 * Opens a page that shows the component a page block declares, compiled just in time: `code` is the
 * block as the page has it (or as a test varies it), `title` its file name, and its class and
 * selector are read from it. The root component renders it in an application that applicationMain
 * starts with `configs` (the Bootstrap kit's unless given). `local` are further modules of the page,
 * `imports` and `statements` code of the test's own (a wrapper to register, say).
 */
export async function openPageComponent(
  page: Page,
  {
    title,
    code,
    local = {},
    imports = '',
    statements = '',
    configs = 'withFormlyBootstrap()',
    zone = false,
    stylesheets = [],
  }: {
    title: string;
    code: string;
    local?: Record<string, string>;
    imports?: string;
    statements?: string;
    configs?: string;
    zone?: boolean;
    stylesheets?: string[];
  },
): Promise<void> {
  const module = title.replace(/\.ts$/, '');
  const {component, selector} = declaredComponent(title, code);
  await openJitPage(page, {
    main: applicationMain({
      imports: `import {withFormlyBootstrap} from '@ngx-formly/bootstrap';
import {${component}} from './${module}.js';
${imports}`,
      code: `${statements}
class App {}
Component({selector: 'app-root', imports: [${component}], template: '<${selector} />'})(App);`,
      root: 'App',
      configs,
      zone,
    }),
    local: {...local, [module]: transpilePageCode(code, title, ts.ModuleKind.ESNext)},
    stylesheets,
  });
}

/**
 * Runs `read` in the page with the component instance that the first element matching `selector`
 * renders (found with Angular's development-mode `ng.getComponent`, as a reader debugging the page
 * would) and `arg`, and resolves to what it returns. `read` travels as source, as page.evaluate's
 * function does, so it may use its arguments and the page's globals only.
 */
export async function evaluateComponent<Component, Result, Arg = undefined>(
  page: Page,
  selector: string,
  read: (component: Component, arg: Arg) => Result | Promise<Result>,
  arg?: Arg,
): Promise<Result> {
  return (await page.evaluate(
    ({selector, source, arg}) => {
      const element = document.querySelector(selector);
      if (!element) {
        throw new Error(`evaluateComponent: no ${selector} in the page`);
      }
      const {ng} = window as unknown as {ng: {getComponent(element: Element): unknown}};
      const run = new Function(`return (${source});`)() as (component: unknown, arg: unknown) => unknown;
      return run(ng.getComponent(element), arg);
    },
    {selector, source: read.toString(), arg},
  )) as Result;
}

/**
 * Runs `change`, statements that name the page's root component `app` (the tests' own roots set
 * `window.app`), then renders the page as Angular's development-mode `ng.applyChanges` does.
 */
export async function runOnApp(page: Page, change: string): Promise<void> {
  await page.evaluate((change) => {
    const {app, ng} = window as unknown as {app: unknown; ng: {applyChanges(component: unknown): void}};
    new Function('app', change)(app);
    ng.applyChanges(app);
  }, change);
}

/**
 * The module script of a page showing one Formly form: `imports` are import statements (a page
 * module's configuration, say), `configs` an expression for provideFormlyCore's list, and the form
 * is built of `fields` (JSON, or `{expression}`: code naming what `imports` bring in) on `model`. The model object stays readable as `window.formModel`, the form group as `window.formGroup`.
 * `providers`, an expression, goes in the providers of the component that holds the form.
 */
export function formlyFormMain({
  imports,
  configs,
  fields,
  model = {},
  providers = '[]',
}: {
  imports: string;
  configs: string;
  fields: unknown[] | {expression: string};
  model?: Record<string, unknown>;
  providers?: string;
}): string {
  return applicationMain({
    imports: `import {FormGroup, ReactiveFormsModule} from '@angular/forms';
import {FormlyForm} from '@ngx-formly/core';
${imports}`,
    code: `class App {
  form = window.formGroup = new FormGroup({});
  model = window.formModel = ${JSON.stringify(model)};
  fields = ${'expression' in fields ? fields.expression : JSON.stringify(fields)};
}
Component({
  selector: 'app-root',
  imports: [ReactiveFormsModule, FormlyForm],
  providers: ${providers},
  template: '<form [formGroup]="form"><formly-form [form]="form" [fields]="fields" [model]="model" /></form>',
})(App);
const messages = {validationMessages: [{name: 'required', message: 'This field is required.'}]};`,
    root: 'App',
    configs: `[...${configs}, messages]`,
  });
}
