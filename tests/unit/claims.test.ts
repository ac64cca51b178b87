/**
 * Claim IDs and their records (scripts/claims/records.ts): every audited page has a record,
 * every ID on a page is named by a test and its sentence is the one the record hashed, every
 * test's ID stands beside a sentence; and the comments change neither the compiled page nor
 * its llms Markdown.
 *
 * Run: node --import tsx --test tests/unit/claims.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {remarkClaimIds} from '../../plugins/claim-ids';
import {mdxToMarkdown} from '../../plugins/llms-markdown/convert';
import {withoutClaimComments} from '../../lib/claim-ids';
import {
  ROOT,
  checkClaims,
  listPages,
  pageClaims,
  sentenceBefore,
  sentenceHash,
  type ClaimRecord,
  type NamingTest,
} from '../../scripts/claims/records';
import {updateRecord} from '../../scripts/claims/update';

const PAGE = 'docs/guide/fixture.mdx';
const SOURCE = [
  '---',
  'title: Fixture',
  'description: A page for the check.',
  '---',
  '',
  'Formly marks the field.{/* claim: marks-field */} It also renders `props.label` as text.{/* claim: renders-label */}',
  '',
  '| key | default |',
  '| --- | ------- |',
  '| `required` | `false`{/* claim: required-default */} |',
  '',
].join('\n');
const TESTS: NamingTest[] = [
  {file: 'tests/claims/guide/fixture.test.ts', line: 3, title: 'marks the field', ids: ['guide/fixture#marks-field']},
  {
    file: 'tests/claims/guide/fixture.test.ts',
    line: 9,
    title: 'renders the label and defaults required',
    ids: ['guide/fixture#renders-label', 'guide/fixture#required-default'],
  },
];

/** The fixture's record as `npm run claims:update` writes it, with the page's audit fields. */
function fixtureRecord(source = SOURCE, tests = TESTS): ClaimRecord {
  const {record} = updateRecord(PAGE, source, undefined, tests);
  record.audit = {claims: 3, errors: 0, commit: null};
  return record;
}

function check(source: string, record: ClaimRecord | undefined, tests = TESTS): string[] {
  return checkClaims(
    [PAGE],
    () => source,
    () => record,
    tests,
  ).problems;
}

describe('claim records', () => {
  it('reads the sentence a comment follows, the table row it ends, or the block above a comment of its own', () => {
    const claims = pageClaims(PAGE, SOURCE);
    assert.deepEqual(
      claims.map(({slug, line, sentence}) => [slug, line, sentence]),
      [
        ['marks-field', 6, 'Formly marks the field.'],
        ['renders-label', 6, 'It also renders `props.label` as text.'],
        ['required-default', 10, '| `required` | `false` |'],
      ],
    );
    const source = 'Intro line.\n\n- one item: `a.b` stays.\n- second item.{/* claim: b */}\n\n{/* claim: c */}\n';
    assert.equal(sentenceBefore(source, source.indexOf('{/* claim: b')), 'second item.');
    assert.equal(sentenceBefore(source, source.indexOf('{/* claim: c')), '- one item: `a.b` stays. - second item.');
    const wrapped = 'First sentence. A second one, e.g. this, that wraps\nonto the next line.{/* claim: d */}\n';
    assert.equal(
      sentenceBefore(wrapped, wrapped.indexOf('{/*')),
      'A second one, e.g. this, that wraps onto the next line.',
    );
  });

  it('passes a page whose IDs, hashes and tests agree with its record', () => {
    assert.deepEqual(check(SOURCE, fixtureRecord()), []);
  });

  it('fails when a sentence changed since its hash, naming the page, line, ID and the update command', () => {
    const problems = check(SOURCE.replace('Formly marks the field.', 'Formly marks every field.'), fixtureRecord());
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^docs\/guide\/fixture\.mdx:6: claim guide\/fixture#marks-field: the sentence changed/);
    assert.match(problems[0], /"Formly marks every field\."/);
    assert.match(
      problems[0],
      /Re-read the tests that check it \(tests\/claims\/guide\/fixture\.test\.ts "marks the field"\)/,
    );
    assert.match(problems[0], /`npm run claims:update -- docs\/guide\/fixture\.mdx`/);
  });

  it('fails when an ID is removed from its sentence, or stands on the page without a record entry', () => {
    const removed = check(SOURCE.replace('{/* claim: marks-field */}', ''), fixtureRecord());
    assert.ok(
      removed.some((p) => p.includes('guide/fixture#marks-field: no sentence on docs/guide/fixture.mdx carries it')),
    );
    const added = check(SOURCE.replace('as text.', 'as text. New.{/* claim: new-one */}'), fixtureRecord());
    assert.ok(
      added.some((p) =>
        p.startsWith(
          'docs/guide/fixture.mdx:6: claim guide/fixture#new-one: not in tests/claims/guide/fixture.claims.json',
        ),
      ),
    );
    const twice = check(SOURCE.replace('{/* claim: renders-label */}', '{/* claim: marks-field */}'), fixtureRecord());
    assert.ok(twice.some((p) => p.includes('the ID is already used on line 6')));
  });

  it('fails when a test no longer names its ID, or names an ID no page carries', () => {
    const renamed: NamingTest[] = [{...TESTS[0], title: 'marks it', ids: ['guide/fixture#marks-fields']}, TESTS[1]];
    const problems = check(SOURCE, fixtureRecord(), renamed);
    assert.ok(
      problems.some((p) =>
        p.includes('lists the test "marks the field" in tests/claims/guide/fixture.test.ts, which does not name it'),
      ),
    );
    assert.ok(
      problems.some((p) =>
        p.startsWith('docs/guide/fixture.mdx:6: claim guide/fixture#marks-field: no test names it.'),
      ),
    );
    assert.ok(problems.some((p) => p.includes("names guide/fixture#marks-fields, which no page's record has")));
  });

  it('fails for a page without a record, and for an untested ID unless the record says why and cites evidence', () => {
    assert.match(
      check(SOURCE, undefined)[0],
      /no claim record\. Create tests\/claims\/guide\/fixture\.claims\.json with `npm run claims:update -- docs\/guide\/fixture\.mdx`/,
    );
    const record = fixtureRecord(SOURCE, [TESTS[1]]);
    assert.ok(check(SOURCE, record, [TESTS[1]]).some((p) => p.includes('#marks-field: no test names it')));
    record.claims['marks-field'].untested = 'a static fact of the typings';
    record.claims['marks-field'].evidence = [
      {file: '@ngx-formly/core/package.json', text: '"name": "@ngx-formly/core"'},
    ];
    assert.deepEqual(check(SOURCE, record, [TESTS[1]]), []);
    record.claims['marks-field'].evidence = [{file: '@ngx-formly/core/package.json', text: 'not in the file'}];
    assert.ok(check(SOURCE, record, [TESTS[1]]).some((p) => p.includes('"not in the file" no longer occurs')));
  });

  it('every audited page has a record, and every ID, sentence hash, test and piece of evidence agrees', () => {
    const result = checkClaims();
    assert.deepEqual(result.problems, []);
    assert.equal(result.pages, listPages().length);
    assert.ok(result.ids >= result.pages, 'every audited page carries at least one claim');
  });

  it('the claim comments change neither the compiled pages nor their llms Markdown', async () => {
    // MDX is ESM-only; a dynamic import loads it from this CommonJS-compiled test.
    const {compile} = await import('@mdx-js/mdx');
    const {default: remarkGfm} = await import('remark-gfm');
    const {default: remarkDirective} = await import('remark-directive');
    const {default: remarkFrontmatter} = await import('remark-frontmatter');
    const compiled = async (source: string, withPlugin: boolean) =>
      String(
        await compile(source, {
          outputFormat: 'function-body',
          remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, ...(withPlugin ? [remarkClaimIds] : [])],
        }),
      );
    const llms = (source: string, filePath: string) =>
      mdxToMarkdown(source.replace(/^---[\s\S]*?\n---\n/, ''), {
        filePath,
        title: 'Page',
        pageUrl: 'https://formly.dev/page',
        siteUrl: 'https://formly.dev/',
        permalinkOfSource: () => undefined,
        // The same stand-ins on both sides: only the page's own text differs.
        readLiveExample: (name) => ({title: name, kit: 'bootstrap', kits: ['bootstrap'], files: []}),
        readKitMatrix: () => ({}) as never,
      });
    const pages = listPages().filter((page) => page.startsWith('docs/'));
    let withComments = 0;
    for (const page of pages) {
      const source = fs.readFileSync(path.join(ROOT, page), 'utf8');
      const plain = withoutClaimComments(source);
      if (plain === source) continue;
      withComments++;
      assert.equal(await compiled(source, true), await compiled(plain, false), `${page}: the compiled page differs`);
      if (!/<KitMatrix\b/.test(source)) {
        assert.equal(
          llms(source, path.join(ROOT, page)),
          llms(plain, path.join(ROOT, page)),
          `${page}: its llms Markdown differs`,
        );
      }
    }
    assert.ok(withComments > 0);
    assert.notEqual(await compiled(SOURCE, false), await compiled(withoutClaimComments(SOURCE), false));
    assert.equal(await compiled(SOURCE, true), await compiled(withoutClaimComments(SOURCE), false));
  });

  it('hashes the normalised sentence', () => {
    assert.equal(sentenceHash('a b'), sentenceHash('a b'));
    assert.notEqual(sentenceHash('a b'), sentenceHash('a c'));
    assert.equal(fixtureRecord().claims['marks-field'].sentence, sentenceHash('Formly marks the field.'));
  });
});
