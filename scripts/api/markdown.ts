/**
 * Helpers that turn text taken from the typings into MDX v3 that compiles. Doc comments
 * were written for plain Markdown renderers: braces and angle brackets in them would be
 * read as JSX expressions or tags, so prose is escaped while code spans and fenced code
 * blocks are left exactly as written.
 */

/** Splits Markdown into code (fenced blocks and inline spans) and prose segments. */
function segments(text: string): {code: boolean; text: string}[] {
  const out: {code: boolean; text: string}[] = [];
  const pattern = /```[\s\S]*?```|(`+)[\s\S]*?[^`]\1(?!`)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    if (start > last) out.push({code: false, text: text.slice(last, start)});
    out.push({code: true, text: match[0]});
    last = start + match[0].length;
  }
  if (last < text.length) out.push({code: false, text: text.slice(last)});
  return out;
}

function escapeProse(text: string): string {
  return text.replace(/[{}<>]/g, (c) => `\\${c}`);
}

/** Escapes prose for MDX, keeping code spans and fences verbatim. */
export function mdx(text: string): string {
  return segments(text)
    .map((s) => (s.code ? s.text : escapeProse(s.text)))
    .join('');
}

/** An inline code span that survives any content (picks a long enough backtick fence). */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/**
 * Text for a GFM table cell: one line, pipes escaped (GFM reads `\|` as a literal pipe
 * even inside code spans), MDX-escaped outside code.
 */
export function cell(text: string): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ').trim();
  return mdx(oneLine).replace(/\|/g, '\\|') || ' ';
}

/** A code span for a table cell. */
export function codeCell(text: string): string {
  return code(text.replace(/\s+/g, ' ').trim()).replace(/\|/g, '\\|');
}

export function table(headers: string[], rows: string[][]): string {
  const head = `| ${headers.join(' | ')} |`;
  const rule = `| ${headers.map(() => '---').join(' | ')} |`;
  const body = rows.map((r) => `| ${r.join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

export function fence(language: string, body: string): string {
  return `\`\`\`${language}\n${body.replace(/\s+$/, '')}\n\`\`\``;
}

/** A stable, ASCII-only heading id for a symbol name (`ɵclone` becomes `private-clone`). */
export function anchor(name: string): string {
  return name
    .replace(/^ɵ/, 'private-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A value of the generated front matter: a string, a number or a list of strings. */
export type FrontMatterValue = string | number | string[];

/** YAML front matter; strings are quoted so `@` and `:` in titles stay plain strings. */
export function frontMatter(fields: Record<string, FrontMatterValue>): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const lines = Object.entries(fields).map(([k, v]) => {
    if (typeof v === 'number') return `${k}: ${v}`;
    if (Array.isArray(v)) return [`${k}:`, ...v.map((item) => `  - ${quote(item)}`)].join('\n');
    return `${k}: ${quote(v)}`;
  });
  return ['---', ...lines, '---'].join('\n');
}

/** Joins blocks with one blank line, dropping empty ones. */
export function blocks(...parts: (string | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n');
}
