/**
 * Hand-written text that the generated pages include. It lives under scripts/api/notes
 * so that regenerating the pages never touches it:
 * - `<page>.md`: the introduction of each generated page, mirroring docs/api paths (its
 *   `{/* claim: … *\/}` IDs are left out of the page). It may open with a YAML front
 *   matter block holding only `keywords`, a list of phrases, which the page's front
 *   matter carries for search (plugins/search-index) and its body leaves out;
 * - `props.json` and `doc-comments.json`: read by lib/typings/notes.ts, which the field
 *   configuration schemas share.
 */
import fs from 'node:fs';
import path from 'node:path';
import {NOTES_DIR} from './config';
import {withoutClaimComments} from '../../lib/claim-ids';

export {DocRewordings, PropDescriptions, fingerprint, propKey} from '../../lib/typings/notes';

/** A page's introduction as its notes file gives it. */
export interface Notes {
  /** The phrases of the front matter's `keywords`, when the file has them. */
  keywords?: string[];
  /** The introduction, without front matter and claim IDs. */
  text: string;
}

export function notesPath(pageFile: string): string {
  return path.join(NOTES_DIR, pageFile.replace(/\.mdx$/, '.md'));
}

const BLOCK = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;
const ITEM = /^( *)-\s+(.*?)\s*$/;
/**
 * A plain (unquoted) phrase YAML reads as the same text: no leading indicator, no `: ` or
 * ` #` inside, no trailing colon. Others must be quoted.
 */
const PLAIN = /^(?![-?:,[\]{}#&*!|>'"%@`\s])(?!.*(?::\s|\s#|:$)).+$/;
/** Plain scalars YAML reads as a boolean, null or number rather than text. */
const NOT_TEXT =
  /^(?:true|false|yes|no|on|off|null|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?|0x[\da-f]+|0o[0-7]+|[-+]?\.inf|\.nan)$/i;

/** One list item: a plain, 'single-quoted' or "double-quoted" YAML scalar. */
function phrase(raw: string, where: string): string {
  let text: string;
  if (/^'(?:[^']|'')*'$/.test(raw)) text = raw.slice(1, -1).replace(/''/g, "'");
  else if (/^"(?:[^"\\]|\\["\\])*"$/.test(raw)) text = raw.slice(1, -1).replace(/\\(["\\])/g, '$1');
  else if (PLAIN.test(raw) && !NOT_TEXT.test(raw)) text = raw;
  else throw new Error(`${where}: quote the phrase ${raw} (YAML would not read it as plain text)`);
  if (text.trim() === '') throw new Error(`${where}: an empty phrase`);
  return text.trim();
}

/**
 * Reads the front matter a notes file may open with: `keywords:` and one phrase per
 * `  - ` line, nothing else (comments and blank lines aside). Anything else stops the
 * generation with the file and line, so that no keyword is silently lost.
 */
function keywordsOf(block: string, file: string): string[] {
  const lines = block.split(/\r?\n/);
  const keywords: string[] = [];
  let listStarted = false;
  let indent: string | undefined;
  lines.forEach((line, i) => {
    const where = `${file}, front matter line ${i + 1}`;
    if (/^\s*(#.*)?$/.test(line)) return;
    if (!listStarted && /^keywords:\s*(#.*)?$/.test(line)) {
      listStarted = true;
      return;
    }
    const item = listStarted ? ITEM.exec(line) : null;
    indent ??= item?.[1];
    if (!item || item[1] !== indent) {
      throw new Error(
        `${where}: the front matter of a notes file holds only a keywords list (keywords: then one "  - phrase" a line, all indented alike), not ${JSON.stringify(line)}`,
      );
    }
    keywords.push(phrase(item[2], where));
  });
  if (keywords.length === 0) throw new Error(`${file}: the front matter has no keywords; list some or remove it`);
  return keywords;
}

/** Splits a notes file into its keywords and its introduction; `file` names it in errors. */
export function parseNotes(source: string, file: string): Notes {
  const block = BLOCK.exec(source);
  // Claim IDs stay in the note (tests/claims/api/ keeps their records), not on the generated page.
  const text = withoutClaimComments(block ? source.slice(block[0].length) : source).trim();
  return block ? {keywords: keywordsOf(block[1] ?? '', file), text} : {text};
}

export function readNotes(pageFile: string): Notes {
  const file = notesPath(pageFile);
  const shown = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) {
    throw new Error(`Missing the hand-written introduction ${shown}`);
  }
  return parseNotes(fs.readFileSync(file, 'utf8'), shown);
}
