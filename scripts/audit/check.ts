/**
 * Re-runs the mechanical half of the content audit recorded in scripts/audit/AUDIT.md:
 *
 * - every hand-written page (docs/guide, docs/ui, docs/examples) and every note the API
 *   generator reads (scripts/api/notes) has a section in AUDIT.md, so a new page cannot
 *   skip the audit;
 * - every piece of evidence a claim cites is still where the audit found it: the cited
 *   text occurs in the cited file of the installed packages (demos/node_modules) or of
 *   this repository. After a package upgrade, a failure names the claims to read again.
 *
 * Run: node --import tsx scripts/audit/check.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {runMain} from '../run-main';

const ROOT = path.resolve(__dirname, '..', '..');
const AUDIT_FILE = path.join(ROOT, 'scripts/audit/AUDIT.md');
const PACKAGES_DIR = path.join(ROOT, 'demos/node_modules');
/** Where the audited pages live, relative to the repository root. */
const AUDITED_DIRS = ['docs/guide', 'docs/ui', 'docs/examples', 'scripts/api/notes'];
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

export interface Evidence {
  file: string;
  text: string;
}

export interface Claim {
  page: string;
  number: string;
  outcome: string;
  evidence: Evidence[];
  line: number;
}

function listPages(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  return fs
    .readdirSync(absolute, {withFileTypes: true})
    .flatMap((entry) => {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return listPages(relative);
      return /\.(mdx?|json)$/.test(entry.name) && entry.name !== '_category_.json' ? [relative] : [];
    })
    .sort();
}

/** Splits a table row into cells, keeping `\|` (an escaped pipe) inside its cell. */
function cells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** Evidence cell: `file` · `text` pairs, separated by `;`. The code spans are read in pairs. */
export function parseEvidence(cell: string): Evidence[] {
  const spans = [...cell.matchAll(/(`+)\s?([\s\S]*?[^`])\s?\1(?!`)/g)].map((m) => m[2]);
  if (spans.length % 2 !== 0) throw new Error(`evidence "${cell}" must be pairs of \`file\` · \`text\``);
  const pairs: Evidence[] = [];
  for (let i = 0; i < spans.length; i += 2) pairs.push({file: spans[i].trim(), text: spans[i + 1]});
  return pairs;
}

/** Claims of AUDIT.md: the rows of the table under each `### <page path>` heading. */
export function parseAudit(markdown: string): {pages: string[]; claims: Claim[]} {
  const pages: string[] = [];
  const claims: Claim[] = [];
  let page: string | undefined;
  markdown.split('\n').forEach((line, index) => {
    const heading = /^### `([^`]+)`/.exec(line);
    if (heading) {
      page = heading[1];
      pages.push(page);
      return;
    }
    if (!page || !/^\|\s*\d+\s*\|/.test(line)) return;
    const [number, , evidence, outcome] = cells(line);
    claims.push({page, number, outcome, evidence: parseEvidence(evidence ?? ''), line: index + 1});
  });
  return {pages, claims};
}

function resolveEvidence(file: string): string {
  return REPOSITORY_PREFIXES.some((prefix) => file.startsWith(prefix))
    ? path.join(ROOT, file)
    : path.join(PACKAGES_DIR, file);
}

export function checkAudit(markdown: string): {problems: string[]; claims: Claim[]; pages: string[]} {
  const {pages, claims} = parseAudit(markdown);
  const problems: string[] = [];
  const audited = new Set(pages);
  for (const page of AUDITED_DIRS.flatMap(listPages)) {
    if (!audited.has(page)) problems.push(`${page} has no section in AUDIT.md`);
  }
  for (const page of pages) {
    if (!fs.existsSync(path.join(ROOT, page)))
      problems.push(`AUDIT.md has a section for ${page}, which does not exist`);
    if (!claims.some((c) => c.page === page)) problems.push(`${page}: the section lists no claim`);
  }
  const cache = new Map<string, string | undefined>();
  for (const claim of claims) {
    if (!['ok', 'fixed', 'added'].includes(claim.outcome)) {
      problems.push(`AUDIT.md:${claim.line}: outcome "${claim.outcome}" is not ok, fixed or added`);
    }
    if (claim.evidence.length === 0)
      problems.push(`AUDIT.md:${claim.line}: claim ${claim.number} of ${claim.page} cites no evidence`);
    for (const {file, text} of claim.evidence) {
      const absolute = resolveEvidence(file);
      if (!cache.has(absolute))
        cache.set(absolute, fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined);
      const content = cache.get(absolute);
      if (content === undefined) problems.push(`AUDIT.md:${claim.line}: ${file} does not exist`);
      else if (!content.includes(text)) problems.push(`AUDIT.md:${claim.line}: "${text}" no longer occurs in ${file}`);
    }
  }
  return {problems, claims, pages};
}

async function main(): Promise<number> {
  const {problems, claims, pages} = checkAudit(fs.readFileSync(AUDIT_FILE, 'utf8'));
  const byOutcome = (outcome: string) => claims.filter((c) => c.outcome === outcome).length;
  console.log(
    `${pages.length} pages, ${claims.length} claims (${byOutcome('ok')} ok, ${byOutcome('fixed')} fixed, ${byOutcome('added')} added), ` +
      `${claims.reduce((n, c) => n + c.evidence.length, 0)} pieces of evidence`,
  );
  for (const problem of problems) console.error(problem);
  return problems.length ? 1 : 0;
}

if (require.main === module) runMain(main);
