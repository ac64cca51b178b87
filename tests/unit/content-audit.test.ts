/**
 * The content audit (scripts/audit/AUDIT.md): every audited page has a section, and
 * every piece of evidence a claim cites is still in the cited file.
 *
 * Run: node --import tsx --test tests/unit/content-audit.test.ts
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {checkAudit, parseAudit, parseEvidence} from '../../scripts/audit/check';

const auditFile = path.join(__dirname, '..', '..', 'scripts', 'audit', 'AUDIT.md');

describe('content audit', () => {
  it('reads evidence as file and text pairs, keeping semicolons and escaped pipes inside the text', () => {
    assert.deepEqual(parseEvidence('`a.mjs` · `x; y` ; `b.mjs` · `p || q`'), [
      {file: 'a.mjs', text: 'x; y'},
      {file: 'b.mjs', text: 'p || q'},
    ]);
    assert.throws(() => parseEvidence('`a.mjs` only'), /pairs/);
  });

  it('reports a page without a section and evidence that is gone', () => {
    const markdown = [
      '### `docs/guide/faq.mdx`',
      '',
      '| # | Claim | Evidence | Outcome |',
      '| --- | --- | --- | --- |',
      '| 1 | A claim | `@ngx-formly/core/package.json` · `this text is not in the file` | ok |',
      '| 2 | Another | `@ngx-formly/core/package.json` · `"name": "@ngx-formly/core"` | maybe |',
    ].join('\n');
    const {problems, claims} = checkAudit(markdown);
    assert.equal(claims.length, 2);
    assert.ok(problems.some((p) => p.includes('this text is not in the file')));
    assert.ok(problems.some((p) => p.includes('outcome "maybe"')));
    assert.ok(problems.some((p) => p.includes('docs/guide/validation.mdx has no section')));
    assert.ok(!problems.some((p) => p.includes('"name": "@ngx-formly/core"')));
  });

  it('AUDIT.md covers every page and all its evidence is still found', () => {
    const markdown = fs.readFileSync(auditFile, 'utf8');
    const {problems, pages} = checkAudit(markdown);
    assert.deepEqual(problems, []);
    assert.equal(new Set(pages).size, pages.length, 'a page has two sections');
    assert.ok(parseAudit(markdown).claims.every((c) => c.evidence.length > 0));
  });
});
