/**
 * The hardening of the GitHub workflows that `npm run lint:workflows` (a schema check) does
 * not see: every action pinned by a full commit SHA with its version in a comment (the form
 * Dependabot updates), every job with a time limit and permissions of its own, and no
 * permissions granted by default. Read line by line: the files keep to the two-space
 * layout Prettier gives them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';

const siteDir = path.join(__dirname, '..', '..');
const workflowsDir = path.join(siteDir, '.github', 'workflows');
const actionsDir = path.join(siteDir, '.github', 'actions');

const workflows = fs
  .readdirSync(workflowsDir)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => `.github/workflows/${name}`);
const actions = fs
  .readdirSync(actionsDir)
  .filter((name) => fs.existsSync(path.join(actionsDir, name, 'action.yml')))
  .map((name) => `.github/actions/${name}/action.yml`);

const read = (file: string) => fs.readFileSync(path.join(siteDir, file), 'utf8').split('\n');

/** What is wrong with a `uses:` value, or undefined when it is a local action or a pinned one. */
function pinProblem(uses: string): string | undefined {
  if (uses.startsWith('./')) {
    return undefined;
  }
  if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(uses)) {
    return 'pin it by its full commit SHA, with the version in a comment: owner/name@<40 hex digits> # vX.Y.Z';
  }
  return undefined;
}

/** The jobs of a workflow, each with the lines of its body. */
function jobsOf(lines: string[]): Map<string, string[]> {
  const jobs = new Map<string, string[]>();
  const start = lines.indexOf('jobs:');
  let current: string[] | undefined;
  for (const line of lines.slice(start + 1)) {
    const name = /^ {2}([\w-]+):$/.exec(line)?.[1];
    if (name) {
      current = [];
      jobs.set(name, current);
    } else if (/^\S/.test(line)) {
      break;
    } else {
      current?.push(line);
    }
  }
  return jobs;
}

test('the workflows and actions are found', () => {
  assert.ok(
    workflows.length > 0 && actions.length > 0,
    `workflows: ${workflows.join(', ')}; actions: ${actions.join(', ')}`,
  );
});

test('every action a workflow or local action uses is pinned by commit SHA with its version in a comment', () => {
  const problems = [...workflows, ...actions].flatMap((file) =>
    read(file).flatMap((line, index) => {
      const uses = /^\s*(?:- )?uses: (.+)$/.exec(line)?.[1];
      const problem = uses === undefined ? undefined : pinProblem(uses.trim());
      return problem ? [`${file}:${index + 1}: ${uses}: ${problem}`] : [];
    }),
  );
  assert.deepEqual(problems, []);
});

test('every workflow grants no permissions by default, and every job has its own and a time limit', () => {
  const problems = workflows.flatMap((file) => {
    const lines = read(file);
    const jobs = jobsOf(lines);
    return [
      ...(lines.includes('permissions: {}')
        ? []
        : [`${file}: set "permissions: {}" at the top; each job asks for its own`]),
      ...(jobs.size ? [] : [`${file}: no jobs found`]),
      ...[...jobs].flatMap(([name, body]) => [
        ...(body.some((line) => /^ {4}timeout-minutes: \d+$/.test(line))
          ? []
          : [`${file}: job ${name} has no timeout-minutes`]),
        ...(body.some((line) => /^ {4}permissions:/.test(line)) ? [] : [`${file}: job ${name} has no permissions`]),
      ]),
    ];
  });
  assert.deepEqual(problems, []);
});

test('Dependabot updates the actions of every workflow and of every local action', () => {
  const lines = read('.github/dependabot.yml');
  const start = lines.indexOf('  - package-ecosystem: github-actions');
  assert.ok(start >= 0, '.github/dependabot.yml has no github-actions entry');
  const entry = lines.slice(
    start + 1,
    lines.findIndex((line, index) => index > start && line.startsWith('  - ')),
  );
  const directories = entry.flatMap((line) => /^ {6}- (\S+)$/.exec(line)?.[1] ?? []);
  const expected = ['/', ...actions.map((file) => `/${path.dirname(file)}`)];
  assert.deepEqual(
    expected.filter((directory) => !directories.includes(directory)),
    [],
    'add these folders to the directories of the github-actions entry of .github/dependabot.yml',
  );
});

test('the pin check refuses a tag, a branch and a short SHA, and takes a full SHA with its version', () => {
  assert.ok(pinProblem('actions/checkout@v4'));
  assert.ok(pinProblem('actions/checkout@main'));
  assert.ok(pinProblem('actions/checkout@11d5960 # v4.4.0'));
  assert.ok(pinProblem('actions/checkout@11d5960a326750d5838078e36cf38b85af677262'));
  assert.equal(pinProblem('actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0'), undefined);
  assert.equal(pinProblem('./.github/actions/setup'), undefined);
});
