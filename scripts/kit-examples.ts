import {readdirSync} from 'node:fs';
import path from 'node:path';
import {demoRegistry} from '../demos/src/app/demo-registry.generated';
import {browserKits, type BrowserKitName} from '../demos/src/app/kits';

/** An example page (docs/examples) and the kits its kit switcher offers. */
export interface KitExample {
  /** Demo path and route under /docs/examples/: `validation/built-in-validations`. */
  name: string;
  section: string;
  kits: BrowserKitName[];
}

const examplesDir = path.join(__dirname, '..', 'docs', 'examples');

/** Every example page with the kits it offers, from the demos registry the build wrote (one variant per kit). */
export function kitExamples(): KitExample[] {
  const pages = new Set(
    readdirSync(examplesDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => file.slice(0, -'.mdx'.length).split(path.sep).join('/')),
  );
  return demoRegistry
    .filter((demo) => pages.has(demo.path))
    .map((demo) => ({
      name: demo.path,
      section: demo.section,
      kits: browserKits.map((kit) => kit.name).filter((kit) => kit in demo.variants),
    }));
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
