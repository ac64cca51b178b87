/**
 * Highlighted code in a compact form that travels inside the page's chunk:
 * one array per line, each token either a plain string or `[types, content]`,
 * `types` being Prism's token types joined by spaces (`"tag punctuation"`).
 * Shared by the build (plugins/code-highlight/rehype.ts, the live-examples
 * remark plugin) and the browser (theme/CodeBlock/Content).
 */

/** The Prism languages registered on top of prism-react-renderer's own. */
export const additionalLanguages = ['bash', 'json', 'diff'];

/**
 * Registers the additional languages on `prism`: Prism's language files add
 * themselves to a global `Prism`, so lend them the instance while `load`
 * requires each one (as theme-classic's prism-include-languages does).
 */
export function registerAdditionalLanguages(prism: unknown, load: (language: string) => void): void {
  const scope = globalThis as {Prism?: unknown};
  const previous = scope.Prism;
  scope.Prism = prism;
  try {
    additionalLanguages.forEach(load);
  } finally {
    if (previous === undefined) {
      delete scope.Prism;
    } else {
      scope.Prism = previous;
    }
  }
}

export type SerializedToken = string | [types: string, content: string];
export type SerializedLine = SerializedToken[];

/** prism-react-renderer's token, as `@theme/CodeBlock/Line` renders it. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/** The subset of Prism this module uses: the instance of prism-react-renderer. */
export interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(code: string, grammar: never): unknown[];
  hooks: {run(name: string, env: Record<string, unknown>): void};
}

/** prism-react-renderer's `normalizeTokens`. */
type NormalizeTokens = (tokens: never) => LineToken[][];

/**
 * Tokenizes `code` the way prism-react-renderer's `<Highlight>` does (the same
 * hooks around `Prism.tokenize`, the same normalization into lines). Code in a
 * language Prism has no grammar for (or none given) comes back as plain lines.
 */
export function highlightLines(
  prism: PrismLike,
  normalizeTokens: NormalizeTokens,
  code: string,
  language: string | undefined,
): SerializedLine[] {
  const grammar = language ? prism.languages[language.toLowerCase()] : undefined;
  if (grammar == null) {
    return code.split('\n').map((text) => (text ? [text] : []));
  }
  const env: Record<string, unknown> = {code, grammar, language, tokens: []};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar as never);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as never).map(serializeLine);
}

function serializeLine(line: LineToken[]): SerializedLine {
  if (line.length === 1 && line[0].empty) {
    return [];
  }
  return line
    .filter(({content}) => content !== '')
    .map(({types, content}) => (types.length === 1 && types[0] === 'plain' ? content : [types.join(' '), content]));
}

function expandLine(line: SerializedLine): LineToken[] {
  if (line.length === 0) {
    return [{types: ['plain'], content: '\n', empty: true}];
  }
  return line.map((token) =>
    typeof token === 'string' ? {types: ['plain'], content: token} : {types: token[0].split(' '), content: token[1]},
  );
}

const lineText = (line: SerializedLine) => line.map((token) => (typeof token === 'string' ? token : token[1])).join('');

/**
 * The tokens of each line of `code`, taken in order from `lines`, which were
 * computed for the code as written. The theme drops whole lines from it (magic
 * comments such as `// highlight-next-line`), so a line of the written code
 * that the shown code does not have is skipped. Null when the two do not
 * match, for example when the code changed after the build: it then shows plain.
 */
export function tokensForCode(lines: readonly SerializedLine[], code: string): LineToken[][] | null {
  const result: LineToken[][] = [];
  let next = 0;
  for (const text of code.split('\n')) {
    while (next < lines.length && lineText(lines[next]) !== text) {
      next += 1;
    }
    if (next === lines.length) {
      return null;
    }
    result.push(expandLine(lines[next]));
    next += 1;
  }
  return result;
}

/** Lines of plain text, for code without tokens. */
export function plainLines(code: string): LineToken[][] {
  return code.split('\n').map((text) => expandLine(text ? [text] : []));
}

const htmlEscapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => htmlEscapes[char]);

const classAttribute = (names: readonly (string | undefined)[]) =>
  escapeHtml(names.filter((name): name is string => Boolean(name)).join(' '));

/**
 * The markup `@theme/CodeBlock/Line` renders for these lines (without line
 * numbers), as one string: a code block's content then costs React one element
 * instead of two components and an element per token, on the server and while
 * the page hydrates. `lineClassNames` are the theme's per-line classes (magic
 * comments such as `// highlight-next-line`).
 */
export function linesHtml(
  lines: readonly LineToken[][],
  lineClassNames: Readonly<Record<number, readonly string[] | undefined>> = {},
): string {
  return lines
    .map((line, index) => {
      // As the theme's Line: a line holding only its line break renders an empty token before the <br>.
      const tokens = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
      const spans = tokens
        .map(
          (token) => `<span class="${classAttribute(['token', ...token.types])}">${escapeHtml(token.content)}</span>`,
        )
        .join('');
      return `<div class="${classAttribute(['token-line', ...(lineClassNames[index] ?? [])])}">${spans}<br></div>`;
    })
    .join('');
}
