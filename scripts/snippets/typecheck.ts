/**
 * Type-checks documentation code blocks against the Angular and @ngx-formly
 * packages installed for the demos app.
 *
 * Every block becomes its own in-memory module placed inside `demos/`, so that
 * `import ... from '@ngx-formly/core'` resolves exactly like it does for the
 * demos. All blocks go into a single `ts.Program`, which keeps the check fast:
 * the Angular typings are parsed once.
 */
import path from 'node:path';
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
export function snippetCompilerOptions(): ts.CompilerOptions {
  return {
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Each block is a module even when it has no import/export of its own.
    moduleDetection: ts.ModuleDetectionKind.Force,
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
 * Gives every compiled block a file name inside `<demos>/__doc_snippets__/<page>/`.
 * A block titled with a `.ts` path gets that path, so another block of the same
 * page can import it relatively (`import {appConfig} from './app.config'`). When a
 * page repeats a title (the same file shown in two tabs), the first block keeps it.
 */
function assignFileNames(blocks: CodeBlock[], demosDir: string): Map<string, CodeBlock> {
  const files = new Map<string, CodeBlock>();
  const root = path.join(demosDir, '__doc_snippets__');
  for (const block of blocks) {
    const pageDir = path.join(root, block.file.replace(/[^A-Za-z0-9]+/g, '_'));
    const title = blockTitle(block);
    const titled = title && /\.ts$/.test(title) ? path.normalize(path.join(pageDir, title)) : undefined;
    const name =
      titled && titled.startsWith(pageDir + path.sep) && !files.has(titled)
        ? titled
        : path.join(pageDir, `__block_L${block.startLine}.ts`);
    files.set(name, block);
  }
  return files;
}

export function typecheckBlocks(blocks: CodeBlock[], demosDir: string): TypecheckResult {
  const compiled = blocks.filter((b) => !b.partial);
  const skipped = blocks.filter((b) => b.partial);
  const options = snippetCompilerOptions();

  const virtualFiles = assignFileNames(compiled, demosDir);

  const host = ts.createCompilerHost(options, true);
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
    (visible(dir + path.sep) && (directoryExists?.(dir) ?? ts.sys.directoryExists(dir)));
  host.fileExists = (fileName) =>
    virtualFiles.has(path.normalize(fileName)) || (visible(fileName) && fileExists(fileName));
  host.readFile = (fileName) =>
    virtualFiles.get(path.normalize(fileName))?.code ?? (visible(fileName) ? readFile(fileName) : undefined);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const block = virtualFiles.get(path.normalize(fileName));
    if (block) {
      return ts.createSourceFile(fileName, block.code, languageVersion, true, ts.ScriptKind.TS);
    }
    return getSourceFile(fileName, languageVersion, onError, shouldCreate);
  };

  const program = ts.createProgram({rootNames: [...virtualFiles.keys()], options, host});
  const diagnostics: SnippetDiagnostic[] = [];
  const global = program.getGlobalDiagnostics().concat(program.getOptionsDiagnostics());
  for (const d of global) {
    throw new Error(`snippet compiler setup failed: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
  }
  for (const [fileName, block] of virtualFiles) {
    const sourceFile = program.getSourceFile(fileName);
    if (!sourceFile) {
      throw new Error(`snippet file missing from program: ${fileName}`);
    }
    const found = [...program.getSyntacticDiagnostics(sourceFile), ...program.getSemanticDiagnostics(sourceFile)];
    for (const d of found) {
      const {line, character} =
        d.start === undefined ? {line: 0, character: 0} : sourceFile.getLineAndCharacterOfPosition(d.start);
      diagnostics.push({
        block,
        line: block.codeStartLine + line,
        column: character + 1,
        code: d.code,
        message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      });
    }
  }
  return {compiled, skipped, diagnostics};
}

export function formatDiagnostic(d: SnippetDiagnostic): string {
  return `${d.block.file}:${d.line}:${d.column} (block at line ${d.block.startLine}) TS${d.code}: ${d.message}`;
}
