/**
 * scripts/playground-frame.ts turns the index.html that Angular's build writes
 * for the playground frame into one self-contained document per kit, with
 * regular expressions written against the tags Angular writes: the module
 * script, its module preloads, the charset and the base element. Most of them
 * throw when they find nothing, but a preload link written another way would
 * stay, and the frame's Content-Security-Policy would then refuse it. This runs
 * Angular's own index.html writer on the frame's index.html and checks the tags.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {importInstalled, siteDir} from './installed';

interface AugmentIndexHtml {
  augmentIndexHtml(params: {
    html: string;
    baseHref?: string;
    deployUrl?: string;
    sri: boolean;
    entrypoints: [name: string, isModule: boolean][];
    files: {file: string; name: string; extension: string}[];
    hints: {url: string; mode: string}[];
    loadOutputFile: (file: string) => Promise<string>;
  }): Promise<{content: string; errors: string[]}>;
}

test("Angular's build writes the frame's module script, preloads, charset and base as the frame script expects", async () => {
  const {augmentIndexHtml} = await importInstalled<AugmentIndexHtml>(
    '@angular/build',
    'src/utils/index-file/augment-index-html.js',
    'demos',
  );
  const {content, errors} = await augmentIndexHtml({
    html: fs.readFileSync(path.join(siteDir, 'demos', 'playground', 'index.html'), 'utf8'),
    sri: false,
    entrypoints: [['main', true]],
    files: [{file: 'main-TEST.js', name: 'main', extension: '.js'}],
    hints: [{url: 'chunk-TEST.js', mode: 'modulepreload'}],
    loadOutputFile: () => Promise.resolve(''),
  });
  assert.deepEqual(errors, []);
  assert.match(content, /<script src="main-TEST\.js" type="module"><\/script>/);
  assert.match(content, /<link rel="modulepreload" href="chunk-TEST\.js">/);
  // Self-closed or not.
  assert.match(content, /<meta charset="utf-8"\/?>/);
  assert.match(content, /<base href="\.\/"\/?>/);
});
