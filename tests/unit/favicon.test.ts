import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import faviconPlugin, {ROOT_ICON} from '../../plugins/favicon';
import {pngSize} from '../../plugins/favicon/ico';
import {siteIcon} from '../../config/site-icon';

const siteDir = path.resolve(__dirname, '../..');

function contextWith(favicon: string): LoadContext {
  return {siteDir, baseUrl: '/', siteConfig: {favicon, staticDirectories: ['static']}} as unknown as LoadContext;
}

/** The images of an ICO file, each with the size its directory entry gives. */
function icoImages(ico: Buffer): {width: number; height: number; png: Uint8Array}[] {
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2)], [0, 1], 'an ICO header (reserved 0, type 1: icon)');
  return Array.from({length: ico.readUInt16LE(4)}, (_, index) => {
    const entry = 6 + 16 * index;
    const [size, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    return {width: ico[entry]!, height: ico[entry + 1]!, png: ico.subarray(offset, offset + size)};
  });
}

test("the build's /favicon.ico holds the declared icon at 16, 32 and 48 pixels, each entry's PNG of the size it names", async () => {
  const plugin = faviconPlugin(contextWith(siteIcon)) as Plugin<unknown>;
  await plugin.loadContent!();
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'favicon-'));
  await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
  const images = icoImages(readFileSync(path.join(outDir, ROOT_ICON)));
  assert.deepEqual(
    images.map(({width, height}) => [width, height]),
    [
      [16, 16],
      [32, 32],
      [48, 48],
    ],
  );
  for (const {width, height, png} of images) {
    assert.deepEqual(pngSize(png), {width, height});
  }
});

test('a declared icon that no static directory holds stops the build, naming the directories', () => {
  assert.throws(
    () => faviconPlugin(contextWith('img/missing.svg')),
    /"img\/missing\.svg" is in none of the static directories \(static\)/,
  );
});

test('two copies of the SVG renderer in one process, as Docusaurus loads two plugins using it, both render', async () => {
  const file = require.resolve('../../lib/svg-raster');
  const copies = [0, 1].map(() => {
    delete require.cache[file];
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(file) as typeof import('../../lib/svg-raster');
  });
  assert.notEqual(copies[0], copies[1]);
  const svg = readFileSync(path.join(siteDir, 'static', siteIcon), 'utf8');
  for (const copy of copies) {
    assert.deepEqual(pngSize(await copy.rasterizeSvg(svg, 16)), {width: 16, height: 16});
  }
});
