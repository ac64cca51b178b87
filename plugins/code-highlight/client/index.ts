/**
 * The plugin's browser entry: highlighted code in a compact form that travels
 * inside the page's chunk: one array per line, each token either a plain string
 * or `[types, content]`, `types` being Prism's token types joined by spaces
 * (`"tag punctuation"`). Made by ../tokenize.ts at build time; turned into lines
 * and markup here, in the browser (theme/CodeBlock/Content, the live-examples
 * plugin's LiveExample) and on the server alike.
 */

export type SerializedToken = string | [types: string, content: string];
export type SerializedLine = SerializedToken[];

/** prism-react-renderer's token, as `@theme/CodeBlock/Line` renders it. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
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

/** The code that `lines` were computed from (the lines' text, joined by line breaks). */
export const codeOfLines = (lines: readonly SerializedLine[]): string => lines.map(lineText).join('\n');

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

/** The classes of a numbered line's parts (the component's CSS module classes). */
export interface NumberedLineClasses {
  line: string;
  number: string;
  content: string;
}

/**
 * The markup theme-classic's `CodeBlock/Line` renders for these lines, as one
 * string: a code block's content then costs React one element instead of two
 * components and an element per token, on the server and while the page
 * hydrates. `lineClassNames` are the per-line classes of magic comments (such
 * as `// highlight-next-line`); `numbered` gives the classes of numbered lines.
 */
export function linesHtml(
  lines: readonly LineToken[][],
  lineClassNames: Readonly<Record<number, readonly string[] | undefined>> = {},
  numbered?: NumberedLineClasses,
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
      const lineClass = classAttribute(['token-line', ...(lineClassNames[index] ?? []), numbered?.line]);
      const content = numbered
        ? `<span class="${classAttribute([numbered.number])}"></span><span class="${classAttribute([numbered.content])}">${spans}</span>`
        : spans;
      return `<div class="${lineClass}">${content}<br></div>`;
    })
    .join('');
}
