/**
 * Writes the claim records of the given pages (tests/claims/<area>/<page>.claims.json) after
 * their sentences or tests changed: each ID on the page gets the hash of its sentence as it
 * now reads, and the list of tests naming it in their titles. Run it once you have re-read
 * those tests against the sentence; `npm test` (tests/unit/claims.test.ts) fails until then.
 *
 *   npm run claims:update -- docs/guide/validation.mdx [more pages…]
 *   npm run claims:update -- --all
 *
 * A new page gets a record with its IDs and `audit` fields to fill in (claims 0, errors 0,
 * commit null). An entry whose ID is no longer on the page is kept and named: remove it by
 * hand if its sentence is gone, or put the ID back beside the sentence.
 */
import fs from 'node:fs';
import path from 'node:path';
import {runMain} from '../run-main';
import {
  ROOT,
  jsonSentence,
  listPages,
  namingTests,
  pageClaims,
  readRecord,
  recordFile,
  recordKey,
  sentenceHash,
  type ClaimRecord,
} from './records';

export function updateRecord(
  page: string,
  source: string,
  previous: ClaimRecord | undefined,
  tests = namingTests(),
): {
  record: ClaimRecord;
  stale: string[];
} {
  const record: ClaimRecord = previous ?? {page, audit: {claims: 0, errors: 0, commit: null}, claims: {}};
  const key = recordKey(page);
  const onPage = pageClaims(page, source);
  for (const claim of onPage) {
    record.claims[claim.slug] ??= {sentence: '', tests: []};
    record.claims[claim.slug].sentence = sentenceHash(claim.sentence);
  }
  const data = page.endsWith('.json') ? (JSON.parse(source) as unknown) : undefined;
  const stale: string[] = [];
  for (const [slug, entry] of Object.entries(record.claims)) {
    if (entry.at !== undefined) {
      const sentence = jsonSentence(data, entry.at);
      if (sentence === undefined) stale.push(slug);
      else entry.sentence = sentenceHash(sentence);
    } else if (!onPage.some((claim) => claim.slug === slug)) stale.push(slug);
    const id = `${key}#${slug}`;
    entry.tests = tests.filter((test) => test.ids.includes(id)).map(({file, title}) => ({file, title}));
    const {sentence, claim, outcome, audit, at, tests: named, evidence, untested} = entry;
    // A test now checks it: the reason it had none goes.
    record.claims[slug] = {
      sentence,
      claim,
      outcome,
      audit,
      at,
      tests: named,
      evidence,
      untested: named.length ? undefined : untested,
    };
  }
  return {record, stale};
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    console.error('Usage: npm run claims:update -- <page>… (a page under docs/ or scripts/api/notes/), or --all');
    return 1;
  }
  const pages = args.includes('--all')
    ? listPages()
    : args.map((arg) => path.relative(ROOT, path.resolve(arg)).split(path.sep).join('/'));
  const tests = namingTests();
  let problems = 0;
  for (const page of pages) {
    if (!fs.existsSync(path.join(ROOT, page))) {
      console.error(`${page}: no such page.`);
      problems++;
      continue;
    }
    const {record, stale} = updateRecord(page, fs.readFileSync(path.join(ROOT, page), 'utf8'), readRecord(page), tests);
    const file = path.join(ROOT, recordFile(page));
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    const ids = Object.keys(record.claims).length;
    const tested = Object.values(record.claims).filter((entry) => entry.tests.length > 0).length;
    console.log(`${recordFile(page)}: ${ids} IDs, ${tested} named by tests`);
    for (const slug of stale) {
      console.error(
        `  ${recordKey(page)}#${slug}: no sentence on ${page} carries it; put the ID back or remove the entry.`,
      );
      problems++;
    }
  }
  return problems ? 1 : 0;
}

if (require.main === module) runMain(main);
