import {createHash} from 'node:crypto';
import {promises as fs} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {
  EMBEDDED_INDEX_FORMAT,
  EMBEDDED_INDEX_MANIFEST,
  pagesToRecords,
  type EmbeddedIndexFile,
  type EmbeddedIndexManifest,
  type ExtractedPage,
} from './records';

export interface WrittenIndex {
  file: string;
  pages: number;
  records: number;
  bytes: number;
  gzipBytes: number;
}

/**
 * Writes the index under a name derived from its content, so that it can be
 * cached for good, and the small manifest that points at it. Older index files
 * in the directory are removed.
 */
export async function writeEmbeddedIndex(directory: string, pages: ExtractedPage[]): Promise<WrittenIndex> {
  const body: EmbeddedIndexFile = {format: EMBEDDED_INDEX_FORMAT, pages};
  const json = JSON.stringify(body);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
  const file = `index.${hash}.json`;
  // Only the record count matters here; the origin does not change it.
  const records = pagesToRecords(pages, 'http://localhost').length;
  const manifest: EmbeddedIndexManifest = {format: EMBEDDED_INDEX_FORMAT, file, pages: pages.length, records};

  await fs.mkdir(directory, {recursive: true});
  for (const existing of await fs.readdir(directory)) {
    if (/^index\.[0-9a-f]+\.json$/.test(existing) && existing !== file) {
      await fs.rm(path.join(directory, existing));
    }
  }
  await fs.writeFile(path.join(directory, file), json);
  await fs.writeFile(path.join(directory, EMBEDDED_INDEX_MANIFEST), JSON.stringify(manifest));
  return {
    file,
    pages: pages.length,
    records,
    bytes: Buffer.byteLength(json),
    gzipBytes: gzipSync(json, {level: 9}).length,
  };
}
