/**
 * "Report a bug" in the playground: the new-issue address it builds (plugins/playground/bug-report.ts)
 * and the versions it names, read from the demos workspace the frame is built from.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {bugReport, maxIssueUrlLength, type BugReportData} from '../../plugins/playground/bug-report';
import {readFrameVersions} from '../../plugins/playground';
import {browserKits} from '../../lib/kits';

const demosDir = path.join(__dirname, '..', '..', 'demos');
const data: BugReportData = {
  newIssueUrl: 'https://github.com/ngx-formly/ngx-formly/issues/new',
  versions: readFrameVersions(demosDir),
};
const link = 'https://formly.dev/playground?kit=material#state=abc';

function bodyOf(url: string): string {
  return new URL(url).searchParams.get('body') ?? '';
}

test("the versions are the demos workspace's installed ones, for every kit the playground has [guide/faq#report-bug-opens-new-issue]", () => {
  const lock = JSON.parse(readFileSync(path.join(demosDir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {version: string}>;
  };
  const locked = (name: string) => lock.packages[`node_modules/${name}`]?.version;
  for (const [name, version] of Object.entries(data.versions.shared)) {
    assert.equal(version, locked(name), name);
  }
  assert.match(data.versions.shared['@ngx-formly/core'], /^7\./);
  for (const kit of browserKits) {
    const packages = data.versions.kits[kit.name];
    assert.deepEqual(Object.keys(packages), [kit.package, ...kit.peerPackages]);
    for (const [name, version] of Object.entries(packages)) {
      assert.equal(version, locked(name), `${kit.name}: ${name}`);
    }
  }
});

test("the report opens the repository's new-issue form, labelled bug, with the template's sections filled in", () => {
  const report = bugReport(data, link, 'material', 'Material');
  assert.equal(report.linkInBody, true);
  const url = new URL(report.url);
  assert.equal(`${url.origin}${url.pathname}`, data.newIssueUrl);
  assert.equal(url.searchParams.get('labels'), 'bug');
  const body = bodyOf(report.url);
  for (const section of [
    'Description',
    'Steps to reproduce',
    'Expected behaviour',
    'Actual behaviour',
    'Minimal Reproduction',
    'Your Environment',
    'Additional context',
  ]) {
    assert.ok(body.includes(`**${section}**`), section);
  }
  assert.ok(body.includes(link));
  assert.ok(body.includes(`- Formly version: ${data.versions.shared['@ngx-formly/core']}`));
  assert.ok(body.includes(`- Angular version: ${data.versions.shared['@angular/core']}`));
  assert.ok(body.includes(`@angular/material ${data.versions.kits.material['@angular/material']}`));
});

test('what the reader wrote is carried as text: it cannot add parameters, a fragment or markup to the address', () => {
  const hostile = `${link}&labels=wontfix&title=pwned<script>alert(1)</script>#body=gone`;
  const report = bugReport(data, hostile, 'bootstrap', 'Bootstrap');
  const url = new URL(report.url);
  assert.equal(url.hash, '');
  assert.deepEqual([...url.searchParams.keys()], ['labels', 'title', 'body']);
  assert.equal(url.searchParams.get('labels'), 'bug');
  assert.equal(url.searchParams.get('title'), '');
  assert.ok(bodyOf(report.url).includes(hostile));
  assert.doesNotMatch(report.url, /[<>#\s]/);
});

test('a form whose link would make the address too long gets a body that asks for the pasted link', () => {
  const long = `${link}${'x'.repeat(maxIssueUrlLength)}`;
  const report = bugReport(data, long, 'kendo', 'Kendo UI');
  assert.equal(report.linkInBody, false);
  assert.ok(report.url.length <= maxIssueUrlLength, `${report.url.length} characters`);
  const body = bodyOf(report.url);
  assert.ok(!body.includes(long.slice(0, 200)));
  assert.match(body, /on your clipboard: paste it here/);
  assert.ok(body.includes('- UI kit: Kendo UI ('));
  // The longest link that still fits stays in the body.
  const fits = bugReport(data, link, 'kendo', 'Kendo UI');
  const room = maxIssueUrlLength - fits.url.length;
  assert.equal(bugReport(data, `${link}${'y'.repeat(room)}`, 'kendo', 'Kendo UI').linkInBody, true);
});

test("the body holds the form's texts as JSON and what the playground reported, without opening the link", () => {
  const fields = '[{"key": "a", "type": "nope", "props": {"label": "A ```"}}]';
  const form = {
    texts: [
      {name: 'Fields', text: fields},
      {name: 'Model', text: '{}'},
      {name: 'Options', text: '{}'},
    ],
    problems: [
      'Formly: [Formly Error] The type "nope" could not be found.',
      'Configuration check: fields[0].type: no\nsuch type',
    ],
  };
  const report = bugReport(data, link, 'bootstrap', 'Bootstrap', form);
  assert.equal(report.linkInBody, true);
  const body = bodyOf(report.url);
  assert.ok(body.includes(link));
  // The label's backticks cannot close the block: the fence is longer than any run in the text.
  assert.ok(body.includes(`Fields:\n\`\`\`\`json\n${fields}\n\`\`\`\``), body);
  assert.ok(body.includes('Model:\n````json\n{}\n````'));
  assert.ok(body.includes('- Formly: [Formly Error] The type "nope" could not be found.'));
  assert.ok(body.includes('- Configuration check: fields[0].type: no such type'));
});

test('a form too long to carry whole leaves its texts out first, then the problems, and keeps the link while it fits', () => {
  const big = {texts: [{name: 'Fields', text: `[${'{"key": "k"},'.repeat(800)}{}]`}], problems: ['Formly: broken']};
  const withProblems = bugReport(data, link, 'bootstrap', 'Bootstrap', big);
  assert.equal(withProblems.linkInBody, true);
  assert.ok(withProblems.url.length <= maxIssueUrlLength);
  const body = bodyOf(withProblems.url);
  assert.ok(!body.includes('Fields:'));
  assert.ok(body.includes('- Formly: broken'));
  assert.ok(body.includes(link));
});
