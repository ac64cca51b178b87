/**
 * Compiles the TypeScript snippets of the guide, UI and example pages against the
 * @ngx-formly and Angular packages installed in demos/node_modules.
 *
 * Run: node --import tsx --test tests/unit/snippets.test.ts
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {
  type CodeBlock,
  collectBlocks,
  compileBlocks,
  extractCodeBlocks,
  findSiteRoot,
  formatDiagnostic,
  isPartialMeta,
  listDocPages,
  typecheckBlocks,
} from '../../scripts/snippets';
import {codeInKit} from '../../lib/kit-code';
import {browserKits, isKitName} from '../../lib/kits';

const MIN_COMPILED_SHARE = 0.8;
const siteRoot = findSiteRoot();
const demosDir = path.join(siteRoot, 'demos');

describe('snippet extraction', () => {
  const page = [
    '# Title', // 1
    '', // 2
    '```ts title="app.config.ts"', // 3
    'export const a = 1;', // 4
    '```', // 5
    '', // 6
    '```html', // 7
    '<formly-form></formly-form>', // 8
    '```', // 9
    '~~~typescript partial', // 10
    'const b = ', // 11
    '~~~', // 12
    '````ts', // 13
    '```', // 14 (a shorter fence does not close a longer one)
    '````', // 15
  ].join('\n');

  it('keeps only ts/typescript blocks, with their page lines', () => {
    const blocks = extractCodeBlocks(page, 'page.mdx');
    assert.deepEqual(
      blocks.map((b) => [b.lang, b.startLine, b.codeStartLine, b.partial, b.code]),
      [
        ['ts', 3, 4, false, 'export const a = 1;'],
        ['typescript', 10, 11, true, 'const b = '],
        ['ts', 13, 14, false, '```'],
      ],
    );
    assert.equal(blocks[0].meta, 'title="app.config.ts"');
  });

  it('treats `partial` as a marker only outside quoted values', () => {
    assert.equal(isPartialMeta('partial'), true);
    assert.equal(isPartialMeta('title="x.ts" {2} partial'), true);
    assert.equal(isPartialMeta('title="partial.ts"'), false);
    assert.equal(isPartialMeta('partially'), false);
  });

  it('strips the fence indentation of nested blocks', () => {
    const [block] = extractCodeBlocks('  ```ts\n  const x = 1;\n    const y = 2;\n  ```', 'nested.mdx');
    assert.equal(block.code, 'const x = 1;\n  const y = 2;');
  });
});

describe('snippet type-checking', () => {
  it('reports a wrong Formly config at its page line and accepts a correct one', () => {
    const source = [
      'Intro', // 1
      '```ts', // 2
      "import type {FormlyFieldConfig} from '@ngx-formly/core';", // 3
      "export const ok: FormlyFieldConfig = {key: 'city', props: {label: 'City', required: true}};", // 4
      '```', // 5
      '```ts', // 6
      "import type {FormlyFieldConfig} from '@ngx-formly/core';", // 7
      '', // 8
      "export const wrong: FormlyFieldConfig = {key: 'age', props: {min: 'eighteen'}};", // 9
      '```', // 10
      '```ts partial', // 11
      'this is not TypeScript', // 12
      '```', // 13
    ].join('\n');
    const result = typecheckBlocks(extractCodeBlocks(source, 'fixture.mdx'), demosDir);
    assert.equal(result.compiled.length, 2);
    assert.equal(result.skipped.length, 1);
    assert.ok(result.diagnostics.length > 0, 'the wrong block must produce a diagnostic');
    for (const d of result.diagnostics) {
      assert.equal(d.block.startLine, 6, formatDiagnostic(d));
      assert.equal(d.line, 9, formatDiagnostic(d));
    }
  });

  it('lets a block import another titled block of the same page, and only of the same page', () => {
    const config = ['```ts title="src/app/app.config.ts"', "export const appName: string = 'club';", '```'].join('\n');
    const main = [
      '```ts title="src/main.ts"', // 1
      "import {appName} from './app/app.config';", // 2
      'export const shout: number = appName.length;', // 3
      '```',
    ].join('\n');
    const ok = typecheckBlocks(
      [...extractCodeBlocks(config, 'one.mdx'), ...extractCodeBlocks(main, 'one.mdx')],
      demosDir,
    );
    assert.deepEqual(ok.diagnostics.map(formatDiagnostic), []);
    const isolated = typecheckBlocks(
      [...extractCodeBlocks(config, 'one.mdx'), ...extractCodeBlocks(main, 'two.mdx')],
      demosDir,
    );
    assert.equal(isolated.diagnostics.length, 1);
    assert.equal(isolated.diagnostics[0].block.file, 'two.mdx');
    assert.equal(isolated.diagnostics[0].line, 2);
  });

  it('resolves packages from demos/node_modules only', () => {
    // `react` is installed for the site itself, one level above demos/, but not for the demos.
    const source = ['```ts', "import {useState} from 'react';", 'export const hook = useState;', '```'].join('\n');
    const result = typecheckBlocks(extractCodeBlocks(source, 'leak.mdx'), demosDir);
    assert.deepEqual(
      result.diagnostics.map((d) => d.code),
      [2307],
      result.diagnostics.map(formatDiagnostic).join('\n'),
    );
  });
});

/** The guide, UI and example pages' blocks, as written, read once for the tests that need them. */
let pagesRead: {pages: string[]; blocks: CodeBlock[]} | undefined;
function pageBlocks() {
  if (!pagesRead) {
    const pages = listDocPages(siteRoot);
    assert.ok(pages.length > 0, 'no guide, UI or example pages found');
    pagesRead = {pages, blocks: collectBlocks(siteRoot, pages)};
  }
  return pagesRead;
}

/**
 * The blocks each kit's llms file shows rewritten from code written for another kit (the sample
 * kit, lib/kit-code.ts), each kit's copy of a page in a folder of its own: `<kit>: <file>`.
 */
function kitBlocks(t: {diagnostic(message: string): void}) {
  // A kit's own UI page is in that kit's file alone, as written.
  const blocks = pageBlocks().blocks.filter((block) => !isKitName(path.basename(block.file).replace(/\.mdx?$/, '')));
  return browserKits.flatMap((kit) => {
    const inKit = blocks.map((block) => ({
      ...block,
      file: `${kit.name}: ${block.file}`,
      code: codeInKit(block.code, kit.name) ?? block.code,
    }));
    const changedPages = new Set(inKit.filter((block, i) => block.code !== blocks[i]!.code).map((block) => block.file));
    t.diagnostic(`${kit.label}: ${changedPages.size} pages with blocks written for another kit`);
    return inKit.filter((block) => changedPages.has(block.file));
  });
}

/**
 * Two fixture pages for the compiler test: a component whose template uses the `async` pipe, once
 * without importing it (as in the page block issue 40 found through the demos) and once fixed.
 */
const templatePage = (pipes: string) =>
  [
    'A component', // 1
    '```ts', // 2
    "import {Component} from '@angular/core';", // 3
    `import {${pipes}} from '@angular/common';`, // 4
    "import {Observable, of} from 'rxjs';", // 5
    '', // 6
    `@Component({selector: 'app-total', imports: [${pipes}], template: '<p>{{ total$ | async | json }}</p>'})`, // 7
    'export class Total {', // 8
    '  total$: Observable<number> = of(3);', // 9
    '}', // 10
    '```', // 11
  ].join('\n');
/** A field type whose template binds [formControl] with ReactiveFormsModule left out of its imports (docs/guide/errors.mdx). */
const withoutFormsModulePage = [
  'A field type', // 1
  '```ts', // 2
  "import {Component} from '@angular/core';", // 3
  "import {FieldType, FieldTypeConfig} from '@ngx-formly/core';", // 4
  '', // 5
  "@Component({selector: 'app-plain-type', template: '<input [formControl]=\"formControl\" />'})", // 6
  'export class PlainTypeComponent extends FieldType<FieldTypeConfig> {}', // 7
  '```', // 8
].join('\n');
const templateFixtures = [
  ...extractCodeBlocks(templatePage('JsonPipe'), 'broken.mdx'),
  ...extractCodeBlocks(templatePage('AsyncPipe, JsonPipe'), 'fixed.mdx'),
  ...extractCodeBlocks(withoutFormsModulePage, 'without-forms-module.mdx'),
];

/**
 * The pages' blocks, their kit copies and the compiler test's fixture pages go through one
 * compilation, whichever test asks first (each page's blocks are a module of their own): building
 * Angular's program over the packages' typings is most of its time, and each further program took
 * as long again.
 */
let docsCompiled: ReturnType<typeof compileBlocks> | undefined;
const compileWithDocs = (t: {diagnostic(message: string): void}) =>
  (docsCompiled ??= compileBlocks([...templateFixtures, ...pageBlocks().blocks, ...kitBlocks(t)], demosDir));
const isKitCopy = (file: string) => browserKits.some((kit) => file.startsWith(`${kit.name}: `));

describe('snippet compilation with templates', () => {
  it("reports a component's template error at its page line, as Angular's compiler finds it, and accepts the fixed block", async (t) => {
    // The fixed page must add no diagnostic of its own.
    const {diagnostics: all} = await compileWithDocs(t);
    const diagnostics = all.filter((d) => ['broken.mdx', 'fixed.mdx'].includes(d.block.file));
    assert.deepEqual(
      diagnostics.map((d) => [d.block.file, d.line, d.code]),
      [['broken.mdx', 7, -998004]],
      diagnostics.map(formatDiagnostic).join('\n'),
    );
    assert.match(diagnostics[0]!.message, /No pipe found with name 'async'/);
  });

  it("a field type that binds [formControl] without ReactiveFormsModule in its imports fails ahead-of-time compilation with NG8002, Can't bind to 'formControl' since it isn't a known property of 'input' [guide/errors#formcontrol-needs-reactive-forms-module]", async (t) => {
    const {diagnostics: all} = await compileWithDocs(t);
    const diagnostics = all.filter((d) => d.block.file === 'without-forms-module.mdx');
    assert.deepEqual(
      diagnostics.map((d) => [d.line, d.code]),
      [[6, -998002]],
      diagnostics.map(formatDiagnostic).join('\n'),
    );
    assert.match(diagnostics[0]!.message, /Can't bind to 'formControl' since it isn't a known property of 'input'/);
  });
});

describe('documentation snippets', () => {
  it("compile as Angular's compiler compiles them, templates included, against the installed @ngx-formly and Angular packages [guide/custom-formly-field#subclass-kit-s-ngmodule-declared, guide/getting-started#typescript-block-compiles-copied]", async (t) => {
    const {pages, blocks} = pageBlocks();
    assert.ok(blocks.length > 0, 'no ts code blocks found in the guide, UI and example pages');

    const started = Date.now();
    const {diagnostics} = await compileWithDocs(t);
    const pageFiles = new Set(blocks.map((block) => block.file));
    const compiled = blocks.filter((block) => !block.partial);
    const skipped = blocks.filter((block) => block.partial);
    const share = compiled.length / blocks.length;
    const summary =
      `${pages.length} pages, ${blocks.length} ts blocks: ${compiled.length} compiled, ` +
      `${skipped.length} skipped as partial (${(share * 100).toFixed(1)}% compiled) in ${Date.now() - started} ms`;
    t.diagnostic(summary);
    console.log(summary);
    for (const block of skipped) {
      t.diagnostic(`partial: ${block.file}:${block.startLine}`);
    }

    assert.deepEqual(
      diagnostics.filter((d) => pageFiles.has(d.block.file)).map(formatDiagnostic),
      [],
      'type errors in documentation snippets',
    );
    assert.ok(
      share >= MIN_COMPILED_SHARE,
      `only ${(share * 100).toFixed(1)}% of the blocks are compiled; at most ${(100 - MIN_COMPILED_SHARE * 100).toFixed(0)}% may be marked partial`,
    );
  });
});

describe('documentation snippets in each kit', () => {
  // Each kit's llms file shows the guides' code written for another kit as that kit's code; what
  // it shows must compile as the page's own blocks do.
  it('rewritten for each browser kit, compile with their templates', async (t) => {
    const {compiled, diagnostics} = await compileWithDocs(t);
    assert.ok(
      compiled.some((block) => isKitCopy(block.file)),
      'no guide block is written for a kit: nothing to rewrite',
    );
    assert.deepEqual(
      diagnostics.filter((d) => isKitCopy(d.block.file)).map(formatDiagnostic),
      [],
      'type errors in the kit versions of the snippets',
    );
  });
});
