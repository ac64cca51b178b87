/**
 * Type-checks documentation code blocks against the Angular and @ngx-formly
 * packages installed for the demos app, and compiles them as Angular compiles
 * them (compileBlocks): a component's template is type-checked too.
 *
 * Every block becomes its own in-memory module placed inside `demos/`, so that
 * `import ... from '@ngx-formly/core'` resolves exactly like it does for the
 * demos. All blocks go into a single program, which keeps the check fast:
 * the Angular typings are parsed once.
 */
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import type {CodeBlock} from './extract';

export interface SnippetDiagnostic {
  block: CodeBlock;
  /** 1-based line in the documentation page. */
  line: number;
  column: number;
  code: number;
  message: string;
}

export interface TypecheckResult {
  compiled: CodeBlock[];
  skipped: CodeBlock[];
  diagnostics: SnippetDiagnostic[];
}

/**
 * The settings an Angular 21 application uses, minus the emit options: strict
 * mode, standard (not experimental) decorators, bundler-style resolution.
 */
export function snippetCompilerOptions(typescript: typeof ts = ts): ts.CompilerOptions {
  return {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    target: typescript.ScriptTarget.ES2022,
    module: typescript.ModuleKind.ESNext,
    moduleResolution: typescript.ModuleResolutionKind.Bundler,
    // Each block is a module even when it has no import/export of its own.
    moduleDetection: typescript.ModuleDetectionKind.Force,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    // Angular CLI projects compile class fields with [[Set]] semantics.
    useDefineForClassFields: false,
    noImplicitOverride: true,
    noImplicitReturns: true,
    noFallthroughCasesInSwitch: true,
    esModuleInterop: true,
    // Only what a block imports explicitly; no ambient @types/* packages.
    types: [],
  };
}

/** The value of `title="..."` in a block's meta, if any. */
export function blockTitle(block: CodeBlock): string | undefined {
  return /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/
    .exec(block.meta)
    ?.slice(1)
    .find((v) => v !== undefined);
}

/**
 * Gives every compiled block a file name inside `<demos>/__doc_snippets__/<page>/`, in a folder of
 * its tabs (`__tab_ngmodule/`) when it sits in tabs. A block titled with a `.ts` path gets that path,
 * so another block of the same page can import it relatively (`import {appConfig} from './app.config'`);
 * when a title repeats in the same folder, the first block keeps it. A tab's folder also holds the
 * titled blocks of the folders around it that the tab does not show its own version of, so that a
 * tab's block imports its tab's version of a file, or else the page's.
 */
function assignFileNames(blocks: CodeBlock[], demosDir: string): Map<string, CodeBlock> {
  const files = new Map<string, CodeBlock>();
  const root = path.join(demosDir, '__doc_snippets__');
  const folderOf = (block: CodeBlock, depth = block.tabs.length) =>
    path.join(
      root,
      block.file.replace(/[^A-Za-z0-9]+/g, '_'),
      ...block.tabs.slice(0, depth).map((tab) => `__tab_${tab.replace(/[^A-Za-z0-9]+/g, '_')}`),
    );
  const titledPath = (block: CodeBlock, folder: string) => {
    const title = blockTitle(block);
    const titled = title && /\.ts$/.test(title) ? path.normalize(path.join(folder, title)) : undefined;
    return titled && titled.startsWith(folder + path.sep) ? titled : undefined;
  };
  for (const block of blocks) {
    const folder = folderOf(block);
    const titled = titledPath(block, folder);
    files.set(titled && !files.has(titled) ? titled : path.join(folder, `__block_L${block.startLine}.ts`), block);
  }
  // The page's (and outer tabs') titled files, seen from inside each tab folder.
  for (const block of blocks) {
    for (let depth = block.tabs.length - 1; depth >= 0; depth--) {
      for (const outer of blocks.filter((other) => other.file === block.file && other.tabs.length === depth)) {
        const own = titledPath(outer, folderOf(block));
        const outerPath = titledPath(outer, folderOf(outer));
        const around = outer.tabs.every((tab, index) => block.tabs[index] === tab);
        if (own && outerPath && files.get(outerPath) === outer && around && !files.has(own)) {
          files.set(own, outer);
        }
      }
    }
  }
  return files;
}

/**
 * A compiler host that serves the blocks as files of `demos/` and resolves packages from
 * demos/node_modules only, made with `typescript` (the site's, or the demos' for Angular's compiler).
 */
function snippetHost(
  typescript: typeof ts,
  options: ts.CompilerOptions,
  virtualFiles: Map<string, CodeBlock>,
  demosDir: string,
): ts.CompilerHost {
  const host = typescript.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const directoryExists = host.directoryExists?.bind(host);
  const virtualDirs = new Set<string>();
  for (const name of virtualFiles.keys()) {
    for (let dir = path.dirname(name); !virtualDirs.has(dir) && dir !== path.dirname(dir); dir = path.dirname(dir)) {
      virtualDirs.add(dir);
    }
  }
  // Packages resolve from demos/node_modules only: without this, Node-style lookup would climb to
  // the site's own node_modules and let snippets use packages the demos (and readers) do not have.
  const demosModules = path.join(path.resolve(demosDir), 'node_modules') + path.sep;
  const libDir = path.dirname(host.getDefaultLibFileName(options)) + path.sep;
  const visible = (name: string) => {
    const abs = path.resolve(name);
    return (
      !abs.includes(`${path.sep}node_modules${path.sep}`) || abs.startsWith(demosModules) || abs.startsWith(libDir)
    );
  };
  // Relative imports are only tried in folders that exist, so the virtual ones must.
  host.directoryExists = (dir) =>
    virtualDirs.has(path.normalize(dir)) ||
    (visible(dir + path.sep) && (directoryExists?.(dir) ?? typescript.sys.directoryExists(dir)));
  host.fileExists = (fileName) =>
    virtualFiles.has(path.normalize(fileName)) || (visible(fileName) && fileExists(fileName));
  host.readFile = (fileName) =>
    virtualFiles.get(path.normalize(fileName))?.code ?? (visible(fileName) ? readFile(fileName) : undefined);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const block = virtualFiles.get(path.normalize(fileName));
    if (block) {
      return typescript.createSourceFile(fileName, block.code, languageVersion, true, typescript.ScriptKind.TS);
    }
    return getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };
  return host;
}

/** The diagnostics of the blocks' files, at their page lines. */
function blockDiagnostics(
  typescript: typeof ts,
  found: readonly ts.Diagnostic[],
  virtualFiles: Map<string, CodeBlock>,
): SnippetDiagnostic[] {
  const seen = new Set<string>();
  return found.flatMap((d) => {
    const block = d.file && virtualFiles.get(path.normalize(d.file.fileName));
    if (!d.file || !block) {
      throw new Error(`snippet compiler setup failed: ${typescript.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    }
    const {line, character} =
      d.start === undefined ? {line: 0, character: 0} : d.file.getLineAndCharacterOfPosition(d.start);
    // A page's file seen from a tab's folder is the same block: its problems are reported once.
    const key = `${block.file}:${block.startLine}:${line}:${character}:${d.code}`;
    if (seen.has(key)) {
      return [];
    }
    seen.add(key);
    return [
      {
        block,
        line: block.codeStartLine + line,
        column: character + 1,
        code: d.code,
        message: typescript.flattenDiagnosticMessageText(d.messageText, '\n'),
      },
    ];
  });
}

export function typecheckBlocks(blocks: CodeBlock[], demosDir: string): TypecheckResult {
  const compiled = blocks.filter((b) => !b.partial);
  const skipped = blocks.filter((b) => b.partial);
  const options = snippetCompilerOptions();
  const virtualFiles = assignFileNames(compiled, demosDir);
  const host = snippetHost(ts, options, virtualFiles, demosDir);
  const program = ts.createProgram({rootNames: [...virtualFiles.keys()], options, host});
  const found = [...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics()];
  for (const fileName of virtualFiles.keys()) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) {
      throw new Error(`snippet file missing from program: ${fileName}`);
    }
    found.push(...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile));
  }
  return {compiled, skipped, diagnostics: blockDiagnostics(ts, found, virtualFiles)};
}

/** The Angular compiler options of an application generated by Angular 21's CLI (demos/tsconfig.json). */
const angularCompilerOptions = {
  strictTemplates: true,
  strictInjectionParameters: true,
  strictInputAccessModifiers: true,
  typeCheckHostBindings: true,
};

/**
 * Compiles the blocks as Angular's compiler (ngtsc, the compiler of `ng build`) compiles an
 * application, with the demos' TypeScript and @angular/compiler-cli: a component's template is
 * type-checked with strict templates, as well as the TypeScript around it.
 */
export async function compileBlocks(blocks: CodeBlock[], demosDir: string): Promise<TypecheckResult> {
  const compiled = blocks.filter((b) => !b.partial);
  const skipped = blocks.filter((b) => b.partial);
  const modules = path.join(path.resolve(demosDir), 'node_modules');
  // Angular's compiler must get source files of its own TypeScript, not of the site's.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const typescript = require(path.join(modules, 'typescript')) as typeof ts;
  const {NgtscProgram} = (await import(
    pathToFileURL(path.join(modules, '@angular', 'compiler-cli', 'bundles', 'index.js')).href
  )) as {NgtscProgram: new (rootNames: string[], options: object, host: ts.CompilerHost) => NgProgram};
  const options = {...snippetCompilerOptions(typescript), ...angularCompilerOptions};
  const virtualFiles = assignFileNames(compiled, demosDir);
  const program = new NgtscProgram(
    [...virtualFiles.keys()],
    options,
    snippetHost(typescript, options, virtualFiles, demosDir),
  );
  const found = [
    ...program.getTsOptionDiagnostics(),
    ...program.getNgOptionDiagnostics(),
    ...program.getTsSyntacticDiagnostics(),
    ...program.getTsSemanticDiagnostics(),
    ...program.getNgStructuralDiagnostics(),
    ...program.getNgSemanticDiagnostics(),
  ];
  return {compiled, skipped, diagnostics: blockDiagnostics(typescript, found, virtualFiles)};
}

/** What compileBlocks reads of Angular's NgtscProgram. */
interface NgProgram {
  getTsOptionDiagnostics(): readonly ts.Diagnostic[];
  getNgOptionDiagnostics(): readonly ts.Diagnostic[];
  getTsSyntacticDiagnostics(): readonly ts.Diagnostic[];
  getTsSemanticDiagnostics(): readonly ts.Diagnostic[];
  getNgStructuralDiagnostics(): readonly ts.Diagnostic[];
  getNgSemanticDiagnostics(): readonly ts.Diagnostic[];
}

export function formatDiagnostic(d: SnippetDiagnostic): string {
  return `${d.block.file}:${d.line}:${d.column} (block at line ${d.block.startLine}) TS${d.code}: ${d.message}`;
}
