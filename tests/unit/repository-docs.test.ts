/**
 * The guides for people who change the site (README.md and the files it links) link to each
 * other, to sections of each other and to files of the repository by relative links, which
 * nothing else checks: a renamed heading or a moved file would leave a dead link. This test
 * follows every relative link of those files and fails, naming the file, line and target.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brokenLinks, headingIds, headingSlug, markdownLinks} from './support/markdown-links';

const siteDir = path.join(__dirname, '..', '..');
const guides = ['README.md', 'CONTRIBUTING.md', 'ARCHITECTURE.md', 'UPGRADING.md'];

test('every relative link and anchor of the contributors’ guides resolves', () => {
  const missing = guides.filter((file) => !fs.existsSync(path.join(siteDir, file)));
  assert.deepEqual(missing, [], 'a guide the README links is missing');
  assert.deepEqual(
    guides.flatMap((file) => brokenLinks(siteDir, file)),
    [],
  );
});

test('the README links each guide', () => {
  const targets = new Set(
    markdownLinks(fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8')).map(({target}) => target.split('#')[0]),
  );
  assert.deepEqual(
    guides.filter((file) => file !== 'README.md' && !targets.has(file)),
    [],
  );
});

test('the README gives the two commands in its first screen, and .ci/run runs its test command', () => {
  const readme = fs.readFileSync(path.join(siteDir, 'README.md'), 'utf8');
  const commands = [...readme.matchAll(/^```bash\n([^\n]+)\n```$/gm)].map((match) => match[1]);
  assert.deepEqual(commands.slice(0, 2), ['npm ci && npm start', 'npm ci && npm test']);
  const firstScreen = readme.split('\n').slice(0, 30).join('\n');
  assert.ok(firstScreen.includes('npm ci && npm test'), 'the test command is below the first 30 lines of README.md');
  const ciRun = fs.readFileSync(path.join(siteDir, '.ci', 'run'), 'utf8').split('\n');
  assert.ok(ciRun.includes(commands[1]!), `.ci/run does not run the README's test command, ${commands[1]}`);
});

test('heading ids are GitHub’s: lower case, punctuation dropped, repeats numbered', () => {
  assert.equal(headingSlug('Add a kit'), 'add-a-kit');
  assert.equal(headingSlug('`@docusaurus/core`: the generated file'), 'docusauruscore-the-generated-file');
  assert.equal(headingSlug('Fix a sentence, and prove it'), 'fix-a-sentence-and-prove-it');
  assert.equal(headingSlug('The private ɵNoopNgZone'), 'the-private-ɵnoopngzone');
  assert.deepEqual(
    [...headingIds('# A\n\n## Steps\n\n```md\n# not a heading\n```\n\n## Steps\n')],
    ['a', 'steps', 'steps-1'],
  );
});

test('a missing file, a missing anchor and a path out of the repository are reported with their line', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-links-'));
  try {
    fs.writeFileSync(path.join(root, 'B.md'), '# B\n\n## Real section\n');
    fs.writeFileSync(
      path.join(root, 'A.md'),
      [
        '# A',
        '[ok](B.md#real-section) [ok](#a) [web](https://example.org/x#y) `[code](nowhere.md)`',
        '[gone](C.md)',
        '[anchor](B.md#no-such-section)',
        '[up](../outside.md)',
        '```',
        '[in a fence](fenced.md)',
        '```',
      ].join('\n'),
    );
    assert.deepEqual(brokenLinks(root, 'A.md'), [
      'A.md:3: C.md: C.md does not exist',
      'A.md:4: B.md#no-such-section: B.md has no heading with the id "no-such-section"',
      'A.md:5: ../outside.md: points outside the repository; link to a file of it by a relative path',
    ]);
  } finally {
    fs.rmSync(root, {recursive: true, force: true});
  }
});
