/**
 * Entry point of the documentation snippet checker: reads the guide and UI
 * pages, extracts their TypeScript blocks and type-checks them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractCodeBlocks, type CodeBlock} from './extract';

export {extractCodeBlocks, isPartialMeta, type CodeBlock} from './extract';
export {
  compileBlocks,
  typecheckBlocks,
  formatDiagnostic,
  snippetCompilerOptions,
  type TypecheckResult,
  type SnippetDiagnostic,
} from './typecheck';

/** The docs folders whose snippets are compiled: the pages readers copy code from. */
export const SNIPPET_DOC_DIRS = ['docs/guide', 'docs/ui', 'docs/examples'] as const;

/** Walks up from `start` to the folder that holds docusaurus.config.ts. */
export function findSiteRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'docusaurus.config.ts'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`no docusaurus.config.ts found above ${start}`);
    }
    dir = parent;
  }
}

/** Markdown/MDX pages inside the given folders and their subfolders (the examples' categories), sorted for stable reports. */
export function listDocPages(siteRoot: string, dirs: readonly string[] = SNIPPET_DOC_DIRS): string[] {
  return dirs
    .flatMap((dir) => {
      const abs = path.join(siteRoot, dir);
      if (!fs.existsSync(abs)) {
        return [];
      }
      return fs
        .readdirSync(abs, {recursive: true, encoding: 'utf8'})
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => path.join(dir, name));
    })
    .sort();
}

/** Every ts/typescript block of the given pages; `file` is the page path relative to the site root. */
export function collectBlocks(siteRoot: string, pages: readonly string[]): CodeBlock[] {
  return pages.flatMap((page) => extractCodeBlocks(fs.readFileSync(path.join(siteRoot, page), 'utf8'), page));
}
