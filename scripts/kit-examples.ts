import {readdirSync} from 'node:fs';
import path from 'node:path';
import {collectDemoFolders, readDemoSources} from '../lib/demo-folders';
import {demoKits} from '../lib/kit-variants';
import {browserKits, type BrowserKitName} from '../lib/kits';

/** An example page (docs/examples) and the kits its kit switcher offers. */
export interface KitExample {
  /** Demo path and route under /docs/examples/: `validation/built-in-validations`. */
  name: string;
  section: string;
  kits: BrowserKitName[];
}

const siteDir = path.join(__dirname, '..');
const examplesDir = path.join(siteDir, 'docs', 'examples');

/**
 * Every example page with the kits it offers, decided from the demo's sources as
 * scripts/demos.ts decides which kit variants to write. Not read from the registry
 * it writes: importing that module would make the site's type check compile every
 * demo and its kit's typings, which the demos' own build checks.
 */
export function kitExamples(): KitExample[] {
  const pages = new Set(
    readdirSync(examplesDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.slice(0, -'.mdx'.length).split(path.sep).join('/')),
  );
  return collectDemoFolders(path.join(siteDir, 'demos'))
    .filter((demo) => pages.has(demo.name))
    .map((demo) => {
      const {kits} = demoKits(demo, readDemoSources(demo));
      return {
        name: demo.name,
        section: demo.section,
        kits: browserKits.map((kit) => kit.name).filter((kit) => kits.includes(kit)),
      };
    });
}

/** The first example of each category that offers more than one kit: the sample the switcher test and bench use. */
export function firstSwitchableOfEachCategory(examples: KitExample[]): KitExample[] {
  // Walked from the end, so that the first example of a category is the one kept.
  return [
    ...new Map(
      examples
        .filter((example) => example.kits.length > 1)
        .reverse()
        .map((example) => [example.section, example]),
    ).values(),
  ];
}
