import fs from 'node:fs';
import path from 'node:path';
import type {Response} from '@playwright/test';
import {COMPILE_HINT, COMPILE_HINT_MIN_BYTES} from '../../plugins/bundle-output/compile-hint';
import {demos, openDemo, test, expect} from './demos';
import {waitForHydration} from './fixtures';

/**
 * What plugins/bundle-output (and scripts/demos.ts, for the demos) do to the
 * JavaScript the site serves, checked on the scripts a reader's browser loads.
 */

const siteDir = path.join(__dirname, '..', '..');

test('every sizeable script of an example page and of its live demo starts with the compile hint', async ({page}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response);
    }
  });
  await openDemo(page, demos.find((demo) => demo.name === 'validation/built-in-validations') ?? demos[0]);

  const bodies = await Promise.all(
    scripts.map(async (response) => ({
      path: new URL(response.url()).pathname,
      code: (await response.body()).toString(),
    })),
  );
  const sizeable = bodies.filter(({code}) => Buffer.byteLength(code) >= COMPILE_HINT_MIN_BYTES);
  // The site's own chunks and the demo's Angular chunks both count.
  expect(sizeable.some(({path: file}) => file.startsWith('/assets/js/main.'))).toBe(true);
  expect(sizeable.some(({path: file}) => file.startsWith('/demos/'))).toBe(true);
  expect(sizeable.filter(({code}) => !code.startsWith(`${COMPILE_HINT}\n`)).map(({path: file}) => file)).toEqual([]);
  // Small files carry no hint: next to nothing to compile, and the bytes would count.
  expect(
    bodies
      .filter(({code}) => Buffer.byteLength(code) < COMPILE_HINT_MIN_BYTES && code.startsWith(COMPILE_HINT))
      .map(({path: file}) => file),
  ).toEqual([]);
});

test('no script of the site carries the descriptions written for the theme translators', () => {
  // Every description of the theme's translations, read from its base locale files.
  const localeDir = path.join(
    path.dirname(require.resolve('@docusaurus/theme-translations/package.json')),
    'locales',
    'base',
  );
  const descriptions = fs
    .readdirSync(localeDir)
    .flatMap((file) =>
      Object.entries(JSON.parse(fs.readFileSync(path.join(localeDir, file), 'utf8')) as Record<string, string>),
    )
    .filter(([key, text]) => key.endsWith('___DESCRIPTION') && text.length >= 20)
    .map(([, text]) => text);
  expect(descriptions.length).toBeGreaterThan(50);

  const scriptDir = path.join(siteDir, 'build', 'assets', 'js');
  const found = fs
    .readdirSync(scriptDir)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) => {
      const code = fs.readFileSync(path.join(scriptDir, file), 'utf8');
      return descriptions
        .filter((text) => code.includes(JSON.stringify(text).slice(1, -1)))
        .map((text) => `${file}: ${text}`);
    });
  expect(found).toEqual([]);
});

test('without code translations, no script carries the ids of the theme translations, and the theme reads as before', async ({
  page,
}) => {
  // The site is built in English only, so plugins/bundle-output drops the ids that sit next to their text.
  const scriptDir = path.join(siteDir, 'build', 'assets', 'js');
  const idsWithText = /\bid:"theme\.[^"\\]+",message:|message:(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'),id:"theme\./;
  const withIds = fs
    .readdirSync(scriptDir)
    .filter((file) => file.endsWith('.js') && idsWithText.test(fs.readFileSync(path.join(scriptDir, file), 'utf8')));
  expect(withIds).toEqual([]);

  await page.goto('/docs/guide/getting-started');
  await waitForHydration(page);
  // Rendered by the browser only: a code block's buttons.
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeAttached();
  await expect(page.getByRole('navigation', {name: 'Docs pages'})).toContainText('Next');
  await expect(page.getByRole('link', {name: 'Edit this page'})).toBeVisible();
});
