/**
 * Finds the TypeScript code blocks of a Markdown/MDX page.
 *
 * Only fenced blocks whose language is `ts` or `typescript` count. The rest of
 * the info string (the "meta": `title="app.config.ts" {3-5} partial`) is kept,
 * because the word `partial` marks a block that is deliberately incomplete and
 * must not be compiled.
 */

export interface CodeBlock {
  /** Page the block comes from, as given by the caller (used in reports). */
  file: string;
  /** 1-based line of the opening fence in that page. */
  startLine: number;
  /** 1-based page line of the first line of code (the line after the fence). */
  codeStartLine: number;
  lang: 'ts' | 'typescript';
  meta: string;
  /** True when the meta carries the `partial` marker. */
  partial: boolean;
  code: string;
  /**
   * The tabs the block sits in, outermost first, by their `value` (`['ngmodule']`): the same file
   * shown in two tabs is two versions of it, and a block imports the version of its own tab.
   */
  tabs: string[];
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/;
const TS_LANGS = new Set(['ts', 'typescript']);

export function isPartialMeta(meta: string): boolean {
  // Strip quoted values first so a title such as title="partial.ts" is not a marker.
  const withoutQuoted = meta.replace(/"[^"]*"|'[^']*'/g, ' ');
  return withoutQuoted.split(/\s+/).includes('partial');
}

const TAB_OPEN = /^\s*<TabItem\b[^>]*\bvalue=["']([^"']+)["']/;
const TAB_CLOSE = /^\s*<\/TabItem>/;

export function extractCodeBlocks(source: string, file: string): CodeBlock[] {
  const lines = source.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  const tabs: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const open = OPENING_FENCE.exec(lines[i]);
    if (!open) {
      const tab = TAB_OPEN.exec(lines[i])?.[1];
      if (tab !== undefined) {
        tabs.push(tab);
      } else if (TAB_CLOSE.test(lines[i])) {
        tabs.pop();
      }
      i++;
      continue;
    }
    const [, indent, fence, rawLang, rawMeta] = open;
    const fenceChar = fence[0];
    const closing = new RegExp(`^\\s*${fenceChar === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      end++;
    }
    const lang = rawLang.toLowerCase();
    if (TS_LANGS.has(lang)) {
      const body = lines.slice(i + 1, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
      const meta = rawMeta.trim();
      blocks.push({
        file,
        startLine: i + 1,
        codeStartLine: i + 2,
        lang: lang as CodeBlock['lang'],
        meta,
        partial: isPartialMeta(meta),
        code: body.join('\n'),
        tabs: [...tabs],
      });
    }
    // An unterminated fence runs to the end of the page, as in CommonMark.
    i = end + 1;
  }
  return blocks;
}
