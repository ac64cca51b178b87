/**
 * Runs the code a page shows: a TypeScript block of an MDX page, found by its
 * title, compiled to CommonJS and evaluated in Node. A claim test that runs the
 * page's own code fails when a writer changes that code so that the sentence
 * about it is no longer true, which a copy of the code in the test would not.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';
import {pageClaims} from '../../../scripts/claims/records';
import {extractCodeBlocks} from '../../../scripts/snippets';
import {loadPackage} from './demo-packages';

const siteDir = path.resolve(__dirname, '..', '..', '..');

/** The source of the code block titled `title` on `page` (a path from the site's root). */
export function pageCodeBlock(page: string, title: string): string {
  const source = fs.readFileSync(path.join(siteDir, page), 'utf8');
  const blocks = extractCodeBlocks(source, page).filter((block) => block.meta.includes(`title="${title}"`));
  if (blocks.length !== 1) {
    throw new Error(`${page}: expected one TypeScript block titled "${title}", found ${blocks.length}`);
  }
  return blocks[0].code;
}

/**
 * The source of the TypeScript block a sentence introduces: the first one after the sentence that
 * carries the claim `id` on `page`, for a block with no title. An error when the page has no such ID
 * or no TypeScript block after it.
 */
export function claimCodeBlock(page: string, id: string): string {
  const source = fs.readFileSync(path.join(siteDir, page), 'utf8');
  const line = pageClaims(page, source).find((claim) => claim.slug === id)?.line;
  if (line === undefined) {
    throw new Error(`${page}: no claim ID ${id}`);
  }
  const block = extractCodeBlocks(source, page).find((candidate) => candidate.startLine > line);
  if (!block) {
    throw new Error(`${page}: no TypeScript block after claim ${id}`);
  }
  return block.code;
}

/**
 * The CSS block of the section of `page` whose heading reads `heading` (the text after the `#`s):
 * the rule a Chromium claim test injects, so the test runs what readers copy. An error unless the
 * section holds exactly one.
 */
export function sectionCssBlock(page: string, heading: string): string {
  const lines = fs.readFileSync(path.join(siteDir, page), 'utf8').split(/\r?\n/);
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && line.replace(/^#+ /, '') === heading);
  if (start < 0) {
    throw new Error(`${page}: no heading "${heading}"`);
  }
  const level = /^#+/.exec(lines[start])![0].length;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => new RegExp(`^#{1,${level}} `).test(line));
  const section = (end < 0 ? rest : rest.slice(0, end)).join('\n');
  const blocks = [...section.matchAll(/^```css[^\n]*\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  if (blocks.length !== 1) {
    throw new Error(`${page}: expected one CSS block under "${heading}", found ${blocks.length}`);
  }
  return blocks[0];
}

/**
 * Evaluates the block titled `title` on `page` as a module and returns its
 * exports. Packages resolve as the demos app resolves them; `local` supplies the
 * page's other files by their import specifier (`'./account-schema'`); `transform` rewrites the
 * transpiled JavaScript before it runs, as a build step would (a compile-time translation, say).
 */
export function runPageModule<T>(
  page: string,
  title: string,
  local: Record<string, unknown> = {},
  transform: (javaScript: string) => string = (javaScript) => javaScript,
): T {
  return runPageCode<T>(pageCodeBlock(page, title), `${page}#${title}`, local, transform);
}

/** Like runPageModule, for the untitled block the sentence with claim `id` introduces (claimCodeBlock). */
export function runClaimBlock<T>(page: string, id: string, local: Record<string, unknown> = {}): T {
  return runPageCode<T>(claimCodeBlock(page, id), `${page}#${id}`, local);
}

function runPageCode<T>(
  code: string,
  fileName: string,
  local: Record<string, unknown>,
  transform: (javaScript: string) => string = (javaScript) => javaScript,
): T {
  const outputText = transform(transpilePageCode(code, fileName, ts.ModuleKind.CommonJS));
  const module = {exports: {} as T};
  const requireFromPage = (specifier: string) =>
    specifier in local ? local[specifier] : loadPackage<unknown>(specifier);
  vm.runInThisContext(`(function (exports, require, module) {${outputText}\n})`, {filename: fileName})(
    module.exports,
    requireFromPage,
    module,
  );
  return module.exports;
}

/**
 * A page's TypeScript as JavaScript of the given module kind (CommonJS for Node, ES modules for a
 * browser), with Angular's decorators as the CLI compiled them before standalone builds: JIT runs them.
 */
export function transpilePageCode(code: string, fileName: string, module: ts.ModuleKind): string {
  return ts.transpileModule(code, {
    compilerOptions: {
      module,
      target: ts.ScriptTarget.ES2022,
      experimentalDecorators: true,
      useDefineForClassFields: false,
    },
    fileName,
  }).outputText;
}

/**
 * `code` with `FieldType` imported from @ngx-formly/material instead of @ngx-formly/core, as the custom
 * field guide tells Material readers; an error when the code has no such import to swap.
 */
export function withMaterialFieldType(code: string): string {
  const edited = code.replace(/import \{ ([^}]*) \} from '@ngx-formly\/core';/, (statement, names: string) => {
    const others = names.split(', ').filter((name) => name !== 'FieldType');
    return others.length === names.split(', ').length
      ? statement
      : `import { ${others.join(', ')} } from '@ngx-formly/core';\nimport { FieldType } from '@ngx-formly/material';`;
  });
  if (edited === code) {
    throw new Error('no `import { FieldType, … } from @ngx-formly/core` to replace');
  }
  return edited;
}
