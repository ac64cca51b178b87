/**
 * The import boundaries of ARCHITECTURE.md's "Where code lives", as `npm run lint` applies them
 * (formly/import-boundaries in eslint.config.mjs): each case lints one import line as if it
 * were written in the named file, with the repository's own ESLint configuration.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import test from 'node:test';
import {ESLint} from 'eslint';

const siteDir = path.resolve(__dirname, '..', '..');
const eslint = new ESLint({cwd: siteDir});

/** The boundary messages ESLint reports for `code` written in `file` (repository-relative). */
async function boundaryMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = shared;\n`, {
    filePath: path.join(siteDir, file),
  });
  return result!.messages
    .filter((message) => message.ruleId === 'formly/import-boundaries')
    .map((message) => message.message);
}

test("a plugin may not import another plugin's files, only its public entries", async () => {
  const [message] = await boundaryMessages(
    'plugins/social-cards/example.ts',
    "import {shared} from '../search-index/records';",
  );
  assert.match(message ?? '', /import the search-index plugin through its public index\.ts/);
  assert.deepEqual(
    await boundaryMessages('plugins/social-cards/example.ts', "import {shared} from '../search-index';"),
    [],
  );
  assert.deepEqual(
    await boundaryMessages(
      'plugins/playground/theme/Page/example.ts',
      "import {shared} from '@site/plugins/live-examples/client';",
    ),
    [],
  );
});

test('plugins and scripts take shared code from lib/, not from the demos app, the site or the tests', async () => {
  for (const [file, specifier] of [
    ['plugins/kit-matrix/example.ts', '../../demos/src/app/kits'],
    ['plugins/playground/theme/Page/example.ts', '@site/src/components/LiveExample'],
    ['scripts/example.ts', '../tests/browser/fixtures'],
  ]) {
    const [message] = await boundaryMessages(file!, `import {shared} from '${specifier}';`);
    assert.match(message ?? '', /shared code belongs in lib\//, `${file} importing ${specifier}`);
  }
  assert.deepEqual(
    await boundaryMessages('plugins/kit-matrix/example.ts', "import {shared} from '../../lib/kits';"),
    [],
  );
});

test("the MCP server takes lib/ and plugins' public entries only", async () => {
  const [message] = await boundaryMessages(
    'mcp/src/example.ts',
    "import {shared} from '../../plugins/search-index/client/engine';",
  );
  assert.match(message ?? '', /import the search-index plugin through its public index\.ts/);
  for (const specifier of ['../../tests/mcp/server.test', '../../scripts/run-main', '../../demos/src/app/kits']) {
    const [boundary] = await boundaryMessages('mcp/src/example.ts', `import {shared} from '${specifier}';`);
    assert.match(boundary ?? '', /shared code belongs in lib\//, specifier);
  }
  for (const specifier of ['../../plugins/search-index/client', '../../lib/kits']) {
    assert.deepEqual(
      await boundaryMessages('mcp/src/example.ts', `import {shared} from '${specifier}';`),
      [],
      specifier,
    );
  }
});

test("lib/ imports nothing of the repository's outside itself", async () => {
  const [message] = await boundaryMessages('lib/example.ts', "import {shared} from '../plugins/code-highlight';");
  assert.match(message ?? '', /lib\/ is the bottom layer/);
  assert.deepEqual(await boundaryMessages('lib/example.ts', "import {shared} from './kits';"), []);
});

test('a plugin imports its own files by relative path', async () => {
  const [message] = await boundaryMessages(
    'plugins/search-index/theme/SearchBar/example.tsx',
    "import {shared} from '@site/plugins/search-index/constants';",
  );
  assert.match(message ?? '', /imports its own files by relative path/);
});

test('require calls, createRequire calls and dynamic imports are checked too', async () => {
  for (const code of [
    "const {shared} = require('../search-index/records');",
    "const {shared} = createRequire(__filename)('../search-index/records');",
    "const {shared} = await import('../search-index/records');",
  ]) {
    assert.equal((await boundaryMessages('plugins/social-cards/example.ts', code)).length, 1, code);
  }
});

test("the site's pages take lib/ and plugins' public entries, not the demos' scripts or a plugin's files", async () => {
  for (const [specifier, reason] of [
    ['@site/scripts/demos', /shared code belongs in lib\//],
    ['@site/tests/browser/fixtures', /shared code belongs in lib\//],
    ['@site/config/env', /shared code belongs in lib\//],
    ['@site/plugins/code-highlight/tokenize', /import the code-highlight plugin through its public index\.ts/],
    ['../../../plugins/live-examples/types', /import the live-examples plugin through its public index\.ts/],
  ] as const) {
    const [message] = await boundaryMessages('src/theme/Example/index.tsx', `import {shared} from '${specifier}';`);
    assert.match(message ?? '', reason, specifier);
  }
  for (const specifier of ['@site/lib/kits', '@site/plugins/code-highlight/client', '@site/src/utils/englishDate']) {
    assert.deepEqual(
      await boundaryMessages('src/theme/Example/index.tsx', `import {shared} from '${specifier}';`),
      [],
      specifier,
    );
  }
});

test('a plugin takes the environment as options, not from config/', async () => {
  const [message] = await boundaryMessages(
    'plugins/live-examples/example.ts',
    "import {shared} from '../../config/env';",
  );
  assert.match(message ?? '', /takes the environment as options, which config\/site\.ts passes/);
});

test("a test may import what it checks, a plugin's own modules included, but no other test file", async () => {
  for (const specifier of [
    '../../plugins/search-index/records',
    '../../scripts/demos',
    '../../lib/kits',
    '../../bench/size-report',
    '../claims/support/formly',
  ]) {
    assert.deepEqual(
      await boundaryMessages('tests/unit/example.test.ts', `import {shared} from '${specifier}';`),
      [],
      specifier,
    );
  }
  for (const specifier of ['./live-examples.test', '../browser/demos.spec.ts']) {
    const [message] = await boundaryMessages('tests/unit/example.test.ts', `import {shared} from '${specifier}';`);
    assert.match(message ?? '', /importing a test file runs its tests here too/, specifier);
  }
});

test("benches measure the build, plugins' modules and the MCP server's, sharing nothing with the pages or the tests", async () => {
  for (const specifier of ['../tests/browser/fixtures', '../src/utils/englishDate', '../demos/src/app/kits']) {
    const [message] = await boundaryMessages('bench/example.ts', `import {shared} from '${specifier}';`);
    assert.match(message ?? '', /shared code belongs in lib\//, specifier);
  }
  for (const specifier of [
    '../plugins/search-index/records',
    '../scripts/chromium',
    '../lib/static-server',
    '../mcp/src/search',
  ]) {
    assert.deepEqual(await boundaryMessages('bench/example.ts', `import {shared} from '${specifier}';`), [], specifier);
  }
});

test("the demos' tooling takes lib/ only, through its re-exports", async () => {
  for (const [file, specifier] of [
    ['demos/src/app/example.ts', '../../../plugins/live-examples/client'],
    ['demos/src/app/example.ts', '../../../scripts/demos'],
    ['demos/playground/example.ts', '../../config/env'],
    ['demos/src/main.ts', '../../src/utils/englishDate'],
  ] as const) {
    const [message] = await boundaryMessages(file, `import {shared} from '${specifier}';`);
    assert.match(message ?? '', /shared code belongs in lib\//, `${file} importing ${specifier}`);
  }
  for (const [file, specifier] of [
    ['demos/src/app/example.ts', '../../../lib/kits'],
    ['demos/playground/example.ts', './protocol'],
  ] as const) {
    assert.deepEqual(await boundaryMessages(file, `import {shared} from '${specifier}';`), [], specifier);
  }
});
