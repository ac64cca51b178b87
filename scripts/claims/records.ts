/**
 * Claim records: each page with runtime statements has, next to its claim tests, a record
 * `tests/claims/<area>/<page>.claims.json` that keeps, for every claim ID on the page, the
 * hash of its sentence and the tests that check it (lib/claim-ids.ts describes the IDs).
 *
 * `checkClaims()` (run by tests/unit/claims.test.ts, part of `npm test`) fails when
 * - a page of docs/guide, docs/ui, docs/examples or scripts/api/notes has no record;
 * - an ID on a page has no entry in the record, or an entry names no sentence;
 * - an ID has no test naming it (unless its entry says why, `untested`, and cites evidence);
 * - a test names an ID that no page carries, or the record lists a test that no longer names it;
 * - a sentence changed since its record's hash: re-read its tests, then
 *   `npm run claims:update -- <page>` stores the new hash;
 * - a piece of evidence the audit cited no longer occurs in the cited file.
 *
 * The sentence of an ID is, for a comment after text, the sentence the comment follows
 * (back to the previous sentence end, claim comment, list item or start of the paragraph);
 * in a table row, the row; for a comment on a line of its own, the block above it. In the
 * JSON notes (props.json, doc-comments.json, …) the entry's `at` (a JSON pointer) names the
 * string instead. The hash is of the text with claim comments removed and spaces collapsed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createExcerpt} from '@docusaurus/utils';
import {CLAIM_COMMENT, CLAIM_ID, SLUG, slugsOf, withoutClaimComments} from '../../lib/claim-ids';

export const ROOT = path.resolve(__dirname, '..', '..');
const CLAIMS_DIR = 'tests/claims';
/** Where the pages with runtime statements live, relative to the repository root. */
export const AUDITED_DIRS = ['docs/guide', 'docs/ui', 'docs/examples', 'scripts/api/notes'];
/** Evidence paths starting with one of these are read from the repository, others from demos/node_modules. */
const REPOSITORY_PREFIXES = [
  'docs/',
  'demos/src/',
  'demos/package.json',
  'lib/',
  'mcp/',
  'plugins/',
  'scripts/',
  'tests/',
];
const OUTCOMES = ['ok', 'fixed', 'added'];
export const UPDATE_COMMAND = 'npm run claims:update --';

export interface Evidence {
  file: string;
  text: string;
}
export interface TestRef {
  file: string;
  title: string;
}
export interface ClaimEntry {
  /** Hash of the sentence when its tests were last looked at. */
  sentence: string;
  /** What the claim says, in the auditor's words. */
  claim?: string;
  /** The audit's finding: ok (the page was right), fixed (it was wrong), added (it was missing). */
  outcome?: string;
  /** Where the finding was recorded before (a row of the former scripts/audit/AUDIT.md). */
  audit?: string;
  /** JSON notes only: a JSON pointer to the string that makes the claim. */
  at?: string;
  tests: TestRef[];
  /** Source text that proves a static fact, checked to be still where it was found. */
  evidence?: Evidence[];
  /** Why no test checks the claim (then `evidence` must prove it). */
  untested?: string;
}
export interface AuditFields {
  /** Claims the last audit counted on the page. */
  claims: number;
  /** Errors it found (claims it marked fixed). */
  errors: number;
  /** Statements it found missing and added. */
  added?: number;
  /** The commit it audited; null where the audit recorded none. */
  commit: string | null;
  note?: string;
}
export interface ClaimRecord {
  page: string;
  audit: AuditFields;
  claims: Record<string, ClaimEntry>;
}

/** An ID as it stands on a page: its slug, the line and the sentence it follows. */
export interface PageClaim {
  slug: string;
  line: number;
  sentence: string;
}

export function sentenceHash(sentence: string): string {
  return crypto.createHash('sha256').update(sentence).digest('hex').slice(0, 12);
}

export function normalise(text: string): string {
  return withoutClaimComments(text).replace(/\s+/g, ' ').trim();
}

/** The record file of a page, relative to the root: docs/guide/faq.mdx → tests/claims/guide/faq.claims.json. */
export function recordKey(page: string): string {
  const withoutExtension = page.replace(/\.(mdx?|json)$/, '');
  if (page.startsWith('docs/examples/')) return `examples/${path.basename(withoutExtension)}`;
  if (page.startsWith('docs/')) return withoutExtension.slice('docs/'.length);
  if (page.startsWith('scripts/api/notes/')) return `api/${withoutExtension.slice('scripts/api/notes/'.length)}`;
  throw new Error(`${page}: claim records are kept for pages under ${AUDITED_DIRS.join(', ')} only`);
}

export function recordFile(page: string): string {
  return `${CLAIMS_DIR}/${recordKey(page)}.claims.json`;
}

export function listPages(dir = AUDITED_DIRS): string[] {
  return dir
    .flatMap((relativeDir) => {
      const absolute = path.join(ROOT, relativeDir);
      return fs.readdirSync(absolute, {withFileTypes: true}).flatMap((entry) => {
        const relative = `${relativeDir}/${entry.name}`;
        if (entry.isDirectory()) return listPages([relative]);
        return /\.(mdx?|json)$/.test(entry.name) && entry.name !== '_category_.json' ? [relative] : [];
      });
    })
    .sort();
}

/** Code spans replaced by `x`s of the same length, so their dots end no sentence. */
function maskCode(text: string): string {
  return text.replace(/`[^`\n]*`/g, (span) => `\`${'x'.repeat(span.length - 2)}\``);
}

const SENTENCE_END = /(?<!e\.g)(?<!i\.e)(?<!vs)[.!?][)*_"']*(?=\s)|[:;](?=\n)/g;
const LIST_ITEM = /^\s*(?:[-*+]|\d+\.)\s/;

/** The sentence a claim comment at `index` of `source` stands for (see the file comment). */
export function sentenceBefore(source: string, index: number): string {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  const lineEnd = source.indexOf('\n', index) === -1 ? source.length : source.indexOf('\n', index);
  const line = source.slice(lineStart, lineEnd);
  if (line.trimStart().startsWith('|')) return normalise(line);
  const lines = source.slice(0, lineStart).split('\n');
  lines.pop();
  if (source.slice(lineStart, index).trim() === '') {
    // A comment on its own line: the block above it.
    while (lines.length && lines[lines.length - 1].trim() === '') lines.pop();
    const block: string[] = [];
    let fenced = false;
    while (lines.length) {
      const above = lines.pop()!;
      if (/^\s*(```|~~~)/.test(above)) fenced = !fenced;
      if (above.trim() === '' && !fenced) break;
      block.unshift(above);
    }
    return normalise(block.join('\n'));
  }
  // Inline: back to the start of the paragraph or list item on earlier lines.
  let start = lineStart;
  if (!LIST_ITEM.test(line)) {
    for (let i = lines.length - 1; i >= 0 && lines[i].trim() !== ''; i--) {
      start -= lines[i].length + 1;
      if (LIST_ITEM.test(lines[i]) || /^\s*(:::|#)/.test(lines[i])) {
        if (/^\s*(:::|#)/.test(lines[i])) start += lines[i].length + 1;
        break;
      }
    }
  }
  let text = source.slice(start, index).replace(/^\s*(?:[-*+]|\d+\.)\s/, '');
  const lastComment = [...text.matchAll(CLAIM_COMMENT)].pop();
  if (lastComment) text = text.slice(lastComment.index + lastComment[0].length);
  const masked = maskCode(text.trimEnd());
  let from = 0;
  for (const end of masked.matchAll(SENTENCE_END)) {
    if (end.index + end[0].length < masked.length) from = end.index + end[0].length;
  }
  return normalise(text.slice(from));
}

/** The claim IDs on a page, with their lines and sentences; a JSON page carries none. */
export function pageClaims(page: string, source: string): PageClaim[] {
  if (page.endsWith('.json')) return [];
  const claims: PageClaim[] = [];
  for (const match of source.matchAll(CLAIM_COMMENT)) {
    const line = source.slice(0, match.index).split('\n').length;
    const sentence = sentenceBefore(source, match.index);
    for (const slug of slugsOf(match[1])) claims.push({slug, line, sentence});
  }
  return claims;
}

/** The string a JSON pointer names in a JSON note. */
export function jsonSentence(data: unknown, pointer: string): string | undefined {
  let value: unknown = data;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' ? normalise(value) : undefined;
}

/** A test that names claim IDs in its title: `'what it checks [guide/faq#slug, guide/faq#other]'`. */
export interface NamingTest {
  file: string;
  line: number;
  /** The title without the bracketed IDs. */
  title: string;
  ids: string[];
}

const TITLE_WITH_IDS = /(['"`])((?:\\.|(?!\1)[^\\\n])*?) \[([a-z0-9/#, -]+)\]\1/g;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(file);
    return /\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every test title under tests/ that ends with bracketed claim IDs. */
export function namingTests(root = ROOT): NamingTest[] {
  return testFiles(path.join(root, 'tests')).flatMap((absolute) => {
    const source = fs.readFileSync(absolute, 'utf8');
    const file = path.relative(root, absolute).split(path.sep).join('/');
    return [...source.matchAll(TITLE_WITH_IDS)]
      .map((match) => ({
        file,
        line: source.slice(0, match.index).split('\n').length,
        title: match[2],
        ids: match[3].split(',').map((id) => id.trim()),
      }))
      .filter((test) => test.ids.some((id) => id.includes('#')));
  });
}

export function readRecord(page: string, root = ROOT): ClaimRecord | undefined {
  const file = path.join(root, recordFile(page));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ClaimRecord) : undefined;
}

function resolveEvidence(file: string): string {
  return REPOSITORY_PREFIXES.some((prefix) => file.startsWith(prefix))
    ? path.join(ROOT, file)
    : path.join(ROOT, 'demos/node_modules', file);
}

export interface CheckResult {
  problems: string[];
  pages: number;
  ids: number;
  tests: number;
  untested: number;
}

/**
 * Checks the pages against their records and the tests that name their IDs. `pages` and
 * `readPage` default to the audited pages on disk (a test passes its own).
 */
export function checkClaims(
  pages: string[] = listPages(),
  readPage: (page: string) => string = (page) => fs.readFileSync(path.join(ROOT, page), 'utf8'),
  records: (page: string) => ClaimRecord | undefined = (page) => readRecord(page),
  tests: NamingTest[] = namingTests(),
): CheckResult {
  const problems: string[] = [];
  const update = (page: string) => `${UPDATE_COMMAND} ${page}`;
  const testsById = new Map<string, NamingTest[]>();
  for (const test of tests) {
    for (const id of test.ids) testsById.set(id, [...(testsById.get(id) ?? []), test]);
  }
  const known = new Set<string>();
  const evidenceFiles = new Map<string, string | undefined>();
  let ids = 0;
  let untested = 0;
  for (const page of pages) {
    const source = readPage(page);
    const record = records(page);
    const file = recordFile(page);
    const key = recordKey(page);
    if (!record) {
      problems.push(`${page}: no claim record. Create ${file} with \`${update(page)}\`, then list its tests.`);
      continue;
    }
    if (record.page !== page) problems.push(`${file}: "page" is ${record.page}, but the record belongs to ${page}.`);
    const audit = record.audit as Partial<AuditFields> | undefined;
    if (!audit || typeof audit.claims !== 'number' || typeof audit.errors !== 'number' || !('commit' in audit)) {
      problems.push(`${file}: "audit" needs claims (counted), errors (found) and commit (audited, or null).`);
    }
    const onPage = pageClaims(page, source);
    const data = page.endsWith('.json') ? (JSON.parse(source) as unknown) : undefined;
    if (page.startsWith('docs/') && !/^---[\s\S]*?\ndescription:/.test(source)) {
      const excerpt = createExcerpt(source.replace(/^---[\s\S]*?\n---\n/, ''));
      if (excerpt?.includes('claim:')) {
        problems.push(
          `${page}: its first paragraph, the page's meta description, carries a claim comment; move it or give the page a description.`,
        );
      }
    }
    const seen = new Map<string, number>();
    for (const claim of onPage) {
      const id = `${key}#${claim.slug}`;
      const where = `${page}:${claim.line}: claim ${id}`;
      if (!SLUG.test(claim.slug)) {
        problems.push(`${where}: an ID is lower-case words joined by hyphens.`);
        continue;
      }
      if (seen.has(claim.slug)) problems.push(`${where}: the ID is already used on line ${seen.get(claim.slug)}.`);
      seen.set(claim.slug, claim.line);
      const entry = record.claims[claim.slug];
      if (!entry) {
        problems.push(
          `${where}: not in ${file}. Run \`${update(page)}\` to add it, and name it in the title of the test that checks it (\`… [${id}]\`).`,
        );
        continue;
      }
      if (entry.at)
        problems.push(
          `${where}: the entry in ${file} points at ${entry.at}, and the page carries the ID too; keep one.`,
        );
      if (entry.sentence !== sentenceHash(claim.sentence)) {
        problems.push(
          `${where}: the sentence changed since ${file} was written (hash ${entry.sentence}, now ${sentenceHash(claim.sentence)}): "${claim.sentence}". ` +
            `Re-read the tests that check it (${entry.tests.map((t) => `${t.file} "${t.title}"`).join('; ') || 'none'}), fix the sentence or the tests, then run \`${update(page)}\`.`,
        );
      }
    }
    for (const [slug, entry] of Object.entries(record.claims)) {
      const id = `${key}#${slug}`;
      known.add(id);
      ids++;
      const line = onPage.find((c) => c.slug === slug)?.line;
      const where = line ? `${page}:${line}: claim ${id}` : `${file}: claim ${id}`;
      if (entry.at !== undefined) {
        const sentence = data === undefined ? undefined : jsonSentence(data, entry.at);
        if (sentence === undefined) problems.push(`${where}: ${page} has no string at ${entry.at}.`);
        else if (entry.sentence !== sentenceHash(sentence)) {
          problems.push(
            `${page} ${entry.at}: claim ${id}: the text changed since ${file} was written: "${sentence}". ` +
              `Re-read the tests that check it, fix the text or the tests, then run \`${update(page)}\`.`,
          );
        }
      } else if (line === undefined) {
        problems.push(
          `${where}: no sentence on ${page} carries it. Put {/* claim: ${slug} */} after the sentence, or remove the entry.`,
        );
      }
      if (entry.outcome !== undefined && !OUTCOMES.includes(entry.outcome)) {
        problems.push(`${where}: outcome "${entry.outcome}" is not ${OUTCOMES.join(', ')}.`);
      }
      const naming = testsById.get(id) ?? [];
      for (const test of entry.tests) {
        if (!naming.some((t) => t.file === test.file && t.title === test.title)) {
          problems.push(
            `${where}: ${file} lists the test "${test.title}" in ${test.file}, which does not name it (renamed or removed?). Run \`${update(page)}\`.`,
          );
        }
      }
      for (const test of naming) {
        if (!entry.tests.some((t) => t.file === test.file && t.title === test.title)) {
          problems.push(
            `${test.file}:${test.line}: the test "${test.title}" names ${id}, which ${file} does not list. Run \`${update(page)}\`.`,
          );
        }
      }
      if (naming.length === 0) {
        if (entry.untested && entry.evidence?.length) untested++;
        else {
          problems.push(
            `${where}: no test names it. Name it at the end of the title of the test that checks the sentence (\`… [${id}]\`) and run \`${update(page)}\`.`,
          );
        }
      }
      for (const {file: cited, text} of entry.evidence ?? []) {
        const absolute = resolveEvidence(cited);
        if (!evidenceFiles.has(absolute)) {
          evidenceFiles.set(absolute, fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined);
        }
        const content = evidenceFiles.get(absolute);
        if (content === undefined) problems.push(`${where}: its evidence ${cited} does not exist.`);
        else if (!content.includes(text))
          problems.push(`${where}: its evidence "${text}" no longer occurs in ${cited}; re-read the claim.`);
      }
    }
  }
  for (const test of tests) {
    for (const id of test.ids) {
      if (!CLAIM_ID.test(id)) problems.push(`${test.file}:${test.line}: "${id}" is not a claim ID (area/page#slug).`);
      else if (!known.has(id)) {
        problems.push(
          `${test.file}:${test.line}: the test "${test.title}" names ${id}, which no page's record has. Fix the ID, or add it beside its sentence.`,
        );
      }
    }
  }
  return {problems, pages: pages.length, ids, tests: new Set(tests.map((t) => `${t.file}\0${t.title}`)).size, untested};
}
