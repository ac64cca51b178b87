import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlightCode} from '../../plugins/code-highlight/highlight';
import {
  codeOfLines,
  linesHtml,
  plainLines,
  tokensForCode,
  type SerializedLine,
} from '../../plugins/code-highlight/client';
import rehypeCodeTokens from '../../plugins/code-highlight/rehype';

/** Compiles MDX with the rehype plugin, as the docs, blog and pages plugins do. */
async function compile(source: string): Promise<string> {
  // MDX is ESM-only; a dynamic import loads it from this CommonJS-compiled test.
  const {compile: compileMdx} = await import('@mdx-js/mdx');
  return String(await compileMdx(source, {rehypePlugins: [rehypeCodeTokens]}));
}

/** The `tokens` props of a compiled page, parsed. */
function tokenProps(compiled: string): SerializedLine[][] {
  return [...compiled.matchAll(/tokens: "((?:[^"\\]|\\.)*)"/g)].map((match) => JSON.parse(JSON.parse(`"${match[1]}"`)));
}

test('TypeScript is tokenized into lines of typed tokens and plain strings', () => {
  const lines = highlightCode("import {Component} from '@angular/core';\n\nconst answer = 42;", 'ts');
  assert.equal(lines.length, 3);
  assert.deepEqual(lines[0][0], ['keyword', 'import']);
  assert.ok(lines[0].some((token) => Array.isArray(token) && token[0] === 'string' && token[1] === "'@angular/core'"));
  assert.deepEqual(lines[1], [], 'an empty line has no tokens');
  assert.ok(lines[2].some((token) => Array.isArray(token) && token[0] === 'number' && token[1] === '42'));
});

test('the additional languages (bash, json, diff) are registered', () => {
  assert.ok(highlightCode('npm install @ngx-formly/core', 'bash').flat().some(Array.isArray));
  assert.deepEqual(highlightCode('{"key": true}', 'json')[0][0], ['punctuation', '{']);
  assert.ok(
    highlightCode('- old\n+ new', 'diff')
      .flat()
      .some((token) => Array.isArray(token) && token[0].includes('deleted')),
  );
});

test('a language Prism does not know, or none, gives plain lines', () => {
  assert.deepEqual(highlightCode('first\n\nsecond', 'not-a-language'), [['first'], [], ['second']]);
  assert.deepEqual(highlightCode('only text', undefined), [['only text']]);
});

test('tokens line up with the code shown, skipping lines the theme removed (magic comments)', () => {
  const written = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n';
  const shown = 'const a = 1;\nconst b = 2;';
  const lines = tokensForCode(highlightCode(written, 'ts'), shown);
  assert.ok(lines);
  assert.deepEqual(
    lines.map((line) => line.map((token) => token.content).join('')),
    ['const a = 1;', 'const b = 2;'],
  );
  assert.deepEqual(lines[0][0], {types: ['keyword'], content: 'const'});
});

test('tokens for other code do not line up: the block then shows plain', () => {
  assert.equal(tokensForCode(highlightCode('const a = 1;', 'ts'), 'const a = 2;'), null);
  assert.deepEqual(plainLines('x\n'), [
    [{types: ['plain'], content: 'x'}],
    [{types: ['plain'], content: '\n', empty: true}],
  ]);
});

test("lines become the markup of the theme's Line, escaped, with their magic-comment classes", () => {
  const lines = tokensForCode(
    highlightCode('if (a < b && c) {\n\n  x = "<b>";\n}', 'ts'),
    'if (a < b && c) {\n\n  x = "<b>";\n}',
  );
  assert.ok(lines);
  const html = linesHtml(lines, {2: ['theme-code-block-highlighted-line']});
  const rendered = html.split('<br></div>');
  assert.equal(rendered.length, 5, 'four lines, each closed by its line break');
  assert.ok(rendered[0].startsWith('<div class="token-line"><span class="token keyword">if</span>'));
  assert.ok(rendered[0].includes('<span class="token operator">&lt;</span>'));
  assert.ok(rendered[0].includes('<span class="token operator">&amp;&amp;</span>'));
  assert.equal(
    rendered[1],
    '<div class="token-line"><span class="token plain"></span>',
    'an empty line keeps an empty token',
  );
  assert.ok(rendered[2].startsWith('<div class="token-line theme-code-block-highlighted-line">'));
  assert.ok(rendered[2].includes('<span class="token string">&quot;&lt;b&gt;&quot;</span>'));
  assert.equal(html.includes('<b>'), false, 'code never becomes markup');
});

test('numbered lines get a number cell and a content cell, as the theme renders them', () => {
  const html = linesHtml(
    plainLines('a\nb'),
    {},
    {line: 'codeLine', number: 'codeLineNumber', content: 'codeLineContent'},
  );
  assert.equal(
    html,
    '<div class="token-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent"><span class="token plain">a</span></span><br></div>' +
      '<div class="token-line codeLine"><span class="codeLineNumber"></span><span class="codeLineContent"><span class="token plain">b</span></span><br></div>',
  );
});

test('the rehype plugin gives every code block its tokens, inside JSX elements too', async () => {
  const compiled = await compile(
    [
      '```ts title="a.ts"',
      'const a = 1;',
      '```',
      '',
      '<Tabs>',
      '<TabItem value="x">',
      '',
      '```json',
      '{"b": 2}',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      '```',
      'no language',
      '```',
      '',
      'Inline `code` is left alone.',
    ].join('\n'),
  );
  const tokens = tokenProps(compiled);
  assert.equal(tokens.length, 3, 'three blocks, no inline code');
  assert.deepEqual(tokens[0][0][0], ['keyword', 'const']);
  assert.deepEqual(tokens[1][0][0], ['punctuation', '{']);
  assert.deepEqual(tokens[2][0], ['no language']);
  // The blocks' text is left out of the page: the CodeBlock reads it back from the tokens.
  assert.deepEqual(tokens.map(codeOfLines), ['const a = 1;\n', '{"b": 2}\n', 'no language\n']);
  assert.doesNotMatch(compiled, /children: "const a = 1;/);
  assert.match(compiled, /children: "code"/, 'inline code keeps its text');
});
