/**
 * Compares two builds of the site, for a refactor that must not change what readers get:
 *
 *   node --import tsx scripts/compare-builds.ts BEFORE_DIR AFTER_DIR
 *
 * Every HTML, XML, TXT and Markdown file of either build is compared with the other's, after
 * the content hashes in asset names are masked (a moved module changes its chunk's hash and
 * id, not what the page shows). So are the hashes of CSS module classes in `class` attributes
 * (`frameBox_l_lH`): css-loader makes them from the module's path and the class's local name
 * only, so with the local name kept, a changed hash means the stylesheet moved; the script lists
 * those renames. It prints the file names (masked) that the builds hold a different number of
 * and, for each text file that differs, the first difference in context; it exits with 1 when
 * anything differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import {runMain} from './run-main';

/** Files compared as text; the rest (scripts, styles, images) are compared by masked name only. */
const comparedText = /\.(html|xml|txt|md|json)$/;

/** Content hashes in asset names: Docusaurus's chunks and styles, the Angular apps' chunks, images. */
const assetHashes: [RegExp, string][] = [
  // /assets/js/0058b4c6.b1b56a4a.js, 4984.1c2d3e4f.js, main.e91ce19c.js, styles.5f311409.css: chunk id and hash
  [/\b([0-9a-f]{8}|\d{1,5})\.[0-9a-f]{8}\.(js|css)\b/g, 'ID.HASH.$2'],
  [/\.[0-9a-f]{8}\.(js|css)\b/g, '.HASH.$1'],
  // Angular's esbuild output: chunk-22CD37VP.js, main-ABCDEFGH.js, styles-4PIG4YYC.css
  [/-[A-Z0-9]{8}\.(js|css)\b/g, '-HASH.$1'],
  // Images and fonts Docusaurus copies with a hash: /assets/images/card-0a1b2c3d.png
  [/-[0-9a-f]{8}\.(png|svg|jpe?g|webp|woff2?)\b/g, '-HASH.$1'],
];

/**
 * A CSS module class as Docusaurus names it in production: `[local]_[contenthash:base64:4]`, the hash
 * being css-loader's digest of the stylesheet's path and the local name (so `frameBox_l_lH` is frameBox).
 */
const cssModuleClass = /^([A-Za-z][\w-]*)_[\w-]{4}$/;

/** `class` attribute values, quoted or not (the minified HTML leaves quotes out where it can). */
const classAttribute = /(\sclass=)("[^"]*"|[^\s>"]+)/g;

/** Every CSS module class seen in a build, by local name: a local name with other classes after a move was renamed. */
type ClassesByLocalName = Map<string, Set<string>>;

function mask(text: string, classes?: ClassesByLocalName): string {
  const masked = assetHashes.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
  return masked.replace(classAttribute, (_attribute, prefix: string, value: string) => {
    const tokens = value.replace(/^"|"$/g, '').split(' ');
    const maskedTokens = tokens.map((token) => {
      const local = cssModuleClass.exec(token)?.[1];
      if (!local) {
        return token;
      }
      classes?.set(local, (classes.get(local) ?? new Set()).add(token));
      return `${local}_HASH`;
    });
    return `${prefix}${value.startsWith('"') ? `"${maskedTokens.join(' ')}"` : maskedTokens.join(' ')}`;
  });
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The first place two texts differ, with some context on either side. */
function firstDifference(before: string, after: string): string {
  let index = 0;
  while (index < before.length && before[index] === after[index]) {
    index += 1;
  }
  const from = Math.max(0, index - 80);
  return `  before: …${before.slice(from, index + 120)}…\n  after:  …${after.slice(from, index + 120)}…`;
}

async function main(): Promise<number> {
  const [beforeDir, afterDir] = process.argv.slice(2);
  if (!beforeDir || !afterDir) {
    throw new Error('Usage: node --import tsx scripts/compare-builds.ts BEFORE_DIR AFTER_DIR');
  }
  // Several chunks can share a masked name (ID.HASH.js): the builds must have as many of each.
  const countNames = (files: string[]) => {
    const counts = new Map<string, number>();
    for (const file of files) {
      counts.set(mask(file), (counts.get(mask(file)) ?? 0) + 1);
    }
    return counts;
  };
  const beforeFiles = listFiles(beforeDir);
  const afterFiles = listFiles(afterDir);
  const beforeCounts = countNames(beforeFiles);
  const afterCounts = countNames(afterFiles);
  const names = [...new Set([...beforeCounts.keys(), ...afterCounts.keys()])].sort();
  const unmatched = names.filter((name) => beforeCounts.get(name) !== afterCounts.get(name));
  for (const name of unmatched) {
    console.log(
      `${name}: ${beforeCounts.get(name) ?? 0} in ${beforeDir}, ${afterCounts.get(name) ?? 0} in ${afterDir}`,
    );
  }
  // Text files are compared by masked name; their names hold no chunk id, so each name is one file.
  const before = new Map(beforeFiles.map((file) => [mask(file), file]));
  const after = new Map(afterFiles.map((file) => [mask(file), file]));
  let compared = 0;
  const differing: string[] = [];
  const beforeClasses: ClassesByLocalName = new Map();
  const afterClasses: ClassesByLocalName = new Map();
  for (const [masked, beforeFile] of before) {
    const afterFile = after.get(masked);
    if (!afterFile || !comparedText.test(masked)) {
      continue;
    }
    compared += 1;
    const beforeText = mask(fs.readFileSync(path.join(beforeDir, beforeFile), 'utf8'), beforeClasses);
    const afterText = mask(fs.readFileSync(path.join(afterDir, afterFile), 'utf8'), afterClasses);
    if (beforeText !== afterText) {
      differing.push(masked);
      console.log(`differs: ${masked}\n${firstDifference(beforeText, afterText)}`);
    }
  }
  const sorted = (classes: Set<string> | undefined) => [...(classes ?? [])].sort().join(' ');
  const renamed = [...beforeClasses.keys()].filter(
    (local) => sorted(beforeClasses.get(local)) !== sorted(afterClasses.get(local)),
  );
  for (const local of renamed) {
    console.log(
      `CSS module class renamed (a moved stylesheet): ${sorted(beforeClasses.get(local))} → ${sorted(afterClasses.get(local))}`,
    );
  }
  console.log(
    `${compared} text files compared: ${differing.length} differ; ${renamed.length} CSS module classes renamed; ` +
      `${unmatched.length} file names (hashes masked) occur a different number of times.`,
  );
  return differing.length + unmatched.length === 0 ? 0 : 1;
}

runMain(main);
