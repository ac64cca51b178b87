/**
 * The generation pipeline shared by the CLI and the tests: build the site model once,
 * render every page in memory, then write only what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiDocsSettings} from './config';
import {PropDescriptions} from './notes';
import {GENERATED_MARKER, type RenderContext} from './pages/assemble';
import {renderCategories} from './pages/categories';
import {renderCorePage} from './pages/core';
import {renderKitFieldPage} from './pages/kit-field';
import {renderKitIndexPage} from './pages/kit-index';
import {renderSchematicsPage} from './pages/schematics';
import {ApiSite} from './site';

/** Renders every generated file; keys are paths relative to docs/api. */
export function generateApiDocs(settings: ApiDocsSettings, site = new ApiSite()): Map<string, string> {
  const ctx: RenderContext = {site, settings, propDescriptions: new PropDescriptions()};
  const files = new Map<string, string>(renderCategories());
  for (const page of site.pages) {
    switch (page.kind) {
      case 'core':
        files.set(page.file, renderCorePage(page, ctx));
        break;
      case 'schematics':
        files.set(page.file, renderSchematicsPage(page, ctx));
        break;
      case 'kit-index':
        files.set(page.file, renderKitIndexPage(page, ctx));
        break;
      case 'kit-field':
        files.set(page.file, renderKitFieldPage(page, ctx));
        break;
    }
  }
  const stale = ctx.propDescriptions.unused();
  if (stale.length) {
    throw new Error(`scripts/api/notes/props.json describes props that no page shows: ${stale.join(', ')}`);
  }
  return files;
}

/** Lists files below a directory, relative to it, with forward slashes. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

export function isGeneratedPage(content: string): boolean {
  return content.includes(`\n${GENERATED_MARKER}`);
}

/**
 * Writes the files that differ and deletes generated pages that are no longer produced.
 * Hand-written pages (no generated marker) are never touched.
 */
export function writeApiDocs(outDir: string, files: Map<string, string>): {written: string[]; removed: string[]} {
  const written: string[] = [];
  const removed: string[] = [];
  for (const [rel, content] of files) {
    const target = path.join(outDir, rel);
    if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === content) continue;
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.writeFileSync(target, content);
    written.push(rel);
  }
  for (const rel of listFiles(outDir)) {
    if (files.has(rel) || !rel.endsWith('.mdx')) continue;
    const target = path.join(outDir, rel);
    if (isGeneratedPage(fs.readFileSync(target, 'utf8'))) {
      fs.rmSync(target);
      removed.push(rel);
    }
  }
  return {written, removed};
}
